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
