import PullUpCore

/// Draws a `PullUpSnapshot` in a terminal — a map, the sheet over it, a detent ruler, an accessibility bar
/// and a status line — and maps the terminal's cells to the sheet's points.
///
/// Give a renderer to ``TerminalSession/draw(_:with:announcement:)`` to show a snapshot, and use the same
/// renderer to turn the terminal's size into the sheet's container and mouse rows into points.
///
/// One column is 8 points wide and one row 16 points tall. Points grow the way the terminal counts cells:
/// x to the right from the left edge, y down from the top edge, so a drag down is a positive translation,
/// as a pan recognizer reports it. A terminal of `columns × rows` cells is divided like this:
/// - The scene, columns `0 ..< columns − 2` and rows `0 ..< rows − 1`, is the sheet's container
///   (``container(columns:rows:)``), whose top row is a safe area, as a phone's status bar is. It shows
///   a made-up map as the content (streets, a park, the bay, a few labels; the same cells for the same
///   size every time) and the sheet: a top border with rounded corners, the handle (`──╱╲──` up, `──────`
///   neutral, `──╲╱──` down, after ISHPullUpHandleView), a title and a list of places (``listRows(of:rows:)``),
///   scrolled by the snapshot's `contentOffset` (``scrollMaximum(of:)`` is how far it can scroll). Frames
///   come from the snapshot's layout: in the displace layout the map ends where the sheet begins; a hidden
///   sheet is parked below the bottom edge, out of sight.
/// - While the snapshot's `keyboardHeight` is above zero, a keyboard covers the bottom of the scene, and
///   the sheet's title row is a search field.
/// - The top row is the accessibility bar: what a screen reader would say of the sheet (its adjustable
///   value), the actions that apply now, numbered as ``accessibilityActions(of:)`` lists them, and the
///   last announcement.
/// - While the layout's dimming alpha is above zero, the map above the sheet is drawn faint, and from an
///   alpha of 0.15 on in darker colors as well.
/// - The ruler, the last two columns, marks each detent on the row where the sheet's top edge rests at it:
///   `◀` and the detent's number for the detent the sheet rests at or heads to, `◁` and the number for the
///   others (`+` from 10 on). Detents are numbered from 1, lowest first, on every part of the screen, as the
///   accessibility value ("Detent 1 of 3") and the keys count them.
/// - The status line, the last row, shows the state, the height in points, the detent's number, the phase,
///   how far the list is scrolled, the hidden and locked flags, and the keys (shortened, or left out, when
///   the row is too narrow).
///
/// A horizontal edge (the sheet's top, a detent) is drawn on the row whose top boundary is nearest. The
/// renderer decides nothing: it draws what the snapshot says, at any size (a terminal too small for a part
/// simply clips it).
public struct TerminalSheetRenderer: Sendable {
  /// The number of columns the ruler takes at the right edge.
  static let rulerWidth = 2
  /// The dimming alpha from which dimmed content is drawn in darker colors as well as faint.
  static let strongDimmingAlpha = 0.15

  /// How cells map to points.
  package var scale: TerminalScale

  /// Creates a renderer of 8 points per column and 16 points per row.
  public init() {
    self.init(scale: .standard)
  }

  /// Creates a renderer with another scale.
  ///
  /// - Parameter scale: How cells map to points.
  package init(scale: TerminalScale) {
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
  package func keyboardHeight(containerHeight: Double) -> Double {
    let rows = scale.row(containing: containerHeight)
    return scale.height(rows: Swift.min(Swift.max(rows * 2 / 5, 4), rows))
  }

  /// The rows the sheet covers on screen, for hit-testing a mouse press; empty while it is out of sight.
  ///
  /// A press on these rows begins a drag of the sheet (`PullUpInput.dragBegan(inScrollableContent:)`).
  ///
  /// - Parameters:
  ///   - snapshot: The snapshot on screen.
  ///   - rows: The terminal's height in rows.
  /// - Returns: Zero-based rows, as mouse events report them, within the scene (never the status line).
  public func sheetRows(of snapshot: PullUpSnapshot, rows: Int) -> Range<Int> {
    let sheet = snapshot.layout.sheetFrame
    let top = Swift.max(scale.row(nearestEdge: sheet.y), 0)
    let bottom = Swift.min(scale.row(nearestEdge: sheet.maxY), Swift.max(rows - 1, 0))
    return top < bottom ? top..<bottom : 0..<0
  }

  /// The rows of the sheet that show its list of places, below the handle, the title and the rule: part
  /// of ``sheetRows(of:rows:)``, empty while the list is out of sight.
  ///
  /// A drag that begins on these rows begins in scrollable content
  /// (`dragBegan(inScrollableContent: true, at:)`), so that the sheet and the list share it.
  ///
  /// - Parameters:
  ///   - snapshot: The snapshot on screen.
  ///   - rows: The terminal's height in rows.
  public func listRows(of snapshot: PullUpSnapshot, rows: Int) -> Range<Int> {
    let sheetRows = sheetRows(of: snapshot, rows: rows)
    let listTop = scale.row(nearestEdge: snapshot.layout.sheetFrame.y) + Self.headerRows
    return Swift.max(listTop, sheetRows.lowerBound)..<Swift.max(listTop, sheetRows.upperBound)
  }

  /// The translation of a drag that moved by some rows, in points: positive down, as a pan recognizer
  /// reports it (pass it to `PullUpInput.dragChanged(translation:)` unchanged). It is also the
  /// height of that many rows, for scrolling the list by whole rows.
  ///
  /// - Parameter rows: The current row less the row the drag began on.
  /// - Returns: `16 × rows` points.
  public func translation(rows: Int) -> Double {
    scale.translation(rows: rows)
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
  package func render(
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
      let number = PullUpAccessibilityLabels.detentNumber(ofIndex: index)
      let label = (isCurrent ? "◀" : "◁") + (number < 10 ? String(number) : "+")
      let style = TerminalStyle(foreground: isCurrent ? .brightYellow : .brightBlack, isBold: isCurrent)
      frame.write(label, column: column, row: row, style: style)
    }
  }
}
