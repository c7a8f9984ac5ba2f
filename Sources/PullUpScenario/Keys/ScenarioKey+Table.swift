import PullUpCore
import PullUpFrontEnd
import PullUpPresets

extension PullUpScenario.Configuration {
  /// Every override key a scenario's configuration has, in the order they are read, checked, written and
  /// applied: one row per key, each with its presets, where ``PullUpScenario/Configuration`` keeps its
  /// value, how the value is read and written (its own `Codable`, unless the row says otherwise), how it is
  /// checked, and what it sets in the `PullUpConfiguration`. The "Scenarios" article lists the same keys,
  /// which a test checks.
  ///
  /// A key is added as one row here (and a property of ``PullUpScenario/Configuration`` to keep the value):
  /// the reader, the writer, the checks and the mapping all go through this table.
  package static let keys: [Key] = [
    // SplitView's middle and range make the preset's shape, so they come before the keys that change it. The
    // range keeps the middle (without one, the preset's 0.5) within it.
    key("middle", [.splitView], \.middle, check: checkMiddle) { middle, setup in
      setup.configuration.shape.initialHeight = .fraction(middle)
    },
    key("range", [.splitView], \.range, coding: .custom(read: readRange, write: writeRange), check: checkRange) {
      range, setup in
      var middle = 0.5
      if case .fraction(let fraction) = setup.configuration.shape.initialHeight { middle = fraction }
      middle = Swift.min(Swift.max(middle, range.lowerBound), range.upperBound)
      setup.configuration.shape = PullUpConfiguration.splitView(middle: middle, range: range).shape
    },
    // Material's options make its detents, so they too come before the keys that change the shape.
    key("fitToContents", [.materialBottomSheet], \.fitToContents) { fits, setup in
      setup.changeMaterial { $0.fitToContents = fits }
    },
    key("peekHeight", [.materialBottomSheet], \.peekHeight, check: checkPeekHeight) { peek, setup in
      setup.changeMaterial { $0.peekHeight = peek }
    },
    key("halfExpandedRatio", [.materialBottomSheet], \.halfExpandedRatio, check: checkHalfExpandedRatio) {
      ratio, setup in
      setup.changeMaterial { $0.halfExpandedRatio = ratio }
    },
    key("hideable", [.materialBottomSheet], \.hideable, onto: \.configuration.movement.hidesByDragging),
    key("skipCollapsed", [.materialBottomSheet], \.skipCollapsed) { skips, setup in
      setup.changeMaterial { $0.skipCollapsed = skips }
    },
    key(
      "significantVelocityThreshold", [.materialBottomSheet], \.significantVelocityThreshold,
      check: checkSignificantVelocity
    ) { threshold, setup in
      setup.changeMaterial { $0.significantVelocityThreshold = threshold }
    },
    key("detents", Preset.allCases, \.detents, onto: \.configuration.shape.detents, check: checkDetents),
    key("spring", Preset.allCases, \.spring, coding: .overPreset(presetSpring), check: checkSpring) { spring, setup in
      setup.configuration.movement.motion = .spring(spring)
    },
    key("topMargin", Preset.allCases, \.topMargin, onto: \.configuration.shape.topMargin, check: checkNonNegative),
    key(
      "scrollPolicy", Preset.allCases, \.scrollPolicy, onto: \.configuration.movement.scrollPolicy,
      coding: .named("scroll policy")),
    key(
      "keyboardPolicy", Preset.allCases, \.keyboardPolicy, onto: \.configuration.movement.keyboardPolicy,
      coding: .named("keyboard policy")),
    key("reducesMotion", Preset.allCases, \.reducesMotion, onto: \.configuration.movement.reducesMotion),
    key(
      "rubberBand", Preset.allCases, \.rubberBand, onto: \.configuration.movement.rubberBand,
      coding: .overPreset { $0.configuration.movement.rubberBand }, check: checkRubberBand),
    key(
      "hidesByDragging", Preset.allCases, \.hidesByDragging, onto: \.configuration.movement.hidesByDragging,
      check: checkHidesByDragging),
    key(
      "hiddenMargin", Preset.allCases, \.hiddenMargin, onto: \.configuration.shape.hiddenMargin, check: checkNonNegative
    ),
    key(
      "interpreter", Preset.allCases, \.interpreter, onto: \.interpreter, coding: .overPreset { $0.interpreter },
      check: checkInterpreter),
    key("projection", [.default], \.projection, coding: .overPreset(presetProjection), check: checkProjection) {
      projection, setup in
      setup.configuration.movement.snapPolicy = .projected(projection)
    },
    key(
      "layoutMode", [.default, .ishPullUp], \.layoutMode, onto: \.configuration.appearance.layoutMode,
      coding: .custom(read: readLayoutMode, write: { .string($0.rawValue) }), check: checkLayoutMode),
    key("minimumHeight", [.ishPullUp], \.minimumHeight, check: checkNonNegative) { height, setup in
      setup.configuration.shape.replaceMinimum(with: .heightAboveSafeArea(height))
    },
    key("maximumHeight", [.ishPullUp], \.maximumHeight, check: checkNonNegative) { height, setup in
      setup.configuration.shape.replaceMaximum(with: .height(height))
    },
    key("snapToEnds", [.ishPullUp], \.snapToEnds) { snapToEnds, setup in
      setup.configuration.movement.changeThresholds { $0.snapToEnds = snapToEnds }
    },
    key("snapThreshold", [.ishPullUp], \.snapThreshold, check: checkSnapThreshold) { threshold, setup in
      setup.configuration.movement.changeThresholds { $0.threshold = threshold }
    },
    key("dimmingThreshold", [.ishPullUp], \.dimmingThreshold, check: checkFraction) { fraction, setup in
      var alpha = 0.4
      if case .threshold(_, let current) = setup.configuration.appearance.dimming { alpha = current }
      setup.configuration.appearance.dimming = .threshold(fraction: fraction, alpha: alpha)
    },
    key("minimumSheetHeight", [.splitSheet], \.minimumSheetHeight, check: checkNonNegative) { height, setup in
      setup.configuration.shape.replaceMinimum(with: .height(height))
    },
    key("sheetHeight", [.splitSheet], \.sheetHeight, check: checkNonNegative) { height, setup in
      setup.contentHeight = height
    },
    key("snappingDistance", [.splitSheet], \.snappingDistance, check: checkNonNegative) { distance, setup in
      var policy = PullUpDirectionalSnapping()
      if let current = setup.configuration.movement.snapPolicy.policy as? PullUpDirectionalSnapping { policy = current }
      policy.snappingDistance = distance
      setup.configuration.movement.snapPolicy = .directional(policy)
    },
    key("displaceContent", [.splitSheet], \.displaceContent) { displaces, setup in
      setup.configuration.appearance.layoutMode = displaces ? .displace : .overlay
    },
    key(
      "swipeUpToShowAllowed", [.splitSheet], \.swipeUpToShowAllowed,
      onto: \.configuration.movement.dragsWhileHidden),
    key("removalInteraction", [.floatingPanel], \.removalInteraction) { enabled, setup in
      var policy =
        setup.configuration.movement.snapPolicy.policy as? PullUpFloatingPanelSnapping ?? PullUpFloatingPanelSnapping()
      policy.isRemovalInteractionEnabled = enabled
      setup.configuration.movement.snapPolicy = .custom(policy)
      if enabled { setup.configuration.movement.hidesByDragging = true }
    },
    // Plug-ins by name come last: they replace what the keys above made of the policy and the motion.
    key("snapPolicy", Preset.allCases, \.snapPolicy) { name, setup in
      guard let policy = setup.plugIns.snapPolicies[name] else {
        return setup.unregistered.append(("snapPolicy", name))
      }
      setup.configuration.movement.snapPolicy = policy
    },
    key("motion", Preset.allCases, \.motion) { name, setup in
      guard let motion = setup.plugIns.motions[name] else { return setup.unregistered.append(("motion", name)) }
      setup.configuration.movement.motion = motion
    },
  ]

