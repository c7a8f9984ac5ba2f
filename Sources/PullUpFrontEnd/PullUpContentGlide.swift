import PullUpCore

/// The scrollable content's own deceleration after a release that leaves it scrolled, for a front end whose
/// toolkit cannot decelerate the content itself once the sheet has taken the gesture (GTK: the sheet claims the
/// drag, so the scrolled window's kinetic scrolling never sees it).
///
/// The machine gives a release on scrolled content no velocity: the content carries the momentum
/// (``PullUpInput/dragEnded(velocity:)``). This glide is that momentum: the content coasts the distance
/// the sheet's own projection gives for the release velocity (``PullUpRelease/normalDecelerationRate``,
/// UIScrollView's), along the exponential decay that rate describes, so that it leaves at the finger's speed
/// and slows down as a scroll view does: `offset(t) = start + d · (1 − r^(1000·t))`, where `d` is the
/// projected distance. The content stops at its edges, as a scrolled window without overshoot does.
package struct PullUpContentGlide: Sendable, Equatable {
  /// The content's offset at the release, in points.
  package let start: Double
  /// How far the content coasts, in points (positive scrolls further into the content).
  package let distance: Double
  /// When the release happened, in seconds.
  package let startTime: Double
  /// The content's largest offset, or `nil` when unknown (no limit).
  package let maximum: Double?
  /// The per-millisecond velocity multiplier.
  package let decelerationRate: Double

  /// How close to its end, in points, the glide counts as over: half a point, less than a screen shows.
  package static let restDistance = 0.5

  /// A glide from a release, or `nil` when the release would carry the content less than
  /// ``restDistance``, or into an edge it already touches.
  ///
  /// - Parameters:
  ///   - offset: The content's offset at the release, in points.
  ///   - velocity: The content's velocity at the release, in points per second, positive further into the
  ///     content (a finger moving up at 1200 points per second, a screen velocity of `-1200`, is `1200`).
  ///     A value that is not finite gives no glide.
  ///   - maximum: The content's largest offset, or `nil` when unknown.
  ///   - time: The release's time, in seconds.
  ///   - decelerationRate: The per-millisecond velocity multiplier, in `0..<1`; the sheet's projection's
  ///     unless given. Another value gives no glide.
  package init?(
    offset: Double, velocity: Double, maximum: Double?, at time: Double,
    decelerationRate: Double = PullUpRelease.normalDecelerationRate
  ) {
    guard offset.isFinite, velocity.isFinite, time.isFinite, decelerationRate > 0, decelerationRate < 1 else {
      return nil
    }
    let limit = maximum.map { Swift.max($0, 0) }
    let distance = PullUpProjection.distance(velocity: velocity, decelerationRate: decelerationRate)
    guard abs(distance) >= Self.restDistance else { return nil }
    let start = Swift.min(Swift.max(offset, 0), limit ?? .infinity)
    if distance < 0, start == 0 { return nil }
    if distance > 0, let limit, start == limit { return nil }
    self.start = start
    self.distance = distance
    startTime = time
    self.maximum = limit
    self.decelerationRate = decelerationRate
  }

  /// The content's offset at `time`, within its edges: the release's offset before the release.
  package func offset(at time: Double) -> Double {
    let travelled = distance - remaining(at: time)
    return Swift.min(Swift.max(start + travelled, 0), maximum ?? .infinity)
  }

  /// Whether the glide is over at `time`: less than ``restDistance`` of it is left, or the content has
  /// reached the edge it glides toward.
  package func isFinished(at time: Double) -> Bool {
    if abs(remaining(at: time)) < Self.restDistance { return true }
    let offset = offset(at: time)
    return distance < 0 ? offset <= 0 : offset >= maximum ?? .infinity
  }

  /// The part of ``distance`` still to go at `time`.
  private func remaining(at time: Double) -> Double {
    let milliseconds = Swift.max(0, time - startTime) * 1000
    return distance * PullUpMath.exp(milliseconds * PullUpMath.log(decelerationRate))
  }
}
