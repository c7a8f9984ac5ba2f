// The `.floatingPanel` preset, written with public API only, as a plug-in from outside the package would be:
// a custom detent, a custom snap policy and a custom motion.

import PullUpCore

extension PullUpConfiguration {
  /// FloatingPanel's default bottom panel (scenee/FloatingPanel, `FloatingPanelBottomLayout` with
  /// `FloatingPanelDefaultBehavior`): full 18 points below the top safe area, half at half the safe area's
  /// height above its bottom, tip 69 points above it; it starts at half. Its release rule
  /// (``PullUpFloatingPanelSnapping``), its spring (``PullUpFloatingPanelSpring``), no rubber band (the sheet
  /// follows the finger one to one past both ends, `PullUpRubberBandCurve.free`), hidden 100 points below
  /// the container.
  public static let floatingPanel = PullUpConfiguration(
    shape: Shape(
      detents: [.heightAboveSafeArea(69), Shape.floatingPanelHalf, .available],
      initialHeight: Shape.floatingPanelHalf,
      topMargin: 18,
      hiddenMargin: 100),
    movement: Movement(
      snapPolicy: .custom(PullUpFloatingPanelSnapping()),
      motion: .custom(PullUpFloatingPanelSpring()),
      rubberBand: .init(top: .free, bottom: .free)))
}

extension PullUpConfiguration.Shape {
  /// FloatingPanel's half anchor: a fractional inset of 0.5 from the safe area's bottom, measured in the
  /// safe area's height.
  public static let floatingPanelHalf = PullUpDetent.custom(
    PullUpCustomDetent("floatingPanel.half") { context in
      let safeArea = context.safeArea
      return safeArea.bottom + 0.5 * Swift.max(0, context.containerSize.height - safeArea.top - safeArea.bottom)
    })

  /// FloatingPanel's anchors: ``PullUpConfiguration/floatingPanel``'s shape.
  @available(*, deprecated, message: "use PullUpConfiguration.floatingPanel.shape")
  public static let floatingPanel = PullUpConfiguration.floatingPanel.shape
}

extension PullUpConfiguration.Movement {
  /// FloatingPanel's default behaviour: ``PullUpConfiguration/floatingPanel``'s movement.
  @available(*, deprecated, message: "use PullUpConfiguration.floatingPanel.movement")
  public static let floatingPanel = PullUpConfiguration.floatingPanel.movement
}
