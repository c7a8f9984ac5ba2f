import PullUpCore

/// Draws a `PullUpSnapshot` as a terminal frame: a map, the sheet over it, a detent ruler, an accessibility
/// bar and a status line.
///
/// A terminal of `columns × rows` cells is divided like this:
/// - The scene, columns `0 ..< columns − 2` and rows `0 ..< rows − 1`, is the sheet's container
///   (``container(columns:rows:)``), whose top row is a safe area, as a phone's status bar is. It shows
///   a made-up map as the content (streets, a park, the bay, a few labels; the same cells for the same
///   size every time) and the sheet: a top border with rounded corners, the handle (`──╱╲──` up, `──────`
///   neutral, `──╲╱──` down, after ISHPullUpHandleView), a title and a list of places, scrolled by the
///   snapshot's `contentOffset` (``scrollMaximum(of:)`` is how far it can scroll). Frames come from the
///   snapshot's layout: in the displace layout the map ends where the sheet begins; a hidden sheet is
///   parked below the bottom edge, out of sight.
/// - While the snapshot's `keyboardHeight` is above zero, a keyboard covers the bottom of the scene, and
///   the sheet's title row is a search field.
/// - The top row is the accessibility bar: what a screen reader would say of the sheet (its adjustable
///   value), the actions that apply now, numbered as ``accessibilityActions(of:)`` lists them, and the
///   last announcement (``TerminalOverlay``).
/// - While the layout's dimming alpha is above zero, the map above the sheet is drawn faint, and from
///   ``strongDimmingAlpha`` on in darker colors as well.
/// - The ruler, the last two columns, marks each detent on the row where the sheet's top edge rests at it:
///   `◀` and the detent's index for the detent the sheet rests at or heads to, `◁` and the index for the
///   others.
/// - The status line, the last row, shows the state, the height in points, the detent index, the phase,
///   how far the list is scrolled, the hidden and locked flags and the overlay's flags, and the keys
///   (shortened, or left out, when the row is too narrow).
///
/// Edges are placed with ``TerminalScale/row(nearestEdge:)``. The renderer decides nothing: it draws
/// what the snapshot says, at any size (a terminal too small for a part simply clips it).
public struct TerminalSheetRenderer: Sendable {
  /// The number of columns the ruler takes at the right edge.
  public static let rulerWidth = 2
  /// The dimming alpha from which dimmed content is drawn in darker colors as well as faint.
  public static let strongDimmingAlpha = 0.15

  /// How cells map to points.
  public var scale: TerminalScale

  /// Creates a renderer.
  ///
  /// - Parameter scale: How cells map to points.
  public init(scale: TerminalScale = .standard) {
    self.scale = scale
  }

  /// The container a terminal of this size gives the sheet: the scene, without the ruler and the status
  /// line, in points, with the accessibility bar's row as the top safe area. Never smaller than one cell,
  /// so that the container is always valid.
  ///
  /// - Parameters:
  ///   - columns: The terminal's width in columns.
  ///   - rows: The terminal's height in rows.
  /// - Returns: `(columns − 2) × pointsPerColumn` by `(rows − 1) × pointsPerRow` points, with a top safe
  ///   area of one row when the scene has more than one row.
  public func container(columns: Int, rows: Int) -> PullUpContainer {
    let sceneRows = Swift.max(rows - 1, 1)
    return PullUpContainer(
      width: scale.width(columns: Swift.max(columns - Self.rulerWidth, 1)),
      height: scale.height(rows: sceneRows),
      safeArea: PullUpInsets(top: sceneRows > 1 ? scale.height(rows: 1) : 0, bottom: 0))
  }

  /// The height of the sheet's content: the header and every place, in points (SplitSheet's expanded
  /// detent fits it).
  public var contentHeight: Double {
    scale.height(rows: Self.headerRows + Self.places.count)
  }

  /// How far the list of places can scroll in a sheet at its highest detent, in points: the list's height
  /// less what shows of it below the header and above the keyboard; zero when everything shows. Give it
  /// to the controller as the content's maximum offset.
  ///
  /// - Parameter snapshot: The sheet now; its detents and keyboard height count.
  public func scrollMaximum(of snapshot: PullUpSnapshot) -> Double {
    let highest = snapshot.detents.last ?? 0
    let shown = Swift.max(highest - snapshot.keyboardHeight - scale.height(rows: Self.headerRows), 0)
    return Swift.max(scale.height(rows: Self.places.count) - shown, 0)
  }

  /// The height of the demo's keyboard: two fifths of the container's rows, at least four, in points.
  ///
  /// - Parameter containerHeight: The container's height in points.
  public func keyboardHeight(containerHeight: Double) -> Double {
    let rows = scale.row(containing: containerHeight)
    return scale.height(rows: Swift.min(Swift.max(rows * 2 / 5, 4), rows))
  }

