import PullUpCore

/// One input other than a gesture found in a record (a request from code, the keyboard, an accessibility
/// action, a scroll, a restore, …), with what the controller reported until the next input.
struct InputEffects {
  var index: Int
  var input: PullUpInput
  var time: Double
  /// The sheet right after the input.
  var snapshot: PullUpSnapshot
  /// The controller's events, in words, each with its time when later than the one before.
  var effects: [String] = []
  /// The time of the last event in ``effects``, or the input's.
  private var latest: Double

  init(index: Int, input: PullUpInput, time: Double, snapshot: PullUpSnapshot) {
    self.index = index
    self.input = input
    self.time = time
    self.snapshot = snapshot
    latest = time
  }

  /// Every input other than a gesture in a record, in order.
  static func all(in record: PullUpScenarioRecord) -> [InputEffects] {
    var inputs: [InputEffects] = []
    var current: Int?
    for entry in record.entries {
      switch entry.kind {
      case .input(let index, let input):
        current = nil
        // The release explanations cover a drag's own steps.
        guard !input.isGesture else { continue }
        inputs.append(InputEffects(index: index, input: input, time: entry.time, snapshot: entry.snapshot))
        current = inputs.count - 1
      case .event(let event):
        guard let current else { continue }
        let later = entry.time > inputs[current].latest ? " at \(TextNumber.seconds(entry.time)) s" : ""
        inputs[current].effects.append(RecordWording.event(event) + later)
        inputs[current].latest = entry.time
      case .transition, .frame:
        break
      }
    }
    return inputs
  }

  /// The input and its effects in one line.
  var line: String {
    let effects =
      self.effects.isEmpty
      ? "no event; the sheet: \(PullUpScenarioRecord.finalSummary(snapshot))" : self.effects.joined(separator: "; ")
    return "\(TextNumber.seconds(time)) s  events[\(index)] \(RecordWording.input(input)): \(effects)"
  }
}
