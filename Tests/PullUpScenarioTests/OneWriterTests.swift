import PullUpCore
import PullUpSVG
import Testing

@testable import PullUpScenario

/// One JSON writer: a front end's own lines are written by the writer of `pullup simulate --format jsonl`.
@Suite("JSON lines for front ends")
struct FrontEndJSONLineTests {
  @Test("A line keeps its keys' order, escapes its strings, and writes nil and numbers as simulate does")
  func line() throws {
    let lagFrames: Int? = nil
    let line = try PullUpScenarioRecord.jsonLine([
      "kind": "clicked", "name": "say \"hi\"\n\u{1B}", "value": 42.0, "t": 0.1, "lagFrames": lagFrames,
      "frame": PullUpRect(x: 0, y: 1.5, width: 390, height: 844),
    ])
    #expect(
      line == #"{"kind":"clicked","name":"say \"hi\"\n\u001b","value":42,"t":0.1,"lagFrames":null,"#
        + #""frame":{"x":0,"y":1.5,"width":390,"height":844}}"# + "\n")
  }

  @Test("A frame's line is simulate's frame line, then the front end's keys")
  func frameLine() async throws {
    let scenario = try PullUpScenario(
      json: #"{"container": {"width": 390, "height": 844}, "events": ["#
        + #"{"at": 0, "type": "setState", "state": "expanded", "animated": true}]}"#)
    let record = try await scenario.replay()
    let simulated = try #require(record.jsonLines().split(separator: "\n").first { $0.contains(#""kind":"frame""#) })
    let entry = try #require(record.entries.first { if case .frame = $0.kind { true } else { false } })
    let line = try PullUpScenarioRecord.frameLine(entry.snapshot, adding: ["sidePane": false])
    #expect(line == simulated.dropLast() + #","sidePane":false}"# + "\n")
  }
}

/// One XML escaper: the composed picture of `pullup render` escapes by PullUpSVG's rules.
@Suite("The composed picture's escaping")
struct ComposedPictureEscapingTests {
  @Test("Markup is escaped, quotes kept in text, and characters XML forbids become U+FFFD, as in PullUpSVG's pictures")
  func escaping() {
    var theme = PullUpSVGTheme.default
    theme.fontFamily = "'A' & \"B\""
    let composer = SVGComposer(title: "a < b & 'c' \"d\"\u{1B}", subtitle: "", final: "", theme: theme)
    let empty = SVGComposer.Drawing("<svg width=\"10\" height=\"10\"></svg>", idPrefix: "p")
    let svg = composer.compose(plot: empty, picture: empty, inputs: [], releases: [])
    let escapedTitle = "a &lt; b &amp; 'c' \"d\"\u{FFFD}"
    #expect(svg.contains("<title>\(escapedTitle)</title>"))
    #expect(svg.contains(">\(escapedTitle)</text>"))
    #expect(svg.contains("font-family=\"&apos;A&apos; &amp; &quot;B&quot;\""))
    #expect(svg.contains(SVGEscape.text(composer.title)))
  }
}
