import PullUpCore

/// One snapshot drawn as a picture: the container as a device screen, and a column of labels beside it.
///
/// The container is drawn in its own coordinates (the layout's), moved into the picture by a
/// translation, so every number in the layout appears unchanged in the document: the sheet's `y` is
/// `layout.sheetFrame.y`, the dimming's height is `layout.dimmingFrame.height`, and so on.
struct SheetPicture {
  /// The space around the container.
  static let margin = 32.0
  /// The width of the label column to the right of the container.
  static let labelColumnWidth = 190.0
  /// The space between the container and the label column, where the detents' labels go.
  static let gap = 104.0
  /// How far the handle's bounds sit below the sheet's top edge.
  static let handleInset = 6.0

  var snapshot: PullUpSnapshot
  var safeArea: PullUpInsets
  var theme: PullUpSVGTheme

  /// The container's width, zero when it is not finite or negative.
  var width: Double { Self.sanitized(snapshot.layout.containerSize.width) }
  /// The container's height, zero when it is not finite or negative.
  var height: Double { Self.sanitized(snapshot.layout.containerSize.height) }

  /// The whole document.
  func render() -> String {
    let pictureWidth = Self.margin + width + Self.gap + Self.labelColumnWidth + Self.margin
    let pictureHeight = Self.margin + Swift.max(height, LabelBlock.totalHeight) + Self.margin + 8
    var svg = SVGWriter(
      width: pictureWidth, height: pictureHeight,
      title: "PullUp sheet: \(snapshot.state.rawValue), \(SVGNumber.label(snapshot.height)) pt")
    svg.element("rect", [("width", "100%"), ("height", "100%"), ("fill", theme.backgroundColor)])
    drawDefinitions(into: &svg)
    svg.begin("g", [("id", "container"), ("transform", "translate(\(Self.margin.svg) \(Self.margin.svg))")])
    svg.element(
      "rect",
      [
        ("width", width.svg), ("height", height.svg), ("rx", theme.containerCornerRadius.svg), ("fill", "#000000"),
        ("opacity", "0.16"), ("filter", "url(#device-shadow)"),
      ])
    svg.begin("g", [("clip-path", "url(#container-clip)")])
    svg.begin("g", [("id", "content"), ("clip-path", "url(#content-clip)")])
    MapArt(width: width, height: height, theme: theme).draw(into: &svg)
    svg.end()
    drawDimming(into: &svg)
    drawSheet(into: &svg)
    drawKeyboard(into: &svg)
    drawSystemBars(into: &svg)
    svg.end()
    svg.element(
      "rect",
      [
        ("width", width.svg), ("height", height.svg), ("rx", theme.containerCornerRadius.svg), ("fill", "none"),
        ("stroke", theme.hairlineColor), ("stroke-width", "1"),
      ])
    drawDetents(into: &svg)
    if snapshot.isHidden { drawHiddenNote(into: &svg) }
    svg.end()
    LabelBlock(snapshot: snapshot, theme: theme)
      .draw(into: &svg, x: Self.margin + width + Self.gap, y: Self.margin, width: Self.labelColumnWidth)
    return svg.finish()
  }

  private func drawDefinitions(into svg: inout SVGWriter) {
    let layout = snapshot.layout
    svg.begin("defs")
    svg.begin("clipPath", [("id", "container-clip")])
    svg.element("rect", [("width", width.svg), ("height", height.svg), ("rx", theme.containerCornerRadius.svg)])
    svg.end()
    svg.begin("clipPath", [("id", "content-clip")])
    svg.element("rect", Self.frame(layout.contentFrame))
    svg.end()
    svg.begin("filter", [("id", "device-shadow"), ("x", "-20%"), ("y", "-20%"), ("width", "140%"), ("height", "140%")])
    svg.element("feGaussianBlur", [("stdDeviation", "12")])
    svg.end()
    svg.begin("filter", [("id", "sheet-shadow"), ("x", "-20%"), ("y", "-20%"), ("width", "140%"), ("height", "140%")])
    svg.element("feGaussianBlur", [("stdDeviation", (Self.sanitized(theme.sheetShadowRadius) / 2).svg)])
    svg.end()
    svg.end()
  }

