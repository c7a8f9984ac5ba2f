import PullUpCore
import PullUpFrontEnd

/// Reads and writes what the interpreter made of a raw event, spelled the same in an expectation's
/// `interpretation` and on a JSON Lines `rawEvent` line: `verdict` (`undecided`, `claimed`, `yielded` or
/// `tapped`), `region` with a tap (the region's name), and `inputs` (an array of inputs as a scenario's
/// events write them, without `at`).
enum InterpretationCoding {
  /// The verdict's members: `verdict`, and `region` for a tap.
  static func members(_ verdict: PullUpVerdict) -> [JSONMember] {
    var members = [JSONMember("verdict", .string(verdict.name.rawValue))]
    if let region = verdict.region { members.append(JSONMember("region", .string(region.rawValue))) }
    return members
  }

  /// The inputs as a JSON array of input objects.
  static func json(_ inputs: [PullUpInput]) -> JSONValue {
    .array(inputs.map { .object(ScenarioEncoder.input($0)) })
  }

  /// The verdict an object's `verdict` and `region` give, or `nil` when it has neither.
  static func verdict(in object: JSONObjectReader) throws(PullUpScenarioError) -> PullUpVerdict? {
    let region = try object.optional("region")?.name(PullUpRegion.self, what: "region")
    guard let verdictReader = object.optional("verdict") else {
      guard let region = object.optional("region") else { return nil }
      throw region.failure(.invalidValue, "a region belongs to the verdict \"tapped\"; give \"verdict\": \"tapped\"")
    }
    let name = try verdictReader.name(PullUpVerdict.Name.self, what: "verdict")
    if let verdict = PullUpVerdict(name, region: region) { return verdict }
    guard let regionReader = object.optional("region") else {
      throw PullUpScenarioError(
        .missingKey, at: object.path.appending("region").description,
        "the verdict \"tapped\" needs a \"region\": the region the tap was on")
    }
    throw regionReader.failure(.invalidValue, "only the verdict \"tapped\" has a region, not \"\(name.rawValue)\"")
  }

  /// The inputs of a JSON array of input objects, each read by `PullUpInput`'s own decoding.
  static func inputs(_ reader: JSONReader) throws(PullUpScenarioError) -> [PullUpInput] {
    try reader.array().map { (element) throws(PullUpScenarioError) in
      try JSONTreeDecoder.decode(PullUpInput.self, from: element)
    }
  }
}
