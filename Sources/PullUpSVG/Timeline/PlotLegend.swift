import PullUpCore

/// The legend of a timeline plot: a row with a swatch for each phase band, then a row with a symbol for
/// each kind of mark, each laid out left to right and wrapped when it does not fit.
struct PlotLegend {
  /// The kinds of items, in the order shown.
  enum Symbol: Equatable {
    case band(PullUpPhase)
    case keyboard
    case line
    case contentOffset
    case sample
    case release
    case target
    case rest
  }

  /// The distance between rows.
  static let rowHeight = 20.0
  /// The legend's text for the keyboard's area.
  static let keyboardText = "keyboard up"
  /// The legend's text for the content offset's line.
  static let contentOffsetText = "list scrolled (offset)"

  /// The items with their positions: symbol, text, left edge and baseline.
  private(set) var items: [(symbol: Symbol, text: String, x: Double, y: Double)] = []
  /// The theme.
  var theme: PullUpSVGTheme
  /// The baseline of the last row plus a descent: where the plot can start.
  private(set) var bottom: Double

  /// Lays the legend out.
  ///
  /// - Parameters:
  ///   - phases: The phases that occur; `awaitingTarget` gets a swatch only when it occurs, the others
  ///     always.
  ///   - keyboard: Whether the keyboard is up at some time; its swatch follows the bands'.
  ///   - contentOffset: Whether the content scrolls at some time; its line follows the height's.
  ///   - theme: The colours.
  ///   - left: The left edge of the first item.
  ///   - right: The right edge no item crosses, unless it is alone in its row.
  ///   - top: The baseline of the first row.
  init(
    phases: Set<PullUpPhase>, keyboard: Bool = false, contentOffset: Bool = false, theme: PullUpSVGTheme,
    left: Double, right: Double, top: Double
  ) {
    self.theme = theme
    var bands: [(Symbol, String)] = [(.band(.tracking), "finger holds the sheet")]
    if phases.contains(.awaitingTarget) { bands.append((.band(.awaitingTarget), "awaiting target height")) }
    bands += [(.band(.settling), "settling by itself"), (.band(.resting), "at rest")]
    if keyboard { bands.append((.keyboard, Self.keyboardText)) }
    var marks: [(Symbol, String)] = [(.line, "height")]
    if contentOffset { marks.append((.contentOffset, Self.contentOffsetText)) }
    marks += [
      (.sample, "finger sample"), (.release, "release and velocity"), (.target, "settle target"),
      (.rest, "came to rest"),
    ]
    var y = top
    for row in [bands, marks] {
      var x = left
      for (symbol, text) in row {
        let width = 20 + Self.textWidth(text, fontSize: theme.fontSize) + 18
        if x + width > right, x > left {
          x = left
          y += Self.rowHeight
        }
        items.append((symbol, text, x, y))
        x += width
      }
      y += Self.rowHeight
    }
    bottom = y - Self.rowHeight + 6
  }

  /// Draws the legend.
  func draw(into svg: inout SVGWriter) {
    svg.begin("g", [("id", "legend"), ("fill", theme.textColor)])
    for item in items {
      let centre = (x: item.x + 7, y: item.y - 4)
      switch item.symbol {
      case .band(let phase):
        svg.element(
          "rect",
          [
            ("x", item.x.svg), ("y", (item.y - 10).svg), ("width", "14"), ("height", "12"), ("rx", "3"),
            ("fill", Self.color(phase, theme)), ("stroke", theme.hairlineColor), ("stroke-width", "0.75"),
          ])
      case .keyboard:
        svg.element(
          "rect",
          [
            ("x", item.x.svg), ("y", (item.y - 10).svg), ("width", "14"), ("height", "12"), ("rx", "3"),
            ("fill", theme.keyboardColor), ("fill-opacity", TimelinePlot.keyboardOpacity.svg),
            ("stroke", theme.secondaryTextColor), ("stroke-width", "0.75"),
          ])
      case .line, .contentOffset:
        svg.element(
          "line",
          [
            ("x1", item.x.svg), ("y1", centre.y.svg), ("x2", (item.x + 14).svg), ("y2", centre.y.svg),
            ("stroke", item.symbol == .line ? theme.heightLineColor : theme.contentOffsetLineColor),
            ("stroke-width", "2.5"), ("stroke-linecap", "round"),
          ])
      case .sample:
        svg.element("circle", [("cx", centre.x.svg), ("cy", centre.y.svg), ("r", "3"), ("fill", theme.releaseColor)])
      case .release:
        svg.element(
          "circle",
          [
            ("cx", centre.x.svg), ("cy", centre.y.svg), ("r", "5"), ("fill", theme.cardColor),
            ("stroke", theme.releaseColor), ("stroke-width", "2.25"),
          ])
      case .target:
        svg.element("polygon", [("points", TimelinePlot.diamond(centre, radius: 5.5)), ("fill", theme.targetColor)])
      case .rest:
        svg.element("circle", [("cx", centre.x.svg), ("cy", centre.y.svg), ("r", "4"), ("fill", theme.targetColor)])
      }
      svg.text("text", [("x", (item.x + 20).svg), ("y", item.y.svg)], item.text)
    }
    svg.end()
  }

  /// An estimate of a label's width, generous enough for wide fonts such as DejaVu Sans.
  static func textWidth(_ text: String, fontSize: Double) -> Double {
    Double(text.count) * fontSize * 0.6
  }

  /// The band colour of a phase.
  static func color(_ phase: PullUpPhase, _ theme: PullUpSVGTheme) -> String {
    switch phase {
    case .tracking: return theme.trackingBandColor
    case .awaitingTarget: return theme.awaitingBandColor
    case .settling: return theme.settlingBandColor
    case .resting: return theme.restingBandColor
    }
  }

  /// The class name of a phase's band.
  static func className(_ phase: PullUpPhase) -> String {
    switch phase {
    case .tracking: return "tracking"
    case .awaitingTarget: return "awaiting-target"
    case .settling: return "settling"
    case .resting: return "resting"
    }
  }
}
