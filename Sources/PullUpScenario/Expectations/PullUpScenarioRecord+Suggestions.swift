import PullUpCore

extension PullUpScenarioRecord {
  /// The expectations that make this replay a regression test: where the sheet came to rest after each
  /// release (when that was before the scenario's end), and where it ended.
  ///
  /// `pullup simulate --suggest-expectations` prints them, and a recorded demo session saves them.
  ///
  /// - Returns: One expectation per release that came to rest by the scenario's end (state, height,
  ///   hidden and the detent when the sheet rests at one), unless an input stamped at that very moment moves
  ///   the sheet before a check could read the rest, then one at `end` (the same, and the phase). Each holds
  ///   on this replay.
  public func suggestedExpectations() -> [PullUpScenario.Expectation] {
    var suggestions: [PullUpScenario.Expectation] = []
    var released = false
    for (index, entry) in entries.enumerated() {
      switch entry.kind {
      case .event(.dragEnded), .event(.dragCancelled):
        released = true
      case .input(_, .dragBegan):
        released = false
      case .event(.settled) where released && entry.time <= scenario.endTime:
        released = false
        let time = readableTime(after: index)
        // A check at that time reads the sheet after everything stamped then: an input on the frame the sheet
        // comes to rest (a drag that begins as it settles) has moved it already, so the rest is no moment to
        // suggest.
        guard sheetStays(after: index, until: time) else { break }
        suggestions.append(Self.expectation(at: .seconds(time), entry.snapshot))
      default:
        break
      }
    }
    var end = Self.expectation(at: .end, final)
    end.phase = final.phase
    suggestions.append(end)
    return suggestions
  }

  /// The time of the entry at `index` rounded up to a millisecond (`0.954` rather than
  /// `0.9533333333333335`) when nothing else happens up to then and the scenario has not ended; the exact
  /// time otherwise.
  private func readableTime(after index: Int) -> Double {
    let time = entries[index].time
    let rounded = (time * 1000).rounded(.up) / 1000
    let nextStep = entries[(index + 1)...].first { $0.time > time }?.time ?? .infinity
    return rounded < nextStep && rounded <= scenario.endTime ? rounded : time
  }

  /// Whether the sheet at the entry at `index` is the one a check at `time` reads: no later input or frame
  /// stamped by then (as ``check()`` counts them) shows another.
  private func sheetStays(after index: Int, until time: Double) -> Bool {
    let snapshot = entries[index].snapshot
    return !entries[(index + 1)...].prefix { $0.time <= time + Self.timeTolerance }.contains {
      $0.kind == .frame && $0.snapshot != snapshot
    }
  }

  private static func expectation(at moment: PullUpScenario.Expectation.Moment, _ snapshot: PullUpSnapshot)
    -> PullUpScenario.Expectation
  {
    PullUpScenario.Expectation(
      at: moment, state: snapshot.state, height: snapshot.height, hidden: snapshot.isHidden,
      detent: snapshot.detentIndex)
  }
}
