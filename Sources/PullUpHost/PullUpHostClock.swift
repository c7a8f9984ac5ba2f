import PullUp

/// A front end's clock for its controller: a monotonic source in seconds (GLib's `g_get_monotonic_time`, Core
/// Animation's `CACurrentMediaTime`, `ProcessInfo.systemUptime`), except inside ``frame(at:_:)``, where it reads
/// the toolkit's frame time, so that a settle moves to the time of the frame it is drawn in rather than to when
/// the frame's callback happened to run. It never goes backwards: a reading earlier than one already given,
/// or not finite, reads as the latest.
///
/// Only the controller's timestamps and frames read it; a release's velocity comes from the events' own
/// times, which the toolkit stamps on its own clock.
package final class PullUpHostClock: Clock, Sendable {
  package struct Instant: InstantProtocol {
    /// Since the source's origin.
    package var offset: Duration

    package init(offset: Duration) { self.offset = offset }

    package func advanced(by duration: Duration) -> Instant { Instant(offset: offset + duration) }
    package func duration(to other: Instant) -> Duration { other.offset - offset }
    package static func < (lhs: Instant, rhs: Instant) -> Bool { lhs.offset < rhs.offset }
  }

  private struct State {
    /// The frame time while a frame runs, `nil` between frames.
    var frameTime: Double?
    /// The latest time given.
    var latest: Double?
    /// The first time given: a controller's origin, when it is the clock's first reader.
    var first: Double?
  }

  private let seconds: @Sendable () -> Double
  private let state = PullUpLock(State())

  /// A clock reading `seconds`, a monotonic source.
  package init(seconds: @escaping @Sendable () -> Double) {
    self.seconds = seconds
  }

  /// The time now in seconds on the source's scale, never less than a time given before.
  package var nowInSeconds: Double {
    state.withLock { state in
      let reading = state.frameTime ?? seconds()
      let latest = reading.isFinite ? max(state.latest ?? reading, reading) : state.latest ?? 0
      state.latest = latest
      if state.first == nil { state.first = latest }
      return latest
    }
  }

  package var now: Instant { Instant(offset: Self.duration(seconds: nowInSeconds)) }

  /// The seconds from the first reading to now: a controller's time, when the controller read the clock first
  /// (it reads it at its creation, and counts from there).
  package var secondsSinceFirstReading: Double {
    let now = nowInSeconds
    return now - (state.withLock { $0.first } ?? now)
  }

  package var minimumResolution: Duration { .microseconds(1) }

  package func sleep(until deadline: Instant, tolerance: Duration?) async throws {
    // Not used by a controller whose frames are the toolkit's; kept correct for any other use.
    try await ContinuousClock().sleep(for: now.duration(to: deadline), tolerance: tolerance)
  }

  /// Runs `body` with the clock reading `seconds`, a frame's time on the source's scale.
  package func frame<Result>(at seconds: Double, _ body: () throws -> Result) rethrows -> Result {
    state.withLock { $0.frameTime = seconds }
    defer { state.withLock { $0.frameTime = nil } }
    return try body()
  }

  private static func duration(seconds: Double) -> Duration {
    .microseconds(Int64((min(max(seconds, -1e12), 1e12) * 1e6).rounded()))
  }
}
