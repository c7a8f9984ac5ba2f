import Foundation
import PullUpCore
import PullUpFrontEnd
import PullUpTesting
import Testing

/// `PullUpRawEvent`'s and `PullUpInterpreter.Settings`' JSON: one spelling, read strictly.
@Suite("Raw events and interpreter settings as JSON")
struct RawEventCodingTests {
  /// The JSON a value writes, with sorted keys, so it can be compared as text.
  static func sortedJSON(_ value: some Encodable) throws -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    return try #require(String(data: try encoder.encode(value), encoding: .utf8))
  }

  /// A JSON text with its keys sorted.
  static func sorted(_ json: String) throws -> String {
    let object = try JSONSerialization.jsonObject(with: Data(json.utf8))
    return try #require(
      String(data: try JSONSerialization.data(withJSONObject: object, options: .sortedKeys), encoding: .utf8))
  }

  @Test(
    "Each event writes its type, its time as at, and its values, leaving out defaults; it reads back the same",
    arguments: [
      (
        PullUpRawEvent.pointer(.down, x: 160, y: 500, time: 0.1, device: .mouse, region: .body),
        #"{"type":"pointer","at":0.1,"phase":"down","x":160,"y":500,"region":"body"}"#
      ),
      (
        .pointer(.cancel, x: -3.5, y: 0, time: 2, device: .touch, region: .child),
        #"{"type":"pointer","at":2,"phase":"cancel","x":-3.5,"y":0,"device":"touch","region":"child"}"#
      ),
      (
        .scroll(
          delta: 1, unit: .notches, phase: .none, x: nil, y: nil, region: nil, contentMaximum: nil, time: 0.5),
        #"{"type":"scroll","at":0.5,"delta":1}"#
      ),
      (
        .scroll(
          delta: -12.5, unit: .points, phase: .update, x: 10, y: 20, region: .scrollableContent,
          contentMaximum: 400, time: 0.6),
        #"{"type":"scroll","at":0.6,"delta":-12.5,"unit":"points","phase":"update","x":10,"y":20,"region":"scrollableContent","contentMaximum":400}"#
      ),
      (
        .scroll(
          delta: 2, crossDelta: -30, unit: .points, phase: .update, x: nil, y: nil, region: nil, contentMaximum: nil,
          time: 0.7),
        #"{"type":"scroll","at":0.7,"delta":2,"crossDelta":-30,"unit":"points","phase":"update"}"#
      ),
      (.key(.escape, region: .handle, time: 1), #"{"type":"key","at":1,"key":"escape"}"#),
      (.key(.pageDown, region: .body, time: 1), #"{"type":"key","at":1,"key":"pageDown","region":"body"}"#),
      (.focus(top: 10, bottom: 40, time: 3), #"{"type":"focus","at":3,"top":10,"bottom":40}"#),
    ])
  func roundTrip(event: PullUpRawEvent, json: String) throws {
    #expect(try Self.sortedJSON(event) == Self.sorted(json))
    #expect(try JSONDecoder().decode(PullUpRawEvent.self, from: Data(json.utf8)) == event)
  }

  @Test("The core knows the raw events' types, to say that an input of such a type is a raw event")
  func theCoreNamesTheRawEventTypes() {
    #expect(PullUpInput.Kind.rawEventTypes == Set(PullUpRawEvent.names))
  }

  @Test("Random events of every kind read back as they were written")
  func randomRoundTrip() throws {
    var generator = SeededGenerator(seed: 30)
    for _ in 0..<500 {
      let event = Self.randomEvent(using: &generator)
      let data = try JSONEncoder().encode(event)
      #expect(try JSONDecoder().decode(PullUpRawEvent.self, from: data) == event, "\(event)")
    }
  }

  static func randomEvent(using generator: inout SeededGenerator) -> PullUpRawEvent {
    func number() -> Double { Double.random(in: -1000...1000, using: &generator).rounded() / 4 }
    func some<Value: CaseIterable>(_ type: Value.Type) -> Value { Value.allCases.randomElement(using: &generator)! }
    let time = Double.random(in: 0...10, using: &generator)
    switch Int.random(in: 0..<4, using: &generator) {
    case 0:
      return .pointer(
        some(PullUpPointerPhase.self), x: number(), y: number(), time: time, device: some(PullUpPointerDevice.self),
        region: some(PullUpRegion.self))
    case 1:
      let positioned = Bool.random(using: &generator)
      return .scroll(
        delta: number(), crossDelta: Bool.random(using: &generator) ? number() : 0, unit: some(PullUpScrollUnit.self),
        phase: some(PullUpScrollPhase.self),
        x: positioned ? number() : nil, y: positioned ? number() : nil,
        region: Bool.random(using: &generator) ? some(PullUpRegion.self) : nil,
        contentMaximum: Bool.random(using: &generator) ? abs(number()) : nil, time: time)
    case 2:
      return .key(some(PullUpKey.self), region: some(PullUpRegion.self), time: time)
    default:
      return .focus(top: number(), bottom: number(), time: time)
    }
  }

  @Test(
    "Unknown types, keys and names, half a position and the old scroll are errors that name the key",
    arguments: [
      (
        #"{"type":"tap","at":0}"#, ["type"],
        #"unknown raw event type "tap"; expected one of "pointer", "scroll", "key", "focus""#
      ),
      (
        #"{"type":"pointer","at":0,"phase":"down","x":1,"y":1,"region":"body","button":1}"#, ["button"],
        #"unknown key; a pointer event has the keys "type", "at", "phase", "x", "y", "device", "region""#
      ),
      (
        #"{"type":"pointer","at":0,"phase":"press","x":1,"y":1,"region":"body"}"#, ["phase"],
        #"unknown pointer phase "press"; expected one of "down", "move", "up", "cancel""#
      ),
      (
        #"{"type":"pointer","at":0,"phase":"down","x":1,"y":1,"region":"sheet"}"#, ["region"],
        #"unknown region "sheet"; expected one of "handle", "body", "scrollableContent", "child", "dimming", "divider", "outside""#
      ),
      (
        #"{"type":"pointer","at":0,"phase":"down","x":1,"y":1,"device":"trackball","region":"body"}"#, ["device"],
        #"unknown device "trackball"; expected one of "mouse", "touch", "pen""#
      ),
      (#"{"type":"scroll","at":0,"delta":1,"unit":"lines"}"#, ["unit"], #"unknown scroll unit "lines""#),
      (#"{"type":"scroll","at":0,"delta":1,"phase":"down"}"#, ["phase"], #"unknown scroll phase "down""#),
      (
        #"{"type":"scroll","at":0,"delta":1,"x":5}"#, ["x"],
        #"a scroll's position is "x" and "y" together, or neither; "y" is missing"#
      ),
      (
        #"{"type":"scroll","offset":12}"#, ["offset"],
        #"a scroll event (a raw event now: a scroll offset is a "scrollOffsetChanged" input, once named "scroll") has the keys"#
      ),
      (#"{"type":"key","at":0,"key":"tab"}"#, ["key"], #"unknown key "tab"; expected one of "escape", "up""#),
      (
        #"{"type":"focus","at":0,"top":1,"bottom":2,"left":0}"#, ["left"],
        #"a focus event has the keys "type", "at", "top", "bottom""#
      ),
    ])
  func errors(json: String, path: [String], message: String) {
    Self.expectCorrupted(PullUpRawEvent.self, json, at: path, saying: message)
  }

  /// Expects `json` to fail to decode as `type` with `DecodingError.dataCorrupted` at `path`, its message
  /// containing `message`.
  static func expectCorrupted<Value: Decodable>(
    _ type: Value.Type, _ json: String, at path: [String], saying message: String
  ) {
    do {
      _ = try JSONDecoder().decode(type, from: Data(json.utf8))
      Issue.record("\(json) decoded")
    } catch DecodingError.dataCorrupted(let context) {
      #expect(context.debugDescription.contains(message), "\(context.debugDescription)")
      #expect(context.codingPath.map(\.stringValue) == path)
    } catch {
      Issue.record("\(json): \(error)")
    }
  }

  @Test("A missing time or value and a wrong type are the decoder's own errors, at the key")
  func decoderErrors() {
    #expect(throws: DecodingError.self) {
      try JSONDecoder().decode(PullUpRawEvent.self, from: Data(#"{"type":"key","key":"up"}"#.utf8))
    }
    do {
      _ = try JSONDecoder().decode(
        PullUpRawEvent.self,
        from: Data(#"{"type":"pointer","at":0,"phase":"up","x":"left","y":1,"region":"body"}"#.utf8))
      Issue.record("decoded")
    } catch DecodingError.typeMismatch(_, let context) {
      #expect(context.codingPath.map(\.stringValue) == ["x"])
    } catch {
      Issue.record("\(error)")
    }
  }

  @Test("Settings write every value and read back; keys left out keep their defaults")
  func settings() throws {
    let settings = PullUpInterpreter.Settings(
      dragThresholds: .init(mouse: 4, touch: 20, pen: 6), handleTap: .nextDetent, wheelStep: 30, wheelTurnPause: 0.3,
      velocityWindow: 0.2)
    #expect(
      try Self.sortedJSON(settings)
        == Self.sorted(
          #"{"dragThresholds":{"mouse":4,"touch":20,"pen":6},"handleTap":"nextDetent","wheelStep":30,"wheelTurnPause":0.3,"velocityWindow":0.2}"#
        ))
    #expect(try JSONDecoder().decode(PullUpInterpreter.Settings.self, from: JSONEncoder().encode(settings)) == settings)
    let partial = try JSONDecoder().decode(
      PullUpInterpreter.Settings.self, from: Data(#"{"dragThresholds":{"touch":24},"handleTap":"toggle"}"#.utf8))
    #expect(
      partial == PullUpInterpreter.Settings(dragThresholds: .init(touch: 24), handleTap: .toggle))
  }

  @Test(
    "Settings refuse unknown keys and an unknown handle tap, naming the key",
    arguments: [
      (#"{"threshold":8}"#, ["threshold"], #"the interpreter has the keys "dragThresholds", "handleTap""#),
      (
        #"{"dragThresholds":{"finger":8}}"#, ["dragThresholds", "finger"],
        #"a set of drag thresholds has the keys "mouse", "touch", "pen""#
      ),
      (
        #"{"handleTap":"expand"}"#, ["handleTap"],
        #"unknown handle tap "expand"; expected one of "none", "toggle", "nextDetent""#
      ),
    ])
  func settingsErrors(json: String, path: [String], message: String) {
    Self.expectCorrupted(PullUpInterpreter.Settings.self, json, at: path, saying: message)
  }
}
