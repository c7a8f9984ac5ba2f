import PullUpCore

/// FloatingPanel's spring (`NumericSpringAnimator` in scenee/FloatingPanel), written as a plug-in with public
/// API only: the `.floatingPanel` preset's motion.
///
/// FloatingPanel steps a spring of response 0.4 s once per 60 Hz frame, semi-implicitly, with a damping ratio
/// from `springDecelerationRate` (0.991) when the release is faster than 300 points per second and 1
/// otherwise. The step damps more than those constants say; the closed form that moves like it at 60 Hz is
/// ``fast`` (0.427 s, 0.747) for a fast release and ``slow`` (0.44 s, critically damped) otherwise, which keeps
/// the overshoot within 2 points of FloatingPanel's while staying independent of the frame rate.
public struct PullUpFloatingPanelSpring: PullUpMotion, Codable {
  /// The spring after a release faster than ``speedThreshold``.
  public var fast: PullUpSpringParameters
  /// The spring otherwise.
  public var slow: PullUpSpringParameters
  /// The speed, in points per second, above which a move uses ``fast``: 300.
  public var speedThreshold: Double

  /// Creates the motion; the defaults match FloatingPanel's at 60 Hz.
  public init(
    fast: PullUpSpringParameters = PullUpSpringParameters(response: 0.427, dampingRatio: 0.747),
    slow: PullUpSpringParameters = PullUpSpringParameters(response: 0.44, dampingRatio: 1),
    speedThreshold: Double = 300
  ) {
    self.fast = fast
    self.slow = slow
    self.speedThreshold = speedThreshold
  }

  /// "FloatingPanel spring".
  public var name: String { "FloatingPanel spring" }

  /// Checks both springs and the threshold.
  public func validate() throws(PullUpError) {
    try fast.validate()
    try slow.validate()
    guard speedThreshold.isFinite, speedThreshold >= 0 else {
      throw .invalidConfiguration("FloatingPanel spring: speedThreshold \(speedThreshold) must be finite, not negative")
    }
  }

  /// The spring's state `elapsed` seconds into `move`: ``fast`` when the move starts faster than
  /// ``speedThreshold``, otherwise ``slow``.
  public func state(of move: PullUpMove, after elapsed: Double) -> (height: Double, heightVelocity: Double) {
    (abs(move.heightVelocity) > speedThreshold ? fast : slow).state(of: move, after: elapsed)
  }
}
