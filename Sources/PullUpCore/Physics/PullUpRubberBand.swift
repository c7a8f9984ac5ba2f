/// How a sheet resists being pulled past one of its ends.
public enum PullUpRubberBandCurve: Sendable, Hashable, Codable {
  /// No give: the sheet stops at the end.
  case hard
  /// No resistance: past the end the sheet follows the finger one to one, without limit, as FloatingPanel's
  /// panel does by default (`allowsRubberBanding` false). The snap policy brings it back on release.
  case free
  /// ISHPullUp's curve: `limit · tanh(overshoot / scale)`; the sheet never passes `limit` points.
  /// ISHPullUp uses a limit of 100 and a scale of 300.
  case tanh(limit: Double, scale: Double)
  /// UIScrollView's curve: `(1 − 1 / (overshoot · c / d + 1)) · d` with `d` the container height; the
  /// sheet first follows the finger at `c` (0.55) of its speed and never passes one container height.
  case elastic(coefficient: Double)

  /// UIScrollView's curve with its coefficient 0.55.
  public static let scrollView = PullUpRubberBandCurve.elastic(coefficient: 0.55)

  /// The distance the sheet moves past the end when the finger is `overshoot` points past it.
  package func offset(forOvershoot overshoot: Double, dimension: Double) -> Double {
    guard overshoot > 0 else { return 0 }
    switch self {
    case .hard:
      return 0
    case .free:
      return overshoot
    case .tanh(let limit, let scale):
      return limit * PullUpMath.tanh(overshoot / scale)
    case .elastic(let coefficient):
      guard dimension > 0 else { return 0 }
      return (1 - 1 / (overshoot * coefficient / dimension + 1)) * dimension
    }
  }

  /// The finger's overshoot that puts the sheet `offset` points past the end: the inverse of
  /// ``offset(forOvershoot:dimension:)``, so that a finger catching an over-pulled sheet continues from
  /// exactly where the sheet is.
  package func overshoot(forOffset offset: Double, dimension: Double) -> Double {
    guard offset > 0 else { return 0 }
    switch self {
    case .hard:
      return 0
    case .free:
      return offset
    case .tanh(let limit, let scale):
      let ratio = Swift.min(offset / limit, 1 - 1e-9)
      return scale * 0.5 * PullUpMath.log((1 + ratio) / (1 - ratio))
    case .elastic(let coefficient):
      guard dimension > 0 else { return 0 }
      let clamped = Swift.min(offset, dimension * (1 - 1e-9))
      return clamped * dimension / (coefficient * (dimension - clamped))
    }
  }

  /// The most the sheet can move past the end with this curve: infinity for ``free``.
  func limit(dimension: Double) -> Double {
    switch self {
    case .hard: return 0
    case .free: return .infinity
    case .tanh(let limit, _): return limit
    case .elastic: return Swift.max(dimension, 0)
    }
  }

  /// Checks the curve's parameters.
  package func validate() throws(PullUpError) {
    switch self {
    case .hard, .free:
      break
    case .tanh(let limit, let scale):
      try PullUpError.requirePositive(limit, .rubberBandLimit)
      try PullUpError.requirePositive(scale, .rubberBandScale)
    case .elastic(let coefficient):
      try PullUpError.requirePositive(coefficient, .rubberBandCoefficient)
    }
  }
}

extension PullUpRubberBandCurve {
  /// The curves in their keyed form, which the curves with parameters are written in.
  private enum Keyed: Codable {
    case hard
    case free
    case tanh(limit: Double, scale: Double)
    case elastic(coefficient: Double)
  }

  /// Reads a curve: `"hard"`, `"free"`, `{"tanh": {"limit": 100, "scale": 300}}` or
  /// `{"elastic": {"coefficient": 0.55}}`. The keyed form of the curve without parameters, `{"hard": {}}`,
  /// which configurations encoded by earlier releases hold, still decodes.
  public init(from decoder: any Decoder) throws {
    if (try? decoder.container(keyedBy: PullUpInput.Key.self)) != nil {
      switch try Keyed(from: decoder) {
      case .hard: self = .hard
      case .free: self = .free
      case .tanh(let limit, let scale): self = .tanh(limit: limit, scale: scale)
      case .elastic(let coefficient): self = .elastic(coefficient: coefficient)
      }
      return
    }
    switch try decoder.singleValueContainer().decode(String.self) {
    case "hard": self = .hard
    case "free": self = .free
    case let name:
      throw DecodingError.dataCorrupted(
        .init(
          codingPath: decoder.codingPath,
          debugDescription: "unknown rubber-band curve \"\(name)\"; expected \"hard\", \"free\" or an object such as "
            + "{\"elastic\": {\"coefficient\": 0.55}}"))
    }
  }

  /// Writes a curve in the form ``init(from:)`` reads: `"hard"` and `"free"` as names, the others keyed by
  /// their case.
  public func encode(to encoder: any Encoder) throws {
    switch self {
    case .hard:
      var single = encoder.singleValueContainer()
      try single.encode("hard")
    case .free:
      var single = encoder.singleValueContainer()
      try single.encode("free")
    case .tanh(let limit, let scale): try Keyed.tanh(limit: limit, scale: scale).encode(to: encoder)
    case .elastic(let coefficient): try Keyed.elastic(coefficient: coefficient).encode(to: encoder)
    }
  }
}

/// The resistance at both ends of a sheet's range.
public struct PullUpRubberBand: Sendable, Hashable, Codable {
  /// The curve above the highest position.
  public var top: PullUpRubberBandCurve
  /// The curve below the lowest position.
  public var bottom: PullUpRubberBandCurve

  /// Creates a rubber band from a curve for each end.
  public init(top: PullUpRubberBandCurve, bottom: PullUpRubberBandCurve) {
    self.top = top
    self.bottom = bottom
  }

  /// Places a finger position into `lower...upper`, letting it pass the ends by the curves.
  ///
  /// - Parameters:
  ///   - raw: The finger position, in points.
  ///   - lower: The lower end of the free range.
  ///   - upper: The upper end of the free range.
  ///   - dimension: The container height, for the elastic curve.
  package func apply(_ raw: Double, lower: Double, upper: Double, dimension: Double) -> Double {
    if raw > upper { return upper + top.offset(forOvershoot: raw - upper, dimension: dimension) }
    if raw < lower { return lower - bottom.offset(forOvershoot: lower - raw, dimension: dimension) }
    return raw
  }

  /// The finger position that ``apply(_:lower:upper:dimension:)`` maps to `displayed`.
  func unapply(_ displayed: Double, lower: Double, upper: Double, dimension: Double) -> Double {
    if displayed > upper { return upper + top.overshoot(forOffset: displayed - upper, dimension: dimension) }
    if displayed < lower { return lower - bottom.overshoot(forOffset: lower - displayed, dimension: dimension) }
    return displayed
  }
}
