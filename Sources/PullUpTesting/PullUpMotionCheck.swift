import PullUp

/// Checks that a motion of yours keeps what `PullUpMotion` asks of it, in a test of yours.
///
/// ```swift
/// @Test func easeOutKeepsItsPromises() {
///   #expect(PullUpMotionCheck.violations(of: EaseOut()) == [])
/// }
/// ```
///
/// It tries moves up and down, long and short, from rest, after flicks both ways, and redirected mid-move:
/// - the motion starts where the sheet is (within 0.5 pt);
/// - it gives finite values, and the same state for the same move and time, whatever was asked before;
/// - it comes to rest at its target within 10 seconds and stays within 0.5 pt of it for a second;
/// - in a `PullUpMachine` on PullUp's default configuration, a flick settles the same at 30, 60, 120 and
///   240 frames per second: at every 30th of a second the heights agree within 0.5 pt, and all runs come to
///   rest at the same height;
/// - a finger that catches the sheet mid-move catches it where it is on screen (within 0.5 pt).
///
/// ``continuityViolations(of:)`` checks one promise more, which a motion that keeps the sheet's own motion
/// makes (PullUp's spring, the peers' presets) and one that eases on its own clock need not: a continuing
/// move (`PullUpMove.continues`, a new target mid-settle) starts at the velocity it is handed.
public enum PullUpMotionCheck {
  /// How long, in seconds, a move may take to come to rest.
  static let settleLimit = 10.0
  /// How far apart, in points, heights may be and still count as the same.
  static let tolerance = 0.5
  /// The frame rates compared, in frames per second.
  static let frameRates: [Double] = [30, 60, 120, 240]
  /// How far apart, in points per second, velocities may be and still count as the same.
  static let velocityTolerance = 0.5

  /// The guarantees `motion` breaks, one sentence each; empty when it keeps them all.
  public static func violations(of motion: some PullUpMotion) -> [String] {
    var violations: [String] = []
    for move in moves {
      violations += check(motion, move)
    }
    violations += frameRateViolations(of: motion)
    violations += interruptionViolations(of: motion)
    return violations
  }

  /// Where `motion` makes a continuing move's velocity jump, one sentence each; empty when it keeps every one.
  ///
  /// A new target mid-settle hands the motion a move with `PullUpMove.continues` set and the sheet's own
  /// velocity; a motion that keeps it starts there, within 0.5 pt/s, so the hand-over does not kink. It tries
  /// the continuing moves ``violations(of:)`` tries (up and down, long and short, from rest and at 2,500 pt/s
  /// both ways, towards the target and away from it), and, in a `PullUpMachine` on PullUp's default
  /// configuration, a settle retargeted by a request mid-move: the velocity just after the request is the one
  /// just before it.
  ///
  /// ```swift
  /// @Test func springKeepsTheSheetsVelocity() {
  ///   #expect(PullUpMotionCheck.continuityViolations(of: PullUpSpringParameters(response: 0.45, dampingRatio: 0.86)) == [])
  /// }
  /// ```
  public static func continuityViolations(of motion: some PullUpMotion) -> [String] {
    var violations: [String] = []
    for move in moves where move.continues {
      let first = motion.state(of: move, after: 0)
      if !(abs(first.heightVelocity - move.heightVelocity) <= velocityTolerance) {
        violations.append(
          "\"\(motion.name)\", continuing move \(move.start) → \(move.target) at \(move.heightVelocity) pt/s: "
            + "starts at \(first.heightVelocity) pt/s")
      }
    }
    guard var machine = releasedMachine(motion) else { return ["\"\(motion.name)\": refused by the machine"] }
    for frame in 1...24 { _ = try? machine.advance(to: 0.2 + Double(frame) / 240) }
    guard machine.phaseKind == .settling else { return violations }
    let before = machine.currentHeightVelocity
    guard (try? machine.apply(.moveToDetent(0), at: 0.3)) != nil else {
      return violations + ["\"\(motion.name)\": the machine refused a new target mid-settle"]
    }
    let after = machine.currentHeightVelocity
    if !(abs(after - before) <= velocityTolerance) {
      violations.append(
        "\"\(motion.name)\": retargeted mid-settle at \(before) pt/s, the new move starts at \(after) pt/s")
    }
    return violations
  }

  /// The moves tried: up and down, long and short, from rest, after flicks both ways, and redirected.
  static let moves: [PullUpMove] = {
    var moves: [PullUpMove] = []
    for (start, target) in [(100.0, 700.0), (700, 100), (300, 320), (400, 400.2)] {
      for heightVelocity in [0.0, 2_500, -2_500] {
        for continues in [false, true] {
          moves.append(PullUpMove(start: start, heightVelocity: heightVelocity, target: target, continues: continues))
        }
      }
    }
    return moves
  }()

