import PullUpCore
import PullUpFrontEnd
import PullUpPresets

/// The checks and the readers that rows of the key table name; each check throws at the value's JSON path.
///
/// Where the core (or a preset's policy) has a rule for a value, the check is the core's own, run through
/// ``validated(at:fields:_:)``, which adds the path: one validator per rule. The checks written here are the
/// format's own rules (a name, a range's order) and the rules that need the whole scenario.
extension PullUpScenario.Configuration {
  /// Runs the core's check of a value and reports what it refuses at `path`: with the key of the value's field
  /// added when the error names one of `fields` (a spring's `response`), otherwise at `path` itself.
  static func validated(
    at path: String, fields: [PullUpError.ValueName: String] = [:], _ check: () throws(PullUpError) -> Void
  ) throws(PullUpScenarioError) {
    do {
      try check()
    } catch {
      var at = path
      if case .invalidInput(let name, _, _) = error, let field = fields[name] { at += "." + field }
      throw PullUpScenarioError(.invalidValue, at: at, error.description)
    }
  }

  static func checkNonNegative(_ value: Double, at path: String, in _: Self) throws(PullUpScenarioError) {
    try ScenarioCheck.nonNegative(value, at: path)
  }

  static func checkFraction(_ value: Double, at path: String, in _: Self) throws(PullUpScenarioError) {
    try ScenarioCheck.fraction(value, at: path)
  }

  static func checkSnapThreshold(_ value: Double, at path: String, in _: Self) throws(PullUpScenarioError) {
    try ScenarioCheck.fraction(value, at: path, excluding: .both)
  }

  /// Material's `peekHeight`, by `PullUpMaterialSnapping`'s own check.
  static func checkPeekHeight(_ peek: PullUpMaterialSnapping.PeekHeight, at path: String, in _: Self)
    throws(PullUpScenarioError)
  {
    try validated(at: path) { () throws(PullUpError) in try PullUpMaterialSnapping(peekHeight: peek).validate() }
  }

  /// Material's `halfExpandedRatio`, by `PullUpMaterialSnapping`'s own check.
  static func checkHalfExpandedRatio(_ ratio: Double, at path: String, in _: Self) throws(PullUpScenarioError) {
    try validated(at: path) { () throws(PullUpError) in
      try PullUpMaterialSnapping(halfExpandedRatio: ratio).validate()
    }
  }

  /// Material's `significantVelocityThreshold`, by `PullUpMaterialSnapping`'s own check.
  static func checkSignificantVelocity(_ threshold: Double, at path: String, in _: Self)
    throws(PullUpScenarioError)
  {
    try validated(at: path) { () throws(PullUpError) in
      try PullUpMaterialSnapping(significantVelocityThreshold: threshold).validate()
    }
  }

  /// `hidesByDragging` and the keys that also decide it, Material's `hideable` and FloatingPanel's
  /// `removalInteraction` (on, it lets a drag hide the sheet): a file that gives two answers is refused,
  /// naming both paths, rather than letting the table's order pick one.
  static func checkHidesByDragging(_ hides: Bool, at path: String, in configuration: Self)
    throws(PullUpScenarioError)
  {
    let prefix = path.dropLast("hidesByDragging".count)
    if let hideable = configuration.hideable, hideable != hides {
      throw PullUpScenarioError(
        .invalidValue, at: path,
        "is \(hides), but \(prefix)hideable is \(hideable): both say whether a drag hides the sheet; give one of them")
    }
    if configuration.removalInteraction == true, !hides {
      throw PullUpScenarioError(
        .invalidValue, at: path,
        "is false, but \(prefix)removalInteraction is true, which lets a drag hide the sheet; leave hidesByDragging "
          + "out or set it to true")
    }
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

  /// The spring, by its own check, at the path of the field it refuses.
  static func checkSpring(_ spring: PullUpSpringParameters, at path: String, in _: Self)
    throws(PullUpScenarioError)
  {
    try validated(
      at: path,
      fields: [
        .springResponse: "response", .springDampingRatio: "dampingRatio",
        .springRelativeInitialVelocity: "initialVelocity",
      ]
    ) { () throws(PullUpError) in try spring.validate() }
  }

  /// The projection, by its own check, at the path of the field it refuses.
  static func checkProjection(_ projection: PullUpProjectedSnapping, at path: String, in _: Self)
    throws(PullUpScenarioError)
  {
    try validated(
      at: path,
      fields: [
        .decelerationRate: "decelerationRate", .maximumDetentsPerFlick: "maximumDetentsPerFlick",
        .redirectionThreshold: "redirectionThreshold",
      ]
    ) { () throws(PullUpError) in try projection.validate() }
  }

  /// The interpreter's thresholds must not be negative, and its wheel step, wheel turn pause and velocity
  /// window must be greater than zero: the interpreter would quietly take its defaults instead.
  static func checkInterpreter(_ settings: PullUpInterpreter.Settings, at path: String, in _: Self)
    throws(PullUpScenarioError)
  {
    let thresholds = settings.dragThresholds
    for (device, threshold) in [("mouse", thresholds.mouse), ("touch", thresholds.touch), ("pen", thresholds.pen)] {
      try ScenarioCheck.nonNegative(threshold, at: "\(path).dragThresholds.\(device)")
    }
    try ScenarioCheck.positive(settings.wheelStep, at: path + ".wheelStep")
    try ScenarioCheck.positive(settings.wheelTurnPause, at: path + ".wheelTurnPause")
    try ScenarioCheck.positive(settings.velocityWindow, at: path + ".velocityWindow")
  }

  /// Each end's curve, by the core's own check, at the end's path.
  static func checkRubberBand(_ band: PullUpRubberBand, at path: String, in _: Self) throws(PullUpScenarioError) {
    for (end, curve) in [("top", band.top), ("bottom", band.bottom)] {
      try validated(at: "\(path).\(end)") { () throws(PullUpError) in try curve.validate() }
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

  /// SplitView's middle must lie within the range (its own, or the preset's `splitViewRange`).
  static func checkMiddle(_ middle: Double, at path: String, in configuration: Self)
    throws(PullUpScenarioError)
  {
    try ScenarioCheck.fraction(middle, at: path)
    let range = configuration.range ?? PullUpConfiguration.Shape.splitViewRange
    guard range.contains(middle) else {
      throw PullUpScenarioError(
        .invalidValue, at: path,
        "must lie within the range \(JSONWriter.number(range.lowerBound))...\(JSONWriter.number(range.upperBound)), "
          + "found \(JSONWriter.number(middle))")
    }
  }
}
