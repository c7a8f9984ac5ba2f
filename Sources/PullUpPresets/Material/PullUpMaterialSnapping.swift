import PullUpCore

/// Material's release rule (`BottomSheetBehavior.onViewReleased` in material-components-android, after
/// androidx `ViewDragHelper`'s velocity clamp), written as a plug-in with public API only: the
/// `.materialBottomSheet(…)` preset's snapping, and the owner of its positions (``keylines(in:)``).
///
/// Material measures the sheet's top edge downwards from the container's top: `top = H − height` for a
/// container `H` points tall; this policy decides in those coordinates, which keeps MDC's rule that measures
/// from the container's top (a still release above half-expanded). Material works in pixels; at a density of
/// 1 they are points. With `v` the release velocity in screen coordinates (down positive), first clamped by
/// ViewDragHelper (`|v|` under ``minimumFlingVelocity`` is 0, above ``maximumFlingVelocity`` it is capped):
/// 1. **Up** (`v < 0`): expanded under ``fitToContents``; otherwise half-expanded when released below it,
///    expanded at or above it.
/// 2. **Hideable** (`PullUpRelease.hiddenHeight` set, the preset's `hideable`) **and `shouldHide`**:
///    `shouldHide` is true under ``skipCollapsed``, false above collapsed, otherwise true when
///    `|top + 0.1·v − collapsed| / peek > 0.5`. Then the sheet hides when `v` is above
///    ``significantVelocityThreshold`` or it was released below the middle of expanded and hidden;
///    otherwise it goes to expanded (``fitToContents``) or to the nearer of expanded and half-expanded.
/// 3. **Still** (`v = 0`): the nearer of expanded and collapsed under ``fitToContents``. Otherwise, above
///    half-expanded, expanded when `top < |top − collapsed|` (the distance from the container's top, not
///    from expanded), else half-expanded; at or below half-expanded, the nearer of half-expanded and
///    collapsed. A tie goes to the lower state.
/// 4. **Down** (`v > 0`): collapsed under ``fitToContents``; otherwise the nearer of half-expanded and
///    collapsed, whatever the speed.
public struct PullUpMaterialSnapping: PullUpSnapping, Codable {
  /// Material's `peekHeight`: how much of the collapsed sheet shows.
  public enum PeekHeight: Sendable, Hashable, Codable {
    /// `PEEK_HEIGHT_AUTO`: the collapsed sheet's top at 9/16 of the container's width from the container's
    /// top, in whole pixels as MDC computes it (`parentHeight - parentWidth * 9 / 16` in `int`s, points as
    /// pixels), showing at least ``PullUpMaterialSnapping/peekHeightMin`` and at most the sheet's height.
    case auto
    /// A peek of this many points above the bottom safe area.
    case points(Double)

    /// Reads `"auto"` or a number of points.
    public init(from decoder: any Decoder) throws {
      let container = try decoder.singleValueContainer()
      if let points = try? container.decode(Double.self) {
        self = .points(points)
        return
      }
      guard try container.decode(String.self) == "auto" else {
        throw DecodingError.dataCorruptedError(
          in: container, debugDescription: "a peek height is \"auto\" or a number of points")
      }
      self = .auto
    }

    /// Writes `"auto"` or the number of points.
    public func encode(to encoder: any Encoder) throws {
      var container = encoder.singleValueContainer()
      switch self {
      case .auto: try container.encode("auto")
      case .points(let points): try container.encode(points)
      }
    }
  }

  /// The sheet's resting heights for one container, in points above the container's bottom edge.
  public struct Keylines: Sendable, Hashable {
    /// Where the sheet is expanded: the sheet's own height under `fitToContents`, otherwise the available
    /// height (MDC's `expandedOffset` 0, below the top safe area).
    public var expanded: Double
    /// Where the sheet is half-expanded (`halfExpandedRatio` of the container's height), or `nil` under
    /// `fitToContents`, which has no such state.
    public var halfExpanded: Double?
    /// Where the sheet is collapsed: the peek, no higher than the sheet under `fitToContents`.
    public var collapsed: Double
    /// The peek, bottom safe area included: the unit of `shouldHide`'s threshold.
    public var peek: Double
  }

  /// "Material".
  public var name: String { "Material" }

