import PullUpCore

/// FloatingPanel's release rule (`Core.targetState(from:with:)` in scenee/FloatingPanel, with its default
/// behaviour), written as a plug-in with public API only: the `.floatingPanel` preset's snapping.
///
/// FloatingPanel measures the sheet's top edge downwards; this policy works on `y = −height`, which keeps its
/// order and its distances. With `v` the release velocity in screen coordinates (down positive):
/// 1. The projection is scaled by the distance between the lowest and the highest detent `b`:
///    `p = y + (v / b / 1000) · r / (1 − r) · b`, with ``momentumProjectionRate`` `r`.
/// 2. The direction is the velocity's; with no velocity it is the displacement since the drag began
///    (`PullUpRelease.startHeight`), and no displacement counts as upwards.
/// 3. The segment is the pair of detents around the release in that direction; at the lowest or the
///    highest detent, or beyond it, it is the end segment. The projection is trimmed to one detent beyond the
///    segment (FloatingPanel's `shouldProjectMomentum` is false by default).
/// 4. `progress = |p − from| / |from − to|`: the sheet goes to `to` when the progress is greater than
///    ``redirectionalProgress``, otherwise back to `from`; a tie keeps `from`.
///
/// With ``isRemovalInteractionEnabled``, a release hides the sheet first when its speed divided by its
/// distance to the hidden position is at least ``removalInteractionVelocityThreshold`` per second, moving
/// down; this needs a hidden position (`PullUpRelease.hiddenHeight`, so `hidesByDragging` on).
public struct PullUpFloatingPanelSnapping: PullUpSnapping, Codable {
  /// "FloatingPanel".
  public var name: String { "FloatingPanel" }

  /// The per-millisecond deceleration of the projection: UIScrollView's normal rate, 0.998.
  public var momentumProjectionRate: Double
  /// The part of a segment the projection must pass to reach its far detent: 0.5.
  public var redirectionalProgress: Double
  /// Whether a fast release towards the hidden position hides the sheet (off by default).
  public var isRemovalInteractionEnabled: Bool
  /// The speed, per second, relative to the distance to the hidden position, at which a release hides the
  /// sheet: 5.5.
  public var removalInteractionVelocityThreshold: Double

  /// Creates the policy; the defaults are FloatingPanel's.
  public init(
    momentumProjectionRate: Double = PullUpRelease.normalDecelerationRate, redirectionalProgress: Double = 0.5,
    isRemovalInteractionEnabled: Bool = false, removalInteractionVelocityThreshold: Double = 5.5
  ) {
    self.momentumProjectionRate = momentumProjectionRate
    self.redirectionalProgress = redirectionalProgress
    self.isRemovalInteractionEnabled = isRemovalInteractionEnabled
    self.removalInteractionVelocityThreshold = removalInteractionVelocityThreshold
  }

  /// Checks the rate, the progress and the threshold.
  public func validate() throws(PullUpError) {
    // The rate is a projection's deceleration rate: the projection's own check, one rule with one owner.
    try PullUpProjectedSnapping(decelerationRate: momentumProjectionRate).validate()
    guard redirectionalProgress.isFinite, redirectionalProgress >= 0, redirectionalProgress <= 1 else {
      throw .invalidConfiguration("FloatingPanel: redirectionalProgress \(redirectionalProgress) must lie from 0 to 1")
    }
    guard removalInteractionVelocityThreshold.isFinite, removalInteractionVelocityThreshold > 0 else {
      throw .invalidConfiguration(
        "FloatingPanel: removalInteractionVelocityThreshold \(removalInteractionVelocityThreshold) must be greater "
          + "than zero")
    }
  }

  /// Decides where a release goes.
  public func decide(_ release: PullUpRelease) -> PullUpSnapDecision {
    let heights = release.detents.heights
    // FloatingPanel's positions, most expanded first.
    let positions = heights.reversed().map { -$0 }
    let y = -release.height
    let velocity = -release.heightVelocity
    func decision(_ index: Int, projected: Double, reason: String) -> PullUpSnapDecision {
      PullUpSnapDecision(
        target: .height(-positions[index]), projectedHeight: -projected, candidates: heights,
        reason: .custom("FloatingPanel: " + reason))
    }
    if isRemovalInteractionEnabled, let hidden = release.hiddenHeight {
      let distance = abs(release.height - hidden)
      let rate = distance != 0 ? velocity / distance : 0
      if rate >= removalInteractionVelocityThreshold {
        return PullUpSnapDecision(
          target: .hidden, projectedHeight: release.height, candidates: [hidden] + heights,
          reason: .custom(
            "FloatingPanel: removal, \(Self.words(rate)) per second of the distance to the hidden position, "
              + "at least its \(Self.words(removalInteractionVelocityThreshold))"))
      }
    }
    guard positions.count > 1 else { return decision(0, projected: y, reason: "one detent") }
    let base = abs(positions[positions.count - 1] - positions[0])
    let rate = momentumProjectionRate
    var projected = y + (velocity / base / 1000) * rate / (1 - rate) * base
    let displacement = y + release.startHeight
    let forward = velocity == 0 ? displacement > 0 : velocity > 0

    let segment = Self.segment(of: positions, at: y, forward: forward)
    var lower = segment.lower ?? 0
    var upper = segment.upper ?? positions.count - 1
    if lower == upper {
      if forward { upper = Swift.min(lower + 1, positions.count - 1) } else { lower = Swift.max(lower - 1, 0) }
    }
    let (from, to) = forward ? (lower, upper) : (upper, lower)
    if forward {
      projected = Swift.max(Swift.min(projected, positions[Swift.min(to + 1, positions.count - 1)]), positions[from])
    } else {
      projected = Swift.max(Swift.min(projected, positions[from]), positions[Swift.max(to - 1, 0)])
    }
    let span = abs(positions[from] - positions[to])
    let progress = span > 0 ? abs(projected - positions[from]) / span : 0
    let names = Self.names(count: positions.count)
    let way = "\(Self.words(progress * 100)) % of the way from \(names[from]) to \(names[to])"
    let threshold = "its \(Self.words(redirectionalProgress * 100)) % threshold"
    if progress > redirectionalProgress {
      return decision(to, projected: projected, reason: "\(way), past \(threshold)")
    }
    return decision(from, projected: projected, reason: "\(way), not past \(threshold): back to \(names[from])")
  }

  /// FloatingPanel's `LayoutAdapter.segment(at:forward:)`: the indices of the positions around `position`.
  static func segment(of positions: [Double], at position: Double, forward: Bool) -> (lower: Int?, upper: Int?) {
    let upperIndex =
      forward ? positions.firstIndex { position < $0 } : positions.firstIndex { position <= $0 }
    switch upperIndex {
    case 0?: return (nil, 0)
    case let index?: return (index - 1, index)
    case nil: return (positions.count - 1, nil)
    }
  }

  /// FloatingPanel's names for three detents, most expanded first; heights otherwise.
  private static func names(count: Int) -> [String] {
    count == 3 ? ["full", "half", "tip"] : (0..<count).map { "detent \(count - $0)" }
  }

  /// A number in words: whole when it is, otherwise to one decimal.
  private static func words(_ value: Double) -> String {
    PullUpSnapReason.rounded(value, decimals: 1)
  }
}
