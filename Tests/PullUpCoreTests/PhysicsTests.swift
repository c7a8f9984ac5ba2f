import Foundation
import PullUpTesting
import Testing

@testable import PullUpCore

@Suite("Elementary functions")
struct PullUpMathTests {
  @Test("exp, log, sin, cos and tanh agree with the C library")
  func agreesWithFoundation() {
    var generator = SeededGenerator(seed: 7)
    for _ in 0..<20_000 {
      let x = Double.random(in: -50...50, using: &generator)
      #expect(abs(PullUpMath.exp(x) - Foundation.exp(x)) <= 1e-14 * Foundation.exp(x))
      #expect(abs(PullUpMath.sin(x * 20) - Foundation.sin(x * 20)) <= 1e-13)
      #expect(abs(PullUpMath.cos(x * 20) - Foundation.cos(x * 20)) <= 1e-13)
      #expect(abs(PullUpMath.tanh(x / 10) - Foundation.tanh(x / 10)) <= 1e-15)
      let wide = x * 14
      #expect(abs(PullUpMath.exp(wide) - Foundation.exp(wide)) <= 1e-14 * Foundation.exp(wide))
      let positive = abs(x) * 1000 + 1e-9
      #expect(abs(PullUpMath.log(positive) - Foundation.log(positive)) <= 1e-14 * max(1, abs(Foundation.log(positive))))
    }
  }

  @Test("The nearest integer without the C library: rounded(), except that a tie may go to either neighbour")
  func nearestInteger() {
    var values: [Double] = [
      0, -0.0, 0.5, -0.5, 1.5, -1.5, 2.5, -2.5, 0.49999999999999994, -0.49999999999999994, 0.3, -0.3,
      2_251_799_813_685_247.5, -2_251_799_813_685_247.5, 2_251_799_813_685_248, 2_251_799_813_685_248.5,
      -2_251_799_813_685_249.5, 4_503_599_627_370_495.5, 4_503_599_627_370_496, 1e300, -1e300, .infinity,
      -.infinity, .leastNonzeroMagnitude, -.leastNonzeroMagnitude, .greatestFiniteMagnitude,
    ]
    let seed: UInt64 = 11
    var generator = SeededGenerator(seed: seed)
    for _ in 0..<20_000 {
      values.append(Double.random(in: -2_000...2_000, using: &generator))
      values.append(Double(Int.random(in: -4_000...4_000, using: &generator)) / 2)
    }
    for x in values {
      let nearest = PullUpMath.nearestInteger(x)
      if x.isFinite, abs(x - x.rounded(.towardZero)) == 0.5 {
        #expect(nearest == x.rounded(.down) || nearest == x.rounded(.up), "seed \(seed): \(x)")
      } else {
        #expect(nearest == x.rounded(), "seed \(seed): \(x)")
      }
    }
    #expect(PullUpMath.nearestInteger(.nan).isNaN)
  }

  @Test("Edge values")
  func edges() {
    #expect(PullUpMath.exp(-1000) == 0)
    #expect(PullUpMath.exp(1000) == .infinity)
    #expect(PullUpMath.exp(.nan).isNaN)
    // Results below the normal range keep their few bits.
    for x in [-708.5, -720.0, -740.0, -744.0] {
      #expect(abs(PullUpMath.exp(x) - Foundation.exp(x)) <= 4 * Double.leastNonzeroMagnitude, "\(x)")
    }
    #expect(abs(PullUpMath.exp(709.7) - Foundation.exp(709.7)) <= 1e-14 * Foundation.exp(709.7))
    #expect(PullUpMath.log(0) == -.infinity)
    #expect(PullUpMath.log(-1).isNaN)
    #expect(PullUpMath.tanh(100) == 1)
    #expect(PullUpMath.tanh(-100) == -1)
  }

  @Test("sinCos gives the very bits of sin and cos")
  func sinCos() {
    var generator = SeededGenerator(seed: 11)
    for _ in 0..<20_000 {
      let x = Double.random(in: -1_000...1_000, using: &generator)
      let (sine, cosine) = PullUpMath.sinCos(x)
      #expect(sine.bitPattern == PullUpMath.sin(x).bitPattern)
      #expect(cosine.bitPattern == PullUpMath.cos(x).bitPattern)
    }
  }
}

