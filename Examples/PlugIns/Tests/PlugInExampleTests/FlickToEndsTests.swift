import PlugInExample
import PullUp
import PullUpScenario
import PullUpTesting
import Testing

/// The example snap policy, used as an app would: in a controller on a test clock, and replayed from Swift
/// through the scenario player, where `explain` and the SVG timeline tell its reasons.
@Suite("Example plug-in: FlickToEnds", .timeLimit(.minutes(1)))
struct FlickToEndsTests {
  let phone = PullUpContainer(width: 390, height: 844, safeArea: PullUpInsets(top: 47, bottom: 34))

  var configuration: PullUpConfiguration {
    var configuration = PullUpConfiguration.default
    configuration.movement.snapPolicy = .custom(FlickToEnds())
    return configuration
  }

  @Test("In a controller: a hard flick up from the peek expands, past the middle detent")
  func hardFlick() async throws {
    let clock = PullUpTestClock()
    let controller = try PullUpController(configuration: configuration, container: phone, clock: clock)
    try await controller.send(.dragBegan())
    try await controller.send(.dragChanged(translation: -20))
    try await controller.send(.dragEnded(velocity: -2_000))
    await clock.advance(by: .seconds(2))  // every frame of the settle runs, in order
    #expect(clock.sleeperCount == 0, "at rest, nothing waits for time")
    #expect(await controller.snapshot.state == .expanded)
  }

  @Test("In a controller: a gentle release goes to the detent nearest to where the sheet would coast")
  func gentleRelease() async throws {
    let clock = PullUpTestClock()
    let controller = try PullUpController(configuration: configuration, container: phone, clock: clock)
    let detents = await controller.snapshot.detents
    try await controller.send(.dragBegan())
    try await controller.send(.dragChanged(translation: -250))
    try await controller.send(.dragEnded(velocity: 0))
    await clock.advance(by: .seconds(2))
    #expect(clock.sleeperCount == 0)
    #expect(await controller.snapshot.height == detents[1])
  }

  @Test("Decided directly: releases made with a machine's detents, a unit test of the policy alone")
  func decidedDirectly() throws {
    let detents = try PullUpMachine(container: phone).detents
    let policy = FlickToEnds()
    let hard = policy.decide(PullUpRelease(height: detents.minimum + 20, heightVelocity: 2_000, detents: detents))
    #expect(hard.target == .height(detents.maximum))
    let middle = detents.heights[1]
    let gentle = policy.decide(PullUpRelease(height: middle - 10, heightVelocity: 0, detents: detents))
    #expect(gentle.target == .height(middle))
    #expect(gentle.projectedHeight == middle - 10)
  }

  @Test("A bad parameter is refused like a built-in's, with the policy's own words")
  func validation() {
    var bad = configuration
    bad.movement.snapPolicy = .custom(FlickToEnds(hardFlickSpeed: -1))
    let refusal = PullUpError.invalidConfiguration(
      "flick to ends: hard flick speed -1.0 must be finite and greater than zero")
    #expect(throws: refusal) { try PullUpController(configuration: bad, container: phone) }
  }

  @Test("Replayed through the scenario player: explain and the SVG timeline tell the policy's reasons")
  func replayed() async throws {
    let scenario = try PullUpScenario(
      json: """
        {"title": "A hard flick with FlickToEnds", "container": {"width": 390, "height": 844}, "events": [
          {"at": 0.1, "type": "dragBegan"},
          {"at": 0.15, "type": "dragChanged", "translation": -30},
          {"at": 0.2, "type": "dragEnded", "velocity": -2400}
        ]}
        """)
    let record = try await scenario.replay(configuration: configuration)
    #expect(record.final.state == .expanded)
    let explanation = record.explanation()
    #expect(explanation.contains("snap policy: flick to ends (your own policy)"))
    #expect(explanation.contains("a hard flick up: the highest detent"))
    #expect(record.svg().contains("a hard flick up: the highest detent"))
    let plain = try await scenario.replay()
    #expect(plain.final.state == .intermediate, "the default policy moves one detent per flick")
  }
}
