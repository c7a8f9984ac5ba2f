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

  /// Creates an estimator that looks `window` seconds back (0.1 s unless you choose otherwise).
  package init(window: Double = 0.1) {
    self.window = window
  }

  /// Forgets every sample.
  package mutating func reset() {
    count = 0
    next = 0
  }

  /// Records a position (in points) at a time (in seconds). The oldest sample makes room when full.
  package mutating func add(position: Double, at time: Double) {
    times[next] = time
    positions[next] = position
    next = (next + 1) % Self.capacity
    count = Swift.min(count + 1, Self.capacity)
  }

  /// The velocity in points per second at `time`, from the samples of the preceding window.
  package func velocity(at time: Double) -> Double {
    // Both passes read the samples through one pair of buffers: each buffer costs a copy of its 128 bytes.
    let (window, count, next) = (window, count, next)
    return times.withBuffer { times in
      positions.withBuffer { positions in
        Self.velocity(at: time, times: times, positions: positions, window: window, count: count, next: next)
      }
    }
  }

  /// ``velocity(at:)``, reading the samples where they are stored rather than from copies: for a caller
  /// that may mutate (a release), it saves copying them.
  package mutating func velocityInPlace(at time: Double) -> Double {
    let (window, count, next) = (window, count, next)
    return times.withBufferInPlace { times in
      positions.withBufferInPlace { positions in
        Self.velocity(at: time, times: times, positions: positions, window: window, count: count, next: next)
      }
    }
  }

  private static func velocity(
    at time: Double, times: UnsafeBufferPointer<Double>, positions: UnsafeBufferPointer<Double>, window: Double,
    count: Int, next: Int
  ) -> Double {
    let start = time - window
    // Two passes over the samples in the window, newest first: the means, then the slope.
    // The first pass also notes where the window's samples are, so the second reads just those.
    var newest = -1
    var inWindow = 0
    var sumT = 0.0
    var sumP = 0.0
    var index = next
    for _ in 0..<count {
      index = (index == 0 ? Self.capacity : index) - 1
      let t = times[index]
      if t > time { continue }
      if t < start { break }
      if newest < 0 { newest = index }
      inWindow += 1
      sumT += t - time
      sumP += positions[index]
    }
    guard inWindow >= 2 else { return 0 }
    let n = Double(inWindow)
    let meanT = sumT / n
    let meanP = sumP / n
    var covariance = 0.0
    var variance = 0.0
    index = newest
    for _ in 0..<inWindow {
      let dt = times[index] - time - meanT
      covariance += dt * (positions[index] - meanP)
      variance += dt * dt
      index = (index == 0 ? Self.capacity : index) - 1
    }
    guard variance > 1e-12 else { return 0 }
    let slope = covariance / variance
    return slope.isFinite ? slope : 0
  }

  /// ``capacity`` numbers stored inline, in a tuple: `InlineArray` would do, but needs macOS 26 or its
  /// contemporaries. A tuple of one type is laid out as an array of it, which is how it is read.
  private struct Samples: Sendable {
    private typealias Storage = (
      Double, Double, Double, Double, Double, Double, Double, Double,
      Double, Double, Double, Double, Double, Double, Double, Double
    )
    private var storage: Storage = (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)

    subscript(index: Int) -> Double {
      get { withBuffer { $0[index] } }
      set {
        precondition(index >= 0 && index < PullUpVelocityEstimator.capacity)
        withUnsafeMutableBytes(of: &storage) {
          $0.storeBytes(of: newValue, toByteOffset: index * MemoryLayout<Double>.stride, as: Double.self)
        }
      }
    }

    func withBuffer<Result>(_ body: (UnsafeBufferPointer<Double>) -> Result) -> Result {
      withUnsafeBytes(of: storage) { body($0.assumingMemoryBound(to: Double.self)) }
    }

    mutating func withBufferInPlace<Result>(_ body: (UnsafeBufferPointer<Double>) -> Result) -> Result {
      withUnsafeBytes(of: &storage) { body($0.assumingMemoryBound(to: Double.self)) }
    }
  }
}
