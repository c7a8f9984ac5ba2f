import PullUp
import PullUpTesting
import Testing

/// The controller under a test clock: the exact ordered sequences of states, events and snapshots.
@Suite("PullUpController sequences", .timeLimit(.minutes(1 * TestSlowness.factor)))
struct PullUpControllerSequenceTests {
  let clock = PullUpTestClock()

  func makeController(_ configuration: PullUpConfiguration = .default) throws -> PullUpController {
    try PullUpController(configuration: configuration, container: phone, clock: clock)
  }

  @Test("Drag and release: dragging, then the detent; events in order; frames stop at rest")
  func dragAndRelease() async throws {
    let controller = try makeController()
    var states = controller.states.makeAsyncIterator()
    var events = controller.events.makeAsyncIterator()
    #expect(try await take(1, from: &states) == [.collapsed])

    try await controller.send(.dragBegan())
    await clock.advance(by: .milliseconds(100))
    try await controller.send(.dragChanged(translation: -150))
    await clock.advance(by: .milliseconds(100))
    try await controller.send(.dragChanged(translation: -200))
    try await controller.send(.dragEnded(velocity: 0))
    #expect(clock.sleeperCount == 1)
    await clock.advance(by: .seconds(2))

    #expect(try await take(2, from: &states) == [.dragging, .intermediate])
    let received = try await take(4, from: &events)
    #expect(received.first == .dragBegan(height: 122))
    #expect(received[1] == .dragEnded(height: 322, heightVelocity: 0))
    guard case .settleStarted(let settle) = received[2] else {
      Issue.record("expected a settle, got \(received)")
      return
    }
    #expect(settle.target == 392.5)
    #expect(settle.cause == .user)
    #expect(settle.decision != nil)
    #expect(received[3] == .settled(height: 392.5))
    #expect(await controller.snapshot.height == 392.5)
    #expect(clock.sleeperCount == 0, "no wake-ups at rest")
  }

  @Test("Animated setState: dragging then expanded, once each, with per-frame snapshots")
  func animatedSetState() async throws {
    let controller = try makeController()
    var states = controller.states.makeAsyncIterator()
    var snapshots = controller.snapshots.makeAsyncIterator()
    _ = try await take(1, from: &states)
    _ = try await take(1, from: &snapshots)

    try await controller.setState(.expanded, animated: true)
    var heights: [Double] = []
    var phases: [PullUpPhase] = []
    for _ in 0..<120 where clock.sleeperCount > 0 {
      await clock.advance(by: .nanoseconds(16_666_667))
      let snapshot = try #require(await snapshots.next())
      heights.append(snapshot.height)
      phases.append(snapshot.phase)
    }
    #expect(try await take(2, from: &states) == [.dragging, .expanded])
    #expect(phases.last == .resting)
    #expect(heights.last == 785)
    #expect(zip(heights, heights.dropFirst()).allSatisfy { $0 <= $1 + 1 }, "heights rise towards the target")
    #expect(heights.count > 10)
    #expect(clock.sleeperCount == 0)
  }

  @Test("A finger catching a settling sheet: interrupted at the height on screen, no jump")
  func catchSettlingSheet() async throws {
    let controller = try makeController()
    var events = controller.events.makeAsyncIterator()
    try await controller.setState(.expanded, animated: true)
    await clock.advance(by: .milliseconds(100))
    let onScreen = await controller.snapshot.height
    #expect(onScreen > 122 && onScreen < 785)
    try await controller.send(.dragBegan())
    #expect(await controller.snapshot.height == onScreen)
    #expect(clock.sleeperCount == 0, "the finger stopped the frames")
    let received = try await take(3, from: &events)
    #expect(received[1] == .interrupted(height: onScreen))
    #expect(received[2] == .dragBegan(height: onScreen))
    try await controller.send(.dragChanged(translation: 0))
    #expect(abs(await controller.snapshot.height - onScreen) < 0.5)
  }