@Suite("Rubber band")
struct PullUpRubberBandTests {
  // physics-perf §1.2: d = 960 sample values.
  @Test("UIScrollView's curve", arguments: [(5.0, 2.74), (10, 5.47), (100, 52.0), (400, 179.0), (960, 340.7)])
  func elastic(overshoot: Double, expected: Double) {
    let offset = PullUpRubberBandCurve.scrollView.offset(forOvershoot: overshoot, dimension: 960)
    #expect(abs(offset - expected) < 0.06)
  }

  // seeds-spec §1.9: 300 points of over-pull give about 76 points, never past 100.
  @Test("ISHPullUp's tanh curve")
  func tanhCurve() {
    let curve = PullUpConfiguration.ishPullUp.movement.rubberBand.top
    #expect(abs(curve.offset(forOvershoot: 300, dimension: 800) - 76.16) < 0.01)
    #expect(curve.offset(forOvershoot: 100_000, dimension: 800) <= 100)
  }

  @Test("The free curve follows the finger one to one, without limit, and validates")
  func freeCurve() throws {
    for overshoot in [0.0, 0.5, 300, 1e6] {
      #expect(PullUpRubberBandCurve.free.offset(forOvershoot: overshoot, dimension: 800) == overshoot)
      #expect(PullUpRubberBandCurve.free.overshoot(forOffset: overshoot, dimension: 800) == overshoot)
    }
    #expect(PullUpRubberBandCurve.free.offset(forOvershoot: -5, dimension: 800) == 0)
    #expect(throws: Never.self) { try PullUpRubberBandCurve.free.validate() }
    let band = PullUpRubberBand(top: .free, bottom: .free)
    #expect(band.apply(900, lower: 100, upper: 700, dimension: 800) == 900)
    #expect(band.apply(-250, lower: 100, upper: 700, dimension: 800) == -250)
  }

  @Test("A sheet with the free curve at both ends follows a drag past either end one to one")
  func freeDrag() throws {
    var configuration = PullUpConfiguration.default
    configuration.movement.rubberBand = PullUpRubberBand(top: .free, bottom: .free)
    var machine = try PullUpMachine.phone(configuration, detent: 2)
    _ = try machine.apply(.dragBegan(), at: 0.1)
    _ = try machine.apply(.dragChanged(translation: -200), at: 0.2)
    #expect(machine.snapshot.height == 785 + 200)
    _ = try machine.apply(.dragChanged(translation: 900), at: 0.3)
    #expect(machine.snapshot.height == 785 - 900)
    _ = try machine.apply(.dragEnded(velocity: 0), at: 0.4)
    try machine.settle()
    #expect(machine.snapshot.height == 122)
  }

  @Test(
    "Each curve's inverse gives back the overshoot",
    arguments: [PullUpConfiguration.ishPullUp.movement.rubberBand.top, .scrollView, .free])
  func inverse(curve: PullUpRubberBandCurve) {
    for overshoot in stride(from: 0.0, through: 600, by: 7.5) {
      let offset = curve.offset(forOvershoot: overshoot, dimension: 800)
      let back = curve.overshoot(forOffset: offset, dimension: 800)
      #expect(abs(curve.offset(forOvershoot: back, dimension: 800) - offset) < 1e-6)
    }
  }

  @Test("A hard end stops the sheet; the band applies only past the ends")
  func apply() {
    let band = PullUpConfiguration.ishPullUp.movement.rubberBand
    #expect(band.apply(50, lower: 100, upper: 600, dimension: 800) == 100)
    #expect(band.apply(350, lower: 100, upper: 600, dimension: 800) == 350)
    #expect(band.apply(900, lower: 100, upper: 600, dimension: 800) > 600)
  }
}

@Suite("Momentum projection")
struct PullUpProjectionTests {
  // physics-perf §1.1: WWDC form.
  @Test(
    "WWDC 2018 projection",
    arguments: [(0.998, 500.0, 249.5), (0.998, 1000, 499.0), (0.99, 1000, 99.0), (0.991, 3000, 330.3)])
  func projection(rate: Double, velocity: Double, expected: Double) {
    #expect(abs(PullUpProjection.distance(velocity: velocity, decelerationRate: rate) - expected) < 0.1)
    #expect(abs(PullUpProjection.distance(velocity: -velocity, decelerationRate: rate) + expected) < 0.1)
  }
}

