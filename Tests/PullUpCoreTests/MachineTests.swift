import PullUpCore
import Testing

/// The machine directly: each input in each phase, and the exact outputs.
@Suite("PullUpMachine")
struct PullUpMachineTests {
  static let container = PullUpContainer(width: 390, height: 844, safeArea: .init(top: 47, bottom: 34))

  func makeMachine(_ configuration: PullUpConfiguration = .default) throws -> PullUpMachine {
    try PullUpMachine(configuration: configuration, container: Self.container)
  }

  @Test("A new default sheet rests collapsed at its peek height")
  func initial() throws {
    let machine = try makeMachine()
    #expect(machine.snapshot.state == .collapsed)
    #expect(machine.snapshot.phase == .resting)
    #expect(machine.snapshot.height == 122)
    #expect(machine.detents.heights == [122, 392.5, 785])
  }

  @Test(
    "Custom detents without an initial height start at the lowest detent, never between two",
    arguments: [
      // Detents the default 88 pt above the safe area (122) would fall between, or below, or above.
      ([PullUpDetent.height(60), .height(200), .available], 60.0),
      ([.fraction(0.3), .fraction(0.7)], 235.5),
      ([.available, .heightAboveSafeArea(40)], 74),
    ])
  func startsAtTheLowestDetent(_ detents: [PullUpDetent], lowest: Double) throws {
    var configuration = PullUpConfiguration.default
    configuration.shape = PullUpConfiguration.Shape(detents: detents)
    let machine = try makeMachine(configuration)
    #expect(machine.snapshot.height == lowest)
    #expect(machine.detents.heights.first == lowest)
    #expect(machine.snapshot.detentIndex == 0)
    #expect(machine.snapshot.state == .collapsed)
  }

  @Test("An initial height given is where the sheet starts, even between two detents (a split view's middle)")
  func startsAtTheInitialHeightGiven() throws {
    var configuration = PullUpConfiguration.default
    configuration.shape = PullUpConfiguration.Shape(detents: [.height(60), .height(400)], initialHeight: .height(200))
    let machine = try makeMachine(configuration)
    #expect(machine.snapshot.height == 200)
    #expect(machine.snapshot.detentIndex == nil)
    #expect(try makeMachine(.splitView()).snapshot.height == 422)
  }

  @Test("A drag reports dragging once, follows the finger, and a slow release snaps to the nearest detent")
  func dragAndRelease() throws {
    var machine = try makeMachine()
    let began = try machine.apply(.dragBegan(), at: 1)
    #expect(began.transition == PullUpTransition(from: .collapsed, to: .dragging))
    #expect(began.events == [.dragBegan(height: 122)])
    #expect(began.action == .publish)
    let changed = try machine.apply(.dragChanged(translation: -200), at: 1.5)
    #expect(changed == PullUpOutput(action: .publish))
    #expect(machine.snapshot.height == 322)
    let ended = try machine.apply(.dragEnded(velocity: 0), at: 2)
    #expect(ended.transition == nil)
    #expect(ended.action == .startFrames)
    guard case .settleStarted(let settle) = ended.events.last else {
      Issue.record("expected a settle, got \(ended.events)")
      return
    }
    #expect(settle.target == 392.5)
    #expect(settle.cause == .user)
    try machine.runUntilResting()
    #expect(machine.snapshot.state == .intermediate)
    #expect(machine.snapshot.height == 392.5)
  }

  @Test("A flick up from collapsed moves one detent, not to the top")
  func flickMovesOneDetent() throws {
    var machine = try makeMachine()
    _ = try machine.apply(.dragBegan(), at: 0)
    _ = try machine.apply(.dragChanged(translation: -40), at: 0.05)
    _ = try machine.apply(.dragEnded(velocity: -3000), at: 0.06)
    try machine.runUntilResting()
    #expect(machine.snapshot.height == 392.5)
    #expect(machine.snapshot.state == .intermediate)
  }

  @Test("A flick down from the top moves one detent")
  func flickDown() throws {
    var machine = try makeMachine()
    _ = try machine.moveRequested(to: .state(.expanded), animated: false, at: 0)
    _ = try machine.apply(.dragBegan(), at: 1)
    _ = try machine.apply(.dragChanged(translation: 30), at: 1.05)
    _ = try machine.apply(.dragEnded(velocity: 2500), at: 1.06)
    try machine.runUntilResting()
    #expect(machine.snapshot.height == 392.5)
  }

