import Foundation
import PullUpCore
import PullUpPresets
import Testing

@testable import PullUpScenario

/// The one table of configuration keys (`PullUpScenario.Configuration.keys`): the docs list exactly its
/// keys, every property has a row, and every row's value reaches the configuration.
@Suite("The table of configuration keys")
struct KeyTableTests {
  typealias Configuration = PullUpScenario.Configuration

  /// The rows of the first Markdown table in `file` whose header starts with `| key | preset`: each row's
  /// key names (a cell may name several: "`snapToEnds`, `snapThreshold`") and its presets.
  static func documentedKeys(in file: String) throws -> [(names: [String], presets: [String])] {
    try markdownTable(in: file, header: "| key | preset").map { cells in
      // "`middle`, `range`: `[lower, upper]`": the names are the quoted words before the first colon.
      var names: [String] = []
      var rest = Substring(cells[0])
      while rest.hasPrefix("`"), let end = rest.dropFirst().firstIndex(of: "`") {
        names.append(String(rest[rest.index(after: rest.startIndex)..<end]))
        rest = rest[rest.index(after: end)...]
        guard rest.hasPrefix(", ") else { break }
        rest = rest.dropFirst(2)
      }
      let presets =
        cells[1] == "all"
        ? Configuration.Preset.allCases.map(\.rawValue) : cells[1].components(separatedBy: ", ")
      return (names, presets)
    }
  }

  @Test(
    "The key table in the docs names every key, each once, with its presets, and no other",
    arguments: ["Sources/PullUpScenario/PullUpScenario.docc/Scenarios.md"])
  func documented(file: String) throws {
    let rows = try Self.documentedKeys(in: file)
    let documented = rows.flatMap(\.names)
    #expect(documented.sorted() == Configuration.keys.map(\.name).sorted(), "\(file)")
    #expect(Set(documented).count == documented.count, "\(file) names a key twice")
    for row in rows {
      for name in row.names {
        guard let key = Configuration.keys.first(where: { $0.name == name }) else { continue }
        #expect(row.presets == key.presets.map(\.rawValue), "\(file): the presets of \(name)")
      }
    }
  }

  @Test("Every property of a scenario's configuration is a row of the table, and every row a property")
  func everyProperty() {
    let properties = Mirror(reflecting: Configuration()).children.compactMap(\.label).filter { $0 != "preset" }
    #expect(properties.sorted() == Configuration.keys.map(\.name).sorted())
  }

