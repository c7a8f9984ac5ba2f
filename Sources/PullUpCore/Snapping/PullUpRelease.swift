/// What a snap policy knows when a finger lets go: where the sheet is, how fast it moves, where it may
/// rest, and a projection helper.
public struct PullUpRelease: Sendable, Hashable {
  /// The sheet's height on screen at release, rubber band included.
  public var height: Double
  /// How fast the sheet's height changes at release, in points per second: positive while it grows (the
  /// sheet moves up). This is the release velocity with its sign turned: a pan recognizer's `velocity` of
  /// -1200 (screen coordinates, up) is a `heightVelocity` of 1200.
  public var heightVelocity: Double
  /// The resolved detents.
  public var detents: PullUpResolvedDetents
  /// The height of the hidden position when the sheet may be hidden by a drag, otherwise `nil`.
  public var hiddenHeight: Double?

  /// Creates a release.
  public init(height: Double, heightVelocity: Double, detents: PullUpResolvedDetents, hiddenHeight: Double? = nil) {
    self.height = height
    self.heightVelocity = heightVelocity
    self.detents = detents
    self.hiddenHeight = hiddenHeight
  }

  /// Where the sheet would coast to with momentum, in points: the release height plus
  /// ``PullUpProjection/distance(velocity:decelerationRate:)``.
  ///
  /// - Parameter decelerationRate: The per-millisecond velocity multiplier, in `0..<1`; UIScrollView's normal
  ///   rate by default.
  public func projectedHeight(decelerationRate: Double = PullUpProjection.normalDecelerationRate) -> Double {
    height + PullUpProjection.distance(velocity: heightVelocity, decelerationRate: decelerationRate)
  }
}

/// Where a snap policy sends a released sheet, and why.
public struct PullUpSnapDecision: Sendable, Hashable {
  /// Where the sheet goes.
  public enum Target: Sendable, Hashable {
    /// To rest at this height.
    case height(Double)
    /// Out of view: the sheet hides.
    case hidden
  }

  /// Where the sheet goes.
  public var target: Target
  /// The height the policy reasoned about: the release height plus any momentum projection.
  public var projectedHeight: Double
  /// The heights the policy chose from, ascending.
  public var candidates: [Double]
  /// Why the policy chose the target; its `description` is one sentence.
  public var reason: PullUpSnapReason

  /// Creates a decision.
  public init(target: Target, projectedHeight: Double, candidates: [Double], reason: PullUpSnapReason) {
    self.target = target
    self.projectedHeight = projectedHeight
    self.candidates = candidates
    self.reason = reason
  }
}
