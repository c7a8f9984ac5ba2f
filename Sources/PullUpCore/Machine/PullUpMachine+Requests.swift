extension PullUpMachine {
  /// Applies ``PullUpInput/setState(_:animated:)``.
  mutating func applySetState(_ state: PullUpState, animated: Bool, at time: Double) throws(PullUpError)
    -> PullUpOutput
  {
    try moveRequested(to: .state(state), animated: animated, at: time)
  }

  /// Applies ``PullUpInput/setHeight(_:animated:)``.
  mutating func applySetHeight(_ height: Double, animated: Bool, at time: Double) throws(PullUpError) -> PullUpOutput {
    try moveRequested(to: .height(height), animated: animated, at: time)
  }

  /// Applies ``PullUpInput/moveToDetent(_:animated:)``.
  mutating func applyMoveToDetent(_ index: Int, animated: Bool, at time: Double) throws(PullUpError) -> PullUpOutput {
    try moveRequested(to: .detent(index), animated: animated, at: time)
  }

  /// Applies ``PullUpInput/toggleState(animated:)``.
  mutating func applyToggleState(animated: Bool, at time: Double) throws(PullUpError) -> PullUpOutput {
    try moveRequested(to: .state(currentState == .collapsed ? .expanded : .collapsed), animated: animated, at: time)
  }

  /// Code asked the sheet to move: what ``PullUpInput/setState(_:animated:)``,
  /// ``PullUpInput/setHeight(_:animated:)``, ``PullUpInput/moveToDetent(_:animated:)`` and
  /// ``PullUpInput/toggleState(animated:)`` share.
  package mutating func moveRequested(to target: PullUpMoveTarget, animated: Bool = true, at time: Double)
    throws(PullUpError) -> PullUpOutput
  {
    let destination = try resolve(target)
    try accept(time: time)
    return move(to: destination, animated: animated, cause: .programmatic)
  }

  /// Moves the sheet to a resting height, as code asks: a drag is cancelled first; a hidden sheet only
  /// changes the height it will show at.
  mutating func move(to destination: Double, animated: Bool, cause: PullUpCause) -> PullUpOutput {
    let position = currentHeight
    let currentVelocity = currentHeightVelocity
    var events: [PullUpEvent] = []
    abandonGesture(events: &events)
    restingHeight = destination
    if isHidden { return finish(events, .publish) }
    if case .resting = phase, abs(position - destination) <= PullUpState.heightTolerance {
      restingHeight = destination
      return finish(events, events.isEmpty ? .none : .publish)
    }
    let action = move(
      from: position, heightVelocity: currentVelocity, to: destination, animated: animated, cause: cause,
      decision: nil, events: &events)
    return finish(events, action)
  }

  /// A height code or a delegate asked for, as the configuration takes it: clamped into the range, or
  /// (``PullUpConfiguration/Movement/clampsRequestedHeights`` off) only into `0...` the container's height.
  func requested(_ height: Double) -> Double {
    guard !configuration.movement.clampsRequestedHeights else { return detents.clamp(height) }
    return Swift.min(Swift.max(height, 0), container.size.height)
  }

  func resolve(_ target: PullUpMoveTarget) throws(PullUpError) -> Double {
    switch target {
    case .state(.collapsed):
      return detents.minimum
    case .state(.expanded):
      return detents.maximum
    case .state(let state):
      throw .unreachableState(state)
    case .height(let height):
      try PullUpError.requireFinite(height, .requestedHeight)
      return requested(height)
    case .detent(let index):
      guard detents.heights.indices.contains(index) else {
        throw .invalidInput(.detentIndex, value: Double(index), rule: .mustLieIn(0..<Double(detents.count)))
      }
      return detents.heights[index]
    }
  }

  /// Applies ``PullUpInput/setHidden(_:animated:)``.
  mutating func applySetHidden(_ hidden: Bool, animated: Bool, at time: Double) throws(PullUpError) -> PullUpOutput {
    try accept(time: time)
    return changeVisibility(hidden, animated: animated, cause: .programmatic)
  }

  /// Hides or shows the sheet, as code asks: a drag is cancelled first.
  mutating func changeVisibility(_ hidden: Bool, animated: Bool, cause: PullUpCause) -> PullUpOutput {
    guard hidden != isHidden else { return PullUpOutput() }
    let position = currentHeight
    let currentVelocity = currentHeightVelocity
    var events: [PullUpEvent] = []
    abandonGesture(events: &events)
    guard hidden != isHidden else { return finish(events, .publish) }
    isHidden = hidden
    events.append(hidden ? .hidden : .shown)
    if !hidden {
      restingHeight = configuration.movement.showTarget.height(restingHeight: restingHeight, detents: detents)
    }
    let action = move(
      from: position, heightVelocity: currentVelocity, to: hidden ? hiddenHeight : restingHeight, animated: animated,
      cause: cause, decision: nil, events: &events)
    return finish(events, action)
  }

  /// Applies ``PullUpInput/setLocked(_:)``.
  mutating func applySetLocked(_ locked: Bool, at time: Double) throws(PullUpError) -> PullUpOutput {
    try accept(time: time)
    guard locked != isLocked else { return PullUpOutput() }
    isLocked = locked
    var events: [PullUpEvent] = [.lockChanged(isLocked: locked)]
    var action = PullUpAction.publish
    if locked, case .tracking(let drag) = phase {
      events.append(.dragCancelled(height: drag.height))
      action = settle(drag, heightVelocity: 0, judging: drag.height, events: &events)
    }
    return finish(events, action)
  }

  /// A frame: the sheet moves along its settle's motion to `time`.
  ///
  /// Frames only matter while settling; at rest, while tracking and while waiting they change nothing
  /// (a display link may tick once more after ``PullUpAction/stopFrames``).
  ///
  /// - Throws: ``PullUpError/invalidInput(_:value:rule:)`` for a non-finite time.
  public mutating func advance(to time: Double) throws(PullUpError) -> PullUpOutput {
    try accept(time: time)
    guard case .settling(let settle, _) = phase else { return PullUpOutput() }
    let (position, velocity) = motion(of: settle, at: self.latestTime)
    frameMotion = FrameMotion(time: self.latestTime, height: position, heightVelocity: velocity)
    let target = settle.target
    guard restRule.isAtRest(displacement: position - target, heightVelocity: velocity, horizon: settle.restHorizon)
    else {
      return PullUpOutput(action: .publish)
    }
    phase = .resting
    return finish([.settled(height: target)], .stopFrames)
  }

  /// Ends a settle that is over by `time` though no frame showed it yet: call it before an input or a change
  /// at `time`, so that the input finds the sheet at rest at its target, as a frame at `time` would have left
  /// it. Only the rest rules that say so (``PullUpRestRule/endsBeforeInputs``) end a settle here.
  ///
  /// - Parameter time: The input's time, in seconds; one that goes backwards counts as the latest time.
  /// - Returns: The output of that frame (``advance(to:)``: the settle's end, ``PullUpAction/stopFrames``),
  ///   or `nil` when the sheet does not settle, the settle is not over by `time`, or `time` is not valid
  ///   (the input then refuses it).
  package mutating func endSettle(ifOverBy time: Double) -> PullUpOutput? {
    guard restRule.endsBeforeInputs, case .settling(let settle, _) = phase, time.isFinite else { return nil }
    let (position, velocity) = motion(of: settle, at: Swift.max(self.latestTime, time))
    guard
      restRule.isAtRest(displacement: position - settle.target, heightVelocity: velocity, horizon: settle.restHorizon)
    else { return nil }
    return try? advance(to: time)
  }
}

