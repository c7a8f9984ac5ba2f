// MARK: - `pullup demo`: the place for the terminal demo
//
// `pullup demo` belongs to the terminal front end (PullUpTerminal), which wires it up in a later change:
// replace `DemoCommand.run(_:)` with the interactive session, and record it with `PullUpScenarioRecorder`
// if a `--record FILE` option is wanted. The dispatcher (`PullUpTool.run(_:)`), the argument parser
// (`Invocation.parse(_:)`, which passes every argument after `demo` through untouched) and the help text
// (`HelpText.demo`) already route here.

/// `pullup demo`, for now a placeholder.
enum DemoCommand {
  /// Runs the demo with the arguments after `demo`, returning the exit status.
  static func run(_ arguments: [String]) -> Int32 {
    StandardStreams.error("demo: not available in this build\n")
    return ExitStatus.usage
  }
}
