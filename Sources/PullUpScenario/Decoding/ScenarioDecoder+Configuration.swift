import PullUpCore

extension ScenarioDecoder {
  typealias Configuration = PullUpScenario.Configuration

  static func configuration(_ reader: JSONReader) throws(PullUpScenarioError) -> Configuration {
    let keys = ["preset"] + Configuration.Key.allCases.map(\.rawValue)
    let object = try reader.object(keys: keys, what: "a configuration")
    let preset = try object.optional("preset")?.name(Configuration.Preset.self, what: "preset") ?? .default
    for name in object.keys {
      guard let key = Configuration.Key(rawValue: name), !key.presets.contains(preset) else { continue }
      throw Configuration.misplaced(key, preset: preset, at: object.path.appending(name).description)
    }
    let base = Configuration.base(for: preset)
    var configuration = Configuration(preset: preset)
    if let list = object.optional("detents") {
      configuration.detents = []
      for element in try list.array() { configuration.detents?.append(try detent(element)) }
    }
    if let spring = object.optional("spring") {
      // Every preset moves on a spring; its keys start from the preset's.
      let preset = base.movement.motion.motion as? PullUpSpringParameters ?? .default
      configuration.spring = try self.spring(spring, base: preset)
    }
    configuration.topMargin = try object.optional("topMargin")?.number()
    configuration.scrollPolicy = try object.optional("scrollPolicy")?.name(
      PullUpScrollPolicy.self, what: "scroll policy")
    configuration.keyboardPolicy = try object.optional("keyboardPolicy")?
      .name(PullUpKeyboardPolicy.self, what: "keyboard policy")
    configuration.reducesMotion = try object.optional("reducesMotion")?.bool()
    if let projection = object.optional("projection") { configuration.projection = try self.projection(projection) }
    if let mode = object.optional("layoutMode") {
      configuration.layoutMode = PullUpLayoutMode(
        rawValue: try mode.name(ScenarioLayoutMode.self, what: "layout mode").rawValue)
    }
    configuration.minimumHeight = try object.optional("minimumHeight")?.number()
    configuration.maximumHeight = try object.optional("maximumHeight")?.number()
    configuration.snapToEnds = try object.optional("snapToEnds")?.bool()
    configuration.snapThreshold = try object.optional("snapThreshold")?.number()
    configuration.dimmingThreshold = try object.optional("dimmingThreshold")?.number()
    configuration.minimumSheetHeight = try object.optional("minimumSheetHeight")?.number()
    configuration.sheetHeight = try object.optional("sheetHeight")?.number()
    configuration.snappingDistance = try object.optional("snappingDistance")?.number()
    configuration.displaceContent = try object.optional("displaceContent")?.bool()
    configuration.swipeUpToShowAllowed = try object.optional("swipeUpToShowAllowed")?.bool()
    configuration.middle = try object.optional("middle")?.number()
    if let range = object.optional("range") { configuration.range = try self.range(range) }
    return configuration
  }

  /// The layout modes a scenario can name (SplitSheet's modes come from `displaceContent`).
  enum ScenarioLayoutMode: String, CaseIterable {
    case shift, resize
  }

  static func detent(_ reader: JSONReader) throws(PullUpScenarioError) -> PullUpDetent {
    let expected = "\"available\", \"fitsContent\" or an object such as {\"height\": 120}"
    switch reader.value {
    case .string(let name):
      switch name {
      case "available": return .available
      case "fitsContent": return .fitsContent
      default: throw reader.failure(.invalidValue, "unknown detent \(JSONWriter.quoted(name)); expected \(expected)")
      }
    case .object(let members):
      let object = try reader.object(keys: ["height", "heightAboveSafeArea", "fraction"], what: "a detent")
      guard members.count == 1, let key = members.first?.key, let value = object.optional(key) else {
        throw reader.failure(.invalidValue, "a detent has exactly one key, such as {\"fraction\": 0.5}")
      }
      switch key {
      case "height": return .height(try value.number())
      case "heightAboveSafeArea": return .heightAboveSafeArea(try value.number())
      default: return .fraction(try value.number())
      }
    default:
      throw reader.failure(.wrongType, "expected a detent: \(expected); found \(reader.value.typeName)")
    }
  }

  static func spring(_ reader: JSONReader, base: PullUpSpringParameters) throws(PullUpScenarioError)
    -> PullUpSpringParameters
  {
    let object = try reader.object(keys: ["response", "dampingRatio", "initialVelocity"], what: "a spring")
    var spring = base
    if let response = object.optional("response") { spring.response = try response.number() }
    if let damping = object.optional("dampingRatio") { spring.dampingRatio = try damping.number() }
    if let initial = object.optional("initialVelocity") {
      if case .string(let name) = initial.value {
        guard name == "current" else {
          throw initial.failure(.invalidValue, "expected \"current\" or a number, found \(JSONWriter.quoted(name))")
        }
        spring.initialVelocity = .current
      } else {
        spring.initialVelocity = .relative(try initial.number())
      }
    }
    return spring
  }

  static func projection(_ reader: JSONReader) throws(PullUpScenarioError) -> PullUpProjectedSnapping {
    let keys = ["decelerationRate", "maximumDetentsPerFlick", "redirectionThreshold"]
    let object = try reader.object(keys: keys, what: "a projection")
    var projection = PullUpProjectedSnapping()
    if let rate = object.optional("decelerationRate") { projection.decelerationRate = try rate.number() }
    if let limit = object.optional("maximumDetentsPerFlick") {
      projection.maximumDetentsPerFlick = limit.value == .null ? nil : try limit.integer()
    }
    if let threshold = object.optional("redirectionThreshold") {
      projection.redirectionThreshold = try threshold.number()
    }
    return projection
  }

  static func range(_ reader: JSONReader) throws(PullUpScenarioError) -> ClosedRange<Double> {
    let bounds = try reader.array()
    guard bounds.count == 2 else {
      throw reader.failure(.invalidValue, "expected two numbers [lower, upper], found \(bounds.count)")
    }
    let lower = try bounds[0].number()
    let upper = try bounds[1].number()
    guard lower <= upper else {
      throw reader.failure(
        .invalidValue,
        "the lower bound \(JSONWriter.number(lower)) is above the upper bound \(JSONWriter.number(upper))")
    }
    return lower...upper
  }
}
