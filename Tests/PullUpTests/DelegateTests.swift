import PullUp
import PullUpTesting
import Testing

@Suite("PullUpController delegates", .timeLimit(.minutes(1)))
struct PullUpControllerDelegateTests {
  let clock = PullUpTestClock()

  @Test("The state delegate sees exactly the states stream's sequence")
  func stateDelegate() async throws {
    let controller = try PullUpController(container: phone, clock: clock)
    let delegate = RecordingDelegate()
    await controller.setStateDelegate(delegate)
    try await controller.setState(.expanded, animated: true)
    await clock.advance(by: .seconds(2))
    try await controller.setState(.collapsed, animated: false)
    await delegate.log.wait(for: 4)
    #expect(delegate.log.calls == ["state collapsed", "state dragging", "state expanded", "state collapsed"])
  }

  @Test("The content delegate gets the insets when they change, never twice the same")
  func contentDelegate() async throws {
    let controller = try PullUpController(container: phone, clock: clock)
    let delegate = RecordingDelegate()
    await controller.setContentDelegate(delegate)
    await delegate.log.wait(for: 1)
    try await controller.setState(.expanded, animated: false)
    await delegate.log.wait(for: 2)
    try await controller.setHidden(true, animated: false)
    await delegate.log.wait(for: 3)
    #expect(delegate.log.calls == ["content 88.0", "content 751.0", "content 0.0"])
  }

  @Test("invalidateLayout asks for new heights and clamps the sheet into them")
  func invalidateLayout() async throws {
    let controller = try PullUpController(configuration: .ishPullUp, container: phone, clock: clock)
    let delegate = RecordingDelegate(minimum: 66, maximum: 600)
    await controller.setSizingDelegate(delegate)
    #expect(await controller.snapshot.detents == [100, 600])
    try await controller.setState(.expanded, animated: false)
    let narrower = RecordingDelegate(minimum: 66, maximum: 400)
    await controller.setSizingDelegate(narrower)
    await controller.invalidateLayout()
    #expect(await controller.snapshot.detents == [100, 400])
    #expect(await controller.snapshot.height == 400)
    #expect(narrower.log.calls == ["minimum", "maximum 777.0", "minimum", "maximum 777.0"])
  }

  @Test("A bad sizing answer is sanitized: NaN counts as no answer, a maximum below the minimum is raised")
  func badSizing() async throws {
    let controller = try PullUpController(configuration: .ishPullUp, container: phone, clock: clock)
    let delegate = RecordingDelegate(minimum: .nan, maximum: 10)
    await controller.setSizingDelegate(delegate)
    #expect(await controller.snapshot.detents == [89])
    #expect(await controller.invariantViolations().isEmpty)
  }

  @Test("A sizing delegate that answers later: the sheet waits, then settles on the answer")
  func lateTargetHeight() async throws {
    let controller = try PullUpController(configuration: .ishPullUp, container: phone, clock: clock)
    let delegate = RecordingDelegate(target: { _ in 700 })
    await controller.setSizingDelegate(delegate)
    var events = controller.events.makeAsyncIterator()
    try await controller.dragBegan()
    try await controller.dragChanged(translation: -300)
    try await controller.dragEnded(velocity: 0)
    let received = await take(4, from: &events)
    #expect(received[1] == .dragEnded(height: 389, heightVelocity: 0))
    #expect(received[2] == .targetHeightRequested(proposed: 389))
    guard case .settleStarted(let settle) = received[3] else {
      Issue.record("expected a settle after the answer, got \(received)")
      return
    }
    #expect(settle.target == 777)
    await clock.advance(by: .seconds(2))
    #expect(await controller.state == .expanded)
    #expect(delegate.log.calls.contains("target 389.0"))
  }

  @Test("A new configuration keeps the sizing delegate's say over target heights")
  func configurationKeepsAsking() async throws {
    let controller = try PullUpController(configuration: .ishPullUp, container: phone, clock: clock)
    let delegate = RecordingDelegate(target: { _ in 700 })
    await controller.setSizingDelegate(delegate)
    var configuration = PullUpConfiguration.ishPullUp
    configuration.shape.topMargin = 40
    try await controller.setConfiguration(configuration)
    var events = controller.events.makeAsyncIterator()
    try await controller.dragBegan()
    try await controller.dragChanged(translation: -300)
    try await controller.dragEnded(velocity: 0)
    let received = await take(3, from: &events)
    #expect(received[2] == .targetHeightRequested(proposed: 389))
  }

  @Test("An answer that arrives after a new drag began is dropped")
  func staleTargetHeight() async throws {
    let controller = try PullUpController(configuration: .ishPullUp, container: phone, clock: clock)
    let gate = Gate()
    let delegate = GatedTargetDelegate(gate: gate)
    await controller.setSizingDelegate(delegate)
    try await controller.dragBegan()
    try await controller.dragChanged(translation: -300)
    try await controller.dragEnded(velocity: 0)
    await gate.waitUntilAsked()
    try await controller.dragBegan()
    await gate.open(answer: 700)
    await gate.waitUntilAnswered()
    for _ in 0..<100 { await Task.yield() }
    let snapshot = await controller.snapshot
    #expect(snapshot.phase == .tracking)
    #expect(snapshot.height == 389)
  }
}

/// Lets a test hold a delegate's answer until it chooses to release it.
actor Gate {
  private var askedWaiters: [CheckedContinuation<Void, Never>] = []
  private var answeredWaiters: [CheckedContinuation<Void, Never>] = []
  private var asked = false
  private var answered = false
  private var answer: Double?
  private var answerWaiter: CheckedContinuation<Double, Never>?

  func ask() async -> Double {
    asked = true
    for waiter in askedWaiters { waiter.resume() }
    askedWaiters.removeAll()
    let value = await withCheckedContinuation { continuation in
      if let answer { continuation.resume(returning: answer) } else { answerWaiter = continuation }
    }
    answered = true
    for waiter in answeredWaiters { waiter.resume() }
    answeredWaiters.removeAll()
    return value
  }

  func waitUntilAsked() async {
    if asked { return }
    await withCheckedContinuation { askedWaiters.append($0) }
  }

  func waitUntilAnswered() async {
    if answered { return }
    await withCheckedContinuation { answeredWaiters.append($0) }
  }

  func open(answer: Double) {
    self.answer = answer
    answerWaiter?.resume(returning: answer)
    answerWaiter = nil
  }
}

final class GatedTargetDelegate: PullUpSizingDelegate {
  let gate: Gate

  init(gate: Gate) {
    self.gate = gate
  }

  func pullUpController(_ controller: PullUpController, targetHeightForSheetFrom proposedHeight: Double) async
    -> Double
  {
    await gate.ask()
  }
}
