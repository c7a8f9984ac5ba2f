import PullUp

/// Checks the rest rule on a motion's trajectory: that a settle stopped where the rule says would never
/// have drawn the sheet half a point or more from where it stopped.
package enum PullUpRestCheck {
  /// Where a settle stops, and what the trajectory it leaves would still have done.
  package struct Outcome: Sendable {
    /// The number of frames the settle ran, counting the one that stopped it.
    package var frames: Int
    /// How far, in points, the sheet was from its target at the last frame: what snapping to it moved it.
    package var snap: Double
    /// The furthest, in points, the trajectory gets from the target after the last frame, sampled every
    /// millisecond for `scan` seconds.
    package var furthestAfterRest: Double
  }

  /// Runs a settle's frames at `frameRate` until `rule` stops it, then samples the rest of its trajectory.
  ///
  /// - Parameters:
  ///   - target: The height the settle ends at.
  ///   - horizon: The settle's rest horizon (`PullUpSpring.restHorizon`, or `PullUpRestRule.customHorizon`).
  ///   - state: The settle's height and height velocity, seconds after it started.
  /// - Returns: The outcome, or `nil` when the settle has not stopped after 60 seconds.
  package static func settle(
    to target: Double, horizon: Double, frameRate: Double = 60, rule: PullUpRestRule = .visible, scan: Double = 5,
    state: (Double) -> (height: Double, heightVelocity: Double)
  ) -> Outcome? {
    var frame = 1
    while Double(frame) / frameRate <= 60 {
      let time = Double(frame) / frameRate
      let now = state(time)
      if rule.isAtRest(displacement: now.height - target, heightVelocity: now.heightVelocity, horizon: horizon) {
        var furthest = 0.0
        for step in 1...Int(scan * 1000) {
          furthest = Swift.max(furthest, abs(state(time + Double(step) / 1000).height - target))
        }
        return Outcome(frames: frame, snap: abs(now.height - target), furthestAfterRest: furthest)
      }
      frame += 1
    }
    return nil
  }
}