  @Test("Hide and show: events, hidden flag, insets zero while hidden, the state unchanged")
  func hideAndShow() async throws {
    let controller = try makeController()
    var events = controller.events.makeAsyncIterator()
    try await controller.setHidden(true, animated: true)
    await clock.advance(by: .seconds(2))
    var snapshot = await controller.snapshot
    #expect(snapshot.isHidden)
    #expect(snapshot.height == -10)
    #expect(snapshot.layout.contentInsets.bottom == 0)
    #expect(snapshot.state == .collapsed)
    try await controller.setHidden(false, animated: false)
    snapshot = await controller.snapshot
    #expect(!snapshot.isHidden)
    #expect(snapshot.height == 122)
    let received = try await take(7, from: &events)
    #expect(received.first == .hidden)
    #expect(received[2] == .settled(height: -10))
    #expect(received[3] == .announcement("Sheet hidden"))
    #expect(received[4] == .shown)
    #expect(received[5] == .settled(height: 122))
    #expect(received[6] == .announcement("Sheet collapsed"))
  }

  @Test("A container resize during a drag keeps following the finger within the new range")
  func resizeDuringDrag() async throws {
    let controller = try makeController()
    try await controller.send(.dragBegan())
    try await controller.send(.dragChanged(translation: -300))
    try await controller.send(.setContainer(PullUpContainer(width: 844, height: 390, safeArea: .init(bottom: 21))))
    let snapshot = await controller.snapshot
    #expect(snapshot.phase == .tracking)
    #expect(snapshot.detents == [109, 189, 378])
    #expect(snapshot.height > 378 && snapshot.height < 378 + 390)
    try await controller.send(.dragEnded(velocity: 0))
    await clock.advance(by: .seconds(2))
    #expect(await controller.snapshot.height == 378)
  }

  @Test("A container resize during a settle retargets without a jump")
  func resizeDuringSettle() async throws {
    let controller = try makeController()
    var events = controller.events.makeAsyncIterator()
    try await controller.setState(.expanded, animated: true)
    await clock.advance(by: .milliseconds(150))
    let before = await controller.snapshot.height
    try await controller.send(.setContainer(PullUpContainer(width: 844, height: 390, safeArea: .init(bottom: 21))))
    #expect(abs(await controller.snapshot.height - before) < 1e-9)
    await clock.advance(by: .seconds(2))
    #expect(await controller.snapshot.height == 378)
    #expect(await controller.snapshot.state == .expanded)
    let received = try await take(3, from: &events)
    guard case .settleStarted(let retarget) = received[1] else {
      Issue.record("expected a retargeted settle, got \(received)")
      return
    }
    #expect(retarget.cause == .containerChange)
    #expect(retarget.target == 378)
  }

  @Test("External frames: the controller never sleeps; advanceFrame moves the sheet")
  func externalFrames() async throws {
    let controller = try PullUpController(container: phone, clock: clock, frameSource: .external)
    try await controller.setState(.expanded, animated: true)
    #expect(clock.sleeperCount == 0)
    for _ in 0..<120 {
      await clock.advance(by: .nanoseconds(16_666_667))
      await controller.advanceFrame()
    }
    #expect(await controller.snapshot.state == .expanded)
  }

  @Test("Bad input is refused with a typed error and changes nothing")
  func badInput() async throws {
    let controller = try makeController()
    let before = await controller.snapshot
    await #expect(throws: PullUpError.self) { try await controller.send(.dragChanged(translation: 5)) }
    await #expect(throws: PullUpError.unreachableState(.intermediate)) {
      try await controller.setState(.intermediate, animated: true)
    }
    await #expect(throws: PullUpError.self) { try await controller.setHeight(.nan, animated: true) }
    await #expect(throws: PullUpError.self) {
      try await controller.send(.setContainer(PullUpContainer(width: 0, height: -1)))
    }
    #expect(await controller.snapshot == before)
    #expect(throws: PullUpError.self) {
      try PullUpController(container: phone, clock: clock, frameSource: .clock(framesPerSecond: .nan))
    }
  }

  @Test("Locking blocks gestures, not code")
  func lock() async throws {
    let controller = try makeController()
    try await controller.setLocked(true)
    await #expect(throws: PullUpError.locked) { try await controller.send(.dragBegan()) }
    try await controller.setState(.expanded, animated: false)
    #expect(await controller.snapshot.state == .expanded)
    try await controller.toggleState(animated: false)
    #expect(await controller.snapshot.state == .collapsed)
  }
}
