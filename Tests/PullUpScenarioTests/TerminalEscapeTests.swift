import Foundation
import Testing

/// Every string that can reach a terminal from `pullup` goes through the one escaper, newlines included:
/// titles, file names and what error messages echo, in `simulate`, `test`, `explain` and `render`.
@Suite("Control characters on every output path", .timeLimit(.minutes(5)))
struct TerminalEscapeTests {
  /// ESC and a CSI, an OSC that sets the window's title ended by BEL, a C1 CSI, NUL, CR, and a newline that
  /// would forge a `PASS` line, as JSON escapes.
  static let hostileJSON = #"\u001b[2J\u001b]0;pwned\u0007\u009b\u0000\r\nPASS other.pullup.json"#
  /// The same, as the escaper writes it.
  static let hostileEscaped = #"\u{1B}[2J\u{1B}]0;pwned\u{7}\u{9B}\u{0}\u{D}\u{A}PASS other.pullup.json"#

  /// Whether `text` is free of control characters but line feeds, and of lines that start with `PASS`.
  static func isSafe(_ text: String) -> Bool {
    !text.unicodeScalars.contains { $0 != "\n" && ($0.value < 0x20 || (0x7F...0x9F).contains($0.value)) }
      && !text.split(separator: "\n").contains { $0.hasPrefix("PASS") }
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