  /// Material's `fitToContents`: expanded is the sheet's own height and there is no half-expanded state.
  public var fitToContents: Bool
  /// Material's `peekHeight`.
  public var peekHeight: PeekHeight
  /// Material's `halfExpandedRatio`: the half-expanded height as a part of the container's height, in `0<..<1`.
  public var halfExpandedRatio: Double
  /// Material's `skipCollapsed`: a hideable sheet released downwards hides or expands, never collapses.
  public var skipCollapsed: Bool
  /// Material's `significantVelocityThreshold`, in points per second: a hideable sheet released downwards
  /// faster than this hides. 500 (MDC's pixels at a density of 1).
  public var significantVelocityThreshold: Double
  /// ViewDragHelper's minimum fling velocity, in points per second: a slower release counts as still. 50.
  public var minimumFlingVelocity: Double
  /// ViewDragHelper's maximum fling velocity, in points per second: a faster release counts as this fast.
  /// 8,000.
  public var maximumFlingVelocity: Double
  /// MDC's `design_bottom_sheet_peek_height_min`, in points: the least an auto peek shows. 64.
  public var peekHeightMin: Double

  /// Creates the policy; the defaults are Material's.
  public init(
    fitToContents: Bool = true, peekHeight: PeekHeight = .auto, halfExpandedRatio: Double = 0.5,
    skipCollapsed: Bool = false, significantVelocityThreshold: Double = 500, minimumFlingVelocity: Double = 50,
    maximumFlingVelocity: Double = 8_000, peekHeightMin: Double = 64
  ) {
    self.fitToContents = fitToContents
    self.peekHeight = peekHeight
    self.halfExpandedRatio = halfExpandedRatio
    self.skipCollapsed = skipCollapsed
    self.significantVelocityThreshold = significantVelocityThreshold
    self.minimumFlingVelocity = minimumFlingVelocity
    self.maximumFlingVelocity = maximumFlingVelocity
    self.peekHeightMin = peekHeightMin
  }

  /// Checks the ratio, the peek and the velocities.
  public func validate() throws(PullUpError) {
    guard halfExpandedRatio.isFinite, halfExpandedRatio > 0, halfExpandedRatio < 1 else {
      throw .invalidConfiguration("Material: halfExpandedRatio \(halfExpandedRatio) must lie between 0 and 1")
    }
    if case .points(let points) = peekHeight, !(points.isFinite && points >= 0) {
      throw .invalidConfiguration("Material: peekHeight \(points) must be finite, not negative")
    }
    for (name, value) in [
      ("significantVelocityThreshold", significantVelocityThreshold), ("minimumFlingVelocity", minimumFlingVelocity),
      ("maximumFlingVelocity", maximumFlingVelocity), ("peekHeightMin", peekHeightMin),
    ] where !(value.isFinite && value >= 0) {
      throw .invalidConfiguration("Material: \(name) \(value) must be finite, not negative")
    }
  }

  /// The resting heights in a container (MDC's `calculatePeekHeight`, `calculateCollapsedOffset`,
  /// `calculateHalfExpandedOffset` and `getExpandedOffset`), in points above the container's bottom edge. The
  /// sheet's own height is the content's height when known, otherwise the available height, and never more.
  public func keylines(in context: PullUpDetentContext) -> Keylines {
    let container = context.containerSize
    let available = context.availableHeight
    let child = Swift.min(context.contentHeight ?? available, available)
    let peek: Double
    switch peekHeight {
    case .auto:
      peek = Swift.min(Swift.max(peekHeightMin, Self.autoPeek(in: container)), child) + context.safeArea.bottom
    case .points(let points):
      peek = points + context.safeArea.bottom
    }
    return Keylines(
      expanded: fitToContents ? child : available,
      halfExpanded: fitToContents ? nil : container.height * halfExpandedRatio,
      collapsed: fitToContents ? Swift.min(peek, child) : peek,
      peek: peek)
  }

  /// MDC's auto peek before its limits, in whole pixels at a density of 1: `parentHeight - parentWidth * 9 / 16`
  /// in Java's `int` arithmetic (material-components-android @ac7e18e,
  /// lib/java/com/google/android/material/bottomsheet/BottomSheetBehavior.java:1722, in `calculatePeekHeight`).
  /// The container's size is MDC's `parentWidth` and `parentHeight`, whole pixels, so a fraction of a point is
  /// dropped as Java's `int` conversion drops it, and `· 9 / 16` is divided as integers (towards zero): in a
  /// 412 × 860 container the peek is 860 − 231 = 629, not 860 − 231.75.
  static func autoPeek(in container: PullUpSize) -> Double {
    let width = container.width.rounded(.towardZero)
    let height = container.height.rounded(.towardZero)
    return height - (width * 9 / 16).rounded(.towardZero)
  }

