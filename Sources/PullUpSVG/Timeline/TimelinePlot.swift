import PullUpCore

/// A timeline drawn as a plot: height against time over phase bands, with detents and event marks
/// (TimelinePlot+Marks.swift), a legend, axes and a summary line.
struct TimelinePlot {
  /// The plot area's distance from the picture's left edge, room for the height labels.
  static let leftMargin = 70.0
  /// The plot area's distance from the picture's right edge, room for the detent labels.
  static let rightMargin = 92.0
  /// The plot area's distance from the picture's bottom edge, room for the time labels.
  static let bottomMargin = 52.0
  /// The strip at the top of the plot kept free for the band labels.
  static let labelStrip = 26.0

  var size: PullUpSize
  var theme: PullUpSVGTheme
  /// The samples that can be drawn (finite time and height), in time order.
  let samples: [PullUpSnapshot]
  /// The entries that can be drawn (finite time, and a finite height if the event names one), in time
  /// order.
  let entries: [PullUpTimeline.Entry]
  /// The legend, laid out in rows.
  let legend: PlotLegend
  /// The time axis, left to right.
  let time: PlotAxis
  /// The height axis, bottom to top; the content offset and the keyboard's height share it.
  let height: PlotAxis
  /// Whether some sample's content is scrolled, so that the content offset gets a line.
  let showsContentOffset: Bool
  /// Whether the keyboard is up in some sample, so that the area it covers is shaded.
  let showsKeyboard: Bool

  init(timeline: PullUpTimeline, size: PullUpSize, theme: PullUpSVGTheme) {
    self.size = size
    self.theme = theme
    samples = timeline.samples.enumerated()
      .filter { $0.element.time.isFinite && $0.element.height.isFinite }
      .sorted { ($0.element.time, $0.offset) < ($1.element.time, $1.offset) }
      .map(\.element)
    entries = timeline.entries.enumerated()
      .filter { $0.element.time.isFinite && $0.element.event.isDrawable }
      .sorted { ($0.element.time, $0.offset) < ($1.element.time, $1.offset) }
      .map(\.element)
    showsContentOffset = samples.contains { $0.contentOffset.isFinite && $0.contentOffset > 0 }
    showsKeyboard = samples.contains { $0.keyboardHeight.isFinite && $0.keyboardHeight > 0 }
    legend = PlotLegend(
      phases: Set(samples.map(\.phase)), keyboard: showsKeyboard, contentOffset: showsContentOffset, theme: theme,
      left: Self.leftMargin, right: size.width - Self.rightMargin, top: 78)
    let plotTop = legend.bottom + 14
    time = PlotAxis(
      covering: samples.map(\.time) + entries.map(\.time), from: Self.leftMargin,
      to: size.width - Self.rightMargin, tickCount: Swift.max(Int((size.width - 160) / 90), 2), rounded: false)
    var heights = [0.0] + samples.map(\.height) + (samples.last?.detents ?? [])
    heights += entries.compactMap(\.event.height)
    if showsContentOffset { heights += samples.map(\.contentOffset) }
    if showsKeyboard { heights += samples.map(\.keyboardHeight) }
    let finiteHeights = heights.filter(\.isFinite)
    let plotBottom = size.height - Self.bottomMargin
    if let highest = finiteHeights.max(), let lowest = finiteHeights.min() {
      // Room below, so that no mark sits on the bottom edge, and a strip above the highest value for
      // the band labels: `upper − highest = f · (upper − lower)` with `f` the strip's share of the plot.
      let lower = lowest - Swift.max(highest - lowest, 1) * 0.04
      let share = Swift.min(Self.labelStrip / Swift.max(plotBottom - plotTop, 1), 0.5)
      heights += [lower, (highest - share * lower) / (1 - share)]
    }
    height = PlotAxis(
      covering: heights, from: plotBottom, to: plotTop,
      tickCount: Swift.max(Int((plotBottom - plotTop) / 48), 2), rounded: false)
  }

