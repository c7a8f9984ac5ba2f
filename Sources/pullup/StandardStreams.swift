import PullUpScenario
import PullUpSystem

#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// Standard output and standard error, and leaving the process.
enum StandardStreams {
  /// Writes `text` to standard output, unbuffered.
  ///
  /// - Throws: ``StandardOutputError`` when the write fails: a full disk, a device error, or a reader that
  ///   has gone (`| head` that has read enough), which the tool ends quietly on.
  static func output(_ text: String) throws(StandardOutputError) {
    var buffer = StandardOutputBuffer()
    _ = buffer.write(text)
    buffer.flush()
    if let failure = buffer.failure { throw failure }
  }

  /// Writes `text` to standard error, unbuffered; a failure there has nowhere to be reported.
  static func error(_ text: String) {
    try? SystemFile.writeAll(Array(text.utf8), to: STDERR_FILENO)
  }

  /// Writes `program: message` and a newline to standard error, then `footer` (such as the usage), with the
  /// message through the one escaper (`TerminalText`): a message may echo a scenario's text, a path or an
  /// argument, and none of their control characters or line breaks may reach the terminal.
  static func message(_ program: String, _ message: String, footer: String = "") {
    error("\(program): \(TerminalText.escaped(message))\n\(footer)")
  }

  /// Makes a write to a pipe whose reader has gone fail with `EPIPE` instead of killing the process with
  /// `SIGPIPE`, so that the tool decides how to end.
  static func ignoreBrokenPipes() {
    signal(SIGPIPE, SIG_IGN)
  }

  static func terminate(_ status: Int32) -> Never {
    exit(status)
  }
}

/// Standard output written in pieces as they are made, in blocks of ``blockSize`` bytes, so that a long
/// output is neither held whole in memory nor written a line per system call.
struct StandardOutputBuffer {
  /// How many bytes are gathered before they are written.
  static let blockSize = 1 << 16

  private var pending: [UInt8] = []
  /// The write that failed; nothing more is written after it.
  private(set) var failure: StandardOutputError?

  /// Adds `text`, writing a block when one is full.
  ///
  /// - Returns: `false` once a write has failed (``failure``), so that whoever makes the output can stop.
  mutating func write(_ text: String) -> Bool {
    guard failure == nil else { return false }
    pending += text.utf8
    if pending.count >= Self.blockSize { flush() }
    return failure == nil
  }

  /// Writes what is gathered.
  mutating func flush() {
    guard failure == nil, !pending.isEmpty else { return }
    do {
      try SystemFile.writeAll(pending, to: STDOUT_FILENO)
    } catch {
      failure = StandardOutputError(reason: error)
    }
    pending.removeAll(keepingCapacity: true)
  }
}

/// A write to standard output that failed.
struct StandardOutputError: Error, CustomStringConvertible {
  var reason: SystemError

  /// Whether the reader has gone (`EPIPE`), as when `| head` has read enough: the tool then ends quietly,
  /// with status 0, as other Unix tools do.
  var readerHasGone: Bool { reason.code == EPIPE }

  var description: String { "cannot write standard output: \(reason)" }
}
