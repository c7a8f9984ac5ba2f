import PullUpCore
import PullUpFrontEnd

/// Reads a scenario from a JSON tree, failing with the path of the first value that cannot be used.
///
/// Types and keys are checked here; ranges and order by `validate()`, which also runs on scenarios built
/// in code.
enum ScenarioDecoder {
  static let scenarioKeys = [
    ScenarioFormat.key, "title", "container", "configuration", "frameRate", "until", "events", "expect",
  ]

  static func scenario(_ value: JSONValue) throws(PullUpScenarioError) -> PullUpScenario {
    let document = JSONReader(value)
    // The version first: a newer file's new keys are not mistakes, and its error says so.
    let version = try ScenarioFormat.version(of: document.object())
    let root = try document.object(keys: scenarioKeys, what: "a scenario")
    var scenario = PullUpScenario(container: try container(root.required("container"), what: "the container"))
    scenario.formatVersion = version
    scenario.title = try root.optional("title")?.string()
    if let configuration = root.optional("configuration") {
      scenario.configuration = try self.configuration(configuration)
    }
    if let frameRate = root.optional("frameRate") { scenario.frameRate = try frameRate.number() }
    scenario.until = try root.optional("until")?.number()
    var safeArea = scenario.container.safeArea
    let events = try root.required("events").array()
    try ScenarioCheck.eventCount(events.count)
    for reader in events {
      scenario.events.append(try event(reader, version: version, safeArea: &safeArea))
    }
    if let expect = root.optional("expect") {
      scenario.expect = try expect.array().map { (reader) throws(PullUpScenarioError) in
        try ExpectationCoding.expectation(reader)
      }
    }
    try scenario.validate()
    return scenario
  }

  static func container(_ reader: JSONReader, what: String) throws(PullUpScenarioError) -> PullUpContainer {
    let object = try reader.object(keys: ["width", "height", "safeArea"], what: what)
    return PullUpContainer(
      width: try object.required("width").number(), height: try object.required("height").number(),
      safeArea: try object.optional("safeArea").map(safeArea) ?? .zero)
  }

  static func safeArea(_ reader: JSONReader) throws(PullUpScenarioError) -> PullUpInsets {
    let object = try reader.object(keys: ["top", "bottom"], what: "a safe area")
    return PullUpInsets(
      top: try object.optional("top")?.number() ?? 0, bottom: try object.optional("bottom")?.number() ?? 0)
  }

  // MARK: - Events

  /// An event: a raw event when its `type` is one (`pointer`, `scroll`, `key`, `focus`), read whole by
  /// `PullUpRawEvent`'s own decoding (its `at` is the event's time); otherwise its time `at`, and the rest of
  /// the object read as a `PullUpInput` by its own decoding.
  ///
  /// - Parameters:
  ///   - reader: The event's object.
  ///   - version: The file's format version, which decides what an old name means (``ScenarioFormat``).
  ///   - safeArea: The container's safe area before this event; a `resize` (the old name of
  ///     `setContainer`) without a safe area keeps it, as it always did. Updated by a container change.
  static func event(_ reader: JSONReader, version: Int, safeArea: inout PullUpInsets)
    throws(PullUpScenarioError) -> PullUpScenario.Event
  {
    let object = try reader.object()
    let time = try object.required("at").number()
    var type = try object.required("type").string()
    var members = object.members.filter { $0.key != "at" }
    if let legacy = ScenarioFormat.legacyInputType(type, in: object, version: version) {
      type = legacy
      members = members.map { $0.key == "type" ? JSONMember("type", .string(legacy)) : $0 }
    } else if PullUpRawEvent.names.contains(type) {
      return PullUpScenario.Event(try JSONTreeDecoder.decode(PullUpRawEvent.self, from: reader))
    }
    guard PullUpInput.isName(type) else {
      let inputs = PullUpInput.names.map(JSONWriter.quoted).joined(separator: ", ")
      let raw = PullUpRawEvent.names.map(JSONWriter.quoted).joined(separator: ", ")
      throw PullUpScenarioError(
        .invalidValue, at: reader.path.appending("type").description,
        "unknown event type \"\(type)\"; expected an input (\(inputs)) or a raw event (\(raw))")
    }
    if type == "resize", !object.contains("safeArea") {
      let insets = JSONValue.object([
        JSONMember("top", .number(safeArea.top)), JSONMember("bottom", .number(safeArea.bottom)),
      ])
      members.append(JSONMember("safeArea", insets))
    }
    let input = try JSONTreeDecoder.decode(PullUpInput.self, from: JSONReader(.object(members), at: reader.path))
    if case .setContainer(let container, _) = input { safeArea = container.safeArea }
    return PullUpScenario.Event(at: time, input)
  }
}
