/// The rule that decides where a released sheet goes.
///
/// Policies are pure values: the same release always gives the same decision, which is what makes a
/// recorded gesture replay exactly.
public enum PullUpSnapPolicy: Sendable, Hashable, Codable {
  /// ISHPullUp's position thresholds.
  case thresholds(PullUpThresholdSnapping)
  /// SplitSheet's direction-of-travel rule.
  case directional(PullUpDirectionalSnapping)
  /// PullUp's momentum projection.
  case projected(PullUpProjectedSnapping)
  /// No snapping: the sheet rests where it was released, within its range (SwiftUI SplitView).
  case free

  /// ISHPullUp's policy with its defaults.
  public static let ishPullUp = PullUpSnapPolicy.thresholds(.init())
  /// SplitSheet's policy with its defaults.
  public static let splitSheet = PullUpSnapPolicy.directional(.init())
  /// PullUp's default policy.
  public static let projected = PullUpSnapPolicy.projected(.init())

  /// Checks the policy's parameters.
  public func validate() throws(PullUpError) {
    switch self {
    case .thresholds(let policy): try policy.validate()
    case .directional(let policy): try policy.validate()
    case .projected(let policy): try policy.validate()
    case .free: break
    }
  }

  /// Decides where a release goes.
  public func decide(_ release: PullUpRelease) -> PullUpSnapDecision {
    switch self {
    case .thresholds(let policy):
      return policy.decide(release)
    case .directional(let policy):
      return policy.decide(release)
    case .projected(let policy):
      return policy.decide(release)
    case .free:
      let height = release.detents.clamp(release.height)
      return .init(
        target: .height(height), projectedHeight: height, candidates: release.detents.heights,
        reason: .free)
    }
  }

  /// Whether the policy lets the sheet rest between detents after a release.
  public var allowsRestingBetweenDetents: Bool {
    switch self {
    case .thresholds, .directional, .free: return true
    case .projected: return false
    }
  }
}
