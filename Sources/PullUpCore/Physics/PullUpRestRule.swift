/// When a settle stops: the one rule every settle ends by, a spring's and a custom motion's alike.
///
/// A settle ends at the first frame at which the rule holds; that frame draws the sheet exactly at its target
/// and the frames stop. By the visible rule it also ends at an input that comes once the rule holds, before
/// the input applies, though no frame showed it yet (``endsBeforeInputs``).
package enum PullUpRestRule: Sendable, Hashable {
  /// Nothing visible is left: the sheet is within ``PullUpRestRule/restDistance`` (half a point) of its
  /// target and its velocity cannot carry it that far any more. See ``isAtRest(displacement:heightVelocity:horizon:)``.
  case visible
  /// PullUp 0.1's rule: within 0.01 points and slower than 0.5 points per second, whatever a screen can
  /// show. Kept to replay scenario files of format version 1, whose expectations were written by it.
  case strict

  /// How far from its target, in points, a sheet may stop: half a point, the rounding limit of a front end
  /// that draws whole points, such as GTK's allocations (half a pixel at scale 1).
  ///
  /// In points, not device pixels: the container has no display scale, and adding one (a public field, a
  /// scenario key, every front end to feed it) was not worth it for a final snap of under half a point, made
  /// while the sheet moves a quarter of a point per frame (one pixel at 2x, 1.5 at 3x). If a 3x screen ever
  /// shows the snap, this becomes `0.5 / scale`, with a `displayScale` on `PullUpContainer`.
  package static let restDistance = 0.5

  /// The horizon, in seconds, for a custom motion, whose dynamics the machine does not know: `1 / (2π)`, the
  /// horizon of a spring with a response of 1 s. It bounds every spring of that response or shorter, which
  /// covers every preset's (0.2 to 0.6 s); a motion of another kind is stopped by the same speed.
  package static let customHorizon = 1 / (2 * Double.pi)

  /// Whether an input (or a change that commits) during a settle first ends the settle when the rule holds
  /// at its time (``PullUpMachine/endSettle(ifOverBy:)``), so that the sheet it finds is at rest at its
  /// target whether or not a frame came since the rule began to hold.
  ///
  /// For a spring the visible rule, once it holds, holds for good (its energy never grows), so whether a
  /// settle is over by a given time does not depend on when its frames came: a replay, whose frames fall at
  /// other times than a live session's, then finds the sheet at rest for exactly the inputs the session did.
  /// The strict rule keeps PullUp 0.1's behaviour, an input in the last frames of a settle redirecting it.
  package var endsBeforeInputs: Bool { self == .visible }

  /// PullUp 0.1's limits: 0.01 points and 0.5 points per second.
  private static let strictDistance = 0.01
  private static let strictSpeed = 0.5

  /// Whether a settle this far from its target (in points) and this fast (in points per second, either
  /// sign) stops now.
  ///
  /// The visible rule stops when `√(x² + (v·h)²) < 0.5`, where `x` is the displacement, `v` the velocity and
  /// `h` the `horizon`. For a spring, `h = 1 / ω = response / 2π`: its energy `v²/2 + ω²x²/2` never grows
  /// (damping only takes energy away), so `|x|` never again exceeds `√(x² + v²/ω²)`. The sheet that stops
  /// therefore jumps less than half a point to its target, and the spring it leaves would never have
  /// carried it half a point away from there again, at whatever damping ratio.
  ///
  /// - Parameters:
  ///   - displacement: The height less the target, in points.
  ///   - heightVelocity: The height velocity, in points per second.
  ///   - horizon: How long, in seconds, the velocity may still carry the sheet: ``PullUpSpring/restHorizon``
  ///     for a spring, ``customHorizon`` for a custom motion.
  package func isAtRest(displacement: Double, heightVelocity: Double, horizon: Double) -> Bool {
    switch self {
    case .visible:
      let carried = heightVelocity * horizon
      return displacement * displacement + carried * carried < Self.restDistance * Self.restDistance
    case .strict:
      return abs(displacement) <= Self.strictDistance && abs(heightVelocity) <= Self.strictSpeed
    }
  }
}
