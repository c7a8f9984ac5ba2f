import PullUp
import PullUpTesting
import Testing

@Suite("Subscribing, buffering and reading the latest values", .timeLimit(.minutes(1 * TestSlowness.factor)))
struct SubscriptionTests {
  let clock = PullUpTestClock()

  @Test("A stream subscribes when obtained: a loop started later misses nothing published since")
  func subscribesWhenObtained() async throws {
    let controller = try PullUpController(container: phone, clock: clock)
    let states = controller.states
    let events = controller.events
    try await controller.setState(.expanded, animated: false)
    try await controller.setLocked(true)
    let loop = Task {
      var read: [PullUpState] = []
      for await state in states {
        read.append(state)
        if state == .expanded { break }
      }
      return read
    }
    #expect(await loop.value == [.collapsed, .expanded])
    var eventIterator = events.makeAsyncIterator()
    #expect(await eventIterator.next() == .settled(height: 785))
  }

  @Test("A loop that captures only the stream ends when the controller goes away")
  func loopCapturesNoController() async throws {
    var controller: PullUpController? = try PullUpController(container: phone, clock: clock)
    let states = try #require(controller).states
    try await controller?.setState(.expanded, animated: false)
    let loop = Task {
      var count = 0
      for await _ in states { count += 1 }
      return count
    }
    controller = nil
    #expect(await loop.value == 2)
  }

  @Test("Iterating one stream value twice: the second loop subscribes when it starts, from the current value")
  func iteratingTwice() async throws {
    let controller = try PullUpController(container: phone, clock: clock)
    let states = controller.states
    try await controller.setState(.expanded, animated: false)
    var first = states.makeAsyncIterator()
    var second = states.makeAsyncIterator()
    try await controller.setState(.collapsed, animated: false)
    #expect(try await take(3, from: &first) == [.collapsed, .expanded, .collapsed])
    #expect(try await take(2, from: &second) == [.expanded, .collapsed])
    #expect(controller.subscriberCounts.states == 2)
  }

  @Test("A stalled loop keeps what its buffering says: all, the newest N, or the oldest N")
  func buffering() async throws {
    let controller = try PullUpController(container: phone, clock: clock)
    var all = controller.events.makeAsyncIterator()
    var newest = controller.events(buffering: .newest(2)).makeAsyncIterator()
    var oldest = controller.events(buffering: .oldest(2)).makeAsyncIterator()
    var atLeastOne = controller.states(buffering: .newest(0)).makeAsyncIterator()
    let locks = [true, false, true, false, true, false]
    for locked in locks { try await controller.setLocked(locked) }
    try await controller.setState(.expanded, animated: false)
    let expected = locks.map { PullUpEvent.lockChanged(isLocked: $0) }
    #expect(try await take(6, from: &all) == expected)
    #expect(try await take(2, from: &newest) == [.settled(height: 785), .announcement("Sheet expanded")])
    #expect(try await take(2, from: &oldest) == Array(expected.prefix(2)))
    #expect(try await take(1, from: &atLeastOne) == [.expanded], "a limit below 1 keeps one value")
    // Having read, a loop with a limit receives again.
    try await controller.setLocked(true)
    #expect(await newest.next() == .lockChanged(isLocked: true))
    #expect(await oldest.next() == .lockChanged(isLocked: true))
  }

  @Test("The latest published snapshot and state read synchronously, from any isolation")
  func latestValues() async throws {
    let controller = try PullUpController(container: phone, clock: clock)
    #expect(controller.latestSnapshot.state == .collapsed)
    #expect(controller.latestSnapshot == (await controller.snapshot))
    try await controller.setState(.expanded, animated: false)
    #expect(controller.latestSnapshot.state == .expanded)
    #expect(controller.latestSnapshot.height == 785)
    #expect(controller.latestSnapshot == (await controller.snapshot))
  }
}
