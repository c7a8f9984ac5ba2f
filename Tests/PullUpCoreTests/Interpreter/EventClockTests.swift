import PullUpFrontEnd
import Testing

/// `PullUpEventClock`: GDK's 32-bit millisecond event times, which wrap after 49.7 days, read as seconds that
/// only wrap forward (issue 53, item 7).
@Suite struct EventClockTests {
  /// Reads `readings` in order; returns each time, and the latest time after the last.
  static func read(_ readings: [UInt32]) -> (times: [Double], latest: Double) {
    var clock = PullUpEventClock()
    let times = readings.map { clock.seconds($0) }
    return (times, clock.latestSeconds)
  }

  static let range = 4_294_967.296  // 2³² ms, in seconds

  @Test(
    "Each reading in seconds, the clock's wraps counted",
    arguments: [
      // Before any wrap: as they are.
      ([1_000, 1_016, 1_032], [1.0, 1.016, 1.032], 1.032),
      // Across the wrap, 49.7 days after the clock's zero: 16 ms apart, not 49.7 days back.
      ([4_294_967_280, 0, 16], [4_294_967.28, range, range + 0.016], range + 0.016),
      // An older event of the same turn reads as it is, and the latest stays.
      ([5_000, 4_000], [5.0, 4.0], 5.0),
      // A late event from before the wrap, delivered after it, is of the turn before.
      ([4_294_967_280, 10, 4_294_967_290], [4_294_967.28, range + 0.01, 4_294_967.29], range + 0.01),
      // Two wraps, the clock read every 23 days between them.
      (
        [4_000_000_000, 100, 2_000_000_000, 4_000_000_000, 50],
        [4_000_000.0, range + 0.1, range + 2_000_000.0, range + 4_000_000.0, 2 * range + 0.05], 2 * range + 0.05
      ),
    ] as [([UInt32], [Double], Double)])
  func readings(_ readings: [UInt32], _ seconds: [Double], _ latest: Double) {
    let read = Self.read(readings)
    #expect(zip(read.times, seconds).allSatisfy { abs($0 - $1) < 1e-6 }, "\(read.times)")
    #expect(abs(read.latest - latest) < 1e-6, "\(read.latest)")
  }

  @Test("Before any event the latest time is 0")
  func nothingRead() {
    #expect(PullUpEventClock().latestSeconds == 0)
  }
}
