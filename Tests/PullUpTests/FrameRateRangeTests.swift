import PullUp
import PullUpTesting
import Testing

/// Frame rates enter in two places, a controller's `clock(framesPerSecond:)` and a `PullUpFrameDriver`, and
/// both take exactly `PullUpError.frameRateRange`: anything else is a typed error naming the value, never a
/// trap in the frame loop.
@Suite("Frame rates", .timeLimit(.minutes(1 * TestSlowness.factor)))
struct FrameRateRangeTests {
  let clock = PullUpTestClock()

  /// Rates outside 1...1000: tiny ones whose period overflowed (1e-19 trapped converting to a `Duration`,
  /// 1e-320 made the period infinite), zero, negative, not finite, and too high.
  static let refused: [Double] = [
    1e-19, 1e-30, Double("1e-320")!, .leastNonzeroMagnitude, 0, -0.0, -60, .nan, .infinity, -.infinity, 0.999_999,
    1000.000_1,
    1e12, .greatestFiniteMagnitude,
  ]

  static let accepted: [Double] = [1, 24, 60, 120.5, 1000]

  @Test("A controller refuses a clock frame rate outside 1...1000, naming the value", arguments: refused)
  func controllerRefuses(rate: Double) {
    let error = #expect(throws: PullUpError.self) {
      try PullUpController(container: phone, clock: clock, frameSource: .clock(framesPerSecond: rate))
    }
    expectNamesRate(error, rate)
  }

  @Test("A frame driver refuses a frame rate outside 1...1000, naming the value", arguments: refused)
  func driverRefuses(rate: Double) {
    let error = #expect(throws: PullUpError.self) { try PullUpFrameDriver(clock: clock, framesPerSecond: rate) }
    expectNamesRate(error, rate)
  }

  @Test("Rates within 1...1000 run frames at their period", arguments: accepted)
  func runs(rate: Double) async throws {
    #expect(PullUpError.frameRateRange.contains(rate))
    _ = try PullUpFrameDriver(clock: clock, framesPerSecond: rate)
    let controller = try PullUpController(container: phone, clock: clock, frameSource: .clock(framesPerSecond: rate))
    var snapshots = controller.snapshots.makeAsyncIterator()
    _ = await snapshots.next()
    try await controller.setState(.expanded, animated: true)
    _ = await snapshots.next()
    let deadline = try #require(await clock.nextDeadline())
    #expect(deadline.offset == PullUpClockTime.duration(seconds: 1 / rate))
    await controller.finish()
  }

  private func expectNamesRate(_ error: PullUpError?, _ rate: Double) {
    #expect(error == .invalidInput(.framesPerSecond, value: rate, rule: .mustLieWithin(PullUpError.frameRateRange)))
    #expect(error?.description.contains("\(rate) must be a number from 1 to 1000") == true)
  }
}
