/// Everything PullUp refuses, with a message a developer can act on.
///
/// Every input that PullUp cannot use is either refused with one of these errors, leaving the machine
/// exactly as it was, or sanitized by a documented rule. The "Bad input" article lists each case.
public enum PullUpError: Error, Sendable, Hashable, CustomStringConvertible {
  /// Indicates a number that is not finite, or outside the range its meaning allows.
  ///
  /// - Parameters:
  ///   - name: What the value is, for example `"container height"` or `"release velocity"`.
  ///   - value: The value that was refused.
  ///   - reason: The rule it broke, for example `"must be finite"`.
  case invalidInput(_ name: String, value: Double, reason: String)

  /// Indicates a configuration that cannot describe a sheet.
  case invalidConfiguration(String)

  /// Indicates a request to rest in a state that is derived rather than chosen.
  ///
  /// Only ``PullUpState/collapsed`` and ``PullUpState/expanded`` can be requested; `dragging` and
  /// `intermediate` follow from what the sheet does.
  case unreachableState(PullUpState)

  /// Indicates a gesture input that arrived in an order a pan recognizer never produces, for example a
  /// drag change without a drag that began.
  ///
  /// - Parameters:
  ///   - input: The input that was refused.
  ///   - phase: What the machine was doing.
  case unexpectedInput(_ input: String, phase: String)

  /// Indicates a gesture while the sheet is locked. Programmatic requests still work.
  case locked

  /// Indicates a gesture on a hidden sheet whose configuration does not allow dragging it into view.
  case hidden

  /// Indicates an accessibility action that does not apply now, for example
  /// ``PullUpAccessibilityAction/expand`` on an expanded sheet (see ``PullUpAccessibility``).
  case unavailableAction(PullUpAccessibilityAction)

  public var description: String {
    switch self {
    case .invalidInput(let name, let value, let reason):
      return "PullUp: \(name) \(value) \(reason); the input was ignored."
    case .invalidConfiguration(let message):
      return "PullUp: invalid configuration: \(message)."
    case .unreachableState(let state):
      return "PullUp: cannot move to \(state): only collapsed and expanded can be requested."
    case .unexpectedInput(let input, let phase):
      return "PullUp: \(input) cannot happen while \(phase); the input was ignored."
    case .locked:
      return "PullUp: the sheet is locked; gestures are ignored until it is unlocked."
    case .hidden:
      return "PullUp: the sheet is hidden and this configuration does not allow dragging it into view."
    case .unavailableAction(let action):
      return "PullUp: the accessibility action \(action.rawValue) does not apply now; the input was ignored."
    }
  }
}

extension PullUpError {
  /// The largest magnitude PullUp accepts for a length, a velocity or a parameter: ten million.
  ///
  /// No screen is ten million points tall and no finger moves ten million points per second; refusing
  /// larger numbers keeps every sum and product in the physics finite.
  public static let magnitudeLimit = 1e7

  /// The latest time PullUp accepts, in seconds: a billion (about 31 years of uptime).
  public static let timeLimit = 1e9

  /// The frame rates PullUp accepts, in frames per second (hertz): from one to a thousand.
  ///
  /// A controller's `clock(framesPerSecond:)` frame source, a frame driver and a scenario's `frameRate` are
  /// all checked against this range when they are created or read, and a rate outside it (zero, negative,
  /// NaN, infinite, `1e-320`) is refused with ``invalidInput(_:value:reason:)``. Below one frame a second a
  /// settle would not be an animation (and a tiny rate's period, `1 / rate`, overflows to infinity); above a
  /// thousand no display refreshes, and a replay would only run frames nobody sees.
  public static let frameRateRange: ClosedRange<Double> = 1...1000

  package static func requireFinite(
    _ value: Double, _ name: String, limit: Double = magnitudeLimit
  ) throws(PullUpError) {
    guard value.isFinite else { throw .invalidInput(name, value: value, reason: "must be finite") }
    guard abs(value) <= limit else {
      throw .invalidInput(name, value: value, reason: "must not exceed \(limit) in magnitude")
    }
  }

  package static func requireNonNegative(_ value: Double, _ name: String) throws(PullUpError) {
    try requireFinite(value, name)
    guard value >= 0 else { throw .invalidInput(name, value: value, reason: "must not be negative") }
  }

  /// Refuses a frame rate outside ``frameRateRange``.
  package static func requireFrameRate(_ value: Double, _ name: String = "frames per second") throws(PullUpError) {
    guard value.isFinite, frameRateRange.contains(value) else {
      let range = "\(Int(frameRateRange.lowerBound)) to \(Int(frameRateRange.upperBound))"
      throw .invalidInput(name, value: value, reason: "must be a number from \(range)")
    }
  }

  package static func requirePositive(_ value: Double, _ name: String) throws(PullUpError) {
    try requireFinite(value, name)
    guard value > 0 else { throw .invalidInput(name, value: value, reason: "must be greater than zero") }
  }
}
