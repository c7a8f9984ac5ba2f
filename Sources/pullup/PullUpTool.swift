import PullUpScenario
import PullUpSystem

/// `pullup`: simulate, render and explain PullUp scenarios from the command line.
///
/// Exit status: 0 on success, 1 for a scenario that cannot be read or replayed, or an output (a file or
/// standard output) that cannot be written, 2 for a command line that cannot be understood. Messages go to
/// standard error. When standard output is a pipe whose reader has gone (`| head`), the tool stops quietly
/// with status 0. Every text that came from a file, a path or the command line goes through
/// `TerminalText.escaped(_:)` before it reaches standard output or standard error.
@main
enum PullUpTool {
  static func main() async {
    StandardStreams.ignoreBrokenPipes()
    let invocation: Invocation
    do {
      invocation = try Invocation.parse(CommandLineArgument.current)
    } catch {
      StandardStreams.message("pullup", error.message, footer: HelpText.usage(error.subcommand))
      StandardStreams.terminate(ExitStatus.usage)
    }
    StandardStreams.terminate(await run(invocation))
  }

  /// Runs a parsed command line and returns the exit status.
  static func run(_ invocation: Invocation) async -> Int32 {
    do {
      switch invocation {
      case .help(let subcommand):
        try StandardStreams.output(HelpText.help(subcommand))
      case .simulate(let file, .text):
        try await replay(file) { TextOutput(scenario: $0) }
      case .simulate(let file, .jsonl):
        try await replay(file) { _ in JSONLinesOutput() }
      case .suggestExpectations(let file):
        let scenario = try PullUpScenario(contentsOfFile: file)
        let record = try await scenario.replay()
        try StandardStreams.output(PullUpScenario.json(expect: record.suggestedExpectations()))
      case .test(let files):
        return try await TestCommand.run(files)
      case .render(let file, let output):
        try PullUpOutputFile.checkNotAnInput(output, inputs: [file])
        let scenario = try PullUpScenario(contentsOfFile: file)
        var svg = ""
        _ = try await ScenarioPlayer(scenario).play(writing: SVGOutput(scenario: scenario)) { text in
          svg += text
          return true
        }
        try PullUpOutputFile.write(svg, to: output)
      case .explain(let file):
        try await replay(file) { ExplanationOutput(scenario: $0) }
      case .demo(let arguments):
        return try await DemoCommand.run(arguments)
      }
      return ExitStatus.success
    } catch let error as StandardOutputError where error.readerHasGone {
      return ExitStatus.success
    } catch {
      StandardStreams.message("pullup", "\(error)")
      return ExitStatus.badScenario
    }
  }
}

extension PullUpTool {
  /// Replays the scenario in `file` and writes an output to standard output as the replay runs.
  ///
  /// - Throws: ``PullUpScenarioError`` when the scenario cannot be read or replayed (what was written
  ///   before stays written), or ``StandardOutputError`` when standard output cannot be written (the replay
  ///   stops at once).
  static func replay<Output: RecordOutput>(_ file: RawPath, _ output: (PullUpScenario) -> Output) async throws {
    let scenario = try PullUpScenario(contentsOfFile: file)
    var buffer = StandardOutputBuffer()
    do {
      _ = try await ScenarioPlayer(scenario).play(writing: output(scenario)) { buffer.write($0) }
    } catch {
      buffer.flush()
      throw error
    }
    buffer.flush()
    if let failure = buffer.failure { throw failure }
  }
}

/// The exit statuses.
enum ExitStatus {
  static let success: Int32 = 0
  static let badScenario: Int32 = 1
  static let usage: Int32 = 2
}
