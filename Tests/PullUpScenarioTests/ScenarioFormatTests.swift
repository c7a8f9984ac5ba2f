import Foundation
import PullUpCore
import PullUpScenario
import Testing

/// The format's version: written by every writer, optional when read, a newer one refused by name.
@Suite("The scenario format's version")
struct ScenarioFormatTests {
  static let empty = #""container": {"width": 390, "height": 844}, "events": []"#

  @Test("json() writes formatVersion 2 first")
  func written() throws {
    let json = PullUpScenario(container: phone).json()
    #expect(json.hasPrefix("{\n  \"formatVersion\": 2,\n  \"container\""), "\(json)")
    #expect(try PullUpScenario(json: json) == PullUpScenario(container: phone))
  }

  @Test("Through an Encoder too, the version is written")
  func encoded() throws {
    let data = try JSONEncoder().encode(PullUpScenario(container: phone))
    let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    #expect(object["formatVersion"] as? Int == 2)
  }

  @Test("A file without a version, and one of version 1, read alike")
  func optional() throws {
    let versioned = try PullUpScenario(json: #"{"formatVersion": 1, \#(Self.empty)}"#)
    #expect(try PullUpScenario(json: "{\(Self.empty)}") == versioned)
  }

  @Test("A newer version is refused, naming the version this build reads, before its other keys are read")
  func newer() throws {
    let json = #"{"formatVersion": 3, "container": {"width": 390, "height": 844}, "events": [], "newKey": true}"#
    let error = #expect(throws: PullUpScenarioError.self) { try PullUpScenario(json: json) }
    #expect(error?.kind == .unsupportedVersion)
    #expect(error?.path == "formatVersion")
    #expect(
      error?.message
        == "format version 3 is newer than this build of PullUp reads (version 2); update PullUp to read this file")
  }

  /// A split view's divider grabbed 8 points below its top edge (422) and moved 30 points up, held, let go.
  static let handleDrag = #"""
    "container": {"width": 390, "height": 844, "safeArea": {"top": 47, "bottom": 34}},
    "configuration": {"preset": "splitView"}, "events": [
      {"at": 0.1, "type": "pointer", "phase": "down", "x": 195, "y": 430, "region": "divider"},
      {"at": 0.2, "type": "pointer", "phase": "move", "x": 195, "y": 420, "region": "divider"},
      {"at": 0.3, "type": "pointer", "phase": "move", "x": 195, "y": 400, "region": "divider"},
      {"at": 0.8, "type": "pointer", "phase": "up", "x": 195, "y": 400, "region": "divider"}
    ]
    """#

  /// A file of version 1, or without a version, replays as it was recorded (the grab measured from the
  /// threshold's edge) and is written back as version 1; one of version 2 keeps the grab under the pointer.
  @Test(
    "Version 2 keeps a grabbed divider under the pointer; version 1 replays and is written as recorded",
    arguments: [(#""formatVersion": 1,"#, 1, 22.0), ("", 1, 22), (#""formatVersion": 2,"#, 2, 30)])
  func grabs(version: String, read: Int, moved: Double) async throws {
    let scenario = try PullUpScenario(json: "{\(version) \(Self.handleDrag)}")
    #expect(scenario.json().hasPrefix("{\n  \"formatVersion\": \(read),\n"))
    #expect(try PullUpScenario(json: scenario.json()) == scenario)
    let record = try await scenario.replay()
    // The split view starts at its middle, 422 points, and rests where it is let go.
    #expect(record.final.height == 422 + moved)
  }

  @Test(
    "A version that is not a whole number from 1 is an error at its path",
    arguments: [
      (#""1""#, PullUpScenarioError.Kind.wrongType), ("0", .invalidValue), ("-1", .invalidValue),
      ("1.5", .invalidValue), ("null", .wrongType),
    ])
  func invalid(value: String, kind: PullUpScenarioError.Kind) throws {
    let error = #expect(throws: PullUpScenarioError.self) {
      try PullUpScenario(json: #"{"formatVersion": \#(value), \#(Self.empty)}"#)
    }
    #expect(error?.kind == kind)
    #expect(error?.path == "formatVersion")
  }

  @Test("The old scroll, with an offset, is read as scrollOffsetChanged again")
  func oldScroll() throws {
    let json = scenarioJSON(events: #"[{"at": 1, "type": "scroll", "offset": 120, "maximum": 400}]"#)
    let scenario = try PullUpScenario(json: json)
    #expect(scenario.events.map(\.input) == [.scrollOffsetChanged(120, maximum: 400)])
    #expect(scenario.json().contains(#"{"at": 1, "type": "scrollOffsetChanged", "offset": 120, "maximum": 400}"#))
  }

  @Test("A raw scroll is still a raw scroll, and one with both a delta and an offset is an error naming the offset")
  func rawScroll() throws {
    let raw = try PullUpScenario(json: scenarioJSON(events: #"[{"at": 1, "type": "scroll", "delta": 1}]"#))
    #expect(raw.events.first?.input == nil)
    let mixed = scenarioJSON(events: #"[{"at": 1, "type": "scroll", "delta": 1, "offset": 120}]"#)
    let error = #expect(throws: PullUpScenarioError.self) { try PullUpScenario(json: mixed) }
    #expect(error?.kind == .unknownKey)
    #expect(error?.path == "events[0].offset")
  }
}
