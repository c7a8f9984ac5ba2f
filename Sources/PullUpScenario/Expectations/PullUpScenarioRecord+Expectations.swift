import PullUpCore

/// An expectation of a scenario that its replay did not meet.
public struct PullUpExpectationFailure: Sendable, Hashable, CustomStringConvertible {
  /// The expectation's JSON path, such as `expect[1]`.
  public var path: String
  /// The expectation.
  public var expectation: PullUpScenario.Expectation
  /// When the checked snapshot was current, in seconds: the expectation's time, or the replay's last for
  /// `end`.
  public var time: Double
  /// Each value that differs, as `height 317.5, expected 635 ± 0.5`.
  public var mismatches: [String]
  /// Why the last release before the checked moment went where it went (the `explain` reason), when a
  /// release decided the outcome.
  public var releaseReason: String?

  /// `expect[1] at 1.5 s: height 317.5, expected 635 ± 0.5; state intermediate, expected expanded`, then the
  /// release's reason on its own line when there is one.
  public var description: String {
    let moment: String
    switch expectation.at {
    case .seconds(let seconds): moment = "at \(JSONWriter.number(seconds)) s"
    case .end: moment = "at the end (\(TextNumber.seconds(time)) s)"
    }
    var text = "\(path) \(moment): \(mismatches.joined(separator: "; "))"
    if let releaseReason { text += "\n  the release before it: \(releaseReason)" }
    return text
  }
}

extension PullUpScenarioRecord {
  /// Checks the scenario's expectations (``PullUpScenario/expect``) against this replay.
  ///
  /// An expectation at a time `t` checks the snapshot current at `t`: the last one made by an input or a
  /// frame at or before `t` (to a nanosecond: an input at `t` counts, though the clock may stamp it a
  /// rounding error later). One at `end` checks ``final``.
  ///
  /// - Returns: The expectations that do not hold, in the scenario's order; empty when all hold.
  public func check() -> [PullUpExpectationFailure] {
    scenario.expect.enumerated().compactMap { index, expectation in
      let (time, snapshot, releases) = moment(expectation.at)
      let mismatches = Self.mismatches(expectation, snapshot)
      guard !mismatches.isEmpty else { return nil }
      let reason = releases.last?.settle?.decision.map { $0.reason.description }
      return PullUpExpectationFailure(
        path: "expect[\(index)]", expectation: expectation, time: time, mismatches: mismatches, releaseReason: reason)
    }
  }

  /// How much later than an expectation's time an entry may be stamped and still count as at that time.
  static let timeTolerance = 1e-9

  /// The snapshot current at a moment, its time, and the releases up to it.
  private func moment(_ moment: PullUpScenario.Expectation.Moment)
    -> (time: Double, snapshot: PullUpSnapshot, releases: [ReleaseExplanation])
  {
    var collector = ReleaseExplanation.Collector()
    var current = final
    var time = 0.0
    for entry in entries {
      // The controller's clock reads an input at 0.6 s as 0.6000000000000001 s (seconds through `Duration`
      // and back), so "at or before t" allows a nanosecond; frames are at least a millisecond apart.
      if case .seconds(let limit) = moment, entry.time > limit + Self.timeTolerance { break }
      collector.add(entry)
      if case .frame = entry.kind {
        current = entry.snapshot
        time = entry.time
      }
    }
    switch moment {
    case .seconds(let seconds): return (seconds, current, collector.found)
    case .end: return (time, final, collector.found)
    }
  }

  private static func mismatches(_ expected: PullUpScenario.Expectation, _ snapshot: PullUpSnapshot) -> [String] {
    var mismatches: [String] = []
    let tolerance = " ± \(TextNumber.tolerance(expected.tolerance))"
    if let state = expected.state, snapshot.state != state {
      mismatches.append("state \(snapshot.state.rawValue), expected \(state.rawValue)")
    }
    if let height = expected.height, !(abs(snapshot.height - height) <= expected.tolerance) {
      let (actual, wanted) = TextNumber.distinct(snapshot.height, height)
      mismatches.append("height \(actual), expected \(wanted)\(tolerance)")
    }
    if let hidden = expected.hidden, snapshot.isHidden != hidden {
      mismatches.append("hidden \(snapshot.isHidden), expected \(hidden)")
    }
    if let detent = expected.detent, snapshot.detentIndex != detent {
      let actual = snapshot.detentIndex.map(String.init) ?? "none (between detents)"
      mismatches.append("detent \(actual), expected \(detent)")
    }
    if let phase = expected.phase, snapshot.phase != phase {
      mismatches.append("phase \(snapshot.phase.rawValue), expected \(phase.rawValue)")
    }
    if let offset = expected.contentOffset, !(abs(snapshot.contentOffset - offset) <= expected.tolerance) {
      let (actual, wanted) = TextNumber.distinct(snapshot.contentOffset, offset)
      mismatches.append("contentOffset \(actual), expected \(wanted)\(tolerance)")
    }
    return mismatches
  }
}

extension PullUpScenario {
  /// Replays the scenario and checks its expectations: the gesture test that a scenario file is, as
  /// `pullup test` and the `PullUpScenarioTests` plugin run it.
  ///
  /// - Parameter plugIns: The snap policies and motions the configuration names; none by default.
  /// - Returns: The expectations that do not hold, in order; empty when the test passes.
  /// - Throws: ``PullUpScenarioError`` of kind ``PullUpScenarioError/Kind/noExpectations`` for a scenario
  ///   without expectations, or what ``PullUpScenarioPlayer/play()`` throws.
  public func test(plugIns: PlugIns = .init()) async throws(PullUpScenarioError) -> [PullUpExpectationFailure] {
    guard !expect.isEmpty else {
      throw PullUpScenarioError(
        .noExpectations, at: "expect", "no expectations: a test that checks nothing is an error")
    }
    return try await PullUpScenarioPlayer(self, plugIns: plugIns).play().check()
  }
}
