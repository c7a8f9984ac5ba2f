/// What a ``TerminalSession`` changes about the terminal while it owns it.
///
/// By default everything is on: the session draws on the alternate screen, hides the cursor and asks for
/// mouse reports. Whatever is on, the session turns it off again when it restores the terminal, in reverse
/// order, and resets the style.
public struct TerminalSessionOptions: Sendable, Hashable {
  /// Whether to draw on the alternate screen (`?1049`), leaving the shell's screen untouched.
  public var usesAlternateScreen: Bool
  /// Whether to hide the cursor (`?25`).
  public var hidesCursor: Bool
  /// Whether to ask for mouse reports while a button is held (`?1002`), in SGR encoding (`?1006`).
  public var reportsMouse: Bool
  /// How long ``TerminalSession/readEvents(timeout:)`` waits for the rest of an escape sequence whose
  /// start it read, before it takes a lone Escape as the Escape key (25 ms).
  package var escapeDelay = Duration.milliseconds(25)

  /// Creates options; by default everything is on.
  public init(usesAlternateScreen: Bool = true, hidesCursor: Bool = true, reportsMouse: Bool = true) {
    self.usesAlternateScreen = usesAlternateScreen
    self.hidesCursor = hidesCursor
    self.reportsMouse = reportsMouse
  }

  /// The sequence that sets the terminal up: alternate screen, hidden cursor, button-motion mouse reports
  /// in SGR encoding, each if its option is on.
  ///
  /// The sequences are pure functions of the options, so that they can be tested without a terminal: the
  /// restore sequence undoes exactly what the setup sequence did, in reverse order, and always resets the
  /// style (a frame may leave one selected).
  package var setupSequence: String {
    var modes: [String] = []
    if usesAlternateScreen { modes.append("?1049h") }
    if hidesCursor { modes.append("?25l") }
    if reportsMouse { modes += ["?1002h", "?1006h"] }
    return modes.map { "\u{1B}[" + $0 }.joined()
  }

  /// The sequence that restores the terminal: mouse reports off, the plain style, the cursor shown, the
  /// main screen back; the reverse of ``setupSequence``, with the style reset in the middle.
  package var restoreSequence: String {
    var modes: [String] = []
    if reportsMouse { modes += ["?1006l", "?1002l"] }
    modes.append("0m")
    if hidesCursor { modes.append("?25h") }
    if usesAlternateScreen { modes.append("?1049l") }
    return modes.map { "\u{1B}[" + $0 }.joined()
  }
}
