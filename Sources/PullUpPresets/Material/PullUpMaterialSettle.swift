import PullUpCore

/// A settle that never passes its target, for the `.materialBottomSheet(…)` preset, written as a plug-in with
/// public API only.
///
/// Material settles with ViewDragHelper's quintic ease-out over a duration it computes from the distance, the
/// velocity and the container's width; it never passes its target. A motion here knows only its move, so this
/// one keeps that property with a critically damped spring (``spring``, 0.3 s: about 0.3 s to within 1 % of
/// the distance, as ViewDragHelper's 256 to 600 ms). A critically damped spring can still pass its target
/// when it starts fast towards it, so a new move's starting velocity towards the target is limited to
/// `2π / response · distance`, the fastest start that does not pass it. A new move's velocity away from the
/// target is limited as every spring limits its start (`PullUpSpringParameters.state(of:after:)`:
/// `2π / response · max(distance, 20 pt)`), so a flick away does not carry the sheet far before it turns
/// (ViewDragHelper's settle never moves away at all).
///
/// A continuing move (`PullUpMove.continues`: a new target mid-settle) keeps its velocity whole, neither
/// limit applies, so the sheet's velocity does not jump at the hand-over. One that comes towards its new
/// target faster than the limit may pass it once; ViewDragHelper starts its new scroll from rest there, the
/// jump in velocity PullUp does not make.
public struct PullUpMaterialSettle: PullUpMotion, Codable {
  /// The spring; its damping ratio must be at least 1.
  public var spring: PullUpSpringParameters

  /// Creates the motion; the default is a critically damped 0.3 s spring.
  public init(spring: PullUpSpringParameters = PullUpSpringParameters(response: 0.3, dampingRatio: 1)) {
    self.spring = spring
  }

  /// "Material settle".
  public var name: String { "Material settle" }

  /// Checks the spring, and that it does not overshoot on its own (a damping ratio of at least 1).
  public func validate() throws(PullUpError) {
    try spring.validate()
    guard spring.dampingRatio >= 1 else {
      throw .invalidConfiguration("Material settle: dampingRatio \(spring.dampingRatio) must be at least 1")
    }
  }

  /// The spring's state `elapsed` seconds into `move`: a new move starts no faster towards the target than
  /// `2π / response · distance`; a continuing move starts at its own velocity.
  public func state(of move: PullUpMove, after elapsed: Double) -> (height: Double, heightVelocity: Double) {
    guard !move.continues else { return spring.state(of: move, after: elapsed) }
    var limited = move
    let towards = move.target - move.start
    let limit = 2 * Double.pi / spring.response * abs(towards)
    if towards > 0, move.heightVelocity > limit { limited.heightVelocity = limit }
    if towards < 0, move.heightVelocity < -limit { limited.heightVelocity = -limit }
    return spring.state(of: limited, after: elapsed)
  }
}
