import PullUpScenario
import PullUpSystem

/// `pullup test FILE...`: replays each scenario and checks its expectations.
///
/// One line per file, `PASS` or `FAIL` and the title (or the file's name when it has none), then, indented,
/// each failed expectation with the explain reason of the release before it. Status 0 when every file
/// passes; 1 when an expectation fails, a file cannot be read or replayed, or a file has no expectations
/// (a test that checks nothing is an error).
enum TestCommand {
  static func run(_ files: [RawPath]) async throws(StandardOutputError) -> Int32 {
    var status = ExitStatus.success
    for file in files {
      let (passed, report) = await test(file)
      if !passed { status = ExitStatus.badScenario }
      try StandardStreams.output(report)
    }
    return status
  }

  /// Whether a file passes, and its lines. The title or file name, the errors and the failures go through
  /// the one escaper (`TerminalText`), a line at a time: a title cannot forge a `PASS` line or reach the
  /// terminal's controls.
  static func test(_ file: RawPath) async -> (passed: Bool, report: String) {
    let scenario: PullUpScenario
    do {
      scenario = try PullUpScenario(contentsOfFile: file)
    } catch {
      return (false, TerminalText.lines(["FAIL \(file): \(error)"]))
    }
    let name = scenario.title ?? file.description
    let failures: [PullUpExpectationFailure]
    do {
      failures = try await scenario.test()
    } catch {
      return (false, TerminalText.lines(["FAIL \(name)", "  \(file): \(error)"]))
    }
    guard !failures.isEmpty else { return (true, TerminalText.lines(["PASS \(name)"])) }
    let lines = failures.flatMap { $0.description.split(separator: "\n").map { "  " + $0 } }
    return (false, TerminalText.lines(["FAIL \(name)"] + lines))
  }
}
