import PullUpCore

extension PullUpScenario {
  /// A sheet's configuration as a scenario describes it: a preset, and overrides named as the seeds name
  /// them.
  ///
  /// Each override belongs to the preset of the seed that defines it: `minimumHeight` belongs to
  /// ``Preset/ishPullUp``, `snappingDistance` to ``Preset/splitSheet``, and so on. `detents`, `spring`,
  /// `topMargin`, `scrollPolicy`, `keyboardPolicy` and `reducesMotion` apply to every preset; each property
  /// says which presets it belongs to, and an override set for another preset is an error naming its JSON
  /// path. ``makeConfiguration()`` maps the whole onto a `PullUpConfiguration`; the "Scenarios" article has
  /// the table.
  ///
  /// This is what a scenario file can hold, so that ``PullUpScenario/json()`` writes every scenario, and a
  /// recording replays, exactly. To replay a scenario with a configuration no file can hold (your own
  /// `PullUpSnapping` or `PullUpMotion`), give a `PullUpConfiguration` to
  /// ``PullUpScenarioPlayer/init(_:configuration:)`` or ``PullUpScenario/makeController(clock:configuration:)``,
  /// for example this one's ``makeConfiguration()`` with your policy set.
  public struct Configuration: Sendable, Hashable {
    /// The presets a scenario can start from.
    public enum Preset: String, Sendable, Hashable, CaseIterable {
      /// `PullUpConfiguration.default`.
      case `default`
      /// `PullUpConfiguration.ishPullUp`.
      case ishPullUp
      /// `PullUpConfiguration.splitSheet`.
      case splitSheet
      /// `PullUpConfiguration.splitView(middle:range:)`.
      case splitView
    }

    /// The preset the overrides apply to.
    public var preset: Preset

    /// The detents, replacing the preset's (every preset).
    public var detents: [PullUpDetent]?
    /// The spring, replacing the preset's (every preset).
    public var spring: PullUpSpringParameters?
    /// Space kept free below the top safe area, in points (every preset; ISHPullUp's `topMargin`).
    public var topMargin: Double?
    /// How a drag on the sheet's scrollable content is shared between the sheet and the content (every
    /// preset; default `whenExpanded`).
    public var scrollPolicy: PullUpScrollPolicy?
    /// What the sheet does when the software keyboard appears (every preset; default `liftAboveKeyboard`).
    public var keyboardPolicy: PullUpKeyboardPolicy?
    /// Whether settles use the short, critically damped reduced-motion transition from the start (every
    /// preset; default `false`). A `setReducesMotion` event changes it during the session.
    public var reducesMotion: Bool?

    /// The momentum projection of the default snapping (``Preset/default`` only).
    public var projection: PullUpProjectedSnapping?
    /// `shift` or `resize` (``Preset/default`` and ``Preset/ishPullUp``; ISHPullUp's `layoutMode`).
    public var layoutMode: PullUpLayoutMode?

    /// ISHPullUp's `minimumHeight`, in points above the bottom safe area (``Preset/ishPullUp`` only).
    public var minimumHeight: Double?
    /// ISHPullUp's `maximumHeight`, in points above the container's bottom edge (``Preset/ishPullUp`` only).
    public var maximumHeight: Double?
    /// ISHPullUp's `snapToEnds` (``Preset/ishPullUp`` only).
    public var snapToEnds: Bool?
    /// ISHPullUp's `snapThreshold`, strictly between 0 and 1 (``Preset/ishPullUp`` only).
    public var snapThreshold: Double?
    /// ISHPullUp's `dimmingThreshold`, from 0 to 1 (``Preset/ishPullUp`` only).
    public var dimmingThreshold: Double?

    /// SplitSheet's `minimumSheetHeight`: the shown detent, in points (``Preset/splitSheet`` only).
    public var minimumSheetHeight: Double?
    /// SplitSheet's self-sized sheet height: the content height, in points, which the expanded detent fits
    /// (``Preset/splitSheet`` only).
    public var sheetHeight: Double?
    /// SplitSheet's `snappingDistance`, in points (``Preset/splitSheet`` only).
    public var snappingDistance: Double?
    /// SplitSheet's `displaceContent` (``Preset/splitSheet`` only).
    public var displaceContent: Bool?
    /// SplitSheet's `swipeUpToShowAllowed` (``Preset/splitSheet`` only).
    public var swipeUpToShowAllowed: Bool?

