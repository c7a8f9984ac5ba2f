import PullUp
import PullUpTesting
import Synchronization
import Testing

// The promises of issue 13, "The contract users program against", checked as a client checks them: through
// the public API only (`import PullUp`, no `@testable`), on the test clock, with no sleeps, yields or
// polling. Each test waits on values: a harness step, a task's value, an iterator's `next()`, or a
// `ContractLog` that resumes its waiter once a count is reached. This file has the streams (items 1, 3, 6
// and 7) and the helpers; ContractTests+Delegates.swift has the delegates (4, 5, 9);
// ContractTests+FrontEnd.swift has renderers, errors, SwiftUI, the main actor, the harness and the signs
// (2, 8, 10 to 14).

/// A container without safe areas.
let contractContainer = PullUpContainer(width: 390, height: 844)
/// A phone with safe areas, in portrait and in landscape.
let contractPortrait = PullUpContainer(width: 390, height: 844, safeArea: PullUpInsets(top: 47, bottom: 34))
let contractLandscape = PullUpContainer(width: 844, height: 390, safeArea: PullUpInsets(top: 0, bottom: 21))

@Suite("The contract: streams (issue 13)", .timeLimit(.minutes(1)))
struct StreamContractTests {
  // MARK: Item 1

  @Test("A new events loop gets only events published after it subscribed")
  func eventsHaveNoCurrentValue() async throws {
    let harness = try PullUpTestHarness(container: contractContainer)
    let controller = harness.controller
    try await harness.send(.setState(.expanded, animated: false))  // announces "Sheet expanded"
    var events = controller.events.makeAsyncIterator()
    let recorded = harness.record(controller.events)
    try await harness.send(.setLocked(true))
    #expect(await events.next() == .lockChanged(isLocked: true))
    #expect(recorded.values == [.lockChanged(isLocked: true)])
  }

  @Test("A new states or snapshots loop starts with the current value")
  func statesAndSnapshotsStartWithTheCurrentValue() async throws {
    let harness = try PullUpTestHarness(container: contractContainer)
    let controller = harness.controller
    try await harness.send(.setState(.expanded, animated: false))
    var states = controller.states.makeAsyncIterator()
    var snapshots = controller.snapshots.makeAsyncIterator()
    #expect(await states.next() == .expanded)
    #expect(await snapshots.next() == controller.latestSnapshot)
  }

  // MARK: Item 3

  @Test("A loop whose task is cancelled ends at its next next(), whatever is buffered")
  func cancelledLoopEndsWithValuesBuffered() async throws {
    let harness = try PullUpTestHarness(container: contractContainer)
    let controller = harness.controller
    let snapshots = controller.snapshots(buffering: .all)
    try await harness.send(.setState(.expanded, animated: true))
    try await harness.settle()  // every frame of the settle is now buffered for `snapshots`
    let reading = ContractLog<Double>()
    let cancelled = ContractLatch()
    let loop = Task {
      var read = 0
      for await snapshot in snapshots {
        read += 1
        reading.append(snapshot.height)
        if read == 2 { await cancelled.wait() }  // held at its 2nd value until the test cancels it
      }
      return read
    }
    await reading.wait(for: 2)
    loop.cancel()
    cancelled.open()
    #expect(await loop.value == 2)
    // That the cancelled loop is also removed at once is checked where subscribers can be counted:
    // PullUpTests, "After its task is cancelled, a loop's next value is nil, whatever is buffered".
  }

  @Test("A loop whose task is cancelled before it starts gets nil, not the current state")
  @MainActor
  func loopCancelledBeforeItStarts() async throws {
    let harness = try PullUpTestHarness(container: contractContainer)
    let states = harness.controller.states  // the current state is buffered for it
    // The task runs on the main actor, which this test holds until its first `await`: it cannot have
    // started when it is cancelled.
    let loop = Task {
      var read: [PullUpState] = []
      for await state in states { read.append(state) }
      return read
    }
    loop.cancel()
    #expect(await loop.value == [])
    var iterator = states.makeAsyncIterator()  // a new subscriber, in a task that is not cancelled
    #expect(await iterator.next() == .collapsed)
  }

