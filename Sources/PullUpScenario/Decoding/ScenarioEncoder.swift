import PullUpCore

/// Writes a scenario as a JSON tree in the format ``ScenarioDecoder`` reads, keys in a fixed order and
/// defaults left out, so that a recorded scenario reads like a hand-written one.
enum ScenarioEncoder {
  static func scenario(_ scenario: PullUpScenario) -> JSONValue {
    var members: [JSONMember] = []
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

  /// An event: `at`, then its input as the input writes itself.
  static func event(_ event: PullUpScenario.Event) -> JSONValue {
    .object([JSONMember("at", .number(event.time))] + input(event.input))
  }

  /// An input's JSON members, as `PullUpInput.encode(to:)` writes them.
  static func input(_ input: PullUpInput) -> [JSONMember] {
    // Encoding into a tree cannot fail: the input writes only numbers, strings and booleans.
    guard case .object(let members)? = try? JSONTreeEncoder.encode(input) else { return [] }
    return members
  }

  static func configuration(_ configuration: PullUpScenario.Configuration) -> JSONValue {
    var members = [JSONMember("preset", .string(configuration.preset.rawValue))]
    for key in configuration.overriddenKeys {
      if let value = value(of: key, in: configuration) { members.append(JSONMember(key.rawValue, value)) }
    }
    return .object(members)
  }

  private static func value(of key: PullUpScenario.Configuration.Key, in configuration: PullUpScenario.Configuration)
    -> JSONValue?
  {
    func number(_ value: Double?) -> JSONValue? { value.map(JSONValue.number) }
    func flag(_ value: Bool?) -> JSONValue? { value.map(JSONValue.bool) }
    switch key {
    case .detents: return configuration.detents.map { .array($0.map(detent)) }
    case .spring: return configuration.spring.map(spring)
    case .topMargin: return number(configuration.topMargin)
    case .scrollPolicy: return configuration.scrollPolicy.map { .string($0.rawValue) }
    case .keyboardPolicy: return configuration.keyboardPolicy.map { .string($0.rawValue) }
    case .reducesMotion: return flag(configuration.reducesMotion)
    case .projection: return configuration.projection.map(projection)
    case .layoutMode: return configuration.layoutMode.map { .string($0.rawValue) }
    case .minimumHeight: return number(configuration.minimumHeight)
    case .maximumHeight: return number(configuration.maximumHeight)
    case .snapToEnds: return flag(configuration.snapToEnds)
    case .snapThreshold: return number(configuration.snapThreshold)
    case .dimmingThreshold: return number(configuration.dimmingThreshold)
    case .minimumSheetHeight: return number(configuration.minimumSheetHeight)
    case .sheetHeight: return number(configuration.sheetHeight)
    case .snappingDistance: return number(configuration.snappingDistance)
    case .displaceContent: return flag(configuration.displaceContent)
    case .swipeUpToShowAllowed: return flag(configuration.swipeUpToShowAllowed)
    case .middle: return number(configuration.middle)
    case .range: return configuration.range.map { .array([.number($0.lowerBound), .number($0.upperBound)]) }
    }
  }

  static func detent(_ detent: PullUpDetent) -> JSONValue {
    switch detent {
    case .height(let points): return .object([JSONMember("height", .number(points))])
    case .heightAboveSafeArea(let points): return .object([JSONMember("heightAboveSafeArea", .number(points))])
    case .fraction(let fraction): return .object([JSONMember("fraction", .number(fraction))])
    case .fitsContent: return .string("fitsContent")
    case .available: return .string("available")
    case .custom(let custom): return .object([JSONMember("custom", .string(custom.identifier))])
    }
  }

  static func spring(_ spring: PullUpSpringParameters) -> JSONValue {
    let initial: JSONValue
    switch spring.initialVelocity {
    case .current: initial = .string("current")
    case .relative(let fraction): initial = .number(fraction)
    }
    return .object([
      JSONMember("response", .number(spring.response)),
      JSONMember("dampingRatio", .number(spring.dampingRatio)),
      JSONMember("initialVelocity", initial),
    ])
  }

  static func projection(_ projection: PullUpProjectedSnapping) -> JSONValue {
    .object([
      JSONMember("decelerationRate", .number(projection.decelerationRate)),
      JSONMember("maximumDetentsPerFlick", projection.maximumDetentsPerFlick.map { .number(Double($0)) } ?? .null),
      JSONMember("redirectionThreshold", .number(projection.redirectionThreshold)),
    ])
  }
}