  /// The spring a partial `spring` starts from: the preset's.
  private static func presetSpring(_ setup: ScenarioSetup) -> PullUpSpringParameters {
    setup.configuration.movement.motion.motion as? PullUpSpringParameters ?? PullUpPresetValues.defaultSpring
  }

  /// The projection a partial `projection` starts from: the preset's.
  private static func presetProjection(_ setup: ScenarioSetup) -> PullUpProjectedSnapping {
    setup.configuration.movement.snapPolicy.policy as? PullUpProjectedSnapping ?? PullUpProjectedSnapping()
  }
}

extension ScenarioSetup {
  /// Changes Material's options, starting from the current policy's, and makes the detents they resolve to.
  fileprivate mutating func changeMaterial(_ change: (inout PullUpMaterialSnapping) -> Void) {
    var sheet = configuration.movement.snapPolicy.policy as? PullUpMaterialSnapping ?? PullUpMaterialSnapping()
    change(&sheet)
    configuration.movement.snapPolicy = .custom(sheet)
    let shape = PullUpConfiguration.materialBottomSheet(
      fitToContents: sheet.fitToContents, peekHeight: sheet.peekHeight, halfExpandedRatio: sheet.halfExpandedRatio
    ).shape
    configuration.shape.detents = shape.detents
    configuration.shape.initialHeight = shape.initialHeight
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

extension PullUpConfiguration.Movement {
  /// Changes ISHPullUp's thresholds, starting from the current policy's when it has them.
  fileprivate mutating func changeThresholds(_ change: (inout PullUpThresholdSnapping) -> Void) {
    var policy = snapPolicy.policy as? PullUpThresholdSnapping ?? PullUpThresholdSnapping()
    change(&policy)
    snapPolicy = .thresholds(policy)
  }
}
