import Foundation
import PullUpFrontEnd
import Testing

/// The one list of keys (`PullUpKey.allCases`): pullup-gtk's `--help` names every key the sheet answers to, as
/// the package's own docs do (PullUp's `KeyListTests`). The widget maps every key (an exhaustive switch in
/// `PullUpSheetWidget+Keys.swift`), so the help names all of them.
@Suite("pullup-gtk's list of keys")
struct KeyListTests {
  /// How the help names a key: one of these words. An exhaustive switch, so that a new key does not compile
  /// here until the help has a word for it.
  static func words(for key: PullUpKey) -> [String] {
    switch key {
    case .escape: return ["Escape"]
    case .up: return ["↑"]
    case .down: return ["↓"]
    case .pageUp: return ["Page Up"]
    case .pageDown: return ["Page Down"]
    case .home: return ["Home"]
    case .end: return ["End"]
    case .activate: return ["Return"]
    }
  }

  @Test("--help names every key of the sheet in its sentence on the sheet's keys")
  func helpNamesEveryKey() throws {
    let result = try run("pullup-gtk", ["--help"])
    #expect(result.status == 0)
    let start = try #require(result.output.range(of: "The sheet's keys"), "\(result.output)")
    let end = result.output[start.upperBound...].range(of: "The window's")?.lowerBound ?? result.output.endIndex
    let sentence = result.output[start.lowerBound..<end]
    let missing = PullUpKey.allCases.filter { key in !Self.words(for: key).contains { sentence.contains($0) } }
    #expect(missing.isEmpty, "pullup-gtk --help does not name \(missing): \(sentence)")
  }
}