  /// The plot area: left, top, right and bottom positions.
  var area: (left: Double, top: Double, right: Double, bottom: Double) {
    (time.start, height.end, time.end, height.start)
  }

  /// The whole document.
  func render() -> String {
    var svg = SVGWriter(width: size.width, height: size.height, title: "PullUp timeline: sheet height over time")
    svg.element("rect", [("width", "100%"), ("height", "100%"), ("fill", theme.backgroundColor)])
    svg.begin("defs")
    svg.begin("clipPath", [("id", "plot-clip")])
    svg.element("rect", rect(left: area.left, top: area.top, right: area.right, bottom: area.bottom))
    svg.end()
    svg.end()
    svg.begin("g", [("font-family", theme.fontFamily), ("font-size", theme.fontSize.svg)])
    drawHeader(into: &svg)
    legend.draw(into: &svg)
    svg.element(
      "rect",
      rect(left: area.left, top: area.top, right: area.right, bottom: area.bottom) + [
        ("fill", theme.cardColor), ("stroke", theme.hairlineColor), ("stroke-width", "1"),
      ])
    svg.begin("g", [("clip-path", "url(#plot-clip)")])
    let bands = self.bands
    drawBands(bands, into: &svg)
    drawGrid(into: &svg)
    if showsKeyboard { drawKeyboard(into: &svg) }
    drawBandLabels(bands, into: &svg)
    drawDetents(into: &svg)
    if showsContentOffset { drawContentOffsetLine(into: &svg) }
    drawHeightLine(into: &svg)
    svg.end()
    drawAxes(into: &svg)
    drawDetentLabels(into: &svg)
    drawEvents(into: &svg)
    if samples.isEmpty {
      svg.text(
        "text",
        [
          ("id", "empty-note"), ("x", ((area.left + area.right) / 2).svg), ("y", ((area.top + area.bottom) / 2).svg),
          ("text-anchor", "middle"), ("fill", theme.secondaryTextColor),
        ], "no samples recorded")
    }
    svg.end()
    return svg.finish()
  }

  private func drawHeader(into svg: inout SVGWriter) {
    svg.text(
      "text",
      [
        ("x", area.left.svg), ("y", "30"), ("font-size", (theme.fontSize * 1.5).svg), ("font-weight", "700"),
        ("fill", theme.textColor),
      ], showsContentOffset ? "Sheet height and list scroll over time" : "Sheet height over time")
    svg.text(
      "text", [("id", "summary"), ("x", area.left.svg), ("y", "52"), ("fill", theme.secondaryTextColor)],
      TimelineSummary(samples: samples, entries: entries).text)
  }

  /// A band: one run of samples in one phase (and, at rest, one state), from its first sample to the
  /// next run's first sample; the last band reaches the end of the axis.
  struct Band {
    var phase: PullUpPhase
    var state: PullUpState
    var left: Double
    var right: Double
  }

  /// The bands, left to right.
  var bands: [Band] {
    var runs: [(start: Double, phase: PullUpPhase, state: PullUpState)] = []
    for sample in samples {
      if let last = runs.last, last.phase == sample.phase, sample.phase != .resting || last.state == sample.state {
        continue
      }
      runs.append((sample.time, sample.phase, sample.state))
    }
    return runs.enumerated().map { index, run in
      let right = index + 1 < runs.count ? time.position(runs[index + 1].start) : area.right
      return Band(phase: run.phase, state: run.state, left: time.position(run.start), right: right)
    }
  }

  private func drawBands(_ bands: [Band], into svg: inout SVGWriter) {
    svg.begin("g", [("id", "bands")])
    for band in bands {
      svg.element(
        "rect",
        [("class", "band \(PlotLegend.className(band.phase))")]
          + rect(left: band.left, top: area.top, right: band.right, bottom: area.bottom) + [
            ("fill", PlotLegend.color(band.phase, theme))
          ])
    }
    svg.end()
  }

