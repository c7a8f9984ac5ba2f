/// A clock that moves only when it is moved (by a test, or by the scenario player), so that a sheet's frames are
/// deterministic.
///
/// Pass it to a `PullUpController` and drive time with ``advance(by:)``:
///
/// ```swift
/// let clock = PullUpTestClock()
/// let controller = try PullUpController(container: container, clock: clock)
/// try await controller.setState(.expanded, animated: true)
/// await clock.advance(by: .seconds(1))   // every frame of the settle runs, in order
/// #expect(await controller.snapshot.state == .expanded)
/// #expect(clock.sleeperCount == 0)        // at rest, nothing waits for time
/// ```
///
/// ``advance(by:)`` wakes the sleepers whose deadlines pass, earliest first, setting ``now`` to each
/// deadline in turn. After waking one it waits until that task sleeps on the clock again (or tries to and
/// finds itself cancelled), so that the frame the task runs between two sleeps has happened when
/// `advance` moves on. It also waits for the frame task of a `PullUpController` running on the clock, which
/// the controller announces before it starts, to start sleeping. A task that never sleeps again is given up on after five
/// seconds of real time.
///
/// To step through a settle frame by frame and look at each frame, use a `PullUpTestHarness` (`PullUpTesting`): its
/// `advance(by:)` runs one frame at a time and waits until each is delivered.
public final class PullUpTestClock: Clock, PullUpSleepAnnouncing, Sendable {
  /// An instant: the time since the clock was created.
  public struct Instant: InstantProtocol, Sendable {
    /// The time since the clock was created.
    public var offset: Duration

    public func advanced(by duration: Duration) -> Instant { Instant(offset: offset + duration) }
    public func duration(to other: Instant) -> Duration { other.offset - offset }
    public static func < (lhs: Instant, rhs: Instant) -> Bool { lhs.offset < rhs.offset }
  }

  private struct Sleeper {
    let identifier: UInt64
    let deadline: Instant
    let continuation: CheckedContinuation<Void, any Error>
  }

  private struct State {
    var now = Instant(offset: .zero)
    var sleepers: [Sleeper] = []
    var nextIdentifier: UInt64 = 0
    /// How many tasks were woken or announced and have not yet called `sleep` (again).
    var awaitedReturns = 0
    /// `advance` waiting for `awaitedReturns` to reach zero, with a number to tell its wait apart.
    var returnWaiter: (number: UInt64, continuation: CheckedContinuation<Void, Never>)?
    var nextWaitNumber: UInt64 = 0
    /// The real-time guard of the current wait, cancelled when the wait ends normally.
    var returnGuard: Task<Void, Never>?

    /// Counts one awaited task as back; returns the waiter to resume if that was the last one.
    mutating func taskReturned() -> CheckedContinuation<Void, Never>? {
      awaitedReturns = Swift.max(0, awaitedReturns - 1)
      guard awaitedReturns == 0, let waiter = returnWaiter else { return nil }
      returnWaiter = nil
      returnGuard?.cancel()
      returnGuard = nil
      return waiter.continuation
    }
  }

  private let state = PullUpLock(State())

  /// Creates a clock at time zero.
  public init() {}

  /// The current instant.
  public var now: Instant { state.withLock { $0.now } }

  /// The smallest step the clock distinguishes.
  public var minimumResolution: Duration { .zero }

  /// How many tasks sleep on the clock now, or were announced and will. A sheet at rest has none.
  public var sleeperCount: Int { state.withLock { $0.sleepers.count + $0.awaitedReturns } }

  /// Counts a task that will sleep soon, so that ``advance(by:)`` waits for it.
  package func sleeperWillStart() {
    state.withLock { $0.awaitedReturns += 1 }
  }

