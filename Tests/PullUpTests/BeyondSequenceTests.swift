import Foundation
import PullUp
import PullUpTesting
import Testing

/// Scroll hand-off, keyboard, accessibility and restoration through the controller, under the test clock:
/// the exact sequences of snapshots and events.
@Suite("PullUpController beyond the anchors", .timeLimit(.minutes(1 * TestSlowness.factor)))
struct BeyondSequenceTests {
  let clock = PullUpTestClock()

  func makeController(_ configuration: PullUpConfiguration = .default) throws -> PullUpController {
    try PullUpController(configuration: configuration, container: phone, clock: clock)
  }

  @Test("A drag on the list: the sheet grows to the top, the list scrolls, then both give it back in one drag")
  func handOff() async throws {
    let controller = try makeController()
    var events = controller.events.makeAsyncIterator()
    try await controller.send(.moveToDetent(1, animated: false))
    #expect(try await take(2, from: &events) == [.settled(height: 392.5), .announcement("Sheet at detent 2 of 3")])
    try await controller.send(.scrollOffsetChanged(0, maximum: 500))
    try await controller.send(.dragBegan(inScrollableContent: true))
    var path: [(height: Double, offset: Double, scrolls: Bool)] = []
    for translation in [-200.0, -392.5, -500, -300, -100] {
      await clock.advance(by: .milliseconds(20))
      try await controller.send(.dragChanged(translation: translation))
      let snapshot = await controller.snapshot
      path.append((snapshot.height, snapshot.contentOffset, snapshot.isContentScrollEnabled))
    }
    #expect(path.map(\.height) == [592.5, 785, 785, 692.5, 492.5])
    #expect(path.map(\.offset) == [0, 0, 107.5, 0, 0])
    #expect(path.map(\.scrolls) == [false, true, true, false, false])
    try await controller.send(.dragEnded(velocity: 0))
    await clock.advance(by: .seconds(2))
    #expect(await controller.snapshot.height == 392.5)
    #expect(clock.sleeperCount == 0)
    let received = try await take(4, from: &events)
    #expect(received[0] == .dragBegan(height: 392.5))
    #expect(received[1] == .dragEnded(height: 492.5, heightVelocity: 0))
    #expect(received[3] == .settled(height: 392.5))
  }

  @Test(
    "The keyboard comes and goes: the sheet moves with it, by the policy, and comes back",
    arguments: [
      (PullUpKeyboardPolicy.liftAboveKeyboard, 424.0), (.expandToLargest, 785), (.temporaryDetent, 424),
    ])
  func keyboard(policy: PullUpKeyboardPolicy, whileUp: Double) async throws {
    let controller = try makeController(.default.with { $0.movement.keyboardPolicy = policy })
    var events = controller.events.makeAsyncIterator()
    try await controller.send(.keyboardChanged(height: 336))
    #expect(await controller.snapshot.keyboardHeight == 336)
    await clock.advance(by: .seconds(2))
    var snapshot = await controller.snapshot
    #expect(snapshot.height == whileUp)
    #expect(snapshot.layout.keyboardFrame.height == 336)
    #expect(snapshot.layout.contentInsets.bottom >= 302)
    try await controller.send(.keyboardChanged(height: 0))
    await clock.advance(by: .seconds(2))
    snapshot = await controller.snapshot
    #expect(snapshot.height == 122)
    #expect(snapshot.keyboardHeight == 0)
    #expect(clock.sleeperCount == 0)
    var settles: [PullUpSettle] = []
    for event in try await take(4, from: &events) {
      if case .settleStarted(let settle) = event { settles.append(settle) }
    }
    #expect(settles.map(\.cause) == [.keyboard, .keyboard])
    #expect(settles.map(\.target) == [whileUp, 122])
  }

  @Test("Reduced motion: a hidden sheet still appears, gliding without a bounce, and hides again")
  func reducedMotion() async throws {
    let controller = try makeController(.default.with { $0.shape.startsHidden = true })
    try await controller.send(.setReducesMotion(true))
    #expect(await controller.configuration.movement.reducesMotion)
    var snapshots = controller.snapshots.makeAsyncIterator()
    var events = controller.events.makeAsyncIterator()
    _ = try await take(1, from: &snapshots)

    try await controller.setHidden(false, animated: true)
    var heights: [Double] = []
    for _ in 0..<60 where clock.sleeperCount > 0 {
      await clock.advance(by: .nanoseconds(16_666_667))
      heights.append(try #require(await snapshots.next()).height)
    }
    #expect(heights.last == 122)
    #expect(zip(heights, heights.dropFirst()).allSatisfy { $0 <= $1 }, "no bounce")
    #expect(heights.count <= 40, "a short transition")
    try await controller.setHidden(true, animated: true)
    await clock.advance(by: .seconds(1))
    #expect(await controller.snapshot.height == -10)
    let received = try await take(8, from: &events)
    #expect(received[0] == .shown)
    #expect(received[2] == .settled(height: 122))
    #expect(received[3] == .announcement("Sheet collapsed"))
    #expect(received[4] == .hidden)
    #expect(received[6] == .settled(height: -10))
    #expect(received[7] == .announcement("Sheet hidden"))
  }

  @Test("An accessibility action moves the sheet and the events announce where it rests")
  func accessibility() async throws {
    let controller = try makeController()
    #expect(await controller.snapshot.accessibility.actions == [.expand, .nextDetent])
    var events = controller.events.makeAsyncIterator()
    try await controller.send(.accessibilityActionPerformed(.expand))
    await clock.advance(by: .seconds(2))
    let received = try await take(3, from: &events)
    guard case .settleStarted(let settle) = received[0] else {
      Issue.record("expected a settle, got \(received)")
      return
    }
    #expect(settle.cause == .accessibility)
    #expect(received[1] == .settled(height: 785))
    #expect(received[2] == .announcement("Sheet expanded"))
    let accessibility = await controller.snapshot.accessibility
    #expect(accessibility.actions == [.collapse, .previousDetent])
    #expect(accessibility.value == "Detent 3 of 3")
    await #expect(throws: PullUpError.unavailableAction(.expand)) {
      try await controller.send(.accessibilityActionPerformed(.expand))
    }
  }

  @Test("Saved in portrait, restored in landscape after a relaunch: the same detent")
  func restoreAfterResize() async throws {
    let portrait = try makeController()
    try await portrait.send(.moveToDetent(1, animated: false))
    try await portrait.setLocked(true)
    let data = try JSONEncoder().encode(await portrait.restorationState)

    let landscape = try PullUpController(
      container: PullUpContainer(width: 844, height: 390, safeArea: .init(bottom: 21)), clock: clock)
    var events = landscape.events.makeAsyncIterator()
    try await landscape.send(.restore(JSONDecoder().decode(PullUpRestorationState.self, from: data)))
    let snapshot = await landscape.snapshot
    #expect(snapshot.height == 189)
    #expect(snapshot.detentIndex == 1)
    #expect(snapshot.isLocked)
    #expect(snapshot.state == .intermediate)
    #expect(
      try await take(3, from: &events) == [
        .lockChanged(isLocked: true), .settled(height: 189), .announcement("Sheet at detent 2 of 3"),
      ])
    await #expect(throws: PullUpError.self) {
      try await landscape.send(.restore(PullUpRestorationState(detentIndex: 0, detentCount: 0, height: 0)))
    }
  }
}

extension PullUpConfiguration {
  /// This configuration with a change applied.
  func with(_ change: (inout PullUpConfiguration) -> Void) -> PullUpConfiguration {
    var configuration = self
    change(&configuration)
    return configuration
  }
}
