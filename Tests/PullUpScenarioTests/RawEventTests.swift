import Foundation
import PullUpCore
import PullUpFrontEnd
import PullUpScenario
import PullUpTesting
import Testing

/// Raw events in scenario files: read strictly, interpreted by one interpreter per replay, shown by every
/// output, and checked by expectations.
@Suite("Raw events in scenarios", .timeLimit(.minutes(5 * TestSlowness.factor)))
struct RawEventTests {
  /// A touch on the list that moves 10 pt (below touch's 16 pt), then a mouse drag from the handle.
  static let events = """
    [
      {"at": 0.2, "type": "pointer", "phase": "down", "x": 160, "y": 760, "device": "touch", "region": "scrollableContent"},
      {"at": 0.25, "type": "pointer", "phase": "move", "x": 162, "y": 770, "device": "touch", "region": "scrollableContent"},
      {"at": 0.3, "type": "pointer", "phase": "up", "x": 162, "y": 770, "device": "touch", "region": "scrollableContent"},
      {"at": 0.6, "type": "pointer", "phase": "down", "x": 195, "y": 730, "region": "handle"},
      {"at": 0.65, "type": "pointer", "phase": "move", "x": 196, "y": 700, "region": "handle"},
      {"at": 0.7, "type": "pointer", "phase": "move", "x": 197, "y": 640, "region": "body"},
      {"at": 0.75, "type": "pointer", "phase": "up", "x": 197, "y": 640, "region": "body"}
    ]
    """

