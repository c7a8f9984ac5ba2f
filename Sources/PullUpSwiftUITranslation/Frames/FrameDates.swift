/// Maps the dates a `TimelineView` gives its frames (`context.date`, read as `timeIntervalSinceReferenceDate`
/// seconds: the wall clock) onto a monotonic clock (`ProcessInfo.systemUptime`), the clock of the split
/// view's controller.
///
/// The wall clock steps when the system time is set: read directly, a step back froze every settle until the
/// clock caught up (a frame clock never goes back), and a step forward ended a settle in one frame. A frame's
/// date is the time it will be shown, a little ahead of now, so it is read as its distance from the wall
/// clock now, added to the monotonic clock now: a step between frames changes neither. Gesture times keep
/// their own mapping (``DateTimeBase``, anchored at each gesture's start).
package struct FrameDates: Sendable, Hashable {
  /// The largest distance from now a frame's date is taken at, in seconds; beyond it (a step of the clock
  /// between the two readings, a date that is not finite), the frame is now.
  package static let largestLead = 1.0

  /// The date of the frame last mapped, so that a second body pass for one frame does nothing.
  private var lastDate: Double?

  /// Creates a mapping that has mapped no frame.
  package init() {}

  /// The monotonic time of the frame dated `date`, or `nil` for the frame mapped last (another body pass of
  /// the same frame).
  ///
  /// - Parameters:
  ///   - date: The frame's date, in wall-clock seconds.
  ///   - wallNow: The wall clock now (`Date()`), in the same seconds.
  ///   - monotonicNow: The monotonic clock now, in seconds.
  /// - Returns: `monotonicNow` plus the frame's lead over `wallNow`, within ``largestLead``.
  package mutating func time(ofFrameDated date: Double, wallNow: Double, monotonicNow: Double) -> Double? {
    guard date != lastDate else { return nil }
    lastDate = date
    let lead = date - wallNow
    return lead.isFinite && abs(lead) <= Self.largestLead ? monotonicNow + lead : monotonicNow
  }
}
