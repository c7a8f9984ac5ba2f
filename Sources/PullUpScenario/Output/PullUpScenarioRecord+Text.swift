import PullUpCore

extension PullUpScenarioRecord {
  /// A readable timeline: the setup, then one line per input, event, transition and frame, then the final
  /// snapshot.
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
    var lines: [String] = []
    if let title = scenario.title { lines.append(title) }
    lines.append(RecordWording.setup(scenario))
    if let first = frames.first {
      lines.append("detents: \(first.detents.map(TextNumber.points).joined(separator: ", ")) pt")
    }
    lines.append("")
    for entry in entries {
      let time = RecordWording.leftPad(TextNumber.seconds(entry.time), 8) + " s  "
      switch entry.kind {
      case .input(let index, let input):
        lines.append(time + "input       " + "events[\(index)] " + RecordWording.input(input))
      case .event(let event):
        lines.append(time + "event       " + RecordWording.event(event))
      case .transition(let transition):
        lines.append(time + "transition  \(transition.from.rawValue) \u{2192} \(transition.to.rawValue)")
      case .frame:
        lines.append(time + "frame       " + RecordWording.snapshot(entry.snapshot))
      }
    }
    lines.append("")
    lines.append("final at \(TextNumber.seconds(final.time)) s: " + Self.finalSummary(final))
    return RecordWording.printable(lines.joined(separator: "\n")) + "\n"
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
      parts.append("detent \(index + 1) of \(snapshot.detents.count) (\(detents) pt)")
    } else {
      parts.append("between detents (\(detents) pt)")
    }
    if snapshot.contentOffset != 0 { parts.append("content offset \(TextNumber.points(snapshot.contentOffset)) pt") }
    if snapshot.keyboardHeight != 0 { parts.append("keyboard \(TextNumber.points(snapshot.keyboardHeight)) pt") }
    return parts.joined(separator: ", ")
  }
}
