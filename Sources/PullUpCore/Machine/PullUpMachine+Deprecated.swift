// The machine's methods named for PullUpInput's cases, from before apply(_:at:) became its one entry point for
// inputs (issue 52). Each gives its input to apply(_:at:); the case's documentation says what it does.
extension PullUpMachine {
  /// A finger took the sheet: ``PullUpInput/dragBegan(inScrollableContent:)``.
  @available(*, deprecated, message: "apply(.dragBegan(inScrollableContent:), at:)")
  public mutating func dragBegan(inScrollableContent: Bool = false, at time: Double) throws(PullUpError)
    -> PullUpOutput
  {
    try apply(.dragBegan(inScrollableContent: inScrollableContent), at: time)
  }

  /// The finger moved: ``PullUpInput/dragChanged(translation:)``.
  @available(*, deprecated, message: "apply(.dragChanged(translation:), at:)")
  public mutating func dragChanged(translation: Double, at time: Double) throws(PullUpError) -> PullUpOutput {
    try apply(.dragChanged(translation: translation), at: time)
  }

  /// The finger let go: ``PullUpInput/dragEnded(velocity:)``.
  @available(*, deprecated, message: "apply(.dragEnded(velocity:), at:)")
  public mutating func dragEnded(velocity: Double? = nil, at time: Double) throws(PullUpError) -> PullUpOutput {
    try apply(.dragEnded(velocity: velocity), at: time)
  }

  /// The system cancelled the drag: ``PullUpInput/dragCancelled``.
  @available(*, deprecated, message: "apply(.dragCancelled, at:)")
  public mutating func dragCancelled(at time: Double) throws(PullUpError) -> PullUpOutput {
    try apply(.dragCancelled, at: time)
  }

  /// Code moves the sheet to a state: ``PullUpInput/setState(_:animated:)``.
  @available(*, deprecated, message: "apply(.setState(state, animated:), at:)")
  public mutating func setState(_ state: PullUpState, animated: Bool = true, at time: Double) throws(PullUpError)
    -> PullUpOutput
  {
    try apply(.setState(state, animated: animated), at: time)
  }

  /// Code moves the sheet to a height: ``PullUpInput/setHeight(_:animated:)``.
  @available(*, deprecated, message: "apply(.setHeight(height, animated:), at:)")
  public mutating func setHeight(_ height: Double, animated: Bool = true, at time: Double) throws(PullUpError)
    -> PullUpOutput
  {
    try apply(.setHeight(height, animated: animated), at: time)
  }

  /// Code moves the sheet to a detent: ``PullUpInput/moveToDetent(_:animated:)``.
  @available(*, deprecated, message: "apply(.moveToDetent(index, animated:), at:)")
  public mutating func moveToDetent(_ index: Int, animated: Bool = true, at time: Double) throws(PullUpError)
    -> PullUpOutput
  {
    try apply(.moveToDetent(index, animated: animated), at: time)
  }

  /// Code expands a collapsed sheet or collapses any other: ``PullUpInput/toggleState(animated:)``.
  @available(*, deprecated, message: "apply(.toggleState(animated:), at:)")
  public mutating func toggleState(animated: Bool = true, at time: Double) throws(PullUpError) -> PullUpOutput {
    try apply(.toggleState(animated: animated), at: time)
  }

  /// Code hides or shows the sheet: ``PullUpInput/setHidden(_:animated:)``.
  @available(*, deprecated, message: "apply(.setHidden(hidden, animated:), at:)")
  public mutating func setHidden(_ hidden: Bool, animated: Bool = true, at time: Double) throws(PullUpError)
    -> PullUpOutput
  {
    try apply(.setHidden(hidden, animated: animated), at: time)
  }

  /// Code locks or unlocks gestures: ``PullUpInput/setLocked(_:)``.
  @available(*, deprecated, message: "apply(.setLocked(locked), at:)")
  public mutating func setLocked(_ locked: Bool, at time: Double) throws(PullUpError) -> PullUpOutput {
    try apply(.setLocked(locked), at: time)
  }

  /// The container changed, with the answers the machine has: ``PullUpInput/setContainer(_:animated:)``.
  @available(*, deprecated, message: "apply(.setContainer(container, animated:), at:)")
  public mutating func setContainer(_ container: PullUpContainer, animated: Bool = false, at time: Double)
    throws(PullUpError) -> PullUpOutput
  {
    try apply(.setContainer(container, animated: animated), at: time)
  }

