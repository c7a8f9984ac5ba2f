import PullUpHost
import Testing

/// `PullUpHostClock`: an injected monotonic clock in seconds, the display link's target time inside a
/// frame, never backwards (R7).
@Suite struct HostClockTests {
  /// Readings the injected function returns, one per call, the last repeated. Read by one test at a time,
  /// on one thread.
  final class Readings: @unchecked Sendable {
    private var values: [Double]
    init(_ values: [Double]) { self.values = values }
    func next() -> Double { values.count > 1 ? values.removeFirst() : values[0] }
  }

  static func clock(_ values: Double...) -> PullUpHostClock {
    let readings = Readings(values)
    return PullUpHostClock { readings.next() }
  }

  @Test("Between frames the clock reads the injected function")
  func readsTheFunction() {
    let clock = Self.clock(10, 10.5, 11.25)
    #expect(clock.nowInSeconds == 10)
    #expect(clock.nowInSeconds == 10.5)
    #expect(clock.now == PullUpHostClock.Instant(offset: .milliseconds(11_250)))
  }

  @Test("Inside a frame it reads the frame's target time, and after it the function again")
  func frameTime() {
    let clock = Self.clock(10, 10.01, 10.02)
    #expect(clock.nowInSeconds == 10)
    let inside = clock.frame(at: 10.016) { (clock.nowInSeconds, clock.nowInSeconds) }
    #expect(inside == (10.016, 10.016))
    #expect(clock.nowInSeconds == 10.016)
    #expect(clock.nowInSeconds == 10.02)
  }

  @Test("It never goes backwards: an earlier reading or frame time reads as the latest time")
  func neverBackwards() {
    let clock = Self.clock(10, 9, 12)
    #expect(clock.nowInSeconds == 10)
    #expect(clock.nowInSeconds == 10)
    #expect(clock.frame(at: 5) { clock.nowInSeconds } == 10)
    #expect(clock.nowInSeconds == 12)
  }

  @Test("A reading that is not finite reads as the latest time", arguments: [Double.nan, .infinity, -.infinity])
  func notFinite(bad: Double) {
    let clock = Self.clock(3, bad, 4)
    #expect(clock.nowInSeconds == 3)
    #expect(clock.nowInSeconds == 3)
    #expect(clock.frame(at: bad) { clock.nowInSeconds } == 3)
    #expect(clock.nowInSeconds == 4)
  }

  @Test("The seconds since the first reading count from the clock's first reader")
  func secondsSinceFirstReading() {
    let clock = Self.clock(100, 100.25, 101)
    #expect(clock.secondsSinceFirstReading == 0)
    #expect(clock.secondsSinceFirstReading == 0.25)
    #expect(clock.frame(at: 102.5) { clock.secondsSinceFirstReading } == 2.5)
  }

  @Test("Instants order and measure by their offsets")
  func instants() {
    let start = PullUpHostClock.Instant(offset: .seconds(1))
    let later = start.advanced(by: .milliseconds(16))
    #expect(start < later)
    #expect(start.duration(to: later) == .milliseconds(16))
  }

  @Test("Huge readings saturate instead of trapping", arguments: [1e300, -1e300])
  func huge(value: Double) {
    let clock = Self.clock(value)
    #expect(abs(clock.now.offset.components.seconds) == 1_000_000_000_000)
  }
}
