import PullUp
import PullUpCore
import PullUpHost
import PullUpSwiftUITranslation
import Testing

/// `FrameDates`: the split view's settle frames on the monotonic clock, whatever the wall clock does (issue 53,
/// item 3). The view's `TimelineView` dates its frames by the wall clock, which steps when the system time is set.
@Suite struct FrameDatesTests {
  @Test(
    "A frame's date is its lead over the wall clock, added to the monotonic clock; a lead too large or not finite is now",
    arguments: [
      (1_000.016, 1_000.0, 50.0, 50.016), (1_000.0, 1_000.0, 50.0, 50.0), (999.99, 1_000.0, 50.0, 49.99),
      (4_600.0, 1_000.0, 50.0, 50.0), (-2_600.0, 1_000.0, 50.0, 50.0), (.nan, 1_000.0, 50.0, 50.0),
      (.infinity, 1_000.0, 50.0, 50.0), (1_000.0, .nan, 50.0, 50.0),
    ])
  func mapping(date: Double, wallNow: Double, monotonicNow: Double, time: Double) throws {
    var dates = FrameDates()
    let first = dates.time(ofFrameDated: date, wallNow: wallNow, monotonicNow: monotonicNow)
    let mapped = try #require(first)
    #expect(abs(mapped - time) < 1e-9, "\(mapped)")
  }

  @Test("Two body passes of one frame (the same date) are one frame; a date earlier than the last is a frame")
  func eachDateOnce() {
    var dates = FrameDates()
    #expect(dates.time(ofFrameDated: 10, wallNow: 10, monotonicNow: 1) == 1)
    #expect(dates.time(ofFrameDated: 10, wallNow: 10.001, monotonicNow: 1.001) == nil)
    #expect(dates.time(ofFrameDated: 5, wallNow: 5, monotonicNow: 1.02) == 1.02)
  }

  /// A monotonic clock the test moves.
  final class Uptime: @unchecked Sendable {
    var seconds = 100.0
  }

  /// A split view's settle, frame by frame at 60 Hz as the view's `TimelineView` gives them, with the wall
  /// clock stepped by `step` seconds after the fifth frame. Returns the frames the settle took.
  @MainActor
  static func settleFrames(wallClockStep step: Double) throws -> Int {
    let uptime = Uptime()
    let clock = PullUpHostClock(seconds: { uptime.seconds })
    let controller = try PullUpController(
      configuration: .splitView(), container: PullUpContainer(width: 390, height: 844), clock: clock,
      frameSource: .external, executor: .mainActor)
    try controller.assumeIsolated { try $0.setState(.expanded) }
    var dates = FrameDates()
    var wall = 700_000_000.0
    for frame in 1...600 {
      uptime.seconds += 1.0 / 60
      wall += 1.0 / 60
      if frame == 6 { wall += step }
      // The frame is dated a refresh ahead, as a TimelineView's `.animation` schedule dates it.
      let next = dates.time(ofFrameDated: wall + 1.0 / 60, wallNow: wall, monotonicNow: uptime.seconds)
      let time = try #require(next)
      clock.frame(at: time) { controller.assumeIsolated { $0.advanceFrame() } }
      if controller.assumeIsolated({ $0.snapshot.phase }) == .resting { return frame }
    }
    return 600
  }

  @Test(
    "A settle takes the same frames when the system time steps back or forward an hour in the middle of it",
    arguments: [-3_600.0, 3_600.0, -1.0])
  @MainActor
  func settleThroughAClockStep(step: Double) throws {
    let steady = try Self.settleFrames(wallClockStep: 0)
    #expect(steady > 10 && steady < 600, "the settle without a step took \(steady) frames")
    #expect(try Self.settleFrames(wallClockStep: step) == steady)
  }
}