  /// The phase of each band wide enough for it, or for a resting band the state, at the band's top.
  private func drawBandLabels(_ bands: [Band], into svg: inout SVGWriter) {
    let fontSize = theme.fontSize * 0.9
    svg.begin("g", [("id", "band-labels"), ("font-size", fontSize.svg), ("fill", theme.secondaryTextColor)])
    for band in bands {
      let label = band.phase == .resting ? band.state.rawValue : LabelBlock.words(band.phase)
      guard band.right - band.left >= PlotLegend.textWidth(label, fontSize: fontSize) + 10 else { continue }
      svg.text(
        "text",
        [("x", ((band.left + band.right) / 2).svg), ("y", (area.top + 16).svg), ("text-anchor", "middle")], label)
    }
    svg.end()
  }

  private func drawGrid(into svg: inout SVGWriter) {
    svg.begin("g", [("id", "grid"), ("stroke", theme.gridColor), ("stroke-width", "1")])
    for tick in height.ticks {
      let y = height.position(tick)
      svg.element("line", [("x1", area.left.svg), ("y1", y.svg), ("x2", area.right.svg), ("y2", y.svg)])
    }
    for tick in time.ticks {
      let x = time.position(tick)
      svg.element("line", [("x1", x.svg), ("y1", area.top.svg), ("x2", x.svg), ("y2", area.bottom.svg)])
    }
    svg.end()
  }

  private func drawAxes(into svg: inout SVGWriter) {
    svg.begin("g", [("id", "axes"), ("fill", theme.secondaryTextColor)])
    for tick in height.ticks {
      let y = height.position(tick)
      svg.element("line", tickLine(x1: area.left - 5, y1: y, x2: area.left, y2: y))
      svg.text(
        "text", [("x", (area.left - 9).svg), ("y", (y + 4).svg), ("text-anchor", "end")],
        SVGNumber.label(tick, decimals: height.decimals))
    }
    for tick in time.ticks {
      let x = time.position(tick)
      svg.element("line", tickLine(x1: x, y1: area.bottom, x2: x, y2: area.bottom + 5))
      svg.text(
        "text", [("x", x.svg), ("y", (area.bottom + 19).svg), ("text-anchor", "middle")],
        SVGNumber.label(tick, decimals: time.decimals))
    }
    svg.text(
      "text",
      [("x", ((area.left + area.right) / 2).svg), ("y", (area.bottom + 40).svg), ("text-anchor", "middle")],
      "time (s)")
    let middle = (area.top + area.bottom) / 2
    svg.text(
      "text",
      [
        ("x", "0"), ("y", "0"), ("text-anchor", "middle"),
        ("transform", "translate(\((area.left - 50).svg) \(middle.svg)) rotate(-90)"),
      ], showsContentOffset ? "height, scroll offset (pt)" : "height (pt)")
    svg.end()
  }

  private func tickLine(x1: Double, y1: Double, x2: Double, y2: Double) -> [SVGWriter.Attribute] {
    [("x1", x1.svg), ("y1", y1.svg), ("x2", x2.svg), ("y2", y2.svg), ("stroke", theme.hairlineColor)]
  }

  /// The attributes of a rectangle given by its edges.
  func rect(left: Double, top: Double, right: Double, bottom: Double) -> [SVGWriter.Attribute] {
    [
      ("x", left.svg), ("y", top.svg), ("width", Swift.max(right - left, 0).svg),
      ("height", Swift.max(bottom - top, 0).svg),
    ]
  }
}

extension PullUpEvent {
  /// Whether a plot can place the event: it names no height, or a finite one.
  var isDrawable: Bool {
    switch self {
    case .hidden, .shown, .lockChanged: return true
    default: return height != nil
    }
  }

  /// The height an event names, if it names one that is finite.
  var height: Double? {
    let value: Double
    switch self {
    case .dragBegan(let height), .dragEnded(let height, _), .dragCancelled(let height), .interrupted(let height),
      .settled(let height):
      value = height
    case .targetHeightRequested(let proposed):
      value = proposed
    case .settleStarted(let settle):
      value = settle.target
    case .hidden, .shown, .lockChanged, .announcement:
      return nil
    }
    return value.isFinite ? value : nil
  }
}
