import PullUpCore

/// One input other than a gesture found in a record (a request from code, the keyboard, an accessibility
/// action, a scroll, a restore, …), with what the controller reported until the next input.
struct InputEffects {
  var index: Int
  var input: PullUpInput
  var time: Double
  /// The sheet right after the input, in words.
  var summary: String
  /// The controller's events, in words, each with its time when later than the one before.
  var effects: [String] = []
  /// The time of the last event in ``effects``, or the input's.
  private var latest: Double

  init(index: Int, input: PullUpInput, time: Double, snapshot: PullUpSnapshot) {
    self.index = index
    self.input = input
    self.time = time
    summary = PullUpScenarioRecord.finalSummary(snapshot)
    latest = time
  }

  /// Finds the inputs other than gestures in a replay's entries, one entry at a time, in order.
  struct Collector {
    private(set) var found: [InputEffects] = []
    private var current: Int?

    mutating func add(_ entry: PullUpScenarioRecord.Entry) {
      switch entry.kind {
      case .input(let index, let input):
        current = nil
        // The release explanations cover a drag's own steps.
        guard !input.isGesture else { return }
        found.append(InputEffects(index: index, input: input, time: entry.time, snapshot: entry.snapshot))
        current = found.count - 1
      case .event(let event):
        guard let current else { return }
        let later = entry.time > found[current].latest ? " at \(TextNumber.seconds(entry.time)) s" : ""
        found[current].effects.append(RecordWording.event(event) + later)
        found[current].latest = entry.time
      case .rawEvent, .transition, .frame:
        // A raw event's inputs follow it as inputs.
        break
      }
    }
  }

  /// The input and its effects in one line.
  var line: String {
    let effects =
      self.effects.isEmpty
      ? "no event; the sheet: \(summary)" : self.effects.joined(separator: "; ")
    return "\(TextNumber.seconds(time)) s  events[\(index)] \(RecordWording.input(input)): \(effects)"
  }
}
