import PullUpCore

/// The checks and the readers that rows of the key table name; each check throws at the value's JSON path.
extension PullUpScenario.Configuration {
  static func checkNonNegative(_ value: Double, at path: String, in _: Self) throws(PullUpScenarioError) {
    try ScenarioCheck.nonNegative(value, at: path)
  }

  static func checkFraction(_ value: Double, at path: String, in _: Self) throws(PullUpScenarioError) {
    try ScenarioCheck.fraction(value, at: path)
  }

  static func checkSnapThreshold(_ value: Double, at path: String, in _: Self) throws(PullUpScenarioError) {
    try ScenarioCheck.fraction(value, at: path, excluding: .both)
  }

  static func checkOpenFraction(_ value: Double, at path: String, in _: Self) throws(PullUpScenarioError) {
    try ScenarioCheck.fraction(value, at: path, excluding: .both)
  }

  static func checkPeekHeight(_ peek: PullUpMaterialSnapping.PeekHeight, at path: String, in _: Self)
    throws(PullUpScenarioError)
  {
    if case .points(let points) = peek { try ScenarioCheck.nonNegative(points, at: path) }
  }

  static func checkDetents(_ detents: [PullUpDetent], at path: String, in _: Self)
    throws(PullUpScenarioError)
  {
    guard !detents.isEmpty else { throw PullUpScenarioError(.invalidValue, at: path, "must list at least one detent") }
    for (index, detent) in detents.enumerated() { try checkDetent(detent, at: "\(path)[\(index)]") }
  }

  static func checkDetent(_ detent: PullUpDetent, at path: String) throws(PullUpScenarioError) {
    switch detent {
    case .height(let points): try ScenarioCheck.nonNegative(points, at: path + ".height")
    case .heightAboveSafeArea(let points): try ScenarioCheck.nonNegative(points, at: path + ".heightAboveSafeArea")
    case .fraction(let fraction): try ScenarioCheck.fraction(fraction, at: path + ".fraction")
    case .fitsContent, .available: break
    case .custom(let custom):
      throw PullUpScenarioError(
        .invalidValue, at: path, "the custom detent \"\(custom.identifier)\" is code and cannot be part of a scenario")
    }
  }

  static func checkSpring(_ spring: PullUpSpringParameters, at path: String, in _: Self)
    throws(PullUpScenarioError)
  {
    try ScenarioCheck.positive(spring.response, at: path + ".response")
    try ScenarioCheck.positive(spring.dampingRatio, at: path + ".dampingRatio")
    if case .relative(let fraction) = spring.initialVelocity {
      try ScenarioCheck.finite(fraction, at: path + ".initialVelocity")
    }
  }

  static func checkProjection(_ projection: PullUpProjectedSnapping, at path: String, in _: Self)
    throws(PullUpScenarioError)
  {
    try ScenarioCheck.fraction(projection.decelerationRate, at: path + ".decelerationRate", excluding: .upper)
    if let limit = projection.maximumDetentsPerFlick, limit < 1 {
      throw PullUpScenarioError(
        .invalidValue, at: path + ".maximumDetentsPerFlick", "must be at least 1 (or null for no limit), found \(limit)"
      )
    }
    try ScenarioCheck.fraction(projection.redirectionThreshold, at: path + ".redirectionThreshold", excluding: .both)
  }

  /// The interpreter's thresholds must not be negative, and its wheel step and velocity window must be
  /// greater than zero: the interpreter would quietly take its defaults instead.
  static func checkInterpreter(_ settings: PullUpInterpreter.Settings, at path: String, in _: Self)
    throws(PullUpScenarioError)
  {
    let thresholds = settings.dragThresholds
    for (device, threshold) in [("mouse", thresholds.mouse), ("touch", thresholds.touch), ("pen", thresholds.pen)] {
      try ScenarioCheck.nonNegative(threshold, at: "\(path).dragThresholds.\(device)")
    }
    try ScenarioCheck.positive(settings.wheelStep, at: path + ".wheelStep")
    try ScenarioCheck.positive(settings.velocityWindow, at: path + ".velocityWindow")
  }

  /// Checks each end's curve by the core's own check, at the end's path.
  static func checkRubberBand(_ band: PullUpRubberBand, at path: String, in _: Self) throws(PullUpScenarioError) {
    for (end, curve) in [("top", band.top), ("bottom", band.bottom)] {
      do {
        try curve.validate()
      } catch {
        throw PullUpScenarioError(.invalidValue, at: "\(path).\(end)", error.description)
      }
    }
  }

  /// The layout modes a scenario can name (SplitSheet's modes come from `displaceContent`).
  private enum ScenarioLayoutMode: String, CaseIterable {
    case shift, resize
  }

  static func readLayoutMode(_ reader: JSONReader) throws(PullUpScenarioError) -> PullUpLayoutMode {
    try reader.name(ScenarioLayoutMode.self, what: "layout mode") == .shift ? .shift : .resize
  }

  static func checkLayoutMode(_ mode: PullUpLayoutMode, at path: String, in _: Self)
    throws(PullUpScenarioError)
  {
    guard mode != .shift, mode != .resize else { return }
    throw PullUpScenarioError(.invalidValue, at: path, "expected \"shift\" or \"resize\", found \"\(mode.rawValue)\"")
  }

  /// A range, written `[lower, upper]`.
  static func readRange(_ reader: JSONReader) throws(PullUpScenarioError) -> ClosedRange<Double> {
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

  static func writeRange(_ range: ClosedRange<Double>) -> JSONValue {
    .array([.number(range.lowerBound), .number(range.upperBound)])
  }

  static func checkRange(_ range: ClosedRange<Double>, at path: String, in _: Self)
    throws(PullUpScenarioError)
  {
    try ScenarioCheck.fraction(range.lowerBound, at: path + "[0]")
    try ScenarioCheck.fraction(range.upperBound, at: path + "[1]")
  }

  /// SplitView's middle must lie within the range (its own, or the preset's 0.2...0.8).
  static func checkMiddle(_ middle: Double, at path: String, in configuration: Self)
    throws(PullUpScenarioError)
  {
    try ScenarioCheck.fraction(middle, at: path)
    let range = configuration.range ?? 0.2...0.8
    guard range.contains(middle) else {
      throw PullUpScenarioError(
        .invalidValue, at: path,
        "must lie within the range \(JSONWriter.number(range.lowerBound))...\(JSONWriter.number(range.upperBound)), "
          + "found \(JSONWriter.number(middle))")
    }
  }
}
