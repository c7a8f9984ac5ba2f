import Foundation
import PullUpCore
import PullUpTesting
import Testing

@testable import PullUpTerminal

#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#endif

@Suite("TerminalSessionOptions")
struct SessionOptionsTests {
  @Test(
    "Computes the setup and restore sequences, the second undoing the first in reverse",
    arguments: [
      (TerminalSessionOptions(), "^[[?1049h^[[?25l^[[?1002h^[[?1006h", "^[[?1006l^[[?1002l^[[0m^[[?25h^[[?1049l"),
      (TerminalSessionOptions(reportsMouse: false), "^[[?1049h^[[?25l", "^[[0m^[[?25h^[[?1049l"),
      (
        TerminalSessionOptions(usesAlternateScreen: false), "^[[?25l^[[?1002h^[[?1006h",
        "^[[?1006l^[[?1002l^[[0m^[[?25h"
      ),
      (TerminalSessionOptions(hidesCursor: false), "^[[?1049h^[[?1002h^[[?1006h", "^[[?1006l^[[?1002l^[[0m^[[?1049l"),
      (TerminalSessionOptions(usesAlternateScreen: false, hidesCursor: false, reportsMouse: false), "", "^[[0m"),
    ])
  func sequences(options: TerminalSessionOptions, setup: String, restore: String) {
    #expect(options.setupSequence == setup.replacing("^[", with: "\u{1B}"))
    #expect(options.restoreSequence == restore.replacing("^[", with: "\u{1B}"))
  }
}

/// A pseudo-terminal pair, so that a session can be tested without touching the real terminal.
final class PseudoTerminal {
  let controller: Int32
  let device: Int32

  init() throws {
    var controller: Int32 = -1
    var device: Int32 = -1
    try #require(openpty(&controller, &device, nil, nil, nil) == 0, "openpty: errno \(errno)")
    self.controller = controller
    self.device = device
    // Reading what the session wrote stops, rather than waits, when there is nothing more.
    try #require(fcntl(controller, F_SETFL, fcntl(controller, F_GETFL) | O_NONBLOCK) == 0)
  }

  deinit {
    close(device)
    close(controller)
  }

  /// What the session wrote to the terminal so far.
  func drain() -> String {
    var bytes: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 4096)
    while true {
      let count = buffer.withUnsafeMutableBytes { read(controller, $0.baseAddress, $0.count) }
      guard count > 0 else { break }
      bytes += buffer.prefix(count)
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  /// Sends bytes as if the person typed them.
  func type(_ text: String) {
    _ = Array(text.utf8).withUnsafeBytes { write(controller, $0.baseAddress, $0.count) }
  }

  /// Changes the terminal's size, as a window resize does (without the signal).
  func resize(columns: Int, rows: Int) {
    var window = winsize(ws_row: UInt16(rows), ws_col: UInt16(columns), ws_xpixel: 0, ws_ypixel: 0)
    _ = ioctl(controller, UInt(TIOCSWINSZ), &window)
  }

  func settings() -> termios {
    var settings = termios()
    _ = tcgetattr(device, &settings)
    return settings
  }
}

@Suite("TerminalSession", .serialized)
struct SessionTests {
  @Test("Refuses input or output that is not a terminal, before changing anything")
  @available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
  func refusesANonTerminal() throws {
    var descriptors: [Int32] = [0, 0]
    try #require(pipe(&descriptors) == 0)
    defer {
      close(descriptors[0])
      close(descriptors[1])
    }
    #expect(throws: TerminalSessionError.notATerminal(descriptor: descriptors[0])) {
      _ = try TerminalSession(input: descriptors[0], output: descriptors[1])
    }
    let terminal = try PseudoTerminal()
    #expect(throws: TerminalSessionError.notATerminal(descriptor: descriptors[1])) {
      _ = try TerminalSession(input: terminal.device, output: descriptors[1])
    }
  }

  @Test("Sets a terminal up, reads, writes, notices a resize, and restores it exactly once")
  @available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
  func setsUpAndRestores() throws {
    let terminal = try PseudoTerminal()
    let before = terminal.settings()
    let session = try TerminalSession(input: terminal.device, output: terminal.device)
    #expect(terminal.drain() == TerminalSessionOptions().setupSequence)
    #expect(terminal.settings().c_lflag & tcflag_t(ECHO | ICANON | ISIG) == 0)
    #expect(throws: TerminalSessionError.alreadyActive) {
      _ = try TerminalSession(input: terminal.device, output: terminal.device)
    }

    #expect(try session.read(timeout: .zero).isEmpty)
    _ = Array("q\u{1B}[A".utf8).withUnsafeBytes { write(terminal.controller, $0.baseAddress, $0.count) }
    #expect(try session.read(timeout: .seconds(5)) == Array("q\u{1B}[A".utf8))
    try session.write("frame")
    #expect(terminal.drain() == "frame")

    var window = winsize(ws_row: 30, ws_col: 100, ws_xpixel: 0, ws_ypixel: 0)
    _ = ioctl(terminal.controller, UInt(TIOCSWINSZ), &window)
    #expect(session.size == TerminalSize(columns: 100, rows: 30))
    #expect(session.takeResize() == nil)
    raiseUnblocked(SIGWINCH)
    TerminalSignalThread.settle()
    #expect(session.takeResize() == TerminalSize(columns: 100, rows: 30))
    #expect(session.takeResize() == nil)

    session.restore()
    #expect(terminal.drain() == TerminalSessionOptions().restoreSequence)
    let after = terminal.settings()
    #expect(after.c_lflag == before.c_lflag && after.c_iflag == before.c_iflag && after.c_oflag == before.c_oflag)
    session.restore()
    #expect(terminal.drain() == "")

    let second = try TerminalSession(input: terminal.device, output: terminal.device)
    session.restore()
    #expect(terminal.drain() == TerminalSessionOptions().setupSequence, "an old session leaves a new one alone")
    second.restore()
    #expect(terminal.drain() == TerminalSessionOptions().restoreSequence)
  }
}

