import Foundation

/// A virtual display and `pullup-gtk` on it, driven with xdotool the way a person drives a window.
///
/// Xvfb says when it is ready (`-displayfd`), and the window's log and events arrive through FIFOs line by
/// line, so every wait is for something the processes announce, bounded by a deadline that fails the test
/// rather than hanging it.
final class WindowSession: Sendable {
  let display: String
  /// `--log`: one line per drawn frame.
  let logLines: LineCollector
  /// `--events`: one line per state, click, slider value and focus change.
  let events: LineCollector
  let recordPath: String
  let folder: URL
  private let xvfb: VirtualDisplay
  private let window: Process
  private let windowOutput: Pipe
  /// Standard error, when the session keeps it apart from standard output (`separateErrors`).
  private let windowErrors: Pipe?

  /// The tools the tests need, or `nil` when all are installed.
  static var missingTools: String? {
    let missing = ["Xvfb", "xdotool", "import"].filter { tool in
      !(ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin").split(separator: ":").contains {
        FileManager.default.isExecutableFile(atPath: "\($0)/\(tool)")
      }
    }
    return missing.isEmpty ? nil : missing.joined(separator: ", ")
  }

  /// Starts Xvfb and the window.
  ///
  /// - Parameters:
  ///   - arguments: `pullup-gtk`'s arguments besides `--log`, `--events` and `--record`.
  ///   - sessionBus: A D-Bus session bus for the window's accessibility (AT-SPI), or `nil` for none: the
  ///     window then runs with `GTK_A11Y=none`.
  ///   - recordsRawEvents: Whether the recording keeps GTK's raw events (`--record-raw`) instead of the
  ///     inputs (`--record`).
  ///   - settings: GtkSettings for the window, by name (`gtk-enable-animations`: `0`), written where GTK reads
  ///     a user's: `settings.ini` in a configuration folder of the session's own (`XDG_CONFIG_HOME`).
  ///   - css: A user's style sheet, `gtk.css` in the same folder, which GTK loads at
  ///     `GTK_STYLE_PROVIDER_PRIORITY_USER`, or `nil` for none.
  ///   - log: The `--log` path, or `nil` for a FIFO that ``logLines`` reads; with a path, ``logLines``
  ///     stays empty.
  ///   - record: The `--record` path, or `nil` for a file in the session's folder.
  ///   - environment: Variables for the window besides the display's, such as `TMPDIR`.
  ///   - separateErrors: Whether standard error is kept apart (``errorOutput()``) rather than mixed into
  ///     what ``waitForEnd()`` returns.
  init(
    arguments: [String] = [], sessionBus: SessionBus? = nil, recordsRawEvents: Bool = false,
    settings: [String: String] = [:], css: String? = nil, log: String? = nil, record: String? = nil,
    environment: [String: String] = [:], separateErrors: Bool = false
  ) throws {
    folder = FileManager.default.temporaryDirectory.appendingPathComponent("pullup-gtk-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let configuration = folder.appendingPathComponent("config")
    let gtk = configuration.appendingPathComponent("gtk-4.0")
    try FileManager.default.createDirectory(at: gtk, withIntermediateDirectories: true)
    let ini = (["[Settings]"] + settings.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" })
      .joined(separator: "\n")
    try Data((ini + "\n").utf8).write(to: gtk.appendingPathComponent("settings.ini"))
    if let css { try Data(css.utf8).write(to: gtk.appendingPathComponent("gtk.css")) }
    xvfb = try VirtualDisplay()
    display = xvfb.name

    let logFIFO = folder.appendingPathComponent("frames.jsonl").path
    if log == nil {
      guard mkfifo(logFIFO, 0o600) == 0 else { throw SessionError("cannot make the log's FIFO") }
      logLines = LineCollector(fifo: logFIFO)
    } else {
      logLines = LineCollector()
    }
    let events = folder.appendingPathComponent("events.jsonl").path
    guard mkfifo(events, 0o600) == 0 else { throw SessionError("cannot make the events' FIFO") }
    self.events = LineCollector(fifo: events)
    recordPath = record ?? folder.appendingPathComponent("session.pullup.json").path
    window = Process()
    window.executableURL = Self.product("pullup-gtk")
    window.arguments =
      arguments + [
        "--log", log ?? logFIFO, "--events", events, recordsRawEvents ? "--record-raw" : "--record", recordPath,
      ]
    var windowEnvironment = Self.environment(display: display, sessionBus: sessionBus).merging(environment) { $1 }
    windowEnvironment["XDG_CONFIG_HOME"] = configuration.path
    windowEnvironment["GTK_THEME"] = nil
    window.environment = windowEnvironment
    windowOutput = Pipe()
    windowErrors = separateErrors ? Pipe() : nil
    window.standardOutput = windowOutput
    window.standardError = windowErrors ?? windowOutput
    try window.run()
  }

  /// Ends a process: processes started by Foundation from `swift test` ignore SIGTERM, so SIGKILL.
  static func end(_ process: Process) {
    if process.isRunning { kill(process.processIdentifier, SIGKILL) }
  }

  /// Ends `process` if it still runs after `seconds`, so that a wait for it cannot hang the tests.
  static func deadline(_ seconds: Double, for process: Process) {
    DispatchQueue.global().asyncAfter(deadline: .now() + seconds) { end(process) }
  }

  deinit {
    Self.end(window)
    try? FileManager.default.removeItem(at: folder)
  }

  /// Keeps the recording where `PULLUP_GTK_ARTIFACTS` says, for CI to check with `pullup test`.
  func keepRecording(as name: String) throws {
    guard let folder = ProcessInfo.processInfo.environment["PULLUP_GTK_ARTIFACTS"] else { return }
    let destination = URL(fileURLWithPath: folder).appendingPathComponent(name)
    try? FileManager.default.removeItem(at: destination)
    try FileManager.default.copyItem(at: URL(fileURLWithPath: recordPath), to: destination)
  }

  static func environment(display: String, sessionBus: SessionBus? = nil) -> [String: String] {
    var environment = ProcessInfo.processInfo.environment
    environment["DISPLAY"] = display
    environment["GDK_BACKEND"] = "x11"
    environment["GDK_SCALE"] = "1"
    if let sessionBus {
      environment["DBUS_SESSION_BUS_ADDRESS"] = sessionBus.address
      environment["GTK_A11Y"] = nil
    } else {
      environment["GTK_A11Y"] = "none"
    }
    return environment
  }

  /// Runs xdotool with `arguments` (one call, so that chained motions keep their timing) and waits for it.
  func xdotool(_ arguments: [String]) throws {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: try Self.path(of: "xdotool"))
    process.arguments = arguments
    process.environment = Self.environment(display: display)
    try process.run()
    Self.deadline(30, for: process)
    process.waitUntilExit()
    guard process.terminationStatus == 0 else { throw SessionError("xdotool \(arguments) failed") }
  }

  /// The window's X identifier.
  func windowIdentifier() throws -> String {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: try Self.path(of: "xdotool"))
    process.arguments = ["search", "--name", "^PullUp$"]
    process.environment = Self.environment(display: display)
    let output = Pipe()
    process.standardOutput = output
    try process.run()
    let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    guard let identifier = text.split(separator: "\n").first else { throw SessionError("no window named PullUp") }
    return String(identifier)
  }

