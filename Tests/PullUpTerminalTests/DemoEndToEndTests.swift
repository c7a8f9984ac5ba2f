import Foundation
import PullUpTesting
import Testing

/// The built `pullup demo`, driven in a real terminal (tmux): a mouse drag as escape sequences, keys, and
/// the terminal afterwards.
///
/// An external process can't run on a test clock, so this suite waits for the screen to show what it
/// expects, polling tmux every 50 ms with a deadline. It needs tmux (`.ci/run` installs it).
@Suite(
  "Demo end to end", .serialized, .enabled(if: DemoTerminal.isAvailable, DemoTerminal.skippedReason),
  .timeLimit(.minutes(2 * TestSlowness.factor)))
struct DemoEndToEndTests {
  @Test("A drag moves the sheet and changes the state line; quitting restores the terminal")
  func dragAndQuit() async throws {
    let terminal = try DemoTerminal()
    defer { terminal.close() }
    try terminal.type(
      "stty -a > \(terminal.directory)/before; \(DemoTerminal.executable) demo; "
        + "stty -a > \(terminal.directory)/after; echo DEMO-EXITED=$?\r")
    let first = try await terminal.waitForScreen { $0.last?.contains("collapsed ·") == true }
    let top = try #require(first.firstIndex { $0.hasPrefix("╭") }, "the sheet's top border is on screen")

    // Press on the sheet's top border, drag up ten rows, let go (SGR mouse reports are 1-based).
    try terminal.type("\u{1B}[<0;20;\(top + 1)M")
    for step in 1...10 { try terminal.type("\u{1B}[<32;20;\(top + 1 - step)M") }
    try terminal.type("\u{1B}[<0;20;\(top - 9)m")
    let moved = try await terminal.waitForScreen { screen in
      screen.last?.contains("resting") == true && screen.last?.contains("collapsed") == false
    }
    let newTop = try #require(moved.firstIndex { $0.hasPrefix("╭") })
    #expect(newTop < top - 5, "the sheet moved up")
    #expect(moved.last?.contains("intermediate") == true || moved.last?.contains("expanded") == true)

    // A key: back down one detent at a time to collapsed.
    try terminal.type("\u{1B}[B")
    try terminal.type("\u{1B}[B")
    _ = try await terminal.waitForScreen {
      $0.last?.contains("collapsed · ") == true && $0.last?.contains("resting") == true
    }

    try terminal.type("q")
    let after = try await terminal.waitForExitStatus()
    #expect(!after.contains { $0.hasPrefix("╭") }, "the alternate screen is gone")
    #expect(try terminal.display("#{alternate_on}") == "0")
    #expect(try terminal.display("#{mouse_any_flag}#{mouse_button_flag}#{mouse_sgr_flag}") == "000")
    #expect(try terminal.display("#{cursor_flag}") == "1")
    let before = try String(contentsOfFile: "\(terminal.directory)/before", encoding: .utf8)
    let restored = try String(contentsOfFile: "\(terminal.directory)/after", encoding: .utf8)
    #expect(before == restored, "stty settings are restored: \(DemoTerminal.sttyDifference(before, restored))")
  }

  @Test("The list, the keyboard, accessibility and reduced motion on keys; the recording replays")
  func beyondDragging() async throws {
    let terminal = try DemoTerminal()
    defer { terminal.close() }
    let recording = "\(terminal.directory)/session.pullup.json"
    try terminal.type("\(DemoTerminal.executable) demo --record \(recording); echo DEMO-EXITED=$?\r")
    let first = try await terminal.waitForScreen { $0.last?.contains("collapsed ·") == true }
    #expect(first.first?.contains("Detent 1 of 3 · 1 Expand · 2 Larger") == true, "the accessibility bar")

    // The first action, Expand: the sheet settles expanded and the bar announces it. The announcement and
    // the last frame reach the screen from two tasks, in either order, so the test waits for both.
    try terminal.type("1")
    let expanded = try await terminal.waitForScreen {
      $0.first?.contains("» Sheet expanded") == true && $0.last?.contains("expanded ·") == true
    }
    #expect(expanded.last?.contains("resting") == true)
    let top = try #require(expanded.firstIndex { $0.hasPrefix("╭") })

    // The wheel over the list, towards the user (SGR button 65): the list scrolls by three rows.
    try terminal.type("\u{1B}[<65;20;\(top + 8)M")
    let scrolled = try await terminal.waitForScreen { $0.last?.contains("scrolled 48 pt") == true }
    #expect(
      scrolled.indices.contains(top + 4) && scrolled[top + 4].contains("Museum"),
      "the fourth place is the first row of the list")

