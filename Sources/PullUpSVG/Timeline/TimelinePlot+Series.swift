import PullUpCore

extension TimelinePlot {
  /// The opacity of the keyboard's area, so that the bands and the grid show through it.
  static let keyboardOpacity = 0.7

  /// The scroll offset of the sheet's content as a second line on the height axis, under the height line,
  /// so that a drag handing over between the sheet and its list shows as one line rising while the other
  /// stays.
  func drawContentOffsetLine(into svg: inout SVGWriter) {
    let drawn = samples.filter(\.contentOffset.isFinite)
    guard !drawn.isEmpty else { return }
    let points = drawn.map { (x: time.position($0.time), y: height.position($0.contentOffset)) }
    svg.element(
      "polyline",
      [
        ("id", "content-offset-line"), ("class", "content-offset"), ("points", SVGNumber.points(points)),
        ("fill", "none"), ("stroke", theme.contentOffsetLineColor), ("stroke-width", "2.25"),
        ("stroke-linejoin", "round"), ("stroke-linecap", "round"),
      ])
    // The furthest scroll, labelled where the line first reaches it.
    guard let furthest = drawn.map(\.contentOffset).max(), furthest > 0,
      let index = drawn.firstIndex(where: { $0.contentOffset == furthest })
    else { return }
    drawNote(
      into: &svg, x: points[index].x + 8, y: points[index].y - 8, text: "list scrolled \(SVGNumber.label(furthest)) pt",
      color: theme.contentOffsetLineColor)
  }

  /// The keyboard's height while it is up, as a shaded area from the bottom edge: a step for each sample,
  /// held until the next sample (the last until the plot's right edge), one area for each span the
  /// keyboard stays up, labelled with its highest height where the span is wide enough.
  func drawKeyboard(into svg: inout SVGWriter) {
    let base = height.position(0)
    let fontSize = theme.fontSize * 0.9
    svg.begin(
      "g",
      [
        ("id", "keyboard"), ("fill", theme.keyboardColor), ("fill-opacity", Self.keyboardOpacity.svg),
        ("stroke", theme.secondaryTextColor), ("stroke-width", "1"), ("stroke-linejoin", "round"),
      ])
    for span in keyboardSpans {
      var points = [(x: span.left, y: base)]
      for step in span.steps {
        points += [(step.left, height.position(step.height)), (step.right, height.position(step.height))]
      }
      points.append((span.right, base))
      svg.element("polygon", [("class", "keyboard-span"), ("points", SVGNumber.points(points))])
      let label = "keyboard \(SVGNumber.label(span.highest)) pt"
      guard span.right - span.left >= PlotLegend.textWidth(label, fontSize: fontSize) + 12 else { continue }
      svg.text(
        "text",
        [
          ("x", (span.left + 6).svg), ("y", (height.position(span.highest) + 15).svg), ("font-size", fontSize.svg),
          ("fill", theme.secondaryTextColor), ("fill-opacity", "1"), ("stroke", "none"),
        ], label)
    }
    svg.end()
  }

  /// A span of samples with the keyboard up: its steps (a height from one position to the next), its
  /// edges and its highest height.
  struct KeyboardSpan {
    var steps: [(left: Double, right: Double, height: Double)] = []
    var left: Double { steps.first?.left ?? 0 }
    var right: Double { steps.last?.right ?? 0 }
    var highest: Double { steps.map(\.height).max() ?? 0 }
  }

  /// The spans of samples with the keyboard up, left to right; steps of one height are merged.
  var keyboardSpans: [KeyboardSpan] {
    var spans: [KeyboardSpan] = []
    var current: KeyboardSpan?
    for (index, sample) in samples.enumerated() {
      let keyboard = sample.keyboardHeight
      guard keyboard.isFinite, keyboard > 0 else {
        if let span = current { spans.append(span) }
        current = nil
        continue
      }
      let left = time.position(sample.time)
      let right = index + 1 < samples.count ? time.position(samples[index + 1].time) : area.right
      var span = current ?? KeyboardSpan()
      if let previous = span.steps.last, previous.height == keyboard {
        span.steps[span.steps.count - 1].right = right
      } else {
        span.steps.append((left, right, keyboard))
      }
      current = span
    }
    if let span = current { spans.append(span) }
    return spans
  }
}
