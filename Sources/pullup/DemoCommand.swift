import PullUp
import PullUpScenario
import PullUpSystem
import PullUpTerminal

#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// `pullup demo [--preset NAME] [--scroll-policy NAME] [--keyboard-policy NAME] [--reduce-motion]
/// [--record FILE]`: the sheet in the terminal, optionally recorded as a scenario that `pullup simulate`
/// replays to the same result.
enum DemoCommand {
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
    var given: Set<String> = []
    while let argument = remaining.popFirst()?.text {
      // As every pullup command and pullup-gtk: an option given twice is refused, rather than the last winning.
      if argument.hasPrefix("--"), !given.insert(argument).inserted {
        return usage("\(argument) given twice")
      }
      switch argument {
      case "-h", "--help":
        try StandardStreams.output(HelpText.demo)
        return ExitStatus.success
      case "--preset":
        guard let name = remaining.popFirst()?.text,
          let chosen = PullUpScenario.Configuration.Preset(commandLineArgument: name)
        else {
          let names = PullUpScenario.Configuration.Preset.allCases.map(\.rawValue)
          return usage("--preset needs one of: \(names.joined(separator: ", "))")
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
      StandardStreams.message("pullup demo", "\(error)")
      return ExitStatus.badScenario
    }
    if let recordPath {
      // Before the session: a path that cannot take the file must not cost the session.
      do {
        try PullUpOutputFile.check(recordPath)
      } catch {
        StandardStreams.message("pullup demo", "\(error); the demo did not start")
        return ExitStatus.badScenario
      }
    }
    if let refusal = refusal(term: getenv("TERM").map { String(cString: $0) }) {
      StandardStreams.message("pullup demo", refusal)
      return ExitStatus.badScenario
    }
    let recording = DemoRecording(configuration: scenarioConfiguration)
    let hooks = recordPath == nil ? TerminalDemoHooks.none : recording.hooks
    // From here to the end, the signals of PullUpSignalPolicy (SIGINT, SIGTERM, SIGHUP, SIGQUIT) end the
    // session as `q` does and the recording is saved; then the process dies of the signal. A second one ends
    // it at once, but for SIGHUP, which a closing window sends more than once.
    Termination.begin()
    var status = ExitStatus.success
    if let failure = await runInTerminal(
      configuration, contentHeight: scenarioConfiguration.contentHeight, hooks: hooks)
    {
      StandardStreams.message("pullup demo", failure)
      status = ExitStatus.badScenario
    }
    // Also after a failure once the session started (a terminal that hung up): what was recorded is kept.
    if let recordPath {
      let saved = await save(recording, to: recordPath)
      for message in saved.messages { StandardStreams.message("pullup demo", message) }
      if saved.status != ExitStatus.success { status = saved.status }
      if let summary = saved.summary {
        do {
          try StandardStreams.output(summary)
        } catch {
          // A terminal closed with the window (SIGHUP) takes no closing line: the file is written.
          if Termination.requested == nil {
            _ = Termination.end()
            throw error
          }
        }
      }
    }
    if let signal = Termination.end() { Termination.endProcess(dyingOf: signal) }
    return status
  }

  /// Why the demo refuses to start with this `TERM`, or `nil`: it draws with xterm's sequences (the
  /// alternate screen, a hidden cursor, mouse reports, colours), which a terminal that says it is `dumb`,
  /// or says nothing, may print as text. The demo refuses rather than degrading: without the mouse and the
  /// redrawn screen there is nothing left to show.
  static func refusal(term: String?) -> String? {
    let name = term ?? ""
    guard name.isEmpty || name == "dumb" else { return nil }
    return "needs a terminal that understands xterm's sequences (alternate screen, mouse reports), and TERM is "
      + (name.isEmpty ? "not set" : "dumb") + "; run it in a terminal emulator (xterm, tmux, a desktop terminal)"
  }

  /// What saving a recording did: the exit status, the messages for standard error and the closing line
  /// for standard output.
  struct Saved {
    var status = ExitStatus.success
    var messages: [String] = []
    var summary: String?
  }

  /// Writes a finished recording to `path`; when that fails, to a file of its own in `fallbackDirectory`
  /// (by default `TMPDIR`, else `/tmp`), and says where: a session is never lost to a full disk.
  ///
  /// `frameLimit` and `rounds` are ``DemoRecording/finish(frameLimit:rounds:)``'s, lower only in tests.
  static func save(
    _ recording: DemoRecording, to path: RawPath, fallbackDirectory: RawPath? = nil,
    frameLimit: Int = ScenarioLimits.frames, rounds: Int = 12
  ) async -> Saved {
    var saved = Saved()
    guard let result = await recording.finish(frameLimit: frameLimit, rounds: rounds) else { return saved }
    if let unexpected = result.unexpected {
      saved.messages.append("the recording replays with an error, so it has no expectations: \(unexpected)")
    }
    if let stop = result.stop { saved.messages.append(stop.description) }
    var written = path
    do {
      try PullUpOutputFile.write(result.json, to: path)
    } catch {
      saved.status = ExitStatus.badScenario
      do {
        written = try PullUpOutputFile.writeFallback(result.json, prefix: "pullup-demo", directory: fallbackDirectory)
        saved.messages.append("\(error); the session was saved to \(written) instead")
      } catch let fallback {
        saved.messages.append("\(error); the session could not be saved elsewhere either: \(fallback)")
        return saved
      }
    }
    let scenario = result.scenario
    let file = TerminalText.escaped(written)
    saved.summary =
      "Recorded \(scenario.events.count) inputs and \(scenario.expect.count) expectations to \(file); "
      + "replay: pullup simulate \(file); check: pullup test \(file)\n"
    return saved
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
        return "\(error); pullup demo needs an interactive terminal: run it in one, not through a pipe"
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
    StandardStreams.message("pullup demo", message, footer: HelpText.usage(.demo))
    return ExitStatus.usage
  }
}

/// `TerminalTermination` where the system has it: deferring `SIGINT`, `SIGTERM` and `SIGHUP` while the
/// demo runs and its recording is saved. Elsewhere nothing is deferred, and those signals end the process.
private enum Termination {
  static func begin() {
    #if canImport(Darwin) || canImport(Glibc)
      if #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) {
        let signals = PullUpSignalPolicy.sessionEnding
        TerminalTermination.beginDeferring(
          signals, repeatsIgnored: signals.filter { PullUpSignalPolicy.response(to: $0, repeated: true) == .ignore })
      }
    #endif
  }

