/// One cell of a terminal: a character and its style.
package struct TerminalCell: Sendable, Hashable {
  /// The character, one column wide.
  package var character: Character
  /// How it is drawn.
  package var style: TerminalStyle

  /// Creates a cell.
  package init(_ character: Character, style: TerminalStyle = .plain) {
    self.character = character
    self.style = style
  }

  /// A space in the terminal's own colors: what a cleared screen shows.
  package static let blank = TerminalCell(" ")
}
