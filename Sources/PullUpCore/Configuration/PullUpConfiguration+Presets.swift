extension PullUpConfiguration {
  /// PullUp's default: three detents (a peek 88 points above the safe area, half, full), momentum
  /// projection that moves one detent per flick, UIScrollView's rubber band at both ends, a spring that
  /// carries the release velocity, and dimming that grows over the upper half.
  public static let `default` = PullUpConfiguration()

  /// ISHPullUp, reproduced: minimum 55 points above the safe area, maximum the available height below a
  /// 20-point top margin, position-only threshold snapping (0.25 of the maximum), the tanh rubber band
  /// above the maximum and a hard floor at the minimum, the 0.4 s / 0.9 spring, shift layout, binary
  /// dimming at half-way, a hidden margin of 10 and heights clamped on rotation.
  public static let ishPullUp = PullUpConfiguration(shape: .ishPullUp, movement: .ishPullUp, appearance: .ishPullUp)

  /// SplitSheet, reproduced: the sheet starts hidden; detents are hidden, shown (the minimum sheet
  /// height, 400) and expanded (the sheet's self-sized height, never below the minimum); directional
  /// snapping with a 150-point band; UIScrollView's rubber band at both ends; content displaced; no
  /// dimming; safe areas ignored; a hidden sheet can be swiped into view.
  public static let splitSheet = PullUpConfiguration(
    shape: .splitSheet, movement: .splitSheet, appearance: .splitSheet)

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
      shape: .splitView(middle: middle, range: range), movement: .splitView, appearance: .splitView)
  }
}

extension PullUpConfiguration.Shape {
  /// PullUp's default shape: a peek 88 points above the safe area, half, and the available height below a
  /// 12-point top margin; it starts at the peek.
  public static let `default` = Self()

  /// ISHPullUp's: minimum 55 points above the safe area (where it starts), maximum the available height
  /// below a 20-point top margin, hidden 10 points below the container.
  public static let ishPullUp = Self(
    detents: [.heightAboveSafeArea(55), .available],
    minimumHeight: .heightAboveSafeArea(55),
    maximumHeight: .available,
    initialHeight: .heightAboveSafeArea(55),
    topMargin: 20,
    hiddenMargin: 10)

  /// SplitSheet's: starts hidden; shown is the minimum sheet height (400, where it starts), expanded the
  /// sheet's self-sized height, even when that is taller than the container (its top off-screen); no
  /// margins; safe areas ignored.
  public static let splitSheet = Self(
    detents: [.fitsContent],
    minimumHeight: .height(400),
    initialHeight: .height(400),
    startsHidden: true,
    topMargin: 0,
    hiddenMargin: 0,
    ignoresSafeArea: true,
    clampsToAvailableHeight: false)

  /// SwiftUI SplitView's default range of the bottom part's fractions of the container: 0.2...0.8. The split
  /// view presets, the scenario key `range` and the divider all default to it.
  public static let splitViewRange: ClosedRange<Double> = 0.2...0.8

  /// SwiftUI SplitView's: the bottom part's fractions `range` of the container, starting at `middle`; no
  /// margins; safe areas ignored.
  ///
  /// - Parameters:
  ///   - middle: The initial fraction of the container height given to the bottom part (0.5).
  ///   - range: The allowed fractions (``splitViewRange``, 0.2...0.8).
  public static func splitView(middle: Double = 0.5, range: ClosedRange<Double> = splitViewRange) -> Self {
    Self(
      detents: [.fraction(range.lowerBound), .fraction(range.upperBound)],
      initialHeight: .fraction(middle),
      topMargin: 0,
      hiddenMargin: 0,
      ignoresSafeArea: true)
  }
}

extension PullUpConfiguration.Movement {
  /// PullUp's default movement: momentum projection, a spring that carries the release velocity,
  /// UIScrollView's rubber band at both ends, proportions kept on resize.
  public static let `default` = Self()

  /// ISHPullUp's: position-only threshold snapping, the tanh rubber band above the maximum and a hard
  /// floor at the minimum, the 0.4 s / 0.9 spring, heights clamped on rotation, and no sanity checks on
  /// the heights code or the target-height delegate ask for.
  public static let ishPullUp = Self(
    snapPolicy: .ishPullUp,
    motion: .spring(.ishPullUp),
    rubberBand: .init(top: .ishPullUp, bottom: .hard),
    resizeBehavior: .clampHeight,
    clampsRequestedHeights: false)

  /// SplitSheet's: directional snapping with a 150-point band, its critically damped show animation,
  /// UIScrollView's rubber band, a drag can hide the sheet and a hidden sheet can be swiped into view,
  /// heights clamped on resize, and showing always goes to the shown detent (`show(true)`).
  public static let splitSheet = Self(
    snapPolicy: .splitSheet,
    motion: .spring(.splitSheet),
    rubberBand: .init(top: .scrollView, bottom: .scrollView),
    hidesByDragging: true,
    dragsWhileHidden: true,
    resizeBehavior: .clampHeight,
    showTarget: .detent(0))

  /// SwiftUI SplitView's: dragged freely without snapping or rubber band, kept as a fraction on resize; a
  /// release leaves the divider where the finger let go (no momentum).
  public static let splitView = Self(
    snapPolicy: .free,
    motion: .spring(.init(response: 0.3, dampingRatio: 1)),
    rubberBand: .init(top: .hard, bottom: .hard),
    resizeBehavior: .keepProportion,
    carriesReleaseVelocity: false)
}

extension PullUpConfiguration.Appearance {
  /// PullUp's default appearance: the sheet shifts over the content, dimming grows over the upper half,
  /// the handle points the way the sheet can go.
  public static let `default` = Self()

  /// ISHPullUp's: shift layout, binary dimming at half-way, ISHPullUpHandleView's arrow.
  public static let ishPullUp = Self(layoutMode: .shift, dimming: .ishPullUp, handle: .arrow)

  /// SplitSheet's: the content is displaced, nothing is dimmed.
  public static let splitSheet = Self(layoutMode: .displace, dimming: .none)

  /// SwiftUI SplitView's: the content is displaced, nothing is dimmed.
  public static let splitView = Self(layoutMode: .displace, dimming: .none)
}
