extension TerminalSheetRenderer {
  /// The keyboard's rows of keys, top to bottom.
  static let keyRows = ["Q W E R T Y U I O P", "A S D F G H J K L", "⇧ Z X C V B N M ⌫", "123   space   return"]

  private static let keyboard = TerminalStyle(foreground: .white, background: .brightBlack)

  /// Draws the software keyboard over the bottom of the scene: a gray block with its keys centered,
  /// from the top of `rows`, as many key rows as fit.
  func drawKeyboard(into frame: inout TerminalFrame, columns: Range<Int>, rows: Range<Int>) {
    frame.fill(columns: columns, rows: rows, with: TerminalCell(" ", style: Self.keyboard))
    for (index, keys) in Self.keyRows.enumerated() where rows.contains(rows.lowerBound + 1 + index) {
      let column = columns.lowerBound + Swift.max((columns.count - keys.count) / 2, 0)
      let text = String(keys.prefix(Swift.max(columns.upperBound - column, 0)))
      frame.write(text, column: column, row: rows.lowerBound + 1 + index, style: Self.keyboard)
    }
  }
}
