import Foundation
import PullUpScenario
import PullUpTesting
import Testing

/// Every string that can reach a terminal from `pullup` goes through the one escaper, newlines included:
/// titles, file names and what error messages echo, in `simulate`, `test`, `explain` and `render`.
@Suite("Control characters on every output path", .timeLimit(.minutes(5 * TestSlowness.factor)))
struct TerminalEscapeTests {
  /// ESC and a CSI, an OSC that sets the window's title ended by BEL, a C1 CSI, NUL, CR, a newline that
  /// would forge a `PASS` line, and bidirectional controls (a right-to-left override, which shows the rest
  /// of the line backwards, an isolate, its end, and a mark), as JSON escapes.
  static let hostileJSON =
    #"\u001b[2J\u001b]0;pwned\u0007\u009b\u0000\r\nPASS other.pullup.json\u202eSSAP\u2066x\u2069\u200f"#
  /// The same, as the escaper writes it.
  static let hostileEscaped =
    #"\u{1B}[2J\u{1B}]0;pwned\u{7}\u{9B}\u{0}\u{D}\u{A}PASS other.pullup.json\u{202E}SSAP\u{2066}x\u{2069}\u{200F}"#

  /// Whether `text` is free of control characters but line feeds, of bidirectional controls, and of lines
  /// that start with `PASS`.
  static func isSafe(_ text: String) -> Bool {
    !text.unicodeScalars.contains {
      $0 != "\n" && ($0.value < 0x20 || (0x7F...0x9F).contains($0.value) || Self.bidiControls.contains($0.value))
    } && !text.split(separator: "\n").contains { $0.hasPrefix("PASS") }
  }

  /// Unicode's bidirectional controls, listed by hand rather than from the property the escaper reads.
  static let bidiControls: Set<UInt32> = [
    0x061C, 0x200E, 0x200F, 0x202A, 0x202B, 0x202C, 0x202D, 0x202E, 0x2066, 0x2067, 0x2068, 0x2069,
  ]

  @Test("Every bidirectional control (U+202A–U+202E, U+2066–U+2069, the marks) is escaped, and only those")
  func bidirectionalControls() {
    for value in Self.bidiControls {
      let scalar = Unicode.Scalar(value)!
      let escaped = TerminalText.escaped("a\(Character(scalar))b")
      #expect(escaped == "a\\u{\(String(value, radix: 16, uppercase: true))}b")
    }
    // Right-to-left text itself, and the neighbours of the controls, stay as they are.
    for text in ["שלום", "مرحبا", "\u{2029}", "\u{2065}", "\u{206A}", "\u{2029}", "\u{2010}"] {
      #expect(TerminalText.escaped(text) == text)
    }
  }

  @Test("A scenario file, as a recording or `suggest-expectations` writes it, has them as \\u escapes too")
  func jsonEscapes() throws {
    var scenario = try PullUpScenario(json: #"{"title": "\#(Self.hostileJSON)", \#(Self.container), "events": []}"#)
    scenario.title = try #require(scenario.title) + "\u{202E}"
    let json = scenario.json()
    #expect(json.contains(#"\u202e"#) && json.contains(#"\u009b"#))
    #expect(!json.unicodeScalars.contains { TerminalText.isControl($0) && $0 != "\n" })
    #expect(try PullUpScenario(json: json).title == scenario.title, "the escapes read back")
  }

  /// Writes `json` to a file named `name` in `directory` and returns its path.
  static func file(_ json: String, named name: String = "s.pullup.json", in directory: URL) throws -> String {
    let url = directory.appendingPathComponent(name)
    try Data(json.utf8).write(to: url)
    return url.path
  }

  static let container = #""container": {"width": 390, "height": 844}"#

  @Test("A title's control characters and newlines are escaped in test, simulate and explain")
  func titles() throws {
    let directory = try makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    // An expectation that fails, so that the report is a FAIL with lines under it.
    let path = try Self.file(
      #"{"title": "\#(Self.hostileJSON)", \#(Self.container), "events": [], "expect": [{"at": "end", "state": "expanded"}]}"#,
      in: directory)
    let test = try PullUpExecutable.run(["test", path])
    #expect(test.status == 1)
    #expect(Self.isSafe(test.output), "\(test.output)")
    #expect(test.output.hasPrefix("FAIL \(Self.hostileEscaped)\n  expect[0]"))
    for command in ["simulate", "explain"] {
      let run = try PullUpExecutable.run([command, path])
      #expect(run.status == 0)
      #expect(Self.isSafe(run.output), "\(command)")
      #expect(run.output.hasPrefix(Self.hostileEscaped + "\n"), "\(command)")
    }
  }

  @Test("Without a title, a file name that holds ESC is escaped in test's report")
  func fileNames() throws {
    let directory = try makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let name = "a\u{1B}[2J\u{9B}b.pullup.json"
    let passing = try Self.file(
      #"{\#(Self.container), "events": [], "expect": [{"at": "end", "state": "collapsed"}]}"#, named: name,
      in: directory)
    let run = try PullUpExecutable.run(["test", passing])
    #expect(run.status == 0)
    #expect(Self.isSafe(run.output.replacingOccurrences(of: "PASS ", with: "")))
    #expect(run.output == "PASS \(directory.path)/a\\u{1B}[2J\\u{9B}b.pullup.json\n")
    let unreadable = try Self.file("{", named: name, in: directory)
    let failed = try PullUpExecutable.run(["test", unreadable])
    #expect(Self.isSafe(failed.output))
    #expect(failed.output.hasPrefix("FAIL \(directory.path)/a\\u{1B}[2J\\u{9B}b.pullup.json: not valid JSON"))
  }

  @Test(
    "Error messages escape an unknown event type, a state and an accessibility action in every command",
    arguments: [
      (#"{"at": 0, "type": "\#(hostileJSON)"}"#, "events[0].type: unknown event type"),
      (#"{"at": 0, "type": "setState", "state": "\#(hostileJSON)"}"#, "events[0].state: expected"),
      (#"{"at": 0, "type": "accessibilityActionPerformed", "action": "\#(hostileJSON)"}"#, "events[0].action: unknown"),
    ])
  func errorMessages(event: String, message: String) throws {
    let directory = try makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let path = try Self.file(#"{\#(Self.container), "events": [\#(event)]}"#, in: directory)
    let svg = directory.appendingPathComponent("out.svg").path
    for arguments in [["simulate", path], ["explain", path], ["render", path, "--output", svg], ["test", path]] {
      let run = try PullUpExecutable.run(arguments)
      #expect(run.status == 1, "\(arguments[0])")
      let text = run.output + run.error
      #expect(Self.isSafe(text), "\(arguments[0]): \(text)")
      #expect(text.contains(message) && text.contains(Self.hostileEscaped), "\(arguments[0]): \(text)")
    }
  }
}
