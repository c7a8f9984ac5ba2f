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

  /// Applies ``PullUpInput/restore(_:animated:)``.
  mutating func applyRestore(_ state: PullUpRestorationState, animated: Bool, at time: Double) throws(PullUpError)
    -> PullUpOutput
  {
    try state.validate()
    try accept(time: time)
    let saved = PullUpDetentPosition(index: state.detentIndex, count: state.detentCount, fraction: state.fraction)
    let target = saved.height(in: detents)
    let before = snapshot
    let position = currentHeight
    let currentVelocity = currentHeightVelocity
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
