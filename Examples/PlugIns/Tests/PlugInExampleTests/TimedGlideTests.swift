import PlugInExample
import PullUp
import PullUpScenario
import PullUpTesting
import Testing

/// The example motion, used as an app would: checked by `PullUpMotionCheck`, in a controller on a test clock,
/// and replayed from Swift through the scenario player.
@Suite("Example plug-in: TimedGlide", .timeLimit(.minutes(1)))
struct TimedGlideTests {
  let phone = PullUpContainer(width: 390, height: 844, safeArea: PullUpInsets(top: 47, bottom: 34))

  func configuration(_ glide: TimedGlide = TimedGlide()) -> PullUpConfiguration {
    var configuration = PullUpConfiguration.default
    configuration.movement.motion = .custom(glide)
    return configuration
  }

  @Test("It keeps every guarantee a motion must")
  func guarantees() {
    #expect(PullUpMotionCheck.violations(of: TimedGlide()) == [])
    #expect(PullUpMotionCheck.violations(of: TimedGlide(duration: 0.1)) == [])
    #expect(PullUpMotionCheck.continuityViolations(of: TimedGlide()) == [])
  }

  @Test("In a controller: the sheet lands on its detent exactly when the glide ends")
  func controller() async throws {
    let clock = PullUpTestClock()
    let controller = try PullUpController(configuration: configuration(), container: phone, clock: clock)
    let detents = await controller.snapshot.detents
    try await controller.setState(.expanded)
    await clock.advance(by: .milliseconds(300))
    let moving = await controller.snapshot
    #expect(moving.phase == .settling)
    #expect(moving.height < detents[2])
    await clock.advance(by: .milliseconds(100))
    #expect(await controller.snapshot.phase == .resting)
    #expect(await controller.snapshot.height == detents[2])
  }

  @Test("A bad duration is refused like a built-in's parameters, with the motion's own words")
  func validation() {
    let refusal = PullUpError.invalidConfiguration("timed glide: duration nan must be finite and greater than zero")
    #expect(throws: refusal) {
      try PullUpController(configuration: configuration(TimedGlide(duration: .nan)), container: phone)
    }
  }

  @Test("Replayed through the scenario player: a flick glides to the next detent and rests after 0.35 s")
  func replayed() async throws {
    let scenario = try PullUpScenario(
      json: """
        {"title": "A flick with TimedGlide", "container": {"width": 390, "height": 844}, "events": [
          {"at": 0.1, "type": "dragBegan"},
          {"at": 0.15, "type": "dragChanged", "translation": -30},
          {"at": 0.2, "type": "dragEnded", "velocity": -1200}
        ]}
        """)
    let record = try await scenario.replay(configuration: configuration())
    #expect(record.final.state == .intermediate)
    let settled = try #require(record.frames.last { $0.phase == .settling })
    #expect(settled.time < 0.2 + 0.35)
    #expect(record.final.time >= 0.2 + 0.35 - 1e-9)
  }
}