@Suite("Velocity estimator")
struct PullUpVelocityEstimatorTests {
  @Test("A steady motion reads its exact speed")
  func steady() {
    var estimator = PullUpVelocityEstimator()
    for step in 0..<30 { estimator.add(position: 2.5 * Double(step), at: Double(step) / 120) }
    #expect(abs(estimator.velocity(at: 29.0 / 120) - 300) < 1e-6)
  }

  @Test("A slow drag that ends in a flick reads as a flick, not as the average")
  func endsInFlick() {
    var estimator = PullUpVelocityEstimator(window: 0.05)
    var position = 0.0
    for step in 0..<60 {
      position += step < 54 ? 0.5 : 20
      estimator.add(position: position, at: Double(step) / 120)
    }
    let velocity = estimator.velocity(at: 59.0 / 120)
    #expect(velocity > 2000)
  }

  @Test("A finger that stopped before letting go reads as still")
  func stopped() {
    var estimator = PullUpVelocityEstimator()
    for step in 0..<10 { estimator.add(position: Double(step) * 10, at: Double(step) / 60) }
    #expect(estimator.velocity(at: 9.0 / 60 + 0.5) == 0)
  }

  /// The least-squares slope by the textbook's two passes (means, then centred sums), oldest first.
  static func centredFit(_ samples: [(time: Double, position: Double)], at time: Double, window: Double) -> Double {
    let inWindow = samples.filter { $0.time <= time && $0.time >= time - window }
    guard inWindow.count >= 2 else { return 0 }
    let n = Double(inWindow.count)
    let meanT = inWindow.map(\.time).reduce(0, +) / n
    let meanP = inWindow.map(\.position).reduce(0, +) / n
    var covariance = 0.0
    var variance = 0.0
    for sample in inWindow {
      covariance += (sample.time - meanT) * (sample.position - meanP)
      variance += (sample.time - meanT) * (sample.time - meanT)
    }
    return variance > 1e-12 ? covariance / variance : 0
  }

  @Test("The one-pass fit agrees with a centred two-pass fit, across the ring's wrap and far from zero")
  func agreesWithCentredFit() {
    let seed: UInt64 = 23
    var generator = SeededGenerator(seed: seed)
    for trial in 0..<500 {
      var estimator = PullUpVelocityEstimator()
      var samples: [(time: Double, position: Double)] = []
      // Times far from zero and positions far from zero, as late in a long session on a tall screen.
      var time = Double.random(in: 0...100_000, using: &generator)
      var position = Double.random(in: -5_000...5_000, using: &generator)
      let count = Int.random(in: 1...40, using: &generator)
      for _ in 0..<count {
        time += Double.random(in: 0.001...0.03, using: &generator)
        position += Double.random(in: -60...60, using: &generator)
        estimator.add(position: position, at: time)
        samples.append((time, position))
      }
      let kept = Array(samples.suffix(PullUpVelocityEstimator.capacity))
      for query in [time, time - 0.02, time + 0.05] {
        let expected = Self.centredFit(kept, at: query, window: estimator.window)
        let actual = estimator.velocity(at: query)
        #expect(
          abs(actual - expected) <= 1e-6 * Swift.max(1, abs(expected)),
          "seed \(seed), trial \(trial), query \(query): \(actual) against \(expected)")
      }
    }
  }

  @Test("Samples after the time asked about are left out")
  func laterSamplesLeftOut() {
    var estimator = PullUpVelocityEstimator()
    for step in 0..<10 { estimator.add(position: Double(step) * 2, at: Double(step) / 100) }
    // At 0.05 s only the first six samples count: a steady 200 pt/s. The later ones would not change that,
    // so make them wild.
    for step in 10..<13 { estimator.add(position: -1_000 * Double(step), at: 0.05 + Double(step) / 1_000) }
    #expect(abs(estimator.velocity(at: 0.05) - 200) < 1e-9)
  }

  @Test("The current estimate is the velocity at its time, after a sample and after estimate(at:)")
  func currentEstimate() {
    var estimator = PullUpVelocityEstimator()
    for step in 0..<8 { estimator.add(position: 3 * Double(step), at: Double(step) / 120) }
    let newest = 7.0 / 120
    #expect(estimator.current?.time == newest)
    #expect(estimator.current?.velocity == estimator.velocity(at: newest))
    estimator.estimate(at: newest + 0.2)
    #expect(estimator.current?.time == newest + 0.2)
    #expect(estimator.current?.velocity == 0)
    estimator.reset()
    #expect(estimator.current == nil)
  }

  @Test("One sample, or samples at one instant, read as zero")
  func degenerate() {
    var estimator = PullUpVelocityEstimator()
    estimator.add(position: 5, at: 1)
    #expect(estimator.velocity(at: 1) == 0)
    estimator.add(position: 50, at: 1)
    #expect(estimator.velocity(at: 1) == 0)
  }
}

