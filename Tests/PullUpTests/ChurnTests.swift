import PullUp
import PullUpTesting
import Testing

@Suite("Subscriber churn and lifetime", .timeLimit(.minutes(2 * TestSlowness.factor)))
struct ChurnTests {
  @Test("100,000 subscribe-and-cancel cycles on a live controller leave no subscriber registered")
  func churn() async throws {
    let clock = PullUpTestClock()
    let controller = try PullUpController(container: phone, clock: clock)
    try await controller.setState(.expanded, animated: true)
    for cycle in 0..<100_000 {
      switch cycle % 100 {
      case 0:
        // Cancelled while waiting for a value.
        let task = Task {
          var iterator = controller.events.makeAsyncIterator()
          return await iterator.next()
        }
        task.cancel()
        _ = await task.value
      case 1:
        await clock.advance(by: .milliseconds(16))
      default:
        // Reads the current value, then stops iterating.
        var iterator = controller.snapshots.makeAsyncIterator()
        _ = await iterator.next()
        var states = controller.states.makeAsyncIterator()
        _ = await states.next()
      }
    }
    #expect(controller.subscriberCounts == (0, 0, 0))
  }

  @Test("A controller whose last reference goes away is freed, even mid-settle, and its loops end")
  func freed() async throws {
    let clock = PullUpTestClock()
    var controller: PullUpController? = try PullUpController(container: phone, clock: clock)
    weak let weakController = controller
    let snapshots = try #require(controller).snapshots
    let loop = Task {
      var count = 0
      for await _ in snapshots { count += 1 }
      return count
    }
    try await controller?.setState(.expanded, animated: true)
    await clock.advance(by: .milliseconds(50))
    controller = nil
    await clock.advance(by: .milliseconds(50))
    _ = await loop.value
    #expect(weakController == nil)
    #expect(snapshots.subscriberCount == 0)
  }
}
