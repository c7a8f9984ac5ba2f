import PullUp
import PullUpTesting
import Testing

@Suite("PullUpController delegates", .timeLimit(.minutes(1 * TestSlowness.factor)))
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

  @Test("The sheet-insets delegate gets the part of a shifted sheet below the container, never twice the same")
  func sheetInsetsDelegate() async throws {
    let controller = try PullUpController(configuration: .ishPullUp, container: phone, clock: clock)
    let delegate = RecordingDelegate()
    await controller.setSheetInsetsDelegate(delegate)
    await delegate.log.wait(for: 1)
    try await controller.setState(.expanded, animated: false)
    await delegate.log.wait(for: 2)
    try await controller.setState(.collapsed, animated: false)
    await delegate.log.wait(for: 3)
    #expect(delegate.log.calls == ["sheet 688.0", "sheet 0.0", "sheet 688.0"])
  }

  @Test("Only a target-height delegate makes a release wait, and only while it is set")
  func targetHeightDelegateAlone() async throws {
    let controller = try PullUpController(configuration: .ishPullUp, container: phone, clock: clock)
    let delegate = RecordingDelegate()
    await controller.setTargetHeightDelegate(delegate)
    let waiting = try await publishedEvents(of: controller) { try await dragUpAndRelease(controller) }
    #expect(waiting.contains(.targetHeightRequested(proposed: 389)))
    #expect(await controller.sizing == PullUpSizing())
    await delegate.log.wait(for: 1)
    #expect(delegate.log.calls == ["target 389.0"])
    try await controller.setLocked(false)
    await controller.setTargetHeightDelegate(nil)
    let released = try await publishedEvents(of: controller) { try await dragUpAndRelease(controller) }
    let asked = released.contains { $0.isTargetHeightRequest }
    #expect(!asked, "\(released)")
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

  @Test("A split view's sizing maximum above its range caps nothing: the divider stays within 80 %; below, it caps")
  func splitViewMaximumCaps() async throws {
    let container = PullUpContainer(width: 800, height: 1000)
    let controller = try PullUpController(configuration: .splitView(), container: container, clock: clock)
    let above = RecordingDelegate(minimum: nil, maximum: 950)
    await controller.setSizingDelegate(above)
    #expect(await controller.snapshot.detents == [200, 800])
    try await controller.setState(.expanded, animated: false)
    #expect(await controller.snapshot.height == 800)
    let below = RecordingDelegate(minimum: nil, maximum: 700)
    await controller.setSizingDelegate(below)
    #expect(await controller.snapshot.detents == [200, 700])
    #expect(await controller.snapshot.height == 700)
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
    await controller.setTargetHeightDelegate(delegate)
    var events = controller.events.makeAsyncIterator()
    try await controller.send(.dragBegan())
    try await controller.send(.dragChanged(translation: -300))
    try await controller.send(.dragEnded(velocity: 0))
    let received = try await take(4, from: &events)
    #expect(received[1] == .dragEnded(height: 389, heightVelocity: 0))
    #expect(received[2] == .targetHeightRequested(proposed: 389))
    guard case .settleStarted(let settle) = received[3] else {
      Issue.record("expected a settle after the answer, got \(received)")
      return
    }
    #expect(settle.target == 777)
    await clock.advance(by: .seconds(2))
    #expect(await controller.snapshot.state == .expanded)
    #expect(delegate.log.calls.contains("target 389.0"))
  }

  @Test("A new configuration keeps the sizing delegate's say over target heights")
  func configurationKeepsAsking() async throws {
    let controller = try PullUpController(configuration: .ishPullUp, container: phone, clock: clock)
    let delegate = RecordingDelegate(target: { _ in 700 })
    await controller.setTargetHeightDelegate(delegate)
    var configuration = PullUpConfiguration.ishPullUp
    configuration.shape.topMargin = 40
    try await controller.setConfiguration(configuration)
    var events = controller.events.makeAsyncIterator()
    try await controller.send(.dragBegan())
    try await controller.send(.dragChanged(translation: -300))
    try await controller.send(.dragEnded(velocity: 0))
    let received = try await take(3, from: &events)
    #expect(received[2] == .targetHeightRequested(proposed: 389))
  }

  @Test("An answer that arrives after a new drag began is dropped")
  func staleTargetHeight() async throws {
    let controller = try PullUpController(configuration: .ishPullUp, container: phone, clock: clock)
    let gate = Gate()
    let delegate = GatedTargetDelegate(gate: gate)
    await controller.setTargetHeightDelegate(delegate)
    try await controller.send(.dragBegan())
    try await controller.send(.dragChanged(translation: -300))
    try await controller.send(.dragEnded(velocity: 0))
    await gate.waitUntilAsked()
    try await controller.send(.dragBegan())
    await gate.open(answer: 700)
    await gate.waitUntilAnswered()
    for _ in 0..<100 { await Task.yield() }
    let snapshot = await controller.snapshot
    #expect(snapshot.phase == .tracking)
    #expect(snapshot.height == 389)
  }
}

