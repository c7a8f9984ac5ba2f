import PullUpCore

extension TimelinePlot {
  /// The longest a velocity arrow gets, in points.
  private static let maximumArrow = 56.0
  /// The points per second that one point of arrow stands for.
  private static let arrowScale = 40.0

  /// A dashed line at each detent of the latest sample.
  func drawDetents(into svg: inout SVGWriter) {
    svg.begin("g", [("id", "detents"), ("stroke", theme.accentColor), ("stroke-width", "1.25")])
    for detent in detentHeights {
      let y = height.position(detent)
      svg.element(
        "line",
        [
          ("class", "detent"), ("x1", area.left.svg), ("y1", y.svg), ("x2", area.right.svg), ("y2", y.svg),
          ("stroke-dasharray", "6 4"), ("opacity", "0.8"),
        ])
    }
    svg.end()
  }

  /// The label of each detent, in the margin to the plot's right.
  func drawDetentLabels(into svg: inout SVGWriter) {
    svg.begin("g", [("id", "detent-labels"), ("fill", theme.accentColor), ("font-weight", "600")])
    var previousY = Double.infinity
    for detent in detentHeights {
      let y = Swift.min(height.position(detent) + 4, previousY - 15)
      previousY = y
      svg.text("text", [("x", (area.right + 8).svg), ("y", y.svg)], "\(SVGNumber.label(detent)) pt")
    }
    svg.end()
  }

  private var detentHeights: [Double] {
    (samples.last?.detents ?? []).filter(\.isFinite)
  }

  /// The height of every sample as a line, and a dot on each sample a finger held.
  func drawHeightLine(into svg: inout SVGWriter) {
    guard !samples.isEmpty else { return }
    let points = samples.map { (x: time.position($0.time), y: height.position($0.height)) }
    svg.element(
      "polyline",
      [
        ("id", "height-line"), ("points", SVGNumber.points(points)), ("fill", "none"),
        ("stroke", theme.heightLineColor), ("stroke-width", "2.25"), ("stroke-linejoin", "round"),
        ("stroke-linecap", "round"),
      ])
    svg.begin("g", [("id", "gesture-samples"), ("fill", theme.releaseColor)])
    for (sample, point) in zip(samples, points) where sample.phase == .tracking {
      svg.element("circle", [("class", "gesture-sample"), ("cx", point.x.svg), ("cy", point.y.svg), ("r", "3")])
    }
    svg.end()
  }

  /// The events: releases, settle targets, rests, interruptions, and changes of visibility.
  func drawEvents(into svg: inout SVGWriter) {
    svg.begin("g", [("id", "events")])
    for (index, entry) in entries.enumerated() {
      let x = time.position(entry.time)
      switch entry.event {
      case .dragEnded(let releaseHeight, let heightVelocity):
        drawRelease(
          into: &svg, x: x, y: height.position(releaseHeight), heightVelocity: heightVelocity, label: "release",
          labelAbove: targetBelowRelease(at: index))
      case .dragCancelled(let cancelHeight):
        drawRelease(
          into: &svg, x: x, y: height.position(cancelHeight), heightVelocity: 0, label: "cancelled",
          labelAbove: targetBelowRelease(at: index))
      case .settleStarted(let settle):
        drawTarget(
          into: &svg, settle: settle, from: x, to: time.position(settleEnd(after: index)),
          labelBelow: releaseAbove(target: settle.target, at: index))
      case .settled(let restHeight):
        svg.element(
          "circle",
          [
            ("class", "settled"), ("cx", x.svg), ("cy", height.position(restHeight).svg), ("r", "4.5"),
            ("fill", theme.targetColor), ("stroke", theme.cardColor), ("stroke-width", "1.5"),
          ])
      case .interrupted(let caughtHeight):
        let y = height.position(caughtHeight)
        let cross =
          "M \((x - 5).svg),\((y - 5).svg) L \((x + 5).svg),\((y + 5).svg) "
          + "M \((x - 5).svg),\((y + 5).svg) L \((x + 5).svg),\((y - 5).svg)"
        svg.element(
          "path",
          [
            ("class", "interrupted"), ("d", cross), ("stroke", theme.textColor), ("stroke-width", "2"),
            ("fill", "none"),
          ])
      case .hidden, .shown:
        drawMoment(into: &svg, x: x, label: entry.event == .hidden ? "hidden" : "shown")
      case .dragBegan, .targetHeightRequested, .lockChanged, .announcement:
        // The bands show where a drag begins and where a release waits for its target; announcements
        // repeat the rest they follow.
        continue
      }
    }
    svg.end()
  }

  /// When the settle that starts at entry `index` stops: at the next rest, interruption, new settle or
  /// drag, or else at the last sample.
  private func settleEnd(after index: Int) -> Double {
    for entry in entries[(index + 1)...] {
      switch entry.event {
      case .settled, .interrupted, .settleStarted, .dragBegan: return entry.time
      default: continue
      }
    }
    return samples.last?.time ?? entries[index].time
  }

