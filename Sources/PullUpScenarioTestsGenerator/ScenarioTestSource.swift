/// The Swift source of one generated scenario test.
enum ScenarioTestSource {
  /// A test named `title` that reads `json`, replays it and records each failed expectation as an issue.
  ///
  /// - Parameters:
  ///   - number: The file's number in the target, which keeps function names unique.
  ///   - name: The file's path inside its target, for messages and the function's name.
  ///   - title: The test's display name.
  ///   - json: The file's text.
  ///   - plugIns: Whether the test replays with the target's `scenarioPlugIns`.
  static func test(number: Int, name: String, title: String, json: String, plugIns: Bool = false) -> String {
    let delimiter = String(repeating: "#", count: longestRun(of: "#", in: json) + 1)
    return """

      @Test(\(literal(title)))
      func scenario\(number)_\(identifier(name))() async throws {
        let scenario = try PullUpScenario(json: \(delimiter)\"""
      \(json)
      \"""\(delimiter))
        for failure in try await scenario.test(\(plugIns ? "plugIns: scenarioPlugIns" : "")) {
          Issue.record(Comment(rawValue: \(literal(name + ": ")) + failure.description))
        }
      }

      """
  }

  /// A Swift string literal for any text.
  static func literal(_ text: String) -> String {
    var literal = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\\": literal += "\\\\"
      case "\"": literal += "\\\""
      case "\n": literal += "\\n"
      case "\t": literal += "\\t"
      case _ where scalar.value < 0x20 || scalar.value == 0x7F:
        literal += "\\u{\(String(scalar.value, radix: 16))}"
      default: literal.unicodeScalars.append(scalar)
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

  /// The longest run of `character` in `text`.
  static func longestRun(of character: Character, in text: String) -> Int {
    var longest = 0
    var run = 0
    for current in text {
      run = current == character ? run + 1 : 0
      longest = max(longest, run)
    }
    return longest
  }
}
