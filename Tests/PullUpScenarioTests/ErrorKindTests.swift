import PullUpCore
import Testing

@testable import PullUpScenario

/// A value's own decoding error becomes a scenario error whose kind the error's type carries, not its words.
@Suite("Error kinds")
struct ErrorKindTests {
  /// A value whose message reads as an unknown key's, and is not one.
  struct Lookalike: Decodable {
    init(from decoder: any Decoder) throws {
      throw DecodingError.dataCorrupted(
        .init(codingPath: decoder.codingPath, debugDescription: "unknown key; in a value's own words"))
    }
  }

  @Test("A message that reads as an unknown key's is an invalid value: the kind is carried as a type")
  func lookalike() {
    let error = #expect(throws: PullUpScenarioError.self) {
      try JSONTreeDecoder.decode(Lookalike.self, from: JSONReader(.null))
    }
    #expect(error?.kind == .invalidValue)
  }

  @Test("A key an input does not define is an unknown key, at its path")
  func unknownKey() {
    let input = JSONValue.object([JSONMember("type", .string("dragBegan")), JSONMember("colour", .number(1))])
    let error = #expect(throws: PullUpScenarioError.self) {
      try JSONTreeDecoder.decode(PullUpInput.self, from: JSONReader(input))
    }
    #expect(error?.kind == .unknownKey)
    #expect(error?.path == "colour")
  }
}
