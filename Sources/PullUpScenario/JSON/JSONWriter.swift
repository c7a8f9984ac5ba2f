/// Writes JSON text from a ``JSONValue``, deterministically: keys in the order given, numbers in their
/// shortest form that reads back to the same `Double`.
enum JSONWriter {
  /// One line without spaces, as in a JSON Lines file: `{"t":0.5,"kind":"frame"}`.
  static func compact(_ value: JSONValue) -> String {
    var text = ""
    write(value, spaced: false, into: &text)
    return text
  }

  /// Indented text for people: an array or object that fits on a line of `lineWidth` characters stays on
  /// one line (`{"at": 0.1, "type": "dragBegan"}`), a longer one gets a line per element. Ends with a
  /// newline.
  static func pretty(_ value: JSONValue, lineWidth: Int = 100) -> String {
    var text = ""
    writePretty(value, indent: 0, prefix: 0, lineWidth: lineWidth, into: &text)
    return text + "\n"
  }

  /// A number as JSON: integral values without a fraction (`390`), others in Swift's shortest round-trip
  /// form (`0.1`, `1e-05`); a value that is not finite, which the format never holds, as `null`.
  static func number(_ value: Double) -> String {
    guard value.isFinite else { return "null" }
    return TextNumber.shortest(value)
  }

  /// A string in quotes, with the characters JSON requires escaped, and every other control character the
  /// terminal escaper knows (DEL, C1, the bidirectional controls: `TerminalText.isControl(_:)`) written
  /// as a `\u` escape too, so that a scenario file or a JSON Lines stream shown in a terminal cannot
  /// reorder or drive it.
  static func quoted(_ string: String) -> String {
    var text = "\""
    for scalar in string.unicodeScalars {
      switch scalar {
      case "\"": text += "\\\""
      case "\\": text += "\\\\"
      case "\n": text += "\\n"
      case "\r": text += "\\r"
      case "\t": text += "\\t"
      case _ where TerminalText.isControl(scalar):
        let hex = String(scalar.value, radix: 16)
        text += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      default: text.unicodeScalars.append(scalar)
      }
    }
    return text + "\""
  }

  private static func write(_ value: JSONValue, spaced: Bool, into text: inout String) {
    switch value {
    case .null: text += "null"
    case .bool(let flag): text += flag ? "true" : "false"
    case .number(let number): text += Self.number(number)
    case .string(let string): text += quoted(string)
    case .array(let elements):
      text += "["
      for (offset, element) in elements.enumerated() {
        if offset > 0 { text += spaced ? ", " : "," }
        write(element, spaced: spaced, into: &text)
      }
      text += "]"
    case .object(let members):
      text += "{"
      for (offset, member) in members.enumerated() {
        if offset > 0 { text += spaced ? ", " : "," }
        text += quoted(member.key) + (spaced ? ": " : ":")
        write(member.value, spaced: spaced, into: &text)
      }
      text += "}"
    }
  }

  /// Writes a value that starts `prefix` characters into a line indented by `indent`.
  private static func writePretty(_ value: JSONValue, indent: Int, prefix: Int, lineWidth: Int, into text: inout String)
  {
    var inline = ""
    write(value, spaced: true, into: &inline)
    let inner = String(repeating: " ", count: indent + 2)
    switch value {
    case .array(let elements) where indent + prefix + inline.count > lineWidth && !elements.isEmpty:
      text += "[\n"
      for (offset, element) in elements.enumerated() {
        text += inner
        writePretty(element, indent: indent + 2, prefix: 0, lineWidth: lineWidth, into: &text)
        text += offset == elements.count - 1 ? "\n" : ",\n"
      }
      text += String(repeating: " ", count: indent) + "]"
    case .object(let members) where indent + prefix + inline.count > lineWidth && !members.isEmpty:
      text += "{\n"
      for (offset, member) in members.enumerated() {
        let key = quoted(member.key) + ": "
        text += inner + key
        writePretty(member.value, indent: indent + 2, prefix: key.count, lineWidth: lineWidth, into: &text)
        text += offset == members.count - 1 ? "\n" : ",\n"
      }
      text += String(repeating: " ", count: indent) + "}"
    default:
      text += inline
    }
  }
}