  /// Whether the release at entry `index` is followed by a settle to a lower target, so that its label
  /// goes above the ring and the target's below the diamond, apart.
  private func targetBelowRelease(at index: Int) -> Bool {
    guard let releaseHeight = entries[index].event.height else { return false }
    for entry in entries[(index + 1)...] {
      if case .settleStarted(let settle) = entry.event { return settle.target < releaseHeight }
      if case .dragBegan = entry.event { return false }
    }
    return false
  }

  /// Whether the settle at entry `index` follows a release above its target.
  private func releaseAbove(target: Double, at index: Int) -> Bool {
    for entry in entries[..<index].reversed() {
      switch entry.event {
      case .dragEnded(let releaseHeight, _), .dragCancelled(let releaseHeight): return releaseHeight > target
      case .settleStarted, .dragBegan: return false
      default: continue
      }
    }
    return false
  }

  /// A ring where the finger let go, an arrow as long as the height velocity (positive up), and a label
  /// below the ring, or above it.
  private func drawRelease(
    into svg: inout SVGWriter, x: Double, y: Double, heightVelocity: Double, label: String, labelAbove: Bool
  ) {
    svg.begin("g", [("class", "release")])
    let speed = heightVelocity.isFinite ? abs(heightVelocity) : 0
    if speed >= 1 {
      let length = Swift.min(Swift.max(speed / Self.arrowScale, 16), Self.maximumArrow)
      let direction = heightVelocity > 0 ? -1.0 : 1.0
      let tip = y + direction * (length + 7)
      svg.element(
        "line",
        [
          ("x1", x.svg), ("y1", (y + direction * 7).svg), ("x2", x.svg), ("y2", (tip - direction * 6).svg),
          ("stroke", theme.releaseColor), ("stroke-width", "2.25"),
        ])
      let head = [(x: x - 5, y: tip - direction * 7), (x: x, y: tip), (x: x + 5, y: tip - direction * 7)]
      svg.element("polygon", [("points", SVGNumber.points(head)), ("fill", theme.releaseColor)])
    }
    svg.element(
      "circle",
      [
        ("cx", x.svg), ("cy", y.svg), ("r", "6"), ("fill", theme.cardColor), ("stroke", theme.releaseColor),
        ("stroke-width", "2.5"),
      ])
    let text = "\(label) \(TimelineSummary.velocity(heightVelocity))"
    drawNote(into: &svg, x: x + 12, y: labelAbove ? y - 10 : y + 16, text: text, color: theme.releaseColor)
    svg.end()
  }

  /// A diamond at the target when the settle starts, a dashed line at the target until it ends, and a
  /// label above the diamond, or below it.
  private func drawTarget(
    into svg: inout SVGWriter, settle: PullUpSettle, from start: Double, to end: Double, labelBelow: Bool
  ) {
    let y = height.position(settle.target)
    svg.begin("g", [("class", "settle-target")])
    svg.element(
      "line",
      [
        ("x1", start.svg), ("y1", y.svg), ("x2", Swift.max(end, start).svg), ("y2", y.svg),
        ("stroke", theme.targetColor), ("stroke-width", "2"), ("stroke-dasharray", "2 3"),
      ])
    svg.element("polygon", [("points", Self.diamond((start, y), radius: 6)), ("fill", theme.targetColor)])
    let text = settle.hides ? "target: hidden" : "target \(SVGNumber.label(settle.target)) pt"
    drawNote(into: &svg, x: start + 12, y: labelBelow ? y + 18 : y - 9, text: text, color: theme.targetColor)
    svg.end()
  }

  /// A thin vertical line across the plot with a label at its top.
  private func drawMoment(into svg: inout SVGWriter, x: Double, label: String) {
    svg.begin("g", [("class", "moment")])
    svg.element(
      "line",
      [
        ("x1", x.svg), ("y1", area.top.svg), ("x2", x.svg), ("y2", area.bottom.svg), ("stroke", theme.textColor),
        ("stroke-width", "1"), ("stroke-dasharray", "3 3"),
      ])
    drawNote(into: &svg, x: x + 4, y: area.top + 30, text: label, color: theme.textColor)
    svg.end()
  }

  /// A label with a halo in the card colour, kept inside the plot: it flips to the left of its anchor
  /// near the right edge.
  func drawNote(into svg: inout SVGWriter, x: Double, y: Double, text: String, color: String) {
    let width = PlotLegend.textWidth(text, fontSize: theme.fontSize)
    let fitsRight = x + width <= area.right - 4
    svg.text(
      "text",
      [
        ("x", (fitsRight ? x : x - 24).svg), ("y", Swift.min(Swift.max(y, area.top + 12), area.bottom - 6).svg),
        ("text-anchor", fitsRight ? "start" : "end"), ("fill", color), ("font-weight", "600"),
        ("stroke", theme.cardColor), ("stroke-width", "4"), ("stroke-linejoin", "round"), ("paint-order", "stroke"),
      ], text)
  }

  /// The points of a diamond around a centre.
  static func diamond(_ centre: (x: Double, y: Double), radius: Double) -> String {
    SVGNumber.points([
      (centre.x, centre.y - radius), (centre.x + radius, centre.y), (centre.x, centre.y + radius),
      (centre.x - radius, centre.y),
    ])
  }
}
