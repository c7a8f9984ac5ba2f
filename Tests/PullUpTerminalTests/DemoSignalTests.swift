import Foundation
import PullUpScenario
import PullUpSystem
import PullUpTesting
import Synchronization
import Testing

@testable import PullUpTerminal

/// A session is never lost to a signal, by `PullUpSignalPolicy`'s table (which pullup-gtk's window tests
/// check too): in a real terminal (tmux), `SIGTERM`, `SIGHUP` (what closing the terminal window sends),
/// `SIGINT` and `SIGQUIT` end `pullup demo --record` as `q` does. The terminal is restored, the recording
/// saved (or kept in `$TMPDIR` with a message), and the process then dies of the signal. A second `SIGINT`,
/// `SIGTERM` or `SIGQUIT` ends it at once; a second `SIGHUP`, which a closing window sends, does not.
@Suite(
  "Demo signals keep the session", .serialized, .enabled(if: DemoTerminal.isAvailable, DemoTerminal.skippedReason),
  .timeLimit(.minutes(2 * TestSlowness.factor)))
struct DemoSignalTests {
  /// Starts `pullup demo ARGUMENTS` in `terminal` through a shell that writes its PID, expands the sheet
  /// (the accessibility action 1), and returns the PID once the sheet rests expanded.
  func startDemo(in terminal: DemoTerminal, _ arguments: String, environment: String = "") async throws -> Int32 {
    let pidFile = "\(terminal.directory)/pid"
    // In a subshell, which goes on after a child that died of SIGINT, where the interactive shell would
    // stop the line as after a Control-C.
    try terminal.type(
      "ulimit -c 0; stty -a > \(terminal.directory)/before; (bash -c 'echo $$ > \(pidFile); exec \(environment) "
        + "\(DemoTerminal.executable) demo \(arguments)'; echo DEMO-EXITED=$?); stty -a > \(terminal.directory)/after\r"
    )
    _ = try await terminal.waitForScreen { $0.last?.contains("collapsed ·") == true }
    try terminal.type("1")
    _ = try await terminal.waitForScreen {
      $0.last?.contains("expanded ·") == true && $0.last?.contains("resting") == true
    }
    return try #require(
      Int32(String(contentsOfFile: pidFile, encoding: .utf8).trimmingCharacters(in: .whitespacesAndNewlines)))
  }

  /// Whether the terminal and its `stty` settings are as the shell had them.
  func expectRestored(_ terminal: DemoTerminal, sourceLocation: SourceLocation = #_sourceLocation) async throws {
    try DemoJobControlTests.expectRestored(terminal, sourceLocation: sourceLocation)
    _ = try await terminal.waitForScreen { _ in FileManager.default.fileExists(atPath: "\(terminal.directory)/after") }
    let before = try String(contentsOfFile: "\(terminal.directory)/before", encoding: .utf8)
    let after = try String(contentsOfFile: "\(terminal.directory)/after", encoding: .utf8)
    #expect(
      before == after, "stty settings are restored: \(DemoTerminal.sttyDifference(before, after))",
      sourceLocation: sourceLocation)
  }

  /// Whether `path` is a recording of the session that `startDemo` made, and `pullup test` passes it.
  func expectRecording(_ path: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
    let scenario = try String(contentsOfFile: path, encoding: .utf8)
    #expect(scenario.contains("\"accessibilityActionPerformed\""), sourceLocation: sourceLocation)
    let tested = try DemoTerminal.run([DemoTerminal.executable, "test", path])
    #expect(tested.hasPrefix("PASS "), "\(tested)", sourceLocation: sourceLocation)
  }

  @Test(
    "Each of PullUpSignalPolicy's signals ends the demo as q does: the terminal restored, the recording saved, then the signal",
    arguments: PullUpSignalPolicy.sessionEnding)
  func signalSavesTheRecording(signal: Int32) async throws {
    let terminal = try DemoTerminal()
    defer { terminal.close() }
    let recording = "\(terminal.directory)/session.pullup.json"
    let pid = try await startDemo(in: terminal, "--record \(recording)")
    #expect(kill(pid, signal) == 0)
    let after = try await terminal.waitForExitStatus()
    #expect(after.contains { $0.contains("DEMO-EXITED=\(128 + signal)") }, "\(after)")
    #expect(after.contains { $0.hasPrefix("Recorded ") }, "the closing line: \(after)")
    try await expectRestored(terminal)
    try expectRecording(recording)
  }

  @Test("A recording path that fails at the end (/dev/full) under SIGTERM: the session goes to $TMPDIR, with a message")
  func signalFallsBackToTemporaryDirectory() async throws {
    let terminal = try DemoTerminal()
    defer { terminal.close() }
    let folder = "\(terminal.directory)/fallback"
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: false)
    let pid = try await startDemo(in: terminal, "--record /dev/full", environment: "env TMPDIR=\(folder)")
    #expect(kill(pid, SIGTERM) == 0)
    let after = try await terminal.waitForExitStatus()
    #expect(after.contains { $0.contains("DEMO-EXITED=143") }, "\(after)")
    let files = try FileManager.default.contentsOfDirectory(atPath: folder)
    let file = try #require(files.first, "nothing in \(folder)")
    #expect(files.count == 1 && file.hasPrefix("pullup-demo-") && file.hasSuffix(".pullup.json"))
    // The message wraps at the screen's width.
    let message = after.joined()
    #expect(message.contains("cannot write /dev/full: no space left on device; the session was saved to"), "\(after)")
    try await expectRestored(terminal)
    try expectRecording("\(folder)/\(file)")
  }

  @Test(
    "Closing the terminal (tmux kills the pane: SIGHUP, maybe more than one, and no terminal): the recording is saved")
  func closingTheWindow() async throws {
    let terminal = try DemoTerminal()
    defer { terminal.close() }
    let recording = "\(terminal.directory)/session.pullup.json"
    let pid = try await startDemo(in: terminal, "--record \(recording)")
    try DemoTerminal.run(["tmux", "-L", terminal.socket, "kill-server"])
    // The file appears whole (a rename); the process then dies of the hang-up.
    try await DemoTerminal.waitUntil("the recording is saved") { FileManager.default.fileExists(atPath: recording) }
    try await DemoTerminal.waitUntil("the demo has ended") { DemoTerminal.hasEnded(pid) }
    try expectRecording(recording)
  }

  /// The command of an interactive bash that sends `signal` to job 1, a stopped job. Bash follows `SIGTERM`
  /// and `SIGHUP` with `SIGCONT` itself; any other signal waits in the kernel until the job is continued
  /// (`bg`, `fg`, `kill -CONT`), as for every program, so the command continues it.
  static func killCommand(_ signal: Int32) -> String {
    switch signal {
    case SIGTERM: "kill %1"
    case SIGHUP: "kill -HUP %1"
    case SIGINT: "kill -INT %1; kill -CONT %1"
    case SIGQUIT: "kill -QUIT %1; kill -CONT %1"
    default: "kill -\(signal) %1; kill -CONT %1"
    }
  }

  @Test(
    "kill on a stopped demo (Control-Z), or one continued in the background (bg): the recording is saved, then the signal",
    arguments: PullUpSignalPolicy.sessionEnding, [false, true])
  func signalEndsAStoppedDemo(signal: Int32, inTheBackground: Bool) async throws {
    let terminal = try DemoTerminal()
    defer { terminal.close() }
    let directory = terminal.directory
    let recording = "\(directory)/session.pullup.json"
    // In the interactive shell itself, with job control.
    try terminal.type(
      "ulimit -c 0; stty -a > \(directory)/before; \(DemoTerminal.executable) demo --record \(recording)\r")
    _ = try await terminal.waitForScreen { $0.last?.contains("collapsed ·") == true }
    try terminal.type("1")
    _ = try await terminal.waitForScreen {
      $0.last?.contains("expanded ·") == true && $0.last?.contains("resting") == true
    }
    try terminal.type("\u{1A}")
    _ = try await terminal.waitForScreen { $0.contains { $0.contains("Stopped") } }
    if inTheBackground {
      // `wait` returns once the job changes state: continued in the background, the demo stops for the
      // terminal (SIGTTIN).
      try terminal.type("bg; wait %1; echo BG-WAITED=$?\r")
      let waited = try await terminal.waitForScreen {
        $0.contains { $0.range(of: "BG-WAITED=[0-9]", options: .regularExpression) != nil }
      }
      #expect(waited.contains { $0.contains("BG-WAITED=\(128 + SIGTTIN)") }, "\(waited)")
    }
    // `wait -f` waits for the job's end: a plain `wait` returns at once while bash has yet to see the job
    // continue, and stays with a job that stops again.
    try terminal.type(
      "\(Self.killCommand(signal)); wait -f %1; echo DEMO-EXITED=$?; stty -a > \(directory)/after\r")
    let after = try await terminal.waitForExitStatus()
    #expect(after.contains { $0.contains("DEMO-EXITED=\(128 + signal)") }, "\(after)")
    #expect(after.contains { $0.hasPrefix("Recorded ") }, "the closing line: \(after)")
    try await expectRestored(terminal)
    try expectRecording(recording)
  }

  /// Starts the demo recording to a FIFO that no one reads, sends `signal` twice: the first once the demo
  /// runs, the second once the session has ended (the terminal restored) and the demo waits in `open` for
  /// a reader. Returns the FIFO's path.
  func signalTwiceWhileSaving(_ signal: Int32, in terminal: DemoTerminal) async throws -> String {
    let fifo = "\(terminal.directory)/fifo"
    try #require(mkfifo(fifo, 0o600) == 0)
    let pid = try await startDemo(in: terminal, "--record \(fifo)")
    #expect(kill(pid, signal) == 0)
    try await DemoTerminal.waitUntil("the terminal is restored") { (try? terminal.display("#{alternate_on}")) == "0" }
    #expect(kill(pid, signal) == 0)
    return fifo
  }

  @Test(
    "A repeat that PullUpSignalPolicy ignores (SIGHUP, as a closing window sends) does not end the save: the recording reaches a FIFO's reader",
    arguments: PullUpSignalPolicy.sessionEnding.filter {
      PullUpSignalPolicy.response(to: $0, repeated: true) == .ignore
    })
  func secondHangUpWaits(signal: Int32) async throws {
    let terminal = try DemoTerminal()
    defer { terminal.close() }
    let fifo = try await signalTwiceWhileSaving(signal, in: terminal)
    // The demo still waits in `open` for a reader: this one, which reads the whole recording.
    let reader = open(fifo, O_RDONLY)
    try #require(reader >= 0)
    defer { close(reader) }
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 1 << 16)
    while case let count = read(reader, &chunk, chunk.count), count > 0 { bytes += chunk[..<count] }
    let recording = String(decoding: bytes, as: UTF8.self)
    let after = try await terminal.waitForExitStatus()
    #expect(after.contains { $0.contains("DEMO-EXITED=\(128 + signal)") }, "\(after)")
    let copy = "\(terminal.directory)/copy.pullup.json"
    try recording.write(toFile: copy, atomically: false, encoding: .utf8)
    try expectRecording(copy)
  }

  @Test(
    "A repeat that PullUpSignalPolicy ends at once (SIGINT, SIGTERM, SIGQUIT) ends the process while the first is handled (saving to a FIFO with no reader)",
    arguments: PullUpSignalPolicy.sessionEnding.filter {
      PullUpSignalPolicy.response(to: $0, repeated: true) == .endProcess
    })
  func secondSignalIsImmediate(signal: Int32) async throws {
    let terminal = try DemoTerminal()
    defer { terminal.close() }
    // Without the immediate path the demo would wait in `open` for ever.
    _ = try await signalTwiceWhileSaving(signal, in: terminal)
    let after = try await terminal.waitForExitStatus()
    #expect(after.contains { $0.contains("DEMO-EXITED=\(128 + signal)") }, "\(after)")
    try await expectRestored(terminal)
  }
}