// In the same serialized suite as the tests above: one session at a time owns the terminal.
extension SessionTests {
  @Test("After SIGCONT the session takes the terminal back once, at its next call; the handler keeps errno")
  @available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
  func continueReentersOnce() throws {
    let terminal = try PseudoTerminal()
    let session = try TerminalSession(input: terminal.device, output: terminal.device)
    defer { session.restore() }
    #expect(terminal.drain() == TerminalSessionOptions().setupSequence)
    for signal in [SIGCONT, SIGWINCH] {
      errno = EDOM
      raiseUnblocked(signal)
      #expect(errno == EDOM, "the handler of signal \(signal) keeps errno")
    }
    TerminalSignalThread.settle()
    // Nothing is written by the signal thread: the session's own call takes the terminal back.
    #expect(terminal.drain() == "")
    #expect(session.takeResize() == session.size)
    #expect(terminal.drain() == TerminalSessionOptions().setupSequence, "one setup")
    #expect(terminal.settings().c_lflag & tcflag_t(ECHO | ICANON | ISIG) == 0, "raw mode again")
    #expect(session.takeResize() == nil)
    #expect(try session.readEvents(timeout: .zero).isEmpty)
    #expect(terminal.drain() == "", "once")
  }

  @Test(
    "A resize (SIGWINCH) or a return from a stop (SIGCONT) ends a read that waits for input, on a thread that blocks every signal, as Swift's task pool's threads do",
    .timeLimit(.minutes(2 * TestSlowness.factor)), arguments: [SIGWINCH, SIGCONT])
  @available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
  func signalEndsAWait(signal: Int32) async throws {
    let terminal = try PseudoTerminal()
    terminal.resize(columns: 70, rows: 21)
    let session = try TerminalSession(input: terminal.device, output: terminal.device)
    defer { session.restore() }
    // Whatever earlier tests left for the signal thread is acted on and read first.
    TerminalSignalThread.settle()
    #expect(try session.readEvents(timeout: .zero) == [])
    _ = session.takeResize()
    _ = terminal.drain()
    // A bound, so that a read the signal does not end fails the test rather than hanging it: the read ends
    // long before it, or at it.
    let bound = Duration.seconds(60)
    let start = ContinuousClock.now
    let events: [TerminalInputEvent] = try await withCheckedThrowingContinuation { continuation in
      Thread.detachNewThread {
        var all = sigset_t()
        sigfillset(&all)
        pthread_sigmask(SIG_BLOCK, &all, nil)
        continuation.resume(with: Result { try session.readEvents(timeout: bound) })
      }
      // Before or after the read starts to wait: either way it ends.
      raiseUnblocked(signal)
    }
    #expect(ContinuousClock.now - start < bound, "the signal, not the bound, ended the read")
    #expect(events == [])
    #expect(session.takeResize() == TerminalSize(columns: 70, rows: 21))
    let setup = TerminalSessionOptions().setupSequence
    #expect(terminal.drain() == (signal == SIGCONT ? setup : ""), "the terminal taken back after SIGCONT only")
  }

