import Foundation
import PullUpCore
import Testing

/// Each value a configuration holds has one JSON spelling, which scenario files use too; the spellings that
/// configurations encoded before it hold still decode.
@Suite("One spelling per value")
struct ValueSpellingTests {
  static func json<Value: Encodable>(_ value: Value) throws -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    return try #require(String(data: try encoder.encode(value), encoding: .utf8))
  }

  static func decode<Value: Decodable>(_ type: Value.Type, _ json: String) throws -> Value {
    try JSONDecoder().decode(Value.self, from: Data(json.utf8))
  }

  @Test(
    "A rubber-band curve is written in one form and read back",
    arguments: [
      (PullUpRubberBandCurve.hard, #""hard""#),
      (.free, #""free""#),
      (.tanh(limit: 100, scale: 300), #"{"tanh":{"limit":100,"scale":300}}"#),
      (.elastic(coefficient: 0.55), #"{"elastic":{"coefficient":0.55}}"#),
    ])
  func curve(curve: PullUpRubberBandCurve, json: String) throws {
    #expect(try Self.json(curve) == json)
    #expect(try Self.decode(PullUpRubberBandCurve.self, json) == curve)
  }

  @Test(
    "A detent is written in one form and read back",
    arguments: [
      (PullUpDetent.available, #""available""#),
      (.fitsContent, #""fitsContent""#),
      (.height(120), #"{"height":120}"#),
      (.heightAboveSafeArea(88), #"{"heightAboveSafeArea":88}"#),
      (.fraction(0.5), #"{"fraction":0.5}"#),
    ])
  func detent(detent: PullUpDetent, json: String) throws {
    #expect(try Self.json(detent) == json)
    #expect(try Self.decode(PullUpDetent.self, json) == detent)
  }

  @Test(
    "A spring's initial velocity is \"current\" or a number",
    arguments: [
      (PullUpSpringParameters.InitialVelocity.current, #""current""#), (.relative(0.3), "0.3"),
    ])
  func initialVelocity(velocity: PullUpSpringParameters.InitialVelocity, json: String) throws {
    #expect(try Self.json(velocity) == json)
    #expect(try Self.decode(PullUpSpringParameters.InitialVelocity.self, json) == velocity)
  }

  @Test("The spellings of configurations encoded before still decode")
  func oldSpellings() throws {
    #expect(try Self.decode(PullUpRubberBandCurve.self, #"{"hard":{}}"#) == .hard)
    #expect(try Self.decode(PullUpDetent.self, #"{"available":true}"#) == .available)
    #expect(try Self.decode(PullUpDetent.self, #"{"fitsContent":true}"#) == .fitsContent)
    #expect(try Self.decode(PullUpSpringParameters.InitialVelocity.self, #"{"current":{}}"#) == .current)
    #expect(try Self.decode(PullUpSpringParameters.InitialVelocity.self, #"{"relative":{"_0":0.3}}"#) == .relative(0.3))
  }

  @Test("Unknown names and keys are errors")
  func unknown() {
    #expect(throws: DecodingError.self) { try Self.decode(PullUpRubberBandCurve.self, #""soft""#) }
    #expect(throws: DecodingError.self) { try Self.decode(PullUpDetent.self, #""half""#) }
    #expect(throws: DecodingError.self) { try Self.decode(PullUpDetent.self, #"{"points":120}"#) }
    #expect(throws: DecodingError.self) { try Self.decode(PullUpDetent.self, "120") }
    #expect(throws: DecodingError.self) { try Self.decode(PullUpSpringParameters.InitialVelocity.self, #""fast""#) }
  }

  @Test("A projection without a limit writes null, and reads it back")
  func projectionWithoutLimit() throws {
    let projection = PullUpProjectedSnapping(maximumDetentsPerFlick: nil)
    #expect(try Self.json(projection).contains(#""maximumDetentsPerFlick":null"#))
    #expect(try Self.decode(PullUpProjectedSnapping.self, Self.json(projection)) == projection)
  }

  @Test("Every preset's configuration reads back equal")
  func presets() throws {
    for preset in [PullUpConfiguration.default, .ishPullUp, .splitSheet, .splitView()] {
      #expect(try JSONDecoder().decode(PullUpConfiguration.self, from: JSONEncoder().encode(preset)) == preset)
    }
  }
}
