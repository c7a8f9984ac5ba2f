import Foundation
import PullUpCore
import PullUpTesting
import Testing

/// Eases to the target in a fixed time, ignoring the velocity: a well-behaved motion of a user's own.
struct EaseOut: PullUpMotion {
  var duration = 0.3
  var name: String { "ease out" }

  func state(of move: PullUpMove, after elapsed: Double) -> (height: Double, heightVelocity: Double) {
    let t = min(elapsed / duration, 1)
    let distance = move.target - move.start
    let height = move.start + distance * (1 - (1 - t) * (1 - t) * (1 - t))
    let velocity = t < 1 ? distance * 3 * (1 - t) * (1 - t) / duration : 0
    return (height, velocity)
  }

  func validate() throws(PullUpError) {
    guard duration.isFinite, duration > 0 else {
      throw .invalidConfiguration("ease out: duration \(duration) must be finite and greater than zero")
    }
  }
}

/// BrokenMotion motions, one guarantee each.
enum BrokenMotion: PullUpMotion {
  /// Starts 40 points off.
  case jumps
  /// Never arrives.
  case neverRests
  /// Not a number after a tenth of a second.
  case notANumber
  /// Flies a million points past the target, then lands.
  case overshoots

  var name: String { "\(self)" }

  func state(of move: PullUpMove, after elapsed: Double) -> (height: Double, heightVelocity: Double) {
    let ease = EaseOut().state(of: move, after: elapsed)
    switch self {
    case .jumps: return (elapsed < 0.3 ? ease.height + 40 : ease.height, ease.heightVelocity)
    case .neverRests: return (move.target + 50 * sin(elapsed * 10), 500 * cos(elapsed * 10))
    case .notANumber: return elapsed > 0.1 ? (.nan, .nan) : ease
    case .overshoots: return elapsed < 0.2 ? (move.target + 1e6, 0) : ease
    }
  }
}

/// Integrates a step per call, as a frame loop would: its position depends on how often it was asked, so on
/// the frame rate.
final class Stepping: PullUpMotion, @unchecked Sendable {
  private var move: PullUpMove?
  private var elapsed = 0.0
  private var height = 0.0
  var name: String { "stepping" }

  func state(of move: PullUpMove, after elapsed: Double) -> (height: Double, heightVelocity: Double) {
    if move != self.move || elapsed < self.elapsed {
      (self.move, self.elapsed, height) = (move, 0, move.start)
    }
    let step = elapsed - self.elapsed
    let velocity = (move.target - height) * 10
    height += velocity * step
    self.elapsed = elapsed
    return (height, abs(move.target - height) < 0.001 ? 0 : velocity)
  }

  static func == (lhs: Stepping, rhs: Stepping) -> Bool { lhs === rhs }
  func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

@Suite("Motion as an extension point")
struct MotionTests {
  static let phone = PullUpContainer(width: 390, height: 844)

  static func machine(_ motion: PullUpMotionPolicy) throws -> PullUpMachine {
    var configuration = PullUpConfiguration.default
    configuration.movement.motion = motion
    return try PullUpMachine(configuration: configuration, container: phone)
  }

  @Test(
    "The built-in springs keep every guarantee a motion must",
    arguments: [
      PullUpPresetValues.defaultSpring, PullUpPresetValues.ishPullUpSpring, PullUpPresetValues.splitSheetSpring,
      .reducedMotion, .init(response: 0.3, dampingRatio: 1),
    ])
  func builtIns(spring: PullUpSpringParameters) {
    #expect(PullUpMotionCheck.violations(of: spring) == [])
  }

  @Test("A motion of one's own keeps them too, and moves the sheet in the machine")
  func custom() throws {
    #expect(PullUpMotionCheck.violations(of: EaseOut()) == [])
    var machine = try Self.machine(.custom(EaseOut(duration: 0.5)))
    _ = try machine.apply(.setState(.expanded), at: 1)
    #expect(machine.snapshot.phase == .settling)
    _ = try machine.advance(to: 1.25)
    // Half-way in time is seven eighths of the way for a cubic ease-out.
    let start = 88.0
    let target = machine.detents.maximum
    #expect(abs(machine.snapshot.height - (start + (target - start) * 0.875)) < 1e-9)
    let output = try machine.advance(to: 1.5)
    #expect(output.action == .stopFrames)
    #expect(machine.snapshot.height == target)
  }

  @Test(
    "The check names each broken guarantee",
    arguments: [
      (BrokenMotion.jumps, "not where the sheet is"), (.neverRests, "still moving"), (.notANumber, "not finite"),
    ])
  func brokenMotions(motion: BrokenMotion, words: String) {
    let violations = PullUpMotionCheck.violations(of: motion)
    #expect(violations.contains { $0.contains(words) }, "\(violations)")
  }

  @Test("A motion that keeps state is caught: it depends on the frame rate")
  func statefulMotion() {
    let violations = PullUpMotionCheck.violations(of: Stepping())
    #expect(violations.contains { $0.contains("fps") }, "\(violations)")
    #expect(violations.contains { $0.contains("keeps state") }, "\(violations)")
  }

  @Test("The machine guards against a broken motion: it ends at the target, and never leaves the container's reach")
  func guards() throws {
    for motion in [BrokenMotion.notANumber, .neverRests] {
      var machine = try Self.machine(.custom(motion))
      _ = try machine.apply(.setState(.expanded), at: 0)
      var time = 0.0
      while machine.snapshot.phase == .settling, time < PullUpMotionPolicy.maximumDuration + 1 {
        time += 1.0 / 30
        _ = try machine.advance(to: time)
        #expect(machine.snapshot.height.isFinite)
      }
      #expect(machine.snapshot.phase == .resting, "\(motion)")
      #expect(machine.snapshot.height == machine.detents.maximum, "\(motion)")
    }
    var machine = try Self.machine(.custom(BrokenMotion.overshoots))
    _ = try machine.apply(.setState(.expanded), at: 0)
    _ = try machine.advance(to: 0.1)
    #expect(machine.snapshot.height == machine.detents.maximum + 844)
  }

  @Test("Motions compare by type and parameters; only the spring encodes, a custom one is a named error")
  func policyValues() throws {
    #expect(PullUpMotionPolicy.custom(PullUpPresetValues.defaultSpring) == .default)
    #expect(PullUpMotionPolicy.custom(EaseOut()) == .custom(EaseOut()))
    #expect(PullUpMotionPolicy.custom(EaseOut()) != .custom(EaseOut(duration: 1)))
    #expect(PullUpMotionPolicy.custom(EaseOut()) != .default)
    #expect(!PullUpMotionPolicy.custom(EaseOut()).isBuiltIn)
    let data = try JSONEncoder().encode(PullUpConfiguration.ishPullUp.movement.motion)
    #expect(
      try JSONDecoder().decode(PullUpMotionPolicy.self, from: data) == PullUpConfiguration.ishPullUp.movement.motion)
    var configuration = PullUpConfiguration.default
    configuration.movement.motion = .custom(EaseOut())
    do {
      _ = try JSONEncoder().encode(configuration)
      Issue.record("a custom motion encoded")
    } catch EncodingError.invalidValue(_, let context) {
      #expect(context.debugDescription.contains("\"ease out\""))
    }
    configuration.movement.motion = .custom(EaseOut(duration: -1))
    #expect(throws: PullUpError.invalidConfiguration("ease out: duration -1.0 must be finite and greater than zero")) {
      try PullUpMachine(configuration: configuration, container: Self.phone)
    }
  }
}
