extension PullUpMachine {
  /// A finger took the sheet.
  ///
  /// A settling sheet is caught where it is on screen at `time`, never at its target: the drag's origin is
  /// the finger position that the rubber band maps to that height, so the sheet does not move in that
  /// instant. A pending release (waiting for a target height) is abandoned.
  ///
  /// A drag on the sheet's scrollable content shares the finger's movement between the sheet and the
  /// content offset by ``PullUpConfiguration/Movement/scrollPolicy`` (``PullUpScrollPolicy/never`` gives it all to
  /// the sheet, as does a hidden sheet, whose content is out of view).
  ///
  /// - Parameters:
  ///   - time: When, in seconds.
  ///   - inScrollableContent: Whether the finger went down on the sheet's scrollable content rather than
  ///     on its grabber or its fixed parts.
  /// - Throws: ``PullUpError/locked`` while locked; ``PullUpError/hidden`` on a hidden sheet that cannot be
  ///   dragged into view; ``PullUpError/unexpectedInput(_:phase:)`` while a drag is active.
  public mutating func dragBegan(inScrollableContent: Bool = false, at time: Double) throws(PullUpError)
    -> PullUpOutput
  {
    if case .tracking = phase { throw .unexpectedInput(.dragBegan, phase: currentPhase) }
    if isLocked { throw .locked }
    if isHidden, !configuration.movement.dragsWhileHidden { throw .hidden }
    try accept(time: time)
    var events: [PullUpEvent] = []
    let position = height
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
    estimator.add(position: origin, at: self.time)
    let inContent = inScrollableContent && configuration.movement.scrollPolicy != .never && !isHidden
    phase = .tracking(
      Drag(
        origin: origin, raw: origin, height: position, startHeight: position, lower: lower, upper: upper,
        inContent: inContent))
    events.append(.dragBegan(height: position))
    return finish(events, wasSettling ? .stopFrames : .publish)
  }

  /// The finger moved.
  ///
  /// In a drag on scrollable content, the finger's movement since the previous sample is shared between
  /// the sheet and the content (the snapshot's ``PullUpSnapshot/contentOffset``) by
  /// ``PullUpConfiguration/Movement/scrollPolicy``; the two shares add up to the movement, so the hand-over
  /// from one to the other never jumps.
  ///
  /// - Parameters:
  ///   - translation: The vertical translation since the drag began, in screen coordinates as a pan
  ///     recognizer reports it: negative is up.
  ///   - time: When, in seconds.
  /// - Throws: ``PullUpError/invalidInput(_:value:rule:)`` for a non-finite translation;
  ///   ``PullUpError/unexpectedInput(_:phase:)`` without an active drag.
  public mutating func dragChanged(translation: Double, at time: Double) throws(PullUpError) -> PullUpOutput {
    try PullUpError.requireFinite(translation, .dragTranslation)
    guard case .tracking(var drag) = phase else { throw .unexpectedInput(.dragChanged, phase: currentPhase) }
    try accept(time: time, sampling: true)
    if drag.inContent {
      share(drag.translation - translation, of: &drag)
    } else {
      drag.raw = drag.origin - translation
    }
    drag.translation = translation
    drag.height = configuration.movement.rubberBand.apply(
      drag.raw, lower: drag.lower, upper: drag.upper, dimension: container.size.height)
    estimator.add(position: drag.raw, at: self.time)
    phase = .tracking(drag)
    return PullUpOutput(action: .publish)
  }

  /// The finger let go.
  ///
  /// The snap policy decides the target from the height on screen and the velocity. A drag on scrollable
  /// content that leaves the content scrolled is a release without velocity: the content carries the
  /// momentum (your scroll view decelerates by itself), and the sheet stays at its detent. With
  /// ``asksForTargetHeight`` on, the machine first waits for
  /// ``targetHeightProvided(_:at:)``. The release event, the snap policy's ``PullUpRelease`` and the settle
  /// see the velocity as a height velocity, positive up: `-1200` here is a `heightVelocity` of 1200.
  ///
  /// - Parameters:
  ///   - velocity: The release velocity in screen coordinates (points per second, negative is up), as a
  ///     pan recognizer reports it; `nil` uses the estimator's least-squares velocity.
  ///   - time: When, in seconds.
  /// - Throws: ``PullUpError/invalidInput(_:value:rule:)`` for a non-finite velocity;
  ///   ``PullUpError/unexpectedInput(_:phase:)`` without an active drag.
  public mutating func dragEnded(velocity: Double? = nil, at time: Double) throws(PullUpError) -> PullUpOutput {
    if let velocity { try PullUpError.requireFinite(velocity, .releaseVelocity) }
    guard case .tracking(let drag) = phase else { throw .unexpectedInput(.dragEnded, phase: currentPhase) }
    try accept(time: time)
    let contentCarries = drag.inContent && contentOffset > 0
    let releaseVelocity = contentCarries ? 0 : velocity.map { -$0 } ?? estimator.estimate(at: self.time)
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

  /// The system cancelled the drag. The sheet settles as if released without velocity.
  ///
  /// - Throws: ``PullUpError/unexpectedInput(_:phase:)`` without an active drag.
  public mutating func dragCancelled(at time: Double) throws(PullUpError) -> PullUpOutput {
    guard case .tracking(let drag) = phase else { throw .unexpectedInput(.dragCancelled, phase: currentPhase) }
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
      throw .unexpectedInput(.targetHeightProvided, phase: currentPhase)
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
