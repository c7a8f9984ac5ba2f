import PullUpScenario
import PullUpSystem

/// The Swift source of one generated scenario test. It is ASCII whatever the file holds: text goes into
/// string literals with every other character escaped, and names come from `TerminalText`, so no scenario
/// can break the build or reach a terminal through `swift test`'s output.
enum ScenarioTestSource {
  /// A test for the scenario file at `file`: named by its title, it replays the scenario and records each
  /// failed expectation as an issue. A file that `pullup test` could not read or decode gives a test named
  /// `name` that fails with the same reason.
  ///
  /// - Parameters:
  ///   - number: The file's number in the target, which keeps function names unique.
  ///   - name: The file's path inside its target, for messages and the function's name.
  ///   - file: The file's path.
  ///   - plugIns: Whether the test replays with the target's `scenarioPlugIns`.
  static func test(number: Int, name: String, file: RawPath, plugIns: Bool = false) -> String {
    let scenario: PullUpScenario
    let bytes: [UInt8]
    do {
      scenario = try PullUpScenario(contentsOfFile: file)
      bytes = try SystemFile.contents(of: file, limit: ScenarioLimits.fileSize)
    } catch {
      return failing(number: number, name: name, reason: "\(error)")
    }
    let json = String(decoding: bytes, as: UTF8.self)
    return test(number: number, name: name, title: scenario.title, json: json, plugIns: plugIns)
  }

  /// A test named `title` (or `name` when the title is missing or blank) that reads `json`, replays it and
  /// records each failed expectation as an issue.
  static func test(number: Int, name: String, title: String?, json: String, plugIns: Bool = false) -> String {
    """

    @Test(\(literal(displayName(title: title, name: name))))
    func scenario\(number)_\(identifier(name))() async throws {
      let scenario = try PullUpScenario(json: \(literal(json)))
      for failure in try await scenario.test(\(plugIns ? "plugIns: scenarioPlugIns" : "")) {
        Issue.record(Comment(rawValue: \(literal(TerminalText.escaped(name) + ": ")) + failure.description))
      }
    }

    """
  }

  /// A test named `name` that fails with `reason`: the file could not be read or decoded.
  static func failing(number: Int, name: String, reason: String) -> String {
    let message = TerminalText.escaped(name) + ": " + TerminalText.escaped(reason)
    return """

      @Test(\(literal(displayName(title: nil, name: name))))
      func scenario\(number)_\(identifier(name))() {
        Issue.record(Comment(rawValue: \(literal(message))))
      }

      """
  }

  /// The test's name: the title, or the file's name when the title is missing or blank (Swift Testing
  /// refuses an empty name), escaped for the terminal.
  static func displayName(title: String?, name: String) -> String {
    if let title, title.unicodeScalars.contains(where: { !$0.properties.isWhitespace }) {
      return TerminalText.escaped(title)
    }
    return TerminalText.escaped(name)
  }

  /// A Swift string literal for any text, in printable ASCII: every other character is `\u{…}`.
  static func literal(_ text: String) -> String {
    var literal = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\\": literal += "\\\\"
      case "\"": literal += "\\\""
      case "\n": literal += "\\n"
      case " "..."~": literal.unicodeScalars.append(scalar)
      default: literal += "\\u{\(String(scalar.value, radix: 16))}"
      }
    }
    return literal + "\""
  }

  /// Letters, digits and underscores from a file's name, for a function's name.
  static func identifier(_ name: String) -> String {
    let base = name.hasSuffix(".pullup.json") ? String(name.dropLast(".pullup.json".count)) : name
    return String(
      base.unicodeScalars.map { scalar in
        (scalar.isASCII && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar))) ? Character(scalar) : "_"
      })
  }
}
