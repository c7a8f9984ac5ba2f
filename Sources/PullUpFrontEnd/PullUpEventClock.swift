/// A toolkit's 32-bit millisecond event clock, read as seconds that only wrap forward: GDK's
/// `gdk_event_get_time` (X11's and Wayland's timestamps) counts milliseconds in a `guint32`, which wraps to 0
/// after 2³² ms, 49.7 days after the clock's zero (the machine's start, on X11). Read as it is, every event after
/// the wrap was 49.7 days earlier than the one before it: the interpreter's velocities, taps and wheel turns
/// went wrong at once.
///
/// A reading more than half the range (24.9 days) below the latest is after a wrap, and counts one more
/// wrap; one less far below is an event older than the latest (a toolkit may deliver one late) and reads as it
/// is. A reading more than half the range above the latest, after a wrap, is a late event from before it.
package struct PullUpEventClock: Sendable {
  /// The range of the clock, in milliseconds: 2³².
  package static let range = 4_294_967_296.0

  /// The latest reading, in milliseconds, and the wraps counted up to it; `nil` before any.
  private var latest: (milliseconds: UInt32, wraps: Double)?
  /// The latest time read, in seconds: the time of an input without an event of its own (a focus change).
  package private(set) var latestSeconds = 0.0

  /// Creates a clock that has read nothing.
  package init() {}

  /// The seconds of an event stamped `milliseconds`, counting the clock's wraps since the first reading.
  package mutating func seconds(_ milliseconds: UInt32) -> Double {
    var wraps = latest?.wraps ?? 0
    if let latest {
      let half = UInt32.max / 2
      if milliseconds < latest.milliseconds, latest.milliseconds - milliseconds > half {
        wraps += 1
      } else if milliseconds > latest.milliseconds, milliseconds - latest.milliseconds > half, wraps > 0 {
        // A late event from before the latest wrap: read in its own turn of the clock, the latest kept.
        return (Double(milliseconds) + (wraps - 1) * Self.range) / 1000
      }
    }
    let seconds = (Double(milliseconds) + wraps * Self.range) / 1000
    if latest == nil || seconds >= latestSeconds {
      latest = (milliseconds, wraps)
      latestSeconds = seconds
    }
    return seconds
  }
}
