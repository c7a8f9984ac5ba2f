/// A clock reduced to what the controller needs: seconds since the controller started, and sleeping until
/// a number of those seconds.
///
/// The machine measures time in seconds as `Double`; any `Clock` whose duration is `Duration` maps onto
/// it by counting from the instant the controller was created.
protocol PullUpTimeSource: Sendable {
  /// Seconds since the origin.
  func now() -> Double
  /// Sleeps until `seconds` after the origin.
  func sleep(until seconds: Double) async throws
  /// Tells a clock that cares (``PullUpSleepAnnouncing``) that a task will sleep on it soon.
  func announceSleeper()
}

struct PullUpClockTimeSource<C: Clock>: PullUpTimeSource where C.Duration == Duration {
  let clock: C
  let origin: C.Instant

  init(clock: C) {
    self.clock = clock
    self.origin = clock.now
  }

  func now() -> Double {
    PullUpClockTime.seconds(origin.duration(to: clock.now))
  }

  func sleep(until seconds: Double) async throws {
    try await clock.sleep(until: origin.advanced(by: PullUpClockTime.duration(seconds: seconds)), tolerance: nil)
  }

  func announceSleeper() {
    (clock as? any PullUpSleepAnnouncing)?.sleeperWillStart()
  }
}

/// A clock that wants to hear, synchronously, that a task is about to start sleeping on it.
///
/// A test clock uses this to wait for the controller's frame task to begin sleeping before it moves time,
/// so that no frame is missed however the tasks are scheduled. `PullUpTestClock` conforms; real clocks
/// need not.
package protocol PullUpSleepAnnouncing: Sendable {
  /// A task will call the clock's `sleep(until:tolerance:)` soon.
  func sleeperWillStart()
}
