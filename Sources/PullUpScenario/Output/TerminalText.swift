/// The one escaper for text that can reach a terminal: every output of the `pullup` tool (`simulate`,
/// `test`, `explain`, `render`, `demo`), its error messages, and the test names of the
/// `PullUpScenarioTests` plugin send what came from a file, a path or a command line through it.
///
/// Every control character (C0, newline and carriage return included, DEL, and C1, such as the 0x9B that
/// starts a terminal command as ESC [ does) is written as `\u{1B}`: a scenario's title can neither clear
/// the screen, set the window's title, ring the bell, nor start a new line that forges another line of a
/// report (`PASS other.pullup.json`). So is every bidirectional control (Unicode's `Bidi_Control`: the
/// embeddings, overrides and isolates U+202A–U+202E and U+2066–U+2069, and the marks U+200E, U+200F and
/// U+061C), which would reorder how the rest of a line reads (a `FAIL` line shown backwards). Other text,
/// accents and symbols included, is left as it is.
package enum TerminalText {
  /// `text` with every control character written as `\u{HEX}`.
  package static func escaped(_ text: String) -> String {
    guard text.unicodeScalars.contains(where: isControl) else { return text }
    var result = String.UnicodeScalarView()
    for scalar in text.unicodeScalars {
      if isControl(scalar) {
        result.append(contentsOf: "\\u{\(String(scalar.value, radix: 16, uppercase: true))}".unicodeScalars)
      } else {
        result.append(scalar)
      }
    }
    return String(result)
  }

  /// A value's description, escaped: `TerminalText.escaped(error)`.
  package static func escaped(_ value: some CustomStringConvertible) -> String {
    escaped(value.description)
  }

  /// Lines of text, each escaped and ended with a newline: for text whose line breaks are the output's own.
  package static func lines(_ lines: some Sequence<String>) -> String {
    lines.map { escaped($0) + "\n" }.joined()
  }

  /// Whether a scalar is a control character: C0 (below U+0020), DEL (U+007F), C1 (U+0080 to U+009F) or a
  /// bidirectional control (U+061C, U+200E, U+200F, U+202A to U+202E, U+2066 to U+2069).
  package static func isControl(_ scalar: Unicode.Scalar) -> Bool {
    scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) || scalar.properties.isBidiControl
  }
}
