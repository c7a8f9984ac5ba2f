/// ISHPullUp's snapping: the position alone decides, with thresholds relative to the maximum height.
///
/// The release height is first clipped to the maximum (the rubber band is dropped). Then, when
/// ``snapToEnds`` is on:
/// - above `maximum · (1 − threshold)` the sheet expands (checked first, so it wins overlaps);
/// - else below `minimum + maximum · threshold` it collapses;
/// - else it rests where it was released.
///
/// Velocity is never used, and detents between the ends are ignored, exactly as in ISHPullUp. Note that
/// the thresholds are fractions of the maximum height, not of the range: with a large minimum the two
/// zones overlap and intermediate positions become impossible (seeds-spec §1.17, bug 2). The preset keeps
/// this because apps tuned their threshold against it.
public struct PullUpThresholdSnapping: PullUpSnapping, Codable {
  /// "ISHPullUp thresholds".
  public var name: String { "ISHPullUp thresholds" }

  /// Whether releases near the ends snap to them.
  public var snapToEnds: Bool
  /// The snap zone as a fraction of the maximum height, strictly between 0 and 1.
  public var threshold: Double

  /// Creates the policy; ISHPullUp's defaults are on and 0.25.
  public init(snapToEnds: Bool = true, threshold: Double = 0.25) {
    self.snapToEnds = snapToEnds
    self.threshold = threshold
  }

  /// Checks that the threshold lies strictly between 0 and 1 (ISHPullUp asserts the same).
  public func validate() throws(PullUpError) {
    try PullUpError.requireFinite(threshold, .snapThreshold)
    guard threshold > 0, threshold < 1 else {
      throw .invalidInput(.snapThreshold, value: threshold, rule: .mustLieStrictlyBetween(0, 1))
    }
  }

  /// Decides where a release goes.
  public func decide(_ release: PullUpRelease) -> PullUpSnapDecision {
    let minimum = release.detents.minimum
    let maximum = release.detents.maximum
    let height = release.detents.clamp(release.height)
    let candidates = [minimum, maximum]
    guard snapToEnds else {
      return .init(
        target: .height(height), projectedHeight: height, candidates: candidates,
        reason: .snapToEndsOff)
    }
    let expandAbove = maximum * (1 - threshold)
    let collapseBelow = minimum + maximum * threshold
    if height > expandAbove {
      return .init(
        target: .height(maximum), projectedHeight: height, candidates: candidates,
        reason: .aboveExpandThreshold(expandAbove))
    }
    if height < collapseBelow {
      return .init(
        target: .height(minimum), projectedHeight: height, candidates: candidates,
        reason: .belowCollapseThreshold(collapseBelow))
    }
    return .init(
      target: .height(height), projectedHeight: height, candidates: candidates,
      reason: .betweenThresholds(collapseBelow: collapseBelow, expandAbove: expandAbove))
  }
}
