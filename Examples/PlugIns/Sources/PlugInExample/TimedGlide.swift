import PullUpCore

/// A motion of your own: a timed curve that leaves at the sheet's height velocity and lands on the target, at
/// rest, after a fixed time, without a bounce.
///
/// The curve is a cubic Hermite segment from the start (with the starting velocity) to the target (with
/// none). A new move's starting velocity is limited to three times the average speed of the move, so that a
/// flick bends the curve without flinging the sheet far past the target; a continuing move (a new target
/// mid-move) keeps the sheet's velocity whole, so the hand-over does not kink.
///
/// ```swift
/// var configuration = PullUpConfiguration.default
/// configuration.movement.motion = .custom(TimedGlide(duration: 0.3))
/// let controller = try PullUpController(configuration: configuration, container: container)
/// ```
public struct TimedGlide: PullUpMotion {
  /// How long every move takes, in seconds.
  public var duration: Double

  /// Creates the motion.
  ///
  /// - Parameter duration: How long every move takes, in seconds; finite and positive.
  public init(duration: Double = 0.35) {
    self.duration = duration
  }

  public var name: String { "timed glide" }

  /// Refuses a duration that is not finite and positive.
  public func validate() throws(PullUpError) {
    guard duration.isFinite, duration > 0 else {
      throw .invalidConfiguration("timed glide: duration \(duration) must be finite and greater than zero")
    }
  }

  public func state(of move: PullUpMove, after elapsed: Double) -> (height: Double, heightVelocity: Double) {
    guard elapsed < duration else { return (move.target, 0) }
    let s = elapsed / duration
    let distance = move.target - move.start
    let limit = 3 * abs(distance) / duration
    let velocity = move.continues ? move.heightVelocity : Swift.min(Swift.max(move.heightVelocity, -limit), limit)
    // The start's tangent: the height velocity, per unit of the curve's parameter.
    let tangent = velocity * duration
    let (s2, s3) = (s * s, s * s * s)
    let height = move.start + (s2 * 3 - s3 * 2) * distance + (s3 - 2 * s2 + s) * tangent
    let slope = (6 * s - 6 * s2) * distance + (3 * s2 - 4 * s + 1) * tangent
    return (height, slope / duration)
  }
}
