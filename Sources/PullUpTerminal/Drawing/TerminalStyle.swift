/// How a cell is drawn: colors and attributes.
public struct TerminalStyle: Sendable, Hashable {
  /// The character's color.
  public var foreground: TerminalColor
  /// The cell's color.
  public var background: TerminalColor
  /// Whether the character is bold (SGR 1).
  public var isBold: Bool
  /// Whether the character is faint (SGR 2).
  public var isDim: Bool

  /// Creates a style; by default the terminal's own colors, neither bold nor faint.
  public init(
    foreground: TerminalColor = .default, background: TerminalColor = .default, isBold: Bool = false,
    isDim: Bool = false
  ) {
    self.foreground = foreground
    self.background = background
    self.isBold = isBold
    self.isDim = isDim
  }

  /// The terminal's own colors, neither bold nor faint: what SGR 0 selects.
  public static let plain = TerminalStyle()

  /// The complete SGR sequence that selects this style from any other: a reset, then the attributes and
  /// the colors that differ from the defaults, for example `ESC [ 0 ; 1 ; 34 m` for bold blue.
  public var selectGraphicRendition: String {
    var sequence = "\u{1B}[0"
    if isBold { sequence += ";1" }
    if isDim { sequence += ";2" }
    if foreground != .default { sequence += ";\(foreground.foregroundCode)" }
    if background != .default { sequence += ";\(background.backgroundCode)" }
    return sequence + "m"
  }
}