  /// A value for every key, on a preset it applies to, that differs from the preset's own.
  static let samples: [(preset: Configuration.Preset, key: String, json: String)] = [
    (.splitView, "middle", "0.4"),
    (.splitView, "range", "[0.1, 0.9]"),
    (.default, "detents", #"[{"height": 120}, "available"]"#),
    (.ishPullUp, "spring", #"{"dampingRatio": 0.5}"#),
    (.default, "topMargin", "30"),
    (.default, "scrollPolicy", #""never""#),
    (.default, "keyboardPolicy", #""temporaryDetent""#),
    (.default, "reducesMotion", "true"),
    (.default, "rubberBand", #"{"top": "hard"}"#),
    (.ishPullUp, "rubberBand", #"{"bottom": {"tanh": {"limit": 50, "scale": 200}}}"#),
    (.splitView, "rubberBand", #"{"top": {"elastic": {"coefficient": 0.3}}, "bottom": "hard"}"#),
    (.default, "hidesByDragging", "true"),
    (.splitSheet, "hidesByDragging", "false"),
    (.ishPullUp, "hiddenMargin", "40"),
    (.default, "interpreter", #"{"dragThresholds": {"touch": 24}, "handleTap": "toggle"}"#),
    (.default, "projection", #"{"maximumDetentsPerFlick": null}"#),
    (.default, "layoutMode", #""resize""#),
    (.ishPullUp, "minimumHeight", "100"),
    (.ishPullUp, "maximumHeight", "600"),
    (.ishPullUp, "snapToEnds", "false"),
    (.ishPullUp, "snapThreshold", "0.4"),
    (.ishPullUp, "dimmingThreshold", "0.8"),
    (.splitSheet, "minimumSheetHeight", "300"),
    (.splitSheet, "sheetHeight", "700"),
    (.splitSheet, "snappingDistance", "80"),
    (.splitSheet, "displaceContent", "false"),
    (.splitSheet, "swipeUpToShowAllowed", "false"),
    (.floatingPanel, "removalInteraction", "true"),
    (.materialBottomSheet, "fitToContents", "false"),
    (.materialBottomSheet, "peekHeight", "120"),
    (.materialBottomSheet, "halfExpandedRatio", "0.6"),
    (.materialBottomSheet, "hideable", "true"),
    (.materialBottomSheet, "skipCollapsed", "true"),
    (.materialBottomSheet, "significantVelocityThreshold", "800"),
    (.ishPullUp, "snapPolicy", #""toTheTop""#),
    (.splitView, "motion", #""linear""#),
  ]

  /// The plug-ins the samples name.
  static let plugIns: PullUpScenario.PlugIns = {
    var plugIns = PullUpScenario.PlugIns()
    plugIns.register(ToTheTop(), as: "toTheTop")
    plugIns.register(Linear(), as: "linear")
    return plugIns
  }()

  @Test("There is a sample for every key")
  func everyKeySampled() {
    #expect(Set(Self.samples.map(\.key)) == Set(Configuration.keys.map(\.name)))
  }

  @Test("Every key, read from a file, changes what the preset makes, and is written back as read", arguments: samples)
  func applied(preset: Configuration.Preset, key: String, json: String) throws {
    let document = #"{"preset": "\#(preset.rawValue)", "\#(key)": \#(json)}"#
    let scenario = try PullUpScenario(json: scenarioJSON(configuration: document, events: "[]"))
    let configuration = scenario.configuration
    #expect(configuration.overriddenKeys.map(\.name) == [key])
    let setup = configuration.setup(plugIns: Self.plugIns)
    #expect(setup.unregistered.isEmpty)
    #expect(setup != ScenarioSetup(preset: preset, plugIns: Self.plugIns))
    #expect(try configuration.makeConfiguration(plugIns: Self.plugIns) == setup.configuration)
    #expect(try PullUpScenario(json: scenario.json()) == scenario)
  }

  @Test("A partial spring keeps the rest of the preset's")
  func partialSpring() throws {
    let document = #"{"preset": "ishPullUp", "spring": {"dampingRatio": 0.5}}"#
    let configuration = try PullUpScenario(json: scenarioJSON(configuration: document, events: "[]")).configuration
    #expect(
      configuration.spring == PullUpSpringParameters(response: 0.4, dampingRatio: 0.5, initialVelocity: .relative(0.3)))
  }

  @Test("A partial rubber band keeps the preset's other end; a hard top stops a drag at the top")
  func rubberBand() async throws {
    let document = #"{"preset": "ishPullUp", "rubberBand": {"bottom": {"elastic": {"coefficient": 0.55}}}}"#
    let configuration = try PullUpScenario(json: scenarioJSON(configuration: document, events: "[]")).configuration
    #expect(
      configuration.rubberBand
        == PullUpRubberBand(top: PullUpConfiguration.ishPullUp.movement.rubberBand.top, bottom: .scrollView))

    let events = """
      [
        {"at": 0.1, "type": "setState", "state": "expanded", "animated": false},
        {"at": 0.2, "type": "dragBegan"},
        {"at": 0.3, "type": "dragChanged", "translation": -200}
      ]
      """
    let hard = try await PullUpScenario(
      json: scenarioJSON(configuration: #"{"preset": "default", "rubberBand": {"top": "hard"}}"#, events: events)
    ).replay()
    let elastic = try await PullUpScenario(json: scenarioJSON(events: events)).replay()
    let expanded = try #require(hard.snapshotsAfterInputs.first?.height)
    #expect(hard.snapshotsAfterInputs.last?.height == expanded)
    #expect(try #require(elastic.snapshotsAfterInputs.last?.height) > expanded)
  }

  @Test("A bad rubber-band curve is an error naming its path")
  func badRubberBand() {
    let document = #"{"preset": "default", "rubberBand": {"top": {"tanh": {"limit": 0, "scale": 300}}}}"#
    let error = #expect(throws: PullUpScenarioError.self) {
      try PullUpScenario(json: scenarioJSON(configuration: document, events: "[]"))
    }
    #expect(error?.path == "configuration.rubberBand.top")
    #expect(error?.message.contains("greater than zero") == true, "\(error?.description ?? "")")
    let unknown = #expect(throws: PullUpScenarioError.self) {
      try PullUpScenario(
        json: scenarioJSON(configuration: #"{"preset": "default", "rubberBand": {"left": "hard"}}"#, events: "[]"))
    }
    #expect(unknown?.kind == .unknownKey)
    #expect(unknown?.path == "configuration.rubberBand.left")
  }

  @Test(
    "A plug-in name that is not registered is an error naming its key and saying the command line cannot load it",
    arguments: [("snapPolicy", "snap policy"), ("motion", "motion")])
  func unregistered(key: String, what: String) async throws {
    let document = #"{"preset": "default", "\#(key)": "mine"}"#
    let scenario = try PullUpScenario(json: scenarioJSON(configuration: document, events: "[]"))
    let error = await #expect(throws: PullUpScenarioError.self) { try await scenario.replay() }
    #expect(error?.path == "configuration.\(key)")
    #expect(error?.message.hasPrefix(#"no \#(what) is registered as "mine""#) == true, "\(error?.description ?? "")")
    #expect(error?.message.contains("the pullup command line cannot load your code") == true)
    var plugIns = Self.plugIns
    plugIns.register(ToTheTop(), as: "mine")
    plugIns.register(Linear(), as: "mine")
    let record = try await scenario.replay(plugIns: plugIns)
    #expect(record.final.phase == .resting)
  }

  @Test("A named snap policy decides the releases, and a named motion moves the sheet")
  func namedPlugIns() async throws {
    let document = #"{"preset": "default", "snapPolicy": "toTheTop", "motion": "linear"}"#
    let events = """
      [
        {"at": 0.2, "type": "dragBegan"},
        {"at": 0.25, "type": "dragChanged", "translation": -10},
        {"at": 0.3, "type": "dragEnded", "velocity": 0}
      ]
      """
    let scenario = try PullUpScenario(json: scenarioJSON(configuration: document, events: events))
    let record = try await scenario.replay(plugIns: Self.plugIns)
    #expect(record.final.height == 785)
    // Linear: from 132 to 785 in half a second from the release at 0.3 s.
    let settling = record.frames.filter { $0.phase == .settling }
    #expect(settling.count > 10)
    for frame in settling {
      #expect(abs(frame.height - (132 + 653 * (frame.time - 0.3) / 0.5)) < 1e-3, "at \(frame.time)")
    }
    #expect(record.explanation().contains("every release goes to the top"))
    #expect(try PullUpScenario(json: scenario.json()) == scenario)
  }
}

/// Every release goes to the highest detent.
private struct ToTheTop: PullUpSnapping {
  var name: String { "to the top" }

  func decide(_ release: PullUpRelease) -> PullUpSnapDecision {
    PullUpSnapDecision(
      target: .height(release.detents.maximum), projectedHeight: release.height,
      candidates: release.detents.heights, reason: .custom("every release goes to the top"))
  }
}

/// Every move goes at one speed, taking half a second.
private struct Linear: PullUpMotion {
  var name: String { "linear" }

  func state(of move: PullUpMove, after elapsed: Double) -> (height: Double, heightVelocity: Double) {
    guard elapsed < 0.5 else { return (move.target, 0) }
    let speed = (move.target - move.start) / 0.5
    return (move.start + speed * elapsed, speed)
  }
}
