import PullUpScenario

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Standard output and standard error, and leaving the process.
enum StandardStreams {
  /// Writes `text` to standard output, unbuffered.
  ///
  /// - Throws: ``StandardOutputError`` when the write fails: a full disk, a device error, or a reader that
  ///   has gone (`| head` that has read enough), which the tool ends quietly on.
  static func output(_ text: String) throws(StandardOutputError) {
    do {
      try SystemFile.writeAll(Array(text.utf8), to: STDOUT_FILENO)
    } catch {
      throw StandardOutputError(reason: error)
    }
  }

  /// Writes `text` to standard error, unbuffered; a failure there has nowhere to be reported.
  static func error(_ text: String) {
    try? SystemFile.writeAll(Array(text.utf8), to: STDERR_FILENO)
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

/// A write to standard output that failed.
struct StandardOutputError: Error, CustomStringConvertible {
  var reason: SystemError

  /// Whether the reader has gone (`EPIPE`), as when `| head` has read enough: the tool then ends quietly,
  /// with status 0, as other Unix tools do.
  var readerHasGone: Bool { reason.code == EPIPE }

  var description: String { "cannot write standard output: \(reason)" }
}
