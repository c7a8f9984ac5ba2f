import PullUpCore

extension PullUpScenario.Configuration {
  /// The `PullUpConfiguration` this describes: the preset with every override applied.
  ///
  /// | key | onto `PullUpConfiguration` |
  /// |---|---|
  /// | `detents`, `topMargin` | `shape.detents`, `shape.topMargin` |
  /// | `spring`, `scrollPolicy`, `keyboardPolicy`, `reducesMotion` | the same names in `movement` |
  /// | `projection` | `movement.snapPolicy = .projected(…)` |
  /// | `layoutMode` | `appearance.layoutMode` |
  /// | `minimumHeight: x` | `shape.minimumHeight = .heightAboveSafeArea(x)`, also the minimum detent and initial height |
  /// | `maximumHeight: x` | `shape.maximumHeight = .height(x)`, replacing the preset's maximum detent |
  /// | `snapToEnds`, `snapThreshold` | `movement.snapPolicy = .thresholds(…)` |
  /// | `dimmingThreshold: x` | `appearance.dimming = .threshold(fraction: x, alpha: 0.4)` |
  /// | `minimumSheetHeight: x` | `shape.minimumHeight = .height(x)` and the initial height |
  /// | `sheetHeight: x` | the content height, which `fitsContent` follows |
  /// | `snappingDistance` | `movement.snapPolicy = .directional(…)` |
  /// | `displaceContent` | `appearance.layoutMode = .displace` or `.overlay` |
  /// | `swipeUpToShowAllowed` | `movement.dragsWhileHidden` |
  /// | `middle`, `range` | `.splitView(middle:range:)`; without `middle`, 0.5 clamped into the range |
  ///
  /// The content height (`sheetHeight`) is not part of a `PullUpConfiguration`: a controller made with
  /// ``PullUpScenario/makeController(clock:configuration:)`` starts with it.
  ///
  /// - Returns: The configuration, validated.
  /// - Throws: ``PullUpScenarioError`` naming the JSON path of the first value that cannot work.
  public func makeConfiguration() throws(PullUpScenarioError) -> PullUpConfiguration {
    try validate()
    return mapped()
  }

  /// The preset's own configuration, before overrides (SplitView with its default middle and range).
  static func base(for preset: Preset) -> PullUpConfiguration {
    switch preset {
    case .default: return .default
    case .ishPullUp: return .ishPullUp
    case .splitSheet: return .splitSheet
    case .splitView: return .splitView()
    }
  }

  /// The middle a SplitView starts at: ``middle``, or 0.5 clamped into the range.
  var effectiveMiddle: Double {
    let range = self.range ?? 0.2...0.8
    return middle ?? Swift.min(Swift.max(0.5, range.lowerBound), range.upperBound)
  }

  /// The mapping in ``makeConfiguration()``'s table, without validation.
  func mapped() -> PullUpConfiguration {
    var configuration =
      preset == .splitView
      ? PullUpConfiguration.splitView(middle: effectiveMiddle, range: range ?? 0.2...0.8) : Self.base(for: preset)
    if let detents { configuration.shape.detents = detents }
    if let spring { configuration.movement.motion = .spring(spring) }
    if let topMargin { configuration.shape.topMargin = topMargin }
    if let scrollPolicy { configuration.movement.scrollPolicy = scrollPolicy }
    if let keyboardPolicy { configuration.movement.keyboardPolicy = keyboardPolicy }
    if let reducesMotion { configuration.movement.reducesMotion = reducesMotion }
    if let projection { configuration.movement.snapPolicy = .projected(projection) }
    if let layoutMode { configuration.appearance.layoutMode = layoutMode }
    if let minimumHeight { configuration.shape.replaceMinimum(with: .heightAboveSafeArea(minimumHeight)) }
    if let maximumHeight { configuration.shape.replaceMaximum(with: .height(maximumHeight)) }
    if snapToEnds != nil || snapThreshold != nil {
      var policy = PullUpThresholdSnapping()
      if let current = configuration.movement.snapPolicy.policy as? PullUpThresholdSnapping { policy = current }
      if let snapToEnds { policy.snapToEnds = snapToEnds }
      if let snapThreshold { policy.threshold = snapThreshold }
      configuration.movement.snapPolicy = .thresholds(policy)
    }
    if let dimmingThreshold {
      var alpha = 0.4
      if case .threshold(_, let current) = configuration.appearance.dimming { alpha = current }
      configuration.appearance.dimming = .threshold(fraction: dimmingThreshold, alpha: alpha)
    }
    if let minimumSheetHeight { configuration.shape.replaceMinimum(with: .height(minimumSheetHeight)) }
    if let snappingDistance {
      var policy = PullUpDirectionalSnapping()
      if let current = configuration.movement.snapPolicy.policy as? PullUpDirectionalSnapping { policy = current }
      policy.snappingDistance = snappingDistance
      configuration.movement.snapPolicy = .directional(policy)
    }
    if let displaceContent { configuration.appearance.layoutMode = displaceContent ? .displace : .overlay }
    if let swipeUpToShowAllowed { configuration.movement.dragsWhileHidden = swipeUpToShowAllowed }
    return configuration
  }
}

extension PullUpConfiguration.Shape {
  /// Makes `detent` the minimum: it replaces the old minimum among the detents and as the initial height.
  fileprivate mutating func replaceMinimum(with detent: PullUpDetent) {
    if let old = minimumHeight {
      detents = detents.map { $0 == old ? detent : $0 }
      if initialHeight == old { initialHeight = detent }
    }
    minimumHeight = detent
  }

  /// Makes `detent` the maximum: it replaces the old maximum among the detents.
  fileprivate mutating func replaceMaximum(with detent: PullUpDetent) {
    if let old = maximumHeight {
      detents = detents.map { $0 == old ? detent : $0 }
      if initialHeight == old { initialHeight = detent }
    }
    maximumHeight = detent
  }
}
