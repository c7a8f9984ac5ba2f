import PullUp
import PullUpTesting
import Testing

/// A configuration change asks the sizing delegate again, as a container change does: the height available
/// to the sheet, which the maximum is asked with, depends on the configuration's top margin.
extension PullUpControllerDelegateTests {
  /// `.ishPullUp` with a larger top margin: 100 pt less is available in the phone (677 instead of 777).
  var lowerCeiling: PullUpConfiguration {
    var configuration = PullUpConfiguration.ishPullUp
    configuration.shape.topMargin += 100
    return configuration
  }

  @Test("A configuration change asks first and lays out once, with the answers for the new configuration")
  func configurationChangeAsksFirst() async throws {
    let controller = try PullUpController(configuration: .ishPullUp, container: phone, clock: clock)
    let delegate = CeilingSizing()
    await controller.setSizingDelegate(delegate)
    try await controller.setState(.expanded, animated: false)
    #expect(await controller.snapshot.detents == [89, 677])
    let received = try await publishedEvents(of: controller) { try await controller.setConfiguration(lowerCeiling) }
    #expect(received == [.settled(height: 577)], "one move, straight to the new maximum")
    #expect(await controller.snapshot.detents == [89, 577])
    #expect(await controller.sizing == PullUpSizing(maximumHeight: 577))
    #expect(delegate.log.calls == ["minimum", "maximum 777.0", "minimum", "maximum 677.0"])
  }

  @Test("Until the answers arrive the old configuration holds; then both apply together")
  func configurationWaitsForAnswers() async throws {
    let controller = try PullUpController(configuration: .ishPullUp, container: phone, clock: clock)
    let gate = Gate()
    let delegate = CeilingSizing(gate: gate, gatedCall: 4)
    await controller.setSizingDelegate(delegate)
    let change = Task { try await controller.setConfiguration(lowerCeiling) }
    await gate.waitUntilAsked()
    #expect(await controller.configuration == .ishPullUp)
    #expect(await controller.snapshot.detents == [89, 677])
    await gate.open(answer: 500)
    try await change.value
    #expect(await controller.configuration == lowerCeiling)
    #expect(await controller.snapshot.detents == [89, 500])
  }

  @Test("A bad configuration throws before the delegate is asked, and nothing changes")
  func badConfigurationAsksNothing() async throws {
    let controller = try PullUpController(configuration: .ishPullUp, container: phone, clock: clock)
    let delegate = CeilingSizing()
    await controller.setSizingDelegate(delegate)
    let before = await controller.snapshot
    var bad = PullUpConfiguration.ishPullUp
    bad.shape.detents = []
    await #expect(throws: PullUpError.self) { try await controller.setConfiguration(bad) }
    #expect(await controller.snapshot == before)
    #expect(await controller.configuration == .ishPullUp)
    #expect(delegate.log.calls.count == 2)
  }

  @Test("A container change during a configuration change applies both in one transition, with the answers for both")
  func containerChangeDuringConfigurationChange() async throws {
    let controller = try PullUpController(configuration: .ishPullUp, container: phone, clock: clock)
    let gate = Gate()
    let delegate = CeilingSizing(gate: gate, gatedCall: 4)
    await controller.setSizingDelegate(delegate)
    let snapshots = controller.snapshots(buffering: .all)
    let change = Task { try await controller.setConfiguration(lowerCeiling) }
    await gate.waitUntilAsked()
    let tablet = PullUpContainer(width: 820, height: 1180, safeArea: .init(top: 24, bottom: 20))
    let resize = Task { try await controller.send(.setContainer(tablet)) }
    await gate.cancellations.wait(for: 1)
    #expect(await controller.configuration == .ishPullUp, "nothing applies before the answers")
    await gate.open(answer: 500)
    try await change.value
    try await resize.value
    #expect(await controller.configuration == lowerCeiling)
    let available = try PullUpMachine(configuration: lowerCeiling, container: tablet).availableHeight(in: tablet)
    #expect(await controller.snapshot.detents.last == available - 100, "the overtaken answer is dropped")
    #expect(
      delegate.log.calls == ["minimum", "maximum 777.0", "minimum", "maximum 677.0", "minimum", "maximum \(available)"])
    await controller.finish()
    var published: [PullUpSnapshot] = []
    for await snapshot in snapshots { published.append(snapshot) }
    #expect(published.count == 2, "the current snapshot, then one for the container and the configuration")
    #expect(published.last?.layout.containerSize == tablet.size)
  }

  @Test("Without a sizing delegate a configuration applies at once, with its own bounds")
  func configurationWithoutDelegate() async throws {
    let controller = try PullUpController(configuration: .ishPullUp, container: phone, clock: clock)
    try await controller.setState(.expanded, animated: false)
    try await controller.setConfiguration(lowerCeiling)
    #expect(await controller.snapshot.height == 677)
    #expect(clock.sleeperCount == 0)
  }
}

/// A sizing delegate that keeps the sheet 100 pt below the top of the height available to it, and no
/// minimum. It may hold its `gatedCall`-th answer (counting every call, minimum and maximum) behind a gate.
final class CeilingSizing: PullUpSizingDelegate {
  let log = CallLog()
  let gate: Gate?
  let gatedCall: Int

  init(gate: Gate? = nil, gatedCall: Int = 0) {
    self.gate = gate
    self.gatedCall = gatedCall
  }

  func pullUpController(_ controller: PullUpController, minimumHeightForSheetIn container: PullUpContainer) async
    -> Double?
  {
    log.record("minimum")
    return nil
  }

  func pullUpController(
    _ controller: PullUpController, maximumHeightForSheetWithAvailableHeight availableHeight: Double
  ) async -> Double? {
    log.record("maximum \(availableHeight)")
    if let gate, log.calls.count == gatedCall { return await gate.ask() }
    return availableHeight - 100
  }
}