  /// The content's height changed: ``PullUpInput/setContentHeight(_:animated:)``.
  @available(*, deprecated, message: "apply(.setContentHeight(contentHeight, animated:), at:)")
  public mutating func setContentHeight(_ contentHeight: Double?, animated: Bool = false, at time: Double)
    throws(PullUpError) -> PullUpOutput
  {
    try apply(.setContentHeight(contentHeight, animated: animated), at: time)
  }

  /// The scrollable content scrolled by itself: ``PullUpInput/scrollOffsetChanged(_:maximum:)``.
  @available(*, deprecated, message: "apply(.scrollOffsetChanged(offset, maximum:), at:)")
  public mutating func scrollOffsetChanged(_ offset: Double, maximum: Double?, at time: Double) throws(PullUpError)
    -> PullUpOutput
  {
    try apply(.scrollOffsetChanged(offset, maximum: maximum), at: time)
  }

  /// The software keyboard changed: ``PullUpInput/keyboardChanged(height:animated:)``.
  @available(*, deprecated, message: "apply(.keyboardChanged(height:animated:), at:)")
  public mutating func keyboardChanged(height: Double, animated: Bool = true, at time: Double) throws(PullUpError)
    -> PullUpOutput
  {
    try apply(.keyboardChanged(height: height, animated: animated), at: time)
  }

  /// An assistive technology performed an action: ``PullUpInput/accessibilityActionPerformed(_:)``.
  @available(*, deprecated, message: "apply(.accessibilityActionPerformed(action), at:)")
  public mutating func accessibilityActionPerformed(_ action: PullUpAccessibilityAction, at time: Double)
    throws(PullUpError) -> PullUpOutput
  {
    try apply(.accessibilityActionPerformed(action), at: time)
  }

  /// Reduced motion was turned on or off: ``PullUpInput/setReducesMotion(_:)``.
  @available(*, deprecated, message: "apply(.setReducesMotion(reducesMotion), at:)")
  public mutating func setReducesMotion(_ reducesMotion: Bool, at time: Double) throws(PullUpError) -> PullUpOutput {
    try apply(.setReducesMotion(reducesMotion), at: time)
  }

  /// Code brings the sheet back to a saved state: ``PullUpInput/restore(_:animated:)``.
  @available(*, deprecated, message: "apply(.restore(state, animated:), at:)")
  public mutating func restore(_ state: PullUpRestorationState, animated: Bool = false, at time: Double)
    throws(PullUpError) -> PullUpOutput
  {
    try apply(.restore(state, animated: animated), at: time)
  }

  /// A tap on the dimmed background behind the sheet: ``PullUpInput/dimmingTapped``.
  @available(*, deprecated, message: "apply(.dimmingTapped, at:)")
  public mutating func dimmingTapped(at time: Double) throws(PullUpError) -> PullUpOutput {
    try apply(.dimmingTapped, at: time)
  }
}

// The machine's readings that repeat its snapshot's fields, from before `snapshot` became the one spelling of
// each (issue 52). Each reads what the snapshot's field reads, without building a snapshot.
extension PullUpMachine {
  /// The latest time the machine has seen, in seconds: ``PullUpSnapshot/time``.
  @available(*, deprecated, message: "read snapshot.time")
  public var time: Double { latestTime }

  /// The state, as last reported: ``PullUpSnapshot/state``.
  @available(*, deprecated, message: "read snapshot.state")
  public var state: PullUpState { currentState }

  /// What moves the sheet: ``PullUpSnapshot/phase``.
  @available(*, deprecated, message: "read snapshot.phase")
  public var currentPhase: PullUpPhase { phaseKind }

  /// The sheet's height on screen now: ``PullUpSnapshot/height``.
  @available(*, deprecated, message: "read snapshot.height")
  public var height: Double { currentHeight }

  /// How fast the sheet's height changes now, in points per second: ``PullUpSnapshot/heightVelocity``.
  @available(*, deprecated, message: "read snapshot.heightVelocity")
  public var heightVelocity: Double { currentHeightVelocity }
}