  /// Decides where a release goes, by the rules in the type's discussion.
  public func decide(_ release: PullUpRelease) -> PullUpSnapDecision {
    let detents = release.detents
    let keylines = keylines(in: detents.context)
    let containerHeight = detents.context.containerSize.height
    func top(_ height: Double) -> Double { containerHeight - height }
    let current = top(release.height)
    let expanded = top(keylines.expanded)
    let collapsed = top(keylines.collapsed)
    let half = keylines.halfExpanded.map(top)
    let velocity = clampedVelocity(-release.heightVelocity)
    func decision(_ target: Double, _ state: String, _ rule: String) -> PullUpSnapDecision {
      let height = detents.heights[detents.nearestIndex(to: containerHeight - target)]
      return PullUpSnapDecision(
        target: .height(height), projectedHeight: release.height, candidates: detents.heights,
        reason: .custom("Material: \(rule): \(state)"))
    }
    func nearer(_ upper: (Double, String), _ lower: (Double, String), _ rule: String) -> PullUpSnapDecision {
      abs(current - upper.0) < abs(current - lower.0)
        ? decision(upper.0, upper.1, "\(rule), nearer \(upper.1) than \(lower.1)")
        : decision(lower.0, lower.1, "\(rule), not nearer \(upper.1) than \(lower.1)")
    }
    let moving = "moving \(velocity < 0 ? "up" : "down") at \(Self.words(abs(velocity))) points per second"
    if velocity < 0 {
      guard let half else { return decision(expanded, "expanded", "\(moving) with fitToContents") }
      return current > half
        ? decision(half, "half-expanded", "\(moving), released below half-expanded")
        : decision(expanded, "expanded", "\(moving), released at or above half-expanded")
    }
    if let hiddenHeight = release.hiddenHeight, let why = shouldHide(current, velocity, collapsed, keylines.peek) {
      let hiddenTop = top(hiddenHeight)
      let hide = "shouldHide (\(why))"
      if velocity > significantVelocityThreshold {
        return hidden(
          release,
          "\(hide), \(moving), faster than its significantVelocityThreshold of "
            + "\(Self.words(significantVelocityThreshold))")
      }
      if current > (hiddenTop + expanded) / 2 {
        return hidden(release, "\(hide), released below the middle of expanded and hidden")
      }
      guard let half else { return decision(expanded, "expanded", "\(hide), neither fast nor low, fitToContents") }
      return nearer((expanded, "expanded"), (half, "half-expanded"), "\(hide), neither fast nor low")
    }
    if velocity == 0 {
      let still = "still (under ViewDragHelper's \(Self.words(minimumFlingVelocity)) points per second)"
      guard let half else { return nearer((expanded, "expanded"), (collapsed, "collapsed"), "\(still), fitToContents") }
      if current < half {
        return current < abs(current - collapsed)
          ? decision(
            expanded, "expanded", "\(still), above half-expanded and nearer the container's top than collapsed")
          : decision(
            half, "half-expanded", "\(still), above half-expanded, not nearer the container's top than collapsed")
      }
      return nearer((half, "half-expanded"), (collapsed, "collapsed"), "\(still), at or below half-expanded")
    }
    guard let half else { return decision(collapsed, "collapsed", "\(moving) with fitToContents") }
    return nearer((half, "half-expanded"), (collapsed, "collapsed"), moving)
  }

  /// ViewDragHelper's `clampMag` with its fling velocities: 0 under the minimum, capped at the maximum.
  func clampedVelocity(_ velocity: Double) -> Double {
    let magnitude = abs(velocity)
    if magnitude < minimumFlingVelocity { return 0 }
    return magnitude > maximumFlingVelocity ? (velocity < 0 ? -maximumFlingVelocity : maximumFlingVelocity) : velocity
  }

  /// MDC's `shouldHide`, with why it holds in words, or `nil` when it does not: always under
  /// `skipCollapsed`; never above collapsed; otherwise when 0.1 s of travel at the release velocity lands
  /// more than half a peek from collapsed. Tops and velocities are in MDC's coordinates (down positive).
  private func shouldHide(_ top: Double, _ velocity: Double, _ collapsed: Double, _ peek: Double) -> String? {
    if skipCollapsed { return "skipCollapsed" }
    if top < collapsed { return nil }
    let landing = abs(top + 0.1 * velocity - collapsed) / peek
    guard landing > 0.5 else { return nil }
    return "0.1 s of travel lands \(Self.words(landing)) peek heights from collapsed, past 0.5"
  }

  /// The decision to hide, for `rule`.
  private func hidden(_ release: PullUpRelease, _ rule: String) -> PullUpSnapDecision {
    PullUpSnapDecision(
      target: .hidden, projectedHeight: release.height,
      candidates: (release.hiddenHeight.map { [$0] } ?? []) + release.detents.heights,
      reason: .custom("Material: \(rule): hidden"))
  }

  /// A number in words: whole when it is, otherwise to two decimals.
  private static func words(_ value: Double) -> String {
    PullUpSnapReason.rounded(value, decimals: 2)
  }
}