  /// A drag from `start` through `points`, each motion `stepSeconds` after the last, then a release after
  /// `holdSeconds`.
  func drag(from start: (Int, Int), through points: [(Int, Int)], stepSeconds: Double, holdSeconds: Double = 0)
    throws
  {
    var arguments = ["mousemove", "\(start.0)", "\(start.1)", "mousedown", "1"]
    for point in points {
      arguments += ["sleep", "\(stepSeconds)", "mousemove", "\(point.0)", "\(point.1)"]
    }
    if holdSeconds > 0 { arguments += ["sleep", "\(holdSeconds)"] }
    try xdotool(arguments + ["mouseup", "1"])
  }

  /// The pointer's cursor now, as the X server has it (XFixes, through Python's ctypes: no X development
  /// files needed): its name, or `nil` for a cursor without one (the root window's, or one GDK made from X's
  /// cursor font where no cursor theme is installed), and its serial, which tells cursors apart either way.
  func cursor() throws -> (name: String?, serial: String) {
    let script = """
      import ctypes, sys
      x11 = ctypes.CDLL("libX11.so.6"); xfixes = ctypes.CDLL("libXfixes.so.3")
      class Image(ctypes.Structure):
          _fields_ = [("x", ctypes.c_short), ("y", ctypes.c_short), ("width", ctypes.c_ushort),
                      ("height", ctypes.c_ushort), ("xhot", ctypes.c_ushort), ("yhot", ctypes.c_ushort),
                      ("cursor_serial", ctypes.c_ulong), ("pixels", ctypes.c_void_p), ("atom", ctypes.c_ulong),
                      ("name", ctypes.c_char_p)]
      x11.XOpenDisplay.restype = ctypes.c_void_p
      xfixes.XFixesGetCursorImage.restype = ctypes.POINTER(Image)
      xfixes.XFixesGetCursorImage.argtypes = [ctypes.c_void_p]
      display = x11.XOpenDisplay(None)
      if not display: sys.exit(1)
      image = xfixes.XFixesGetCursorImage(display)
      if not image: sys.exit(1)
      print(image.contents.cursor_serial)
      print((image.contents.name or b"").decode())
      """
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
    process.arguments = ["-c", script]
    process.environment = Self.environment(display: display)
    let output = Pipe()
    process.standardOutput = output
    try process.run()
    Self.deadline(30, for: process)
    let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    guard process.terminationStatus == 0 else { throw SessionError("cannot read the cursor") }
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    guard let serial = lines.first, !serial.isEmpty else { throw SessionError("cannot read the cursor: \(text)") }
    let name = lines.dropFirst().first ?? ""
    return (name.isEmpty ? nil : name, serial)
  }

