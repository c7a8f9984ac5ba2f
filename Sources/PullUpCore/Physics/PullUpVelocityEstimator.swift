/// Estimates a finger's velocity from its recent positions by least squares.
///
/// The estimator keeps the last ``capacity`` samples in fixed storage (no allocation) and fits a line
/// through the samples of the last ``window`` seconds before the moment asked about. The slope of that
/// line is the velocity. Unlike an average over the whole drag, a slow drag that ends in a flick reads
/// as a flick, and a finger that stopped before letting go reads as still: with fewer than two samples
/// in the window the velocity is zero.
///
/// The velocity is in the direction of the positions recorded: the machine records the sheet's heights, so
/// its estimate is a height velocity (positive up); screen positions would give a screen velocity.
package struct PullUpVelocityEstimator: Sendable {
  /// How many samples are kept.
  package static let capacity = 16

  /// How far back, in seconds, samples count.
  package let window: Double

  private var times = Samples()
  private var positions = Samples()
  private var count = 0
  private var next = 0
  /// The latest estimate, ``velocity(at:)`` at its time: made when a sample is added, or by
  /// ``estimate(at:)``, reading the samples in place. The machine keeps it at its own time while a finger
  /// drags, so that every snapshot reads the velocity as stored.
  package private(set) var current: (time: Double, velocity: Double)?

  /// Creates an estimator that looks `window` seconds back (0.1 s unless you choose otherwise).
  package init(window: Double = 0.1) {
    self.window = window
  }

  /// Forgets every sample.
  package mutating func reset() {
    count = 0
    next = 0
    current = nil
  }

  /// Records a position (in points) at a time (in seconds). The oldest sample makes room when full.
  package mutating func add(position: Double, at time: Double) {
    times.store(time, at: next)
    positions.store(position, at: next)
    next = (next + 1) % Self.capacity
    count = Swift.min(count + 1, Self.capacity)
    current = (time, velocity(at: time))
  }

  /// Makes ``current`` the estimate at `time`, unless it is already, and returns its velocity.
  @discardableResult
  package mutating func estimate(at time: Double) -> Double {
    if let current, current.time == time { return current.velocity }
    let velocity = velocity(at: time)
    current = (time, velocity)
    return velocity
  }

  /// The velocity in points per second at `time`, from the samples of the preceding window. `mutating`
  /// only to read the samples where they are stored: a non-mutating read copies each 128-byte buffer first.
  package mutating func velocity(at time: Double) -> Double {
    let (window, count, next) = (window, count, next)
    return times.withBuffer { times in
      positions.withBuffer { positions in
        Self.velocity(at: time, times: times, positions: positions, window: window, count: count, next: next)
      }
    }
  }

  /// The slope of the least-squares line through the samples of the window before `time`, in one pass.
  ///
  /// Times are taken relative to `time` and positions relative to the newest sample, so that the sums stay
  /// small (a window is a tenth of a second and a few hundred points) and subtracting the squared sums
  /// loses nothing that matters: the slope agrees with a two-pass (centred) fit to about 1e-13 relative.
  /// The samples are read newest first, in the ring's two runs (from `next` down to the start of the
  /// storage, then from its end), so that no index wraps inside the loop.
  private static func velocity(
    at time: Double, times: UnsafeBufferPointer<Double>, positions: UnsafeBufferPointer<Double>, window: Double,
    count: Int, next: Int
  ) -> Double {
    guard count >= 2 else { return 0 }
    var fit = Fit(time: time, start: time - window, origin: positions[next == 0 ? capacity - 1 : next - 1])
    let newerRun = Swift.min(count, next)
    if fit.add(times, positions, from: next - 1, downTo: next - newerRun), count > newerRun {
      _ = fit.add(times, positions, from: capacity - 1, downTo: capacity - (count - newerRun))
    }
    return fit.slope
  }

  /// The sums of a least-squares fit, relative to the time asked about and to a nearby position.
  private struct Fit {
    let time: Double
    let start: Double
    let origin: Double
    var count = 0
    var sumT = 0.0
    var sumP = 0.0
    var sumTT = 0.0
    var sumTP = 0.0

    init(time: Double, start: Double, origin: Double) {
      self.time = time
      self.start = start
      self.origin = origin
    }

    /// Adds the samples stored from `upper` down to `lower`, skipping those after ``time``; returns `false`
    /// at the first sample before the window (the older ones are older still).
    mutating func add(
      _ times: UnsafeBufferPointer<Double>, _ positions: UnsafeBufferPointer<Double>, from upper: Int,
      downTo lower: Int
    ) -> Bool {
      var index = upper
      // Samples after the time asked about are the newest ones: skip them first, so that the loop that adds
      // need not look for them.
      while index >= lower, times[index] > time { index -= 1 }
      while index >= lower {
        let t = times[index]
        if t < start { return false }
        let dt = t - time
        let dp = positions[index] - origin
        count += 1
        sumT += dt
        sumP += dp
        sumTT += dt * dt
        sumTP += dt * dp
        index -= 1
      }
      return true
    }

    /// The slope, or zero with fewer than two samples or samples at one instant.
    var slope: Double {
      guard count >= 2 else { return 0 }
      let n = Double(count)
      let variance = sumTT - sumT * sumT / n
      guard variance > 1e-12 else { return 0 }
      let slope = (sumTP - sumT * sumP / n) / variance
      return slope.isFinite ? slope : 0
    }
  }

  /// ``capacity`` numbers stored inline, in a tuple: `InlineArray` would do, but needs macOS 26 or its
  /// contemporaries. A tuple of one type is laid out as an array of it, which is how it is read.
  private struct Samples: Sendable {
    private typealias Storage = (
      Double, Double, Double, Double, Double, Double, Double, Double,
      Double, Double, Double, Double, Double, Double, Double, Double
    )
    private var storage: Storage = (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)

    mutating func store(_ value: Double, at index: Int) {
      precondition(index >= 0 && index < PullUpVelocityEstimator.capacity)
      withUnsafeMutableBytes(of: &storage) {
        $0.storeBytes(of: value, toByteOffset: index * MemoryLayout<Double>.stride, as: Double.self)
      }
    }

    /// The numbers, read where they are stored.
    mutating func withBuffer<Result>(_ body: (UnsafeBufferPointer<Double>) -> Result) -> Result {
      withUnsafeBytes(of: &storage) { body($0.assumingMemoryBound(to: Double.self)) }
    }
  }
}
