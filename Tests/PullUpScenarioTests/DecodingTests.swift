import Foundation
import PullUpCore
import PullUpScenario
import Testing

/// Reading valid scenarios, mapping each preset's overrides onto `PullUpConfiguration`, and writing them
/// back.
@Suite("Reading scenarios")
struct DecodingTests {
  @Test("A minimal scenario takes the defaults: preset default, 60 fps, ends with its last event")
  func minimal() throws {
    let scenario = try PullUpScenario(
      json: #"{"container": {"width": 390, "height": 844}, "events": [{"at": 0.5, "type": "dragBegan"}]}"#)
    #expect(scenario.container == PullUpContainer(width: 390, height: 844))
    #expect(scenario.configuration == PullUpScenario.Configuration(preset: .default))
    #expect(try scenario.configuration.makeConfiguration() == .default)
    #expect(scenario.frameRate == 60)
    #expect(scenario.until == nil)
    #expect(scenario.endTime == 0.5)
    #expect(scenario.events == [PullUpScenario.Event(at: 0.5, .dragBegan())])
  }

  @Test("Every event type with every key")
  func everyEventType() throws {
    let json = scenarioJSON(
      events: """
        [
          {"at": 0, "type": "dragBegan"},
          {"at": 0.1, "type": "dragChanged", "translation": -40},
          {"at": 0.2, "type": "dragEnded", "velocity": -900},
          {"at": 0.3, "type": "dragBegan"},
          {"at": 0.3, "type": "dragEnded"},
          {"at": 0.4, "type": "dragBegan"},
          {"at": 0.5, "type": "dragCancelled"},
          {"at": 0.6, "type": "setState", "state": "expanded", "animated": false},
          {"at": 0.7, "type": "setHeight", "height": 300},
          {"at": 0.8, "type": "moveToDetent", "index": 1, "animated": true},
          {"at": 0.9, "type": "toggleState", "animated": false},
          {"at": 1, "type": "setHidden", "hidden": true},
          {"at": 1.1, "type": "setLocked", "locked": true},
          {"at": 1.2, "type": "resize", "width": 844, "height": 390, "safeArea": {"top": 0, "bottom": 21}},
          {"at": 1.3, "type": "resize", "width": 390, "height": 844, "animated": true},
          {"at": 1.4, "type": "contentHeight", "height": 500, "animated": true},
          {"at": 1.5, "type": "dragBegan", "inScrollableContent": true},
          {"at": 1.5, "type": "dragCancelled"},
          {"at": 1.6, "type": "scrollOffsetChanged", "offset": 120, "maximum": 400},
          {"at": 1.7, "type": "keyboard", "height": 300, "animated": false},
          {"at": 1.8, "type": "accessibility", "action": "nextDetent"},
          {"at": 1.9, "type": "setReducesMotion", "reducesMotion": true},
          {"at": 1.95, "type": "dimmingTapped"},
          {"at": 2, "type": "restore", "state": {"detentIndex": 1, "detentCount": 3, "fraction": 0.5, "height": 420,
           "isHidden": true, "isLocked": true}, "animated": true}
        ]
        """)
    let inputs = try PullUpScenario(json: json).events.compactMap(\.input)
    #expect(
      inputs == [
        .dragBegan(), .dragChanged(translation: -40), .dragEnded(velocity: -900), .dragBegan(),
        .dragEnded(velocity: nil),
        .dragBegan(), .dragCancelled, .setState(.expanded, animated: false), .setHeight(300, animated: true),
        .moveToDetent(1, animated: true), .toggleState(animated: false), .setHidden(true, animated: true),
        .setLocked(true),
        .setContainer(
          PullUpContainer(width: 844, height: 390, safeArea: PullUpInsets(top: 0, bottom: 21)), animated: false),
        .setContainer(PullUpContainer(width: 390, height: 844, safeArea: PullUpInsets(bottom: 21)), animated: true),
        .setContentHeight(500, animated: true),
        .dragBegan(inScrollableContent: true), .dragCancelled, .scrollOffsetChanged(120, maximum: 400),
        .keyboardChanged(height: 300, animated: false), .accessibilityActionPerformed(.nextDetent),
        .setReducesMotion(true), .dimmingTapped,
        .restore(
          PullUpRestorationState(
            detentIndex: 1, detentCount: 3, fraction: 0.5, height: 420, isHidden: true, isLocked: true),
          animated: true),
      ])
    #expect(Set(inputs.map(\.name)) == Set(PullUpInput.names))
  }

  @Test("default: detents of every kind, spring and projection")
  func defaultPreset() throws {
    let configuration = try PullUpScenario(
      json: scenarioJSON(
        configuration: """
          {"preset": "default",
           "detents": [{"height": 120}, {"fraction": 0.5}, "available", "fitsContent", {"heightAboveSafeArea": 88}],
           "spring": {"response": 0.3, "dampingRatio": 0.7},
           "projection": {"decelerationRate": 0.99, "maximumDetentsPerFlick": null, "redirectionThreshold": 0.4},
           "topMargin": 8, "layoutMode": "resize"}
          """, events: "[]")
    ).configuration.makeConfiguration()
    var expected = PullUpConfiguration.default
    expected.shape.detents = [.height(120), .fraction(0.5), .available, .fitsContent, .heightAboveSafeArea(88)]
    expected.movement.motion = .spring(PullUpSpringParameters(response: 0.3, dampingRatio: 0.7))
    expected.movement.snapPolicy = .projected(
      PullUpProjectedSnapping(decelerationRate: 0.99, maximumDetentsPerFlick: nil, redirectionThreshold: 0.4))
    expected.shape.topMargin = 8
    expected.appearance.layoutMode = .resize
    #expect(configuration == expected)
  }