  /// The window's screen as rows of RGB pixels.
  func screenshot() throws -> Screenshot {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: try Self.path(of: "import"))
    process.arguments = ["-window", "root", "-depth", "8", "ppm:-"]
    process.environment = Self.environment(display: display)
    let output = Pipe()
    process.standardOutput = output
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return try Screenshot(ppm: data)
  }

  /// Waits for the window to exit, 30 s at most (then it is killed), and returns its status and what it
  /// printed.
  func waitForExit() -> (status: Int32, output: String) {
    let end = waitForEnd()
    return (end.status, end.output)
  }

  /// Waits for the window to end, 30 s at most (then it is killed), and returns the signal it died of
  /// (`nil` when it exited), its status, and what it printed.
  func waitForEnd() -> (signal: Int32?, status: Int32, output: String) {
    Self.deadline(30, for: window)
    let output = windowOutput.fileHandleForReading.readDataToEndOfFile()
    window.waitUntilExit()
    let signal = window.terminationReason == .uncaughtSignal ? window.terminationStatus : nil
    return (signal, window.terminationStatus, String(decoding: output, as: UTF8.self))
  }

  /// What the window wrote to standard error, once it has ended; empty unless the session keeps standard
  /// error apart (`separateErrors`).
  func errorOutput() -> String {
    guard let windowErrors else { return "" }
    return String(decoding: windowErrors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
  }

  /// Whether the window's process is still running.
  var isRunning: Bool { window.isRunning }

  /// Sends `signal` to the window's process.
  func send(_ signal: Int32) {
    kill(window.processIdentifier, signal)
  }

  /// Ends the X server under the window, as a server that dies.
  func endDisplay() {
    xvfb.end()
  }

  static func path(of tool: String) throws -> String {
    for folder in (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin").split(separator: ":") {
      let path = "\(folder)/\(tool)"
      if FileManager.default.isExecutableFile(atPath: path) { return path }
    }
    throw SessionError("\(tool) is not installed")
  }

  /// An executable of this package, next to the test binary.
  static func product(_ name: String) -> URL {
    URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().deletingLastPathComponent()
      .appendingPathComponent(name)
  }
}

