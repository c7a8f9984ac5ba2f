/// A color from the 16-color palette every ANSI terminal has, or the terminal's own default.
///
/// The terminal's theme decides the actual shades, so a frame looks at home in light and dark themes.
package enum TerminalColor: UInt8, Sendable, Hashable, CaseIterable {
  /// The terminal's default foreground or background.
  case `default`
  /// Black (palette 0).
  case black
  /// Red (palette 1).
  case red
  /// Green (palette 2).
  case green
  /// Yellow (palette 3).
  case yellow
  /// Blue (palette 4).
  case blue
  /// Magenta (palette 5).
  case magenta
  /// Cyan (palette 6).
  case cyan
  /// White, usually a light grey (palette 7).
  case white
  /// Bright black, usually a dark grey (palette 8).
  case brightBlack
  /// Bright red (palette 9).
  case brightRed
  /// Bright green (palette 10).
  case brightGreen
  /// Bright yellow (palette 11).
  case brightYellow
  /// Bright blue (palette 12).
  case brightBlue
  /// Bright magenta (palette 13).
  case brightMagenta
  /// Bright cyan (palette 14).
  case brightCyan
  /// Bright white (palette 15).
  case brightWhite

  /// The SGR parameter that selects this color as the foreground: 39, 30–37 or 90–97.
  package var foregroundCode: Int {
    switch rawValue {
    case 0: return 39
    case 1...8: return 29 + Int(rawValue)
    default: return 81 + Int(rawValue)
    }
  }

  /// The SGR parameter that selects this color as the background: 49, 40–47 or 100–107.
  package var backgroundCode: Int { foregroundCode + 10 }

  /// A darker neighbour, for dimmed content: a bright color becomes its normal shade, a normal color dark
  /// grey, dark grey black; black and the default stay.
  package var darkened: TerminalColor {
    switch self {
    case .default, .black: return self
    case .brightBlack: return .black
    case .red, .green, .yellow, .blue, .magenta, .cyan, .white: return .brightBlack
    default: return TerminalColor(rawValue: rawValue - 8) ?? self
    }
  }
}
