/// The size of a terminal, in cells.
public struct TerminalSize: Sendable, Hashable {
  /// The number of columns.
  public var columns: Int
  /// The number of rows.
  public var rows: Int

  /// Creates a size.
  package init(columns: Int, rows: Int) {
    self.columns = columns
    self.rows = rows
  }

  /// The size a terminal is assumed to have when it does not report one: 80 × 24.
  static let fallback = TerminalSize(columns: 80, rows: 24)
}
