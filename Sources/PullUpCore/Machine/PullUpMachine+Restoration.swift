extension PullUpMachine {
  /// What to save to bring the sheet back after a relaunch or on another screen.
  ///
  /// The position is where the sheet rests or is heading to (a sheet held by a finger saves where it
  /// rested before). A sheet the keyboard moved saves where it returns when the keyboard goes away: the
  /// keyboard is not saved.
  public var restorationState: PullUpRestorationState {
    var position = PullUpDetentPosition(of: restingHeight, in: detents)
    var height = restingHeight
    if let memory = keyboardReturn, abs(memory.placedHeight - restingHeight) <= PullUpState.heightTolerance {
      position = memory.position
      height = memory.position.height(in: Self.resolve(configuration, container, contentHeight, sizing, keyboard: 0))
    }
    return PullUpRestorationState(
      detentIndex: position.index, detentCount: position.count, fraction: position.fraction, height: height,
      isHidden: isHidden, isLocked: isLocked)
  }

  /// Brings the sheet back to a saved state, mapped onto the current detents by the rule documented on
  /// ``PullUpRestorationState``.
  ///
  /// Restoring is a request from code: a drag in progress is cancelled, the lock and the visibility change
  /// with their events, and the sheet moves to its place (``PullUpCause/programmatic``).
  ///
  /// - Parameters:
  ///   - state: A saved ``restorationState``.
  ///   - animated: Whether the sheet springs to its place or jumps there (the default, as after a launch).
  ///   - time: When, in seconds.
  /// - Throws: ``PullUpError/invalidInput(_:value:rule:)`` for a record that cannot describe a position (a
  ///   detent count below 1, an index out of range, a fraction outside `0..<1` or above zero at the highest
  ///   detent, a height that is not finite); the machine is left as it was.
  public mutating func restore(_ state: PullUpRestorationState, animated: Bool = false, at time: Double)
    throws(PullUpError) -> PullUpOutput
  {
    try state.validate()
    try accept(time: time)
    let saved = PullUpDetentPosition(index: state.detentIndex, count: state.detentCount, fraction: state.fraction)
    let target = saved.height(in: detents)
    let before = snapshot
    let position = height
    let currentVelocity = heightVelocity
    var events: [PullUpEvent] = []
    abandonGesture(events: &events)
    keyboardReturn = nil
    if state.isLocked != isLocked {
      isLocked = state.isLocked
      events.append(.lockChanged(isLocked: isLocked))
    }
    restingHeight = target
    if state.isHidden != isHidden {
      isHidden = state.isHidden
      events.append(isHidden ? .hidden : .shown)
    }
    let destination = isHidden ? hiddenHeight : target
    if case .resting = phase, abs(position - destination) <= PullUpState.heightTolerance {
      return finish(events, events.isEmpty && snapshot == before ? .none : .publish)
    }
    let action = move(
      from: position, heightVelocity: currentVelocity, to: destination, animated: animated, cause: .programmatic,
      decision: nil, events: &events)
    return finish(events, action)
  }
}