    /// SplitView's `middle`: the bottom part's initial fraction of the height (``Preset/splitView`` only).
    public var middle: Double?
    /// SplitView's `range`: the bottom part's allowed fractions of the height (``Preset/splitView`` only).
    public var range: ClosedRange<Double>?

    /// Creates a configuration from a preset, without overrides; set the overrides you need.
    ///
    /// - Parameter preset: The preset the overrides apply to.
    public init(preset: Preset = .default) {
      self.preset = preset
    }

    /// The content height the configuration starts with: `sheetHeight`, if given.
    package var contentHeight: Double? { sheetHeight }
  }
}

extension PullUpScenario.Configuration {
  /// The override keys, as JSON names them, with the presets each applies to: the reader's and the
  /// writer's list.
  package enum Key: String, Sendable, Hashable, CaseIterable {
    /// `detents`.
    case detents
    /// `spring`.
    case spring
    /// `topMargin`.
    case topMargin
    /// `scrollPolicy`.
    case scrollPolicy
    /// `keyboardPolicy`.
    case keyboardPolicy
    /// `reducesMotion`.
    case reducesMotion
    /// `projection`.
    case projection
    /// `layoutMode`.
    case layoutMode
    /// `minimumHeight`.
    case minimumHeight
    /// `maximumHeight`.
    case maximumHeight
    /// `snapToEnds`.
    case snapToEnds
    /// `snapThreshold`.
    case snapThreshold
    /// `dimmingThreshold`.
    case dimmingThreshold
    /// `minimumSheetHeight`.
    case minimumSheetHeight
    /// `sheetHeight`.
    case sheetHeight
    /// `snappingDistance`.
    case snappingDistance
    /// `displaceContent`.
    case displaceContent
    /// `swipeUpToShowAllowed`.
    case swipeUpToShowAllowed
    /// `middle`.
    case middle
    /// `range`.
    case range

    /// The presets the key applies to.
    package var presets: [Preset] {
      switch self {
      case .detents, .spring, .topMargin, .scrollPolicy, .keyboardPolicy, .reducesMotion: return Preset.allCases
      case .projection: return [.default]
      case .layoutMode: return [.default, .ishPullUp]
      case .minimumHeight, .maximumHeight, .snapToEnds, .snapThreshold, .dimmingThreshold: return [.ishPullUp]
      case .minimumSheetHeight, .sheetHeight, .snappingDistance, .displaceContent, .swipeUpToShowAllowed:
        return [.splitSheet]
      case .middle, .range: return [.splitView]
      }
    }
  }

  /// The overrides that are set, in `Key` order.
  package var overriddenKeys: [Key] {
    Key.allCases.filter(isSet)
  }

  private func isSet(_ key: Key) -> Bool {
    switch key {
    case .detents: return detents != nil
    case .spring: return spring != nil
    case .topMargin: return topMargin != nil
    case .scrollPolicy: return scrollPolicy != nil
    case .keyboardPolicy: return keyboardPolicy != nil
    case .reducesMotion: return reducesMotion != nil
    case .projection: return projection != nil
    case .layoutMode: return layoutMode != nil
    case .minimumHeight: return minimumHeight != nil
    case .maximumHeight: return maximumHeight != nil
    case .snapToEnds: return snapToEnds != nil
    case .snapThreshold: return snapThreshold != nil
    case .dimmingThreshold: return dimmingThreshold != nil
    case .minimumSheetHeight: return minimumSheetHeight != nil
    case .sheetHeight: return sheetHeight != nil
    case .snappingDistance: return snappingDistance != nil
    case .displaceContent: return displaceContent != nil
    case .swipeUpToShowAllowed: return swipeUpToShowAllowed != nil
    case .middle: return middle != nil
    case .range: return range != nil
    }
  }

  /// The error for a key used with a preset it does not apply to.
  static func misplaced(_ key: Key, preset: Preset, at path: String) -> PullUpScenarioError {
    let presets = key.presets.map { "\"\($0.rawValue)\"" }.joined(separator: " and ")
    return PullUpScenarioError(
      .invalidValue, at: path,
      "applies to the preset\(key.presets.count == 1 ? "" : "s") \(presets) only, not to \"\(preset.rawValue)\"")
  }
}