  static func scenario(configuration: String = #"{"preset": "default"}"#, events: String = events, expect: String = "")
    throws -> PullUpScenario
  {
    try PullUpScenario(
      json: scenarioJSON(
        configuration: configuration, events: events, extra: expect.isEmpty ? "" : #""expect": \#(expect),"#))
  }

  @Test("Raw events read as raw events beside inputs, and are written back with at first, defaults left out")
  func decoding() throws {
    let scenario = try Self.scenario(
      events: """
        [
          {"at": 0.1, "type": "scrollOffsetChanged", "offset": 0, "maximum": 400},
          {"at": 0.2, "type": "pointer", "phase": "down", "x": 160, "y": 760, "device": "mouse", "region": "body"},
          {"at": 0.3, "type": "scroll", "delta": 1, "unit": "notches", "phase": "none"},
          {"at": 0.4, "type": "key", "key": "escape", "region": "handle"},
          {"at": 0.5, "type": "focus", "top": 10, "bottom": 40}
        ]
        """)
    #expect(
      scenario.events == [
        PullUpScenario.Event(at: 0.1, .scrollOffsetChanged(0, maximum: 400)),
        PullUpScenario.Event(.pointer(.down, x: 160, y: 760, time: 0.2, device: .mouse, region: .body)),
        PullUpScenario.Event(
          .scroll(delta: 1, unit: .notches, phase: .none, x: nil, y: nil, region: nil, contentMaximum: nil, time: 0.3)),
        PullUpScenario.Event(.key(.escape, region: .handle, time: 0.4)),
        PullUpScenario.Event(.focus(top: 10, bottom: 40, time: 0.5)),
      ])
    #expect(scenario.events[0].rawEvent == nil)
    #expect(scenario.events[1].input == nil)
    let json = scenario.json()
    #expect(json.contains(#"{"at": 0.2, "type": "pointer", "phase": "down", "x": 160, "y": 760, "region": "body"}"#))
    #expect(json.contains(#"{"at": 0.3, "type": "scroll", "delta": 1}"#))
    #expect(json.contains(#"{"at": 0.4, "type": "key", "key": "escape"}"#))
    #expect(try PullUpScenario(json: json) == scenario)
  }

  @Test("An event's time is its raw event's time: setting one sets the other")
  func time() {
    var event = PullUpScenario.Event(.key(.up, region: .handle, time: 1))
    event.time = 2.5
    #expect(event.rawEvent == .key(.up, region: .handle, time: 2.5))
    #expect(event == PullUpScenario.Event(.key(.up, region: .handle, time: 2.5)))
  }

  /// Bad raw events, interpreter settings and interpretations: rows of `DecodingErrorTests`' catalogue.
  static let badScenarios: [BadScenario] = [
    .events(
      "unknown region", #"[{"at": 0, "type": "pointer", "phase": "down", "x": 1, "y": 1, "region": "sheet"}]"#,
      .invalidValue, "events[0].region", #"unknown region "sheet"; expected one of "handle", "body""#),
    .events(
      "x as text", #"[{"at": 0, "type": "pointer", "phase": "down", "x": "left", "y": 1, "region": "body"}]"#,
      .wrongType, "events[0].x", "expected a number, found a string"),
    .events(
      "huge y", #"[{"at": 0, "type": "pointer", "phase": "down", "x": 1, "y": 1e400, "region": "body"}]"#,
      .invalidValue, "events[0].y", "too large to represent"),
    .events(
      "missing phase", #"[{"at": 0, "type": "pointer", "x": 1, "y": 1, "region": "body"}]"#, .missingKey,
      "events[0].phase", "required key is missing"),
    .events(
      "missing time", #"[{"type": "key", "key": "up"}]"#, .missingKey, "events[0].at", "required key is missing"),
    .events(
      "a key of another type", #"[{"at": 0, "type": "key", "key": "up", "delta": 1}]"#, .unknownKey,
      "events[0].delta", #"a key event has the keys "type", "at", "key", "region""#),
    .events(
      "half a scroll position", #"[{"at": 0, "type": "scroll", "delta": 1, "y": 300}]"#, .invalidValue,
      "events[0].y", #"a scroll's position is "x" and "y" together, or neither; "x" is missing"#),
    .events(
      "negative content maximum", #"[{"at": 0, "type": "scroll", "delta": 1, "contentMaximum": -1}]"#,
      .invalidValue, "events[0].contentMaximum", "must not be negative, found -1"),
    .events(
      "a raw scroll with an offset", #"[{"at": 0, "type": "scroll", "delta": 1, "offset": 10}]"#, .unknownKey,
      "events[0].offset",
      #"a scroll offset is a "scrollOffsetChanged" input, once named "scroll""#),
    .events(
      "unknown keyboard key", #"[{"at": 0, "type": "key", "key": "tab"}]"#, .invalidValue, "events[0].key",
      #"unknown key "tab""#),
    .events(
      "unknown event type", #"[{"at": 0, "type": "press"}]"#, .invalidValue, "events[0].type",
      #"or a raw event ("pointer", "scroll", "key", "focus")"#),
    .events(
      "raw events out of order",
      #"[{"at": 1, "type": "key", "key": "up"}, {"at": 0.5, "type": "key", "key": "down"}]"#, .outOfOrder,
      "events[1].at", "events must be in time order"),
    .configuration(
      "negative threshold", #"{"preset": "default", "interpreter": {"dragThresholds": {"touch": -1}}}"#,
      .invalidValue, "configuration.interpreter.dragThresholds.touch", "must not be negative, found -1"),
    .configuration(
      "huge threshold", #"{"preset": "default", "interpreter": {"dragThresholds": {"pen": 1e999}}}"#,
      .invalidValue, "configuration.interpreter.dragThresholds.pen", "too large to represent"),
    .configuration(
      "zero wheel step", #"{"preset": "default", "interpreter": {"wheelStep": 0}}"#, .invalidValue,
      "configuration.interpreter.wheelStep", "must be greater than zero, found 0"),
    .configuration(
      "zero wheel turn pause", #"{"preset": "default", "interpreter": {"wheelTurnPause": 0}}"#, .invalidValue,
      "configuration.interpreter.wheelTurnPause", "must be greater than zero, found 0"),
    .configuration(
      "negative velocity window", #"{"preset": "splitView", "interpreter": {"velocityWindow": -0.1}}"#,
      .invalidValue, "configuration.interpreter.velocityWindow", "must be greater than zero"),
    .configuration(
      "unknown interpreter key", #"{"preset": "default", "interpreter": {"tapSlop": 8}}"#, .unknownKey,
      "configuration.interpreter.tapSlop", #"has the keys "dragThresholds", "handleTap", "wheelStep""#),
    .configuration(
      "unknown handle tap", #"{"preset": "default", "interpreter": {"handleTap": "expand"}}"#, .invalidValue,
      "configuration.interpreter.handleTap", #"unknown handle tap "expand""#),
    .configuration(
      "threshold as text", #"{"preset": "default", "interpreter": {"dragThresholds": {"mouse": "8px"}}}"#,
      .wrongType, "configuration.interpreter.dragThresholds.mouse", "expected a number, found a string"),
    BadScenario(
      "a tap without its region",
      scenarioJSON(events: events, extra: #""expect": [{"at": 0.3, "interpretation": {"verdict": "tapped"}}],"#),
      .missingKey, "expect[0].interpretation.region", #"the verdict "tapped" needs a "region""#),
    BadScenario(
      "a region without a tap",
      scenarioJSON(
        events: events,
        extra: #""expect": [{"at": 0.3, "interpretation": {"verdict": "claimed", "region": "body"}}],"#),
      .invalidValue, "expect[0].interpretation.region", #"only the verdict "tapped" has a region, not "claimed""#),
    BadScenario(
      "a region alone",
      scenarioJSON(events: events, extra: #""expect": [{"at": 0.3, "interpretation": {"region": "body"}}],"#),
      .invalidValue, "expect[0].interpretation.region", #"a region belongs to the verdict "tapped""#),
    BadScenario(
      "an unknown verdict",
      scenarioJSON(events: events, extra: #""expect": [{"at": 0.3, "interpretation": {"verdict": "ignored"}}],"#),
      .invalidValue, "expect[0].interpretation.verdict",
      #"unknown verdict "ignored"; expected one of "undecided", "claimed", "yielded", "tapped""#),
    BadScenario(
      "an interpretation that checks nothing",
      scenarioJSON(events: events, extra: #""expect": [{"at": 0.3, "interpretation": {}}],"#), .invalidValue,
      "expect[0].interpretation", #"checks nothing; give "verdict", "inputs" or both"#),
    BadScenario(
      "an expected input that is not one",
      scenarioJSON(
        events: events, extra: #""expect": [{"at": 0.3, "interpretation": {"inputs": [{"type": "tap"}]}}],"#),
      .invalidValue, "expect[0].interpretation.inputs[0].type", #"unknown input type "tap""#),
    BadScenario(
      "an unknown interpretation key",
      scenarioJSON(
        events: events, extra: #""expect": [{"at": 0.3, "interpretation": {"reason": "a tap"}}],"#),
      .unknownKey, "expect[0].interpretation.reason", #"has the keys "verdict", "region", "inputs""#),
  ]

  @Test("A raw event built in code with a value that is not finite is refused by validate(), at its key")
  func validation() {
    let scenario = PullUpScenario(
      container: phone,
      events: [PullUpScenario.Event(.pointer(.down, x: .nan, y: 1, time: 0, device: .mouse, region: .body))])
    #expect(throws: PullUpScenarioError(.invalidValue, at: "events[0].x", "must be a finite number, found nan")) {
      try scenario.validate()
    }
  }

  @Test(
    "The replay interprets each raw event against the sheet then: a jittery tap is the list's, a drag moves the sheet")
  func replay() async throws {
    let record = try await Self.scenario().replay()
    // The tap began no drag: the first transition is the mouse drag's, at its crossing of the threshold.
    #expect(record.transitions.first?.time == 0.65)
    #expect(record.transitions.first?.transition == .init(from: .collapsed, to: .dragging))
    #expect(record.events.first?.event == .dragBegan(height: 122))
    #expect(record.frames.filter { $0.time <= 0.3 }.allSatisfy { $0.state == .collapsed && $0.phase == .resting })
    // The release's velocity comes from the events' own times: 60 pt in 0.05 s, then still.
    let released = try #require(
      record.events.first { if case .dragEnded = $0.event { true } else { false } })
    guard case .dragEnded(let height, let heightVelocity) = released.event else { return }
    // From the threshold's edge (8 pt below the press) to the release: 82 pt above the 122 pt peek.
    #expect(height == 204)
    #expect(heightVelocity > 0)
    #expect(record.final.phase == .resting)
  }

  @Test("The interpreter key changes what the raw events mean: a larger threshold, a handle that toggles")
  func settingsApply() async throws {
    let patient = try await Self.scenario(
      configuration: #"{"preset": "default", "interpreter": {"dragThresholds": {"mouse": 40}}}"#
    ).replay()
    // The 30 pt move from the handle stays under 40 pt: the drag begins at the next move, 90 pt away.
    #expect(patient.transitions.first?.time == 0.7)
    let toggle = try await Self.scenario(
      configuration: #"{"preset": "default", "interpreter": {"handleTap": "toggle"}}"#,
      events: """
        [
          {"at": 0.2, "type": "pointer", "phase": "down", "x": 195, "y": 730, "region": "handle"},
          {"at": 0.25, "type": "pointer", "phase": "up", "x": 196, "y": 731, "region": "handle"}
        ]
        """
    ).replay()
    #expect(toggle.final.state == .expanded)
    let untouched = try await Self.scenario(
      events: """
        [
          {"at": 0.2, "type": "pointer", "phase": "down", "x": 195, "y": 730, "region": "handle"},
          {"at": 0.25, "type": "pointer", "phase": "up", "x": 196, "y": 731, "region": "handle"}
        ]
        """
    ).replay()
    #expect(untouched.final.state == .collapsed)
  }

  @Test("explain lists every raw event with the reason, the verdict and the inputs, and names them in releases")
  func explanation() async throws {
    let text = try await Self.scenario().replay().explanation()
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let start = try #require(lines.firstIndex(of: "Raw events, as the interpreter read them:"))
    #expect(
      Array(lines[(start + 1)...(start + 7)]) == [
        "  0.200 s  events[0] pointer (touch) down at (160, 760) on the content: a press on the content: nobody owns it until it moves 16 pt \u{2192} undecided, no input",
        "  0.250 s  events[1] pointer (touch) move at (162, 770) on the content: moved 10 pt, below the 16 pt threshold: nobody owns the press yet \u{2192} undecided, no input",
        "  0.300 s  events[2] pointer (touch) up at (162, 770) on the content: moved 10 pt, below the 16 pt threshold: a tap on the content \u{2192} tapped (scrollableContent), no input",
        "  0.600 s  events[3] pointer down at (195, 730) on the handle: a press on the handle: nobody owns it until it moves 8 pt \u{2192} undecided, no input",
        "  0.650 s  events[4] pointer move at (196, 700) on the handle: moved 30 pt, past the 8 pt threshold along the sheet: a drag of the sheet \u{2192} claimed: dragBegan; dragChanged translation -22 pt",
        "  0.700 s  events[5] pointer move at (197, 640) on the sheet: the drag moved to -82 pt \u{2192} claimed: dragChanged translation -82 pt",
        "  0.750 s  events[6] pointer up at (197, 640) on the sheet: the drag ended at -1200 pt/s \u{2192} claimed: dragEnded velocity -1200 pt/s (screen)",
      ])
    #expect(text.contains("Release 1: events[6] dragEnded from a pointer event at 0.750 s"))
    #expect(text.contains("estimated by the interpreter from the events' times (-1200 pt/s on screen)"))
  }

  @Test("simulate prints a raw event line before the inputs it gave; JSON Lines a rawEvent line")
  func textAndJSONLines() async throws {
    let record = try await Self.scenario().replay()
    let text = record.text()
    #expect(
      text.contains(
        "   0.650 s  raw event   events[4] pointer move at (196, 700) on the handle: moved 30 pt, past the 8 pt "
          + "threshold along the sheet: a drag of the sheet \u{2192} claimed: dragBegan; dragChanged translation -22 pt\n"
          + "   0.650 s  input       events[4] dragBegan\n"))
    let lines = record.jsonLines().split(separator: "\n")
    let raw = try lines.compactMap { line -> [String: Any]? in
      let object = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
      return object["kind"] as? String == "rawEvent" ? object : nil
    }
    #expect(raw.count == 7)
    let tap = raw[2]
    #expect(tap["index"] as? Int == 2)
    #expect(tap["verdict"] as? String == "tapped")
    #expect(tap["region"] as? String == "scrollableContent")
    #expect((tap["inputs"] as? [Any])?.isEmpty == true)
    #expect((tap["rawEvent"] as? [String: Any])?["type"] as? String == "pointer")
    #expect(tap["reason"] as? String == "moved 10 pt, below the 16 pt threshold: a tap on the content")
    #expect(tap["state"] as? String == "collapsed")
    let drag = raw[4]
    #expect(drag["verdict"] as? String == "claimed")
    #expect(drag["region"] == nil)
    #expect((drag["inputs"] as? [[String: Any]])?.first?["type"] as? String == "dragBegan")
  }

  @Test("An interpretation expectation passes when the verdict and inputs match, and is written back as read")
  func expectationPasses() async throws {
    let scenario = try Self.scenario(
      expect: """
        [
          {"at": 0.3, "state": "collapsed", "interpretation": {"verdict": "tapped", "region": "scrollableContent", "inputs": []}},
          {"at": 0.68, "interpretation": {"verdict": "claimed", "inputs": [{"type": "dragBegan"}, {"type": "dragChanged", "translation": -22}]}},
          {"at": 0.75, "interpretation": {"inputs": [{"type": "dragEnded", "velocity": -1200}]}},
          {"at": "end", "interpretation": {"verdict": "claimed"}}
        ]
        """)
    #expect(try await scenario.test().isEmpty)
    #expect(
      scenario.expect[0].interpretation
        == .init(verdict: .tapped(.scrollableContent), inputs: []))
    #expect(try PullUpScenario(json: scenario.json()) == scenario)
  }

  @Test("A failed interpretation says which raw event, what it was, what was expected and the interpreter's reason")
  func expectationFails() async throws {
    let scenario = try Self.scenario(
      expect: """
        [
          {"at": 0.3, "interpretation": {"verdict": "claimed", "inputs": [{"type": "dragBegan", "inScrollableContent": true}]}},
          {"at": 0.65, "interpretation": {"inputs": []}},
          {"at": 0.1, "interpretation": {"verdict": "undecided"}}
        ]
        """)
    let failures = try await scenario.test()
    #expect(
      failures.map(\.description) == [
        "expect[0] at 0.3 s: verdict tapped (scrollableContent) on events[2] pointer, expected claimed: moved 10 pt, "
          + "below the 16 pt threshold: a tap on the content; inputs none from events[2] pointer, expected "
          + "dragBegan in scrollable content",
        "expect[1] at 0.65 s: inputs dragBegan; dragChanged translation -22 pt from events[4] pointer, expected none",
        "expect[2] at 0.1 s: no raw event at or before 0.1 s to check the interpretation of",
      ])
  }

  @Test("Raw events whose motion cannot be measured are ignored: the controller is asked for nothing it refuses")
  func unmeasurable() async throws {
    let scenario = try Self.scenario(
      events: """
        [
          {"at": 0.1, "type": "setLocked", "locked": true},
          {"at": 0.2, "type": "key", "key": "activate"},
          {"at": 0.3, "type": "pointer", "phase": "down", "x": 1, "y": 1e308, "region": "handle"},
          {"at": 0.4, "type": "pointer", "phase": "move", "x": 1, "y": -1e308, "region": "handle"}
        ]
        """)
    // A locked sheet's presses are taps at most, so nothing reaches the controller: the replay ends.
    let record = try await scenario.replay()
    #expect(record.final.state == .collapsed)
    // Two finite positions too far apart to subtract: the interpreter ignores the motion, as it does a
    // value that is not finite, and the replay goes on.
    let unlocked = try await Self.scenario(
      events: """
        [
          {"at": 0.3, "type": "pointer", "phase": "down", "x": 1, "y": 1e308, "region": "handle"},
          {"at": 0.35, "type": "pointer", "phase": "move", "x": 1, "y": -1e308, "region": "handle"},
          {"at": 0.4, "type": "pointer", "phase": "up", "x": 1, "y": -1e308, "region": "handle"}
        ]
        """
    ).replay()
    #expect(unlocked.transitions.isEmpty)
    #expect(unlocked.final.phase == .resting)
    #expect(unlocked.explanation().contains("a value of the event is not finite, or too large to measure: ignored"))
  }
}

extension RawEventTests {
  @Test(
    "A recording from before scrolls had a cross-axis delta reads each scroll with crossDelta 0 and replays as it did"
  )
  func recordingWithoutCrossDelta() async throws {
    // The corpus's raw-event recording (commit 23a06d2), written when a scroll had no crossDelta key.
    let path = packageDirectory.appendingPathComponent(
      "Tests/PullUpScenarioTests/Corpus/2026-12-02-23a06d2-raw-events.json"
    ).path
    let text = try String(contentsOfFile: path, encoding: .utf8)
    #expect(!text.contains("crossDelta"), "the file is from before the key")
    let scenario = try PullUpScenario(contentsOfFile: path)
    let scrolls = scenario.events.compactMap { event -> Double? in
      guard case .scroll(_, let crossDelta, _, _, _, _, _, _, _)? = event.rawEvent else { return nil }
      return crossDelta
    }
    #expect(scrolls == [0], "its one wheel notch, with no delta across")
    let record = try await scenario.replay()
    #expect(record.check().isEmpty, "\(record.check())")
    // The notch still steps the sheet a detent, as it did when recorded.
    #expect(record.events.contains { if case .settled = $0.event { true } else { false } })
  }
}
