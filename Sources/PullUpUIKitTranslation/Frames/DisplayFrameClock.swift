/// The controller's clock in a UIKit view controller: an injected monotonic clock in seconds
/// (`CACurrentMediaTime`, the time base of `UITouch.timestamp` and of the display link), except inside
/// ``frame(at:_:)``, where it reads the display link's `targetTimestamp`, so that a settle moves to the time
/// of the frame it will be shown in rather than to when the callback happened to run. It never goes
/// backwards: a reading earlier than a time already read reads as that time; a reading that is not finite
/// is ignored (it reads as the latest time).
///
/// The same rule as PullUpGTK's `GLibFrameClock`, in seconds: `now = max(latest, frame time ?? seconds())`.
package final class DisplayFrameClock: Clock, Sendable {
  /// A time on the clock: a duration since its origin (the injected function's zero).
  package struct Instant: InstantProtocol {
    /// Since the injected function's zero.
    package var offset: Duration

    /// Creates an instant at `offset` from the origin.
    package init(offset: Duration) {
      self.offset = offset
    }

    package func advanced(by duration: Duration) -> Instant { Instant(offset: offset + duration) }
    package func duration(to other: Instant) -> Duration { other.offset - offset }
    package static func < (lhs: Instant, rhs: Instant) -> Bool { lhs.offset < rhs.offset }
  }

  private struct State {
    /// The display link's target timestamp while a frame runs, `nil` between frames, in seconds.
    var frameTime: Double?
    /// The latest time read, in seconds.
    var latest: Double?
    /// The first time read, in seconds: a controller's origin, when it is the clock's first reader.
    var first: Double?
  }

  private let seconds: @Sendable () -> Double
  private let state = FrameClockLock(State())

  /// Creates a clock that reads `seconds` between frames.
  ///
  /// - Parameter seconds: A monotonic clock in seconds (`{ CACurrentMediaTime() }`).
  package init(seconds: @escaping @Sendable () -> Double) {
    self.seconds = seconds
  }

  /// The time now, in seconds since the injected function's zero.
  package var nowInSeconds: Double {
    state.withLock { state in
      let reading = state.frameTime ?? seconds()
      let latest = reading.isFinite ? max(state.latest ?? reading, reading) : state.latest ?? 0
      state.latest = latest
      if state.first == nil { state.first = latest }
      return latest
    }
  }

  package var now: Instant {
    Instant(offset: Self.duration(seconds: nowInSeconds))
  }

  /// The seconds from the first time read to now: a controller's time, when the controller read the clock
  /// first (it reads it at its creation and counts from there). What `onRawEvent`'s events are stamped with,
  /// so that a recording's times match the controller's.
  package var secondsSinceFirstReading: Double {
    let now = nowInSeconds
    return now - (state.withLock { $0.first } ?? now)
  }

  package var minimumResolution: Duration { .microseconds(1) }

  package func sleep(until deadline: Instant, tolerance: Duration?) async throws {
    // Not used by a controller whose frames come from the display link; kept correct for any other use.
    try await ContinuousClock().sleep(for: now.duration(to: deadline), tolerance: tolerance)
  }

  /// Runs `body` with the clock reading `seconds` (the display link's `targetTimestamp`).
  ///
  /// - Parameters:
  ///   - seconds: The frame's time, on the injected function's clock.
  ///   - body: The frame's work: the controller's frame, the layout.
  /// - Returns: What `body` returns.
  package func frame<Result>(at seconds: Double, _ body: () throws -> Result) rethrows -> Result {
    state.withLock { $0.frameTime = seconds }
    defer { state.withLock { $0.frameTime = nil } }
    return try body()
  }

  /// A duration of `seconds`, to the microsecond, within ±10¹² s (31,000 years), which `Int64`
  /// microseconds hold.
  private static func duration(seconds: Double) -> Duration {
    .microseconds(Int64((min(max(seconds, -1e12), 1e12) * 1e6).rounded()))
  }
}