  @Test("While a finger drags, the snapshot's velocity is the estimate now, also after an input that only moves time")
  func dragVelocityFollowsTime() throws {
    var machine = try makeMachine()
    _ = try machine.apply(.dragBegan(), at: 0)
    for step in 1...10 { _ = try machine.apply(.dragChanged(translation: -Double(step) * 12), at: Double(step) / 120) }
    #expect(abs(machine.snapshot.heightVelocity - 1440) < 1e-6)
    #expect(machine.snapshot.heightVelocity == machine.snapshot.heightVelocity)
    // 0.05 s later, with no new sample: half the window's samples have left it, and the rest still read
    // 1440 pt/s. A frame (which moves nothing while a finger drags) moves the machine's time.
    _ = try machine.advance(to: 10.0 / 120 + 0.05)
    #expect(abs(machine.snapshot.heightVelocity - 1440) < 1e-6)
    // Long after, nothing is left in the window: the finger reads as still, as a release would.
    _ = try machine.advance(to: 1)
    #expect(machine.snapshot.heightVelocity == 0)
    #expect(machine.snapshot.heightVelocity == 0)
    let ended = try machine.apply(.dragEnded(), at: 1)
    #expect(ended.events.first == .dragEnded(height: machine.detents.heights[0] + 120, heightVelocity: 0))
  }

  @Test("Without a velocity, the estimator's is used")
  func estimatedVelocity() throws {
    var machine = try makeMachine()
    _ = try machine.apply(.dragBegan(), at: 0)
    for step in 1...10 { _ = try machine.apply(.dragChanged(translation: -Double(step) * 12), at: Double(step) / 120) }
    let ended = try machine.apply(.dragEnded(), at: 10.0 / 120)
    guard case .dragEnded(_, let heightVelocity) = ended.events.first else {
      Issue.record("expected dragEnded first")
      return
    }
    #expect(abs(heightVelocity - 1440) < 1e-6)
  }

  @Test("Animated setState reports dragging then the requested state, exactly once each")
  func animatedSetState() throws {
    var machine = try makeMachine()
    let output = try machine.moveRequested(to: .state(.expanded), animated: true, at: 0)
    #expect(output.transition == PullUpTransition(from: .collapsed, to: .dragging))
    #expect(output.action == .startFrames)
    var transitions: [PullUpTransition] = []
    var time = 0.0
    while machine.snapshot.phase == .settling {
      time += 1.0 / 60
      if let transition = try machine.advance(to: time).transition { transitions.append(transition) }
    }
    #expect(transitions == [PullUpTransition(from: .dragging, to: .expanded)])
    #expect(machine.snapshot.height == 785)
  }

  @Test("Unanimated setState moves at once; a request for where the sheet is changes nothing")
  func unanimatedSetState() throws {
    var machine = try makeMachine()
    let output = try machine.moveRequested(to: .state(.expanded), animated: false, at: 0)
    #expect(output.transition == PullUpTransition(from: .collapsed, to: .expanded))
    #expect(output.events == [.settled(height: 785), .announcement("Sheet expanded")])
    let again = try machine.moveRequested(to: .state(.expanded), animated: false, at: 0)
    #expect(again == PullUpOutput())
  }

