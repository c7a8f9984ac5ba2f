import PullUpCore

/// Reads a scenario from a JSON tree, failing with the path of the first value that cannot be used.
///
/// Types and keys are checked here; ranges and order by `validate()`, which also runs on scenarios built
/// in code.
enum ScenarioDecoder {
  static let scenarioKeys = ["title", "container", "configuration", "frameRate", "until", "events"]

  static func scenario(_ value: JSONValue) throws(PullUpScenarioError) -> PullUpScenario {
    let root = try JSONReader(value).object(keys: scenarioKeys, what: "a scenario")
    var scenario = PullUpScenario(container: try container(root.required("container"), what: "the container"))
    scenario.title = try root.optional("title")?.string()
    if let configuration = root.optional("configuration") {
      scenario.configuration = try self.configuration(configuration)
    }
    if let frameRate = root.optional("frameRate") { scenario.frameRate = try frameRate.number() }
    scenario.until = try root.optional("until")?.number()
    for reader in try root.required("events").array() { scenario.events.append(try event(reader)) }
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

  /// The keys each input type has besides `at` and `type`.
  static func keys(of type: PullUpScenario.InputType) -> [String] {
    switch type {
    case .dragBegan: return ["inScrollableContent"]
    case .dragCancelled: return []
    case .dragChanged: return ["translation"]
    case .dragEnded: return ["velocity"]
    case .setState: return ["state", "animated"]
    case .setHeight, .contentHeight: return ["height", "animated"]
    case .moveToDetent: return ["index", "animated"]
    case .toggleState: return ["animated"]
    case .setHidden: return ["hidden", "animated"]
    case .setLocked: return ["locked"]
    case .resize: return ["width", "height", "safeArea", "animated"]
    case .scroll: return ["offset", "maximum"]
    case .keyboard: return ["height", "animated"]
    case .accessibility: return ["action"]
    case .setReducesMotion: return ["reducesMotion"]
    case .restore: return ["state", "animated"]
    }
  }

  static func event(_ reader: JSONReader) throws(PullUpScenarioError) -> PullUpScenario.Event {
    let object = try reader.object()
    let time = try object.required("at").number()
    let type = try object.required("type").name(PullUpScenario.InputType.self, what: "event type")
    let article = type.rawValue.first.map { "aeiou".contains($0) } == true ? "an" : "a"
    try object.allowOnly(["at", "type"] + keys(of: type), what: "\(article) \(type.rawValue) event")
    func animated(default value: Bool) throws(PullUpScenarioError) -> Bool {
      try object.optional("animated")?.bool() ?? value
    }
    let input: PullUpScenario.Input
    switch type {
    case .dragBegan:
      input = .dragBegan(inScrollableContent: try object.optional("inScrollableContent")?.bool() ?? false)
    case .dragChanged:
      input = .dragChanged(translation: try object.required("translation").number())
    case .dragEnded:
      input = .dragEnded(velocity: try object.optional("velocity")?.number())
    case .dragCancelled:
      input = .dragCancelled
    case .setState:
      let state = try object.required("state")
      let name = try state.string()
      guard name == "collapsed" || name == "expanded", let value = PullUpState(rawValue: name) else {
        throw state.failure(.invalidValue, "expected \"collapsed\" or \"expanded\", found \(JSONWriter.quoted(name))")
      }
      input = .setState(value, animated: try animated(default: true))
    case .setHeight:
      input = .setHeight(try object.required("height").number(), animated: try animated(default: true))
    case .moveToDetent:
      input = .moveToDetent(try object.required("index").integer(), animated: try animated(default: true))
    case .toggleState:
      input = .toggleState(animated: try animated(default: true))
    case .setHidden:
      input = .setHidden(try object.required("hidden").bool(), animated: try animated(default: true))
    case .setLocked:
      input = .setLocked(try object.required("locked").bool())
    case .resize:
      input = .resize(
        width: try object.required("width").number(), height: try object.required("height").number(),
        safeArea: try object.optional("safeArea").map(safeArea), animated: try animated(default: false))
    case .contentHeight:
      input = .contentHeight(try object.required("height").number(), animated: try animated(default: false))
    case .scroll:
      let offset = try object.required("offset").number()
      let maximum = object.optional("maximum")
      input = .scroll(offset: offset, maximum: maximum?.value == .null ? nil : try maximum?.number())
    case .keyboard:
      input = .keyboard(height: try object.required("height").number(), animated: try animated(default: true))
    case .accessibility:
      input = .accessibility(try object.required("action").name(PullUpAccessibilityAction.self, what: "action"))
    case .setReducesMotion:
      input = .setReducesMotion(try object.required("reducesMotion").bool())
    case .restore:
      input = .restore(try restorationState(object.required("state")), animated: try animated(default: false))
    }
    return PullUpScenario.Event(at: time, input)
  }

  /// A `restore` event's saved state; only the position is required.
  static func restorationState(_ reader: JSONReader) throws(PullUpScenarioError) -> PullUpRestorationState {
    let keys = ["detentIndex", "detentCount", "fraction", "height", "isHidden", "isLocked"]
    let object = try reader.object(keys: keys, what: "a saved state")
    return PullUpRestorationState(
      detentIndex: try object.required("detentIndex").integer(),
      detentCount: try object.required("detentCount").integer(),
      fraction: try object.optional("fraction")?.number() ?? 0, height: try object.optional("height")?.number() ?? 0,
      isHidden: try object.optional("isHidden")?.bool() ?? false,
      isLocked: try object.optional("isLocked")?.bool() ?? false)
  }
}
