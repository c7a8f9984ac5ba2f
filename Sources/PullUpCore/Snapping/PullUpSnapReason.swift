/// Why a snap policy chose its target: the rule that applied and the numbers it compared.
///
/// A reason is plain data, so deciding a release builds no text; ``description`` writes the sentence when
/// someone reads it (`pullup explain`, a log), with heights and fractions rounded to a hundredth.
public enum PullUpSnapReason: Sendable, Hashable, CustomStringConvertible {
  /// Which way a released sheet was moving.
  public enum Direction: String, Sendable, Hashable {
    /// Growing.
    case up
    /// Shrinking.
    case down
  }

  // MARK: ISHPullUp's thresholds

  /// `snapToEnds` is off: the sheet rests where it was released.
  case snapToEndsOff
  /// Released above `maximum · (1 − threshold)`, this height: snap to the maximum.
  case aboveExpandThreshold(Double)
  /// Released below `minimum + maximum · threshold`, this height: snap to the minimum.
  case belowCollapseThreshold(Double)
  /// Released between the two thresholds: the sheet rests where it was released.
  case betweenThresholds(collapseBelow: Double, expandAbove: Double)

  // MARK: SplitSheet's direction of travel

  /// Moving this way: the nearest detent strictly beyond the projection, in the direction of travel.
  case nearestDetentBeyond(Direction, projection: Double)
  /// Moving this way past every detent: the highest detent, or the lowest position.
  case pastEveryDetent(Direction)
  /// No velocity, at least `snappingDistance` above the lowest detent: the sheet rests where released.
  case restsAboveSnappingDistance
  /// No velocity, within `snappingDistance` of the lowest detent: snap to it.
  case withinSnappingDistance
  /// No velocity, `snappingDistance` or more below the lowest detent: the lowest position.
  case belowSnappingDistance

  // MARK: PullUp's projection

  /// The projection lands on a detent. `limit` is the detents-per-flick limit when it cut the projection
  /// short.
  case projectionOnDetent(projection: Double, limit: Int?)
  /// Moving this way, the projection passed `progress` of the segment between two detents; the
  /// redirection threshold decided which end.
  case projectionPassedSegment(
    Direction, projection: Double, limit: Int?, progress: Double, lower: Double, upper: Double)
  /// No velocity: the detent nearest to the projection.
  case nearestDetent(projection: Double)

  // MARK: Free positioning

  /// Free positioning: the sheet rests where it was released, within its range.
  case free

  // MARK: Your own policy

  /// A ``PullUpSnapping`` of yours, in its own words.
  case custom(String)

  /// The reason as a sentence.
  public var description: String {
    switch self {
    case .snapToEndsOff:
      return "snapToEnds is off: the sheet rests where it was released"
    case .aboveExpandThreshold(let height):
      return "released above maximum·(1−threshold) = \(Self.points(height)): snap to the maximum"
    case .belowCollapseThreshold(let height):
      return "released below minimum + maximum·threshold = \(Self.points(height)): snap to the minimum"
    case .betweenThresholds(let lower, let upper):
      return "released between \(Self.points(lower)) and \(Self.points(upper)): the sheet rests where it was released"
    case .nearestDetentBeyond(.up, let projection):
      return "moving up: the nearest detent strictly above the projection \(Self.points(projection))"
    case .nearestDetentBeyond(.down, let projection):
      return "moving down: the nearest detent strictly below the projection \(Self.points(projection))"
    case .pastEveryDetent(.up):
      return "moving up past every detent: the highest detent"
    case .pastEveryDetent(.down):
      return "moving down past every detent: the lowest position"
    case .restsAboveSnappingDistance:
      return "no velocity, at least snappingDistance above the lowest detent: rests where released"
    case .withinSnappingDistance:
      return "no velocity, within snappingDistance of the lowest detent: snap to it"
    case .belowSnappingDistance:
      return "no velocity, snappingDistance or more below the lowest detent: the lowest position"
    case .projectionOnDetent(let projection, let limit):
      return "the projection \(Self.points(projection))\(Self.note(limit)) lands on a detent"
    case .projectionPassedSegment(let direction, let projection, let limit, let progress, let lower, let upper):
      return "moving \(direction.rawValue), the projection \(Self.points(projection))\(Self.note(limit)) passed "
        + "\(Self.fraction(progress)) of the segment \(Self.points(lower))...\(Self.points(upper))"
    case .nearestDetent(let projection):
      return "no velocity: the detent nearest to \(Self.points(projection))"
    case .free:
      return "free positioning: the sheet rests where it was released, within its range"
    case .custom(let words):
      return words
    }
  }

  private static func note(_ limit: Int?) -> String {
    guard let limit else { return "" }
    return " (limited to \(limit) detent\(limit == 1 ? "" : "s") per flick)"
  }

  /// A height rounded to a hundredth of a point, without trailing zeros: `308.25`, `392.5`, `122`.
  static func points(_ value: Double) -> String {
    rounded(value, decimals: 2)
  }

  /// A fraction rounded to a hundredth: `0.42`.
  static func fraction(_ value: Double) -> String {
    rounded(value, decimals: 2)
  }

  /// A number rounded to `decimals` places, without trailing zeros (`308.25`, `392.5`, `122`): the one way
  /// reasons write numbers, for a ``custom(_:)`` reason of your own policy too (the peers' presets in
  /// `PullUpPresets` write theirs with it).
  ///
  /// - Parameters:
  ///   - value: The number; one that is not finite, or too large to round, is written as Swift writes it.
  ///   - decimals: How many decimal places to keep at most, from 0 to 15 (fewer count as 0, more as 15).
  public static func rounded(_ value: Double, decimals: Int) -> String {
    guard value.isFinite else { return "\(value)" }
    let decimals = Swift.min(Swift.max(decimals, 0), 15)
    var scale = 1.0
    for _ in 0..<decimals { scale *= 10 }
    let scaled = (value * scale).rounded()
    guard abs(scaled) < 1e15 else { return "\(value)" }
    let whole = Int(scaled)
    let sign = whole < 0 ? "-" : ""
    let magnitude = whole.magnitude
    let units = magnitude / UInt(scale)
    var digits = String(magnitude % UInt(scale))
    while digits.count < decimals { digits = "0" + digits }
    while digits.last == "0" { digits.removeLast() }
    return sign + String(units) + (digits.isEmpty ? "" : "." + digits)
  }
}