  private static func check(_ motion: some PullUpMotion, _ move: PullUpMove) -> [String] {
    let name = "\"\(motion.name)\", move \(move.start) → \(move.target) at \(move.heightVelocity) pt/s"
    let first = motion.state(of: move, after: 0)
    var violations: [String] = []
    if !(abs(first.height - move.start) <= tolerance) {
      violations.append("\(name): starts at \(first.height), not where the sheet is")
    }
    let step = 1.0 / 240
    var restedAt: Double?
    var frame = 0
    while Double(frame) * step <= settleLimit {
      let elapsed = Double(frame) * step
      let state = motion.state(of: move, after: elapsed)
      guard state.height.isFinite, state.heightVelocity.isFinite else {
        return violations + ["\(name): not finite after \(elapsed) s: \(state)"]
      }
      let displacement = state.height - move.target
      if PullUpRestRule.visible.isAtRest(
        displacement: displacement, heightVelocity: state.heightVelocity, horizon: PullUpRestRule.customHorizon)
      {
        restedAt = elapsed
        break
      }
      frame += 1
    }
    guard let restedAt else {
      return violations + ["\(name): still moving after \(settleLimit) s"]
    }
    for later in stride(from: restedAt, through: restedAt + 1, by: 1.0 / 60) {
      let height = motion.state(of: move, after: later).height
      if !(abs(height - move.target) <= tolerance) {
        violations.append("\(name): came to rest after \(restedAt) s, then moved to \(height) at \(later) s")
        break
      }
    }
    let again = motion.state(of: move, after: restedAt / 2)
    _ = motion.state(of: moves[0], after: 0.05)
    let replayed = motion.state(of: move, after: restedAt / 2)
    if again.height != replayed.height || again.heightVelocity != replayed.heightVelocity {
      violations.append("\(name): the same time gave \(again), then \(replayed): the motion keeps state")
    }
    return violations
  }

  /// A release with a flick, settled at each frame rate; heights compared every 30th of a second.
  private static func frameRateViolations(of motion: some PullUpMotion) -> [String] {
    var runs: [(rate: Double, heights: [Double], rest: Double?)] = []
    for rate in frameRates {
      guard var machine = releasedMachine(motion) else { return ["\"\(motion.name)\": refused by the machine"] }
      let perThirtieth = Int(rate / 30)
      var heights: [Double] = []
      var frame = 1
      while Double(frame) / rate <= settleLimit {
        let time = 0.2 + Double(frame) / rate
        guard (try? machine.advance(to: time)) != nil else { break }
        if frame % perThirtieth == 0 { heights.append(machine.currentHeight) }
        if machine.phaseKind == .resting { break }
        frame += 1
      }
      runs.append((rate, heights, machine.phaseKind == .resting ? machine.currentHeight : nil))
    }
    var violations: [String] = []
    guard let reference = runs.last else { return violations }
    for run in runs {
      guard let rest = run.rest else {
        violations.append("\"\(motion.name)\": at \(run.rate) fps the sheet is still moving after \(settleLimit) s")
        continue
      }
      if let referenceRest = reference.rest, !(abs(rest - referenceRest) <= tolerance) {
        violations.append(
          "\"\(motion.name)\": at \(run.rate) fps the sheet rests at \(rest), at \(reference.rate) fps at \(referenceRest)"
        )
      }
      for (index, (height, expected)) in zip(run.heights, reference.heights).enumerated()
      where !(abs(height - expected) <= tolerance) {
        violations.append(
          "\"\(motion.name)\": at \(Double(index + 1) / 30) s the sheet is at \(height) at \(run.rate) fps, "
            + "at \(expected) at \(reference.rate) fps")
        break
      }
    }
    return violations
  }

  /// A finger catches the sheet a tenth of a second into a settle.
  private static func interruptionViolations(of motion: some PullUpMotion) -> [String] {
    guard var machine = releasedMachine(motion) else { return ["\"\(motion.name)\": refused by the machine"] }
    for frame in 1...24 { _ = try? machine.advance(to: 0.2 + Double(frame) / 240) }
    guard machine.phaseKind == .settling else { return [] }
    let before = machine.currentHeight
    guard (try? machine.apply(.dragBegan(), at: 0.3)) != nil else {
      return ["\"\(motion.name)\": the machine refused a finger mid-settle"]
    }
    let caught = machine.currentHeight
    guard abs(caught - before) <= tolerance else {
      return ["\"\(motion.name)\": moving at \(before), caught at \(caught)"]
    }
    return []
  }

  /// A machine on PullUp's default configuration with the motion, a flick up just released at 0.2 s.
  private static func releasedMachine(_ motion: some PullUpMotion) -> PullUpMachine? {
    var configuration = PullUpConfiguration.default
    configuration.movement.motion = .custom(motion)
    guard
      var machine = try? PullUpMachine(
        configuration: configuration, container: PullUpContainer(width: 390, height: 844))
    else { return nil }
    _ = try? machine.apply(.dragBegan(), at: 0)
    _ = try? machine.apply(.dragChanged(translation: -60), at: 0.1)
    _ = try? machine.apply(.dragEnded(velocity: -1_800), at: 0.2)
    return machine
  }
}
