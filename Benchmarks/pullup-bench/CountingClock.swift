import PullUp

/// `ContinuousClock`, counting every sleep that starts and every one that ends: each is a timer the
/// controller set, and a wake-up of the thread that runs it.
struct CountingClock: Clock {
  typealias Instant = ContinuousClock.Instant
  typealias Duration = Swift.Duration

  /// The counts, shared by every copy of the clock.
  final class Counter: Sendable {
    private let counts = PullUpLock((started: 0, ended: 0))

    /// Sleeps started so far.
    var started: Int { counts.withLock { $0.started } }
    /// Sleeps that returned or threw so far: wake-ups.
    var ended: Int { counts.withLock { $0.ended } }

    func start() { counts.withLock { $0.started += 1 } }
    func end() { counts.withLock { $0.ended += 1 } }
  }

  private let base = ContinuousClock()
  let counter = Counter()

  var now: Instant { base.now }
  var minimumResolution: Duration { base.minimumResolution }

  func sleep(until deadline: Instant, tolerance: Duration?) async throws {
    counter.start()
    defer { counter.end() }
    try await base.sleep(until: deadline, tolerance: tolerance)
  }
}
