// The `.materialBottomSheet(…)` preset, written with public API only, as a plug-in from outside the package
// would be: custom detents, a custom snap policy and a custom motion.

import PullUpCore

extension PullUpConfiguration {
  /// Material's standard bottom sheet (material-components-android, `BottomSheetBehavior` with androidx
  /// `ViewDragHelper`), with its options under their MDC names: collapsed, half-expanded (without
  /// `fitToContents`) and expanded at ``PullUpMaterialSnapping/keylines(in:)``; it starts collapsed. Its
  /// release rule (``PullUpMaterialSnapping``), a settle that never passes its target
  /// (``PullUpMaterialSettle``), hard clamps at both ends (no rubber band), hidden at the container's bottom
  /// edge.
  ///
  /// - Parameters:
  ///   - fitToContents: Expanded is the sheet's own height (its content's, when known), and there is no
  ///     half-expanded state. On by default.
  ///   - peekHeight: How much the collapsed sheet shows: `.auto` (the collapsed top at 9/16 of the
  ///     container's width from its top, showing at least 64 points) or a number of points above the bottom
  ///     safe area.
  ///   - halfExpandedRatio: The half-expanded height as a part of the container's height, in `0<..<1`.
  ///   - hideable: A drag can hide the sheet (`PullUpConfiguration.Movement.hidesByDragging`).
  ///   - skipCollapsed: A hideable sheet released downwards hides or expands, never collapses.
  ///   - significantVelocityThreshold: The downward speed, in points per second, above which a hideable sheet
  ///     hides: 500 (MDC's pixels at a density of 1).
  public static func materialBottomSheet(
    fitToContents: Bool = true, peekHeight: PullUpMaterialSnapping.PeekHeight = .auto,
    halfExpandedRatio: Double = 0.5, hideable: Bool = false, skipCollapsed: Bool = false,
    significantVelocityThreshold: Double = 500
  ) -> PullUpConfiguration {
    let sheet = PullUpMaterialSnapping(
      fitToContents: fitToContents, peekHeight: peekHeight, halfExpandedRatio: halfExpandedRatio,
      skipCollapsed: skipCollapsed, significantVelocityThreshold: significantVelocityThreshold)
    return PullUpConfiguration(
      shape: .materialBottomSheet(sheet), movement: .materialBottomSheet(sheet, hideable: hideable))
  }
}

extension PullUpConfiguration.Shape {
  /// Material's states as detents, resolved by `sheet`'s ``PullUpMaterialSnapping/keylines(in:)``: collapsed,
  /// half-expanded (without `fitToContents`) and expanded; it starts collapsed, no top margin, and a hidden
  /// sheet sits at the container's bottom edge, as MDC's `STATE_HIDDEN`.
  public static func materialBottomSheet(_ sheet: PullUpMaterialSnapping) -> Self {
    let collapsed = Self.materialDetent("collapsed", sheet) { sheet.keylines(in: $0).collapsed }
    let half = Self.materialDetent("halfExpanded", sheet) { sheet.keylines(in: $0).halfExpanded ?? 0 }
    let expanded = Self.materialDetent("expanded", sheet) { sheet.keylines(in: $0).expanded }
    return Self(
      detents: sheet.fitToContents ? [collapsed, expanded] : [collapsed, half, expanded], initialHeight: collapsed,
      topMargin: 0, hiddenMargin: 0)
  }

  /// A custom detent named for the state and the parameters it depends on, so that two sheets' detents are
  /// equal exactly when they resolve alike.
  private static func materialDetent(
    _ state: String, _ sheet: PullUpMaterialSnapping, _ resolve: @escaping @Sendable (PullUpDetentContext) -> Double
  ) -> PullUpDetent {
    let peek: String
    switch sheet.peekHeight {
    case .auto: peek = "auto, min \(sheet.peekHeightMin)"
    case .points(let points): peek = "\(points)"
    }
    return .custom(
      PullUpCustomDetent(
        "materialBottomSheet.\(state)(fitToContents: \(sheet.fitToContents), peekHeight: \(peek), "
          + "halfExpandedRatio: \(sheet.halfExpandedRatio))", resolve: resolve))
  }
}

extension PullUpConfiguration.Movement {
  /// Material's behaviour: `sheet`'s release rule, a settle that never passes its target, hard clamps at both
  /// ends, and hiding by a drag when `hideable`.
  public static func materialBottomSheet(_ sheet: PullUpMaterialSnapping, hideable: Bool) -> Self {
    Self(
      snapPolicy: .custom(sheet), motion: .custom(PullUpMaterialSettle()), rubberBand: .init(top: .hard, bottom: .hard),
      hidesByDragging: hideable)
  }
}
