extension PullUpController {
  /// The sheet's scrollable content scrolled by itself (deceleration, a programmatic scroll) or its
  /// extent changed. An offset below zero counts as zero, one above the maximum as the maximum.
  ///
  /// - Parameters:
  ///   - offset: The content's scroll offset in points from its top.
  ///   - maximum: The content's largest scroll offset, or `nil` when unknown (no limit).
  /// - Throws: `PullUpError` for an offset or a maximum that is not finite.
  @available(
    *, deprecated, message: "send(.scrollOffsetChanged(offset, maximum:)), or applyNow on the controller's executor"
  )
  public func scrollOffsetChanged(_ offset: Double, maximum: Double? = nil) throws(PullUpError) {
    try applyNow(.scrollOffsetChanged(offset, maximum: maximum))
  }

  /// The software keyboard appeared, changed height or went away; the sheet follows the configuration's
  /// keyboard policy and returns when the keyboard goes away.
  ///
  /// - Parameters:
  ///   - height: The keyboard's height above the container's bottom edge, zero when it is gone (clamped
  ///     to the container's height).
  ///   - animated: Whether the sheet moves with the keyboard's animation.
  /// - Throws: `PullUpError` for a negative or non-finite height.
  @available(
    *, deprecated, message: "send(.keyboardChanged(height:animated:)), or applyNow on the controller's executor"
  )
  public func keyboardChanged(height: Double, animated: Bool = true) throws(PullUpError) {
    try applyNow(.keyboardChanged(height: height, animated: animated))
  }

  /// An assistive technology performed an action (from the snapshot's `accessibility.actions`, or its
  /// adjustable `increment` or `decrement`). The sheet moves animated; the events stream announces where
  /// it comes to rest.
  ///
  /// - Throws: `PullUpError.locked` while locked; `PullUpError.unavailableAction(_:)` for an action that
  ///   does not apply now.
  @available(
    *, deprecated, message: "send(.accessibilityActionPerformed(action)), or applyNow on the controller's executor"
  )
  public func accessibilityActionPerformed(_ action: PullUpAccessibilityAction) throws(PullUpError) {
    try applyNow(.accessibilityActionPerformed(action))
  }

  /// Turns reduced motion on or off (follow the system's Reduce Motion setting): every settle then uses a
  /// short, critically damped transition without initial velocity, and still arrives where it would
  /// have gone. A settle in flight continues with the new motion.
  ///
  /// - Throws: `PullUpError` for a bad time only.
  @available(*, deprecated, message: "send(.setReducesMotion(reduces)), or applyNow on the controller's executor")
  public func setReducesMotion(_ reducesMotion: Bool) throws(PullUpError) {
    try applyNow(.setReducesMotion(reducesMotion))
  }

  /// What to save to bring the sheet back after a relaunch or on another screen (`Codable`).
  public var restorationState: PullUpRestorationState { machine.restorationState }

  /// Brings the sheet back to a saved state, mapped onto the current detents by the rule documented on
  /// `PullUpRestorationState`.
  ///
  /// - Parameters:
  ///   - state: A saved ``restorationState``.
  ///   - animated: Whether the sheet springs to its place or jumps there (the default).
  /// - Throws: `PullUpError` for a record that does not validate; nothing changes.
  @available(*, deprecated, message: "send(.restore(state, animated:)), or applyNow on the controller's executor")
  public func restore(_ state: PullUpRestorationState, animated: Bool = false) throws(PullUpError) {
    try applyNow(.restore(state, animated: animated))
  }
}