struct SessionError: Error, CustomStringConvertible {
  let description: String
  init(_ description: String) { self.description = description }
}

/// Collects the lines a process writes into a FIFO, on a thread of its own, and lets a test wait for one.
final class LineCollector: @unchecked Sendable {
  /// Guards `collected` and signals each new line.
  private let condition = NSCondition()
  private var collected: [String] = []

  /// A collector that reads nothing: its lines stay empty.
  init() {}

  /// Opens the FIFO's reading end at once, without waiting for a writer, so that a writer that opens it
  /// without waiting (as pullup-gtk does) finds its reader; then reads it on a thread of its own until the
  /// writer closes it.
  init(fifo path: String) {
    let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
    Thread { [self] in
      guard descriptor >= 0 else { return }
      defer { close(descriptor) }
      var pending = Data()
      var buffer = [UInt8](repeating: 0, count: 1 << 16)
      while true {
        // Until a writer has come and gone, the FIFO reports no hang-up: poll waits for the first line.
        var entry = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        guard poll(&entry, 1, -1) >= 0 || errno == EINTR else { break }
        let count = read(descriptor, &buffer, buffer.count)
        if count < 0, errno == EAGAIN || errno == EINTR { continue }
        if count == 0, entry.revents & Int16(POLLHUP) == 0 { continue }
        guard count > 0 else { break }
        pending.append(contentsOf: buffer[..<count])
        while let newline = pending.firstIndex(of: UInt8(ascii: "\n")) {
          let line = String(decoding: pending[pending.startIndex..<newline], as: UTF8.self)
          pending.removeSubrange(pending.startIndex...newline)
          condition.lock()
          collected.append(line)
          condition.broadcast()
          condition.unlock()
        }
      }
    }.start()
  }

  /// Follows a regular file as `tail -f` does, on a thread of its own: reads what is in it, then waits with
  /// inotify for each write, until the writer closes it. Lines arrive as the writer writes them, never by
  /// polling. Start it once the writer has opened (and truncated) the file.
  init(tailing path: String) {
    let watch = inotify_init1(Int32(IN_CLOEXEC))
    let watched = inotify_add_watch(watch, path, UInt32(IN_MODIFY | IN_CLOSE_WRITE))
    let descriptor = open(path, O_RDONLY | O_CLOEXEC)
    Thread { [self] in
      defer {
        close(descriptor)
        close(watch)
      }
      guard watch >= 0, watched >= 0, descriptor >= 0 else { return }
      var pending = Data()
      var buffer = [UInt8](repeating: 0, count: 1 << 16)
      var events = [UInt8](repeating: 0, count: 4096)
      var closed = false
      while true {
        // Everything written so far, then a wait for the next write (or the writer's close).
        while true {
          let count = read(descriptor, &buffer, buffer.count)
          guard count > 0 else { break }
          pending.append(contentsOf: buffer[..<count])
        }
        while let newline = pending.firstIndex(of: UInt8(ascii: "\n")) {
          let line = String(decoding: pending[pending.startIndex..<newline], as: UTF8.self)
          pending.removeSubrange(pending.startIndex...newline)
          condition.lock()
          collected.append(line)
          condition.broadcast()
          condition.unlock()
        }
        if closed { break }
        let count = read(watch, &events, events.count)
        guard count > 0 || errno == EINTR else { break }
        var offset = 0
        while offset < count {
          let event = events.withUnsafeBytes { $0.loadUnaligned(fromByteOffset: offset, as: inotify_event.self) }
          if event.mask & UInt32(IN_CLOSE_WRITE) != 0 { closed = true }
          offset += MemoryLayout<inotify_event>.size + Int(event.len)
        }
      }
    }.start()
  }

  var lines: [String] {
    condition.lock()
    defer { condition.unlock() }
    return collected
  }

