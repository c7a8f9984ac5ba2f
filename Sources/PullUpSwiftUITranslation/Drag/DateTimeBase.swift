/// Maps the times SwiftUI stamps on a gesture (`DragGesture.Value.time`, a `Date`, read as
/// `timeIntervalSinceReferenceDate` seconds) onto the controller's clock, so that the interpreter's velocity
/// comes from the gesture's own intervals and a recording's times match the controller's.
///
/// The offset between the two clocks is fixed at a gesture's first event (``map(_:controllerNow:)`` with no
/// offset yet): that event reads as the controller's now, and every later event as that plus the gesture's own
/// elapsed time. ``endGesture()`` forgets the offset, so that the next gesture is anchored again and a date
/// clock that drifts or jumps (the user changed the time) never accumulates.
///
/// ## Bad times
/// The mapped times only move forwards:
/// - a date that is not finite reads as the latest time mapped (or as the controller's now before any);
/// - a date earlier than the one before it (backwards) reads as the latest time mapped;
/// - a controller's now that is not finite reads as 0, or as the latest time mapped, whichever is later;
/// - a later gesture anchored below the latest time mapped starts at that time instead.
package struct DateTimeBase: Sendable, Hashable {
  /// Controller seconds minus date seconds, fixed at the gesture's first event; `nil` between gestures.
  package private(set) var offset: Double?
  /// The latest time mapped, in controller seconds; `nil` before any.
  package private(set) var latest: Double?

  /// Creates a base with no gesture anchored.
  package init() {}

  /// The controller's time for an event stamped `dateSeconds`.
  ///
  /// - Parameters:
  ///   - dateSeconds: The event's `Date`, in seconds since the reference date (any clock that only moves
  ///     forwards would do: only differences are used).
  ///   - controllerNow: The controller's time now, in seconds; read only to anchor a gesture's first event.
  /// - Returns: The time in controller seconds, finite, never earlier than a time returned before.
  package mutating func map(_ dateSeconds: Double, controllerNow: @autoclosure () -> Double) -> Double {
    let floor = latest ?? -Double.infinity
    let mapped: Double
    if let offset {
      let candidate = dateSeconds + offset
      mapped = candidate.isFinite ? Swift.max(candidate, floor) : (latest ?? 0)
    } else {
      let now = controllerNow()
      let anchor = Swift.max(now.isFinite ? now : 0, floor)
      if dateSeconds.isFinite, (anchor - dateSeconds).isFinite { offset = anchor - dateSeconds }
      mapped = anchor
    }
    latest = mapped
    return mapped
  }

  /// Ends the gesture: the next event anchors a new one.
  package mutating func endGesture() {
    offset = nil
  }
}
