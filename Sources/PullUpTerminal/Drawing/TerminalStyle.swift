/// How a cell is drawn: colors and attributes.
package struct TerminalStyle: Sendable, Hashable {
  /// The character's color.
  package var foreground: TerminalColor
  /// The cell's color.
  package var background: TerminalColor
  /// Whether the character is bold (SGR 1).
  package var isBold: Bool
  /// Whether the character is faint (SGR 2).
  package var isDim: Bool

  /// Creates a style; by default the terminal's own colors, neither bold nor faint.
  package init(
    foreground: TerminalColor = .default, background: TerminalColor = .default, isBold: Bool = false,
    isDim: Bool = false
  ) {
    self.foreground = foreground
    self.background = background
    self.isBold = isBold
    self.isDim = isDim
  }

  /// The terminal's own colors, neither bold nor faint: what SGR 0 selects.
  package static let plain = TerminalStyle()

  /// The complete SGR sequence that selects this style from any other: a reset, then the attributes and
  /// the colors that differ from the defaults, for example `ESC [ 0 ; 1 ; 34 m` for bold blue.
  package var selectGraphicRendition: String {
    var sequence = "\u{1B}[0"
    if isBold { sequence += ";1" }
    if isDim { sequence += ";2" }
    if foreground != .default { sequence += ";\(foreground.foregroundCode)" }
    if background != .default { sequence += ";\(background.backgroundCode)" }
    return sequence + "m"
  }
}
