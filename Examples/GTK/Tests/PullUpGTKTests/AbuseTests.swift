import Foundation
import PullUpScenario
import PullUpSystem
import Testing

/// The window under abuse (issue 33): signals, a lost display, a window destroyed by another client, files
/// that cannot take what is written. Every wait is for the window's own lines or its end.
@Suite(
  "pullup-gtk keeps its session through signals, a lost display and bad files", .serialized,
  .enabled(if: WindowSession.missingTools == nil || windowTestsRequired), .timeLimit(.minutes(3)))
struct AbuseTests {
  init() {
    if let missing = WindowSession.missingTools { Issue.record("missing tools: \(missing)") }
    // SIGQUIT's default action writes a core: none from these tests.
    var none = rlimit(rlim_cur: 0, rlim_max: 0)
    getrlimit(__rlimit_resource_t(RLIMIT_CORE.rawValue), &none)
    none.rlim_cur = 0
    setrlimit(__rlimit_resource_t(RLIMIT_CORE.rawValue), &none)
  }

  @Test(
    "Each of PullUpSignalPolicy's signals mid-drag saves the recording, which passes its replay, then the process dies of it",
    arguments: PullUpSignalPolicy.sessionEnding)
  func signalMidDrag(_ signal: Int32) async throws {
    let session = try WindowSession(arguments: WindowTests.size)
    let first = try session.firstRest(in: "collapsed")
    // Press and move, and hold: the signal comes while the finger is down.
    try session.xdotool([
      "mousemove", "200", "\(WindowTests.height - 80)", "mousedown", "1", "mousemove", "200",
      "\(WindowTests.height - 140)", "mousemove", "200", "\(WindowTests.height - 200)",
    ])
    try session.logLines.wait(from: first.index, for: "a frame of the drag") {
      (try? FrameLine($0))?.phase == "tracking"
    }
    session.send(signal)
    let end = session.waitForEnd()
    try? session.xdotool(["mouseup", "1"])
    #expect(end.signal == signal, "\(end)")
    #expect(end.output.contains("ended the session, as q does"), "\(end.output)")
    #expect(end.output.contains("Recorded"), "\(end.output)")
    #expect(!end.output.contains("crashed"), "no crash report: \(end.output)")
    try await expectReplays(session.recordPath)
  }

  @Test(
    "A repeat that PullUpSignalPolicy ignores (SIGHUP) while the first is handled changes nothing: the recording is saved",
    arguments: PullUpSignalPolicy.sessionEnding.filter {
      PullUpSignalPolicy.response(to: $0, repeated: true) == .ignore
    })
  func twoHangUps(_ signal: Int32) async throws {
    let session = try WindowSession(arguments: WindowTests.size)
    let first = try session.firstRest(in: "collapsed")
    _ = try session.rest(after: first.index, in: "expanded", "rest after End") { try session.xdotool(["key", "End"]) }
    session.send(signal)
    session.send(signal)
    let end = session.waitForEnd()
    #expect(end.signal == signal, "\(end)")
    #expect(end.output.contains("Recorded"), "\(end.output)")
    try await expectReplays(session.recordPath)
  }

