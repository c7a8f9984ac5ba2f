/// One thing the user did at the terminal, as ``TerminalSession/readEvents(timeout:)`` decodes it from the
/// bytes the terminal sends.
///
/// Mouse positions are zero-based cells, `column` from the left edge and `row` from the top edge, the
/// same indices ``TerminalSheetRenderer/sheetRows(of:rows:)`` and the drawing use (the terminal reports
/// them one-based; the session subtracts one). Only the left button and the vertical wheel are reported.
public enum TerminalInputEvent: Sendable, Hashable {
  /// A key was pressed.
  case key(TerminalKey)
  /// The left mouse button was pressed, moved while held, or released over a cell.
  case mouse(kind: TerminalMouseKind, column: Int, row: Int)
  /// The mouse wheel turned over a cell.
  case scroll(TerminalScrollDirection, column: Int, row: Int)
}

/// A key the decoder recognizes.
///
/// Printable characters arrive as ``character(_:)``, so the keys PullUp's demo uses (`h`, `k`, `l`, `q`)
/// are `.character("h")` and so on; space, Return and the control keys have their own cases.
public enum TerminalKey: Sendable, Hashable {
  /// The up arrow (`ESC [ A` or `ESC O A`).
  case up
  /// The down arrow (`ESC [ B` or `ESC O B`).
  case down
  /// The right arrow (`ESC [ C` or `ESC O C`).
  case right
  /// The left arrow (`ESC [ D` or `ESC O D`).
  case left
  /// The space bar.
  case space
  /// Return or Enter (carriage return, line feed, or the keypad's `ESC O M`).
  case enter
  /// The Escape key on its own: an Escape byte that nothing followed within a short delay (see
  /// ``TerminalSession/readEvents(timeout:)`` for how a lone Escape is told apart from the start of a
  /// sequence).
  case escape
  /// Control-C: in raw mode the terminal sends byte 3 instead of raising `SIGINT`.
  case interrupt
  /// A printable character other than space: ASCII or a complete, valid UTF-8 scalar.
  case character(Character)
}

/// What the left mouse button did.
public enum TerminalMouseKind: Sendable, Hashable, CaseIterable {
  /// The button went down.
  case press
  /// The mouse moved while the button was held.
  case drag
  /// The button went up.
  case release
}

/// Which way the mouse wheel turned.
public enum TerminalScrollDirection: Sendable, Hashable, CaseIterable {
  /// Away from the user: the terminal's button 64.
  case up
  /// Towards the user: the terminal's button 65.
  case down
}
