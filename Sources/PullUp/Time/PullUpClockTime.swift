/// How the controller turns a clock's `Duration` into the seconds its machine reads, and back: the one
/// copy of that rule, used by the controller, the scenario replay and the terminal demo.
///
/// A controller measures time as the `Duration` since it was created, read as
/// `Double(seconds) + Double(attoseconds) · 1e-18`. `Duration.seconds(t)` does not always read back as
/// exactly `t` (about one time in 250 the last bit differs), which would make a replay differ from the
/// session it recorded: ``duration(readingAs:)`` finds the earliest duration that does.
package enum PullUpClockTime {
  /// The longest time the conversions handle, in seconds (about 31,700 years); later times count as this.
  package static let maximumSeconds = 1e12

  /// The seconds a controller reads at `duration` after its creation.
  package static func seconds(_ duration: Duration) -> Double {
    let (seconds, attoseconds) = duration.components
    return Double(seconds) + Double(attoseconds) * 1e-18
  }

  /// A duration of about `seconds`, for sleeping: total, so any `Double` converts (NaN and negative times
  /// count as zero, times above ``maximumSeconds`` as that).
  package static func duration(seconds: Double) -> Duration {
    guard seconds > 0 else { return .zero }
    return .seconds(Swift.min(seconds, maximumSeconds))
  }

  /// The earliest duration that ``seconds(_:)`` reads as `seconds`, or, when none reads exactly as it, the
  /// earliest that reads later. Total like ``duration(seconds:)``.
  package static func duration(readingAs seconds: Double) -> Duration {
    guard seconds > 0 else { return .zero }
    let seconds = Swift.min(seconds, maximumSeconds)
    let guess = Duration.seconds(seconds)
    // Durations within a few units in the last place of `seconds` cover every candidate: offsets from the
    // guess of at most about 1e15 attoseconds, which `Int64` holds (`Duration(attoseconds:)` takes an
    // `Int128`, which needs macOS 15).
    let window = Int64(Swift.max(1e6, seconds.ulp * 1e18 * 8))
    func offset(_ attoseconds: Int64) -> Duration {
      guess + Duration(secondsComponent: 0, attosecondsComponent: attoseconds)
    }
    var low = -window
    var high = window
    guard self.seconds(offset(high)) >= seconds else { return offset(high) }
    // Invariant: seconds(low) < target or low is the window's start; seconds(high) >= target.
    while high - low > 1 {
      let middle = low + (high - low) / 2
      if self.seconds(offset(middle)) >= seconds { high = middle } else { low = middle }
    }
    if self.seconds(offset(low)) >= seconds { return offset(low) }
    return offset(high)
  }
}