  @Test("Reads what the person did as events: keys, a mouse press and the wheel, in order")
  @available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
  func readsEvents() throws {
    let terminal = try PseudoTerminal()
    let session = try TerminalSession(input: terminal.device, output: terminal.device)
    defer { session.restore() }
    #expect(try session.readEvents(timeout: .zero) == [])
    terminal.type("q\u{1B}[A\u{1B}[<0;12;7M\u{1B}[<32;12;5M\u{1B}[<0;12;5m\u{1B}[<65;3;4M\u{3}")
    #expect(
      try session.readEvents(timeout: .seconds(5)) == [
        .key(.character("q")), .key(.up), .mouse(kind: .press, column: 11, row: 6),
        .mouse(kind: .drag, column: 11, row: 4), .mouse(kind: .release, column: 11, row: 4),
        .scroll(.down, column: 2, row: 3), .key(.interrupt),
      ])
    #expect(try session.readEvents(timeout: .zero) == [])
  }

  @Test("A lone Escape is the Escape key, reported by the same call after a short wait")
  @available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
  func loneEscape() throws {
    let terminal = try PseudoTerminal()
    let session = try TerminalSession(input: terminal.device, output: terminal.device)
    defer { session.restore() }
    terminal.type("\u{1B}")
    #expect(try session.readEvents(timeout: .seconds(5)) == [.key(.escape)])
    terminal.type("x\u{1B}")
    #expect(try session.readEvents(timeout: .zero) == [.key(.character("x")), .key(.escape)])
    #expect(try session.readEvents(timeout: .zero) == [])
  }

  @Test("A sequence split across reads waits for its end; an unfinished one is dropped and the next decodes")
  @available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
  func splitSequence() throws {
    let terminal = try PseudoTerminal()
    var patient = TerminalSessionOptions()
    patient.escapeDelay = .seconds(20)
    let session = try TerminalSession(input: terminal.device, output: terminal.device, options: patient)
    terminal.type("\u{1B}[<0;12")
    // The rest arrives while the session waits for it, from another thread.
    let controller = terminal.controller
    Thread.detachNewThread {
      usleep(100_000)
      _ = Array(";7M".utf8).withUnsafeBytes { write(controller, $0.baseAddress, $0.count) }
    }
    #expect(try session.readEvents(timeout: .seconds(5)) == [.mouse(kind: .press, column: 11, row: 6)])
    session.restore()

    var hasty = TerminalSessionOptions()
    hasty.escapeDelay = .milliseconds(1)
    let second = try TerminalSession(input: terminal.device, output: terminal.device, options: hasty)
    defer { second.restore() }
    terminal.type("\u{1B}[<0;12")
    #expect(try second.readEvents(timeout: .seconds(5)) == [], "the truncated report is dropped")
    terminal.type("\u{1B}[<0;12;7Mq")
    #expect(
      try second.readEvents(timeout: .seconds(5)) == [.mouse(kind: .press, column: 11, row: 6), .key(.character("q"))])
  }

  @Test("Draws a snapshot, then only what changed; after other output or a resize, everything again")
  @available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
  func draws() throws {
    let terminal = try PseudoTerminal()
    terminal.resize(columns: 40, rows: 12)
    let renderer = TerminalSheetRenderer()
    var machine = try PullUpMachine(container: renderer.container(columns: 40, rows: 12))
    let session = try TerminalSession(input: terminal.device, output: terminal.device)
    defer { session.restore() }
    _ = terminal.drain()

    var writer = TerminalScreenWriter()
    try session.draw(machine.snapshot, with: renderer)
    let first = writer.render(renderer.render(machine.snapshot, columns: 40, rows: 12))
    #expect(first.contains("\u{1B}[2J"))
    #expect(terminal.drain() == first)
    try session.draw(machine.snapshot, with: renderer)
    #expect(terminal.drain() == "", "the same picture sends nothing")

    _ = try machine.apply(.setState(.expanded, animated: false), at: 0)
    try session.draw(machine.snapshot, with: renderer, announcement: "Sheet expanded")
    let overlay = TerminalOverlay(announcement: "Sheet expanded")
    let changed = writer.render(renderer.render(machine.snapshot, columns: 40, rows: 12, overlay: overlay))
    #expect(!changed.contains("\u{1B}[2J"))
    #expect(terminal.drain() == changed)

    try session.write("\u{7}")
    #expect(terminal.drain() == "\u{7}")
    try session.draw(machine.snapshot, with: renderer, announcement: "Sheet expanded")
    writer.invalidate()
    #expect(
      terminal.drain() == writer.render(renderer.render(machine.snapshot, columns: 40, rows: 12, overlay: overlay)))

    terminal.resize(columns: 50, rows: 14)
    try session.draw(machine.snapshot, with: renderer)
    let resized = writer.render(renderer.render(machine.snapshot, columns: 50, rows: 14))
    #expect(resized.contains("\u{1B}[2J"))
    #expect(terminal.drain() == resized)
  }
}

/// Raises a signal on this thread with the signal unblocked, so that its handler has run when this returns.
func raiseUnblocked(_ signal: Int32) {
  var set = sigset_t()
  var previous = sigset_t()
  sigemptyset(&set)
  sigaddset(&set, signal)
  pthread_sigmask(SIG_UNBLOCK, &set, &previous)
  raise(signal)
  pthread_sigmask(SIG_SETMASK, &previous, nil)
}
