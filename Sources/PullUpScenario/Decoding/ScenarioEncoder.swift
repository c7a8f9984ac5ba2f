import PullUpCore

/// Writes a scenario as a JSON tree in the format ``ScenarioDecoder`` reads, keys in a fixed order and
/// defaults left out, so that a recorded scenario reads like a hand-written one; the format's version first
/// (the scenario's own, ``ScenarioFormat/current`` unless it was read from an older file), so that every file
/// says which rules it was written by.
enum ScenarioEncoder {
  static func scenario(_ scenario: PullUpScenario) -> JSONValue {
    var members = [JSONMember(ScenarioFormat.key, .number(Double(scenario.formatVersion)))]
    if let title = scenario.title { members.append(JSONMember("title", .string(title))) }
    members.append(JSONMember("container", container(scenario.container)))
    members.append(JSONMember("configuration", configuration(scenario.configuration)))
    members.append(JSONMember("frameRate", .number(scenario.frameRate)))
    if let until = scenario.until { members.append(JSONMember("until", .number(until))) }
    members.append(JSONMember("events", .array(scenario.events.map(event))))
    if !scenario.expect.isEmpty {
      members.append(JSONMember("expect", .array(scenario.expect.map(ExpectationCoding.json))))
    }
    return .object(members)
  }

  static func container(_ container: PullUpContainer) -> JSONValue {
    .object([
      JSONMember("width", .number(container.size.width)),
      JSONMember("height", .number(container.size.height)),
      JSONMember("safeArea", safeArea(container.safeArea)),
    ])
  }

  static func safeArea(_ insets: PullUpInsets) -> JSONValue {
    .object([JSONMember("top", .number(insets.top)), JSONMember("bottom", .number(insets.bottom))])
  }

  /// An event: `at`, then its input or its raw event as the value writes itself (a raw event's own `at`
  /// moved to the front).
  static func event(_ event: PullUpScenario.Event) -> JSONValue {
    let members: [JSONMember]
    switch event.kind {
    case .input(let input): members = self.input(input)
    case .raw(let raw): members = self.members(raw).filter { $0.key != "at" }
    }
    return .object([JSONMember("at", .number(event.time))] + members)
  }

  /// An input's JSON members, as `PullUpInput.encode(to:)` writes them.
  static func input(_ input: PullUpInput) -> [JSONMember] {
    members(input)
  }

  /// The JSON members of a value that writes an object of numbers, strings and booleans (an input, a raw
  /// event), in the order it writes them.
  static func members(_ value: some Encodable) -> [JSONMember] {
    // Encoding into a tree cannot fail: the value writes only numbers, strings and booleans.
    guard case .object(let members)? = try? JSONTreeEncoder.encode(value) else { return [] }
    return members
  }

  /// The configuration: its preset, then each override the table (``PullUpScenario/Configuration/keys``) has,
  /// by the key's own writer.
  static func configuration(_ configuration: PullUpScenario.Configuration) -> JSONValue {
    var members = [JSONMember("preset", .string(configuration.preset.rawValue))]
    for key in PullUpScenario.Configuration.keys {
      if let value = key.write(configuration) { members.append(JSONMember(key.name, value)) }
    }
    return .object(members)
  }
}
