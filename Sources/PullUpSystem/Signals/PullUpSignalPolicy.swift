#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// What a front end that keeps a session's work does with the signals that end a process: the one table
/// that `pullup demo --record` and `pullup-gtk` follow, so that a session is never lost to a signal.
///
/// | Signal | The first of its kind | Another of its kind |
/// |---|---|---|
/// | `SIGINT`, `SIGTERM`, `SIGQUIT` | ``Response/endSession`` | ``Response/endProcess`` |
/// | `SIGHUP` | ``Response/endSession`` | ``Response/ignore`` |
/// | any other signal whose default action ends the process | ``Response/endProcess`` | ``Response/endProcess`` |
///
/// - The first of each kind in ``sessionEnding`` ends the session as quitting does: its work is saved (a
///   file its path does not take is kept in `$TMPDIR`, with a message), then the process dies of the first
///   signal received, so the shell reports 128 + its number (143 for `SIGTERM`, 129 `SIGHUP`, 130
///   `SIGINT`, 131 `SIGQUIT`), also when saving failed.
/// - Another `SIGINT`, `SIGTERM` or `SIGQUIT` while the session ends is the way out of a save that hangs: the
///   process dies of it at once, with its default action (`SIGQUIT`: a core, where `ulimit -c` allows one).
///   Another `SIGHUP` changes nothing: closing a terminal window sends it more than once (the emulator or
///   tmux, the kernel's hang-up, the shell passing it on), and none of them is a person insisting.
/// - It holds wherever the process is: in the foreground, stopped, or in the background (`kill %1`, which
///   bash follows with `SIGCONT` for a stopped job). A signal ignored when the session starts (`nohup`'s
///   `SIGHUP`) stays ignored.
///
/// A signal handler may only call async-signal-safe functions: a front end reads this table before it
/// installs its handlers, and they consult what it read.
public enum PullUpSignalPolicy {
  /// What a front end does with a signal.
  public enum Response: Sendable, Hashable {
    /// Indicates that the session ends as quitting does: its work is saved, then the process dies of the
    /// first such signal received.
    case endSession
    /// Indicates that the process dies of the signal at once, with its default action, after only what
    /// cannot wait (a terminal front end restores the terminal).
    case endProcess
    /// Indicates that the signal changes nothing.
    case ignore
  }

  /// The signals whose first of each kind ends the session with its work saved: `SIGINT`, `SIGTERM`,
  /// `SIGHUP` and `SIGQUIT`.
  public static let sessionEnding: [Int32] = [SIGINT, SIGTERM, SIGHUP, SIGQUIT]

  /// What a front end does with `signal`.
  ///
  /// - Parameters:
  ///   - signal: A signal whose default action ends the process.
  ///   - repeated: Whether one of its kind arrived before, in this session.
  /// - Returns: The response, as the table above says.
  public static func response(to signal: Int32, repeated: Bool) -> Response {
    guard sessionEnding.contains(signal) else { return .endProcess }
    guard repeated else { return .endSession }
    return signal == SIGHUP ? .ignore : .endProcess
  }
}