  /// Waits until a line from index `start` on satisfies `predicate`, up to `seconds`.
  ///
  /// - Returns: That line's index.
  /// - Throws: ``SessionError`` at the deadline, with the last lines.
  @discardableResult
  func wait(from start: Int = 0, seconds: Double = 20, for what: String, until predicate: (String) -> Bool) throws
    -> Int
  {
    let deadline = Date(timeIntervalSinceNow: seconds)
    condition.lock()
    defer { condition.unlock() }
    var checked = start
    while true {
      if let index = collected.indices.dropFirst(checked).first(where: { predicate(collected[$0]) }) { return index }
      checked = max(checked, collected.count)
      guard condition.wait(until: deadline) else {
        throw SessionError("no \(what) within \(seconds) s; last lines: \(collected.suffix(3))")
      }
    }
  }
}

/// An X server of its own (Xvfb), for as long as this value lives.
final class VirtualDisplay: Sendable {
  /// The display's name, for `DISPLAY`.
  let name: String
  private let process: Process

  /// Starts a server whose screen is 1024 pixels wide and `height` high. One that `endsWithItsLastClient`
  /// ends once a client has come and the last one has gone (Xvfb's `-terminate`): a display kept for the test
  /// process's life, whose `deinit` never runs, then ends with the process's own connection rather than
  /// outliving it (each test run left one Xvfb behind before).
  init(height: Int = 900, endsWithItsLastClient: Bool = false) throws {
    process = Process()
    process.executableURL = URL(fileURLWithPath: try WindowSession.path(of: "Xvfb"))
    process.arguments =
      ["-displayfd", "1", "-screen", "0", "1024x\(height)x24", "-nolisten", "tcp"]
      + (endsWithItsLastClient ? ["-terminate"] : [])
    let ready = Pipe()
    process.standardOutput = ready
    process.standardError = FileHandle.nullDevice
    try process.run()
    WindowSession.deadline(600, for: process)
    // Xvfb writes its display number once it accepts connections.
    let number = String(decoding: ready.fileHandleForReading.availableData, as: UTF8.self)
      .trimmingCharacters(in: .whitespacesAndNewlines)
    guard !number.isEmpty else {
      WindowSession.end(process)
      throw SessionError("Xvfb did not start")
    }
    name = ":\(number)"
  }

  /// Ends the server now.
  func end() { WindowSession.end(process) }

  deinit { WindowSession.end(process) }
}

/// A D-Bus session bus of its own (`dbus-daemon --session`), for as long as this value lives: the window's
/// accessibility bus and registry (at-spi2-core) are started on it when the window asks for them, with a
/// runtime folder of their own (the accessibility bus's socket lives there), and end with it: they are in
/// the daemon's process group, which Foundation makes its own.
final class SessionBus: Sendable {
  /// The bus's address, for `DBUS_SESSION_BUS_ADDRESS`.
  let address: String
  private let process: Process
  private let runtimeFolder: URL

  init() throws {
    runtimeFolder = FileManager.default.temporaryDirectory.appendingPathComponent("pullup-bus-\(UUID().uuidString)")
    try FileManager.default.createDirectory(
      at: runtimeFolder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
    process = Process()
    process.executableURL = URL(fileURLWithPath: try WindowSession.path(of: "dbus-daemon"))
    process.arguments = ["--session", "--nofork", "--print-address=1"]
    var environment = ProcessInfo.processInfo.environment
    environment["XDG_RUNTIME_DIR"] = runtimeFolder.path
    process.environment = environment
    let ready = Pipe()
    process.standardOutput = ready
    process.standardError = FileHandle.nullDevice
    try process.run()
    WindowSession.deadline(600, for: process)
    // The daemon writes its address once it accepts connections.
    let address = String(decoding: ready.fileHandleForReading.availableData, as: UTF8.self)
      .trimmingCharacters(in: .whitespacesAndNewlines)
    guard !address.isEmpty else {
      WindowSession.end(process)
      throw SessionError("dbus-daemon did not start")
    }
    self.address = address
  }

  deinit {
    // The daemon and the services it started (the accessibility bus and registry, which outlive it).
    if process.processIdentifier > 0 { kill(-process.processIdentifier, SIGKILL) }
    try? FileManager.default.removeItem(at: runtimeFolder)
  }
}