/// The signal handlers' decision, without a terminal.
@Suite("Deferred termination")
struct DeferredTerminationTests {
  @Test(
    "Deferring: the first SIGINT, SIGTERM, SIGHUP or SIGQUIT of each kind only sets the flag; a second one does not, but for SIGHUP"
  )
  func deferringDecides() {
    // The handler's decision on its own, without a handler installed: nothing here ends the test process.
    // The table is PullUpSignalPolicy's, as `pullup demo` passes it.
    TerminalSignals.deferrableBits.store(
      PullUpSignalPolicy.sessionEnding.reduce(0) { $0 | 1 << Int($1) }, ordering: .releasing)
    TerminalSignals.repeatsIgnoredBits.store(1 << Int(SIGHUP), ordering: .releasing)
    TerminalSignals.terminationsReceived.store(0, ordering: .relaxed)
    TerminalSignals.termination.store(0, ordering: .relaxed)
    #expect(!TerminalSignals.deferTermination(SIGTERM), "nothing is deferred before deferring begins")
    TerminalSignals.defersTermination.store(true, ordering: .releasing)
    defer {
      TerminalSignals.defersTermination.store(false, ordering: .releasing)
      TerminalSignals.terminationsReceived.store(0, ordering: .relaxed)
      TerminalSignals.termination.store(0, ordering: .relaxed)
    }
    #expect(TerminalSignals.deferTermination(SIGTERM))
    #expect(TerminalSignals.deferTermination(SIGHUP))
    #expect(TerminalSignals.deferTermination(SIGINT))
    #expect(!TerminalSignals.deferTermination(SIGTERM), "a second SIGTERM takes the immediate path")
    #expect(!TerminalSignals.deferTermination(SIGINT), "so does a second SIGINT")
    #expect(TerminalSignals.deferTermination(SIGHUP), "a closing terminal sends SIGHUP more than once")
    #expect(TerminalSignals.deferTermination(SIGQUIT), "SIGQUIT saves too")
    #expect(!TerminalSignals.deferTermination(SIGQUIT), "a second SIGQUIT takes the immediate path")
    #expect(!TerminalSignals.deferTermination(SIGUSR1))
    #expect(TerminalTermination.requested == SIGTERM, "the first one is what the program dies of")
  }
}