  /// The rows the sheet covers on screen, for hit-testing a mouse press; empty while it is out of sight.
  ///
  /// - Parameters:
  ///   - snapshot: The snapshot on screen.
  ///   - rows: The terminal's height in rows.
  public func sheetRows(of snapshot: PullUpSnapshot, rows: Int) -> Range<Int> {
    let sheet = snapshot.layout.sheetFrame
    let top = Swift.max(scale.row(nearestEdge: sheet.y), 0)
    let bottom = Swift.min(scale.row(nearestEdge: sheet.maxY), Swift.max(rows - 1, 0))
    return top < bottom ? top..<bottom : 0..<0
  }

  /// Draws a snapshot.
  ///
  /// Any snapshot can be drawn at any size, including one for another container (the terminal was
  /// resized after it was published) and sizes of zero: what falls outside the frame is clipped.
  ///
  /// - Parameters:
  ///   - snapshot: The snapshot to draw; its container should be ``container(columns:rows:)``.
  ///   - columns: The terminal's width in columns.
  ///   - rows: The terminal's height in rows.
  ///   - overlay: What to show besides the snapshot: the last announcement and extra flags.
  /// - Returns: A frame of `columns × rows` cells.
  public func render(
    _ snapshot: PullUpSnapshot, columns: Int, rows: Int, overlay: TerminalOverlay = TerminalOverlay()
  ) -> TerminalFrame {
    var frame = TerminalFrame(width: columns, height: rows)
    let sceneColumns = 0..<Swift.max(columns - Self.rulerWidth, 0)
    let sceneRows = Swift.max(rows - 1, 0)
    let layout = snapshot.layout
    let contentRows = 0..<Swift.min(Swift.max(scale.row(nearestEdge: layout.contentFrame.maxY), 0), sceneRows)

    drawMap(into: &frame, columns: sceneColumns, rows: contentRows)
    if layout.dimmingAlpha > 0 {
      let dimmedRows = 0..<Swift.max(scale.row(nearestEdge: layout.dimmingFrame.maxY), 0)
      dim(&frame, columns: sceneColumns, rows: dimmedRows.clamped(to: contentRows), alpha: layout.dimmingAlpha)
    }
    let top = scale.row(nearestEdge: layout.sheetFrame.y)
    let bottom = Swift.min(scale.row(nearestEdge: layout.sheetFrame.maxY), sceneRows)
    if top < bottom {
      drawSheet(into: &frame, columns: sceneColumns, rows: top..<bottom, snapshot: snapshot)
    }
    if snapshot.keyboardHeight > 0 {
      // The snapshot may be for another container than this size (the terminal just shrank), so the
      // keyboard's top is clamped into the scene like every other edge.
      let keyboardTop = Swift.min(
        Swift.max(scale.row(nearestEdge: layout.containerSize.height - snapshot.keyboardHeight), 0), sceneRows)
      drawKeyboard(into: &frame, columns: sceneColumns, rows: keyboardTop..<sceneRows)
    }
    drawRuler(into: &frame, snapshot: snapshot, column: sceneColumns.upperBound, rows: sceneRows)
    if sceneRows > 1 {
      drawAccessibilityBar(into: &frame, snapshot: snapshot, announcement: overlay.announcement, columns: sceneColumns)
    }
    if rows > 0 {
      drawStatusLine(into: &frame, snapshot: snapshot, flags: overlay.flags, row: rows - 1)
    }
    return frame
  }

  private func dim(_ frame: inout TerminalFrame, columns: Range<Int>, rows: Range<Int>, alpha: Double) {
    let darkens = alpha >= Self.strongDimmingAlpha
    frame.restyle(columns: columns, rows: rows) { cell in
      cell.style.isDim = true
      if darkens {
        cell.style.foreground = cell.style.foreground.darkened
        cell.style.background = cell.style.background.darkened
      }
    }
  }

  private func drawRuler(into frame: inout TerminalFrame, snapshot: PullUpSnapshot, column: Int, rows: Int) {
    let height = snapshot.layout.containerSize.height
    for (index, detent) in snapshot.detents.enumerated() {
      let row = Swift.max(Swift.min(scale.row(nearestEdge: height - detent), rows - 1), 0)
      let isCurrent = index == snapshot.detentIndex
      let label = (isCurrent ? "◀" : "◁") + (index < 10 ? String(index) : "+")
      let style = TerminalStyle(foreground: isCurrent ? .brightYellow : .brightBlack, isBold: isCurrent)
      frame.write(label, column: column, row: row, style: style)
    }
  }
}
