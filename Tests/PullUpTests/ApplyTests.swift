import PullUp
import PullUpTesting
import Testing

@Suite("PullUpController.applyNow: every input synchronously", .timeLimit(.minutes(1 * TestSlowness.factor)))
struct PullUpControllerApplyTests {
  let clock = PullUpTestClock()
  let landscape = PullUpContainer(width: 844, height: 390, safeArea: .init(top: 0, bottom: 21))

  @Test(
    "applyNow gives the same sheet as send, input by input",
    arguments: [
      [PullUpInput.dragBegan(), .dragChanged(translation: -200), .dragEnded(velocity: -800)],
      [.setState(.expanded, animated: false), .dimmingTapped, .setHidden(true, animated: false)],
      [.setContainer(PullUpContainer(width: 844, height: 390)), .moveToDetent(1, animated: false)],
    ])
  func sameAsSend(_ inputs: [PullUpInput]) async throws {
    let applied = try PullUpController(container: phone, clock: clock)
    let sent = try PullUpController(container: phone, clock: clock)
    for input in inputs {
      try await applied.applyNow(input)
      try await sent.send(input)
      #expect(await applied.snapshot == sent.snapshot, "\(input)")
    }
  }

  @Test("A container change applies at once with the old answers; the sizing delegate is then asked again")
  func containerAtOnceThenAsked() async throws {
    let gate = Gate()
    let delegate = WidthSizing(gate: gate, gatedCall: 3)
    let controller = try PullUpController(configuration: .ishPullUp, container: phone, clock: clock)
    await controller.setSizingDelegate(delegate)
    #expect(await controller.snapshot.detents.first == 70 + 34)
    let snapshots = controller.snapshots(buffering: .all)

    try await controller.applyNow(.setContainer(landscape))
    // At once: the new container, with the answer for the old one.
    #expect(await controller.snapshot.layout.containerSize == landscape.size)
    #expect(await controller.snapshot.detents.first == 70 + 21)
    await gate.waitUntilAsked()
    #expect(delegate.log.calls.last == "minimum 844.0", "asked again for the new container")
    await gate.open(answer: 30)
    for await snapshot in snapshots where snapshot.detents.first == 30 + 21 { break }
    #expect(await controller.sizing.minimumHeight == 30)
  }

  @Test("A container change through send that waits for answers is overtaken by applyNow's")
  func pendingContainerOvertaken() async throws {
    let gate = Gate()
    let delegate = WidthSizing(gate: gate, gatedCall: 3)
    let controller = try PullUpController(configuration: .ishPullUp, container: phone, clock: clock)
    await controller.setSizingDelegate(delegate)
    let waiting = Task { try await controller.send(.setContainer(landscape)) }
    await gate.waitUntilAsked()
    let tablet = PullUpContainer(width: 1024, height: 1366)
    try await controller.applyNow(.setContainer(tablet))
    await gate.open(answer: 30)
    try await waiting.value
    let snapshots = controller.snapshots(buffering: .all)
    // The re-ask for the tablet answers 70 (not landscape); the landscape container never applies.
    for await snapshot in snapshots where snapshot.detents.first == 70 { break }
    #expect(await controller.snapshot.layout.containerSize == tablet.size)
  }
}