  /// Sleeps until the clock reaches `deadline`, or throws `CancellationError` when the task is cancelled.
  public func sleep(until deadline: Instant, tolerance: Duration? = nil) async throws {
    let identifier = state.withLock { state in
      state.nextIdentifier += 1
      return state.nextIdentifier
    }
    do {
      try Task.checkCancellation()
    } catch {
      state.withLock { $0.taskReturned() }?.resume()
      throw error
    }
    try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
        // The task counts as returned only once its sleeper is registered (in the same critical section),
        // so that `advance(by:)` cannot look for it in between and miss its deadline.
        let (resumeNow, waiter) = state.withLock { state in
          let waiter = state.taskReturned()
          if deadline <= state.now { return (true, waiter) }
          state.sleepers.append(Sleeper(identifier: identifier, deadline: deadline, continuation: continuation))
          return (false, waiter)
        }
        waiter?.resume()
        if resumeNow { continuation.resume() }
      }
    } onCancel: {
      let cancelled = state.withLock { state -> Sleeper? in
        guard let index = state.sleepers.firstIndex(where: { $0.identifier == identifier }) else { return nil }
        return state.sleepers.remove(at: index)
      }
      cancelled?.continuation.resume(throwing: CancellationError())
    }
  }

  /// Moves time forward by `duration`, waking every sleeper whose deadline passes, earliest first.
  public func advance(by duration: Duration) async {
    await waitForReturn()
    let end = now.advanced(by: duration)
    while let sleeper = popSleeper(until: end) {
      sleeper.continuation.resume()
      await waitForReturn()
    }
    state.withLock { $0.now = Swift.max($0.now, end) }
  }

  /// The earliest deadline a task sleeps until, once every woken or announced task sleeps again; `nil` when
  /// nobody sleeps. With a controller on this clock, that is its next frame: step through a settle frame
  /// by frame with `advance(by: deadline.offset - now.offset)`, without knowing how the controller
  /// schedules its frames (the harness and the scenario player do).
  package func nextDeadline() async -> Instant? {
    await waitForReturn()
    return state.withLock { state in state.sleepers.map(\.deadline).min() }
  }

  /// Advances until nobody sleeps, or until `limit` has passed.
  package func run(limit: Duration = .seconds(60)) async {
    await waitForReturn()
    let end = now.advanced(by: limit)
    while let sleeper = popSleeper(until: end) {
      sleeper.continuation.resume()
      await waitForReturn()
    }
  }

  private func popSleeper(until end: Instant) -> Sleeper? {
    state.withLock { state in
      guard let index = state.sleepers.indices.min(by: { state.sleepers[$0].deadline < state.sleepers[$1].deadline }),
        state.sleepers[index].deadline <= end
      else { return nil }
      let sleeper = state.sleepers.remove(at: index)
      state.now = Swift.max(state.now, sleeper.deadline)
      state.awaitedReturns += 1
      return sleeper
    }
  }

  /// Waits until every woken or announced task has come back to `sleep`. A task that never does (it slept
  /// once and ended) is given up on after `returnTimeout` of real time.
  private func waitForReturn() async {
    await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
      let number: UInt64? = state.withLock { state in
        guard state.awaitedReturns > 0 else { return nil }
        state.nextWaitNumber += 1
        state.returnWaiter = (state.nextWaitNumber, continuation)
        return state.nextWaitNumber
      }
      guard let number else { return continuation.resume() }
      let timeout = Task { [state] in
        guard (try? await ContinuousClock().sleep(for: Self.returnTimeout)) != nil else { return }
        let expired = state.withLock { state -> CheckedContinuation<Void, Never>? in
          guard let waiter = state.returnWaiter, waiter.number == number else { return nil }
          state.returnWaiter = nil
          state.awaitedReturns = 0
          return waiter.continuation
        }
        expired?.resume()
      }
      state.withLock { state in
        if state.returnWaiter?.number == number { state.returnGuard = timeout } else { timeout.cancel() }
      }
    }
  }

  /// How long ``advance(by:)`` waits, in real time, for a woken task to sleep again before moving on.
  static let returnTimeout = Duration.seconds(5)

}
