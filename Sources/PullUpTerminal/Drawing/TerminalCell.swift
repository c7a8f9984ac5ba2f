/// One cell of a terminal: a character and its style.
public struct TerminalCell: Sendable, Hashable {
  /// The character, one column wide.
  public var character: Character
  /// How it is drawn.
  public var style: TerminalStyle

  /// Creates a cell.
  public init(_ character: Character, style: TerminalStyle = .plain) {
    self.character = character
    self.style = style
  }

  /// A space in the terminal's own colors: what a cleared screen shows.
  public static let blank = TerminalCell(" ")
}