    // The keyboard, then reduced motion.
    try terminal.type("k")
    let keyboard = try await terminal.waitForScreen { $0.contains { $0.contains("Q W E R T Y U I O P") } }
    #expect(keyboard.contains { $0.contains("Search places") })
    try terminal.type("m")
    _ = try await terminal.waitForScreen { $0.last?.contains("reduce motion") == true }

    try terminal.type("q")
    _ = try await terminal.waitForExitStatus()
    let scenario = try String(contentsOfFile: recording, encoding: .utf8)
    for type in [
      "\"scrollOffsetChanged\"", "\"accessibilityActionPerformed\"", "\"keyboardChanged\"", "\"setReducesMotion\"",
    ] {
      #expect(scenario.contains(type), "the recording has a \(type) event")
    }
    let replay = try DemoTerminal.run([DemoTerminal.executable, "simulate", recording])
    #expect(replay.contains("Sheet expanded"), "the replay announces what the demo announced")
    // The recording is a test at once: where the sheet rested after each release and at the end.
    #expect(scenario.contains("\"expect\""))
    let tested = try DemoTerminal.run([DemoTerminal.executable, "test", recording])
    #expect(tested.hasPrefix("PASS "), "\(tested)")
  }

  @Test("With the keyboard up, the terminal shrinks below it: the demo goes on drawing and quits cleanly")
  func keyboardThenShrink() async throws {
    let terminal = try DemoTerminal()
    defer { terminal.close() }
    try terminal.type("\(DemoTerminal.executable) demo; echo DEMO-EXITED=$?\r")
    _ = try await terminal.waitForScreen { $0.last?.contains("collapsed ·") == true }
    try terminal.type("k")
    _ = try await terminal.waitForScreen { $0.contains { $0.contains("Q W E R T Y U I O P") } }
    try terminal.resize(rows: 12)
    try terminal.type("m")
    let shrunk = try await terminal.waitForScreen { $0.last?.contains("reduce motion") == true }
    #expect(shrunk.count <= 12)
    try terminal.type("q")
    // After the shrink the shell's line may keep a character of the old screen before the status.
    let after = try await terminal.waitForExitStatus()
    #expect(after.contains { $0.hasSuffix("DEMO-EXITED=0") }, "\(after)")
  }

  @Test(
    "A crash restores the terminal, then the process dies of its signal as it would have",
    arguments: [SIGILL, SIGTRAP, SIGABRT, SIGSEGV, SIGBUS])
  func crashRestoresTheTerminal(signal: Int32) async throws {
    let terminal = try DemoTerminal()
    defer { terminal.close() }
    let pidFile = "\(terminal.directory)/pid"
    // The Swift runtime's backtracer would wait for a key on a terminal, and a sanitizer build (CI runs the
    // tests under TSan and ASan) catches SIGSEGV and SIGBUS itself and exits with its own status. Without
    // them the signal's default action runs, which is what this test checks the handler hands over to.
    let sanitizers =
      "TSAN_OPTIONS=handle_segv=0:handle_sigbus=0:handle_sigill=0:handle_abort=0 "
      + "ASAN_OPTIONS=handle_segv=0:handle_sigbus=0:handle_sigill=0:handle_abort=0:detect_leaks=0"
    try terminal.type(
      "stty -a > \(terminal.directory)/before; bash -c 'echo $$ > \(pidFile); "
        + "exec env SWIFT_BACKTRACE=enable=no \(sanitizers) \(DemoTerminal.executable) demo'; echo DEMO-EXITED=$?; "
        + "stty -a > \(terminal.directory)/after\r")
    _ = try await terminal.waitForScreen { $0.last?.contains("collapsed ·") == true }
    let pid = try #require(
      Int32(String(contentsOfFile: pidFile, encoding: .utf8).trimmingCharacters(in: .whitespacesAndNewlines)))
    #expect(kill(pid, signal) == 0)
    let after = try await terminal.waitForExitStatus()
    #expect(after.contains("DEMO-EXITED=\(128 + signal)"), "the shell saw the process die of signal \(signal)")
    #expect(try terminal.display("#{alternate_on}") == "0")
    #expect(try terminal.display("#{mouse_any_flag}#{mouse_button_flag}#{mouse_sgr_flag}") == "000")
    #expect(try terminal.display("#{cursor_flag}") == "1")
    _ = try await terminal.waitForScreen { _ in FileManager.default.fileExists(atPath: "\(terminal.directory)/after") }
    let before = try String(contentsOfFile: "\(terminal.directory)/before", encoding: .utf8)
    let restored = try String(contentsOfFile: "\(terminal.directory)/after", encoding: .utf8)
    #expect(before == restored, "stty settings are restored: \(DemoTerminal.sttyDifference(before, restored))")
  }

  @Test("Without a terminal, the demo exits at once with a message and a non-zero status")
  func withoutTerminal() throws {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: DemoTerminal.executable)
    process.arguments = ["demo"]
    process.standardInput = FileHandle.nullDevice
    let errors = Pipe()
    process.standardError = errors
    process.standardOutput = Pipe()
    try process.run()
    process.waitUntilExit()
    let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    #expect(process.terminationStatus != 0)
    #expect(message.contains("terminal"))
  }
}

