/// Scenario seconds and test-clock instants, converted so that a controller reads back exactly the
/// scenario's times.
///
/// A controller measures time as the `Duration` since it was created, converted to seconds as
/// `Double(seconds) + Double(attoseconds) · 1e-18`. `Duration.seconds(t)` does not always convert back to
/// exactly `t` (about one time in 250 the last bit differs), which would make a replay differ from the
/// session it recorded. ``instant(forSeconds:)`` finds the earliest duration that does.
enum ClockTime {
  /// The seconds a controller reads at `duration` after its creation.
  static func seconds(_ duration: Duration) -> Double {
    let (seconds, attoseconds) = duration.components
    return Double(seconds) + Double(attoseconds) * 1e-18
  }

  /// The earliest duration whose ``seconds(_:)`` is `seconds`, or, when no duration converts to it
  /// exactly, the earliest whose seconds are later.
  static func instant(forSeconds seconds: Double) -> Duration {
    let guess = Duration.seconds(seconds).attoseconds
    // Durations within a few units in the last place of `seconds` cover every candidate.
    let window = Int128(Swift.max(1e6, seconds.ulp * 1e18 * 8))
    var low = guess - window
    var high = guess + window
    guard self.seconds(Duration(attoseconds: high)) >= seconds else { return Duration(attoseconds: high) }
    // Invariant: seconds(low) < target or low is the window's start; seconds(high) >= target.
    while high - low > 1 {
      let middle = low + (high - low) / 2
      if self.seconds(Duration(attoseconds: middle)) >= seconds { high = middle } else { low = middle }
    }
    if self.seconds(Duration(attoseconds: low)) >= seconds { return Duration(attoseconds: low) }
    return Duration(attoseconds: high)
  }
}
