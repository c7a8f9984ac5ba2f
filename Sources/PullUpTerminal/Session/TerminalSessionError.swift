/// Why a ``TerminalSession`` could not start, read or write.
public enum TerminalSessionError: Error, Sendable, Hashable, CustomStringConvertible {
  /// Indicates that a file descriptor is not a terminal: input or output is redirected to a file or a
  /// pipe, where raw mode, mouse reports and the screen make no sense. Thrown before anything changes.
  case notATerminal(descriptor: Int32)
  /// Indicates that another session owns the terminal: restore it before starting a new one.
  case alreadyActive
  /// Indicates that a system call failed.
  ///
  /// - Parameters:
  ///   - name: The call, for example `"tcsetattr"`.
  ///   - errno: The error number it set.
  case systemCall(_ name: String, errno: Int32)
  /// Indicates that the input reached its end: the terminal hung up.
  case endOfInput

  public var description: String {
    switch self {
    case .notATerminal(let descriptor):
      return "PullUp: file descriptor \(descriptor) is not a terminal; run in an interactive terminal, "
        + "without redirecting input or output."
    case .alreadyActive:
      return "PullUp: another terminal session is active; restore it first."
    case .systemCall(let name, let errno):
      return "PullUp: \(name) failed with errno \(errno)."
    case .endOfInput:
      return "PullUp: the terminal's input ended."
    }
  }
}
