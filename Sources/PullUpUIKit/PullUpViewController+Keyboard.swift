#if canImport(UIKit)  // Elsewhere the module is empty: Linux type-checks it against .ci/uikit-stand-in.
  import PullUp
  import PullUpHost
  import PullUpUIKitTranslation
  import UIKit

  /// The keyboard and hardware keys. The software keyboard's frame (`keyboardWillChangeFrameNotification`, in the
  /// screen's coordinates) becomes the height it covers of the view (`KeyboardFrame.height`), which the controller
  /// takes as `PullUpInput.keyboardChanged(height:animated:)`, unanimated inside the keyboard's own animation
  /// (`KeyboardFollow`); a floating or undocked keyboard covers nothing. A
  /// notification that comes while the view is off its window is measured in the first layout pass back in one
  /// (`KeyboardTracking`). A hardware keyboard's keys reach the view controller up the responder chain from the
  /// focused item or the first responder: Escape, ↑, ↓, Page Up, Page Down, Home, End, and space and Return
  /// (activate) become `PullUpKey`s (`HardwareKeys`). As in PullUpGTK (issue 40), the value keys are the sheet's when
  /// the handle has the keyboard focus (it can take it: Tab reaches it where the system's keyboard focus runs), and
  /// Escape anywhere in the sheet, nothing behind it (the host's rule, from the responder's chain of views); a key
  /// the sheet does not take goes on up the chain, and one it takes stays the sheet's to its end or cancellation
  /// (`PressRouting`, tested on Linux). The view controller can become the first responder, so that an app that has
  /// nothing else taking keys can make it so (`becomeFirstResponder()`, in `viewDidAppear(_:)`) and Escape then
  /// reaches the sheet.
  extension PullUpViewController {
    func connectKeyboard() {
      observers.add(
        NotificationCenter.default.addObserver(
          forName: UIResponder.keyboardWillChangeFrameNotification, object: nil, queue: .main
        ) { [weak self] notification in
          let info = notification.userInfo
          let frame = (info?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue
          let duration = (info?[UIResponder.keyboardAnimationDurationUserInfoKey] as? NSNumber)?.doubleValue ?? 0
          let curve = (info?[UIResponder.keyboardAnimationCurveUserInfoKey] as? NSNumber)?.intValue
          let follow = KeyboardFollow.follow(duration: duration, curve: curve)
          MainActor.assumeIsolated { self?.keyboardWillChange(to: frame, follow: follow) }
        })
    }

    /// The keyboard moves to `frame` (screen coordinates; `nil` when the notification has none): measured at once
    /// in a window, kept for the next layout pass in one otherwise (`KeyboardTracking`, tested on Linux). The sheet
    /// takes the new height unanimated, inside the keyboard's own animation when it has one (`KeyboardFollow`,
    /// tested on Linux): the layout pass that places the sheet runs in the animation block, so UIKit moves the
    /// sheet on the keyboard's duration and curve, and the two arrive together.
    private func keyboardWillChange(to frame: CGRect?, follow: KeyboardFollow) {
      guard isViewLoaded else { return }
      let measured = keyboardTracking.keyboardWillChange(
        endFrame: frame.map(PullUpRect.init), inWindow: view.window != nil)
      switch follow {
      case .immediate:
        measureKeyboard(measured, animated: false, duringLayout: false)
      case .alongsideKeyboard(let duration, let options):
        UIView.animate(
          withDuration: duration, delay: 0, options: UIView.AnimationOptions(rawValue: options),
          animations: { [weak self] in
            guard let self else { return }
            measureKeyboard(measured, animated: false, duringLayout: false)
            view.layoutIfNeeded()
          })
      }
    }

    /// In the layout pass: a keyboard notification that came while the view was off its window is measured now
    /// that it is in one, so a keyboard hidden meanwhile does not leave the sheet lifted.
    func followKeyboardBackInWindow() {
      measureKeyboard(keyboardTracking.laidOut(inWindow: view.window != nil), animated: false, duringLayout: true)
    }

    /// Gives the controller the height the keyboard at `frame` (screen coordinates) covers of the view, when it
    /// changed.
    private func measureKeyboard(_ frame: PullUpRect?, animated: Bool, duringLayout: Bool) {
      guard let frame, let screen = view.window?.screen else { return }
      let keyboard = view.convert(CGRect(frame), from: screen.coordinateSpace)
      let height = KeyboardFrame.height(keyboardFrame: PullUpRect(keyboard), containerFrame: PullUpRect(view.bounds))
      guard height != host.snapshot.keyboardHeight else { return }
      host.apply(.keyboardChanged(height: height, animated: animated), duringLayout: duringLayout)
    }

    /// Whether the sheet used a press as it began (`PressRouting` then keeps its other phases from the
    /// responder chain); a press that is not a keyboard's key is never the sheet's.
    func used(_ press: UIPress) -> Bool {
      guard let key = press.key else { return false }
      return used(key, focusChain: focusChain(of: press.responder), time: press.timestamp)
    }

    /// Where a press was sent, as the host reads it: UIKit sends it to the focused item, or else to the first
    /// responder (`UIPress.responder`), and it reaches this view controller up the responder chain from there.
    /// The chain of views from that responder up to the view (the handle's when it has the focus; view
    /// controllers on the way say nothing), or `nil` when the responder is outside the view.
    private func focusChain(of responder: UIResponder?) -> [PullUpHitPart]? {
      if handleView.isFocused { return [Self.drawsDivider ? .divider : .handle] }
      var chain: [PullUpHitPart] = []
      var current = responder
      while let responder = current {
        if responder === view || responder === self { return chain }
        if let view = responder as? UIView { chain.append(part(view)) }
        current = responder.next
      }
      return nil
    }

    /// Hands a hardware key to the host, which applies the kit's rule of which keys act where (the value keys
    /// on the focused handle, Escape anywhere in the sheet, nothing behind it).
    ///
    /// - Returns: Whether the sheet used it.
    private func used(_ key: UIKey, focusChain: [PullUpHitPart]?, time: TimeInterval) -> Bool {
      var modifiers = KeyModifiers()
      if key.modifierFlags.contains(.shift) { modifiers.insert(.shift) }
      if key.modifierFlags.contains(.control) { modifiers.insert(.control) }
      if key.modifierFlags.contains(.alternate) { modifiers.insert(.alternate) }
      if key.modifierFlags.contains(.command) { modifiers.insert(.command) }
      guard let pullUpKey = HardwareKeys.key(forUsage: key.keyCode.rawValue, modifiers: modifiers) else { return false }
      return host.pressed(pullUpKey, focusChain: focusChain, time: time)
    }
  }
#endif
