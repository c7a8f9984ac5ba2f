/// Text made safe for an SVG document.
///
/// Markup characters are replaced by entities, and characters that XML 1.0 forbids (the C0 controls other
/// than tab, newline and carriage return, and U+FFFE and U+FFFF) by U+FFFD, so that any string, even one
/// from a user, yields a well-formed document.
package enum SVGEscape {
  /// Escapes character data: `&`, `<` and `>`.
  ///
  /// - Parameter text: The text to put between tags.
  /// - Returns: The escaped text.
  package static func text(_ text: String) -> String {
    escape(text, quotes: false)
  }

  /// Escapes an attribute value: `&`, `<`, `>`, `"` and `'`.
  ///
  /// - Parameter value: The value to put between quotes.
  /// - Returns: The escaped value.
  package static func attribute(_ value: String) -> String {
    escape(value, quotes: true)
  }

  private static func escape(_ text: String, quotes: Bool) -> String {
    var result = ""
    result.reserveCapacity(text.utf8.count)
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": result += "&amp;"
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      case "\"" where quotes: result += "&quot;"
      case "'" where quotes: result += "&apos;"
      default:
        if isAllowed(scalar) {
          result.unicodeScalars.append(scalar)
        } else {
          result += "\u{FFFD}"
        }
      }
    }
    return result
  }

  /// Whether XML 1.0 allows a character: tab, newline, carriage return, and everything from U+0020 on
  /// except U+FFFE and U+FFFF.
  private static func isAllowed(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x9, 0xA, 0xD: return true
    case 0x20...0xFFFD, 0x10000...0x10FFFF: return true
    default: return false
    }
  }
}
