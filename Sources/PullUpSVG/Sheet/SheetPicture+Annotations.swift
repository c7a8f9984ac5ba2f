import PullUpCore

extension SheetPicture {
  /// The smallest vertical distance between two detent labels.
  private static let labelSpacing = 22.0

  /// A dashed line across the container at each detent (`y = containerHeight − detent`), and a label in
  /// the gutter to its right; the detent the sheet rests at or heads to is filled.
  ///
  /// Labels of detents closer than ``labelSpacing`` are pushed apart upwards, with a short leader from
  /// the line to the label.
  func drawDetents(into svg: inout SVGWriter) {
    let detents = snapshot.detents.filter(\.isFinite)
    guard !detents.isEmpty else { return }
    svg.begin("g", [("id", "detents"), ("font-family", theme.fontFamily), ("font-size", theme.fontSize.svg)])
    var previousLabelY = Double.infinity
    for (index, detent) in detents.enumerated() {
      let y = height - detent
      let labelY = Swift.min(y, previousLabelY - Self.labelSpacing)
      previousLabelY = labelY
      let isCurrent = index == snapshot.detentIndex
      svg.element(
        "line",
        [
          ("class", "detent"), ("x1", "-8"), ("y1", y.svg), ("x2", (width + 8).svg), ("y2", y.svg),
          ("stroke", theme.accentColor), ("stroke-width", "1.25"), ("stroke-dasharray", "6 4"),
          ("opacity", isCurrent ? "1" : "0.7"),
        ])
      drawDetentLabel(into: &svg, detent: detent, lineY: y, labelY: labelY, isCurrent: isCurrent)
    }
    svg.end()
  }

  private func drawDetentLabel(
    into svg: inout SVGWriter, detent: Double, lineY: Double, labelY: Double, isCurrent: Bool
  ) {
    let left = width + 14
    let pillWidth = 76.0
    svg.element(
      "polyline",
      [
        ("points", SVGNumber.points([(width + 8, lineY), (left, labelY)])), ("fill", "none"),
        ("stroke", theme.accentColor), ("stroke-width", "1.25"),
      ])
    svg.element(
      "rect",
      [
        ("class", "detent-label"), ("x", left.svg), ("y", (labelY - 9).svg), ("width", pillWidth.svg),
        ("height", "18"), ("rx", "9"), ("fill", isCurrent ? theme.accentColor : theme.cardColor),
        ("stroke", theme.accentColor), ("stroke-width", "1"),
      ])
    svg.text(
      "text",
      [
        ("x", (left + pillWidth / 2).svg), ("y", (labelY + 4).svg), ("text-anchor", "middle"),
        ("fill", isCurrent ? theme.cardColor : theme.accentColor), ("font-weight", "600"),
      ], "\(SVGNumber.label(detent)) pt")
  }

  /// A note inside the container's bottom edge, and a dashed outline of the sheet's top edge where it
  /// waits below the container, if that is within the picture.
  func drawHiddenNote(into svg: inout SVGWriter) {
    let sheetTop = snapshot.layout.sheetFrame.y
    let below = sheetTop - height
    svg.begin("g", [("id", "hidden-note"), ("font-family", theme.fontFamily), ("font-size", theme.fontSize.svg)])
    let radius = Self.sanitized(theme.sheetCornerRadius)
    if sheetTop.isFinite, below >= 0, below <= Self.margin - 6 {
      let (top, corner, end) = (sheetTop.svg, (sheetTop + radius).svg, (sheetTop + radius + 6).svg)
      let path =
        "M 0,\(end) V \(corner) Q 0,\(top) \(radius.svg),\(top) H \((width - radius).svg) "
        + "Q \(width.svg),\(top) \(width.svg),\(corner) V \(end)"
      svg.element(
        "path",
        [
          ("d", path), ("fill", "none"), ("stroke", theme.secondaryTextColor), ("stroke-width", "1.25"),
          ("stroke-dasharray", "4 3"),
        ])
    }
    let text =
      below >= 0.005 ? "sheet hidden \(SVGNumber.label(below)) pt below \u{2193}" : "sheet hidden below \u{2193}"
    let noteWidth = 220.0
    let noteY = height - Swift.max(safeArea.bottom, 0) - 44
    svg.element(
      "rect",
      [
        ("x", ((width - noteWidth) / 2).svg), ("y", noteY.svg), ("width", noteWidth.svg), ("height", "28"),
        ("rx", "14"), ("fill", theme.textColor), ("opacity", "0.85"),
      ])
    svg.text(
      "text",
      [
        ("x", (width / 2).svg), ("y", (noteY + 18.5).svg), ("text-anchor", "middle"), ("fill", theme.cardColor),
        ("font-weight", "600"),
      ], text)
    svg.end()
  }
}
