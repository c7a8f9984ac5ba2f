#if canImport(UIKit)  // Elsewhere the module is empty: Linux type-checks it against .ci/uikit-stand-in.
  import PullUp
  import PullUpHost
  import PullUpUIKitTranslation
  import UIKit
  #if canImport(UIKit.UIGestureRecognizerSubclass)
    // Apple's SDK makes `state` settable in this submodule only; the Linux stand-in has no submodules and
    // declares `state` settable in UIKit itself (its header lists the difference).
    import UIKit.UIGestureRecognizerSubclass
  #endif

  /// The one gesture recognizer of a ``PullUpViewController``: on its view, fed raw touches, it follows one
  /// press at a time for the interpreter and takes the state the interpreter's verdict gives
  /// (`RecognizerState.next(verdict:phase:)`): it stays possible while the press is nobody's, so the content
  /// under it still gets its touches (`delaysTouchesBegan` is off); it begins when the sheet claims the press,
  /// and UIKit then cancels the content's touches (`cancelsTouchesInView`); it fails when the sheet yields the
  /// press or a tap was the sheet's, and the content keeps it. A second finger is ignored.
  final class SheetGestureRecognizer: UIGestureRecognizer {
    /// The view controller whose interpreter hears the touches.
    weak var owner: PullUpViewController?
    /// The touch followed, while a press is.
    private var followed: UITouch?
    /// The state as the translation knows it, mirrored into UIKit's `state`.
    private var recognizerState = RecognizerState.possible

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
      super.touchesBegan(touches, with: event)
      for touch in touches {
        guard followed == nil, recognizerState == .possible else {
          ignore(touch, for: event)
          continue
        }
        followed = touch
        follow(touch, phase: .began)
      }
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
      super.touchesMoved(touches, with: event)
      if let touch = followed, touches.contains(touch) { follow(touch, phase: .moved) }
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
      super.touchesEnded(touches, with: event)
      if let touch = followed, touches.contains(touch) {
        followed = nil
        follow(touch, phase: .ended)
      }
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
      super.touchesCancelled(touches, with: event)
      if let touch = followed, touches.contains(touch) {
        followed = nil
        follow(touch, phase: .cancelled)
      }
    }

    /// UIKit resets the recognizer after a terminal state; it hears nothing more of a press still down, so the
    /// interpreter hears a cancel for it.
    override func reset() {
      super.reset()
      if let touch = followed {
        followed = nil
        follow(touch, phase: .cancelled, setsState: false)
      }
      recognizerState = .possible
    }

    /// Hands one touch sample to the view controller and, unless UIKit is resetting the recognizer, sets the
    /// state its verdict gives.
    private func follow(_ touch: UITouch, phase: TouchPhase, setsState: Bool = true) {
      guard let owner else {
        if setsState { set(.failed) }
        return
      }
      let point = touch.location(in: owner.view)
      let sample = TouchSample(
        x: Double(point.x), y: Double(point.y), time: touch.timestamp, kind: Self.kind(of: touch), phase: phase)
      guard let (verdict, pointerPhase) = owner.interpretTouch(sample, at: point), setsState else { return }
      set(recognizerState.next(verdict: verdict, phase: pointerPhase))
    }

    private func set(_ next: RecognizerState) {
      guard next != recognizerState else { return }
      recognizerState = next
      state = Self.uiState(next)
    }

    /// UIKit's state for the translation's.
    static func uiState(_ state: RecognizerState) -> UIGestureRecognizer.State {
      switch state {
      case .possible: return .possible
      case .began: return .began
      case .changed: return .changed
      case .ended: return .ended
      case .cancelled: return .cancelled
      case .failed: return .failed
      }
    }

    /// The translation's state for UIKit's (a scroll pan's), a state UIKit adds later counting as failed.
    static func recognizerState(_ state: UIGestureRecognizer.State) -> RecognizerState {
      switch state {
      case .possible: return .possible
      case .began: return .began
      case .changed: return .changed
      case .ended: return .ended
      case .cancelled: return .cancelled
      case .failed: return .failed
      @unknown default: return .failed
      }
    }

    /// The translation's kind of touch, a kind UIKit adds later counting as a finger.
    static func kind(of touch: UITouch) -> TouchKind {
      switch touch.type {
      case .direct: return .direct
      case .indirect: return .indirect
      case .pencil: return .pencil
      case .indirectPointer: return .indirectPointer
      @unknown default: return .direct
      }
    }
  }

  /// The delegate of the sheet's recognizer and of the scroll pans, answering by `OtherRecognizer`'s rule: they
  /// recognize at the same time as the tracked scroll view's pan, so the two share a press on the list (the
  /// interpreter and the offset pinning decide who moves), and as each other; UIKit's dismissal of a page-sheet
  /// or form-sheet presentation, and an enclosing sheet's recognizer, wait for the sheet's to fail; any other
  /// recognizer gets UIKit's defaults. It keeps no recognizers: it asks the view controller, which it holds
  /// weakly, what each one is, so a tracked list that goes away leaves nothing behind.
  final class SheetRecognizerDelegate: NSObject, UIGestureRecognizerDelegate {
    /// The view controller whose recognizers these are.
    weak var owner: PullUpViewController?

    func gestureRecognizer(
      _ gestureRecognizer: UIGestureRecognizer,
      shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool {
      owner?.otherRecognizer(otherGestureRecognizer).recognizesWithSheet ?? false
    }

    /// Asked for the sheet's recognizer and the scroll pans alike; only the sheet's, which follows touches, sets
    /// up a failure requirement (the scroll pans take no touches).
    func gestureRecognizer(
      _ gestureRecognizer: UIGestureRecognizer, shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool {
      guard let owner, gestureRecognizer === owner.sheetRecognizer else { return false }
      return owner.otherRecognizer(otherGestureRecognizer).waitsForSheet
    }
  }
#endif
