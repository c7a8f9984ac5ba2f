/// SplitSheet's snapping: any velocity moves to the next detent strictly beyond the projected point in
/// the direction of travel; a release without velocity snaps within a band around the lowest detent.
///
/// The projected point is the release height plus UIScrollView's momentum at ``decelerationRate``
/// (the fast rate, 0.99). With `v` the release velocity:
/// - `v > 0` (up): the lowest detent strictly above the projection, or the highest detent if none;
/// - `v < 0` (down): the highest candidate strictly below the projection, or the hidden position (or
///   the lowest detent when the sheet cannot hide) if none;
/// - `v = 0`: with `d = minimum − projection`, a projection at least ``snappingDistance`` above the
///   minimum rests where it is (the free zone); within the band it snaps to the minimum; at or more
///   than the distance below it hides.
///
/// Velocities below the smallest normal `Double` count as zero, as in SplitSheet.
public struct PullUpDirectionalSnapping: PullUpSnapping, Codable {
  /// "direction of travel".
  public var name: String { "direction of travel" }

  /// The half-width of the band around the lowest detent for releases without velocity.
  public var snappingDistance: Double
  /// The per-millisecond deceleration used for the projection.
  public var decelerationRate: Double

  /// Creates the policy; SplitSheet's defaults are 150 points and UIScrollView's fast rate.
  public init(snappingDistance: Double = 150, decelerationRate: Double = PullUpRelease.fastDecelerationRate) {
    self.snappingDistance = snappingDistance
    self.decelerationRate = decelerationRate
  }

  /// Checks the distance and the rate.
  public func validate() throws(PullUpError) {
    try PullUpError.requireNonNegative(snappingDistance, .snappingDistance)
    try PullUpProjectedSnapping.validateRate(decelerationRate)
  }

  /// Decides where a release goes.
  public func decide(_ release: PullUpRelease) -> PullUpSnapDecision {
    let detents = release.detents
    let projected =
      release.height + PullUpProjection.distance(velocity: release.heightVelocity, decelerationRate: decelerationRate)
    var candidates = detents.heights
    if let hidden = release.hiddenHeight { candidates.insert(hidden, at: 0) }
    let lowest: PullUpSnapDecision.Target = release.hiddenHeight == nil ? .height(detents.minimum) : .hidden
    func target(_ height: Double) -> PullUpSnapDecision.Target {
      if let hidden = release.hiddenHeight, height == hidden { return .hidden }
      return .height(height)
    }

    if release.heightVelocity >= Double.leastNormalMagnitude {
      if let above = candidates.first(where: { $0 > projected }) {
        return .init(
          target: target(above), projectedHeight: projected, candidates: candidates,
          reason: .nearestDetentBeyond(.up, projection: projected))
      }
      return .init(
        target: .height(detents.maximum), projectedHeight: projected, candidates: candidates,
        reason: .pastEveryDetent(.up))
    }
    if release.heightVelocity <= -Double.leastNormalMagnitude {
      if let below = candidates.last(where: { $0 < projected }) {
        return .init(
          target: target(below), projectedHeight: projected, candidates: candidates,
          reason: .nearestDetentBeyond(.down, projection: projected))
      }
      return .init(
        target: lowest, projectedHeight: projected, candidates: candidates,
        reason: .pastEveryDetent(.down))
    }
    let distance = detents.minimum - projected
    if distance <= -snappingDistance {
      return .init(
        target: .height(detents.clamp(projected)), projectedHeight: projected, candidates: candidates,
        reason: .restsAboveSnappingDistance)
    }
    if distance < snappingDistance {
      return .init(
        target: .height(detents.minimum), projectedHeight: projected, candidates: candidates,
        reason: .withinSnappingDistance)
    }
    return .init(
      target: lowest, projectedHeight: projected, candidates: candidates,
      reason: .belowSnappingDistance)
  }
}
