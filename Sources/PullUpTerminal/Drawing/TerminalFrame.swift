/// A picture of the whole terminal: `width × height` cells, row by row from the top-left corner.
///
/// Drawing clips: text, fills and restyling outside the frame are ignored, so a renderer can draw at any
/// size, even zero. Reading or writing a single cell with ``subscript(_:_:)`` outside the frame
/// traps, as an array does. Put only characters one column wide in a frame: wide characters (most emoji
/// and CJK ideographs) would shift the rest of their row on screen.
package struct TerminalFrame: Sendable, Hashable {
  /// The number of columns.
  package let width: Int
  /// The number of rows.
  package let height: Int
  /// The cells, row by row.
  package private(set) var cells: [TerminalCell]
  /// The most columns or rows a frame has: larger than any terminal window, small enough that a frame of
  /// any requested size fits in memory.
  package static let maximumSide = 4_096

  /// Creates a frame filled with one cell.
  ///
  /// - Parameters:
  ///   - width: The number of columns, clamped into `0 ... maximumSide`.
  ///   - height: The number of rows, clamped into `0 ... maximumSide`.
  ///   - cell: The cell to fill the frame with.
  package init(width: Int, height: Int, filledWith cell: TerminalCell = .blank) {
    self.width = Swift.min(Swift.max(width, 0), Self.maximumSide)
    self.height = Swift.min(Swift.max(height, 0), Self.maximumSide)
    cells = Array(repeating: cell, count: self.width * self.height)
  }

  /// The cell at a column and a row, both from zero.
  package subscript(column: Int, row: Int) -> TerminalCell {
    get {
      precondition(contains(column: column, row: row), "cell (\(column), \(row)) outside a \(width)×\(height) frame")
      return cells[row * width + column]
    }
    set {
      precondition(contains(column: column, row: row), "cell (\(column), \(row)) outside a \(width)×\(height) frame")
      cells[row * width + column] = newValue
    }
  }

  /// Whether a cell lies inside the frame.
  package func contains(column: Int, row: Int) -> Bool {
    (0..<width).contains(column) && (0..<height).contains(row)
  }

  /// Writes text from a cell rightwards, one character per column, clipped to the frame.
  ///
  /// Control characters are written as spaces, so that no text can smuggle an escape sequence to the
  /// terminal.
  ///
  /// - Parameters:
  ///   - text: The text.
  ///   - column: The column of the first character (it may be negative: the text is clipped).
  ///   - row: The row.
  ///   - style: The style of every character.
  package mutating func write(_ text: String, column: Int, row: Int, style: TerminalStyle = .plain) {
    guard (0..<height).contains(row) else { return }
    var current = column
    for character in text {
      guard current < width else { return }
      if current >= 0 {
        let isControl = character.unicodeScalars.contains { $0.properties.generalCategory == .control }
        cells[row * width + current] = TerminalCell(isControl ? " " : character, style: style)
      }
      current += 1
    }
  }

  /// Fills a rectangle of cells with one cell, clipped to the frame.
  ///
  /// - Parameters:
  ///   - columns: The columns to fill.
  ///   - rows: The rows to fill.
  ///   - cell: The cell to put in each.
  package mutating func fill(columns: Range<Int>, rows: Range<Int>, with cell: TerminalCell) {
    restyle(columns: columns, rows: rows) { $0 = cell }
  }

  /// Changes the cells of a rectangle in place, clipped to the frame.
  ///
  /// - Parameters:
  ///   - columns: The columns to change.
  ///   - rows: The rows to change.
  ///   - change: Called once for each cell inside the frame.
  package mutating func restyle(columns: Range<Int>, rows: Range<Int>, _ change: (inout TerminalCell) -> Void) {
    let columns = columns.clamped(to: 0..<width)
    let rows = rows.clamped(to: 0..<height)
    for row in rows {
      for column in columns { change(&cells[row * width + column]) }
    }
  }

  /// The characters of one row, without styles.
  package func text(ofRow row: Int) -> String {
    guard (0..<height).contains(row) else { return "" }
    return String(cells[row * width..<(row + 1) * width].map(\.character))
  }

  /// The characters of the whole frame, without styles: one line per row, joined by line feeds.
  package var text: String {
    (0..<height).map(text(ofRow:)).joined(separator: "\n")
  }
}
