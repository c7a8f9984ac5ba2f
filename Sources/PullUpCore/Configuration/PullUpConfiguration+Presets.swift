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
    detents: [.heightAboveSafeArea(55), .available],
    minimumHeight: .heightAboveSafeArea(55),
    maximumHeight: .available,
    initialHeight: .heightAboveSafeArea(55),
    topMargin: 20,
    snapPolicy: .ishPullUp,
    rubberBand: .init(top: .ishPullUp, bottom: .hard),
    spring: .ishPullUp,
    layoutMode: .shift,
    dimming: .ishPullUp,
    hiddenMargin: 10,
    resizeBehavior: .clampHeight
  )

  /// SplitSheet, reproduced: the sheet starts hidden; detents are hidden, shown (the minimum sheet
  /// height, 400) and expanded (the sheet's self-sized height, never below the minimum); directional
  /// snapping with a 150-point band; UIScrollView's rubber band at both ends; content displaced; no
  /// dimming; safe areas ignored; a hidden sheet can be swiped into view.
  public static let splitSheet = PullUpConfiguration(
    detents: [.fitsContent],
    minimumHeight: .height(400),
    initialHeight: .height(400),
    startsHidden: true,
    topMargin: 0,
    ignoresSafeArea: true,
    snapPolicy: .splitSheet,
    rubberBand: .init(top: .scrollView, bottom: .scrollView),
    spring: .splitSheet,
    layoutMode: .displace,
    dimming: .none,
    hiddenMargin: 0,
    hidesByDragging: true,
    dragsWhileHidden: true,
    resizeBehavior: .clampHeight
  )

  /// SwiftUI SplitView, reproduced as a sheet: the bottom part's height is a fraction of the container
  /// (from `middle`, limited to `range`), dragged without snapping, momentum or rubber band, and kept as a
  /// fraction when the container changes size.
  ///
  /// - Parameters:
  ///   - middle: The initial fraction of the container height given to the bottom part (0.5).
  ///   - range: The allowed fractions (0.2...0.8).
  public static func splitView(middle: Double = 0.5, range: ClosedRange<Double> = 0.2...0.8) -> PullUpConfiguration {
    PullUpConfiguration(
      detents: [.fraction(range.lowerBound), .fraction(range.upperBound)],
      initialHeight: .fraction(middle),
      topMargin: 0,
      ignoresSafeArea: true,
      snapPolicy: .free,
      rubberBand: .init(top: .hard, bottom: .hard),
      spring: .init(response: 0.3, dampingRatio: 1),
      layoutMode: .displace,
      dimming: .none,
      hiddenMargin: 0,
      resizeBehavior: .keepProportion
    )
  }
}