  @Test("Dragging and intermediate cannot be requested", arguments: [PullUpState.dragging, .intermediate])
  func unreachable(state: PullUpState) throws {
    var machine = try makeMachine()
    #expect(throws: PullUpError.unreachableState(state)) {
      try machine.moveRequested(to: .state(state), animated: true, at: 0)
    }
    #expect(machine.invariantViolations().isEmpty)
  }

  @Test("Gesture inputs out of order are refused and leave the machine as it was")
  func outOfOrder() throws {
    var machine = try makeMachine()
    let before = machine.snapshot
    #expect(throws: PullUpError.self) { try machine.apply(.dragChanged(translation: 10), at: 1) }
    #expect(throws: PullUpError.self) { try machine.apply(.dragEnded(velocity: 0), at: 1) }
    #expect(throws: PullUpError.self) { try machine.apply(.dragCancelled, at: 1) }
    #expect(throws: PullUpError.self) { try machine.targetHeightProvided(10, at: 1) }
    _ = try machine.apply(.dragBegan(), at: 1)
    #expect(throws: PullUpError.self) { try machine.apply(.dragBegan(), at: 1) }
    _ = try machine.apply(.dragEnded(velocity: 0), at: 1)
    #expect(machine.snapshot.height == before.height)
    #expect(machine.invariantViolations().isEmpty)
  }

  @Test("Non-finite numbers are refused", arguments: [Double.nan, .infinity, -.infinity])
  func nonFinite(value: Double) throws {
    var machine = try makeMachine()
    _ = try machine.apply(.dragBegan(), at: 0)
    #expect(throws: PullUpError.self) { try machine.apply(.dragChanged(translation: value), at: 0.1) }
    #expect(throws: PullUpError.self) { try machine.apply(.dragEnded(velocity: value), at: 0.1) }
    #expect(throws: PullUpError.self) { try machine.advance(to: value) }
    #expect(throws: PullUpError.self) { try machine.moveRequested(to: .height(value), animated: true, at: 0.1) }
    #expect(throws: PullUpError.self) {
      try machine.apply(.setContainer(.init(width: 390, height: value)), at: 0.1)
    }
    #expect(throws: PullUpError.self) { try machine.apply(.setContentHeight(value), at: 0.1) }
    #expect(machine.snapshot.phase == .tracking)
    #expect(machine.invariantViolations().isEmpty)
  }

  @Test("Time that goes backwards is clamped")
  func timeBackwards() throws {
    var machine = try makeMachine()
    _ = try machine.advance(to: 5)
    _ = try machine.apply(.dragBegan(), at: 3)
    #expect(machine.snapshot.time == 5)
  }

  @Test("A locked sheet refuses gestures but obeys code; locking cancels a drag")
  func lock() throws {
    var machine = try makeMachine()
    _ = try machine.apply(.dragBegan(), at: 0)
    _ = try machine.apply(.dragChanged(translation: -100), at: 0.1)
    let locked = try machine.apply(.setLocked(true), at: 0.2)
    #expect(locked.events.prefix(2) == [.lockChanged(isLocked: true), .dragCancelled(height: 222)])
    #expect(throws: PullUpError.locked) { try machine.apply(.dragBegan(), at: 0.3) }
    _ = try machine.moveRequested(to: .state(.expanded), animated: false, at: 0.3)
    #expect(machine.snapshot.state == .expanded)
  }

  @Test("Hiding parks the sheet below the edge, keeps its state, and showing returns it")
  func hideAndShow() throws {
    var machine = try makeMachine()
    _ = try machine.moveRequested(to: .detent(1), animated: false, at: 0)
    let hidden = try machine.apply(.setHidden(true, animated: true), at: 1)
    #expect(hidden.events.first == .hidden)
    try machine.runUntilResting()
    #expect(machine.snapshot.height == -10)
    #expect(machine.snapshot.state == .intermediate)
    #expect(machine.snapshot.layout.contentInsets.bottom == 0)
    #expect(machine.snapshot.layout.dimmingAlpha == 0)
    #expect(throws: PullUpError.hidden) { try machine.apply(.dragBegan(), at: 5) }
    #expect(try machine.apply(.setHidden(true, animated: true), at: 5) == PullUpOutput())
    _ = try machine.apply(.setHidden(false, animated: false), at: 6)
    #expect(machine.snapshot.height == 392.5)
  }

  @Test("The sheet is modal exactly while the dimming dims, and a tap on the dimming moves only a modal sheet")
  func modalWhileDimmed() throws {
    var machine = try makeMachine()
    for detent in 0..<3 {
      _ = try machine.moveRequested(to: .detent(detent), animated: false, at: Double(detent))
      let layout = machine.snapshot.layout
      #expect(layout.isModal == (layout.dimmingAlpha > 0), "detent \(detent)")
      // The default dimming grows from half the available height: the expanded sheet only is modal.
      #expect(layout.isModal == (detent == 2), "detent \(detent)")
      let tapped = try machine.apply(.dimmingTapped, at: Double(detent) + 0.5)
      #expect((tapped.transition != nil) == layout.isModal, "detent \(detent)")
      try machine.runUntilResting()
    }
    _ = try machine.moveRequested(to: .detent(2), animated: false, at: 10)
    _ = try machine.apply(.setHidden(true, animated: false), at: 11)
    #expect(!machine.snapshot.layout.isModal, "a hidden sheet is never modal")
  }

  @Test("A sizing delegate that answers later: the machine waits, then snaps on the answer")
  func targetHeight() throws {
    var machine = try makeMachine(.ishPullUp)
    machine.asksForTargetHeight = true
    _ = try machine.apply(.dragBegan(), at: 0)
    _ = try machine.apply(.dragChanged(translation: -300), at: 0.2)
    let ended = try machine.apply(.dragEnded(velocity: 0), at: 0.3)
    #expect(ended.action == .requestTargetHeight(proposed: 389))
    #expect(machine.snapshot.phase == .awaitingTarget)
    #expect(machine.snapshot.state == .dragging)
    let answered = try machine.targetHeightProvided(700, at: 0.5)
    #expect(answered.action == .startFrames)
    try machine.runUntilResting()
    #expect(machine.snapshot.state == .expanded)
  }

  @Test("A non-finite target height counts as the proposed one")
  func badTargetHeight() throws {
    var configuration = PullUpConfiguration.ishPullUp
    configuration.movement.snapPolicy = .thresholds(.init(snapToEnds: false))
    var machine = try makeMachine(configuration)
    machine.asksForTargetHeight = true
    _ = try machine.apply(.dragBegan(), at: 0)
    _ = try machine.apply(.dragChanged(translation: -300), at: 0.2)
    _ = try machine.apply(.dragEnded(velocity: 0), at: 0.3)
    _ = try machine.targetHeightProvided(.nan, at: 0.4)
    try machine.runUntilResting()
    #expect(machine.snapshot.height == 389)
    #expect(machine.snapshot.state == .intermediate)
  }

  @Test("A container change keeps the sheet at its detent; a settle is retargeted without a jump")
  func containerChange() throws {
    var machine = try makeMachine()
    _ = try machine.moveRequested(to: .state(.expanded), animated: false, at: 0)
    _ = try machine.apply(.setContainer(.init(width: 844, height: 390, safeArea: .init(bottom: 21))), at: 1)
    #expect(machine.snapshot.height == machine.detents.maximum)
    #expect(machine.snapshot.state == .expanded)

    _ = try machine.moveRequested(to: .state(.collapsed), animated: true, at: 2)
    _ = try machine.advance(to: 2.1)
    let before = machine.snapshot.height
    let output = try machine.apply(.setContainer(Self.container), at: 2.1)
    #expect(abs(machine.snapshot.height - before) < 1e-9)
    guard case .settleStarted(let settle) = output.events.last else {
      Issue.record("expected a retargeted settle")
      return
    }
    #expect(settle.cause == .containerChange)
    try machine.runUntilResting()
    #expect(machine.snapshot.height == 122)
  }

  @Test("An intermediate height is clamped (ISHPullUp) or kept in proportion (default)")
  func resizeBehaviors() throws {
    var ish = try makeMachine(.ishPullUp)
    _ = try ish.moveRequested(to: .height(500), animated: false, at: 0)
    _ = try ish.apply(.setContainer(.init(width: 844, height: 390)), at: 1)
    #expect(ish.snapshot.height == ish.detents.maximum)
    _ = try ish.apply(.setContainer(Self.container), at: 2)
    #expect(ish.snapshot.state == .expanded)

    var proportional = try makeMachine(.splitView())
    _ = try proportional.moveRequested(to: .height(844 * 0.6), animated: false, at: 0)
    _ = try proportional.apply(.setContainer(.init(width: 844, height: 390)), at: 1)
    #expect(abs(proportional.snapshot.height - 390 * 0.6) < 1e-9)
  }

  @Test("Invalidated sizing clamps the sheet into the new range")
  func sizingChange() throws {
    var machine = try makeMachine(.ishPullUp)
    _ = try machine.moveRequested(to: .state(.expanded), animated: false, at: 0)
    _ = try machine.sizingChanged(.init(minimumHeight: 100, maximumHeight: 500), at: 1)
    #expect(machine.detents.heights == [134, 500])
    #expect(machine.snapshot.height == 500)
    _ = try machine.sizingChanged(.init(minimumHeight: .nan, maximumHeight: -5), at: 2)
    #expect(machine.detents.heights == [89])
    #expect(machine.snapshot.state == .collapsed)
    #expect(machine.invariantViolations().isEmpty)
  }

  @Test("A container change with its sizing answers moves the sheet once, straight to the new detents")
  func containerWithSizing() throws {
    var machine = try makeMachine(.ishPullUp)
    _ = try machine.sizingChanged(.init(minimumHeight: 70), at: 0)
    let landscape = PullUpContainer(width: 844, height: 390, safeArea: .init(top: 0, bottom: 21))
    #expect(machine.availableHeight(in: landscape) == 370)
    let output = try machine.setContainer(landscape, sizing: .init(minimumHeight: 30), at: 1)
    #expect(output.events == [.settled(height: 51), .announcement("Sheet collapsed")])
    #expect(machine.container == landscape)
    #expect(machine.sizing == PullUpSizing(minimumHeight: 30))
    #expect(machine.detents.heights == [51, 76, 370])
    _ = try machine.setContainer(Self.container, sizing: PullUpSizing(), at: 2)
    #expect(machine.sizing == PullUpSizing())
    #expect(machine.detents.heights == [89, 777])
    #expect(machine.invariantViolations().isEmpty)
  }

  @Test("The available height follows the configuration: the top safe area unless ignored, the top margin")
  func availableHeight() throws {
    var configuration = PullUpConfiguration.ishPullUp
    let machine = try makeMachine(configuration)
    #expect(machine.availableHeight(in: Self.container) == machine.detents.context.availableHeight)
    #expect(machine.availableHeight(in: .init(width: 200, height: 300, safeArea: .init(top: 10))) == 270)
    configuration.shape.ignoresSafeArea = true
    let ignoring = try makeMachine(configuration)
    #expect(ignoring.availableHeight(in: .init(width: 200, height: 300, safeArea: .init(top: 10))) == 280)
  }

  @Test("SplitSheet: the sheet starts hidden, swipes into view, and a downward flick hides it")
  func splitSheet() throws {
    var machine = try PullUpMachine(configuration: .splitSheet, container: .init(width: 390, height: 844))
    #expect(machine.isHidden)
    #expect(machine.snapshot.height == 0)
    _ = try machine.apply(.dragBegan(), at: 0)
    _ = try machine.apply(.dragChanged(translation: -300), at: 0.3)
    let shown = try machine.apply(.dragEnded(velocity: -100), at: 0.31)
    #expect(shown.events.contains(.shown))
    try machine.runUntilResting()
    #expect(machine.snapshot.height == 400)
    #expect(!machine.isHidden)
    _ = try machine.apply(.dragBegan(), at: 5)
    _ = try machine.apply(.dragChanged(translation: 20), at: 5.05)
    let hidden = try machine.apply(.dragEnded(velocity: 800), at: 5.06)
    #expect(hidden.events.contains(.hidden))
    try machine.runUntilResting()
    #expect(machine.snapshot.height == 0)
    #expect(machine.isHidden)
  }

  @Test("Invalid configurations are refused with the reason")
  func invalidConfigurations() {
    let outside = PullUpError.Rule.mustLieStrictlyBetween(0, 1)
    let positive = PullUpError.Rule.mustBePositive
    var empty = PullUpConfiguration.default
    empty.shape.detents = []
    #expect(throws: PullUpError.invalidConfiguration("detents must not be empty")) {
      try PullUpMachine(configuration: empty, container: Self.container)
    }
    for (threshold, rule) in [(0.0, outside), (1, outside), (-0.5, outside), (.nan, .mustBeFinite)] {
      var bad = PullUpConfiguration.ishPullUp
      bad.movement.snapPolicy = .thresholds(.init(threshold: threshold))
      #expect(throws: PullUpError.invalidInput(.snapThreshold, value: threshold, rule: rule)) {
        try PullUpMachine(configuration: bad, container: Self.container)
      }
    }
    var spring = PullUpConfiguration.default
    spring.movement.motion = .spring(.init(response: 0, dampingRatio: 1))
    #expect(throws: PullUpError.invalidInput(.springResponse, value: 0, rule: .mustBePositive)) {
      try PullUpMachine(configuration: spring, container: Self.container)
    }
    for (size, rule) in [(0.0, positive), (-10, positive), (.nan, .mustBeFinite), (.infinity, .mustBeFinite)] {
      #expect(throws: PullUpError.invalidInput(.containerHeight, value: size, rule: rule)) {
        try PullUpMachine(container: .init(width: 390, height: size))
      }
    }
  }

  @Test("Errors describe themselves for a developer")
  func errorMessages() {
    let error = PullUpError.invalidInput(.containerHeight, value: -1, rule: .mustBePositive)
    #expect(error.description.contains("container height -1.0 must be greater than zero"))
    let fraction = PullUpError.invalidInput(.restoredDetentIndex, value: 3, rule: .mustLieIn(0..<3))
    #expect(fraction.description == "PullUp: restored detent index 3.0 must lie in 0..<3; the input was ignored.")
    #expect(
      PullUpError.unexpectedInput(.dragChanged, phase: .tracking).description
        == "PullUp: drag changed cannot happen while a finger holds the sheet; the input was ignored.")
    #expect(PullUpError.unreachableState(.dragging).description.contains("only collapsed and expanded"))
  }
}
