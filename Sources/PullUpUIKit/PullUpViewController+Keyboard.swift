#if canImport(UIKit)  // Elsewhere the module is empty: Linux type-checks it against .ci/uikit-stand-in.
  import PullUp
  import PullUpUIKitTranslation
  import UIKit

  /// The keyboard and hardware keys. The software keyboard's frame (`keyboardWillChangeFrameNotification`,
  /// in the screen's coordinates) becomes the height it covers of the view (`KeyboardFrame.height`), which the
  /// controller takes as `PullUpInput.keyboardChanged(height:animated:)`; a floating or undocked keyboard
  /// covers nothing. A hardware keyboard's keys reach the view controller while it or a view in it is the
  /// first responder: Escape, the arrows, Page Up and Down, Home, End, space and Return become `PullUpKey`s
  /// (`HardwareKeys`), and a key the interpreter did not use goes on up the responder chain.
  extension PullUpViewController {
    func connectKeyboard() {
      observers.add(
        NotificationCenter.default.addObserver(
          forName: UIResponder.keyboardWillChangeFrameNotification, object: nil, queue: .main
        ) { [weak self] notification in
          let info = notification.userInfo
          let frame = (info?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue
          let duration = (info?[UIResponder.keyboardAnimationDurationUserInfoKey] as? NSNumber)?.doubleValue ?? 0
          MainActor.assumeIsolated { self?.keyboardWillChange(to: frame, duration: duration) }
        })
    }

    /// The keyboard moves to `frame` (screen coordinates; `nil` when the notification has none).
    private func keyboardWillChange(to frame: CGRect?, duration: Double) {
      guard isViewLoaded, let frame, let screen = view.window?.screen else { return }
      let keyboard = view.convert(frame, from: screen.coordinateSpace)
      let bounds = view.bounds
      let height = KeyboardFrame.height(
        keyboardFrame: PullUpRect(
          x: Double(keyboard.minX), y: Double(keyboard.minY), width: Double(keyboard.width),
          height: Double(keyboard.height)),
        containerFrame: PullUpRect(
          x: Double(bounds.minX), y: Double(bounds.minY), width: Double(bounds.width), height: Double(bounds.height)))
      guard height != currentSnapshot.keyboardHeight else { return }
      applyNow(
        .keyboardChanged(height: height, animated: KeyboardFrame.animated(duration: duration)), fromRawEvent: false)
    }

    /// The presses of `presses` the interpreter did not use, for the responder chain.
    func unusedPresses(_ presses: Set<UIPress>) -> Set<UIPress> {
      presses.filter { press in
        guard let key = press.key else { return true }
        return !used(key, time: press.timestamp)
      }
    }

    /// Hands a hardware key to the interpreter, on the handle when it has the focus and on the sheet otherwise.
    ///
    /// - Returns: Whether the interpreter used it.
    private func used(_ key: UIKey, time: TimeInterval) -> Bool {
      var modifiers = KeyModifiers()
      if key.modifierFlags.contains(.shift) { modifiers.insert(.shift) }
      if key.modifierFlags.contains(.control) { modifiers.insert(.control) }
      if key.modifierFlags.contains(.alternate) { modifiers.insert(.alternate) }
      if key.modifierFlags.contains(.command) { modifiers.insert(.command) }
      guard let pullUpKey = HardwareKeys.key(forUsage: key.keyCode.rawValue, modifiers: modifiers) else {
        return false
      }
      let region: PullUpRegion = handleView.isFocused ? .handle : .body
      if case .claimed = interpret(.key(pullUpKey, region: region, time: time)) { return true }
      return false
    }
  }
#endif
