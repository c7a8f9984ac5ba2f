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
  /// The height of the hidden position (`-hiddenMargin`) when the sheet may be hidden by a drag
  /// (``PullUpConfiguration/Movement/hidesByDragging``), otherwise `nil`.
  public var hiddenHeight: Double?
  /// The sheet's height on screen when the finger took it, where the drag began (rubber band included):
  /// `height − startHeight` is the displacement since then, which a policy can use for the direction of a
  /// release without velocity (FloatingPanel does).
  public var startHeight: Double

  /// Creates a release.
  ///
  /// The machine makes one when a finger lets go. Make your own to test a snap policy's `decide(_:)`
  /// directly, with the detents of a machine in the container you test (``PullUpMachine/detents``).
  ///
  /// - Parameters:
  ///   - height: The sheet's height on screen at release.
  ///   - heightVelocity: How fast the height changes, in points per second, positive up.
  ///   - detents: The resolved detents.
  ///   - hiddenHeight: The hidden position when a drag may hide the sheet; `nil` otherwise.
  ///   - startHeight: The height where the drag began; `nil` (the default) for `height`, a release that did
  ///     not move the sheet.
  public init(
    height: Double, heightVelocity: Double, detents: PullUpResolvedDetents, hiddenHeight: Double? = nil,
    startHeight: Double? = nil
  ) {
    self.height = height
    self.heightVelocity = heightVelocity
    self.detents = detents
    self.hiddenHeight = hiddenHeight
    self.startHeight = startHeight ?? height
  }

  /// UIScrollView's normal deceleration rate, 0.998: the velocity is multiplied by it once per millisecond.
  /// ``PullUpProjectedSnapping`` projects with it by default.
  public static let normalDecelerationRate = 0.998
  /// UIScrollView's fast deceleration rate, 0.99: the sheet coasts about a fifth as far as at the normal
  /// rate. ``PullUpDirectionalSnapping`` (SplitSheet's rule) projects with it by default.
  public static let fastDecelerationRate = 0.99

  /// Where the sheet would coast to with momentum, in points: the release height plus
  /// `(heightVelocity / 1000) · r / (1 − r)` for a deceleration rate `r` (WWDC 2018's "Designing Fluid
  /// Interfaces"; about half a second of travel at the normal rate). Above the release height while the
  /// sheet moves up.
  ///
  /// - Parameter decelerationRate: The per-millisecond velocity multiplier `r`, in `0..<1`; UIScrollView's
  ///   normal rate (``normalDecelerationRate``) by default.
  public func projectedHeight(decelerationRate: Double = PullUpRelease.normalDecelerationRate) -> Double {
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
