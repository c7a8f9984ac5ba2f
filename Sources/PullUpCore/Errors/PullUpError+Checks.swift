extension PullUpError {
  /// The largest magnitude PullUp accepts for a length, a velocity or a parameter: ten million.
  ///
  /// No screen is ten million points tall and no finger moves ten million points per second; refusing
  /// larger numbers keeps every sum and product in the physics finite.
  package static let magnitudeLimit = 1e7

  /// The latest time PullUp accepts, in seconds: a billion (about 31 years of uptime).
  package static let timeLimit = 1e9

  /// The frame rates PullUp accepts, in frames per second (hertz): from one to a thousand.
  ///
  /// A controller's `clock(framesPerSecond:)` frame source, a frame driver and a scenario's `frameRate` are
  /// all checked against this range when they are created or read, and a rate outside it (zero, negative,
  /// NaN, infinite, `1e-320`) is refused with ``invalidInput(_:value:rule:)``, naming
  /// ``ValueName/framesPerSecond`` and ``Rule/mustLieWithin(_:)``. Below one frame a second a settle would
  /// not be an animation (and a tiny rate's period, `1 / rate`, overflows to infinity); above a thousand no
  /// display refreshes, and a replay would only run frames nobody sees.
  package static let frameRateRange: ClosedRange<Double> = 1...1000

  package static func requireFinite(
    _ value: Double, _ name: ValueName, limit: Double = magnitudeLimit
  ) throws(PullUpError) {
    guard value.isFinite else { throw .invalidInput(name, value: value, rule: .mustBeFinite) }
    guard abs(value) <= limit else { throw .invalidInput(name, value: value, rule: .mustNotExceedMagnitude(limit)) }
  }

  package static func requireNonNegative(_ value: Double, _ name: ValueName) throws(PullUpError) {
    try requireFinite(value, name)
    guard value >= 0 else { throw .invalidInput(name, value: value, rule: .mustNotBeNegative) }
  }

  package static func requirePositive(_ value: Double, _ name: ValueName) throws(PullUpError) {
    try requireFinite(value, name)
    guard value > 0 else { throw .invalidInput(name, value: value, rule: .mustBePositive) }
  }

  /// Refuses a frame rate outside ``frameRateRange``.
  package static func requireFrameRate(_ value: Double) throws(PullUpError) {
    guard value.isFinite, frameRateRange.contains(value) else {
      throw .invalidInput(.framesPerSecond, value: value, rule: .mustLieWithin(frameRateRange))
    }
  }
}
