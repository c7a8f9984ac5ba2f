import PullUpCore
import PullUpTesting
import Testing

/// The same gesture, stepped at different frame rates, lands in the same place along the same path.
@Suite("Frame-rate independence")
struct FrameRateIndependenceTests {
  static let container = PullUpContainer(width: 390, height: 844, safeArea: .init(top: 47, bottom: 34))

  /// A quick upward drag, sampled at 120 Hz, released at 0.15 s with the estimator's velocity.
  static func released(_ configuration: PullUpConfiguration) throws -> PullUpMachine {
    var machine = try PullUpMachine(configuration: configuration, container: container)
    _ = try machine.apply(.dragBegan(), at: 0)
    for sample in 1...18 {
      let t = Double(sample) / 120
      _ = try machine.apply(.dragChanged(translation: -1400 * t * t), at: t)
    }
    _ = try machine.apply(.dragEnded(), at: 0.15)
    return machine
  }

  /// The frame times of one run: a fixed rate, or 60 Hz with random jitter.
  static func frames(rate: Double?, seed: UInt64) -> [Double] {
    var times: [Double] = []
    var generator = SeededGenerator(seed: seed)
    var t = 0.15
    while t < 3 {
      t += rate.map { 1 / $0 } ?? Double.random(in: 0.002...0.034, using: &generator)
      times.append(t)
    }
    return times
  }

  @Test(
    "30, 60, 120, 240 Hz and jittered frames agree within 0.5 pt and end in the same state",
    arguments: [PullUpConfiguration.default, .ishPullUp, .splitSheet],
    [30.0, 60, 120, 240, nil])
  func agree(configuration: PullUpConfiguration, rate: Double?) throws {
    let seed: UInt64 = 42
    var stepped = try Self.released(configuration)
    for time in Self.frames(rate: rate, seed: seed) {
      _ = try stepped.advance(to: time)
      // The reference jumps straight to this instant in one frame.
      var reference = try Self.released(configuration)
      _ = try reference.advance(to: time)
      #expect(
        abs(stepped.snapshot.height - reference.snapshot.height) < 0.5,
        "rate \(String(describing: rate)), seed \(seed), t \(time)")
    }
    var reference = try Self.released(configuration)
    try reference.runUntilResting(step: 1.0 / 60)
    #expect(stepped.snapshot.phase == .resting)
    #expect(stepped.snapshot.state == reference.snapshot.state)
    #expect(stepped.snapshot.height == reference.snapshot.height)
  }
}

/// A finger that catches a moving sheet takes it where it is.
@Suite("Interruption continuity")
struct InterruptionContinuityTests {
  @Test(
    "Grabbing a settling sheet moves it by less than 0.5 pt in that instant",
    arguments: [PullUpConfiguration.default, .ishPullUp, .splitSheet, .splitView()])
  func continuity(configuration: PullUpConfiguration) throws {
    var generator = SeededGenerator(seed: 2026)
    for trial in 0..<200 {
      var machine = try PullUpMachine(configuration: configuration, container: FrameRateIndependenceTests.container)
      if machine.isHidden { _ = try machine.apply(.setHidden(false, animated: false), at: 0) }
      let target: PullUpMoveTarget =
        trial.isMultiple(of: 2) ? .state(.expanded) : .height(machine.detents.maximum * 0.7)
      _ = try machine.moveRequested(to: target, animated: true, at: 0)
      let grab = Double.random(in: 0.005...0.4, using: &generator)
      _ = try machine.advance(to: grab)
      guard machine.snapshot.phase == .settling else { continue }
      let onScreen = machine.snapshot.height
      let began = try machine.apply(.dragBegan(), at: grab)
      #expect(began.events.first == .interrupted(height: onScreen))
      #expect(abs(machine.snapshot.height - onScreen) < 0.5, "trial \(trial), grab \(grab)")
      _ = try machine.apply(.dragChanged(translation: 0), at: grab + 0.001)
      #expect(abs(machine.snapshot.height - onScreen) < 0.5, "trial \(trial), grab \(grab)")
      _ = try machine.apply(.dragChanged(translation: -10), at: grab + 0.01)
      #expect(
        machine.snapshot.height > onScreen - 0.5, "trial \(trial): the sheet moves with the finger from where it was")
    }
  }

  @Test("A sheet caught while overshooting its top continues from there, inside the rubber band")
  func overshoot() throws {
    var configuration = PullUpConfiguration.default
    configuration.movement.motion = .spring(.init(response: 0.5, dampingRatio: 0.3))
    var machine = try PullUpMachine(configuration: configuration, container: FrameRateIndependenceTests.container)
    _ = try machine.moveRequested(to: .state(.expanded), animated: true, at: 0)
    var time = 0.0
    while machine.snapshot.height <= machine.detents.maximum + 20 {
      time += 0.001
      _ = try machine.advance(to: time)
    }
    let onScreen = machine.snapshot.height
    _ = try machine.apply(.dragBegan(), at: time)
    _ = try machine.apply(.dragChanged(translation: 0), at: time + 0.01)
    #expect(abs(machine.snapshot.height - onScreen) < 1e-6)
  }
}
