extension PullUpMachine {
  /// Applies one input: the machine's one entry point for what happens to a sheet, which every front end,
  /// scenario and recorder uses.
  ///
  /// Each ``PullUpInput`` case documents what it does and when the machine refuses it
  /// (``PullUpInput/dragBegan(inScrollableContent:)``, ``PullUpInput/setState(_:animated:)``, and so on).
  /// Frames (``advance(to:)``), the delegates' answers and configuration changes have methods of their own.
  ///
  /// - Parameters:
  ///   - input: What happened.
  ///   - time: When, in seconds (the same clock for every input and frame).
  /// - Returns: What changed and what the caller must do.
  /// - Throws: ``PullUpError`` when the input cannot be used now or carries a bad value, as its case says,
  ///   or at a time that is not finite or above 10⁹ s; the machine is then exactly as it was.
  public mutating func apply(_ input: PullUpInput, at time: Double) throws(PullUpError) -> PullUpOutput {
    switch input {
    case .dragBegan(let inScrollableContent):
      return try applyDragBegan(inScrollableContent: inScrollableContent, at: time)
    case .dragChanged(let translation):
      return try applyDragChanged(translation: translation, at: time)
    case .dragEnded(let velocity):
      return try applyDragEnded(velocity: velocity, at: time)
    case .dragCancelled:
      return try applyDragCancelled(at: time)
    case .setState(let state, let animated):
      return try applySetState(state, animated: animated, at: time)
    case .setHeight(let height, let animated):
      return try applySetHeight(height, animated: animated, at: time)
    case .moveToDetent(let index, let animated):
      return try applyMoveToDetent(index, animated: animated, at: time)
    case .toggleState(let animated):
      return try applyToggleState(animated: animated, at: time)
    case .setHidden(let hidden, let animated):
      return try applySetHidden(hidden, animated: animated, at: time)
    case .setLocked(let locked):
      return try applySetLocked(locked, at: time)
    case .setContainer(let container, let animated):
      return try applySetContainer(container, animated: animated, at: time)
    case .setContentHeight(let height, let animated):
      return try applySetContentHeight(height, animated: animated, at: time)
    case .scrollOffsetChanged(let offset, let maximum):
      return try applyScrollOffsetChanged(offset, maximum: maximum, at: time)
    case .keyboardChanged(let height, let animated):
      return try applyKeyboardChanged(height: height, animated: animated, at: time)
    case .accessibilityActionPerformed(let action):
      return try applyAccessibilityActionPerformed(action, at: time)
    case .setReducesMotion(let reducesMotion):
      return try applySetReducesMotion(reducesMotion, at: time)
    case .restore(let state, let animated):
      return try applyRestore(state, animated: animated, at: time)
    case .dimmingTapped:
      return try applyDimmingTapped(at: time)
    }
  }

  /// Applies ``PullUpInput/setReducesMotion(_:)``: a configuration change of `reducesMotion`.
  mutating func applySetReducesMotion(_ reducesMotion: Bool, at time: Double) throws(PullUpError) -> PullUpOutput {
    guard configuration.movement.reducesMotion != reducesMotion else {
      try accept(time: time)
      return PullUpOutput()
    }
    var configuration = configuration
    configuration.movement.reducesMotion = reducesMotion
    return try setConfiguration(configuration, at: time)
  }
}
