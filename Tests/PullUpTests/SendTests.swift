import PullUp
import PullUpTesting
import Testing

/// `send(_:)`, the one entry point for inputs, and the test clock's view of the controller's frames.
@Suite("PullUpController.send", .timeLimit(.minutes(1 * TestSlowness.factor)))
struct SendTests {
  @Test("send(_:) and the named methods give the same sheet, step by step, frames included")
  func sendMatchesNamedMethods() async throws {
    let clocks = (PullUpTestClock(), PullUpTestClock())
    let byValue = try PullUpController(container: phone, clock: clocks.0)
    let byName = try PullUpController(container: phone, clock: clocks.1)
    let landscape = PullUpContainer(width: 844, height: 390, safeArea: PullUpInsets(bottom: 21))
    let inputs: [PullUpInput] = [
      .dragBegan(), .dragChanged(translation: -200), .dragEnded(velocity: -900), .toggleState(),
      .setHidden(true), .setHidden(false), .setLocked(true), .setContainer(landscape), .keyboardChanged(height: 200),
      .setReducesMotion(true), .setLocked(false), .accessibilityActionPerformed(.expand), .setState(.collapsed),
      .setHeight(300), .moveToDetent(1, animated: false), .setContentHeight(500), .scrollOffsetChanged(0, maximum: 400),
      .dimmingTapped, .restore(PullUpRestorationState(detentIndex: 2, detentCount: 3, height: 300)),
      .dragBegan(inScrollableContent: true), .dragCancelled,
    ]
    #expect(Set(inputs.map(\.kind)) == Set(PullUpInput.Kind.allCases), "an input of every kind")
    for (step, input) in inputs.enumerated() {
      try await byValue.send(input)
      // Exhaustive, so that a new input fails to compile here until it is decided whether the controller has a
      // method for it (ISHPullUp's conveniences do; the rest, the gestures included, go through send(_:)).
      switch input {
      case .setState(let state, let animated): try await byName.setState(state, animated: animated)
      case .setHeight(let height, let animated): try await byName.setHeight(height, animated: animated)
      case .toggleState(let animated): try await byName.toggleState(animated: animated)
      case .setHidden(let hidden, let animated): try await byName.setHidden(hidden, animated: animated)
      case .setLocked(let locked): try await byName.setLocked(locked)
      // Deprecated as methods: one door, send(_:).
      case .setContainer, .dragBegan, .dragChanged, .dragEnded, .dragCancelled, .moveToDetent, .setContentHeight,
        .dimmingTapped,
        .scrollOffsetChanged, .keyboardChanged, .accessibilityActionPerformed, .setReducesMotion, .restore:
        try await byName.send(input)
      }
      #expect(await byValue.snapshot == byName.snapshot, "step \(step), \(input)")
      await clocks.0.advance(by: .milliseconds(250))
      await clocks.1.advance(by: .milliseconds(250))
      #expect(await byValue.snapshot == byName.snapshot, "step \(step), \(input), after frames")
    }
  }

  @Test("A refused input throws and publishes nothing")
  func refusedInput() async throws {
    let clock = PullUpTestClock()
    let controller = try PullUpController(container: phone, clock: clock)
    let before = await controller.snapshot
    await #expect(throws: PullUpError.self) { try await controller.send(.dragChanged(translation: -10)) }
    await #expect(throws: PullUpError.self) {
      try await controller.send(.setContainer(PullUpContainer(width: 0, height: 1)))
    }
    #expect(await controller.snapshot == before)
  }

  @Test("The test clock's next deadline is the controller's next frame, and none at rest")
  func nextDeadlineIsTheNextFrame() async throws {
    let clock = PullUpTestClock()
    let controller = try PullUpController(
      container: phone, clock: clock, frameSource: .clock(framesPerSecond: 50))
    #expect(await clock.nextDeadline() == nil)
    try await controller.setState(.expanded)
    let first = try #require(await clock.nextDeadline())
    #expect(first.offset == .milliseconds(20))
    await clock.advance(by: first.offset - clock.now.offset)
    #expect(await controller.snapshot.time == 0.02)
    #expect(await clock.nextDeadline()?.offset == .milliseconds(40))
    await clock.run()
    #expect(await controller.snapshot.phase == .resting)
    #expect(await clock.nextDeadline() == nil)
  }
}