  /// The dimming layer over `layout.dimmingFrame`, and a strip one corner radius tall below it that the
  /// sheet covers except at its rounded corners, so the corners' "ears" are dimmed too.
  private func drawDimming(into svg: inout SVGWriter) {
    let layout = snapshot.layout
    guard layout.dimmingAlpha > 0, layout.dimmingAlpha.isFinite else { return }
    svg.begin("g", [("id", "dimming"), ("fill", theme.dimmingColor), ("fill-opacity", layout.dimmingAlpha.svg)])
    svg.element("rect", [("id", "dimming-frame")] + Self.frame(layout.dimmingFrame))
    let ears = PullUpRect(
      x: layout.dimmingFrame.x, y: layout.dimmingFrame.maxY, width: layout.dimmingFrame.width,
      height: Swift.min(theme.sheetCornerRadius, Swift.max(0, height - layout.dimmingFrame.maxY)))
    if ears.height > 0 { svg.element("rect", [("class", "dimming-ears")] + Self.frame(ears)) }
    svg.end()
  }

  /// The software keyboard over `layout.keyboardFrame`, on top of the content and the sheet, with its
  /// height written in it; nothing when it is down.
  private func drawKeyboard(into svg: inout SVGWriter) {
    let frame = snapshot.layout.keyboardFrame
    guard frame.height.isFinite, frame.height > 0 else { return }
    svg.begin("g", [("id", "keyboard")])
    svg.element("rect", Self.frame(frame) + [("fill", theme.keyboardColor)])
    svg.element(
      "line",
      [
        ("x1", frame.x.svg), ("y1", frame.y.svg), ("x2", (frame.x + Self.sanitized(frame.width)).svg),
        ("y2", frame.y.svg), ("stroke", theme.hairlineColor), ("stroke-width", "1"),
      ])
    if frame.height >= 24 {
      svg.text(
        "text",
        [
          ("x", (frame.x + Self.sanitized(frame.width) / 2).svg), ("y", (frame.y + frame.height / 2).svg),
          ("text-anchor", "middle"), ("font-family", theme.fontFamily), ("font-size", theme.fontSize.svg),
          ("fill", theme.secondaryTextColor),
        ], "keyboard \(SVGNumber.label(frame.height)) pt")
    }
    svg.end()
  }

  /// The home indicator over the bottom safe area and the time in the top one.
  private func drawSystemBars(into svg: inout SVGWriter) {
    if safeArea.top > 0, safeArea.top.isFinite {
      svg.text(
        "text",
        [
          ("x", "32"), ("y", (Swift.min(safeArea.top, 60) / 2 + 6).svg), ("font-family", theme.fontFamily),
          ("font-size", (theme.fontSize * 1.25).svg), ("font-weight", "600"), ("fill", theme.textColor),
        ], "9:41")
    }
    if safeArea.bottom > 0, safeArea.bottom.isFinite {
      let indicatorWidth = Swift.min(134, width * 0.36)
      svg.element(
        "rect",
        [
          ("id", "home-indicator"), ("x", ((width - indicatorWidth) / 2).svg), ("y", (height - 13).svg),
          ("width", indicatorWidth.svg), ("height", "5"), ("rx", "2.5"), ("fill", theme.textColor),
        ])
    }
  }

  /// The attributes `x`, `y`, `width` and `height` of a rectangle.
  static func frame(_ rect: PullUpRect) -> [SVGWriter.Attribute] {
    [
      ("x", rect.x.svg), ("y", rect.y.svg), ("width", sanitized(rect.width).svg),
      ("height", sanitized(rect.height).svg),
    ]
  }

  /// A length that can be drawn: finite and not negative, otherwise zero.
  static func sanitized(_ length: Double) -> Double {
    length.isFinite ? Swift.max(length, 0) : 0
  }
}
