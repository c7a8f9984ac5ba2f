/// Numbers as SVG writes them: short, exact to two decimals, and the same on every machine.
///
/// The formatter depends on nothing but integer arithmetic, so no locale, no platform formatter and no
/// floating-point printing algorithm can change a single byte of a picture:
/// - values are rounded half away from zero to `decimals` places (two unless told);
/// - trailing zeros and a trailing point are removed (`12.50` is `12.5`, `3.00` is `3`);
/// - a value that rounds to zero is `0`, never `-0`;
/// - a value that is not finite (NaN, ±infinity) is `0`, so that a bad number cannot break the document;
/// - magnitudes are clamped to ``limit``, far beyond anything a picture needs.
package enum SVGNumber {
  /// The largest magnitude written; larger values are clamped to it.
  package static let limit = 1_000_000_000.0

  /// Formats a number by the rules in the type's discussion.
  ///
  /// - Parameters:
  ///   - value: The number.
  ///   - decimals: The number of decimal places to round to, from 0 to 6.
  /// - Returns: The shortest decimal text for the rounded value.
  package static func format(_ value: Double, decimals: Int = 2) -> String {
    guard value.isFinite else { return "0" }
    let places = Swift.min(Swift.max(decimals, 0), 6)
    var scale: Int64 = 1
    for _ in 0..<places { scale *= 10 }
    let clamped = Swift.min(Swift.max(value, -limit), limit)
    let scaled = Int64((clamped * Double(scale)).rounded(.toNearestOrAwayFromZero))
    if scaled == 0 { return "0" }
    let magnitude = scaled.magnitude
    let whole = magnitude / UInt64(scale)
    var fraction = magnitude % UInt64(scale)
    var text = scaled < 0 ? "-\(whole)" : "\(whole)"
    guard fraction != 0 else { return text }
    var digits = places
    while fraction % 10 == 0 {
      fraction /= 10
      digits -= 1
    }
    let fractionText = String(fraction)
    text += "." + String(repeating: "0", count: digits - fractionText.count) + fractionText
    return text
  }

  /// Formats a number for a label a person reads: like ``format(_:decimals:)``, with a typographic minus.
  ///
  /// - Parameters:
  ///   - value: The number.
  ///   - decimals: The number of decimal places to round to.
  /// - Returns: The text, with U+2212 MINUS SIGN in front of a negative value.
  package static func label(_ value: Double, decimals: Int = 1) -> String {
    let text = format(value, decimals: decimals)
    guard text.hasPrefix("-") else { return text }
    return "\u{2212}" + text.dropFirst()
  }
}

extension Double {
  /// The number as an SVG attribute writes it (``SVGNumber/format(_:decimals:)`` with two decimals).
  package var svg: String { SVGNumber.format(self) }
}

extension SVGNumber {
  /// Formats points for a `points` attribute: `x,y` pairs separated by spaces.
  ///
  /// - Parameter points: The points, in order.
  /// - Returns: The attribute value.
  package static func points(_ points: [(x: Double, y: Double)]) -> String {
    points.map { "\($0.x.svg),\($0.y.svg)" }.joined(separator: " ")
  }
}
