import PullUpScenario

/// `pullup`: simulate, render and explain PullUp scenarios from the command line.
///
/// Exit status: 0 on success, 1 for a scenario that cannot be read or replayed, or an output (a file or
/// standard output) that cannot be written, 2 for a command line that cannot be understood. Messages go to
/// standard error. When standard output is a pipe whose reader has gone (`| head`), the tool stops quietly
/// with status 0.
@main
enum PullUpTool {
  static func main() async {
    StandardStreams.ignoreBrokenPipes()
    let invocation: Invocation
    do {
      invocation = try Invocation.parse(CommandLineArgument.current)
    } catch {
      StandardStreams.error("pullup: \(error.message)\n\(HelpText.usage(error.subcommand))")
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
      case .simulate(let file, let format):
        let record = try await PullUpScenario(contentsOfFile: file).replay()
        try StandardStreams.output(format == .jsonl ? record.jsonLines() : record.text())
      case .render(let file, let output):
        let record = try await PullUpScenario(contentsOfFile: file).replay()
        try OutputFile.write(record.svg(), to: output)
      case .explain(let file):
        let record = try await PullUpScenario(contentsOfFile: file).replay()
        try StandardStreams.output(record.explanation())
      case .demo(let arguments):
        return try await DemoCommand.run(arguments)
      }
      return ExitStatus.success
    } catch let error as StandardOutputError where error.readerHasGone {
      return ExitStatus.success
    } catch {
      StandardStreams.error("pullup: \(error)\n")
      return ExitStatus.badScenario
    }
  }
}

/// The exit statuses.
enum ExitStatus {
  static let success: Int32 = 0
  static let badScenario: Int32 = 1
  static let usage: Int32 = 2
}