  static var requested: Int32? {
    #if canImport(Darwin) || canImport(Glibc)
      if #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) { return TerminalTermination.requested }
    #endif
    return nil
  }

  static func end() -> Int32? {
    #if canImport(Darwin) || canImport(Glibc)
      if #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) { return TerminalTermination.endDeferring() }
    #endif
    return nil
  }

  static func endProcess(dyingOf signal: Int32) -> Never {
    #if canImport(Darwin) || canImport(Glibc)
      if #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) {
        TerminalTermination.endProcess(dyingOf: signal)
      }
    #endif
    StandardStreams.terminate(128 + signal)
  }
}

/// Feeds the demo's inputs to a scenario recorder, created when the demo tells its starting container.
///
/// Nothing is dropped without a word. An input the recorder refuses (the 100,001st, or one after an hour,
/// the most a scenario may hold) stops the recording there: the session goes on, and the file's title and
/// the closing message say where the recording stopped and why. ``finish()`` makes sure that the file it
/// returns replays with `pullup simulate` and `pullup test`: it keeps fewer inputs when the whole session
/// would need more frames than a replay may run or a larger file than a scenario may be.
final class DemoRecording: Sendable {
  /// The title of a recording.
  static let title = "Recorded with pullup demo"

  private struct State {
    var recorder: PullUpScenarioRecorder?
    /// Why the recording stopped before the session ended, or `nil` while it records every input.
    var stop: Stop?
  }

  /// Where and why a recording stopped before the session ended.
  struct Stop: Equatable {
    /// The inputs recorded before it stopped.
    var inputs: Int
    /// The time of the last input kept, in seconds.
    var time: Double
    /// Why, in words.
    var reason: String

    var description: String {
      "recording stopped after \(inputs) inputs at \(TextNumber.seconds(time)) s: \(reason); "
        + "the rest of the session was not recorded"
    }
  }

  /// A recording ready to write.
  struct Result {
    /// The scenario, with its expectations.
    var scenario: PullUpScenario
    /// The scenario's JSON text, at most `ScenarioLimits.fileSize` bytes.
    var json: String
    /// Where and why the recording stopped early, or `nil` when it holds the whole session.
    var stop: Stop?
    /// Why the recording has no expectations, or `nil` when it has them.
    var unexpected: PullUpScenarioError?
  }

  private let configuration: PullUpScenario.Configuration
  private let state = PullUpLock(State())

  init(configuration: PullUpScenario.Configuration) {
    self.configuration = configuration
  }

