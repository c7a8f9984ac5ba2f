/// What a scenario may hold and a replay may run, and the values a scenario takes when it gives none: the
/// Scenarios article's table of limits states each, and `LimitTableTests` holds the table to these. Beyond a
/// limit, the reader, the recorder or the player stops with an error of kind
/// ``PullUpScenarioError/Kind/limitExceeded``, so no user needs the numbers in code.
package enum ScenarioLimits {
  /// The latest time a scenario may reach, in seconds: an hour.
  package static let duration = 3600.0
  /// The most events a scenario may hold: a hundred thousand (about 5.5 MB of drag events as JSON, or half
  /// an hour of a recorded demo session with the mouse busy all the time). More is an error at `events`, found
  /// before any of them is read.
  package static let events = 100_000
  /// The most animation frames a replay runs: a hundred thousand (27 minutes of motion at 60 frames per
  /// second, 100 seconds at 1000), so that a sheet that never comes to rest cannot run for long: a spring of
  /// response 10⁶ s at 1000 frames per second until 3600 s ends after about 100,000 frames.
  package static let frames = 100_000
  /// The largest scenario file read, in bytes: 8 MiB. A larger file (or `/dev/zero`) is refused after
  /// reading one byte more than this.
  package static let fileSize = 8 << 20
  /// The most frames `PullUpScenarioRecord.svg(theme:)` plots: two thousand. A longer run is thinned evenly
  /// (every second frame, then every fourth, …), keeping the first and the last, so that drawing a long run
  /// needs neither every frame in memory nor a plot denser than its pixels.
  package static let plottedFrames = 2_000
  /// The frame rate of a scenario that does not name one (the initializers' default, which `LimitTableTests` holds
  /// to this).
  package static let frameRate = 60.0
  /// The tolerance of an expectation that gives none, in points (the initializer's default, held to this too).
  package static let tolerance = 0.5
}