/// The demo's tmux servers go away with the test process that started them, even when it crashes: each
/// watches its test process, and the next run removes those of runs that are gone.
@Suite(
  "Demo terminals clean up", .serialized, .enabled(if: DemoTerminal.isAvailable, DemoTerminal.skippedReason),
  .timeLimit(.minutes(2 * TestSlowness.factor)))
struct DemoTerminalCleanupTests {
  @Test("A server whose test process is killed (SIGKILL: no defer, no exit handler) stops by itself")
  func serverWatchesItsProcess() async throws {
    let stand = Process()
    stand.executableURL = URL(fileURLWithPath: "/bin/sleep")
    stand.arguments = ["600"]
    // Not the test's output: a stand left running would hold `swift test`'s pipe open until it ends.
    stand.standardOutput = FileHandle.nullDevice
    stand.standardError = FileHandle.nullDevice
    try stand.run()
    // Ended however the test ends: a terminal that fails to start leaves no stand behind.
    defer { if stand.isRunning { kill(stand.processIdentifier, SIGKILL) } }
    let terminal = try DemoTerminal(watching: stand.processIdentifier)
    defer { terminal.close() }
    #expect(terminal.isRunning)
    kill(stand.processIdentifier, SIGKILL)
    stand.waitUntilExit()
    try await DemoTerminal.waitUntil("the server has stopped, and its folder and socket are gone") {
      !terminal.isRunning && !FileManager.default.fileExists(atPath: terminal.directory)
        && !FileManager.default.fileExists(atPath: "\(DemoTerminal.socketFolder)/\(terminal.socket)")
    }
  }

  @Test("A server left by a test process that is gone is removed when the next terminal starts")
  func staleServersAreRemoved() throws {
    let gone = Process()
    gone.executableURL = URL(fileURLWithPath: "/bin/true")
    try gone.run()
    gone.waitUntilExit()
    // A server as an older build, or a crash that took the watch along, left it: no watch of its own.
    let socket = "\(DemoTerminal.socketPrefix)\(gone.processIdentifier)-stale"
    let folder = NSTemporaryDirectory() + socket
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    try DemoTerminal.run(["tmux", "-L", socket, "new-session", "-d", "sleep 600"])
    #expect((try? DemoTerminal.run(["tmux", "-L", socket, "has-session"])) != nil)
    DemoTerminal.removeStaleServers()
    #expect((try? DemoTerminal.run(["tmux", "-L", socket, "has-session"])) == nil, "the server is gone")
    #expect(!FileManager.default.fileExists(atPath: folder))
    #expect(!FileManager.default.fileExists(atPath: "\(DemoTerminal.socketFolder)/\(socket)"))
    let live = try DemoTerminal()
    defer { live.close() }
    DemoTerminal.removeStaleServers()
    #expect(live.isRunning, "a server of this process stays")
  }
}

/// A private tmux server with one 80 × 30 window running a plain shell.
struct DemoTerminal {
  /// The built `pullup` next to the tests, or `PULLUP_EXECUTABLE` when set (as the command line's tests
  /// read it).
  static let executable: String = {
    if let path = ProcessInfo.processInfo.environment["PULLUP_EXECUTABLE"] { return path }
    let binary = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? ""
    return URL(fileURLWithPath: binary).deletingLastPathComponent().appendingPathComponent("pullup").path
  }()

  /// Whether the built `pullup` and tmux are there, and the tests do not run under the thread sanitizer
  /// (``isUnderThreadSanitizer``).
  static let isAvailable: Bool = {
    guard !isUnderThreadSanitizer else { return false }
    return FileManager.default.isExecutableFile(atPath: executable) && (try? run(["tmux", "-V"])) != nil
  }()