  var hooks: TerminalDemoHooks {
    TerminalDemoHooks(
      started: { [configuration, state] container, _ in
        state.withLock {
          $0.recorder = PullUpScenarioRecorder(configuration: configuration, container: container, title: Self.title)
        }
      },
      input: { [state] time, input in
        state.withLock { state in
          guard let recorder = state.recorder, state.stop == nil else { return }
          do throws(PullUpScenarioError) {
            try recorder.record(input, at: time)
          } catch {
            let kept = recorder.scenario()
            state.stop = Stop(inputs: kept.events.count, time: kept.events.last?.time ?? 0, reason: error.message)
          }
        }
      })
  }

  /// Where and why the recording stopped, or `nil` while it records every input.
  var stop: Stop? { state.withLock { $0.stop } }

  /// The session so far, ending a little after the last input so that its settle is part of the replay.
  func scenario() -> PullUpScenario? {
    state.withLock { $0.recorder }.map { recorder in
      let last = recorder.scenario().events.last?.time ?? 0
      return recorder.scenario(until: last + 3)
    }
  }

  /// The recording as a file that replays, with the expectations its replay suggests (a recording is a
  /// regression test at once), or `nil` when the demo never started.
  ///
  /// When the whole session needs more than `ScenarioLimits.frames` frames to replay, or
  /// more than `ScenarioLimits.fileSize` bytes, the inputs before a point where it fits are kept,
  /// and ``Result/stop`` says so, as the title does. A few rounds of cuts suffice, each made where the limit
  /// was met; when they do not, the last round keeps no input, which always fits, and says so. A file
  /// whose replay still fails (only under a frame limit below one settle) has no expectations, and
  /// ``Result/unexpected`` says why: the result is never `nil` once the demo started.
  ///
  /// - Parameters:
  ///   - frameLimit: The most frames a replay may run; lower only in tests.
  ///   - rounds: How many rounds of cuts are tried before the last one, which keeps nothing; lower only in
  ///     tests.
  func finish(frameLimit: Int = ScenarioLimits.frames, rounds: Int = 12) async -> Result? {
    guard let whole = scenario() else { return nil }
    var stop = self.stop
    var kept = whole.events.count
    var round = 0
    while true {
      defer { round += 1 }
      if round == rounds, kept > 0 {
        // The cuts did not reach a file that fits: keep nothing, which does.
        stop = Stop(
          inputs: 0, time: 0,
          reason: (stop?.reason ?? "the recording does not fit")
            + ", and \(rounds) rounds of cuts found no shorter part "
            + "that fits")
        kept = 0
      }
      var candidate = whole
      candidate.events = Array(whole.events.prefix(kept))
      let last = candidate.events.last?.time ?? 0
      candidate.until = Swift.min(last + 3, ScenarioLimits.duration)
      if let stop {
        candidate.title = Self.title + "; " + stop.description
      }
      var unexpected: PullUpScenarioError?
      var player = ScenarioPlayer(candidate)
      player.frameLimit = frameLimit
      do {
        candidate.expect = try await player.play().suggestedExpectations()
      } catch {
        if error.kind == .limitExceeded, kept > 0, round < rounds {
          kept = await Self.inputsReplayed(player: player)
          stop = Stop(
            inputs: kept, time: kept > 0 ? whole.events[kept - 1].time : 0,
            reason: "a replay runs at most \(frameLimit) frames")
          continue
        }
        unexpected = error
        candidate.expect = []
      }
      let json = candidate.json()
      let size = json.utf8.count
      let result = Result(scenario: candidate, json: json, stop: stop, unexpected: unexpected)
      guard size > ScenarioLimits.fileSize, kept > 0 else { return result }
      // Keep a share of the inputs that fits, with room for the longer title.
      kept = Swift.min(kept - 1, Int(Double(kept) * Double(ScenarioLimits.fileSize) / Double(size) * 0.97))
      kept = Swift.max(kept, 0)
      stop = Stop(
        inputs: kept, time: kept > 0 ? whole.events[kept - 1].time : 0,
        reason: "a scenario file may hold at most \(ScenarioLimits.fileSize >> 20) MiB")
    }
  }

  /// How many of the scenario's inputs its replay gives before the frames run out, less the last one,
  /// whose settle may be what ran them out.
  private static func inputsReplayed(player: ScenarioPlayer) async -> Int {
    var reached = 0
    do {
      _ = try await player.play { entry in
        if case .input(let index, _) = entry.kind { reached = index + 1 }
        return true
      }
    } catch {
      // The limit being measured: `reached` says how far the replay got.
    }
    return Swift.max(reached - 1, 0)
  }
}
