import PullUpCore

/// A snap policy of your own: a hard flick goes to the far end, anything else to the detent nearest to where
/// the sheet would coast.
///
/// ```swift
/// var configuration = PullUpConfiguration.default
/// configuration.movement.snapPolicy = .custom(FlickToEnds())
/// let controller = try PullUpController(configuration: configuration, container: container)
/// ```
public struct FlickToEnds: PullUpSnapping {
  /// The speed, in points per second, from which a release counts as a hard flick.
  public var hardFlickSpeed: Double

  /// Creates the policy.
  ///
  /// - Parameter hardFlickSpeed: From which speed, in points per second, a release is a hard flick.
  public init(hardFlickSpeed: Double = 1_500) {
    self.hardFlickSpeed = hardFlickSpeed
  }

  public var name: String { "flick to ends" }

  /// Refuses a speed that is not finite and positive.
  public func validate() throws(PullUpError) {
    guard hardFlickSpeed.isFinite, hardFlickSpeed > 0 else {
      throw .invalidConfiguration(
        "flick to ends: hard flick speed \(hardFlickSpeed) must be finite and greater than zero")
    }
  }

  public func decide(_ release: PullUpRelease) -> PullUpSnapDecision {
    let detents = release.detents
    let projection = release.projectedHeight()
    if abs(release.heightVelocity) >= hardFlickSpeed {
      let up = release.heightVelocity > 0
      return PullUpSnapDecision(
        target: .height(up ? detents.maximum : detents.minimum), projectedHeight: projection,
        candidates: detents.heights,
        reason: .custom("a hard flick \(up ? "up" : "down"): the \(up ? "highest" : "lowest") detent"))
    }
    let nearest = detents.heights[detents.nearestIndex(to: projection)]
    return PullUpSnapDecision(
      target: .height(nearest), projectedHeight: projection, candidates: detents.heights,
      reason: .custom("a gentle release: the detent nearest to where the sheet would coast"))
  }
}
