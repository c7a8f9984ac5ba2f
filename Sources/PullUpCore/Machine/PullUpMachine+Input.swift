extension PullUpMachine {
  /// Applies one input: the one entry point every front end, scenario and recorder uses. Each case does
  /// what the method of the same name does (``dragBegan(inScrollableContent:at:)``,
  /// ``setState(_:animated:at:)``, and so on).
  ///
  /// - Parameters:
  ///   - input: What happened.
  ///   - time: When, in seconds (the same clock for every input and frame).
  /// - Returns: What changed and what the caller must do.
  /// - Throws: ``PullUpError`` when the input cannot be used now or carries a bad value; the machine is
  ///   then exactly as it was.
  public mutating func apply(_ input: PullUpInput, at time: Double) throws(PullUpError) -> PullUpOutput {
    switch input {
    case .dragBegan(let inScrollableContent):
      return try dragBegan(inScrollableContent: inScrollableContent, at: time)
    case .dragChanged(let translation):
      return try dragChanged(translation: translation, at: time)
    case .dragEnded(let velocity):
      return try dragEnded(velocity: velocity, at: time)
    case .dragCancelled:
      return try dragCancelled(at: time)
    case .setState(let state, let animated):
      return try setState(state, animated: animated, at: time)
    case .setHeight(let height, let animated):
      return try setHeight(height, animated: animated, at: time)
    case .moveToDetent(let index, let animated):
      return try moveToDetent(index, animated: animated, at: time)
    case .toggleState(let animated):
      return try toggleState(animated: animated, at: time)
    case .setHidden(let hidden, let animated):
      return try setHidden(hidden, animated: animated, at: time)
    case .setLocked(let locked):
      return try setLocked(locked, at: time)
    case .setContainer(let container, let animated):
      return try setContainer(container, animated: animated, at: time)
    case .setContentHeight(let height, let animated):
      return try setContentHeight(height, animated: animated, at: time)
    case .scrollOffsetChanged(let offset, let maximum):
      return try scrollOffsetChanged(offset, maximum: maximum, at: time)
    case .keyboardChanged(let height, let animated):
      return try keyboardChanged(height: height, animated: animated, at: time)
    case .accessibilityActionPerformed(let action):
      return try accessibilityActionPerformed(action, at: time)
    case .setReducesMotion(let reducesMotion):
      return try setReducesMotion(reducesMotion, at: time)
    case .restore(let state, let animated):
      return try restore(state, animated: animated, at: time)
    case .dimmingTapped:
      return try dimmingTapped(at: time)
    }
  }

  /// Reduced motion was turned on or off (follow the system's Reduce Motion setting): every settle then
  /// uses a short, critically damped transition without initial velocity, and still arrives where it
  /// would have gone. A settle in flight continues with the new motion.
  ///
  /// - Parameters:
  ///   - reducesMotion: Whether motion is reduced.
  ///   - time: When, in seconds.
  /// - Throws: ``PullUpError`` for a bad time.
  public mutating func setReducesMotion(_ reducesMotion: Bool, at time: Double) throws(PullUpError)
    -> PullUpOutput
  {
    guard configuration.movement.reducesMotion != reducesMotion else {
      try accept(time: time)
      return PullUpOutput()
    }
    var configuration = configuration
    configuration.movement.reducesMotion = reducesMotion
    return try setConfiguration(configuration, at: time)
  }
}
