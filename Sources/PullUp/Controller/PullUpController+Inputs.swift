extension PullUpController {
  /// A finger took the sheet. A settling sheet is caught where it is on screen.
  ///
  /// - Parameter inScrollableContent: Whether the finger went down on the sheet's scrollable content: the
  ///   drag is then shared between the sheet and the content by the configuration's scroll policy, and
  ///   each snapshot's `contentOffset` says where to put the content.
  /// - Throws: `PullUpError` while locked, on a hidden sheet that cannot be dragged, or during a drag.
  public func dragBegan(inScrollableContent: Bool = false) throws(PullUpError) {
    try perform { machine, now throws(PullUpError) in
      try machine.dragBegan(at: now, inScrollableContent: inScrollableContent)
    }
  }

  /// The finger moved.
  ///
  /// - Parameter translation: The vertical translation since the drag began, in screen coordinates as a
  ///   pan recognizer reports it: negative is up.
  /// - Throws: `PullUpError` for a non-finite translation or without an active drag.
  public func dragChanged(translation: Double) throws(PullUpError) {
    try perform { machine, now throws(PullUpError) in try machine.dragChanged(translation: translation, at: now) }
  }

  /// The finger let go.
  ///
  /// - Parameter velocity: The release velocity in screen coordinates (points per second, negative is up),
  ///   as a pan recognizer reports it; `nil` uses the estimator's velocity.
  /// - Throws: `PullUpError` for a non-finite velocity or without an active drag.
  public func dragEnded(velocity: Double? = nil) throws(PullUpError) {
    try perform { machine, now throws(PullUpError) in try machine.dragEnded(velocity: velocity, at: now) }
  }

  /// The system cancelled the drag; the sheet settles as if released without velocity.
  ///
  /// - Throws: `PullUpError` without an active drag.
  public func dragCancelled() throws(PullUpError) {
    try perform { machine, now throws(PullUpError) in try machine.dragCancelled(at: now) }
  }

  /// Moves the sheet to the collapsed or the expanded state.
  ///
  /// - Throws: `PullUpError.unreachableState(_:)` for `dragging` and `intermediate`.
  public func setState(_ state: PullUpState, animated: Bool) throws(PullUpError) {
    try perform { machine, now throws(PullUpError) in
      try machine.moveRequested(to: .state(state), animated: animated, at: now)
    }
  }

  /// Expands a collapsed sheet; collapses it from any other state.
  public func toggleState(animated: Bool) {
    let target: PullUpState = machine.state == .collapsed ? .expanded : .collapsed
    try? setState(target, animated: animated)
  }

  /// Moves the sheet to a height, clamped into its range, without snapping.
  ///
  /// - Throws: `PullUpError` for a non-finite height.
  public func setHeight(_ height: Double, animated: Bool) throws(PullUpError) {
    try perform { machine, now throws(PullUpError) in
      try machine.moveRequested(to: .height(height), animated: animated, at: now)
    }
  }

  /// Moves the sheet to the detent at an index of the resolved detents, ascending from 0.
  ///
  /// - Throws: `PullUpError` for an index out of range.
  public func moveToDetent(_ index: Int, animated: Bool) throws(PullUpError) {
    try perform { machine, now throws(PullUpError) in
      try machine.moveRequested(to: .detent(index), animated: animated, at: now)
    }
  }

  /// Hides or shows the sheet.
  public func setHidden(_ hidden: Bool, animated: Bool) {
    try? perform { machine, now throws(PullUpError) in try machine.hiddenRequested(hidden, animated: animated, at: now)
    }
  }

  /// Locks or unlocks gestures; code can still move the sheet while it is locked.
  public func setLocked(_ locked: Bool) {
    try? perform { machine, now throws(PullUpError) in try machine.lockChanged(locked, at: now) }
  }

  /// The container changed size or safe area. The sizing delegate, if any, is asked again.
  ///
  /// - Throws: `PullUpError` for a container that is not finite and positive; the old one stays.
  public func setContainer(_ container: PullUpContainer, animated: Bool = false) async throws(PullUpError) {
    try perform { machine, now throws(PullUpError) in
      try machine.containerChanged(container, animated: animated, at: now)
    }
    await refreshSizing()
  }

  /// The content's height changed, for fit-to-content detents.
  ///
  /// - Throws: `PullUpError` for a negative or non-finite height.
  public func setContentHeight(_ contentHeight: Double?, animated: Bool = false) throws(PullUpError) {
    try perform { machine, now throws(PullUpError) in
      try machine.contentHeightChanged(contentHeight, animated: animated, at: now)
    }
  }

  /// Replaces the configuration; the sheet follows its detents as for a container change.
  ///
  /// - Throws: `PullUpError` when the configuration does not validate; the old one stays.
  public func setConfiguration(_ configuration: PullUpConfiguration, animated: Bool = false) throws(PullUpError) {
    var configuration = configuration
    configuration.asksForTargetHeight = sizingDelegateStorage != nil
    try perform { machine, now throws(PullUpError) in
      try machine.configurationChanged(configuration, animated: animated, at: now)
    }
  }

  /// Asks the sizing delegate for its minimum and maximum heights again (ISHPullUp's `invalidateLayout()`),
  /// then moves the sheet into the new range. Call it whenever what the delegate answers has changed.
  ///
  /// The controller does not wait for the delegate inside a transition: other inputs may run while the
  /// delegate answers, and an answer overtaken by a newer request is dropped.
  public func invalidateLayout() async {
    await refreshSizing()
  }
}
