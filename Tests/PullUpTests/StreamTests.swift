import PullUp
import PullUpTesting
import Testing

@Suite("PullUpController streams", .timeLimit(.minutes(1 * TestSlowness.factor)))
struct PullUpStreamTests {
  let clock = PullUpTestClock()

  @Test("Several subscribers receive identical ordered state sequences")
  func identicalSequences() async throws {
    let controller = try PullUpController(container: phone, clock: clock)
    var iterators = (0..<4).map { _ in controller.states.makeAsyncIterator() }
    try await controller.setState(.expanded, animated: true)
    await clock.advance(by: .seconds(2))
    try await controller.setState(.collapsed, animated: false)
    var sequences: [[PullUpState]] = []
    for index in iterators.indices { sequences.append(try await take(4, from: &iterators[index])) }
    #expect(sequences.allSatisfy { $0 == [.collapsed, .dragging, .expanded, .collapsed] })
  }

  @Test("A reader that takes a settle's start finds the frame task already counted by the test clock")
  func readersFindTheFrameTaskAnnounced() async throws {
    // A reader on another task takes a value the moment it is published, in parallel with the controller.
    // Taken before the controller announced its frame task, it could advance the clock past frames nobody
    // was waiting for yet (CI saw a late sizing answer's settle left unfinished that way). Many rounds,
    // since the window is short: before the fix, most of them failed.
    for round in 0..<300 {
      let clock = PullUpTestClock()
      let controller = try PullUpController(container: phone, clock: clock)
      let events = controller.events
      let reader = Task {
        for await event in events {
          if case .settleStarted = event { return clock.sleeperCount }
        }
        return -1
      }
      try await controller.setState(.expanded, animated: true)
      let sleepers = await reader.value
      #expect(sleepers == 1, "round \(round)")
      await clock.advance(by: .seconds(2))
      #expect(await controller.snapshot.state == .expanded, "round \(round)")
    }
  }

  @Test("A cancelled subscriber is removed at once; so is a dropped iterator")
  func cancellation() async throws {
    let controller = try PullUpController(container: phone, clock: clock)
    let states = controller.states
    let task = Task {
      var count = 0
      for await _ in states { count += 1 }
      return count
    }
    #expect(controller.subscriberCounts.states == 1, "obtaining the stream subscribed")
    task.cancel()
    _ = await task.value
    #expect(controller.subscriberCounts.states == 0)
    do {
      var iterator = controller.snapshots.makeAsyncIterator()
      _ = await iterator.next()
      #expect(controller.subscriberCounts.snapshots == 1)
    }
    #expect(controller.subscriberCounts.snapshots == 0)
  }

  @Test("A new events loop gets only events published after it subscribed, never an old one")
  func eventsHaveNoCurrentValue() async throws {
    let controller = try PullUpController(container: phone, clock: clock)
    try await controller.setState(.expanded, animated: false)
    var events = controller.events.makeAsyncIterator()
    try await controller.setLocked(true)
    #expect(await events.next() == .lockChanged(isLocked: true))
  }

  @Test("After its task is cancelled, a loop's next value is nil, whatever is buffered")
  func cancelledWithBufferedValues() async throws {
    let controller = try PullUpController(container: phone, clock: clock)
    let states = controller.states
    // Cancelled before it reads: the current state is buffered, but the loop ends.
    let early = Task {
      withUnsafeCurrentTask { $0?.cancel() }
      var iterator = states.makeAsyncIterator()
      return await iterator.next()
    }
    #expect(await early.value == nil)
    // Cancelled after its first value, with more buffered.
    var iterator = states.makeAsyncIterator()
    try await controller.setState(.expanded, animated: false)
    try await controller.setState(.collapsed, animated: false)
    let late = Task {
      var read: [PullUpState] = []
      if let first = await iterator.next() { read.append(first) }
      withUnsafeCurrentTask { $0?.cancel() }
      while let next = await iterator.next() { read.append(next) }
      return read
    }
    #expect(await late.value == [.collapsed])
    #expect(controller.subscriberCounts.states == 0)
  }

  @Test("Finishing the controller ends every loop")
  func finish() async throws {
    let controller = try PullUpController(container: phone, clock: clock)
    let loops = (0..<3).map { _ in
      Task { [snapshots = controller.snapshots, events = controller.events] in
        var received = 0
        for await _ in snapshots { received += 1 }
        for await _ in events { received += 1 }
        return received
      }
    }
    #expect(controller.subscriberCounts.snapshots == 3 && controller.subscriberCounts.events == 3)
    await controller.finish()
    for loop in loops { _ = await loop.value }
    #expect(controller.subscriberCounts == (0, 0, 0))
  }

  @Test("A controller whose last reference goes away ends every loop")
  func lastReference() async throws {
    var controller: PullUpController? = try PullUpController(container: phone, clock: clock)
    let states = try #require(controller).states
    let loop = Task {
      var received: [PullUpState] = []
      for await state in states { received.append(state) }
      return received
    }
    controller = nil
    #expect(await loop.value == [.collapsed])
  }

  @Test("A stalled snapshot subscriber holds only the newest snapshot")
  func stalledSubscriber() async throws {
    let controller = try PullUpController(container: phone, clock: clock)
    var stalled = controller.snapshots.makeAsyncIterator()
    try await controller.setState(.expanded, animated: true)
    await clock.advance(by: .seconds(2))
    try await controller.setHeight(500, animated: false)
    let only = try #require(await stalled.next())
    #expect(only.height == 500)
    #expect(only == (await controller.snapshot))
  }

  @Test("Hammered from 8 tasks: no lost or duplicated transition, invariants hold", arguments: [1, 2, 3])
  func hammer(seed: UInt64) async throws {
    let controller = try PullUpController(container: phone, clock: clock)
    var states = controller.states.makeAsyncIterator()
    await withTaskGroup(of: Void.self) { group in
      for worker in 0..<8 {
        group.addTask {
          var generator = SeededGenerator(seed: seed * 100 + UInt64(worker))
          for _ in 0..<300 {
            switch Int.random(in: 0..<9, using: &generator) {
            case 0: try? await controller.send(.dragBegan())
            case 1:
              try? await controller.send(.dragChanged(translation: Double.random(in: -500...500, using: &generator)))
            case 2: try? await controller.send(.dragEnded(velocity: Double.random(in: -3000...3000, using: &generator)))
            case 3:
              try? await controller.setState(Bool.random(using: &generator) ? .expanded : .collapsed, animated: true)
            case 4:
              try? await controller.setHidden(Bool.random(using: &generator), animated: Bool.random(using: &generator))
            case 5: try? await controller.send(.moveToDetent(Int.random(in: 0..<3, using: &generator), animated: true))
            case 6: try? await controller.toggleState(animated: false)
            case 7: await controller.advanceFrame()
            default: try? await controller.setHeight(Double.random(in: 0...900, using: &generator), animated: false)
            }
            #expect(await controller.invariantViolations().isEmpty, "seed \(seed), worker \(worker)")
          }
        }
      }
    }
    await controller.finish()
    var received: [PullUpState] = []
    while let state = await states.next() { received.append(state) }
    #expect(zip(received, received.dropFirst()).allSatisfy { $0 != $1 }, "seed \(seed): a repeated state")
    #expect(received.last == (await controller.snapshot.state), "seed \(seed): the last transition was lost")
  }
}
