/// Draws frames on a terminal without flicker: each frame becomes one string holding only the cursor moves,
/// style changes and characters of the cells that changed since the previous frame.
///
/// The first frame, a frame of another size than the previous one, and the first frame after
/// ``invalidate()`` clear the screen (`ESC [ 2 J`) and draw every cell that is not blank; every other frame
/// leaves the screen alone and rewrites only changed cells, so a frame equal to the previous one produces
/// an empty string. Write each string to the terminal in one `write(2)` call.
///
/// The writer assumes nothing about the cursor or the style when a frame begins (other output may have
/// moved them): it positions the cursor with `ESC [ row ; column H` before the first changed cell and
/// selects each style completely (``TerminalStyle/selectGraphicRendition``). After a cell in the last
/// column the cursor position counts as unknown, because terminals defer the wrap. Each string that
/// changed the style ends with `ESC [ 0 m`. Characters with control scalars are written as spaces.
package struct TerminalScreenWriter: Sendable {
  /// The frame on screen, as far as the writer knows: the last one it rendered.
  package private(set) var previous: TerminalFrame?

  /// The most unchanged cells the writer rewrites, rather than moving the cursor over them, when they
  /// share the current style: a cursor move costs six bytes or more.
  static let maximumSkip = 4

  /// Creates a writer whose first frame clears the screen.
  package init() {}

  /// Forgets what is on screen, so that the next frame clears the screen and draws everything. Call it when
  /// other output may have overwritten the screen, for example after the process was suspended.
  package mutating func invalidate() {
    previous = nil
  }

  /// The bytes that turn the screen from the previous frame into this one.
  ///
  /// - Parameter frame: The frame to show.
  /// - Returns: The escape sequences and characters to write, empty when nothing changed.
  package mutating func render(_ frame: TerminalFrame) -> String {
    defer { previous = frame }
    guard let previous, previous.width == frame.width, previous.height == frame.height else {
      return redraw(frame)
    }
    var pen = Pen()
    for row in 0..<frame.height {
      for column in 0..<frame.width where frame[column, row] != previous[column, row] {
        pen.put(frame[column, row], column: column, row: row, in: frame)
      }
    }
    return pen.finished()
  }

  private func redraw(_ frame: TerminalFrame) -> String {
    var pen = Pen()
    pen.output = TerminalStyle.plain.selectGraphicRendition + "\u{1B}[2J"
    pen.style = .plain
    for row in 0..<frame.height {
      for column in 0..<frame.width where frame[column, row] != .blank {
        pen.put(frame[column, row], column: column, row: row, in: frame)
      }
    }
    return pen.finished()
  }

  /// The writer's idea of the terminal while it builds one string: where the cursor is and which style
  /// is selected, `nil` when unknown.
  private struct Pen {
    var output = ""
    var column: Int?
    var row: Int?
    var style: TerminalStyle?

    mutating func put(_ cell: TerminalCell, column target: Int, row targetRow: Int, in frame: TerminalFrame) {
      if row != targetRow || !skip(to: target, in: frame) {
        output += "\u{1B}[\(targetRow + 1);\(target + 1)H"
        row = targetRow
        column = target
      }
      write(cell, width: frame.width)
    }

    /// Moves the cursor forward on its row by rewriting a few unchanged cells in the current style, if it
    /// can; otherwise leaves everything as it is.
    mutating func skip(to target: Int, in frame: TerminalFrame) -> Bool {
      guard let column, let row, target >= column, target - column <= TerminalScreenWriter.maximumSkip else {
        return false
      }
      let gap = column..<target
      guard gap.allSatisfy({ frame[$0, row].style == style }) else { return false }
      for skipped in gap { write(frame[skipped, row], width: frame.width) }
      return true
    }

    mutating func write(_ cell: TerminalCell, width: Int) {
      if style != cell.style {
        output += cell.style.selectGraphicRendition
        style = cell.style
      }
      let isControl = cell.character.unicodeScalars.contains { $0.properties.generalCategory == .control }
      output.append(isControl ? " " : cell.character)
      column = column.map { $0 + 1 }
      if column == width { column = nil }
    }

    func finished() -> String {
      guard let style, style != .plain else { return output }
      return output + TerminalStyle.plain.selectGraphicRendition
    }
  }
}