  // MARK: Item 6

  @Test("A stream subscribes when it is obtained: a loop started after the inputs sees everything")
  func streamSubscribesWhenObtained() async throws {
    let harness = try PullUpTestHarness(container: contractContainer)
    let controller = harness.controller
    let states = controller.states
    let events = controller.events
    let recordedStates = harness.record(controller.states)
    let recordedEvents = harness.record(controller.events)
    try await harness.send(.setState(.expanded, animated: true))
    try await harness.settle()
    try await harness.send(.setLocked(true))
    let expectedStates = recordedStates.values
    let expectedEvents = recordedEvents.values
    #expect(expectedStates == [.collapsed, .dragging, .expanded])
    // The loops start only now, long after the inputs, and capture the streams, not the controller.
    let stateLoop = Task {
      var seen: [PullUpState] = []
      for await state in states {
        seen.append(state)
        if seen.count == expectedStates.count { break }
      }
      return seen
    }
    let eventLoop = Task {
      var seen: [PullUpEvent] = []
      for await event in events {
        seen.append(event)
        if event == .lockChanged(isLocked: true) { break }
      }
      return seen
    }
    #expect(await stateLoop.value == expectedStates)
    #expect(await eventLoop.value == expectedEvents)
  }

  @Test("A loop that captures only the stream ends when the controller goes away")
  func loopEndsWithTheController() async throws {
    let clock = PullUpTestClock()
    var controller: PullUpController? = try PullUpController(container: contractContainer, clock: clock)
    let states = try #require(controller).states
    let events = try #require(controller).events
    try await controller?.setState(.expanded, animated: false)
    let stateLoop = Task {
      var seen: [PullUpState] = []
      for await state in states { seen.append(state) }
      return seen
    }
    let eventLoop = Task {
      var count = 0
      for await _ in events { count += 1 }
      return count
    }
    controller = nil
    #expect(await stateLoop.value == [.collapsed, .expanded], "what was published, then the end")
    #expect(await eventLoop.value == 2, "settled, announcement, then the end")
  }

  @Test("Iterating one stream value twice: the second loop is a new subscriber from when it starts")
  func iteratingAStreamValueTwice() async throws {
    let harness = try PullUpTestHarness(container: contractContainer)
    let controller = harness.controller
    let states = controller.states
    try await harness.send(.setState(.expanded, animated: false))
    var first = states.makeAsyncIterator()  // the subscription made when `states` was obtained
    var second = states.makeAsyncIterator()  // subscribes now, from the current state
    try await harness.send(.setState(.collapsed, animated: false))
    #expect(await first.next(count: 3) == [.collapsed, .expanded, .collapsed])
    #expect(await second.next(count: 2) == [.expanded, .collapsed])
    // Neither loop holds more: the next value each reads is the next one published.
    try await harness.send(.setLocked(true))
    try await harness.send(.setState(.expanded, animated: false))
    #expect(await first.next() == .expanded)
    #expect(await second.next() == .expanded)
  }

  // MARK: Item 7