  @Test("ishPullUp: minimumHeight, maximumHeight, snapToEnds, snapThreshold, topMargin, layoutMode, dimmingThreshold")
  func ishPullUpPreset() throws {
    let configuration = try PullUpScenario(
      json: scenarioJSON(
        configuration: """
          {"preset": "ishPullUp", "minimumHeight": 80, "maximumHeight": 600, "snapToEnds": false,
           "snapThreshold": 0.3, "topMargin": 30, "layoutMode": "resize", "dimmingThreshold": 0.6}
          """, events: "[]")
    ).configuration.makeConfiguration()
    var expected = PullUpConfiguration.ishPullUp
    expected.shape.detents = [.heightAboveSafeArea(80), .height(600)]
    expected.shape.minimumHeight = .heightAboveSafeArea(80)
    expected.shape.initialHeight = .heightAboveSafeArea(80)
    expected.shape.maximumHeight = .height(600)
    expected.movement.snapPolicy = .thresholds(PullUpThresholdSnapping(snapToEnds: false, threshold: 0.3))
    expected.shape.topMargin = 30
    expected.appearance.layoutMode = .resize
    expected.appearance.dimming = .threshold(fraction: 0.6, alpha: 0.4)
    #expect(configuration == expected)
  }

  @Test("splitSheet: minimumSheetHeight, sheetHeight, snappingDistance, displaceContent, swipeUpToShowAllowed")
  func splitSheetPreset() throws {
    let scenario = try PullUpScenario(
      json: scenarioJSON(
        configuration: """
          {"preset": "splitSheet", "minimumSheetHeight": 300, "sheetHeight": 640, "snappingDistance": 100,
           "displaceContent": false, "swipeUpToShowAllowed": false}
          """, events: "[]"))
    var expected = PullUpConfiguration.splitSheet
    expected.shape.minimumHeight = .height(300)
    expected.shape.initialHeight = .height(300)
    expected.movement.snapPolicy = .directional(PullUpDirectionalSnapping(snappingDistance: 100))
    expected.appearance.layoutMode = .overlay
    expected.movement.dragsWhileHidden = false
    #expect(try scenario.configuration.makeConfiguration() == expected)
    #expect(scenario.configuration.contentHeight == 640)
  }

  @Test("splitView: middle and range; without middle, 0.5 clamped into the range")
  func splitViewPreset() throws {
    let configuration = try PullUpScenario(
      json: scenarioJSON(configuration: #"{"preset": "splitView", "middle": 0.3, "range": [0.1, 0.9]}"#, events: "[]")
    ).configuration
    #expect(try configuration.makeConfiguration() == .splitView(middle: 0.3, range: 0.1...0.9))
    let clamped = try PullUpScenario(
      json: scenarioJSON(configuration: #"{"preset": "splitView", "range": [0.6, 0.9]}"#, events: "[]")
    ).configuration
    #expect(try clamped.makeConfiguration() == .splitView(middle: 0.6, range: 0.6...0.9))
  }

  @Test("Written back with json(), a scenario reads back equal", arguments: exampleScenarioFiles)
  func roundTrip(file: URL) throws {
    let scenario = try PullUpScenario(contentsOfFile: file.path)
    #expect(try PullUpScenario(json: scenario.json()) == scenario)
  }

  @Test("PullUpScenario is Codable through JSONEncoder and JSONDecoder with the same rules")
  func codable() throws {
    let scenario = try PullUpScenario(json: flickJSON)
    let data = try JSONEncoder().encode(scenario)
    #expect(try JSONDecoder().decode(PullUpScenario.self, from: data) == scenario)
    let bad = Data(scenarioJSON(events: #"[{"at": 0, "type": "dragBegan", "speed": 1}]"#).utf8)
    let error = #expect(throws: PullUpScenarioError.self) {
      try JSONDecoder().decode(PullUpScenario.self, from: bad)
    }
    #expect(error?.kind == .unknownKey)
    #expect(error?.path == "events[0].speed")
  }

  @Test("json() writes one event per line, keys in order, defaults left out")
  func writtenForPeople() throws {
    let scenario = PullUpScenario(
      container: phone, configuration: .init(preset: .splitView), until: 1,
      events: [.init(at: 0.1, .setHidden(true, animated: true)), .init(at: 0.2, .dragEnded(velocity: nil))])
    #expect(
      scenario.json() == """
        {
          "formatVersion": 2,
          "container": {"width": 390, "height": 844, "safeArea": {"top": 47, "bottom": 34}},
          "configuration": {"preset": "splitView"},
          "frameRate": 60,
          "until": 1,
          "events": [{"at": 0.1, "type": "setHidden", "hidden": true}, {"at": 0.2, "type": "dragEnded"}]
        }

        """)
  }
}
