/// Numbers for people: a fixed number of decimals, the same bytes in every locale and on every platform.
package enum TextNumber {
  /// `value` rounded to `decimals` places, with a leading minus only when the rounded value is not zero.
  package static func fixed(_ value: Double, _ decimals: Int = 2) -> String {
    guard value.isFinite else { return value.isNaN ? "nan" : (value < 0 ? "-inf" : "inf") }
    var scale = 1.0
    for _ in 0..<decimals { scale *= 10 }
    let magnitude = (abs(value) * scale).rounded()
    guard magnitude < 9e15 else { return "\(value)" }
    let scaled = Int64(magnitude)
    let unit = Int64(scale)
    var text = String(scaled / unit)
    if decimals > 0 {
      let fraction = String(scaled % unit)
      text += "." + String(repeating: "0", count: decimals - fraction.count) + fraction
    }
    return value < 0 && scaled != 0 ? "-" + text : text
  }

  /// A height or distance: at most two decimals, trailing zeros dropped (`392.5`, `122`).
  package static func points(_ value: Double) -> String {
    var text = fixed(value, 2)
    if text.contains(".") {
      while text.hasSuffix("0") { text.removeLast() }
      if text.hasSuffix(".") { text.removeLast() }
    }
    return text
  }

  /// A number in Swift's shortest form that reads back exactly: integral values without a fraction (`390`),
  /// others as `0.1`, `832.0000001`, `1e-05`; `nan`, `inf` and `-inf` for the others. JSON numbers use it too.
  package static func shortest(_ value: Double) -> String {
    guard value.isFinite else { return value.isNaN ? "nan" : (value < 0 ? "-inf" : "inf") }
    if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
    return "\(value)"
  }

  /// Two heights or distances that differ, as ``points(_:)`` writes them, or in the ``shortest(_:)`` form
  /// when two decimals would make them read the same (`832` against `832.0000001`).
  package static func distinct(_ first: Double, _ second: Double) -> (String, String) {
    let (a, b) = (points(first), points(second))
    guard a == b, first != second else { return (a, b) }
    return (shortest(first), shortest(second))
  }

  /// A tolerance as ``points(_:)`` writes it, or in the ``shortest(_:)`` form when it is not zero but two
  /// decimals would make it read `0`.
  package static func tolerance(_ value: Double) -> String {
    let text = points(value)
    return text == "0" && value != 0 ? shortest(value) : text
  }

  /// A time in seconds with three decimals: `0.250`.
  package static func seconds(_ value: Double) -> String {
    fixed(value, 3)
  }

  /// A height velocity (positive up) in words: `↑ 1800 pt/s`, `↓ 240.5 pt/s`, `at rest`.
  package static func velocity(_ value: Double) -> String {
    let speed = points(abs(value))
    if speed == "0" { return "at rest" }
    return "\(value > 0 ? "\u{2191}" : "\u{2193}") \(speed) pt/s"
  }
}
