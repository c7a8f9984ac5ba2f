import PullUp
import PullUpTesting
import Testing

/// What a front end sees through the controller: its pan recognizer's numbers go in as screen coordinates
/// and come back as height velocities, and a refusal is an error it can match.
@Suite("The controller's signs and errors", .timeLimit(.minutes(1 * TestSlowness.factor)))
struct ControllerSignAndErrorTests {
  let clock = PullUpTestClock()

  @Test("dragEnded(velocity: -1200) comes back as an event whose heightVelocity is 1200")
  func release() async throws {
    let controller = try PullUpController(container: phone, clock: clock)
    let events = controller.events
    var iterator = events.makeAsyncIterator()
    try await controller.send(.dragBegan())
    await clock.advance(by: .milliseconds(100))
    try await controller.send(.dragChanged(translation: -100))
    try await controller.send(.dragEnded(velocity: -1200))
    let received = try await take(2, from: &iterator)
    #expect(received == [.dragBegan(height: 122), .dragEnded(height: 222, heightVelocity: 1200)])
    #expect(await controller.snapshot.heightVelocity > 0, "the sheet leaves upwards")
    await controller.finish()
  }

  @Test("A refused input is an error a test matches by its case and its typed name, NaN included")
  func matching() async throws {
    let controller = try PullUpController(container: phone, clock: clock)
    await #expect(throws: PullUpError.unexpectedInput(.dragEnded, phase: .resting)) {
      try await controller.send(.dragEnded(velocity: -1200))
    }
    try await controller.send(.dragBegan())
    await #expect(throws: PullUpError.invalidInput(.dragTranslation, value: .nan, rule: .mustBeFinite)) {
      try await controller.send(.dragChanged(translation: .nan))
    }
    await #expect(throws: PullUpError.invalidInput(.releaseVelocity, value: .nan, rule: .mustBeFinite)) {
      try await controller.send(.dragEnded(velocity: .nan))
    }
    #expect(await controller.snapshot.phase == .tracking, "a refused input changes nothing")
    await controller.finish()
  }
}