@Suite("Spring")
struct PullUpSpringTests {
  static let parameters: [PullUpSpringParameters] = [
    .init(response: 0.4, dampingRatio: 0.5), .init(response: 0.4, dampingRatio: 1),
    .init(response: 0.4, dampingRatio: 2.5),
  ]

  @Test("Starts at its height with its height velocity and comes to rest at its target", arguments: parameters)
  func endpoints(parameters: PullUpSpringParameters) {
    let spring = PullUpSpring(from: 100, heightVelocity: 800, to: 500, at: 2, parameters: parameters)
    #expect(abs(spring.height(at: 2) - 100) < 1e-9)
    #expect(abs(spring.heightVelocity(at: 2) - 800) < 1e-6)
    #expect(abs(spring.height(at: 12) - 500) < 1e-6)
    #expect(spring.isSettled(at: 12))
    #expect(!spring.isSettled(at: 2.05))
  }

  @Test("motion(at:) is height(at:) and heightVelocity(at:), bit for bit", arguments: parameters)
  func motion(parameters: PullUpSpringParameters) {
    let spring = PullUpSpring(from: 100, heightVelocity: -300, to: 500, at: 0, parameters: parameters)
    for t in stride(from: -0.1, through: 2, by: 0.013) {
      let motion = spring.motion(at: t)
      #expect(motion.height.bitPattern == spring.height(at: t).bitPattern)
      #expect(motion.heightVelocity.bitPattern == spring.heightVelocity(at: t).bitPattern)
    }
  }

  @Test("The height velocity is the derivative of the height", arguments: parameters)
  func derivative(parameters: PullUpSpringParameters) {
    let spring = PullUpSpring(from: 100, heightVelocity: -300, to: 500, at: 0, parameters: parameters)
    for t in stride(from: 0.01, through: 1.5, by: 0.037) {
      let numeric = (spring.height(at: t + 1e-6) - spring.height(at: t - 1e-6)) / 2e-6
      #expect(abs(numeric - spring.heightVelocity(at: t)) < 1e-3 * max(1, abs(numeric)))
    }
  }

  @Test("Only an underdamped spring overshoots")
  func overshoot() {
    func peak(_ ratio: Double) -> Double {
      let spring = PullUpSpring(
        from: 0, heightVelocity: 0, to: 100, at: 0, parameters: .init(response: 0.4, dampingRatio: ratio))
      return stride(from: 0.0, through: 3, by: 0.001).map(spring.height(at:)).max() ?? 0
    }
    #expect(peak(0.5) > 100.5)
    #expect(peak(1) <= 100 + 1e-9)
    #expect(peak(2) <= 100 + 1e-9)
  }

  @Test("Retargeting keeps the height and the height velocity continuous", arguments: parameters)
  func retarget(parameters: PullUpSpringParameters) {
    let spring = PullUpSpring(from: 100, heightVelocity: 1200, to: 600, at: 0, parameters: parameters)
    let changed = spring.retargeted(to: 250, at: 0.13)
    #expect(abs(changed.height(at: 0.13) - spring.height(at: 0.13)) < 1e-9)
    #expect(abs(changed.heightVelocity(at: 0.13) - spring.heightVelocity(at: 0.13)) < 1e-6)
    #expect(abs(changed.height(at: 10) - 250) < 1e-6)
  }

  @Test("A relative initial velocity is a fraction of the distance per second")
  func relative() {
    let spring = PullUpSpring(
      from: 100, heightVelocity: -5000, to: 600, at: 0, parameters: PullUpPresetValues.ishPullUpSpring)
    #expect(abs(spring.heightVelocity(at: 0) - 150) < 1e-9)
  }
}
