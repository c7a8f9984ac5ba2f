extension PullUpConfiguration {
  /// PullUp's default: three detents (a peek 88 points above the safe area, half, full), momentum
  /// projection that moves one detent per flick, UIScrollView's rubber band at both ends, a spring that
  /// carries the release velocity, and dimming that grows over the upper half.
  public static let `default` = PullUpConfiguration()

  /// ISHPullUp, reproduced: minimum 55 points above the safe area, maximum the available height below a
  /// 20-point top margin, position-only threshold snapping (0.25 of the maximum), the tanh rubber band
  /// above the maximum and a hard floor at the minimum, the 0.4 s / 0.9 spring, shift layout, binary
  /// dimming at half-way, a hidden margin of 10 and heights clamped on rotation.
  public static let ishPullUp = PullUpConfiguration(
    shape: Shape(
      detents: [.heightAboveSafeArea(55), .available],
      minimumHeight: .heightAboveSafeArea(55),
      maximumHeight: .available,
      initialHeight: .heightAboveSafeArea(55),
      topMargin: 20,
      hiddenMargin: 10),
    movement: Movement(
      snapPolicy: .ishPullUp,
      motion: .spring(PullUpPresetValues.ishPullUpSpring),
      rubberBand: .init(top: PullUpPresetValues.ishPullUpRubberBand, bottom: .hard),
      resizeBehavior: .clampHeight,
      clampsRequestedHeights: false),
    appearance: Appearance(layoutMode: .shift, dimming: PullUpPresetValues.ishPullUpDimming, handle: .arrow))

  /// SplitSheet, reproduced: the sheet starts hidden; detents are hidden, shown (the minimum sheet
  /// height, 400) and expanded (the sheet's self-sized height, never below the minimum); directional
  /// snapping with a 150-point band; UIScrollView's rubber band at both ends; content displaced; no
  /// dimming; safe areas ignored; a hidden sheet can be swiped into view.
  public static let splitSheet = PullUpConfiguration(
    shape: Shape(
      detents: [.fitsContent],
      minimumHeight: .height(400),
      initialHeight: .height(400),
      startsHidden: true,
      topMargin: 0,
      hiddenMargin: 0,
      ignoresSafeArea: true,
      clampsToAvailableHeight: false),
    movement: Movement(
      snapPolicy: .splitSheet,
      motion: .spring(PullUpPresetValues.splitSheetSpring),
      rubberBand: .init(top: .scrollView, bottom: .scrollView),
      hidesByDragging: true,
      dragsWhileHidden: true,
      resizeBehavior: .clampHeight,
      showTarget: .detent(0)),
    appearance: Appearance(layoutMode: .displace, dimming: .none))

  /// SwiftUI SplitView, reproduced as a sheet: the bottom part's height is a fraction of the container
  /// (from `middle`, limited to `range`), dragged without snapping, momentum or rubber band, and kept as a
  /// fraction when the container changes size.
  ///
  /// - Parameters:
  ///   - middle: The initial fraction of the container height given to the bottom part (0.5).
  ///   - range: The allowed fractions (``Shape/splitViewRange``, 0.2...0.8).
  public static func splitView(middle: Double = 0.5, range: ClosedRange<Double> = Shape.splitViewRange)
    -> PullUpConfiguration
  {
    PullUpConfiguration(
      shape: Shape(
        detents: [.fraction(range.lowerBound), .fraction(range.upperBound)],
        initialHeight: .fraction(middle),
        topMargin: 0,
        hiddenMargin: 0,
        ignoresSafeArea: true),
      movement: Movement(
        snapPolicy: .free,
        motion: .spring(.init(response: 0.3, dampingRatio: 1)),
        rubberBand: .init(top: .hard, bottom: .hard),
        resizeBehavior: .keepProportion,
        carriesReleaseVelocity: false),
      appearance: Appearance(layoutMode: .displace, dimming: .none))
  }
}

extension PullUpConfiguration.Shape {
  /// SwiftUI SplitView's default range of the bottom part's fractions of the container: 0.2...0.8. The split
  /// view presets, the scenario key `range` and the divider all default to it.
  public static let splitViewRange: ClosedRange<Double> = 0.2...0.8
}

/// The values PullUp's presets are built from. Each is public as a part of its preset, and only there:
/// `PullUpConfiguration.ishPullUp.movement.motion` carries ``ishPullUpSpring``,
/// `PullUpConfiguration.ishPullUp.appearance.dimming` is ``ishPullUpDimming``.
package enum PullUpPresetValues {
  /// PullUp's default spring: a 0.45 s response, slightly underdamped (0.86), started with the release
  /// velocity, so that a flick carries into the settle and a gentle release does not bounce. The default
  /// `motion` of ``PullUpConfiguration/Movement/init(snapPolicy:motion:reducesMotion:rubberBand:velocityWindow:hidesByDragging:dragsWhileHidden:scrollPolicy:keyboardPolicy:resizeBehavior:showTarget:carriesReleaseVelocity:clampsRequestedHeights:)``
  /// spells the same numbers.
  package static let defaultSpring = PullUpSpringParameters(response: 0.45, dampingRatio: 0.86)

  /// ISHPullUp's UIKit animation: 0.4 s, damping 0.9, relative initial velocity 0.3.
  package static let ishPullUpSpring = PullUpSpringParameters(
    response: 0.4, dampingRatio: 0.9, initialVelocity: .relative(0.3))

  /// SplitSheet's `show(_:)` animation: 0.6 s, critically damped, relative initial velocity 1.
  package static let splitSheetSpring = PullUpSpringParameters(
    response: 0.6, dampingRatio: 1, initialVelocity: .relative(1))

  /// ISHPullUp's tanh rubber band with its constants: a limit of 100 points and a scale of 300.
  package static let ishPullUpRubberBand = PullUpRubberBandCurve.tanh(limit: 100, scale: 300)

  /// PullUp's default dimming: from half the available height up to the top, to 30 % (FloatingPanel's
  /// backdrop). The default `dimming` of ``PullUpConfiguration/Appearance/init(layoutMode:dimming:handle:)``
  /// spells the same values.
  package static let defaultDimming = PullUpDimming.progressive(
    from: .fraction(0.5), to: .available, maximumAlpha: 0.3)

  /// ISHPullUp's dimming: half-way, black at 40 %.
  package static let ishPullUpDimming = PullUpDimming.threshold(fraction: 0.5, alpha: 0.4)
}
