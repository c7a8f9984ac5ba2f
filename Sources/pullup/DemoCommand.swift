import PullUp
import PullUpScenario
import PullUpTerminal

/// `pullup demo [--preset NAME] [--scroll-policy NAME] [--keyboard-policy NAME] [--reduce-motion]
/// [--record FILE]`: the sheet in the terminal, optionally recorded as a scenario that `pullup simulate`
/// replays to the same result.
enum DemoCommand {
  /// The presets by their command-line names.
  static let presets: [String: PullUpScenario.Configuration.Preset] = [
    "default": .default, "ish-pull-up": .ishPullUp, "split-sheet": .splitSheet, "split-view": .splitView,
    "floating-panel": .floatingPanel,
  ]

  /// Runs the demo with the arguments after `demo`, returning the exit status.
  ///
  /// - Throws: ``StandardOutputError`` when the help or the closing line cannot be written.
  static func run(_ arguments: [CommandLineArgument]) async throws(StandardOutputError) -> Int32 {
    var preset = PullUpScenario.Configuration.Preset.default
    var scrollPolicy: PullUpScrollPolicy?
    var keyboardPolicy: PullUpKeyboardPolicy?
    var reducesMotion = false
    var recordPath: RawPath?
    var remaining = arguments[...]
    while let argument = remaining.popFirst()?.text {
      switch argument {
      case "-h", "--help":
        try StandardStreams.output(HelpText.demo)
        return ExitStatus.success
      case "--preset":
        guard let name = remaining.popFirst()?.text, let chosen = presets[name] else {
          return usage("--preset needs one of: \(presets.keys.sorted().joined(separator: ", "))")
        }
        preset = chosen
      case "--scroll-policy":
        guard let name = remaining.popFirst()?.text, let chosen = PullUpScrollPolicy(rawValue: name) else {
          return usage("--scroll-policy needs one of: \(names(of: PullUpScrollPolicy.self))")
        }
        scrollPolicy = chosen
      case "--keyboard-policy":
        guard let name = remaining.popFirst()?.text, let chosen = PullUpKeyboardPolicy(rawValue: name) else {
          return usage("--keyboard-policy needs one of: \(names(of: PullUpKeyboardPolicy.self))")
        }
        keyboardPolicy = chosen
      case "--reduce-motion":
        reducesMotion = true
      case "--record":
        guard let path = remaining.popFirst(), !path.text.hasPrefix("-") else { return usage("--record needs a FILE") }
        recordPath = path.path
      default:
        return usage("unknown argument '\(argument)'")
      }
    }

    let scenarioConfiguration = configuration(
      preset: preset, scrollPolicy: scrollPolicy, keyboardPolicy: keyboardPolicy, reducesMotion: reducesMotion)
    let configuration: PullUpConfiguration
    do {
      configuration = try scenarioConfiguration.makeConfiguration()
    } catch {
      StandardStreams.error("pullup demo: \(error)\n")
      return ExitStatus.badScenario
    }
    let recording = DemoRecording(configuration: scenarioConfiguration)
    let hooks = recordPath == nil ? TerminalDemoHooks.none : recording.hooks
    if let failure = await runInTerminal(
      configuration, contentHeight: scenarioConfiguration.contentHeight, hooks: hooks)
    {
      StandardStreams.error("pullup demo: \(failure)\n")
      return ExitStatus.badScenario
    }
    if let recordPath, var scenario = recording.scenario() {
      // A recording is a regression test at once: its replay (the same snapshots as the session) tells
      // where the sheet came to rest after each release and at the end.
      do {
        scenario.expect = try await PullUpScenarioPlayer(scenario).play().suggestedExpectations()
      } catch {
        StandardStreams.error("pullup demo: the recording replays with an error, so it has no expectations: \(error)\n")
      }
      do {
        try OutputFile.write(scenario.json(), to: recordPath)
      } catch {
        StandardStreams.error("pullup demo: \(error)\n")
        return ExitStatus.badScenario
      }
      try StandardStreams.output(
        "Recorded \(scenario.events.count) inputs and \(scenario.expect.count) expectations to \(recordPath); "
          + "replay: pullup simulate \(recordPath); check: pullup test \(recordPath)\n")
    }
    return ExitStatus.success
  }

  /// The demo's configuration as a scenario describes it, which is what `--record` writes.
  static func configuration(
    preset: PullUpScenario.Configuration.Preset, scrollPolicy: PullUpScrollPolicy? = nil,
    keyboardPolicy: PullUpKeyboardPolicy? = nil, reducesMotion: Bool = false
  ) -> PullUpScenario.Configuration {
    var configuration = PullUpScenario.Configuration(preset: preset)
    // The demo's list of places, for SplitSheet's fit-to-content detent.
    if preset == .splitSheet { configuration.sheetHeight = TerminalSheetRenderer().contentHeight }
    configuration.scrollPolicy = scrollPolicy
    configuration.keyboardPolicy = keyboardPolicy
    if reducesMotion { configuration.reducesMotion = true }
    return configuration
  }

  /// Runs the demo in the terminal until the person quits; returns what went wrong, in words, or `nil`.
  private static func runInTerminal(
    _ configuration: PullUpConfiguration, contentHeight: Double?, hooks: TerminalDemoHooks
  ) async -> String? {
    #if canImport(Darwin) || canImport(Glibc)
      guard #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) else {
        return "the demo needs macOS 15 or newer (its terminal session restores the terminal through atomics)"
      }
      do {
        try await TerminalDemo(configuration: configuration, contentHeight: contentHeight, hooks: hooks).run()
      } catch let error as TerminalSessionError {
        return "\(error)\npullup demo needs an interactive terminal: run it in one, not through a pipe."
      } catch {
        return "\(error)"
      }
      return nil
    #else
      return "the demo needs the terminal calls of Darwin or Glibc, which this system does not have"
    #endif
  }

  private static func names<Name: CaseIterable & RawRepresentable>(of type: Name.Type) -> String
  where Name.RawValue == String {
    Name.allCases.map(\.rawValue).joined(separator: ", ")
  }

  private static func usage(_ message: String) -> Int32 {
    StandardStreams.error("pullup demo: \(message)\n\(HelpText.usage(.demo))")
    return ExitStatus.usage
  }
}

/// Feeds the demo's inputs to a scenario recorder, created when the demo tells its starting container.
final class DemoRecording: Sendable {
  private let configuration: PullUpScenario.Configuration
  private let recorder = PullUpLock<PullUpScenarioRecorder?>(nil)

  init(configuration: PullUpScenario.Configuration) {
    self.configuration = configuration
  }

  var hooks: TerminalDemoHooks {
    TerminalDemoHooks(
      started: { [configuration, recorder] container, _ in
        recorder.withLock {
          $0 = PullUpScenarioRecorder(
            configuration: configuration, container: container, title: "Recorded with pullup demo")
        }
      },
      input: { [recorder] time, input in
        guard let current = recorder.withLock({ $0 }) else { return }
        try? current.record(input, at: time)
      })
  }

  func scenario() -> PullUpScenario? {
    recorder.withLock { $0 }.map { recorder in
      // End a little after the last input, so that its settle is part of the replay.
      let last = recorder.scenario().events.last?.time ?? 0
      return recorder.scenario(until: last + 3)
    }
  }
}
