import Foundation
import PullUpCore
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
    let text = try String(contentsOf: packageDirectory.appendingPathComponent(file), encoding: .utf8)
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let header = try #require(lines.firstIndex { $0.hasPrefix("| key | preset") }, "no key table in \(file)")
    var rows: [(names: [String], presets: [String])] = []
    for line in lines[(header + 2)...] {
      guard line.hasPrefix("|") else { break }
      let cells = line.split(separator: "|", omittingEmptySubsequences: false).map {
        $0.trimmingCharacters(in: .whitespaces)
      }
      // "`middle`, `range`: `[lower, upper]`": the names are the quoted words before the first colon.
      var names: [String] = []
      var rest = Substring(cells[1])
      while rest.hasPrefix("`"), let end = rest.dropFirst().firstIndex(of: "`") {
        names.append(String(rest[rest.index(after: rest.startIndex)..<end]))
        rest = rest[rest.index(after: end)...]
        guard rest.hasPrefix(", ") else { break }
        rest = rest.dropFirst(2)
      }
      let presets =
        cells[2] == "all"
        ? Configuration.Preset.allCases.map(\.rawValue) : cells[2].components(separatedBy: ", ")
      rows.append((names, presets))
    }
    return rows
  }

  @Test(
    "The key table in the docs names every key, each once, with its presets, and no other",
    arguments: ["README.md", "Sources/PullUpScenario/PullUpScenario.docc/Scenarios.md"])
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
  ]

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
    #expect(configuration.setup() != ScenarioSetup(preset: preset))
    #expect(try configuration.makeConfiguration() == configuration.setup().configuration)
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
    #expect(configuration.rubberBand == PullUpRubberBand(top: .ishPullUp, bottom: .scrollView))

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
}
