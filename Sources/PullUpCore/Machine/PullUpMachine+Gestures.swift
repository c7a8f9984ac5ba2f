extension PullUpMachine {
  /// Applies ``PullUpInput/dragBegan(inScrollableContent:)``. The drag's origin is the finger position that
  /// the rubber band maps to the height on screen, so a caught sheet does not move.
  mutating func applyDragBegan(inScrollableContent: Bool, at time: Double) throws(PullUpError) -> PullUpOutput {
    if case .tracking = phase { throw .unexpectedInput(.dragBegan, phase: phaseKind) }
    if isLocked { throw .locked }
    if isHidden, !configuration.movement.dragsWhileHidden { throw .hidden }
    try accept(time: time)
    var events: [PullUpEvent] = []
    let position = currentHeight
    let wasSettling: Bool
    if case .settling = phase {
      wasSettling = true
      events.append(.interrupted(height: position))
    } else {
      wasSettling = false
    }
    let (lower, upper) = dragBounds(around: position)
    let origin = configuration.movement.rubberBand.unapply(
      position, lower: lower, upper: upper, dimension: container.size.height)
    estimator.reset()
    estimator.add(position: origin, at: self.latestTime)
    let inContent = inScrollableContent && configuration.movement.scrollPolicy != .never && !isHidden
    phase = .tracking(
      Drag(
        origin: origin, raw: origin, height: position, startHeight: position, lower: lower, upper: upper,
        inContent: inContent))
    events.append(.dragBegan(height: position))
    return finish(events, wasSettling ? .stopFrames : .publish)
  }

  /// Applies ``PullUpInput/dragChanged(translation:)``.
  mutating func applyDragChanged(translation: Double, at time: Double) throws(PullUpError) -> PullUpOutput {
    try PullUpError.requireFinite(translation, .dragTranslation)
    guard case .tracking(var drag) = phase else { throw .unexpectedInput(.dragChanged, phase: phaseKind) }
    try accept(time: time, sampling: true)
    if drag.inContent {
      share(drag.translation - translation, of: &drag)
    } else {
      drag.raw = drag.origin - translation
    }
    drag.translation = translation
    drag.height = configuration.movement.rubberBand.apply(
      drag.raw, lower: drag.lower, upper: drag.upper, dimension: container.size.height)
    estimator.add(position: drag.raw, at: self.latestTime)
    phase = .tracking(drag)
    return PullUpOutput(action: .publish)
  }

  /// Applies ``PullUpInput/dragEnded(velocity:)``. The velocity turns to a height velocity here, once.
  mutating func applyDragEnded(velocity: Double?, at time: Double) throws(PullUpError) -> PullUpOutput {
    if let velocity { try PullUpError.requireFinite(velocity, .releaseVelocity) }
    guard case .tracking(let drag) = phase else { throw .unexpectedInput(.dragEnded, phase: phaseKind) }
    try accept(time: time)
    let contentCarries = drag.inContent && contentOffset > 0
    let releaseVelocity = contentCarries ? 0 : velocity.map { -$0 } ?? estimator.estimate(at: self.latestTime)
    var events = Self.gestureEndEvents(.dragEnded(height: drag.height, heightVelocity: releaseVelocity))
    if asksForTargetHeight {
      let proposed = detents.clamp(drag.height)
      phase = .awaitingTarget(drag, heightVelocity: releaseVelocity)
      events.append(.targetHeightRequested(proposed: proposed))
      return finish(events, .requestTargetHeight(proposed: proposed))
    }
    let action = settle(drag, heightVelocity: releaseVelocity, judging: drag.height, events: &events)
    return finish(events, action)
  }

  /// Applies ``PullUpInput/dragCancelled``.
  mutating func applyDragCancelled(at time: Double) throws(PullUpError) -> PullUpOutput {
    guard case .tracking(let drag) = phase else { throw .unexpectedInput(.dragCancelled, phase: phaseKind) }
    try accept(time: time)
    var events = Self.gestureEndEvents(.dragCancelled(height: drag.height))
    let action = settle(drag, heightVelocity: 0, judging: drag.height, events: &events)
    return finish(events, action)
  }

  /// The target-height delegate answered for the pending release (ISHPullUp's
  /// `targetHeightForBottomViewController`). The snap policy then runs on the answer.
  ///
  /// The answer is sanitized, not refused, so that the sheet never stays stuck waiting: a non-finite
  /// answer counts as the proposed height, and any answer is clamped into the sheet's range.
  ///
  /// - Throws: ``PullUpError/unexpectedInput(_:phase:)`` when no release is pending.
  public mutating func targetHeightProvided(_ targetHeight: Double, at time: Double) throws(PullUpError) -> PullUpOutput
  {
    guard case .awaitingTarget(let drag, let releaseVelocity) = phase else {
      throw .unexpectedInput(.targetHeightProvided, phase: phaseKind)
    }
    try accept(time: time)
    let answer = targetHeight.isFinite ? targetHeight : drag.height
    var events: [PullUpEvent] = []
    let action = settle(drag, heightVelocity: releaseVelocity, judging: requested(answer), events: &events)
    return finish(events, action)
  }

  /// The events of a gesture's end, starting with `first`, with room for what a release adds (showing or
  /// hiding, the settle or its end, the announcement) so that the array is allocated once.
  static func gestureEndEvents(_ first: PullUpEvent) -> [PullUpEvent] {
    var events: [PullUpEvent] = []
    events.reserveCapacity(4)
    events.append(first)
    return events
  }

  /// The range a finger moves the sheet in freely: from the lowest detent (the hidden position when the
  /// sheet is hidden or can hide) to the highest.
  ///
  /// A sheet caught beyond what the rubber band can reach (past a hard end, or far past a soft one after
  /// the container shrank) cannot be un-banded, so that end moves to where the sheet is: catching a sheet
  /// never makes it jump.
  func dragBounds(around position: Double?) -> (lower: Double, upper: Double) {
    var lower = isHidden || configuration.movement.hidesByDragging ? hiddenHeight : detents.minimum
    var upper = detents.maximum
    guard let position else { return (lower, upper) }
    let dimension = container.size.height
    let band = configuration.movement.rubberBand
    if position < lower - Self.reachableFraction * band.bottom.limit(dimension: dimension) { lower = position }
    if position > upper + Self.reachableFraction * band.top.limit(dimension: dimension) { upper = position }
    return (lower, upper)
  }

  /// The part of a rubber band's limit that a finger can still reach with a finite overshoot.
  static let reachableFraction = 0.9

  /// Runs the snap policy on the release of `drag` judged at `judged` and starts the settle from where the
  /// drag left the sheet.
  mutating func settle(
    _ drag: Drag, heightVelocity releaseVelocity: Double, judging judged: Double, events: inout [PullUpEvent]
  ) -> PullUpAction {
    let position = drag.height
    let release = PullUpRelease(
      height: judged, heightVelocity: releaseVelocity, detents: detents,
      hiddenHeight: configuration.movement.hidesByDragging ? hiddenHeight : nil, startHeight: drag.startHeight)
    let decision = configuration.movement.snapPolicy.decide(release)
    phase = .resting
    let target: Double
    switch decision.target {
    case .hidden where release.hiddenHeight != nil:
      restingHeight = detents.minimum
      target = hiddenHeight
      if !isHidden {
        isHidden = true
        events.append(.hidden)
      }
    case .hidden, .height:
      // A policy's `.hidden` where a drag may not hide the sheet goes to the lowest detent instead, as
      // `PullUpSnapping` promises: hiding is the configuration's to allow, not the policy's.
      var height = detents.minimum
      if case .height(let decided) = decision.target { height = decided }
      restingHeight = requested(height)
      target = restingHeight
      if isHidden {
        isHidden = false
        events.append(.shown)
      }
    }
    let startVelocity = configuration.movement.carriesReleaseVelocity ? releaseVelocity : 0
    return move(
      from: position, heightVelocity: startVelocity, to: target, animated: true, cause: .user, decision: decision,
      events: &events)
  }
}