  /// Whether the thread sanitizer's runtime is in this process (`swift test --sanitize=thread`, which
  /// builds the `pullup` these tests drive the same way), found by its symbol at run time, whoever runs the
  /// tests. Under TSan, in a parallel run on a busy 2-core machine, the demo did not draw its first screen
  /// within the tests' waits (430 s), and it sometimes quit after the shrink in
  /// ``DemoEndToEndTests/keyboardThenShrink()``: the demo's tmux tests then say why they are skipped
  /// (``skippedReason``), and run in the plain run and under the address sanitizer.
  static var isUnderThreadSanitizer: Bool {
    let process = dlopen(nil, RTLD_NOW)
    defer { if let process { dlclose(process) } }
    return dlsym(process, "__tsan_init") != nil
  }

  /// Why the demo's tmux suites are skipped, shown by `swift test`.
  static let skippedReason: Comment =
    "needs the built pullup and tmux, and does not run under the thread sanitizer (the demo is too slow there for a terminal's waits; it runs in the plain run and under ASan)"

  /// A server and a folder of its own for each terminal: a server that was just killed may still hold
  /// its socket while the next test starts. The name starts with the test process's PID, which is how a
  /// later run tells the servers of a process that died (``removeStaleServers()``).
  let socket: String
  let directory: String

  /// Starts the server. It watches the process `watching` (the test process) and kills itself once that
  /// process has gone, crashed or killed included: the watch runs in the server (`run-shell -b`), which
  /// outlives the tests.
  init(watching watched: Int32 = getpid()) throws {
    _ = Self.staleServersRemoved
    socket = "\(Self.socketPrefix)\(getpid())-\(UUID().uuidString.prefix(8))"
    directory = NSTemporaryDirectory() + socket
    try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    // The server is the watch's parent; a server that stops leaves its socket file, so the watch removes it.
    // One tmux command line starts both, so that no moment has a server without its watch.
    let watch =
      "while kill -0 \(watched) 2>/dev/null; do sleep 1; done; rm -rf '\(directory)' '\(Self.socketFolder)/\(socket)'; "
      + "kill $PPID"
    try Self.run([
      "tmux", "-L", socket, "new-session", "-d", "-x", "80", "-y", "30",
      "env -i TERM=xterm-256color PATH=/usr/bin:/bin bash --norc --noprofile", ";", "run-shell", "-b",
      watch + " >/dev/null 2>&1",
    ])
  }

  func close() {
    _ = try? Self.run(["tmux", "-L", socket, "kill-server"])
    try? FileManager.default.removeItem(atPath: "\(Self.socketFolder)/\(socket)")
    try? FileManager.default.removeItem(atPath: directory)
  }

  /// Where tmux keeps its sockets: `$TMUX_TMPDIR/tmux-UID`, `/tmp` by default.
  static let socketFolder = (ProcessInfo.processInfo.environment["TMUX_TMPDIR"] ?? "/tmp") + "/tmux-\(getuid())"

  /// How every terminal's socket name starts.
  static let socketPrefix = "pullup-e2e-"

  /// Done once per test process, before its first terminal.
  static let staleServersRemoved: Void = removeStaleServers()

  /// Kills the servers, and removes the folders, of test processes that are no longer running: a test
  /// process that was killed (`SIGKILL`, which no watch outlives if the server went with it, or an older
  /// build without the watch) leaves them behind.
  static func removeStaleServers() {
    let sockets = socketFolder
    for name in (try? FileManager.default.contentsOfDirectory(atPath: sockets)) ?? [] where name.hasPrefix(socketPrefix)
    {
      guard let pid = Int32(name.dropFirst(socketPrefix.count).prefix { $0.isNumber }), pid != getpid(),
        kill(pid, 0) != 0, errno == ESRCH
      else { continue }
      _ = try? run(["tmux", "-L", name, "kill-server"])
      try? FileManager.default.removeItem(atPath: "\(sockets)/\(name)")
      try? FileManager.default.removeItem(atPath: NSTemporaryDirectory() + name)
    }
  }

  /// What differs between two outputs of `stty -a`: the settings each has that the other lacks, for a
  /// failure's message (a bare "not equal" of two screens of settings says nothing of which one moved).
  static func sttyDifference(_ before: String, _ after: String) -> String {
    let settings = { (text: String) in Set(text.split(whereSeparator: { $0 == ";" || $0.isWhitespace })) }
    let (old, new) = (settings(before), settings(after))
    return "before only: \(old.subtracting(new).sorted()); after only: \(new.subtracting(old).sorted())"
  }

