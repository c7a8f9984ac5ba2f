import PullUpCore

// MARK: - Scroll

extension PullUpInterpreter {
  /// Where a surface scroll with phases (a touchpad) is in its gesture.
  enum SurfaceScroll: Sendable {
    /// None is in progress.
    case none
    /// It began over the sheet at `time` and has not moved yet.
    case pending(inScrollableContent: Bool, time: Double)
    /// It drags the sheet, `translation` points so far (negative is up, as a finger's).
    case dragging(translation: Double)
    /// It began where the sheet has nothing to do; its updates and end are not the sheet's.
    case yielded

    var isDragging: Bool {
      if case .dragging = self { return true }
      return false
    }
  }

  /// A turn of the wheel: notches that each came less than ``Settings/wheelTurnPause`` after the last.
  struct WheelTurn: Sendable {
    /// The time of the turn's latest notch, in seconds.
    var latest: Double
    /// Whether a notch of this turn scrolled the content: the turn then stops at the content's edge.
    var scrolledContent: Bool
  }

  mutating func scrolled(
    delta: Double, crossDelta: Double, unit: PullUpScrollUnit, phase: PullUpScrollPhase, region: PullUpRegion,
    contentMaximum: Double?, time: Double, snapshot: PullUpSnapshot
  ) -> PullUpInterpretation {
    switch (unit, phase) {
    case (.points, .begin): return surfaceBegan(region: region, time: time, snapshot: snapshot)
    case (.points, .update): return surfaceMoved(by: delta, across: crossDelta, time: time, snapshot: snapshot)
    case (.points, .end): return surfaceEnded(time: time, snapshot: snapshot)
    case (.points, .none), (.notches, _):
      return stepped(
        delta: delta, unit: unit, region: region, contentMaximum: contentMaximum, time: time, snapshot: snapshot)
    }
  }

  private mutating func surfaceBegan(region: PullUpRegion, time: Double, snapshot: PullUpSnapshot)
    -> PullUpInterpretation
  {
    // A begin without the end of the last gesture: the last one ends here, as a release.
    let ended = surfaceEnded(time: time, snapshot: snapshot).inputs
    guard case .none = press, region.dragsSheet, !snapshot.isHidden, !snapshot.isLocked else {
      surfaceScroll = .yielded
      return PullUpInterpretation(inputs: ended, verdict: .yielded, reason: .scrollIgnored)
    }
    surfaceScroll = .pending(inScrollableContent: region == .scrollableContent, time: time)
    return PullUpInterpretation(inputs: ended, verdict: .claimed, reason: .scrollBegan)
  }

  private mutating func surfaceMoved(
    by delta: Double, across crossDelta: Double, time: Double, snapshot: PullUpSnapshot
  ) -> PullUpInterpretation {
    if let takenAway = scrollTakenAway(snapshot) { return takenAway }
    var inputs: [PullUpInput] = []
    let start: Double
    switch surfaceScroll {
    case .none, .yielded:
      return PullUpInterpretation(verdict: .yielded, reason: .notOwned)
    case .pending(let inScrollableContent, let began):
      // Checked again at the first motion, as a press is at its threshold: code may have locked, hidden or
      // dragged the sheet since the scroll began.
      guard Self.dragRefusal(on: .body, snapshot: snapshot) == nil else {
        surfaceScroll = .yielded
        return PullUpInterpretation(verdict: .yielded, reason: .scrollIgnored)
      }
      // The first motion decides, as a press's does at its threshold (rule 1), and the verdict holds to the
      // gesture's end: a swipe mostly across the sheet is a carousel's, as AdwSwipeTracker rejects it.
      if delta == 0, crossDelta == 0 {
        return PullUpInterpretation(verdict: .claimed, reason: .scrollBegan)
      }
      guard abs(delta) >= abs(crossDelta) else {
        surfaceScroll = .yielded
        return PullUpInterpretation(verdict: .yielded, reason: .acrossAxis(dx: crossDelta, dy: delta))
      }
      inputs.append(.dragBegan(inScrollableContent: inScrollableContent))
      velocity.reset()
      velocity.add(position: 0, at: Swift.min(began, time))
      start = 0
    case .dragging(let translation):
      start = translation
    }
    // Content scrolled towards its end follows fingers moving up: the drag's translation is the opposite.
    let translation = start - delta
    guard translation.isFinite else { return Self.invalid }
    surfaceScroll = .dragging(translation: translation)
    velocity.add(position: translation, at: time)
    inputs.append(.dragChanged(translation: translation))
    return PullUpInterpretation(inputs: inputs, verdict: .claimed, reason: .scrollDragged(translation: translation))
  }

