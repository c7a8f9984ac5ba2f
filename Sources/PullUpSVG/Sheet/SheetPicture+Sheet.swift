import PullUpCore

extension SheetPicture {
  /// Rows of the sheet's placeholder list: a title, a caption and an icon colour.
  private static let rows: [(title: String, caption: String, color: String)] = [
    ("Home", "12 min · 2.4 km", "#0a84ff"),
    ("Work", "25 min · 8.1 km", "#ff9f0a"),
    ("City Park", "Park · 600 m", "#30d158"),
    ("Riverside Coffee", "Café · open until 18:00", "#bf5af2"),
    ("Central Station", "Transit · 1.2 km", "#ff375f"),
    ("Old Town Library", "Library · 900 m", "#64d2ff"),
    ("Harbour Market", "Market · 3.5 km", "#ffd60a"),
    ("North Bridge", "Landmark · 2 km", "#ac8e68"),
  ]

  /// The sheet: a shadow, the body with rounded top corners, a search field and a list, and the handle.
  ///
  /// The body is a rectangle at `layout.sheetFrame` whose height is one corner radius more than the
  /// frame's, so that its rounded bottom corners always fall below the container's bottom edge (the
  /// frame never ends above it) and are clipped away: only the top corners show rounded.
  func drawSheet(into svg: inout SVGWriter) {
    let frame = snapshot.layout.sheetFrame
    let radius = Self.sanitized(theme.sheetCornerRadius)
    let body: [SVGWriter.Attribute] = [
      ("x", frame.x.svg), ("y", frame.y.svg), ("width", Self.sanitized(frame.width).svg),
      ("height", (Self.sanitized(frame.height) + radius).svg), ("rx", radius.svg),
    ]
    svg.begin("g", [("id", "sheet-group")])
    svg.element(
      "rect",
      body + [("fill", "#000000"), ("opacity", theme.sheetShadowOpacity.svg), ("filter", "url(#sheet-shadow)")])
    svg.element(
      "rect",
      [("id", "sheet")] + body + [
        ("fill", theme.sheetColor), ("stroke", theme.sheetStrokeColor), ("stroke-width", "0.5"),
      ])
    svg.begin("clipPath", [("id", "sheet-clip")])
    svg.element("rect", body)
    svg.end()
    svg.begin("g", [("id", "sheet-content"), ("clip-path", "url(#sheet-clip)")])
    drawSearchField(into: &svg, top: frame.y + 30, width: frame.width)
    drawList(into: &svg, top: frame.y + 84, width: frame.width)
    svg.end()
    drawHandle(into: &svg)
    svg.end()
  }

  /// The handle's geometry: centred on the sheet, its bounds ``handleInset`` below the top edge and
  /// as tall as ISHPullUpHandleView's intrinsic size (the arrow's height plus the stroke width).
  var handleGeometry: HandleGeometry {
    let frame = snapshot.layout.sheetFrame
    return HandleGeometry(
      midX: frame.x + frame.width / 2,
      midY: frame.y + Self.handleInset + (theme.handleArrowHeight + theme.handleStrokeWidth) / 2,
      arrowWidth: theme.handleArrowWidth, arrowHeight: theme.handleArrowHeight)
  }

  private func drawHandle(into svg: inout SVGWriter) {
    guard let state = snapshot.layout.handle else { return }
    svg.element(
      "polyline",
      [
        ("id", "handle"), ("class", "handle \(state.rawValue)"),
        ("points", SVGNumber.points(handleGeometry.points(for: state))), ("fill", "none"),
        ("stroke", theme.handleColor), ("stroke-width", theme.handleStrokeWidth.svg), ("stroke-linecap", "round"),
        ("stroke-linejoin", "round"),
      ])
  }

  private func drawSearchField(into svg: inout SVGWriter, top: Double, width: Double) {
    svg.element(
      "rect",
      [
        ("x", "16"), ("y", top.svg), ("width", Self.sanitized(width - 32).svg), ("height", "36"), ("rx", "10"),
        ("fill", theme.sheetPlaceholderColor),
      ])
    let lens = (x: 33.0, y: top + 17)
    svg.element(
      "circle",
      [
        ("cx", lens.x.svg), ("cy", lens.y.svg), ("r", "5.5"), ("fill", "none"), ("stroke", theme.secondaryTextColor),
        ("stroke-width", "1.8"),
      ])
    svg.element(
      "line",
      [
        ("x1", (lens.x + 4).svg), ("y1", (lens.y + 4).svg), ("x2", (lens.x + 8).svg), ("y2", (lens.y + 8).svg),
        ("stroke", theme.secondaryTextColor), ("stroke-width", "1.8"), ("stroke-linecap", "round"),
      ])
    svg.text(
      "text",
      [
        ("x", "48"), ("y", (top + 22.5).svg), ("font-family", theme.fontFamily),
        ("font-size", (theme.fontSize * 1.2).svg), ("fill", theme.secondaryTextColor),
      ], "Search Maps")
  }

  private func drawList(into svg: inout SVGWriter, top: Double, width: Double) {
    svg.text(
      "text",
      [
        ("x", "16"), ("y", top.svg), ("font-family", theme.fontFamily), ("font-size", theme.fontSize.svg),
        ("font-weight", "600"), ("fill", theme.secondaryTextColor),
      ], "Favourites")
    for (index, row) in Self.rows.enumerated() {
      let rowTop = top + 14 + Double(index) * 58
      svg.element("circle", [("cx", "36"), ("cy", (rowTop + 27).svg), ("r", "18"), ("fill", row.color)])
      svg.text(
        "text",
        [
          ("x", "66"), ("y", (rowTop + 23).svg), ("font-family", theme.fontFamily),
          ("font-size", (theme.fontSize * 1.2).svg), ("font-weight", "600"), ("fill", theme.textColor),
        ], row.title)
      svg.text(
        "text",
        [
          ("x", "66"), ("y", (rowTop + 41).svg), ("font-family", theme.fontFamily),
          ("font-size", theme.fontSize.svg), ("fill", theme.secondaryTextColor),
        ], row.caption)
      svg.element(
        "line",
        [
          ("x1", "66"), ("y1", (rowTop + 57).svg), ("x2", width.svg), ("y2", (rowTop + 57).svg),
          ("stroke", theme.sheetPlaceholderColor), ("stroke-width", "1"),
        ])
    }
  }
}
