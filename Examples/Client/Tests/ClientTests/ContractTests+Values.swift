import PullUp
import PullUpTesting
import Testing

/// Values a test makes itself, and the documented edges a first user tripped over (issue 26): restoration
/// records and transitions built by hand, buffering counts below 1, bad values as the Bad input article
/// writes them, and where the projected policy and `hidesByDragging` do what their docs say.
@Suite("The contract: values a user makes, and documented edges (issue 26)", .timeLimit(.minutes(1)))
struct ValueContractTests {
  let phone = PullUpContainer(width: 390, height: 844, safeArea: PullUpInsets(top: 47, bottom: 34))

  @Test("A restoration state made by hand restores, and equals the one the machine saves there")
  func restorationStateByHand() throws {
    var machine = try PullUpMachine(container: phone)
    let heights = machine.detents.heights
    let middle = PullUpRestorationState(detentIndex: 1, detentCount: heights.count, height: heights[1])
    _ = try machine.apply(.restore(middle), at: 1)
    #expect(machine.snapshot.height == heights[1])
    #expect(machine.restorationState == middle)
    let between = PullUpRestorationState(
      detentIndex: 0, detentCount: heights.count, fraction: 0.5, height: 0, isLocked: true)
    _ = try machine.apply(.restore(between), at: 2)
    #expect(machine.snapshot.height == (heights[0] + heights[1]) / 2)
    #expect(machine.snapshot.isLocked)
    // The height is informational: the record made by hand said 0, the saved one says where the sheet is.
    #expect(
      machine.restorationState
        == PullUpRestorationState(
          detentIndex: 0, detentCount: heights.count, fraction: 0.5, height: machine.snapshot.height, isLocked: true))
  }

  /// Records the initializer accepts and `restore` refuses, with the error each gets.
  static let refusedRecords: [(PullUpRestorationState, PullUpError)] = [
    (
      PullUpRestorationState(detentIndex: 0, detentCount: 0, height: 0),
      .invalidInput(.restoredDetentCount, value: 0, rule: .mustBeAtLeast(1))
    ),
    (
      PullUpRestorationState(detentIndex: 3, detentCount: 3, height: 0),
      .invalidInput(.restoredDetentIndex, value: 3, rule: .mustLieIn(0..<3))
    ),
    (
      PullUpRestorationState(detentIndex: Int.min, detentCount: 3, height: 0),
      .invalidInput(.restoredDetentIndex, value: Double(Int.min), rule: .mustLieIn(0..<3))
    ),
    (
      PullUpRestorationState(detentIndex: 0, detentCount: 3, fraction: .nan, height: 0),
      .invalidInput(.restoredFraction, value: .nan, rule: .mustBeFinite)
    ),
    (
      PullUpRestorationState(detentIndex: 0, detentCount: 3, fraction: -0.5, height: 0),
      .invalidInput(.restoredFraction, value: -0.5, rule: .mustNotBeNegative)
    ),
    (
      PullUpRestorationState(detentIndex: 0, detentCount: 3, fraction: 1, height: 0),
      .invalidInput(.restoredFraction, value: 1, rule: .mustBeBelow(1))
    ),
    (
      PullUpRestorationState(detentIndex: 2, detentCount: 3, fraction: 0.5, height: 0),
      .invalidInput(.restoredFraction, value: 0.5, rule: .mustBeZeroAtHighestDetent)
    ),
    (
      PullUpRestorationState(detentIndex: 0, detentCount: 3, height: .infinity),
      .invalidInput(.restoredHeight, value: .infinity, rule: .mustBeFinite)
    ),
  ]

  @Test("A record that cannot describe a position is made, then refused by restore; nothing changes")
  func refusedRecords() async throws {
    for (record, error) in Self.refusedRecords {
      var machine = try PullUpMachine(container: phone)
      let before = machine.snapshot
      #expect(throws: error) { try machine.apply(.restore(record), at: 1) }
      #expect(machine.snapshot == before)
      let controller = try PullUpController(container: phone, clock: PullUpTestClock())
      let published = await controller.snapshot
      await #expect(throws: error) { try await controller.send(.restore(record)) }
      #expect(await controller.snapshot == published)
    }
  }

  @Test("Counts no real sheet has are no crash: they map onto the detents as the rule says")
  func extremeCounts() throws {
    var machine = try PullUpMachine(container: phone)
    let heights = machine.detents.heights
    _ = try machine.apply(
      .restore(PullUpRestorationState(detentIndex: Int.max - 1, detentCount: Int.max, height: 0)), at: 1)
    #expect(machine.snapshot.height == heights[heights.count - 1], "the highest maps to the highest")
    _ = try machine.apply(.restore(PullUpRestorationState(detentIndex: 1, detentCount: Int.max, height: 0)), at: 2)
    #expect(machine.snapshot.height == heights[0], "an index near the bottom of a long list maps to the lowest")
  }

  @Test("A transition made by hand compares with a machine's output whole")
  func transitionByHand() throws {
    var machine = try PullUpMachine(container: phone)
    #expect(try machine.apply(.dragBegan(), at: 0).transition == PullUpTransition(from: .collapsed, to: .dragging))
    _ = try machine.apply(.dragChanged(translation: -20), at: 0.1)
    #expect(try machine.apply(.dragChanged(translation: -30), at: 0.2).transition == nil)
    var other = try PullUpMachine(container: phone)
    let output = try other.apply(.setState(.expanded, animated: false), at: 1)
    #expect(output.transition == PullUpTransition(from: .collapsed, to: .expanded))
    #expect(output.transition != PullUpTransition(from: .collapsed, to: .intermediate))
  }

  @Test(
    "A buffering count below 1 keeps one value: newest(0) and newest(-3) the last, oldest(0) and oldest(-2) the first")
  func bufferingBelowOne() async throws {
    let harness = try PullUpTestHarness(container: phone)
    let controller = harness.controller
    var newestZero = controller.events(buffering: .newest(0)).makeAsyncIterator()
    var newestNegative = controller.events(buffering: .newest(-3)).makeAsyncIterator()
    var oldestZero = controller.events(buffering: .oldest(0)).makeAsyncIterator()
    var oldestNegative = controller.events(buffering: .oldest(-2)).makeAsyncIterator()
    try await harness.send(.setLocked(true))
    try await harness.send(.setLocked(false))
    #expect(await newestZero.next() == .lockChanged(isLocked: false))
    #expect(await newestNegative.next() == .lockChanged(isLocked: false))
    #expect(await oldestZero.next() == .lockChanged(isLocked: true))
    #expect(await oldestNegative.next() == .lockChanged(isLocked: true))
    // One value was kept, no more: the next value each loop reads is the next one published.
    try await harness.send(.setLocked(true))
    #expect(await newestZero.next() == .lockChanged(isLocked: true))
    #expect(await newestNegative.next() == .lockChanged(isLocked: true))
    #expect(await oldestZero.next() == .lockChanged(isLocked: true))
    #expect(await oldestNegative.next() == .lockChanged(isLocked: true))
  }

  @Test("BadInput.md: 1e-320 frames per second, written without a warning, and a rubber band scale of 1e12 are refused")
  func badInputAsWritten() throws {
    let tiny = Double("1e-320")!
    #expect(tiny > 0 && tiny < Double.leastNormalMagnitude, "a subnormal number, the literal would warn")
    #expect(
      throws: PullUpError.invalidInput(.framesPerSecond, value: Double("1e-320")!, rule: .mustLieWithin(1...1000))
    ) {
      try PullUpController(container: phone, frameSource: .clock(framesPerSecond: tiny))
    }
    var configuration = PullUpConfiguration.default
    configuration.movement.rubberBand = PullUpRubberBand(top: .tanh(limit: 100, scale: 1e12), bottom: .hard)
    #expect(throws: PullUpError.invalidInput(.rubberBandScale, value: 1e12, rule: .mustNotExceedMagnitude(1e7))) {
      try PullUpMachine(configuration: configuration, container: phone)
    }
    configuration.movement.rubberBand = PullUpRubberBand(top: .tanh(limit: 100, scale: 1e7), bottom: .hard)
    _ = try PullUpMachine(configuration: configuration, container: phone)
  }

  @Test("What an error names is matched in a pattern and in a switch with a default, as 0.2.0 spelled it")
  func errorNamesMatchWithoutAnExhaustiveSwitch() throws {
    var machine = try PullUpMachine(container: phone)
    do throws(PullUpError) {
      _ = try machine.apply(.dragChanged(translation: 10), at: 1)
      Issue.record("a drag change without a drag is refused")
    } catch .unexpectedInput(.dragChanged, let phase) {
      #expect(phase == .resting)
    } catch {
      Issue.record("unexpected \(error)")
    }
    let refused = PullUpError.invalidInput(.dragTranslation, value: .nan, rule: .mustNotExceedMagnitude(1e7))
    guard case .invalidInput(let name, _, let rule) = refused else {
      Issue.record("\(refused)")
      return
    }
    // Structs' members: a switch over them needs a default, so a name or a rule a later PullUp adds breaks none.
    let words: String
    switch name {
    case .dragTranslation, .releaseVelocity: words = "a gesture's number"
    default: words = "another number"
    }
    #expect(words == "a gesture's number")
    #expect(rule == .mustNotExceedMagnitude(1e7) && rule != .mustNotExceedMagnitude(1e9) && rule != .mustBeFinite)
    #expect(refused == .invalidInput(.dragTranslation, value: -.nan, rule: .mustNotExceedMagnitude(1e7)))
    #expect(PullUpError.GestureStep(rawValue: "dragEnded") == .dragEnded)
    #expect(PullUpError.GestureStep(rawValue: "dragStopped") == nil)
    #expect(PullUpError.ValueName.allCases.contains(.dimmingAlpha))
  }

  @Test("PullUpProjectedSnapping past an end detent: a flick back inward returns to the end detent")
  func projectedPastTheEnd() throws {
    let detents = try PullUpMachine(container: phone).detents
    let policy = PullUpProjectedSnapping()
    let inward = policy.decide(PullUpRelease(height: detents.maximum + 30, heightVelocity: -3000, detents: detents))
    #expect(inward.target == .height(detents.maximum), "FloatingPanel's would reach the next anchor")
    let outward = policy.decide(PullUpRelease(height: detents.minimum - 30, heightVelocity: 3000, detents: detents))
    #expect(outward.target == .height(detents.minimum))
  }

  @Test("PullUpProjectedSnapping on a tie: the far detent in the direction of travel; without velocity the lower")
  func projectedTies() throws {
    let detents = try PullUpMachine(container: phone).detents
    let (lower, upper) = (detents.heights[0], detents.heights[1])
    let middle = (lower + upper) / 2  // exact: the heights are whole points
    let noMomentum = PullUpProjectedSnapping(decelerationRate: 0)  // the projection is the release height
    let up = noMomentum.decide(PullUpRelease(height: middle, heightVelocity: 1, detents: detents))
    #expect(up.target == .height(upper), "FloatingPanel's stays at the lower")
    let down = noMomentum.decide(PullUpRelease(height: middle, heightVelocity: -1, detents: detents))
    #expect(down.target == .height(lower), "FloatingPanel's stays at the upper")
    let still = noMomentum.decide(PullUpRelease(height: middle, heightVelocity: 0, detents: detents))
    #expect(still.target == .height(lower))
  }

  @Test("hidesByDragging lowers the drag's free range to the hidden position and sets the release's hiddenHeight")
  func hidesByDragging() throws {
    var hiding = PullUpConfiguration.default
    hiding.movement.hidesByDragging = true
    for (configuration, hides) in [(PullUpConfiguration.default, false), (hiding, true)] {
      var machine = try PullUpMachine(configuration: configuration, container: phone)
      let lowest = machine.detents.minimum
      _ = try machine.apply(.dragBegan(), at: 0)
      _ = try machine.apply(.dragChanged(translation: 40), at: 0.1)  // down, below the lowest detent
      if hides {
        #expect(machine.snapshot.height == lowest - 40, "the free range reaches the hidden position")
      } else {
        #expect(machine.snapshot.height > lowest - 40, "the rubber band resists below the lowest detent")
      }
      let output = try machine.apply(.dragEnded(velocity: 0), at: 0.2)
      let settle = try #require(
        output.events.lazy.compactMap { (event: PullUpEvent) -> PullUpSettle? in
          if case .settleStarted(let settle) = event { return settle }
          return nil
        }.first)
      let candidates = try #require(settle.decision?.candidates)
      let hidden = -configuration.shape.hiddenMargin
      #expect(candidates.first == (hides ? hidden : lowest), "the hidden position is the lowest candidate")
    }
  }
}
