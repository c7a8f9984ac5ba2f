import PullUpCore

/// The card beside a snapshot's picture: the state, the phase, the height, whether the sheet is hidden,
/// and the other numbers a designer asks about.
struct LabelBlock {
  /// The distance between two rows.
  static let rowHeight = 24.0
  /// The number of rows ``rows`` returns.
  static let rowCount = 10
  /// The card's height.
  static let height = 44 + Double(rowCount) * rowHeight + 8
  /// The card's height with the key below it.
  static let totalHeight = height + 24 + Double(key.count) * 16
  /// The key below the card, one line each.
  static let key = [
    "Dashed lines are detents, in",
    "points above the bottom edge.",
    "The filled label marks where",
    "the sheet rests or heads to.",
  ]

  var snapshot: PullUpSnapshot
  var theme: PullUpSVGTheme

  /// The rows: a name and a value.
  var rows: [(name: String, value: String)] {
    let detent: String
    if let index = snapshot.detentIndex {
      detent = "\(index + 1) of \(snapshot.detents.count)"
    } else {
      detent = "between"
    }
    return [
      ("state", snapshot.state.rawValue),
      ("phase", Self.words(snapshot.phase)),
      ("height", "\(SVGNumber.label(snapshot.height)) pt"),
      ("velocity", TimelineSummary.velocity(snapshot.heightVelocity)),
      ("resting at", "\(SVGNumber.label(snapshot.restingHeight)) pt"),
      ("detent", detent),
      ("hidden", snapshot.isHidden ? "yes" : "no"),
      ("dimming", SVGNumber.label(snapshot.layout.dimmingAlpha, decimals: 2)),
      ("handle", snapshot.layout.handle?.rawValue ?? "none"),
      ("time", "\(SVGNumber.label(snapshot.time, decimals: 3)) s"),
    ]
  }

  /// Draws the card with its top-left corner at `(x, y)`.
  func draw(into svg: inout SVGWriter, x: Double, y: Double, width: Double) {
    svg.begin(
      "g",
      [
        ("id", "labels"), ("transform", "translate(\(x.svg) \(y.svg))"), ("font-family", theme.fontFamily),
        ("font-size", theme.fontSize.svg),
      ])
    svg.element(
      "rect",
      [
        ("width", width.svg), ("height", Self.height.svg), ("rx", "12"), ("fill", theme.cardColor),
        ("stroke", theme.hairlineColor), ("stroke-width", "1"),
      ])
    svg.text(
      "text",
      [
        ("x", "16"), ("y", "28"), ("font-size", (theme.fontSize * 1.25).svg), ("font-weight", "700"),
        ("fill", theme.textColor),
      ],
      "Snapshot")
    for (index, row) in rows.enumerated() {
      let baseline = 56 + Double(index) * Self.rowHeight
      svg.text("text", [("x", "16"), ("y", baseline.svg), ("fill", theme.secondaryTextColor)], row.name)
      svg.text(
        "text",
        [
          ("class", "label-\(row.name.replacing(" ", with: "-"))"), ("x", (width - 16).svg), ("y", baseline.svg),
          ("text-anchor", "end"), ("font-weight", "600"), ("fill", theme.textColor),
        ], row.value)
    }
    for (index, line) in Self.key.enumerated() {
      svg.text(
        "text",
        [
          ("x", "4"), ("y", (Self.height + 24 + Double(index) * 16).svg), ("font-size", (theme.fontSize * 0.9).svg),
          ("fill", theme.secondaryTextColor),
        ], line)
    }
    svg.end()
  }

  /// A phase in words.
  static func words(_ phase: PullUpPhase) -> String {
    switch phase {
    case .resting: return "resting"
    case .tracking: return "tracking"
    case .awaitingTarget: return "awaiting target"
    case .settling: return "settling"
    }
  }
}
