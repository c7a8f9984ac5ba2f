import PullUpCore

extension PullUpScenarioRecord {
  /// A readable timeline: the setup, then one line per input, raw event (with what the interpreter made of
  /// it), event, transition and frame, then the final snapshot.
  ///
  /// ```
  ///    0.100 s  input       dragBegan
  ///    0.100 s  event       drag began at 122 pt
  ///    0.100 s  transition  collapsed → dragging
  ///    0.100 s  frame       dragging     tracking       122.00 pt
  /// ```
  ///
  /// - Returns: The text, ending with a newline.
  public func text() -> String {
    written(TextOutput(scenario: scenario))
  }

  /// The final snapshot in words: state, phase, height, visibility, detent, and the content offset and the
  /// keyboard when they are not zero.
  static func finalSummary(_ snapshot: PullUpSnapshot) -> String {
    var parts = [
      snapshot.state.rawValue, snapshot.phase.rawValue, "\(TextNumber.points(snapshot.height)) pt",
      snapshot.isHidden ? "hidden" : "shown",
    ]
    let detents = snapshot.detents.map(TextNumber.points).joined(separator: ", ")
    if let index = snapshot.detentIndex {
      let number = PullUpAccessibilityLabels.detentNumber(ofIndex: index)
      parts.append("detent \(number) of \(snapshot.detents.count) (\(detents) pt)")
    } else {
      parts.append("between detents (\(detents) pt)")
    }
    if snapshot.contentOffset != 0 { parts.append("content offset \(TextNumber.points(snapshot.contentOffset)) pt") }
    if snapshot.keyboardHeight != 0 { parts.append("keyboard \(TextNumber.points(snapshot.keyboardHeight)) pt") }
    return parts.joined(separator: ", ")
  }
}

/// The readable timeline, a line at a time: the setup before the first entry, a line per entry, the final
/// snapshot at the end. Every line goes through `TerminalText.escaped(_:)`.
package struct TextOutput: RecordOutput {
  let scenario: PullUpScenario
  private var started = false

  package init(scenario: PullUpScenario) {
    self.scenario = scenario
  }

  package mutating func text(for entry: PullUpScenarioRecord.Entry) -> String {
    var lines = started ? [] : setup(detents: entry.snapshot.detents)
    started = true
    let time = RecordWording.leftPad(TextNumber.seconds(entry.time), 8) + " s  "
    switch entry.kind {
    case .input(let index, let input):
      lines.append(time + "input       " + "events[\(index)] " + RecordWording.input(input))
    case .rawEvent(let index, let event, let interpretation):
      lines.append(time + "raw event   " + "events[\(index)] " + RecordWording.interpretation(event, interpretation))
    case .event(let event):
      lines.append(time + "event       " + RecordWording.event(event))
    case .transition(let transition):
      lines.append(time + "transition  \(transition.from.rawValue) \u{2192} \(transition.to.rawValue)")
    case .frame:
      lines.append(time + "frame       " + RecordWording.snapshot(entry.snapshot))
    }
    return Self.printed(lines)
  }

  package mutating func ending(_ end: ReplayEnd) -> String {
    let lines = started ? [] : setup(detents: nil)
    started = true
    let final = end.final
    return Self.printed(
      lines + ["", "final at \(TextNumber.seconds(final.time)) s: " + PullUpScenarioRecord.finalSummary(final)])
  }

  /// The title, the setup and the detents at the start, and an empty line.
  private func setup(detents: [Double]?) -> [String] {
    var lines: [String] = []
    if let title = scenario.title { lines.append(title) }
    lines.append(RecordWording.setup(scenario))
    if let detents { lines.append("detents: \(detents.map(TextNumber.points).joined(separator: ", ")) pt") }
    return lines + [""]
  }

  private static func printed(_ lines: [String]) -> String {
    TerminalText.lines(lines)
  }
}
