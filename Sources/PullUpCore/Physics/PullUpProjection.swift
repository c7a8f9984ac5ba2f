/// Momentum projection: how far a released sheet would coast before friction stops it.
///
/// A deceleration rate `r` multiplies the velocity once per millisecond, as UIScrollView's does
/// (``PullUpRelease/normalDecelerationRate`` 0.998, ``PullUpRelease/fastDecelerationRate`` 0.99). The distance
/// follows WWDC 2018's "Designing Fluid Interfaces": `(v / 1000) · r / (1 − r)`, about half a second of travel
/// at the normal rate.
package enum PullUpProjection {
  /// The distance in points a sheet released at `velocity` (points per second) coasts.
  ///
  /// - Parameters:
  ///   - velocity: The release velocity in points per second, in either convention: the distance has its
  ///     sign, so a ``PullUpRelease/heightVelocity`` gives a change of height (positive up).
  ///   - decelerationRate: The per-millisecond velocity multiplier, in `0..<1`.
  package static func distance(velocity: Double, decelerationRate: Double) -> Double {
    (velocity / 1000) * decelerationRate / (1 - decelerationRate)
  }
}