  /// Whether the process `pid` has ended: gone, or a zombie that nobody has reaped yet (a process whose
  /// shell died before it is reaped by PID 1, which may take a while).
  static func hasEnded(_ pid: Int32) -> Bool {
    guard kill(pid, 0) == 0 else { return true }
    let status = (try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8)) ?? ""
    // The state follows the command's closing parenthesis: `PID (COMMAND) S …`.
    return status.range(of: ") ").map { status[$0.upperBound...].hasPrefix("Z") } ?? false
  }

  /// Whether this terminal's server is running.
  var isRunning: Bool { (try? Self.run(["tmux", "-L", socket, "has-session"])) != nil }

  func type(_ text: String) throws {
    try Self.run(["tmux", "-L", socket, "send-keys", "-t", "0", "-l", text])
  }

  func resize(rows: Int) throws {
    try Self.run(["tmux", "-L", socket, "resize-window", "-t", "0", "-y", String(rows)])
  }

  func display(_ format: String) throws -> String {
    try Self.run(["tmux", "-L", socket, "display-message", "-p", "-t", "0", format])
      .trimmingCharacters(in: .whitespacesAndNewlines)
  }

  func screen() throws -> [String] {
    try Self.run(["tmux", "-L", socket, "capture-pane", "-p", "-t", "0"]).components(separatedBy: "\n")
      .reversed().drop { $0.isEmpty }.reversed()
  }

  /// Waits for the line `DEMO-EXITED=<status>` that each test's command prints after the demo. The digit
  /// tells it from the typed command itself, which in a long build path wraps so that a line of the
  /// screen starts with `DEMO-EXITED=$?`; the status may follow a character the shrunk screen kept.
  func waitForExitStatus() async throws -> [String] {
    try await waitForScreen { screen in
      screen.contains { $0.range(of: "DEMO-EXITED=[0-9]", options: .regularExpression) != nil }
    }
  }

  /// Waits until the screen satisfies `condition`, up to ``deadline``.
  func waitForScreen(_ condition: ([String]) -> Bool) async throws -> [String] {
    var lines = try screen()
    try await Self.waitUntil(
      "the screen shows what was expected", lines: { lines.joined(separator: "\n") },
      condition: {
        lines = try screen()
        return condition(lines)
      })
    return lines
  }

  /// How long a wait for the demo may take: ten seconds, times ``TestSlowness/factor`` (a sanitizer build
  /// is about ten times slower).
  static var deadline: Duration { .seconds(10 * TestSlowness.factor) }

  /// Waits until `condition` holds, checking every 50 ms, up to ``deadline``; records an issue saying
  /// what was awaited (and `lines()`, if given) and throws when it never does.
  static func waitUntil(
    _ what: String, lines: () -> String = { "" }, condition: () throws -> Bool
  ) async throws {
    let end = ContinuousClock.now + deadline
    while try !condition() {
      guard ContinuousClock.now < end else {
        Issue.record("never happened: \(what)\n\(lines())")
        throw CancellationError()
      }
      try await Task.sleep(for: .milliseconds(50))
    }
  }

  /// Runs a command through the shell with `popen`, returning its standard output. Foundation's `Process`
  /// is avoided on purpose: the tmux server that `new-session` starts keeps the client's descriptors, and
  /// `Process` then never saw the client end. Here every command's output is read to its end and the
  /// shell's status checked by `pclose`.
  @discardableResult
  static func run(_ arguments: [String], capturingOutput: Bool = true) throws -> String {
    let quoted = arguments.map { "'" + $0.replacingOccurrences(of: "'", with: "'\\''") + "'" }.joined(separator: " ")
    let command = quoted + (capturingOutput ? " 2>/dev/null" : " >/dev/null 2>&1") + " </dev/null"
    guard let pipe = popen(command, "r") else { throw CocoaError(.executableLoad) }
    var output = [UInt8]()
    var buffer = [UInt8](repeating: 0, count: 4096)
    while true {
      let count = fread(&buffer, 1, buffer.count, pipe)
      if count <= 0 { break }
      output += buffer.prefix(count)
    }
    guard pclose(pipe) == 0 else { throw CocoaError(.executableLoad) }
    return String(decoding: output, as: UTF8.self)
  }

}
