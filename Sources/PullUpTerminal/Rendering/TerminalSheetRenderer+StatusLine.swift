import PullUpCore

extension TerminalSheetRenderer {
  /// The keys, in full: the sheet's keys the demo maps (`TerminalDemoMapper.terminalKeys(for:)`), then the
  /// demo's letters.
  static let help = "↑/↓ detent · Esc collapse · space toggle · h hide · l lock · k keyboard · m motion · q quit"
  /// The keys, for a narrow terminal.
  static let shortHelp = "↑↓ Esc space h l k m q"

  private static let bar = TerminalStyle(foreground: .brightWhite, background: .brightBlack)
  private static let flag = TerminalStyle(foreground: .brightYellow, background: .brightBlack, isBold: true)

  /// The parts of the status line, in order, each with its style: state, height, detent (numbered from 1, as
  /// the accessibility bar and the ruler number it: `PullUpAccessibilityLabels.detentNumber(ofIndex:)`), phase,
  /// how far the list is scrolled, then the flags that are set and the overlay's flags (the keyboard
  /// shows itself).
  static func statusParts(of snapshot: PullUpSnapshot, flags: [String] = []) -> [(text: String, style: TerminalStyle)] {
    let height = snapshot.height.rounded()
    let points = height.isFinite && abs(height) < 1e9 ? String(Int(height)) : "?"
    var parts: [(text: String, style: TerminalStyle)] = [
      (snapshot.state.rawValue, bar),
      ("\(points) pt", bar),
      (
        "detent \(snapshot.detentIndex.map { String(PullUpAccessibilityLabels.detentNumber(ofIndex: $0)) } ?? "–")", bar
      ),
      (snapshot.phase.rawValue, bar),
    ]
    let offset = snapshot.contentOffset.rounded()
    if offset > 0, offset < 1e9 { parts.append(("scrolled \(Int(offset)) pt", bar)) }
    if snapshot.isHidden { parts.append(("hidden", flag)) }
    if snapshot.isLocked { parts.append(("locked", flag)) }
    for extra in flags { parts.append((extra, flag)) }
    return parts
  }

  /// Draws the status line across a whole row: the parts on the left, separated by ` · `, and the keys on
  /// the right, in full or shortened if they fit after at least two spaces.
  func drawStatusLine(into frame: inout TerminalFrame, snapshot: PullUpSnapshot, flags: [String], row: Int) {
    frame.fill(columns: 0..<frame.width, rows: row..<row + 1, with: TerminalCell(" ", style: Self.bar))
    var column = 1
    for (index, part) in Self.statusParts(of: snapshot, flags: flags).enumerated() {
      if index > 0 {
        frame.write(" · ", column: column, row: row, style: Self.bar)
        column += 3
      }
      frame.write(part.text, column: column, row: row, style: part.style)
      column += part.text.count
    }
    let keys = TerminalStyle(foreground: .white, background: .brightBlack)
    for help in [Self.help, Self.shortHelp] where column + 2 + help.count + 1 <= frame.width {
      frame.write(help, column: frame.width - 1 - help.count, row: row, style: keys)
      return
    }
  }
}
