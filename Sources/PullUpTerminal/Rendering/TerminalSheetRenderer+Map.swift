// A made-up city by the bay, in scene cells: avenues every 14 columns, streets every 7 rows, a park between
// the second and third avenues, water along the right edge, a few labels. Each cell depends only on its
// position and the scene's width, so the map stays still while the sheet moves over it.
extension TerminalSheetRenderer {
  private static let avenueSpacing = 14
  private static let avenueOffset = 4
  private static let streetSpacing = 7
  private static let streetOffset = 3
  /// How the coastline wanders, in columns, row by row.
  private static let coastline = [0, 1, 1, 2, 2, 1, 0, 0]

  private static let street = TerminalStyle(foreground: .white)
  private static let water = TerminalStyle(foreground: .brightCyan, background: .blue)
  private static let park = TerminalStyle(foreground: .brightGreen, background: .green)

  /// A label on the map: text at a cell, in a style.
  private struct Label {
    var text: String
    var column: Int
    var row: Int
    var style: TerminalStyle
  }

  /// Draws the map into part of a frame: the scene's columns, and the rows the content covers.
  func drawMap(into frame: inout TerminalFrame, columns: Range<Int>, rows: Range<Int>) {
    let coast = columns.count - Swift.max(columns.count / 6, 2)
    for row in rows {
      for column in columns {
        frame[column, row] = Self.cell(column: column, row: row, coast: coast)
      }
    }
    let labels = [
      Label(text: " Market St ", column: 7, row: 3, style: TerminalStyle(foreground: .brightWhite)),
      Label(text: " Mission St ", column: 34, row: 17, style: TerminalStyle(foreground: .brightWhite)),
      Label(text: " City Park ", column: 20, row: 6, style: TerminalStyle(foreground: .brightWhite, isBold: true)),
      Label(text: "● You", column: 8, row: 12, style: TerminalStyle(foreground: .brightBlue, isBold: true)),
      Label(text: "◆ Museum", column: 34, row: 8, style: TerminalStyle(foreground: .brightMagenta)),
      Label(text: "◆ Ferry Hall", column: 34, row: 22, style: TerminalStyle(foreground: .brightMagenta)),
      Label(text: " Bay ", column: coast + 2, row: 12, style: TerminalStyle(foreground: .brightWhite, isBold: true)),
    ]
    for label in labels where rows.contains(label.row) {
      var style = label.style
      let background = frame.contains(column: label.column, row: label.row)
      style.background = background ? frame[label.column, label.row].style.background : style.background
      let room = Swift.max(columns.upperBound - label.column, 0)
      frame.write(String(label.text.prefix(room)), column: label.column, row: label.row, style: style)
    }
  }

  private static func cell(column: Int, row: Int, coast: Int) -> TerminalCell {
    if column >= coast + coastline[row % coastline.count] {
      return TerminalCell((column + 2 * row) % 5 == 0 ? "~" : " ", style: water)
    }
    let onAvenue = column % avenueSpacing == avenueOffset
    let onStreet = row % streetSpacing == streetOffset
    switch (onAvenue, onStreet) {
    case (true, true): return TerminalCell("┼", style: street)
    case (true, false): return TerminalCell("│", style: street)
    case (false, true): return TerminalCell("─", style: street)
    case (false, false): break
    }
    // The park fills the block east of the second avenue and south of the first street.
    let blockColumn = (column - avenueOffset + avenueSpacing) / avenueSpacing - 1
    let blockRow = (row - streetOffset + streetSpacing) / streetSpacing - 1
    if blockColumn == 1, blockRow == 0 {
      return TerminalCell((column + row) % 3 == 0 ? "♣" : " ", style: park)
    }
    return .blank
  }
}
