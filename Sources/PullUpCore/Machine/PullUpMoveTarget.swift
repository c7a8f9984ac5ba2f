/// Where code asks a sheet to go.
package enum PullUpMoveTarget: Sendable, Hashable {
  /// A state: only ``PullUpState/collapsed`` (the lowest detent) and ``PullUpState/expanded`` (the
  /// highest) can be requested.
  case state(PullUpState)
  /// A height in points, clamped into the sheet's range; no snapping.
  case height(Double)
  /// The detent at an index of the resolved detents, ascending from 0.
  case detent(Int)
}

/// The sizing delegate's answers, as the machine takes them.
///
/// A `nil` answer leaves the configuration's bound. Answers are sanitized, not refused, because they come
/// from app code during layout: a non-finite answer counts as `nil`, a negative one as zero, and a
/// maximum below the minimum is raised to it (``PullUpResolvedDetents``).
public struct PullUpSizing: Sendable, Hashable, Codable {
  /// The collapsed height above the bottom safe area (ISHPullUp's minimum height).
  public var minimumHeight: Double?
  /// The expanded height, at most the available height (ISHPullUp's maximum height).
  public var maximumHeight: Double?

  /// Creates sizing answers.
  public init(minimumHeight: Double? = nil, maximumHeight: Double? = nil) {
    self.minimumHeight = minimumHeight
    self.maximumHeight = maximumHeight
  }

  var sanitized: PullUpSizing {
    func clean(_ value: Double?) -> Double? {
      guard let value, value.isFinite else { return nil }
      return Swift.max(value, 0)
    }
    return PullUpSizing(minimumHeight: clean(minimumHeight), maximumHeight: clean(maximumHeight))
  }
}
