#if GTK  // PullUpGTK builds with the package's GTK trait (Package.swift); without it, it is empty.
  import CGTK
  import Synchronization

  /// The controller's clock in a GTK widget: GLib's monotonic time (`g_get_monotonic_time`, the time base of
  /// GDK's frame clock), except inside ``frame(at:_:)``, where it reads the frame clock's frame time, so that a
  /// settle moves to the time of the frame it is drawn in rather than to when the tick callback happened to
  /// run. It never goes backwards: a frame time earlier than a time already read reads as that time.
  ///
  /// Only the controller's timestamps and frames read it; the velocity of a release comes from the events'
  /// own times (`PullUpInterpreter`), which GDK stamps on another clock.
  final class GLibFrameClock: Clock, Sendable {
    struct Instant: InstantProtocol {
      /// Since GLib's monotonic origin.
      var offset: Duration

      func advanced(by duration: Duration) -> Instant { Instant(offset: offset + duration) }
      func duration(to other: Instant) -> Duration { other.offset - offset }
      static func < (lhs: Instant, rhs: Instant) -> Bool { lhs.offset < rhs.offset }
    }

    private struct State {
      /// The frame time in microseconds while a frame runs, `nil` between frames.
      var frameTime: Int64?
      /// The latest time read, in microseconds.
      var latest: Int64 = 0
      /// The first time read, in microseconds: a controller's origin, when it is the clock's first reader.
      var first: Int64?
    }

    private let state = Mutex(State())

    var now: Instant {
      let microseconds = state.withLock { state -> Int64 in
        state.latest = max(state.latest, state.frameTime ?? Int64(g_get_monotonic_time()))
        if state.first == nil { state.first = state.latest }
        return state.latest
      }
      return Instant(offset: .microseconds(microseconds))
    }

    /// The seconds from the first time read to now: a controller's time, when the controller read the clock
    /// first (it reads it at its creation, and counts from there).
    var secondsSinceFirstReading: Double {
      let now = self.now.offset
      let first = Duration.microseconds(state.withLock { $0.first } ?? 0)
      let (seconds, attoseconds) = (now - first).components
      // As the controller reads a duration (PullUpClockTime.seconds).
      return Double(seconds) + Double(attoseconds) * 1e-18
    }

    var minimumResolution: Duration { .microseconds(1) }

    func sleep(until deadline: Instant, tolerance: Duration?) async throws {
      // Not used by a controller with `.external` frames; kept correct for any other use.
      try await ContinuousClock().sleep(for: now.duration(to: deadline), tolerance: tolerance)
    }

    /// Runs `body` with the clock reading `microseconds` (a frame clock's `gdk_frame_clock_get_frame_time`).
    func frame<Result>(at microseconds: Int64, _ body: () throws -> Result) rethrows -> Result {
      state.withLock { $0.frameTime = microseconds }
      defer { state.withLock { $0.frameTime = nil } }
      return try body()
    }
  }
#endif
