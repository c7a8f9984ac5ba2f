import PullUpCore

extension PullUpScenario.Configuration {
  /// Checks every override the way the JSON reader does, then the mapped `PullUpConfiguration`.
  ///
  /// - Throws: ``PullUpScenarioError`` naming the JSON path of the first bad value: an override used with
  ///   a preset it does not apply to, a number out of range, or (kind
  ///   ``PullUpScenarioError/Kind/invalidConfiguration``) what `PullUpConfiguration.validate()` refuses.
  func validate() throws(PullUpScenarioError) {
    let path = "configuration"
    for key in overriddenKeys where !key.presets.contains(preset) {
      throw Self.misplaced(key, preset: preset, at: "\(path).\(key.rawValue)")
    }
    if let detents {
      guard !detents.isEmpty else {
        throw PullUpScenarioError(.invalidValue, at: "\(path).detents", "must list at least one detent")
      }
      for (index, detent) in detents.enumerated() { try Self.validate(detent, at: "\(path).detents[\(index)]") }
    }
    if let spring { try Self.validate(spring, at: "\(path).spring") }
    if let topMargin { try ScenarioCheck.nonNegative(topMargin, at: "\(path).topMargin") }
    if let projection { try Self.validate(projection, at: "\(path).projection") }
    if let layoutMode, layoutMode != .shift, layoutMode != .resize {
      throw PullUpScenarioError(
        .invalidValue, at: "\(path).layoutMode", "expected \"shift\" or \"resize\", found \"\(layoutMode.rawValue)\"")
    }
    if let minimumHeight { try ScenarioCheck.nonNegative(minimumHeight, at: "\(path).minimumHeight") }
    if let maximumHeight { try ScenarioCheck.nonNegative(maximumHeight, at: "\(path).maximumHeight") }
    if let snapThreshold { try ScenarioCheck.fraction(snapThreshold, at: "\(path).snapThreshold", excluding: .both) }
    if let dimmingThreshold { try ScenarioCheck.fraction(dimmingThreshold, at: "\(path).dimmingThreshold") }
    if let minimumSheetHeight { try ScenarioCheck.nonNegative(minimumSheetHeight, at: "\(path).minimumSheetHeight") }
    if let sheetHeight { try ScenarioCheck.nonNegative(sheetHeight, at: "\(path).sheetHeight") }
    if let snappingDistance { try ScenarioCheck.nonNegative(snappingDistance, at: "\(path).snappingDistance") }
    if let range {
      try ScenarioCheck.fraction(range.lowerBound, at: "\(path).range[0]")
      try ScenarioCheck.fraction(range.upperBound, at: "\(path).range[1]")
    }
    if let middle {
      try ScenarioCheck.fraction(middle, at: "\(path).middle")
      let range = self.range ?? 0.2...0.8
      guard range.contains(middle) else {
        throw PullUpScenarioError(
          .invalidValue, at: "\(path).middle",
          "must lie within the range \(JSONWriter.number(range.lowerBound))...\(JSONWriter.number(range.upperBound)), "
            + "found \(JSONWriter.number(middle))")
      }
    }
    do {
      try mapped().validate()
    } catch {
      throw PullUpScenarioError(.invalidConfiguration, at: path, error.description)
    }
  }

  static func validate(_ detent: PullUpDetent, at path: String) throws(PullUpScenarioError) {
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

  static func validate(_ spring: PullUpSpringParameters, at path: String) throws(PullUpScenarioError) {
    try ScenarioCheck.positive(spring.response, at: path + ".response")
    try ScenarioCheck.positive(spring.dampingRatio, at: path + ".dampingRatio")
    if case .relative(let fraction) = spring.initialVelocity {
      try ScenarioCheck.finite(fraction, at: path + ".initialVelocity")
    }
  }

  static func validate(_ projection: PullUpProjectedSnapping, at path: String) throws(PullUpScenarioError) {
    try ScenarioCheck.fraction(projection.decelerationRate, at: path + ".decelerationRate", excluding: .upper)
    if let limit = projection.maximumDetentsPerFlick, limit < 1 {
      throw PullUpScenarioError(
        .invalidValue, at: path + ".maximumDetentsPerFlick", "must be at least 1 (or null for no limit), found \(limit)"
      )
    }
    try ScenarioCheck.fraction(projection.redirectionThreshold, at: path + ".redirectionThreshold", excluding: .both)
  }
}
