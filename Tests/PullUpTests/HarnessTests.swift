import PullUp
import PullUpTesting
import Testing

/// A state delegate that records what it was told, as a user's own delegate would.
final class StateLog: PullUpStateDelegate {
  let states = PullUpLock<[PullUpState]>([])

  func pullUpController(_ controller: PullUpController, didChangeTo state: PullUpState) async {
    states.withLock { $0.append(state) }
  }
}

/// A state delegate that never returns from its first call.
final class StuckStateDelegate: PullUpStateDelegate {
  func pullUpController(_ controller: PullUpController, didChangeTo state: PullUpState) async {
    await withCheckedContinuation { (_: CheckedContinuation<Void, Never>) in }
  }
}

@Suite("PullUpTestHarness", .timeLimit(.minutes(1 * TestSlowness.factor)))
struct HarnessTests {
  @Test("Inputs, then time: delegates, renderers and recordings have received everything at each step")
  func stepsWaitForDeliveries() async throws {
    let harness = try PullUpTestHarness(container: phone)
    let controller = harness.controller
    let delegate = StateLog()
    let renderer = RecordingRenderer()
    let states = harness.record(controller.states)
    let snapshots = harness.record(controller.snapshots(buffering: .all))
    await controller.setStateDelegate(delegate)
    let attachment = await controller.attach(renderer)
    try await harness.waitUntilDelivered()
    #expect(delegate.states.withLock { $0 } == [.collapsed])
    #expect(renderer.heights.withLock { $0 } == [122])

    try await harness.send(.setState(.expanded, animated: true))
    #expect(states.values == [.collapsed, .dragging])
    try await harness.advance(by: .milliseconds(100))
    // Six frames at 60 Hz, each delivered before the next: the renderer saw every one.
    #expect(snapshots.values.count == 1 + 1 + 6)
    #expect(renderer.heights.withLock { $0 } == snapshots.values.map(\.height))

    try await harness.settle()
    #expect(states.values == [.collapsed, .dragging, .expanded])
    #expect(delegate.states.withLock { $0 } == [.collapsed, .dragging, .expanded])
    #expect(renderer.heights.withLock { $0 }.last == 785)
    #expect(harness.clock.sleeperCount == 0)
    await controller.detach(attachment)
  }

  @Test("A release waits for the target-height delegate; the step returns with it answered")
  func targetHeightAnswered() async throws {
    let harness = try PullUpTestHarness(container: phone)
    let delegate = RecordingDelegate(target: { _ in 785 })
    await harness.controller.setTargetHeightDelegate(delegate)
    try await harness.send(.dragBegan())
    try await harness.send(.dragChanged(translation: -20))
    try await harness.send(.dragEnded(velocity: 0))
    #expect(delegate.log.calls.contains("target 142.0"))
    #expect(await harness.controller.snapshot.phase != .awaitingTarget)
    try await harness.settle()
    #expect(await harness.controller.snapshot.state == .expanded)
  }

  @Test("A delegate that never returns fails the step, naming what is busy, instead of hanging")
  func stuckDelegate() async throws {
    let harness = try PullUpTestHarness(container: phone, deliveryTimeout: .milliseconds(200))
    let delegate = StuckStateDelegate()
    await harness.controller.setStateDelegate(delegate)
    let error = await #expect(throws: PullUpTestHarness.NotDelivered.self) {
      try await harness.waitUntilDelivered()
    }
    #expect(error?.busy == ["the state delegate"])
    #expect(error?.description.contains("the state delegate") == true)
  }

  @Test("A refused input throws the controller's error and waits for nothing")
  func refusedInput() async throws {
    let harness = try PullUpTestHarness(container: phone)
    await #expect(throws: PullUpError.self) { try await harness.send(.dragChanged(translation: -10)) }
  }
}
