/// The median, minimum and maximum of several runs of one measurement.
struct Statistics: Sendable {
  /// Every run's value, in the order measured.
  var values: [Double]

  init(_ values: [Double]) {
    precondition(!values.isEmpty, "a measurement needs at least one run")
    self.values = values
  }

  var median: Double {
    let sorted = values.sorted()
    let middle = sorted.count / 2
    return sorted.count.isMultiple(of: 2) ? (sorted[middle - 1] + sorted[middle]) / 2 : sorted[middle]
  }

  var minimum: Double { values.min()! }
  var maximum: Double { values.max()! }
}

/// Seconds between two instants of the continuous clock.
func seconds(from start: ContinuousClock.Instant, to end: ContinuousClock.Instant) -> Double {
  let (whole, attoseconds) = (end - start).components
  return Double(whole) + Double(attoseconds) * 1e-18
}

/// Times `runs` batches of `iterations` calls of `body` after one warm-up batch, and gives nanoseconds per
/// call for each batch. One batch is long enough (milliseconds) that reading the clock costs nothing.
func nanosecondsPerCall(runs: Int, iterations: Int, _ body: () -> Void) -> Statistics {
  let clock = ContinuousClock()
  var values: [Double] = []
  for run in 0...runs {
    let start = clock.now
    for _ in 0..<iterations { body() }
    let elapsed = seconds(from: start, to: clock.now)
    if run > 0 { values.append(elapsed * 1e9 / Double(iterations)) }
  }
  return Statistics(values)
}

/// Keeps a value alive and opaque to the optimizer, so that computing it cannot be left out.
///
/// The body is empty and unoptimized, and the function is never inlined: the caller must hand over a fully
/// built value, and that is all it costs (a call, a few nanoseconds).
@inline(never)
@_optimize(none)
func blackHole<Value>(_ value: borrowing Value) {}