@Suite("PullUpController sizing delegate lifetime and container changes", .timeLimit(.minutes(1 * TestSlowness.factor)))
struct PullUpControllerSizingTests {
  let clock = PullUpTestClock()
  /// ISHPullUp's detents on a phone without a delegate: 55 pt above the safe area, the available height.
  let ownDetents = [89.0, 777]
  let landscape = PullUpContainer(width: 844, height: 390, safeArea: .init(top: 0, bottom: 21))

  @Test("Removing the sizing delegate brings back the configuration's bounds at once")
  func removedDelegate() async throws {
    let controller = try PullUpController(configuration: .ishPullUp, container: phone, clock: clock)
    await controller.setSizingDelegate(RecordingDelegate(minimum: 66, maximum: 600))
    #expect(await controller.snapshot.detents == [100, 600])
    await controller.setSizingDelegate(nil)
    #expect(await controller.snapshot.detents == ownDetents)
    #expect(await controller.sizing == PullUpSizing())
  }

  @Test("A freed sizing delegate's answers go at the next invalidateLayout")
  func freedDelegateInvalidate() async throws {
    let controller = try PullUpController(configuration: .ishPullUp, container: phone, clock: clock)
    var delegate: RecordingDelegate? = RecordingDelegate(minimum: 66, maximum: 600)
    await controller.setSizingDelegate(delegate)
    #expect(await controller.snapshot.detents == [100, 600])
    delegate = nil
    #expect(await controller.sizingDelegate == nil)
    await controller.invalidateLayout()
    #expect(await controller.snapshot.detents == ownDetents)
  }

  @Test("A freed sizing delegate's answers go at the next container change")
  func freedDelegateContainer() async throws {
    let controller = try PullUpController(configuration: .ishPullUp, container: phone, clock: clock)
    var delegate: RecordingDelegate? = RecordingDelegate(minimum: 66, maximum: 300)
    await controller.setSizingDelegate(delegate)
    delegate = nil
    try await controller.send(.setContainer(landscape))
    #expect(await controller.snapshot.detents == [76, 370])
  }

  @Test("A release does not wait for a target height once the target-height delegate is freed")
  func freedDelegateRelease() async throws {
    let controller = try PullUpController(configuration: .ishPullUp, container: phone, clock: clock)
    var delegate: RecordingDelegate? = RecordingDelegate(target: { _ in 700 })
    await controller.setTargetHeightDelegate(delegate)
    delegate = nil
    let received = try await publishedEvents(of: controller) { try await dragUpAndRelease(controller) }
    let asked = received.contains { $0.isTargetHeightRequest }
    #expect(!asked, "\(received)")
  }

  @Test("A sizing delegate that answers only the bounds does not make releases wait")
  func boundsOnlyDoNotWait() async throws {
    let controller = try PullUpController(configuration: .ishPullUp, container: phone, clock: clock)
    let delegate = WidthSizing()
    await controller.setSizingDelegate(delegate)
    let received = try await publishedEvents(of: controller) { try await dragUpAndRelease(controller) }
    let asked = received.contains { $0.isTargetHeightRequest }
    #expect(!asked, "\(received)")
    withExtendedLifetime(delegate) {}
  }

  @Test("A container change asks first and lays out once, with the answers for the new container")
  func containerChangeAsksFirst() async throws {
    let controller = try PullUpController(configuration: .ishPullUp, container: phone, clock: clock)
    let delegate = WidthSizing()
    await controller.setSizingDelegate(delegate)
    #expect(await controller.snapshot.detents == [104, 777])
    let received = try await publishedEvents(of: controller) { try await controller.send(.setContainer(landscape)) }
    #expect(received == [.settled(height: 51), .announcement("Sheet collapsed")])
    #expect(await controller.snapshot.detents == [51, 76, 370])
    #expect(delegate.log.calls == ["minimum 390.0", "maximum 777.0", "minimum 844.0", "maximum 370.0"])
  }

