import PullUpScenario
import Testing

/// Text meant for a terminal never carries a scenario's control characters to it.
@Suite("Control characters in text outputs")
struct ControlCharacterTests {
  static let hostile = "\u{1B}[2J\u{1B}]0;pwned\u{07}\tend\u{9B}\u{202E}dne\u{2066}"

  @Test("A title with escape sequences is written with its control characters escaped, in text and explain")
  func escapedTitle() async throws {
    var scenario = try PullUpScenario(json: #"{"container": {"width": 390, "height": 844}, "events": []}"#)
    scenario.title = Self.hostile
    let record = try await scenario.replay()
    for output in [record.text(), record.explanation()] {
      #expect(!output.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" })
      #expect(!output.unicodeScalars.contains { (0x7F...0x9F).contains($0.value) })
      #expect(!output.unicodeScalars.contains { $0.properties.isBidiControl })
      #expect(output.contains(#"\u{1B}[2J\u{1B}]0;pwned\u{7}\u{9}end\u{9B}\u{202E}dne\u{2066}"#))
    }
  }

  @Test("Ordinary text is left as it is")
  func ordinaryText() async throws {
    var scenario = try PullUpScenario(json: #"{"container": {"width": 390, "height": 844}, "events": []}"#)
    scenario.title = "Drag · détente → 392.5 pt"
    let text = try await scenario.replay().text()
    #expect(text.hasPrefix("Drag · détente → 392.5 pt\n"))
  }
}
