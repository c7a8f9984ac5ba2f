import PullUpCore
import PullUpFrontEnd

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
      let (time, snapshot, releases, interpreted) = moment(expectation.at)
      var mismatches = Self.mismatches(expectation, snapshot)
      if let expected = expectation.interpretation {
        mismatches += Self.mismatches(expected, interpreted, before: expectation.at)
      }
      guard !mismatches.isEmpty else { return nil }
      let reason = releases.last?.settle?.decision.map { $0.reason.description }
      return PullUpExpectationFailure(
        path: "expect[\(index)]", expectation: expectation, time: time, mismatches: mismatches, releaseReason: reason)
    }
  }

  /// How much later than an expectation's time an entry may be stamped and still count as at that time.
  static let timeTolerance = 1e-9

  /// A raw event of the record and what the interpreter made of it.
  private typealias Interpreted = (index: Int, event: PullUpRawEvent, interpretation: PullUpInterpretation)

  /// The snapshot current at a moment, its time, the releases up to it, and the last raw event interpreted
  /// by then.
  private func moment(_ moment: PullUpScenario.Expectation.Moment)
    -> (time: Double, snapshot: PullUpSnapshot, releases: [ReleaseExplanation], interpreted: Interpreted?)
  {
    var collector = ReleaseExplanation.Collector()
    var current = final
    var time = 0.0
    var interpreted: Interpreted?
    for entry in entries {
      // The controller's clock reads an input at 0.6 s as 0.6000000000000001 s (seconds through `Duration`
      // and back), so "at or before t" allows a nanosecond; frames are at least a millisecond apart.
      if case .seconds(let limit) = moment, entry.time > limit + Self.timeTolerance { break }
      collector.add(entry)
      switch entry.kind {
      case .frame:
        current = entry.snapshot
        time = entry.time
      case .rawEvent(let index, let event, let interpretation):
        interpreted = (index, event, interpretation)
      case .input, .event, .transition:
        break
      }
    }
    switch moment {
    case .seconds(let seconds): return (seconds, current, collector.found, interpreted)
    case .end: return (time, final, collector.found, interpreted)
    }
  }

  /// How the last raw event's interpretation differs from the expected one.
  private static func mismatches(
    _ expected: PullUpScenario.Expectation.Interpretation, _ interpreted: Interpreted?,
    before moment: PullUpScenario.Expectation.Moment
  ) -> [String] {
    guard let (index, event, interpretation) = interpreted else {
      let when: String
      switch moment {
      case .seconds(let seconds): when = "at or before \(JSONWriter.number(seconds)) s"
      case .end: when = "in the replay"
      }
      return ["no raw event \(when) to check the interpretation of"]
    }
    var mismatches: [String] = []
    let source = "events[\(index)] \(event.name)"
    if let verdict = expected.verdict, interpretation.verdict != verdict {
      mismatches.append(
        "verdict \(RecordWording.verdict(interpretation.verdict)) on \(source), expected "
          + "\(RecordWording.verdict(verdict)): \(interpretation.reason)")
    }
    let (actualJSON, expectedJSON) = (
      InterpretationCoding.json(interpretation.inputs), expected.inputs.map(InterpretationCoding.json)
    )
    if let expectedJSON, let inputs = expected.inputs, !actualJSON.isClose(to: expectedJSON) {
      var (actual, wanted) = (RecordWording.inputs(interpretation.inputs), RecordWording.inputs(inputs))
      if actual == wanted { (actual, wanted) = (JSONWriter.compact(actualJSON), JSONWriter.compact(expectedJSON)) }
      mismatches.append("inputs \(actual) from \(source), expected \(wanted)")
    }
    return mismatches
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
      mismatches.append("detent index \(actual), expected \(detent)")
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
  ///   without expectations, or what ``replay(configuration:plugIns:)`` throws.
  public func test(plugIns: PlugIns = .init()) async throws(PullUpScenarioError) -> [PullUpExpectationFailure] {
    guard !expect.isEmpty else {
      throw PullUpScenarioError(
        .noExpectations, at: "expect", "no expectations: a test that checks nothing is an error")
    }
    return try await replay(plugIns: plugIns).check()
  }
}

extension JSONValue {
  /// Whether two values are the same but for rounding: numbers within a millionth of their size (an
  /// estimated velocity of -1199.9999999999998 is an expected -1200), everything else equal, objects' keys
  /// in the same order.
  fileprivate func isClose(to other: JSONValue) -> Bool {
    switch (self, other) {
    case (.number(let a), .number(let b)):
      return abs(a - b) <= 1e-6 * Swift.max(1, abs(a), abs(b))
    case (.array(let a), .array(let b)):
      return a.count == b.count && zip(a, b).allSatisfy { $0.isClose(to: $1) }
    case (.object(let a), .object(let b)):
      return a.count == b.count && zip(a, b).allSatisfy { $0.key == $1.key && $0.value.isClose(to: $1.value) }
    default:
      return self == other
    }
  }
}
