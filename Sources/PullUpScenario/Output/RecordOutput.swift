/// One of a replay's outputs (the text, JSON Lines, the explanation, the SVG), made a piece at a time: the
/// text for each entry in order, then the text after the last.
///
/// A record's ``PullUpScenarioRecord/text()``, ``PullUpScenarioRecord/jsonLines()``,
/// ``PullUpScenarioRecord/explanation()`` and ``PullUpScenarioRecord/svg(theme:)`` run one over the
/// record's entries; `pullup` runs the same one while the replay goes (``ScenarioPlayer/play(writing:to:)``),
/// so that the text and JSON Lines are written as they are made and an output never needs the whole record.
package protocol RecordOutput {
  /// The output for one entry; empty for an output that only gathers.
  mutating func text(for entry: PullUpScenarioRecord.Entry) -> String
  /// The output after the last entry.
  mutating func ending(_ end: ReplayEnd) -> String
}

extension PullUpScenarioRecord {
  /// The whole of `output` over this record's entries.
  func written(_ output: some RecordOutput) -> String {
    var output = output
    var text = ""
    for entry in entries { text += output.text(for: entry) }
    return text + output.ending(end)
  }
}

extension ScenarioPlayer {
  /// Replays the scenario and writes `output` as the replay runs: each entry's text goes to `write` as
  /// soon as the entry is made, and the ending after the last, so that memory does not grow with the run.
  ///
  /// - Parameters:
  ///   - output: The output to write.
  ///   - write: Takes each piece of text, in order; returns `false` to stop the replay (a write failed).
  /// - Returns: `true` when the whole output was written, `false` when `write` stopped it.
  /// - Throws: ``PullUpScenarioError`` as ``play()`` does; the text written before the error stands.
  package func play(writing output: some RecordOutput, to write: (String) -> Bool) async throws(PullUpScenarioError)
    -> Bool
  {
    var output = output
    guard let end = try await play(each: { write(output.text(for: $0)) }) else { return false }
    return write(output.ending(end))
  }
}
