/// Detents turned into heights for one container: sorted, distinct, finite and never empty.
///
/// Resolution follows these rules, in order:
/// 1. Each detent gives a raw height for the context (a fraction of its
///    ``PullUpDetentContext/availableHeight``, a custom rule's answer, …). A non-finite height (a custom rule
///    answering NaN or infinity) is dropped.
/// 2. Every height is clamped into `0...availableHeight`, or into `0...10⁷` points when the shape lets
///    detents be taller (``PullUpConfiguration/Shape/clampsToAvailableHeight`` off).
/// 3. The optional minimum and maximum bounds are resolved and clamped the same way. A sizing delegate's
///    maximum replaces the configuration's but only caps: it is lowered to the highest height the detents
///    and the configuration's maximum give, so it never adds a detent above them (ISHPullUp's maximum caps
///    the sheet; here the configuration's highest detent plays the available height's part). When the
///    minimum is above the maximum, the maximum is raised to the minimum: the minimum wins, as it does in
///    ISHPullUp's `invalidateLayout()`, but the range never inverts.
/// 4. Every height is clamped into the bounds, and each bound that is given becomes a detent itself.
/// 5. Heights are sorted; heights closer than 0.5 points merge into the lower one.
/// 6. If nothing is left, the only detent is the available height, so the sheet stays reachable.
public struct PullUpResolvedDetents: Sendable, Hashable {
  /// Heights closer than this many points count as one detent.
  static let mergeTolerance = 0.5

  /// The heights in ascending order, at least one.
  public let heights: [Double]
  /// The lowest height: where the sheet is collapsed.
  public let minimum: Double
  /// The highest height: where the sheet is expanded.
  public let maximum: Double
  /// The context the heights were resolved in.
  public let context: PullUpDetentContext

  /// Resolves detents and optional bounds in a context, by the rules in the type's discussion.
  ///
  /// - Parameter cap: A sizing delegate's maximum, in points from the container's bottom edge: it replaces
  ///   `maximum`, at most the highest height of the detents and `maximum` (rule 3).
  package init(
    _ detents: [PullUpDetent],
    minimum: PullUpDetent? = nil,
    maximum: PullUpDetent? = nil,
    cap: Double? = nil,
    in context: PullUpDetentContext
  ) {
    let limit = context.heightLimit
    func sanitized(_ detent: PullUpDetent?) -> Double? {
      guard let raw = detent?.height(in: context), raw.isFinite else { return nil }
      return Swift.min(Swift.max(raw, 0), limit)
    }
    let lower = sanitized(minimum)
    var upper = sanitized(maximum)
    var raw = detents.compactMap(sanitized)
    if let cap = sanitized(cap.map(PullUpDetent.height)) {
      // Rule 6's fallback is the highest when nothing else is.
      let highest = (raw + [upper].compactMap(\.self)).max() ?? context.availableHeight
      upper = Swift.min(cap, highest)
    }
    if let lower, let current = upper, lower > current { upper = lower }

    if let lower { raw.append(lower) }
    if let upper { raw.append(upper) }
    let low = lower ?? -Double.infinity
    let high = upper ?? Double.infinity
    raw = raw.map { Swift.min(Swift.max($0, low), high) }
    self.init(merging: raw, in: context)
  }

  /// Sorts heights, merges those closer than ``mergeTolerance`` into the lower one and falls back to the
  /// available height when nothing is left (rules 5 and 6).
  init(merging raw: [Double], in context: PullUpDetentContext) {
    var merged: [Double] = []
    merged.reserveCapacity(raw.count)
    for height in raw.sorted() where merged.last.map({ height - $0 >= Self.mergeTolerance }) ?? true {
      merged.append(height)
    }
    if merged.isEmpty { merged = [context.availableHeight] }
    self.heights = merged
    self.minimum = merged[0]
    self.maximum = merged[merged.count - 1]
    self.context = context
  }

  /// These detents with every height raised by `lift`, clamped to the height limit, then merged.
  func raised(by lift: Double) -> PullUpResolvedDetents {
    let limit = context.heightLimit
    return PullUpResolvedDetents(merging: heights.map { Swift.min($0 + lift, limit) }, in: context)
  }

  /// These detents with one more height, clamped into `0...heightLimit`, then merged.
  func adding(_ height: Double) -> PullUpResolvedDetents {
    let clamped = Swift.min(Swift.max(height, 0), context.heightLimit)
    return PullUpResolvedDetents(merging: heights + [clamped], in: context)
  }

  /// The number of detents.
  package var count: Int { heights.count }

  /// The index of the detent at `height`, within 0.01 points, if any.
  package func index(at height: Double) -> Int? {
    heights.firstIndex { abs($0 - height) <= PullUpState.heightTolerance }
  }

  /// The index of the detent nearest to `height`; the lower one wins a tie.
  public func nearestIndex(to height: Double) -> Int {
    var best = 0
    for index in heights.indices where abs(heights[index] - height) < abs(heights[best] - height) {
      best = index
    }
    return best
  }

  /// Clamps a height into `minimum...maximum` and moves it onto a detent closer than ``mergeTolerance``,
  /// so that a height described like a detent lands on the detent it merged into.
  func snapped(_ height: Double) -> Double {
    let clamped = clamp(height.isFinite ? height : minimum)
    let nearest = heights[nearestIndex(to: clamped)]
    return abs(nearest - clamped) < Self.mergeTolerance ? nearest : clamped
  }

  /// Clamps a height into `minimum...maximum`.
  public func clamp(_ height: Double) -> Double {
    Swift.min(Swift.max(height, minimum), maximum)
  }
}
