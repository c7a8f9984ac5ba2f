import PullUpCore
import PullUpPresets
import Testing

@testable import PullUpScenario

/// The `materialBottomSheet` preset in scenario files and on the command line.
@Suite("Material's scenario keys")
struct MaterialKeysTests {
  typealias Configuration = PullUpScenario.Configuration

  @Test("The command line names the preset materialBottomSheet, as a scenario does, or material-bottom-sheet")
  func commandLineName() {
    #expect(Configuration.Preset(commandLineArgument: "materialBottomSheet") == .materialBottomSheet)
    #expect(Configuration.Preset.materialBottomSheet.hyphenatedName == "material-bottom-sheet")
    #expect(Configuration.Preset(commandLineArgument: "material-bottom-sheet") == .materialBottomSheet)
  }

  @Test("Every Material key reaches the preset's parameters, as .materialBottomSheet(…) takes them")
  func keysMakeThePreset() throws {
    let document = """
      {"preset": "materialBottomSheet", "fitToContents": false, "peekHeight": 120, "halfExpandedRatio": 0.6,
       "hideable": true, "skipCollapsed": true, "significantVelocityThreshold": 800}
      """
    let scenario = try PullUpScenario(json: scenarioJSON(configuration: document, events: "[]"))
    let made = try scenario.configuration.makeConfiguration()
    #expect(
      made
        == .materialBottomSheet(
          fitToContents: false, peekHeight: .points(120), halfExpandedRatio: 0.6, hideable: true, skipCollapsed: true,
          significantVelocityThreshold: 800))
    #expect(try PullUpScenario(json: scenario.json()) == scenario)
  }

  @Test("peekHeight is \"auto\" or points; anything else is refused at its path")
  func peekHeight() throws {
    let auto = #"{"preset": "materialBottomSheet", "peekHeight": "auto"}"#
    let scenario = try PullUpScenario(json: scenarioJSON(configuration: auto, events: "[]"))
    #expect(scenario.configuration.peekHeight == .auto)
    #expect(scenario.json().contains(#""peekHeight": "auto""#))
    for bad in [#""tall""#, "-1"] {
      let document = #"{"preset": "materialBottomSheet", "peekHeight": \#(bad)}"#
      let error = #expect(throws: PullUpScenarioError.self) {
        try PullUpScenario(json: scenarioJSON(configuration: document, events: "[]"))
      }
      #expect(error.map { "\($0)" }?.contains("configuration.peekHeight") == true, "\(String(describing: error))")
    }
  }

  @Test("hideable and hidesByDragging that agree, or removalInteraction with hidesByDragging on, are accepted")
  func agreeingKeys() throws {
    for document in [
      #"{"preset": "materialBottomSheet", "hideable": true, "hidesByDragging": true}"#,
      #"{"preset": "materialBottomSheet", "hideable": false, "hidesByDragging": false}"#,
      #"{"preset": "floatingPanel", "removalInteraction": true, "hidesByDragging": true}"#,
      #"{"preset": "floatingPanel", "removalInteraction": false, "hidesByDragging": false}"#,
    ] {
      let scenario = try PullUpScenario(json: scenarioJSON(configuration: document, events: "[]"))
      _ = try scenario.configuration.makeConfiguration()
    }
  }

  @Test("halfExpandedRatio must lie strictly between 0 and 1", arguments: ["0", "1", "1.5"])
  func halfExpandedRatio(value: String) {
    let document = #"{"preset": "materialBottomSheet", "halfExpandedRatio": \#(value)}"#
    #expect(throws: PullUpScenarioError.self) {
      try PullUpScenario(json: scenarioJSON(configuration: document, events: "[]"))
    }
  }

  @Test("Material's keys belong to its preset only")
  func misplaced() {
    let document = #"{"preset": "default", "hideable": true}"#
    #expect(throws: PullUpScenarioError.self) {
      try PullUpScenario(json: scenarioJSON(configuration: document, events: "[]"))
    }
  }
}