  private mutating func surfaceEnded(time: Double, snapshot: PullUpSnapshot) -> PullUpInterpretation {
    defer { surfaceScroll = .none }
    if let takenAway = scrollTakenAway(snapshot) { return takenAway }
    switch surfaceScroll {
    case .none, .yielded:
      return PullUpInterpretation(verdict: .yielded, reason: .notOwned)
    case .pending:
      return PullUpInterpretation(verdict: .claimed, reason: .scrollIgnored)
    case .dragging:
      return release(at: time)
    }
  }

  /// Drops a surface scroll's drag that the machine no longer follows, as a pointer's.
  private mutating func scrollTakenAway(_ snapshot: PullUpSnapshot) -> PullUpInterpretation? {
    guard case .dragging = surfaceScroll, snapshot.phase != .tracking else { return nil }
    surfaceScroll = .yielded
    velocity.reset()
    return PullUpInterpretation(verdict: .yielded, reason: .dragTakenAway)
  }

  /// A wheel notch, or a surface scroll without phases: the content scrolls while it may and has room, and
  /// otherwise the sheet steps a detent once a whole notch (or ``Settings/wheelStep`` points) has added up,
  /// unless this turn of the wheel scrolled the content (it stops at the content's edge).
  private mutating func stepped(
    delta: Double, unit: PullUpScrollUnit, region: PullUpRegion, contentMaximum: Double?, time: Double,
    snapshot: PullUpSnapshot
  ) -> PullUpInterpretation {
    let ignored = PullUpInterpretation(verdict: .yielded, reason: .scrollIgnored)
    guard delta != 0, case .none = press, case .none = surfaceScroll, region.dragsSheet, !snapshot.isHidden else {
      return ignored
    }
    // A notch within the pause of the last goes on the same turn; a time that went backwards does too, so that
    // a wheel never runs through the edge for a clock's sake.
    var turn = WheelTurn(latest: time, scrolledContent: false)
    if let last = wheelTurn, !(time - last.latest >= settings.usableWheelTurnPause) {
      turn.scrolledContent = last.scrolledContent
    }
    wheelTurn = turn
    let step = settings.usableWheelStep
    let points = unit == .notches ? delta * step : delta
    if region == .scrollableContent, snapshot.isContentScrollEnabled, let maximum = contentMaximum {
      let offset = snapshot.contentOffset
      // Clamped to the extent the front end reports now: the content may have shrunk since the machine heard.
      let target = Swift.min(Swift.max(offset + points, 0), Swift.max(maximum, 0))
      if target != offset {
        wheelRemainder = 0
        wheelTurn?.scrolledContent = true
        return PullUpInterpretation(
          inputs: [.scrollOffsetChanged(target, maximum: maximum)], verdict: .claimed,
          reason: .scrolledContent(offset: target))
      }
    }
    if turn.scrolledContent {
      wheelRemainder = 0
      return PullUpInterpretation(verdict: .claimed, reason: .wheelStoppedAtEdge(pause: settings.usableWheelTurnPause))
    }
    guard !snapshot.isLocked else { return ignored }
    let notches = points / step
    // A change of direction starts the count again.
    wheelRemainder = (wheelRemainder < 0) == (notches < 0) ? wheelRemainder + notches : notches
    guard abs(wheelRemainder) >= 1 - 1e-9 else {
      return PullUpInterpretation(verdict: .claimed, reason: .scrollIgnored)
    }
    let up = wheelRemainder > 0
    wheelRemainder = 0
    guard let input = snapshot.detentStep(up: up) else { return ignored }
    return PullUpInterpretation(inputs: [input], verdict: .claimed, reason: .steppedDetent(up: up))
  }
}
