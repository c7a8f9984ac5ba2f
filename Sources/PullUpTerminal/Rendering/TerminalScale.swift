/// How terminal cells map to points, the unit `PullUpCore` measures in.
///
/// A cell of a common terminal font is about twice as tall as it is wide, so the ``standard`` scale is
/// 8 points per column and 16 points per row: a phone's 390 × 844-point screen would be about 49 columns
/// by 53 rows, and PullUp's 88-point peek is five and a half rows. Points grow the way the terminal counts
/// cells: x to the right from the left edge, y down from the top edge, so a drag down is a positive
/// translation, as a pan recognizer reports it.
///
/// Row `r` covers `r · pointsPerRow ..< (r + 1) · pointsPerRow`; a horizontal edge at `y` (the sheet's top,
/// a detent) is drawn on the row whose top boundary is nearest, ``row(nearestEdge:)``.
package struct TerminalScale: Sendable, Hashable {
  /// The width of a column, in points.
  package let pointsPerColumn: Double
  /// The height of a row, in points.
  package let pointsPerRow: Double

  /// Creates a scale. A value that is not finite and positive is replaced by the ``standard`` one.
  ///
  /// - Parameters:
  ///   - pointsPerColumn: The width of a column, in points (8).
  ///   - pointsPerRow: The height of a row, in points (16).
  package init(pointsPerColumn: Double = 8, pointsPerRow: Double = 16) {
    self.pointsPerColumn = pointsPerColumn.isFinite && pointsPerColumn > 0 ? pointsPerColumn : 8
    self.pointsPerRow = pointsPerRow.isFinite && pointsPerRow > 0 ? pointsPerRow : 16
  }

  /// 8 points per column, 16 points per row.
  package static let standard = TerminalScale()

  /// The width of some columns, in points.
  package func width(columns: Int) -> Double {
    Double(columns) * pointsPerColumn
  }

  /// The height of some rows, in points.
  package func height(rows: Int) -> Double {
    Double(rows) * pointsPerRow
  }

  /// The y of the middle of a row, in points from the top edge: where a mouse report on that row points.
  package func y(row: Int) -> Double {
    (Double(row) + 0.5) * pointsPerRow
  }

  /// The translation of a drag that moved by some rows, in points: positive down, as a pan recognizer
  /// reports it (pass it to `PullUpInput.dragChanged(translation:)` unchanged).
  ///
  /// - Parameter rows: The current row less the row the drag began on.
  package func translation(rows: Int) -> Double {
    height(rows: rows)
  }

  /// The row that contains a y, in points from the top edge (it may lie outside the screen).
  ///
  /// - Parameter y: The y; one that is not finite counts as zero.
  package func row(containing y: Double) -> Int {
    Self.clampedInt((y / pointsPerRow).rounded(.down))
  }

  /// The row on which to draw a horizontal edge at a y: the row whose top boundary is nearest.
  ///
  /// - Parameter y: The edge's y, in points from the top edge; one that is not finite counts as zero.
  package func row(nearestEdge y: Double) -> Int {
    Self.clampedInt((y / pointsPerRow).rounded())
  }

  /// Converts a whole number of rows to `Int` without trapping: not finite counts as zero, the rest is
  /// kept within a million rows either way.
  private static func clampedInt(_ rows: Double) -> Int {
    guard rows.isFinite else { return 0 }
    return Int(Swift.min(Swift.max(rows, -1_000_000), 1_000_000))
  }
}
