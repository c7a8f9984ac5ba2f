import PullUpCore
import Testing

/// Reports the height velocity it was given, in its reason, and sends the sheet to the highest detent.
struct EchoingPolicy: PullUpSnapping {
  var name: String { "echo" }

  func decide(_ release: PullUpRelease) -> PullUpSnapDecision {
    PullUpSnapDecision(
      target: .height(release.detents.maximum), projectedHeight: release.projectedHeight(),
      candidates: release.detents.heights, reason: .custom("\(release.heightVelocity)"))
  }
}

/// Leaves at the move's height velocity and reaches the target, at rest, after half a second.
struct StraightMotion: PullUpMotion {
  var name: String { "straight" }

  func state(of move: PullUpMove, after elapsed: Double) -> (height: Double, heightVelocity: Double) {
    guard elapsed > 0 else { return (move.start, move.heightVelocity) }
    let t = min(elapsed / 0.5, 1)
    return (move.start + (move.target - move.start) * t, t < 1 ? (move.target - move.start) / 0.5 : 0)
  }
}

/// Inputs take screen coordinates, as a pan recognizer reports them (negative up); everything the sheet
/// reports is a height velocity (positive up), and says so in its name.
@Suite("Sign convention")
struct SignConventionTests {
  static let phone = PullUpContainer(width: 390, height: 844, safeArea: .init(top: 47, bottom: 34))

  @Test("A release at -1200 pt/s on screen comes back as an event with a heightVelocity of 1200")
  func release() throws {
    var machine = try PullUpMachine(container: Self.phone)
    _ = try machine.apply(.dragBegan(), at: 0)
    _ = try machine.apply(.dragChanged(translation: -100), at: 0.1)
    let ended = try machine.apply(.dragEnded(velocity: -1200), at: 0.2)
    #expect(ended.events.first == .dragEnded(height: 222, heightVelocity: 1200))
    #expect(machine.snapshot.heightVelocity > 0, "the settle leaves upwards")
    #expect(machine.snapshot.heightVelocity == machine.snapshot.heightVelocity)
  }

  @Test("A drag upwards reads as a positive height velocity while the finger moves")
  func tracking() throws {
    var machine = try PullUpMachine(container: Self.phone)
    _ = try machine.apply(.dragBegan(), at: 0)
    for step in 1...6 { _ = try machine.apply(.dragChanged(translation: -10 * Double(step)), at: Double(step) / 100) }
    #expect(abs(machine.snapshot.heightVelocity - 1000) < 1e-6)
  }

  @Test("A snap policy's release and a motion's move carry the same height velocity")
  func plugIns() throws {
    var configuration = PullUpConfiguration.default
    configuration.movement.snapPolicy = .custom(EchoingPolicy())
    configuration.movement.motion = .custom(StraightMotion())
    var machine = try PullUpMachine(configuration: configuration, container: Self.phone)
    _ = try machine.apply(.dragBegan(), at: 0)
    _ = try machine.apply(.dragChanged(translation: -100), at: 0.1)
    let ended = try machine.apply(.dragEnded(velocity: -1200), at: 0.2)
    guard case .settleStarted(let settle)? = ended.events.dropFirst().first else {
      Issue.record("expected a settle after the release, got \(ended.events)")
      return
    }
    #expect(settle.decision?.reason == .custom("1200.0"))
    #expect(machine.snapshot.heightVelocity == 1200, "the move starts at the release's height velocity")
  }

  @Test("A spring's height velocity is positive while its height grows")
  func spring() {
    let spring = PullUpSpring(
      from: 100, heightVelocity: 0, to: 500, at: 0, parameters: PullUpPresetValues.defaultSpring)
    #expect(spring.heightVelocity(at: 0.05) > 0)
    #expect(spring.motion(at: 0.05).height > 100)
  }
}