  @Test("A stalled loop keeps what its buffering says: .all every value, .newest(n) the last, .oldest(n) the first")
  func bufferingPolicies() async throws {
    let harness = try PullUpTestHarness(container: contractContainer)
    let controller = harness.controller
    var all = controller.events.makeAsyncIterator()
    var allByName = controller.events(buffering: .all).makeAsyncIterator()
    var newest = controller.events(buffering: .newest(2)).makeAsyncIterator()
    var oldest = controller.events(buffering: .oldest(2)).makeAsyncIterator()
    let locks = [true, false, true, false, true, false]
    for locked in locks { try await harness.send(.setLocked(locked)) }
    let published = locks.map { PullUpEvent.lockChanged(isLocked: $0) }
    #expect(await all.next(count: 6) == published)
    #expect(await allByName.next(count: 6) == published)
    #expect(await newest.next(count: 2) == Array(published.suffix(2)))
    #expect(await oldest.next(count: 2) == Array(published.prefix(2)))
    // Nothing else was kept: the next value each loop reads is the next one published.
    try await harness.send(.setLocked(true))
    #expect(await all.next() == .lockChanged(isLocked: true))
    #expect(await allByName.next() == .lockChanged(isLocked: true))
    #expect(await newest.next() == .lockChanged(isLocked: true))
    #expect(await oldest.next() == .lockChanged(isLocked: true))
  }

  @Test("States keep every transition; snapshots keep the newest unless a subscription asks for .all")
  func bufferingOfStatesAndSnapshots() async throws {
    let harness = try PullUpTestHarness(container: contractContainer)
    let controller = harness.controller
    var states = controller.states.makeAsyncIterator()
    var newestState = controller.states(buffering: .newest(1)).makeAsyncIterator()
    var latest = controller.snapshots.makeAsyncIterator()
    var everyFrame = controller.snapshots(buffering: .all).makeAsyncIterator()
    let frames = harness.record(controller.snapshots(buffering: .all))
    try await harness.send(.setState(.expanded, animated: true))
    try await harness.settle()
    #expect(frames.values.count > 10, "a settle of many frames")
    #expect(await states.next(count: 3) == [.collapsed, .dragging, .expanded])
    #expect(await newestState.next() == .expanded)
    #expect(await everyFrame.next(count: frames.values.count) == frames.values)
    #expect(await latest.next() == frames.values.last)
    try await harness.send(.setHeight(500, animated: false))
    #expect(await latest.next()?.height == 500, "the newest snapshot was the only one kept")
    #expect(await everyFrame.next()?.height == 500)
  }
}

// MARK: - Helpers

extension PullUpStream.Iterator {
  /// The next `count` values, waiting for each (fewer if the stream ends).
  mutating func next(count: Int) async -> [Element] {
    var values: [Element] = []
    while values.count < count, let value = await next() { values.append(value) }
    return values
  }
}

/// Values written down by delegates and renderers, with a wait for a number of them: the waiter is
/// resumed by the append that reaches the count, so nothing polls.
final class ContractLog<Value: Sendable>: Sendable {
  private struct State {
    var values: [Value] = []
    var waiters: [(count: Int, continuation: CheckedContinuation<Void, Never>)] = []
  }

  private let state = Mutex(State())

  /// Everything appended so far, in order.
  var values: [Value] { state.withLock { $0.values } }

  func append(_ value: Value) {
    let ready = state.withLock { state in
      state.values.append(value)
      let count = state.values.count
      let ready = state.waiters.filter { $0.count <= count }.map(\.continuation)
      state.waiters.removeAll { $0.count <= count }
      return ready
    }
    for continuation in ready { continuation.resume() }
  }

  /// Returns once at least `count` values were appended.
  func wait(for count: Int) async {
    await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
      let reached = state.withLock { state in
        guard state.values.count < count else { return true }
        state.waiters.append((count, continuation))
        return false
      }
      if reached { continuation.resume() }
    }
  }
}

/// A door that tasks wait at until the test opens it; once open, it stays open.
final class ContractLatch: Sendable {
  private let state = Mutex<(isOpen: Bool, waiters: [CheckedContinuation<Void, Never>])>((false, []))

  func wait() async {
    await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
      let isOpen = state.withLock { state in
        if !state.isOpen { state.waiters.append(continuation) }
        return state.isOpen
      }
      if isOpen { continuation.resume() }
    }
  }

  func open() {
    let waiters = state.withLock { state in
      state.isOpen = true
      defer { state.waiters = [] }
      return state.waiters
    }
    for waiter in waiters { waiter.resume() }
  }
}