extension PullUpMachine {
  /// The configuration changed, with the sizing delegate's answers for it when you have them: it is
  /// validated, the detents are resolved again and the sheet follows them as for a container change.
  ///
  /// With `sizing`, the configuration and the answers for it are one transition, so the sheet moves once,
  /// straight to the new detents. The height available to the sheet depends on the configuration (its top
  /// margin, whether it ignores the safe area), so ask the delegate with
  /// ``availableHeight(in:configuration:)`` for the new configuration first, as for a container change. The
  /// answers are sanitized as ``PullUpSizing`` describes; pass `PullUpSizing()` to drop earlier answers (no
  /// delegate any more), or `nil` to keep them.
  ///
  /// - Parameters:
  ///   - configuration: The new configuration.
  ///   - sizing: The sizing delegate's answers for `configuration` in the current container, or `nil` to keep
  ///     the current ones.
  ///   - animated: Whether a resting sheet springs to its new height or jumps there.
  ///   - time: When, in seconds.
  /// - Throws: ``PullUpError`` when the new configuration does not validate; the machine keeps the old one
  ///   and the old answers.
  public mutating func setConfiguration(
    _ configuration: PullUpConfiguration, sizing: PullUpSizing? = nil, animated: Bool = false, at time: Double
  ) throws(PullUpError) -> PullUpOutput {
    try changeConfiguration(configuration, sizing: sizing, animated: animated, at: time)
  }

  private mutating func changeConfiguration(
    _ configuration: PullUpConfiguration, sizing: PullUpSizing?, animated: Bool, at time: Double
  ) throws(PullUpError) -> PullUpOutput {
    try changeLayout(container: nil, configuration: configuration, sizing: sizing, animated: animated, at: time)
  }

  /// Adopts a validated configuration, and what it changes in the machine; the detents are resolved
  /// afterwards, by the caller.
  mutating func adoptConfiguration(_ configuration: PullUpConfiguration) {
    if configuration.movement.keyboardPolicy != self.configuration.movement.keyboardPolicy { keyboardReturn = nil }
    let moving = motion
    let motionChanged = configuration.movement.motion != self.configuration.movement.motion
    setConfigurationValue(configuration)
    if motionChanged, case .settling(.custom(let custom), let cause) = phase {
      // A custom settle moves by the configuration's motion: hand it over to the new one where it is.
      phase = .settling(
        settleMotion(from: moving.height, heightVelocity: moving.heightVelocity, to: custom.move.target), cause: cause)
      frameMotion = nil
    }
    if configuration.movement.velocityWindow != estimator.window {
      estimator = PullUpVelocityEstimator(window: configuration.movement.velocityWindow)
    }
  }
}
