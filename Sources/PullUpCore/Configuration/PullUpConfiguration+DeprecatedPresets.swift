// The presets' parts and values under the presets' names, from before a preset had one name (issue 52):
// `PullUpConfiguration.Shape.ishPullUp` is `PullUpConfiguration.ishPullUp.shape`, `PullUpDimming.ishPullUp` is
// `PullUpConfiguration.ishPullUp.appearance.dimming`. Each forwards to the preset or to the value it is built
// from.

extension PullUpConfiguration.Shape {
  /// PullUp's default shape: ``PullUpConfiguration/default``'s.
  @available(*, deprecated, message: "use PullUpConfiguration.default.shape")
  public static let `default` = PullUpConfiguration.default.shape

  /// ISHPullUp's shape: ``PullUpConfiguration/ishPullUp``'s.
  @available(*, deprecated, message: "use PullUpConfiguration.ishPullUp.shape")
  public static let ishPullUp = PullUpConfiguration.ishPullUp.shape

  /// SplitSheet's shape: ``PullUpConfiguration/splitSheet``'s.
  @available(*, deprecated, message: "use PullUpConfiguration.splitSheet.shape")
  public static let splitSheet = PullUpConfiguration.splitSheet.shape

  /// SwiftUI SplitView's shape: ``PullUpConfiguration/splitView(middle:range:)``'s.
  ///
  /// - Parameters:
  ///   - middle: The initial fraction of the container height given to the bottom part (0.5).
  ///   - range: The allowed fractions (``splitViewRange``, 0.2...0.8).
  @available(*, deprecated, message: "use PullUpConfiguration.splitView(middle:range:).shape")
  public static func splitView(middle: Double = 0.5, range: ClosedRange<Double> = splitViewRange) -> Self {
    PullUpConfiguration.splitView(middle: middle, range: range).shape
  }
}

extension PullUpConfiguration.Movement {
  /// PullUp's default movement: ``PullUpConfiguration/default``'s.
  @available(*, deprecated, message: "use PullUpConfiguration.default.movement")
  public static let `default` = PullUpConfiguration.default.movement

  /// ISHPullUp's movement: ``PullUpConfiguration/ishPullUp``'s.
  @available(*, deprecated, message: "use PullUpConfiguration.ishPullUp.movement")
  public static let ishPullUp = PullUpConfiguration.ishPullUp.movement

  /// SplitSheet's movement: ``PullUpConfiguration/splitSheet``'s.
  @available(*, deprecated, message: "use PullUpConfiguration.splitSheet.movement")
  public static let splitSheet = PullUpConfiguration.splitSheet.movement

  /// SwiftUI SplitView's movement: ``PullUpConfiguration/splitView(middle:range:)``'s.
  @available(*, deprecated, message: "use PullUpConfiguration.splitView().movement")
  public static let splitView = PullUpConfiguration.splitView().movement
}

extension PullUpConfiguration.Appearance {
  /// PullUp's default appearance: ``PullUpConfiguration/default``'s.
  @available(*, deprecated, message: "use PullUpConfiguration.default.appearance")
  public static let `default` = PullUpConfiguration.default.appearance

  /// ISHPullUp's appearance: ``PullUpConfiguration/ishPullUp``'s.
  @available(*, deprecated, message: "use PullUpConfiguration.ishPullUp.appearance")
  public static let ishPullUp = PullUpConfiguration.ishPullUp.appearance

  /// SplitSheet's appearance: ``PullUpConfiguration/splitSheet``'s.
  @available(*, deprecated, message: "use PullUpConfiguration.splitSheet.appearance")
  public static let splitSheet = PullUpConfiguration.splitSheet.appearance

  /// SwiftUI SplitView's appearance: ``PullUpConfiguration/splitView(middle:range:)``'s.
  @available(*, deprecated, message: "use PullUpConfiguration.splitView().appearance")
  public static let splitView = PullUpConfiguration.splitView().appearance
}

extension PullUpSpringParameters {
  /// PullUp's default spring, 0.45 s and 0.86: what ``PullUpConfiguration/default``'s `movement.motion` holds.
  @available(*, deprecated, message: "use PullUpConfiguration.default.movement.motion")
  public static let `default` = PullUpPresetValues.defaultSpring

  /// ISHPullUp's spring, 0.4 s, 0.9 and a relative initial velocity of 0.3: what
  /// ``PullUpConfiguration/ishPullUp``'s `movement.motion` holds.
  @available(*, deprecated, message: "use PullUpConfiguration.ishPullUp.movement.motion")
  public static let ishPullUp = PullUpPresetValues.ishPullUpSpring

  /// SplitSheet's spring, 0.6 s, critically damped, a relative initial velocity of 1: what
  /// ``PullUpConfiguration/splitSheet``'s `movement.motion` holds.
  @available(*, deprecated, message: "use PullUpConfiguration.splitSheet.movement.motion")
  public static let splitSheet = PullUpPresetValues.splitSheetSpring
}

extension PullUpRubberBandCurve {
  /// ISHPullUp's tanh curve, a limit of 100 and a scale of 300: what ``PullUpConfiguration/ishPullUp``'s
  /// `movement.rubberBand.top` holds.
  @available(*, deprecated, message: "use PullUpConfiguration.ishPullUp.movement.rubberBand.top")
  public static let ishPullUp = PullUpPresetValues.ishPullUpRubberBand
}

extension PullUpDimming {
  /// PullUp's default dimming: what ``PullUpConfiguration/default``'s `appearance.dimming` holds.
  @available(*, deprecated, message: "use PullUpConfiguration.default.appearance.dimming")
  public static let `default` = PullUpPresetValues.defaultDimming

  /// ISHPullUp's dimming, half-way at 40 %: what ``PullUpConfiguration/ishPullUp``'s `appearance.dimming` holds.
  @available(*, deprecated, message: "use PullUpConfiguration.ishPullUp.appearance.dimming")
  public static let ishPullUp = PullUpPresetValues.ishPullUpDimming
}
