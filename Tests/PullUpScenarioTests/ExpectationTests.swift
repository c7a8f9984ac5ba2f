import Foundation
import PullUpCore
import PullUpScenario
import Testing

/// A scenario with one event at 0.1 s, ending at 1 s, and `expect` set to `entries`.
func expecting(_ entries: String) -> String {
  scenarioJSON(events: #"[{"at": 0.1, "type": "toggleState"}]"#, extra: "\"until\": 1, \"expect\": \(entries),")
}

@Suite("Expectations in scenario files")
struct ExpectationTests {
  static let badExpectations: [BadScenario] = [
    BadScenario("not an array", expecting("{}"), .wrongType, "expect", "expected an array, found an object"),
    BadScenario(
      "an unknown key", expecting(#"[{"at": 1, "heigth": 3}]"#), .unknownKey, "expect[0].heigth",
      #"an expectation has the keys "at", "state""#),
    BadScenario("no at", expecting(#"[{"state": "expanded"}]"#), .missingKey, "expect[0].at", "required key"),
    BadScenario(
      "at a word", expecting(#"[{"at": "later", "state": "expanded"}]"#), .invalidValue, "expect[0].at",
      #"expected a time in seconds or "end", found "later""#),
    BadScenario(
      "at past the end", expecting(#"[{"at": 1.5, "state": "expanded"}]"#), .invalidValue, "expect[0].at",
      #"1.5 is past the scenario's end, 1 s; use "end""#),
    BadScenario(
      "at before the start", expecting(#"[{"at": -1, "state": "expanded"}]"#), .invalidValue, "expect[0].at",
      "must not be negative"),
    BadScenario(
      "checks nothing", expecting(#"[{"at": "end"}]"#), .invalidValue, "expect[0]", "checks nothing"),
    BadScenario(
      "a state of the wrong type", expecting(#"[{"at": 1, "state": 2}]"#), .wrongType, "expect[0].state",
      "expected a string, found a number"),
    BadScenario(
      "an unknown state", expecting(#"[{"at": 1, "state": "open"}]"#), .invalidValue, "expect[0].state",
      #"unknown state "open""#),
    BadScenario(
      "an unknown phase", expecting(#"[{"at": 1, "phase": "flying"}]"#), .invalidValue, "expect[0].phase",
      #"unknown phase "flying""#),
    BadScenario(
      "a fractional detent", expecting(#"[{"at": 1, "detent": 1.5}]"#), .invalidValue, "expect[0].detent",
      "expected a whole number"),
    BadScenario(
      "a negative detent", expecting(#"[{"at": 1, "detent": -1}]"#), .invalidValue, "expect[0].detent",
      "must not be negative"),
    BadScenario(
      "hidden as a number", expecting(#"[{"at": 1, "hidden": 1}]"#), .wrongType, "expect[0].hidden",
      "expected true or false"),
    BadScenario(
      "a tolerance alone", expecting(#"[{"at": 1, "state": "expanded", "tolerance": 1}]"#), .invalidValue,
      "expect[0].tolerance", #"needs a "height" or a "contentOffset""#),
    BadScenario(
      "a negative tolerance", expecting(#"[{"at": 1, "height": 300, "tolerance": -1}]"#), .invalidValue,
      "expect[0].tolerance", "must not be negative"),
    BadScenario(
      "the second entry", expecting(#"[{"at": 1, "height": 785}, {"at": 2, "height": 785}]"#), .invalidValue,
      "expect[1].at", "past the scenario's end"),
  ]

  @Test("A bad expectation is an error naming its JSON path", arguments: badExpectations)
  func badExpectation(_ bad: BadScenario) {
    #expect {
      _ = try PullUpScenario(json: bad.json)
    } throws: { error in
      guard let error = error as? PullUpScenarioError else { return false }
      return error.kind == bad.kind && error.path == bad.path && error.message.contains(bad.message)
    }
  }

  @Test("Expectations read, write and read back to the same values")
  func roundTrip() throws {
    let scenario = try PullUpScenario(
      json: expecting(
        #"[{"at": 0.5, "state": "dragging", "height": 300, "tolerance": 2, "phase": "settling"}, "#
          + #"{"at": "end", "hidden": false, "detent": 2, "contentOffset": 0}]"#))
    #expect(
      scenario.expect == [
        PullUpScenario.Expectation(at: .seconds(0.5), state: .dragging, height: 300, tolerance: 2, phase: .settling),
        PullUpScenario.Expectation(at: .end, hidden: false, detent: 2, contentOffset: 0),
      ])
    #expect(try PullUpScenario(json: scenario.json()) == scenario)
    #expect(scenario.json().contains(#"{"at": "end", "hidden": false, "detent": 2, "contentOffset": 0}"#))
  }

  @Test("An expectation checks the snapshot current at its time: after every input and frame up to it")
  func snapshotCurrentAtTime() async throws {
    var scenario = try PullUpScenario(json: expecting(#"[{"at": 0.1, "state": "dragging"}]"#))
    #expect(try await scenario.test().isEmpty, "the toggle at 0.1 s has started its settle at 0.1 s")
    scenario.expect = [PullUpScenario.Expectation(at: .seconds(0.099), state: .collapsed, phase: .resting)]
    #expect(try await scenario.test().isEmpty, "before the toggle, the sheet rests")
    scenario.expect = [PullUpScenario.Expectation(at: .end, state: .expanded, height: 785, detent: 2)]
    #expect(try await scenario.test().isEmpty)
  }

  @Test("An input at t counts at t, though the clock stamps it a rounding error later (0.6000000000000001)")
  func inputAtTheExpectationsTime() async throws {
    let scenario = try PullUpScenario(
      json: scenarioJSON(
        events: #"[{"at": 0.6, "type": "toggleState"}]"#,
        extra: #""until": 1, "expect": [{"at": 0.6, "state": "dragging", "phase": "settling"}],"#))
    let record = try await scenario.replay()
    #expect(record.entries.contains { $0.time > 0.6 && $0.time < 0.6 + 1e-9 }, "the clock's stamp is a hair late")
    #expect(record.check().isEmpty)
  }

  @Test("Each value is checked, heights and offsets within the tolerance")
  func eachValue() async throws {
    var scenario = try PullUpScenario(json: expecting(#"[{"at": "end", "height": 785.4}]"#))
    #expect(try await scenario.test().isEmpty, "0.4 pt off, within 0.5")
    scenario.expect = [
      PullUpScenario.Expectation(
        at: .end, state: .collapsed, height: 786, hidden: true, detent: 0, phase: .settling, contentOffset: 10)
    ]
    let failure = try #require(try await scenario.test().first)
    #expect(
      failure.mismatches == [
        "state expanded, expected collapsed", "height 785, expected 786 ± 0.5", "hidden false, expected true",
        "detent index 2, expected 0", "phase resting, expected settling", "contentOffset 0, expected 10 ± 0.5",
      ])
    #expect(failure.releaseReason == nil, "no release decided where a toggle goes")
  }

  @Test("Suggested expectations hold on the replay they come from, for every example")
  func suggestionsHold() async throws {
    for file in exampleScenarioFiles {
      var scenario = try PullUpScenario(contentsOfFile: file.path)
      let record = try await scenario.replay()
      scenario.expect = record.suggestedExpectations()
      #expect(scenario.expect.last?.at == .end, "\(file.lastPathComponent)")
      try scenario.validate()
      #expect(try await scenario.test().isEmpty, "\(file.lastPathComponent)")
    }
  }

  /// Found by the replay fuzzer: the first release comes to rest on the frame at 1.2 s, the very time the second
  /// drag begins, and a check at 1.2 s reads the sheet after that input.
  @Test("A rest that an input at the same moment ends is not suggested; the suggestions hold")
  func restEndedAtOnce() async throws {
    var scenario = try PullUpScenario(
      json: """
        {"container": {"width": 391, "height": 844, "safeArea": {"top": 47, "bottom": 34}},
         "configuration": {"preset": "ishPullUp", "minimumHeight": 80, "snapToEnds": true, "snapThreshold": 0.25,
                           "topMargin": 20, "layoutMode": "shift", "dimmingThreshold": 0.5},
         "frameRate": 20, "until": 3,
         "events": [
           {"at": 0.2, "type": "dragBegan"}, {"at": 0.3, "type": "dragChanged", "translation": -120},
           {"at": 0.4, "type": "dragChanged", "translation": -130}, {"at": 0.45, "type": "dragEnded", "velocity": -1500},
           {"at": 1.2, "type": "dragBegan"}, {"at": 1.3, "type": "dragChanged", "translation": -150},
           {"at": 1.4, "type": "dragChanged", "translation": -300}, {"at": 1.45, "type": "dragEnded", "velocity": -300}]}
        """)
    let record = try await scenario.replay()
    let rest = try #require(
      record.entries.first { $0.kind == .event(.settled(height: $0.snapshot.height)) }, "the first release rests")
    #expect(rest.time == 1.2, "the rest is on the frame the second drag begins")
    scenario.expect = record.suggestedExpectations()
    #expect(!scenario.expect.contains { $0.at == .seconds(1.2) })
    #expect(scenario.expect.count == 2, "the second release's rest, and the end")
    #expect(try await scenario.test().isEmpty)
  }

  @Test("Every example scenario has expectations, and they hold")
  func examplesHaveExpectations() async throws {
    for file in exampleScenarioFiles {
      let scenario = try PullUpScenario(contentsOfFile: file.path)
      #expect(!scenario.expect.isEmpty, "\(file.lastPathComponent)")
      #expect(try await scenario.test().isEmpty, "\(file.lastPathComponent)")
    }
  }
}
