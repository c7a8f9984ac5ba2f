import PullUpCore

/// Reads and writes the `expect` array of a scenario.
enum ExpectationCoding {
  static let keys = [
    "at", "state", "height", "tolerance", "hidden", "detent", "phase", "contentOffset", "interpretation",
  ]

  /// The keys of an expectation's `interpretation`.
  static let interpretationKeys = ["verdict", "region", "inputs"]

  static func expectation(_ reader: JSONReader) throws(PullUpScenarioError) -> PullUpScenario.Expectation {
    let object = try reader.object(keys: keys, what: "an expectation")
    let at = try object.required("at")
    var expectation = PullUpScenario.Expectation(at: .end)
    if case .string(let word) = at.value {
      guard word == "end" else {
        throw at.failure(.invalidValue, "expected a time in seconds or \"end\", found \(JSONWriter.quoted(word))")
      }
    } else {
      expectation.at = .seconds(try at.number())
    }
    expectation.state = try object.optional("state")?.name(PullUpState.self, what: "state")
    expectation.height = try object.optional("height")?.number()
    if let tolerance = object.optional("tolerance") {
      guard object.contains("height") || object.contains("contentOffset") else {
        throw tolerance.failure(.invalidValue, "a tolerance needs a \"height\" or a \"contentOffset\" to apply to")
      }
      expectation.tolerance = try tolerance.number()
    }
    expectation.hidden = try object.optional("hidden")?.bool()
    expectation.detent = try object.optional("detent")?.integer()
    expectation.phase = try object.optional("phase")?.name(PullUpPhase.self, what: "phase")
    expectation.contentOffset = try object.optional("contentOffset")?.number()
    if let reader = object.optional("interpretation") {
      let interpretation = try reader.object(keys: interpretationKeys, what: "an expected interpretation")
      expectation.interpretation = PullUpScenario.Expectation.Interpretation(
        verdict: try InterpretationCoding.verdict(in: interpretation),
        inputs: try interpretation.optional("inputs").map(InterpretationCoding.inputs))
    }
    return expectation
  }

  static func json(_ expectation: PullUpScenario.Expectation) -> JSONValue {
    var members: [JSONMember] = []
    switch expectation.at {
    case .seconds(let seconds): members.append(JSONMember("at", .number(seconds)))
    case .end: members.append(JSONMember("at", .string("end")))
    }
    if let state = expectation.state { members.append(JSONMember("state", .string(state.rawValue))) }
    if let height = expectation.height { members.append(JSONMember("height", .number(height))) }
    if expectation.tolerance != ScenarioLimits.tolerance {
      members.append(JSONMember("tolerance", .number(expectation.tolerance)))
    }
    if let hidden = expectation.hidden { members.append(JSONMember("hidden", .bool(hidden))) }
    if let detent = expectation.detent { members.append(JSONMember("detent", .number(Double(detent)))) }
    if let phase = expectation.phase { members.append(JSONMember("phase", .string(phase.rawValue))) }
    if let offset = expectation.contentOffset { members.append(JSONMember("contentOffset", .number(offset))) }
    if let interpretation = expectation.interpretation {
      var checks = interpretation.verdict.map(InterpretationCoding.members) ?? []
      if let inputs = interpretation.inputs { checks.append(JSONMember("inputs", InterpretationCoding.json(inputs))) }
      members.append(JSONMember("interpretation", .object(checks)))
    }
    return .object(members)
  }
}
