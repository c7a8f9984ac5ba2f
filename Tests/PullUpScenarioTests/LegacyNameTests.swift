import Foundation
import PullUpCore
import PullUpScenario
import Testing

/// Scenario files written before PullUp had one input vocabulary keep replaying unchanged.
@Suite("Scenario files with the old input names")
struct LegacyNameTests {
  /// The old `type` of each renamed input.
  static let oldNames = [
    "setContainer": "resize", "setContentHeight": "contentHeight", "keyboardChanged": "keyboard",
    "accessibilityActionPerformed": "accessibility",
  ]

  @Test(
    "Each example, written with the old names, reads and replays exactly as with the new ones",
    arguments: exampleScenarioFiles)
  func examplesWithOldNames(file: URL) async throws {
    var json = try String(contentsOf: file, encoding: .utf8)
    for (new, old) in Self.oldNames {
      json = json.replacingOccurrences(of: "\"type\": \"\(new)\"", with: "\"type\": \"\(old)\"")
    }
    let current = try PullUpScenario(contentsOfFile: file.path)
    let legacy = try PullUpScenario(json: json)
    #expect(legacy == current)
    let replayed = try await legacy.replay()
    #expect(replayed.text() == (try await current.replay()).text())
  }

  @Test("A resize without a safe area keeps the safe area of the container before it")
  func resizeKeepsTheSafeArea() throws {
    let json = """
      {"container": {"width": 390, "height": 844, "safeArea": {"top": 47, "bottom": 34}}, "events": [
        {"at": 1, "type": "resize", "width": 844, "height": 390},
        {"at": 2, "type": "setContainer", "width": 390, "height": 844, "safeArea": {"top": 20}},
        {"at": 3, "type": "resize", "width": 844, "height": 390},
        {"at": 4, "type": "setContainer", "width": 390, "height": 844}
      ]}
      """
    let inputs = try PullUpScenario(json: json).events.compactMap(\.input)
    #expect(
      inputs == [
        .setContainer(PullUpContainer(width: 844, height: 390, safeArea: PullUpInsets(top: 47, bottom: 34))),
        .setContainer(PullUpContainer(width: 390, height: 844, safeArea: PullUpInsets(top: 20))),
        .setContainer(PullUpContainer(width: 844, height: 390, safeArea: PullUpInsets(top: 20))),
        .setContainer(PullUpContainer(width: 390, height: 844)),
      ])
  }

  @Test("Written back, every input uses its new name")
  func writesNewNames() throws {
    let json = """
      {"container": {"width": 390, "height": 844}, "events": [
        {"at": 1, "type": "scrollOffsetChanged", "offset": 0, "maximum": 10}, {"at": 2, "type": "keyboard", "height": 300},
        {"at": 3, "type": "accessibility", "action": "expand"}, {"at": 4, "type": "contentHeight", "height": 50},
        {"at": 5, "type": "resize", "width": 844, "height": 390}
      ]}
      """
    let written = try PullUpScenario(json: json).json()
    for (new, old) in Self.oldNames {
      #expect(written.contains("\"type\": \"\(new)\""))
      #expect(!written.contains("\"type\": \"\(old)\""))
    }
  }

  @Test("The old \"scroll\" with an offset reads as scrollOffsetChanged; the raw scroll keeps the name")
  func scrollWithAnOffset() throws {
    let json = scenarioJSON(events: #"[{"at": 1, "type": "scroll", "offset": 120, "maximum": 400}]"#)
    #expect(try PullUpScenario(json: json).events.compactMap(\.input) == [.scrollOffsetChanged(120, maximum: 400)])
  }
}
