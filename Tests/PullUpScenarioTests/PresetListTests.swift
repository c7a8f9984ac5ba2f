import Foundation
import PullUpScenario
import Testing

/// The presets are listed from one owner, `Preset.allCases`: `pullup`'s help builds its list from it, and
/// the articles, which cannot, are checked against it.
@Suite("The preset lists")
struct PresetListTests {
  typealias Preset = PullUpScenario.Configuration.Preset

  static func read(_ file: String) throws -> String {
    try String(contentsOf: packageDirectory.appendingPathComponent(file), encoding: .utf8)
  }

  /// PullUpTerminal's article, where the demo's options are listed.
  static let terminalArticle = "Sources/PullUpTerminal/PullUpTerminal.docc/PullUpTerminal.md"
  /// PullUpPresets' article, where the six presets stand side by side.
  static let presetsArticle = "Sources/PullUpPresets/PullUpPresets.docc/ComingFromFloatingPanelOrMaterial.md"

  @Test("PullUpTerminal's article: `pullup demo`'s options name every preset, in order, and no other")
  func demoOptions() throws {
    let text = try Self.read(Self.terminalArticle)
    let start = try #require(text.range(of: "`--preset "), "\(Self.terminalArticle) has no --preset option")
    let list = text[start.upperBound...].prefix { $0 != "`" }
    #expect(list.split(separator: "|").map(String.init) == Preset.allCases.map(\.rawValue))
  }

  @Test("PullUpPresets' article: the table of the presets has a column for every preset")
  func presetsTable() throws {
    let text = try Self.read(Self.presetsArticle)
    let section = try #require(
      text.range(of: "## The six presets\n"), "\(Self.presetsArticle) has no section on the six presets")
    let lines = text[section.upperBound...].split(separator: "\n")
    let header = try #require(lines.first { $0.hasPrefix("|") }, "\(Self.presetsArticle): the section has no table")
    let columns = header.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
    for preset in Preset.allCases {
      #expect(
        columns.contains { $0 == "`.\(preset.rawValue)`" || $0.hasPrefix("`.\(preset.rawValue)(") },
        "\(Self.presetsArticle)'s table has no column for \(preset.rawValue)")
    }
  }

  @Test(
    "The scenario format's docs name every preset where they list a configuration's `preset`",
    arguments: [("Sources/PullUpScenario/PullUpScenario.docc/Scenarios.md", "`preset` is one of ")])
  func scenarioPresetLists(file: String, lead: String) throws {
    let text = try String(contentsOf: packageDirectory.appendingPathComponent(file), encoding: .utf8)
    let start = try #require(text.range(of: lead), "\(file) has no list of presets")
    let sentence = text[start.upperBound...].prefix { $0 != "." }
    var named: [String] = []
    var rest = sentence[...]
    while let open = rest.firstIndex(of: "`") {
      let after = rest[rest.index(after: open)...]
      guard let close = after.firstIndex(of: "`") else { break }
      named.append(String(after[..<close]))
      rest = after[after.index(after: close)...]
    }
    #expect(named == Preset.allCases.map(\.rawValue), "\(file)")
  }

  @Test("`pullup demo --help` names every preset")
  func demoHelp() throws {
    let help = try PullUpExecutable.run(["demo", "--help"]).output
    let words = Set(help.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "," }).map(String.init))
    for preset in Preset.allCases {
      #expect(words.contains(preset.rawValue), "pullup demo --help does not name \(preset.rawValue)")
    }
  }
}