  @Test(
    "A repeat that PullUpSignalPolicy ends at once (SIGINT, SIGTERM, SIGQUIT), while the first one's save is under way, ends the process",
    arguments: PullUpSignalPolicy.sessionEnding.filter {
      PullUpSignalPolicy.response(to: $0, repeated: true) == .endProcess
    })
  func secondSignalEndsAtOnce(_ signal: Int32) throws {
    let folder = try temporaryFolder("pullup-gtk-second")
    defer { try? FileManager.default.removeItem(at: folder) }
    let fifo = folder.appendingPathComponent("recording.fifo").path
    guard mkfifo(fifo, 0o600) == 0 else { throw SessionError("cannot make the FIFO") }
    // A reader that reads one byte only, of a pipe of one page (F_SETPIPE_SZ, 1031): the save then waits
    // in `write`, with the recording's other bytes, until the process ends.
    let reader = open(fifo, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
    defer { close(reader) }
    _ = fcntl(reader, 1031, 4096)
    let session = try WindowSession(arguments: WindowTests.size, record: fifo)
    let first = try session.firstRest(in: "collapsed")
    // Some hundred drag inputs, one per frame: a recording of several pages.
    _ = try session.rest(after: first.index, "rest after the long drag") {
      try session.drag(
        from: (200, WindowTests.height - 80), through: (1...100).map { (200, WindowTests.height - 80 - 3 * $0) },
        stepSeconds: 0.02, holdSeconds: 0.2)
    }
    session.send(signal)
    // The save is under way once the recording's first byte arrives.
    var entry = pollfd(fd: reader, events: Int16(POLLIN), revents: 0)
    #expect(poll(&entry, 1, 30_000) == 1, "the save began")
    var byte: UInt8 = 0
    #expect(read(reader, &byte, 1) == 1)
    session.send(signal)
    let end = session.waitForEnd()
    #expect(end.signal == signal, "\(end)")
    #expect(!end.output.contains("Recorded"), "the save did not finish: \(end.output)")
  }

  @Test(
    "A lost display (xkill, or the X server's end) saves the recording and says so; exit status 1",
    arguments: ["xkill", "server"])
  func lostDisplay(_ how: String) async throws {
    let session = try WindowSession(arguments: WindowTests.size)
    let first = try session.firstRest(in: "collapsed")
    _ = try session.rest(after: first.index, in: "expanded", "rest after End") { try session.xdotool(["key", "End"]) }
    if how == "xkill" {
      try session.xdotool(["windowkill", try session.windowIdentifier()])
    } else {
      session.endDisplay()
    }
    let end = session.waitForEnd()
    #expect(end.signal == nil && end.status == 1, "\(end)")
    #expect(end.output.contains("lost the connection to the display"), "\(end.output)")
    #expect(end.output.contains("Recorded"), "\(end.output)")
    try await expectReplays(session.recordPath)
  }

  @Test("Another client destroying the window: GDK's warning comes first, and the recording is saved; status 1")
  func destroyedWindow() async throws {
    let session = try WindowSession(arguments: WindowTests.size)
    let first = try session.firstRest(in: "collapsed")
    _ = try session.rest(after: first.index, in: "expanded", "rest after End") { try session.xdotool(["key", "End"]) }
    try session.xdotool(["windowclose", try session.windowIdentifier()])
    let end = session.waitForEnd()
    #expect(end.signal == nil && end.status == 1, "\(end)")
    #expect(end.output.contains("GDK warned"), "\(end.output)")
    #expect(end.output.contains("Recorded"), "\(end.output)")
    try await expectReplays(session.recordPath)
  }

  @Test("--log /dev/full says so once, the session goes on and is recorded, and the exit status is 1")
  func fullLog() throws {
    let session = try WindowSession(arguments: WindowTests.size, log: "/dev/full")
    try expandAndQuit(session)
    let end = session.waitForEnd()
    #expect(end.status == 1, "\(end)")
    let said = end.output.components(separatedBy: "cannot write /dev/full: no space left on device").count - 1
    #expect(said == 1, "said once: \(end.output)")
    #expect(end.output.contains("Recorded"), "\(end.output)")
  }

  @Test("A --log FIFO whose reader goes away mid-session: said once (broken pipe), recorded, status 1; no SIGPIPE")
  func logReaderGone() throws {
    let folder = try temporaryFolder("pullup-gtk-pipe")
    defer { try? FileManager.default.removeItem(at: folder) }
    let fifo = folder.appendingPathComponent("frames.fifo").path
    guard mkfifo(fifo, 0o600) == 0 else { throw SessionError("cannot make the FIFO") }
    let reader = open(fifo, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
    let session = try WindowSession(arguments: WindowTests.size, log: fifo)
    try session.events.wait(for: "the first state") { (try? EventLine($0))?.state == "collapsed" }
    close(reader)
    try expandAndQuit(session)
    let end = session.waitForEnd()
    #expect(end.signal == nil && end.status == 1, "\(end)")
    #expect(end.output.components(separatedBy: "broken pipe").count - 1 == 1, "said once: \(end.output)")
    #expect(end.output.contains("Recorded"), "\(end.output)")
  }

  @Test("--log - writes the frames to standard output")
  func logToStandardOutput() throws {
    let session = try WindowSession(arguments: WindowTests.size, log: "-", separateErrors: true)
    try expandAndQuit(session)
    let end = session.waitForEnd()
    #expect(end.status == 0, "\(end)")
    let lines = end.output.split(separator: "\n")
    let frames = lines.filter { $0.hasPrefix("{\"t\":") }
    #expect(frames.contains { $0.contains("\"state\":\"expanded\"") }, "\(end.output.prefix(400))")
    // Standard output carries JSON Lines: the closing line goes to standard error, so a pipeline reads JSON only.
    #expect(lines.allSatisfy { $0.hasPrefix("{") && $0.hasSuffix("}") }, "\(lines.filter { !$0.hasPrefix("{") })")
    #expect(session.errorOutput().contains("Recorded"))
    #expect(!FileManager.default.fileExists(atPath: "-"))
  }

  @Test(
    "--record to standard output writes the recording alone there, which replays; the closing line goes to standard error (issue 53, item 5)",
    arguments: ["/dev/stdout", "/dev/fd/1", "/proc/self/fd/1"])
  func recordingToStandardOutput(_ path: String) async throws {
    let session = try WindowSession(arguments: WindowTests.size, record: path, separateErrors: true)
    try expandAndQuit(session)
    let end = session.waitForEnd()
    #expect(end.status == 0, "\(end)")
    // The closing line ("Recorded 12 inputs and 4 expectations to …") is not in the recording, and `pullup test`
    // reads the recording (below): on standard output before the fix, it ended the file after its JSON.
    #expect(!end.output.contains("expectations to"), "the closing line is in the recording: \(end.output.suffix(200))")
    #expect(session.errorOutput().contains("expectations to"), "\(session.errorOutput())")
    let folder = try temporaryFolder("pullup-gtk-stdout")
    defer { try? FileManager.default.removeItem(at: folder) }
    let recording = folder.appendingPathComponent("session.pullup.json").path
    try end.output.write(toFile: recording, atomically: false, encoding: .utf8)
    try await expectReplays(recording)
  }

  @Test("A regular --log file is a stream: each frame's line is in the file while the window is still open")
  func logIsAStream() throws {
    let folder = try temporaryFolder("pullup-gtk-log")
    defer { try? FileManager.default.removeItem(at: folder) }
    let log = folder.appendingPathComponent("frames.jsonl").path
    try "old\n".write(toFile: log, atomically: false, encoding: .utf8)
    let session = try WindowSession(arguments: WindowTests.size, log: log)
    // The logs are opened before the window, so the file is the session's by its first state.
    try session.events.wait(for: "the first state") { (try? EventLine($0))?.state == "collapsed" }
    let tail = LineCollector(tailing: log)
    try tail.wait(for: "a frame line in the file") { (try? FrameLine($0))?.state == "collapsed" }
    #expect(session.isRunning, "the line came while the window is open")
    try expandAndQuit(session)
    #expect(session.waitForEnd().status == 0)
    let lines = try String(contentsOfFile: log, encoding: .utf8).split(separator: "\n")
    #expect(lines.first?.hasPrefix("{\"t\":") == true && lines.allSatisfy { (try? FrameLine(String($0))) != nil })
    #expect(lines.contains { (try? FrameLine(String($0)))?.state == "expanded" })
  }

  @Test(
    "A recording its path does not take (/dev/full, a FIFO with no reader) is kept in $TMPDIR, exclusively; status 1",
    arguments: ["/dev/full", "fifo"])
  func recordingKept(_ target: String) async throws {
    let folder = try temporaryFolder("pullup-gtk-tmp")
    defer { try? FileManager.default.removeItem(at: folder) }
    var record = target
    if target == "fifo" {
      record = folder.appendingPathComponent("recording.fifo").path
      guard mkfifo(record, 0o600) == 0 else { throw SessionError("cannot make the FIFO") }
    }
    let session = try WindowSession(arguments: WindowTests.size, record: record, environment: ["TMPDIR": folder.path])
    try expandAndQuit(session)
    let end = session.waitForEnd()
    #expect(end.status == 1, "\(end)")
    let kept = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter {
      $0.hasPrefix("pullup-gtk-") && $0.hasSuffix(".pullup.json")
    }
    #expect(kept.count == 1, "\(kept)")
    #expect(end.output.contains("the session was kept in \(folder.path)/pullup-gtk-"), "\(end.output)")
    if target == "fifo" { #expect(end.output.contains("is a FIFO with no reader"), "\(end.output)") }
    if let name = kept.first { try await expectReplays(folder.appendingPathComponent(name).path) }
  }

  @Test(
    "A --size GTK changes (below the content's minimum, above the screen) is reported", arguments: ["1x1", "5000x5000"])
  func sizeReported(_ size: String) throws {
    let session = try WindowSession(arguments: ["--size", size])
    _ = try session.firstRest()
    try session.xdotool(["key", "q"])
    let end = session.waitForEnd()
    #expect(end.status == 0, "\(end)")
    #expect(end.output.contains("--size \(size): the window's content is "), "\(end.output)")
    if size == "5000x5000" { #expect(end.output.contains("within the screen, 1024x900"), "\(end.output)") }
  }

  /// Moves the sheet to the top with End, once the events report the first state and the window is mapped, and
  /// quits with `q`.
  func expandAndQuit(_ session: WindowSession) throws {
    let first = try session.events.wait(for: "the first state") { (try? EventLine($0))?.state == "collapsed" }
    // The first state comes from a main-actor task that starts with the main loop, before GTK maps the window:
    // a key sent then reaches no window, and under load the test waited for an expansion that never came.
    try session.xdotool(["search", "--sync", "--onlyvisible", "--name", "^PullUp$"])
    try session.xdotool(["key", "End"])
    try session.events.wait(from: first + 1, for: "the expanded state") { (try? EventLine($0))?.state == "expanded" }
    try session.xdotool(["key", "q"])
  }

  /// The recording passes its expectations, as `pullup test` checks them.
  func expectReplays(_ path: String) async throws {
    let scenario = try PullUpScenario(contentsOfFile: path)
    let record = try await scenario.replay()
    #expect(!scenario.expect.isEmpty)
    #expect(record.check().isEmpty, "\(record.check())")
  }
}

@Suite("pullup-gtk refuses outputs that cannot work before the window opens", .timeLimit(.minutes(1)))
struct OutputRefusalTests {
  @Test(
    "Two outputs that are one file, a FIFO log with no reader, an empty or too long name, an option twice: status 2",
    arguments: [
      "same", "link", "fifo", "events-fifo", "empty-record", "empty-log", "long-record", "dash-record", "twice-log",
      "twice-size", "twice-record-raw",
    ])
  func refused(_ name: String) throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "pullup-gtk-refused-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("out.json").path
    let link = folder.appendingPathComponent("link.json").path
    let fifo = folder.appendingPathComponent("fifo").path
    _ = symlink(file, link)
    _ = mkfifo(fifo, 0o600)
    let arguments: [String] =
      switch name {
      case "same": ["--log", file, "--record", file]
      case "link": ["--record", file, "--events", link]
      case "fifo": ["--log", fifo]
      case "events-fifo": ["--events", fifo]
      case "empty-record": ["--record", ""]
      case "empty-log": ["--log", ""]
      case "long-record": ["--record", folder.appendingPathComponent(String(repeating: "a", count: 256)).path]
      case "dash-record": ["--record", "-"]
      case "twice-log": ["--log", file, "--log", link]
      case "twice-size": ["--size", "400x720", "--size", "400x720"]
      default: ["--record-raw", file, "--record-raw", file]
      }
    let result = try run("pullup-gtk", arguments)
    #expect(result.status == 2, "\(result.output)")
    #expect(result.output.hasPrefix("pullup-gtk: "), "\(result.output)")
    #expect(!FileManager.default.fileExists(atPath: file), "nothing written")
  }

  @Test("Without a display, a --log file stays as it was, and no temporary file is left beside it")
  func noDisplayKeepsTheLog() throws {
    let folder = try temporaryFolder("pullup-gtk-nodisplay")
    defer { try? FileManager.default.removeItem(at: folder) }
    let log = folder.appendingPathComponent("frames.jsonl").path
    try "old\n".write(toFile: log, atomically: false, encoding: .utf8)
    var environment = ProcessInfo.processInfo.environment
    environment["DISPLAY"] = nil
    environment["WAYLAND_DISPLAY"] = nil
    let result = try run("pullup-gtk", ["--log", log], environment: environment)
    #expect(result.status == 1, "\(result.output)")
    #expect(try String(contentsOfFile: log, encoding: .utf8) == "old\n")
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["frames.jsonl"])
  }
}

/// A new folder in the temporary directory, named `name` and a UUID; the caller removes it.
func temporaryFolder(_ name: String) throws -> URL {
  let folder = FileManager.default.temporaryDirectory.appendingPathComponent("\(name)-\(UUID().uuidString)")
  try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
  return folder
}
