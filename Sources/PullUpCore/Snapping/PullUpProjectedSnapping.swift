/// PullUp's default snapping: project the release with momentum, then choose within the segment of
/// detents the projection lands in.
///
/// 1. The projection is the release's ``PullUpRelease/projectedHeight(decelerationRate:)`` at
///    ``decelerationRate``.
/// 2. With ``maximumDetentsPerFlick`` set to `n`, the projection may not pass the `n`-th detent beyond
///    the release height in the direction of travel, so a hard flick moves one detent at a time
///    instead of flying past the middle, as FloatingPanel's default does between its anchors.
/// 3. The projection is clamped to the lowest and highest candidates (the hidden position is the lowest
///    candidate when the sheet can hide by a drag).
/// 4. Within the segment `lower...upper` containing the projection, moving up picks `upper` once the
///    projection has passed ``redirectionThreshold`` of the segment, otherwise `lower`; moving down
///    mirrors that. Without velocity the nearest candidate wins.
///
/// Where it differs from FloatingPanel's default (`FloatingPanelDefaultBehavior`, which it otherwise
/// resembles with one detent per flick and a threshold of 0.5):
///
/// - **Past an end detent.** A release beyond the highest (or lowest) detent that moves back inward counts
///   the end detent as the first one in its way, so it returns to that end detent. FloatingPanel treats
///   such a release as inside the end segment, so a flick back inward reaches the next anchor.
/// - **Ties.** A projection exactly at ``redirectionThreshold`` of its segment goes to the far detent
///   (`progress >= threshold`); FloatingPanel's stays (`progress > 0.5`). Without velocity, a projection
///   exactly halfway goes to the lower detent; FloatingPanel takes the direction of the drag instead.
public struct PullUpProjectedSnapping: PullUpSnapping, Codable {
  /// "momentum projection".
  public var name: String { "momentum projection" }

  /// The per-millisecond deceleration used for the projection, in `0..<1`.
  public var decelerationRate: Double
  /// How many detents one flick may pass, or `nil` for no limit.
  public var maximumDetentsPerFlick: Int?
  /// The fraction of a segment the projection must pass, in the direction of travel, to reach its far
  /// detent; 0.5 picks the nearest.
  public var redirectionThreshold: Double

  /// Creates the policy; the defaults are UIScrollView's normal rate, one detent per flick and 0.5.
  public init(
    decelerationRate: Double = PullUpRelease.normalDecelerationRate,
    maximumDetentsPerFlick: Int? = 1,
    redirectionThreshold: Double = 0.5
  ) {
    self.decelerationRate = decelerationRate
    self.maximumDetentsPerFlick = maximumDetentsPerFlick
    self.redirectionThreshold = redirectionThreshold
  }

  static func validateRate(_ rate: Double) throws(PullUpError) {
    try PullUpError.requireFinite(rate, .decelerationRate)
    guard rate >= 0, rate < 1 else {
      throw .invalidInput(.decelerationRate, value: rate, rule: .mustLieIn(0..<1))
    }
  }

  /// Checks the rate, the limit and the threshold.
  public func validate() throws(PullUpError) {
    try Self.validateRate(decelerationRate)
    if let limit = maximumDetentsPerFlick, limit < 1 {
      throw .invalidInput(.maximumDetentsPerFlick, value: Double(limit), rule: .mustBeAtLeast(1))
    }
    try PullUpError.requireFinite(redirectionThreshold, .redirectionThreshold)
    guard redirectionThreshold > 0, redirectionThreshold < 1 else {
      throw .invalidInput(.redirectionThreshold, value: redirectionThreshold, rule: .mustLieStrictlyBetween(0, 1))
    }
  }

  /// Decides where a release goes.
  public func decide(_ release: PullUpRelease) -> PullUpSnapDecision {
    var candidates = release.detents.heights
    if let hidden = release.hiddenHeight { candidates.insert(hidden, at: 0) }
    let height = release.height
    let velocity = release.heightVelocity
    var projected = height + PullUpProjection.distance(velocity: velocity, decelerationRate: decelerationRate)
    let tolerance = PullUpState.heightTolerance
    var limited: Int?
    // The `limit`-th candidate beyond the height, in the candidates' order, counted in place (a filtered copy
    // would allocate at every release).
    if let limit = maximumDetentsPerFlick {
      if projected > height {
        if let bound = Self.candidate(limit - 1, of: candidates, where: { $0 > height + tolerance }),
          projected > bound
        {
          projected = bound
          limited = limit
        }
      } else if projected < height {
        let isBelow = { (candidate: Double) in candidate < height - tolerance }
        let belowCount = candidates.count(where: isBelow)
        if belowCount >= limit, let bound = Self.candidate(belowCount - limit, of: candidates, where: isBelow),
          projected < bound
        {
          projected = bound
          limited = limit
        }
      }
    }
    projected = Swift.min(Swift.max(projected, candidates[0]), candidates[candidates.count - 1])

    let upperIndex = candidates.firstIndex { $0 >= projected } ?? candidates.count - 1
    let upper = candidates[upperIndex]
    let lower = candidates[Swift.max(upperIndex - 1, 0)]
    let chosen: Double
    let reason: PullUpSnapReason
    if upper - lower <= tolerance || abs(upper - projected) <= tolerance {
      chosen = upper
      reason = .projectionOnDetent(projection: projected, limit: limited)
    } else if velocity > 0 {
      let progress = (projected - lower) / (upper - lower)
      chosen = progress >= redirectionThreshold ? upper : lower
      reason = .projectionPassedSegment(
        .up, projection: projected, limit: limited, progress: progress, lower: lower, upper: upper)
    } else if velocity < 0 {
      let progress = (upper - projected) / (upper - lower)
      chosen = progress >= redirectionThreshold ? lower : upper
      reason = .projectionPassedSegment(
        .down, projection: projected, limit: limited, progress: progress, lower: lower, upper: upper)
    } else {
      chosen = projected - lower <= upper - projected ? lower : upper
      reason = .nearestDetent(projection: projected)
    }
    let target: PullUpSnapDecision.Target = chosen == release.hiddenHeight ? .hidden : .height(chosen)
    return .init(target: target, projectedHeight: projected, candidates: candidates, reason: reason)
  }

  /// The candidate at `position` among those that satisfy `isIncluded`, in order, if there are that many.
  private static func candidate(_ position: Int, of candidates: [Double], where isIncluded: (Double) -> Bool)
    -> Double?
  {
    var remaining = position
    for candidate in candidates where isIncluded(candidate) {
      if remaining == 0 { return candidate }
      remaining -= 1
    }
    return nil
  }
}

extension PullUpProjectedSnapping {
  private enum CodingKeys: String, CodingKey {
    case decelerationRate, maximumDetentsPerFlick, redirectionThreshold
  }

  /// Writes every parameter, `"maximumDetentsPerFlick": null` for no limit, so that a missing key can mean
  /// "the default" to a reader that fills in defaults (a scenario file).
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(decelerationRate, forKey: .decelerationRate)
    try container.encode(maximumDetentsPerFlick, forKey: .maximumDetentsPerFlick)
    try container.encode(redirectionThreshold, forKey: .redirectionThreshold)
  }
}