  @Test("A bad container throws before the delegate is asked, and nothing changes")
  func badContainer() async throws {
    let controller = try PullUpController(configuration: .ishPullUp, container: phone, clock: clock)
    let delegate = WidthSizing()
    await controller.setSizingDelegate(delegate)
    let before = await controller.snapshot
    await #expect(throws: PullUpError.self) {
      try await controller.send(.setContainer(PullUpContainer(width: 0, height: 0)))
    }
    #expect(await controller.snapshot == before)
    #expect(delegate.log.calls.count == 2)
  }

  @Test("A newer container change wins over one still waiting for its answers; both return once it applied")
  func newerContainerChangeWins() async throws {
    let controller = try PullUpController(configuration: .ishPullUp, container: phone, clock: clock)
    let gate = Gate()
    let delegate = WidthSizing(gate: gate, gatedCall: 3)
    await controller.setSizingDelegate(delegate)
    let first = Task { try await controller.send(.setContainer(landscape)) }
    await gate.waitUntilAsked()
    #expect(await controller.snapshot.detents == [104, 777])
    let tablet = PullUpContainer(width: 820, height: 1180, safeArea: .init(top: 24, bottom: 20))
    // One call per delegate: the tablet is asked for once the landscape call, overtaken, returns.
    let second = Task { try await controller.send(.setContainer(tablet)) }
    await gate.cancellations.wait(for: 1)
    await gate.open(answer: 500)
    try await first.value
    try await second.value
    #expect(await controller.snapshot.detents == [90, 1136])
    #expect(
      delegate.log.calls == ["minimum 390.0", "maximum 777.0", "minimum 844.0", "minimum 820.0", "maximum 1136.0"])
    withExtendedLifetime(delegate) {}
  }

  @Test("invalidateLayout during a container change waits with it and applies that container with new answers")
  func invalidateDuringContainerChange() async throws {
    let controller = try PullUpController(configuration: .ishPullUp, container: phone, clock: clock)
    let gate = Gate()
    let delegate = WidthSizing(gate: gate, gatedCall: 3)
    await controller.setSizingDelegate(delegate)
    let change = Task { try await controller.send(.setContainer(landscape)) }
    await gate.waitUntilAsked()
    let invalidate = Task { await controller.invalidateLayout() }
    await gate.cancellations.wait(for: 1)
    await gate.open(answer: 500)
    await invalidate.value
    try await change.value
    #expect(await controller.snapshot.detents == [51, 76, 370])
    // The overtaken call's minimum (500) is dropped and its maximum never asked.
    #expect(
      delegate.log.calls == ["minimum 390.0", "maximum 777.0", "minimum 844.0", "minimum 844.0", "maximum 370.0"])
  }
}

extension PullUpEvent {
  var isTargetHeightRequest: Bool {
    if case .targetHeightRequested = self { return true }
    return false
  }
}

/// Drags the sheet up 300 pt and lets it go without velocity.
func dragUpAndRelease(_ controller: PullUpController) async throws {
  try await controller.send(.dragBegan())
  try await controller.send(.dragChanged(translation: -300))
  try await controller.send(.dragEnded(velocity: 0))
}

/// The events that `body` makes the controller publish, in order: read up to a lock that follows it.
func publishedEvents(of controller: PullUpController, during body: () async throws -> Void) async throws
  -> [PullUpEvent]
{
  var iterator = controller.events.makeAsyncIterator()
  try await body()
  try await controller.setLocked(true)
  var received: [PullUpEvent] = []
  while let event = await iterator.next(), event != .lockChanged(isLocked: true) { received.append(event) }
  return received
}

/// A sizing delegate whose minimum depends on the container: 30 pt in a phone's landscape (wider than 800 pt
/// and lower than 800 pt), 70 pt otherwise. It may hold its `gatedCall`-th answer (counting every call,
/// minimum and maximum) behind a gate, and run `hook` in each minimum before it answers.
final class WidthSizing: PullUpSizingDelegate {
  let log = CallLog()
  let gate: Gate?
  let gatedCall: Int
  let hook: (@Sendable (PullUpController, PullUpContainer) async -> Void)?

  init(
    gate: Gate? = nil, gatedCall: Int = 0, hook: (@Sendable (PullUpController, PullUpContainer) async -> Void)? = nil
  ) {
    self.gate = gate
    self.gatedCall = gatedCall
    self.hook = hook
  }

  func pullUpController(_ controller: PullUpController, minimumHeightForSheetIn container: PullUpContainer) async
    -> Double?
  {
    log.record("minimum \(container.size.width)")
    let call = log.calls.count
    await hook?(controller, container)
    if let gate, call == gatedCall { return await gate.ask() }
    return container.size.width > 800 && container.size.height < 800 ? 30 : 70
  }

  func pullUpController(
    _ controller: PullUpController, maximumHeightForSheetWithAvailableHeight availableHeight: Double
  ) async -> Double? {
    log.record("maximum \(availableHeight)")
    return nil
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

  /// Records each cancellation of a task waiting in ``ask()``, which does not end the wait.
  nonisolated let cancellations = CallLog()

  func ask() async -> Double {
    asked = true
    for waiter in askedWaiters { waiter.resume() }
    askedWaiters.removeAll()
    let value = await withTaskCancellationHandler {
      await withCheckedContinuation { continuation in
        if let answer { continuation.resume(returning: answer) } else { answerWaiter = continuation }
      }
    } onCancel: { [cancellations] in
      cancellations.record("cancelled")
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

final class GatedTargetDelegate: PullUpTargetHeightDelegate {
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
