import Foundation
import PullUpCore
import PullUpScenario
import PullUpTesting
import Testing

/// Scroll hand-off, the keyboard, accessibility, reduced motion and restoration in scenarios: reading the
/// events and keys with their defaults, writing them back, checking them, and replaying them.
@Suite(
  "Scenarios with scrolling, the keyboard, accessibility, reduced motion and restoration",
  .timeLimit(.minutes(5 * TestSlowness.factor)))
struct EnvironmentTests {
  /// The example scenario with this file name in Examples/Scenarios.
  func example(_ name: String) throws -> PullUpScenario {
    let file = try #require(exampleScenarioFiles.first { $0.lastPathComponent == name }, "\(name) is missing")
    return try PullUpScenario(contentsOfFile: file.path)
  }

  /// The snapshot right after the scenario's event at `index`.
  func after(_ index: Int, in record: PullUpScenarioRecord) throws -> PullUpSnapshot {
    try #require(record.snapshotsAfterInputs.indices.contains(index) ? record.snapshotsAfterInputs[index] : nil)
  }

  // MARK: - Reading and writing

  @Test("Each new event reads with its defaults")
  func defaults() throws {
    let json = scenarioJSON(
      events: """
        [
          {"at": 0, "type": "dragBegan", "inScrollableContent": true},
          {"at": 0, "type": "dragBegan", "inScrollableContent": false},
          {"at": 0.1, "type": "scrollOffsetChanged", "offset": 120, "maximum": 400},
          {"at": 0.1, "type": "scrollOffsetChanged", "offset": -20},
          {"at": 0.1, "type": "scrollOffsetChanged", "offset": 5, "maximum": null},
          {"at": 0.2, "type": "keyboard", "height": 300},
          {"at": 0.3, "type": "keyboard", "height": 0, "animated": false},
          {"at": 0.4, "type": "accessibility", "action": "previousDetent"},
          {"at": 0.5, "type": "setReducesMotion", "reducesMotion": false},
          {"at": 0.6, "type": "restore", "state": {"detentIndex": 1, "detentCount": 3}}
        ]
        """)
    let inputs = try PullUpScenario(json: json).events.map(\.input)
    #expect(
      inputs == [
        .dragBegan(inScrollableContent: true), .dragBegan(inScrollableContent: false),
        .scrollOffsetChanged(120, maximum: 400), .scrollOffsetChanged(-20, maximum: nil),
        .scrollOffsetChanged(5, maximum: nil),
        .keyboardChanged(height: 300, animated: true), .keyboardChanged(height: 0, animated: false),
        .accessibilityActionPerformed(.previousDetent), .setReducesMotion(false),
        .restore(
          PullUpRestorationState(
            detentIndex: 1, detentCount: 3, fraction: 0, height: 0, isHidden: false, isLocked: false),
          animated: false),
      ])
    #expect(PullUpInput.dragBegan() == .dragBegan(inScrollableContent: false))
  }

  @Test("Every accessibility action reads by its name", arguments: PullUpAccessibilityAction.allCases)
  func actionNames(action: PullUpAccessibilityAction) throws {
    let json = scenarioJSON(events: #"[{"at": 0, "type": "accessibility", "action": "\#(action.rawValue)"}]"#)
    #expect(try PullUpScenario(json: json).events.map(\.input) == [.accessibilityActionPerformed(action)])
  }

  @Test(
    "scrollPolicy, keyboardPolicy and reducesMotion apply to every preset",
    arguments: PullUpScenario.Configuration.Preset.allCases)
  func configurationKeys(preset: PullUpScenario.Configuration.Preset) throws {
    let configuration = try PullUpScenario(
      json: scenarioJSON(
        configuration: """
          {"preset": "\(preset.rawValue)", "scrollPolicy": "always", "keyboardPolicy": "expandToLargest",
           "reducesMotion": true}
          """, events: "[]")
    ).configuration
    #expect(configuration.scrollPolicy == .always)
    #expect(configuration.keyboardPolicy == .expandToLargest)
    #expect(configuration.reducesMotion == true)
    #expect(configuration.overriddenKeys.map(\.name) == ["scrollPolicy", "keyboardPolicy", "reducesMotion"])
    var expected = try PullUpScenario.Configuration(preset: preset).makeConfiguration()
    #expect(expected.movement.scrollPolicy == .whenExpanded && expected.movement.keyboardPolicy == .liftAboveKeyboard)
    #expect(expected.movement.reducesMotion == false)
    expected.movement.scrollPolicy = .always
    expected.movement.keyboardPolicy = .expandToLargest
    expected.movement.reducesMotion = true
    #expect(try configuration.makeConfiguration() == expected)
    for key in PullUpScenario.Configuration.keys
    where ["scrollPolicy", "keyboardPolicy", "reducesMotion"].contains(key.name) {
      #expect(key.presets == PullUpScenario.Configuration.Preset.allCases)
    }
  }

  /// Every new input, with defaults and without.
  static let inputs: [PullUpInput] =
    [
      .dragBegan(), .dragBegan(inScrollableContent: true), .scrollOffsetChanged(120.5, maximum: 400),
      .scrollOffsetChanged(-3, maximum: nil), .scrollOffsetChanged(0, maximum: 0),
      .keyboardChanged(height: 336, animated: true),
      .keyboardChanged(height: 0, animated: false), .setReducesMotion(true), .setReducesMotion(false),
      .restore(PullUpRestorationState(detentIndex: 1, detentCount: 3, height: 0), animated: false),
      .restore(
        PullUpRestorationState(
          detentIndex: 0, detentCount: 2, fraction: 0.25, height: 420.125, isHidden: true, isLocked: true),
        animated: true),
    ] + PullUpAccessibilityAction.allCases.map(PullUpInput.accessibilityActionPerformed)

  @Test("Written with json(), every new input reads back equal", arguments: inputs)
  func roundTrip(input: PullUpInput) throws {
    let scenario = PullUpScenario(container: phone, events: [.init(at: 0.5, input)])
    #expect(throws: Never.self) { try scenario.validate() }
    #expect(try PullUpScenario(json: scenario.json()) == scenario)
  }

  @Test("Written with json(), every policy and reducesMotion reads back equal, on every preset")
  func configurationRoundTrip() throws {
    for preset in PullUpScenario.Configuration.Preset.allCases {
      for (index, scrollPolicy) in PullUpScrollPolicy.allCases.enumerated() {
        for keyboardPolicy in PullUpKeyboardPolicy.allCases {
          var configuration = PullUpScenario.Configuration(preset: preset)
          configuration.scrollPolicy = scrollPolicy
          configuration.keyboardPolicy = keyboardPolicy
          configuration.reducesMotion = index % 2 == 0
          let scenario = PullUpScenario(container: phone, configuration: configuration)
          #expect(try PullUpScenario(json: scenario.json()) == scenario, "\(preset) \(scrollPolicy) \(keyboardPolicy)")
        }
      }
    }
  }

  @Test("json() writes the new keys and events with their defaults left out")
  func writtenForPeople() {
    var configuration = PullUpScenario.Configuration(preset: .default)
    configuration.keyboardPolicy = .temporaryDetent
    configuration.reducesMotion = false
    let scenario = PullUpScenario(
      container: phone, configuration: configuration,
      events: [
        .init(at: 0, .dragBegan()), .init(at: 0.1, .dragBegan(inScrollableContent: true)),
        .init(at: 0.2, .scrollOffsetChanged(10, maximum: nil)),
        .init(at: 0.3, .keyboardChanged(height: 300, animated: true)),
        .init(at: 0.4, .keyboardChanged(height: 0, animated: false)),
        .init(at: 0.5, .accessibilityActionPerformed(.expand)),
        .init(at: 0.6, .setReducesMotion(true)),
        .init(at: 0.7, .restore(PullUpRestorationState(detentIndex: 1, detentCount: 3, height: 0), animated: false)),
      ])
    let expected = """
      {
        "formatVersion": 2,
        "container": {"width": 390, "height": 844, "safeArea": {"top": 47, "bottom": 34}},
        "configuration": {
          "preset": "default",
          "keyboardPolicy": "temporaryDetent",
          "reducesMotion": false
        },
        "frameRate": 60,
        "events": [
          {"at": 0, "type": "dragBegan"},
          {"at": 0.1, "type": "dragBegan", "inScrollableContent": true},
          {"at": 0.2, "type": "scrollOffsetChanged", "offset": 10},
          {"at": 0.3, "type": "keyboardChanged", "height": 300},
          {"at": 0.4, "type": "keyboardChanged", "height": 0, "animated": false},
          {"at": 0.5, "type": "accessibilityActionPerformed", "action": "expand"},
          {"at": 0.6, "type": "setReducesMotion", "reducesMotion": true},
          {"at": 0.7, "type": "restore", "state": {"detentIndex": 1, "detentCount": 3}}
        ]
      }

      """
    #expect(scenario.json() == expected)
  }

  /// Scenarios built in code with values JSON cannot hold, and the error each gives.
  static let valuesJSONCannotHold: [(PullUpInput, String, String)] = [
    (.scrollOffsetChanged(.nan, maximum: nil), "events[0].offset", "must be a finite number, found nan"),
    (.scrollOffsetChanged(0, maximum: .infinity), "events[0].maximum", "must be a finite number, found inf"),
    (.scrollOffsetChanged(0, maximum: -0.5), "events[0].maximum", "must not be negative, found -0.5"),
    (.keyboardChanged(height: -.infinity, animated: true), "events[0].height", "must be a finite number, found -inf"),
    (.keyboardChanged(height: -1, animated: true), "events[0].height", "must not be negative, found -1"),
    (
      .restore(PullUpRestorationState(detentIndex: 0, detentCount: 0, height: 0), animated: false),
      "events[0].state.detentCount", "must be at least 1, found 0"
    ),
    (
      .restore(PullUpRestorationState(detentIndex: 0, detentCount: 2, fraction: .nan, height: 0), animated: false),
      "events[0].state.fraction", "must be finite, found nan"
    ),
    (
      .restore(PullUpRestorationState(detentIndex: 0, detentCount: 2, height: .infinity), animated: false),
      "events[0].state.height", "must be finite, found inf"
    ),
  ]

  @Test("A scenario built in code with a value JSON cannot hold does not validate", arguments: valuesJSONCannotHold)
  func refusedInCode(input: PullUpInput, path: String, message: String) {
    let scenario = PullUpScenario(container: phone, events: [.init(at: 0, input)])
    let error = #expect(throws: PullUpScenarioError.self) { try scenario.validate() }
    #expect(error?.kind == .invalidValue)
    #expect(error?.path == path)
    #expect(error?.message == message)
  }

  // MARK: - Replaying

  @Test("Scroll hand-off: the sheet grows, then the list scrolls; back down, the list scrolls back, then the sheet")
  func scrollHandOff() async throws {
    let scenario = try example("scroll-handoff.pullup.json")
    let record = try await scenario.replay()
    // Each sample shares the finger's movement between the sheet and the list: together they follow it.
    for (event, snapshot) in zip(scenario.events, record.snapshotsAfterInputs).prefix(7) {
      guard case .dragChanged(let translation) = event.input else { continue }
      #expect(snapshot.height - 122 + snapshot.contentOffset == -translation, "at \(event.time) s: \(snapshot)")
    }
    let raised = try after(6, in: record)
    #expect(raised.height == 785)
    #expect(raised.contentOffset == 237)
    // The list is scrolled, so it carries the momentum: the sheet is released at rest and stays expanded.
    #expect(record.events.map(\.event).contains(.dragEnded(height: 785, heightVelocity: 0)))
    let released = try after(7, in: record)
    #expect(released.state == .expanded && released.phase == .resting)
    #expect(released.contentOffset == 237)
    #expect(released.isContentScrollEnabled)
    // Back down: the list scrolls back to its top first, then the sheet follows in the same drag.
    #expect(try after(9, in: record).contentOffset == 87)
    #expect(try after(9, in: record).height == 785)
    #expect(try after(10, in: record).contentOffset == 0)
    #expect(try after(10, in: record).height == 672)
    #expect(record.final.state == .collapsed)
    #expect(record.final.phase == .resting)
    #expect(record.final.height == 122)
    #expect(record.final.contentOffset == 0)
    #expect(record.final.isContentScrollEnabled == false)
    #expect(
      record.transitions.map(\.transition.to) == [.dragging, .expanded, .dragging, .collapsed],
      "one drag expands, the next collapses")
  }

  @Test("A drag outside the scrollable content moves the sheet alone, whatever the list's offset")
  func dragOutsideContent() async throws {
    let json = scenarioJSON(
      events: """
        [{"at": 0.1, "type": "scrollOffsetChanged", "offset": 50, "maximum": 400},
         {"at": 0.2, "type": "dragBegan"}, {"at": 0.3, "type": "dragChanged", "translation": -200},
         {"at": 0.4, "type": "dragCancelled"}]
        """)
    let record = try await PullUpScenario(json: json).replay()
    #expect(try after(0, in: record).contentOffset == 50)
    #expect(try after(2, in: record).height == 322)
    #expect(try after(2, in: record).contentOffset == 50)
  }

  @Test("Keyboard with a temporary detent: the peek rises above the keyboard and returns when it goes")
  func keyboard() async throws {
    let record = try await example("keyboard.pullup.json").replay()
    let settles = record.settles
    // The lift is the keyboard above the bottom safe area: 336 − 34 = 302 points over the 122 pt peek.
    #expect(settles.map(\.target) == [424, 122])
    #expect(settles.allSatisfy { $0.cause == .keyboard })
    let lifted = try #require(record.frames.last { $0.keyboardHeight == 336 })
    #expect(lifted.height == 424)
    #expect(lifted.phase == .resting)
    #expect(lifted.detents == [122, 392.5, 424, 785])
    #expect(record.final.keyboardHeight == 0)
    #expect(record.final.height == 122)
    #expect(record.final.state == .collapsed)
    #expect(record.final.detents == [122, 392.5, 785])
  }

  @Test("Keyboard lifting the detents: the sheet keeps its detent above the keyboard, and returns")
  func keyboardLift() async throws {
    let json = scenarioJSON(
      configuration: #"{"preset": "default", "keyboardPolicy": "liftAboveKeyboard"}"#,
      events: """
        [{"at": 0.1, "type": "keyboard", "height": 334, "animated": false},
         {"at": 0.5, "type": "keyboard", "height": 0, "animated": false}]
        """)
    let record = try await PullUpScenario(json: json).replay()
    #expect(try after(0, in: record).height == 422)
    #expect(try after(0, in: record).detentIndex == 0)
    #expect(try after(1, in: record).height == 122)
    #expect(record.final.keyboardHeight == 0)
  }

  @Test("Accessibility actions settle at the detents they name and announce each place once")
  func accessibility() async throws {
    let record = try await example("accessibility.pullup.json").replay()
    #expect(
      record.announcements == [
        "Sheet at detent 2 of 3", "Sheet expanded", "Sheet collapsed", "Sheet at detent 2 of 3", "Sheet expanded",
      ])
    #expect(record.settles.map(\.target) == [392.5, 785, 122, 392.5, 785])
    #expect(record.settledHeights == [392.5, 785, 122, 392.5, 785])
    #expect(
      record.settles.map(\.cause) == [.accessibility, .accessibility, .accessibility, .programmatic, .accessibility])
    #expect(record.final.detentIndex == 2)
  }

  /// A collapse from the expanded sheet, with or without reduced motion, set by the key or by an event.
  func collapse(reducesMotion: Bool, byEvent: Bool) async throws -> PullUpScenarioRecord {
    let configuration =
      reducesMotion && !byEvent ? #"{"preset": "default", "reducesMotion": true}"# : #"{"preset": "default"}"#
    let motion = byEvent ? #"{"at": 0.5, "type": "setReducesMotion", "reducesMotion": \#(reducesMotion)},"# : ""
    let json = scenarioJSON(
      configuration: configuration,
      events: """
        [{"at": 0, "type": "setState", "state": "expanded", "animated": false}, \(motion)
         {"at": 1, "type": "accessibility", "action": "collapse"}]
        """)
    return try await PullUpScenario(json: json).replay()
  }

  @Test("Reduced motion settles sooner and without overshoot, from the key or from an event")
  func reducedMotion() async throws {
    let normal = try await collapse(reducesMotion: false, byEvent: false)
    let reduced = try await collapse(reducesMotion: true, byEvent: false)
    let toggled = try await collapse(reducesMotion: true, byEvent: true)
    for record in [normal, reduced, toggled] {
      #expect(record.final.height == 122)
      #expect(record.final.phase == .resting)
    }
    let normalDuration = normal.final.time - 1
    let reducedDuration = reduced.final.time - 1
    #expect(reducedDuration < normalDuration * 0.75, "\(reducedDuration) s against \(normalDuration) s")
    #expect(normal.frames.contains { $0.height < 122 }, "the default spring overshoots a little")
    let settling = reduced.frames.filter { $0.time > 1 }.map(\.height)
    #expect(settling.allSatisfy { $0 >= 122 }, "no overshoot: \(settling.min() ?? 0)")
    #expect(zip(settling, settling.dropFirst()).allSatisfy { $0 >= $1 }, "straight down, never back up")
    #expect(toggled.frames.filter { $0.time > 1 } == reduced.frames.filter { $0.time > 1 })
  }

  @Test(
    "A restore moves the sheet to the saved detent, mapped onto the current ones, and brings back hidden and locked")
  func restore() async throws {
    let json = scenarioJSON(
      events: """
        [{"at": 0.1, "type": "restore", "state": {"detentIndex": 2, "detentCount": 5}},
         {"at": 0.5, "type": "restore", "state": {"detentIndex": 0, "detentCount": 2, "fraction": 0.5}, "animated": true},
         {"at": 2, "type": "restore", "state": {"detentIndex": 1, "detentCount": 2, "isHidden": true, "isLocked": true}}]
        """)
    let record = try await PullUpScenario(json: json).replay()
    // Index 2 of 5 is halfway up the list: the middle of three detents, at once.
    let jumped = try after(0, in: record)
    #expect(jumped.height == 392.5)
    #expect(jumped.phase == .resting)
    // Halfway between the lowest and the highest of two detents: halfway between 122 and 785, animated.
    #expect(try after(1, in: record).phase == .settling)
    let halfway = try #require(record.frames.last { $0.time < 2 })
    #expect(halfway.height == 453.5)
    #expect(record.final.isHidden)
    #expect(record.final.isLocked)
    #expect(record.final.restingHeight == 785)
    #expect(record.events.map(\.event).contains(.lockChanged(isLocked: true)))
    #expect(record.events.map(\.event).contains(.hidden))
  }

  @Test("An action the controller refuses stops the replay like any refused event")
  func refusedAction() async throws {
    let json = scenarioJSON(
      events: """
        [{"at": 0.1, "type": "setState", "state": "expanded", "animated": false},
         {"at": 0.2, "type": "accessibility", "action": "expand"}]
        """)
    let error = await #expect(throws: PullUpScenarioError.self) { try await PullUpScenario(json: json).replay() }
    #expect(error?.kind == .rejectedEvent)
    #expect(error?.path == "events[1]")
    #expect(error?.message.contains("the accessibility action expand does not apply now") == true)
    let locked = scenarioJSON(
      events: """
        [{"at": 0.1, "type": "setLocked", "locked": true},
         {"at": 0.2, "type": "accessibility", "action": "nextDetent"}]
        """)
    let lockedError = await #expect(throws: PullUpScenarioError.self) {
      try await PullUpScenario(json: locked).replay()
    }
    #expect(lockedError?.path == "events[1]")
    #expect(lockedError?.message.contains("locked") == true)
  }

  // MARK: - Outputs

  @Test("The text record names the new inputs, the content offset, the keyboard and the announcements")
  func text() async throws {
    let scroll = try await example("scroll-handoff.pullup.json").replay().text()
    #expect(scroll.contains("events[0] scrollOffsetChanged offset 0 pt, maximum 400 pt"))
    #expect(scroll.contains("events[1] dragBegan in scrollable content"))
    #expect(scroll.contains("dragging     tracking       785.00 pt     content offset 237 pt"))
    #expect(scroll.contains(#"event       announces "Sheet collapsed""#))
    let keyboard = try await example("keyboard.pullup.json").replay().text()
    #expect(keyboard.contains("events[0] keyboardChanged 336 pt, animated"))
    #expect(keyboard.contains("events[1] keyboardChanged gone, animated"))
    #expect(keyboard.contains("intermediate resting        424.00 pt     keyboard 336 pt"))
    let accessibility = try await example("accessibility.pullup.json").replay().text()
    #expect(accessibility.contains("events[0] accessibilityActionPerformed nextDetent"))
    #expect(accessibility.contains("events[2] setReducesMotion true"))
    #expect(
      accessibility.contains("events[4] restore the state saved at index 2 of 5 detents (392.5 pt), animated"))
    #expect(accessibility.contains("settling to 392.5 pt, cause programmatic"))
  }

  @Test("JSON Lines: frames carry the content offset, whether the content scrolls, and the keyboard")
  func jsonLines() async throws {
    let lines = try await example("scroll-handoff.pullup.json").replay().jsonLines().split(separator: "\n")
    var offsets: [Double] = []
    for line in lines {
      let object = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
      let kind = try #require(object["kind"] as? String)
      let isFrame = kind == "frame" || kind == "final"
      #expect((object["contentOffset"] != nil) == isFrame, "\(line)")
      #expect((object["contentScrollEnabled"] is Bool) == isFrame, "\(line)")
      #expect((object["keyboardHeight"] != nil) == isFrame, "\(line)")
      if kind == "frame", let offset = object["contentOffset"] as? Double { offsets.append(offset) }
      if kind == "input", object["input"] as? String == "dragBegan" {
        #expect(object["inScrollableContent"] as? Bool == true)
      }
    }
    #expect(offsets.max() == 237)
    #expect(lines.contains { $0.contains(#""input":"scrollOffsetChanged","offset":0,"maximum":400"#) })
    #expect(lines.contains { $0.contains(#""event":"announcement","text":"Sheet expanded""#) })
    let keyboard = try await example("keyboard.pullup.json").replay().jsonLines()
    #expect(keyboard.contains(#""keyboardHeight":336"#))
  }

  @Test("The explanation tells a release the scrolled list carries, and what every other input did")
  func explanation() async throws {
    let scroll = try await example("scroll-handoff.pullup.json").replay().explanation()
    #expect(scroll.contains("content     the drag began in scrollable content, scrolled 237 pt at the release"))
    #expect(scroll.contains("velocity    none: the scrolled content carries the momentum"))
    #expect(scroll.contains("content     the drag began in scrollable content, at its top at the release"))
    #expect(scroll.contains(#"settled at 122 pt at 2.933 s (collapsed); announces "Sheet collapsed""#))
    let accessibility = try await example("accessibility.pullup.json").replay().explanation()
    #expect(accessibility.contains("Other inputs:"))
    #expect(
      accessibility.contains(
        #"0.200 s  events[0] accessibilityActionPerformed nextDetent: settling to 392.5 pt, cause accessibility; "#
          + #"settled at 392.5 pt at 0.983 s; announces "Sheet at detent 2 of 3""#))
    #expect(accessibility.contains("events[2] setReducesMotion true: no event; the sheet: expanded, resting, 785 pt"))
  }
}

extension PullUpScenarioRecord {
  /// The settles that started, in order.
  fileprivate var settles: [PullUpSettle] {
    events.compactMap { entry in
      guard case .settleStarted(let settle) = entry.event else { return nil }
      return settle
    }
  }

  /// Where the sheet came to rest, in order.
  fileprivate var settledHeights: [Double] {
    events.compactMap { entry in
      guard case .settled(let height) = entry.event else { return nil }
      return height
    }
  }

  /// What the sheet announced, in order.
  fileprivate var announcements: [String] {
    events.compactMap { entry in
      guard case .announcement(let text) = entry.event else { return nil }
      return text
    }
  }
}
