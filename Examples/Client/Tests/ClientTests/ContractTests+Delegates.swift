import PullUp
import PullUpTesting
import Testing

// The delegate promises of issue 13 (items 4, 5 and 9), through the public API on the test clock.

@Suite("The contract: delegates (issue 13)", .timeLimit(.minutes(1)))
struct DelegateContractTests {
  // MARK: Item 4

  @Test("Removing the sizing delegate brings back the configuration's bounds")
  func removedSizingDelegate() async throws {
    let harness = try PullUpTestHarness(container: contractContainer)
    let controller = harness.controller
    let own = controller.latestSnapshot.detents
    let delegate = FixedSizing(minimum: 200, maximum: 600)
    await controller.setSizingDelegate(delegate)
    try await harness.waitUntilDelivered()
    #expect(await controller.sizing == PullUpSizing(minimumHeight: 200, maximumHeight: 600))
    #expect(controller.latestSnapshot.detents != own)

    await controller.setSizingDelegate(nil)
    try await harness.waitUntilDelivered()
    #expect(await controller.sizing == PullUpSizing())
    #expect(controller.latestSnapshot.detents == own)
    await controller.invalidateLayout()
    #expect(controller.latestSnapshot.detents == own, "and they stay")
    withExtendedLifetime(delegate) {}
  }

  @Test("A freed sizing delegate's answers go at the next invalidateLayout")
  func freedSizingDelegateAtInvalidateLayout() async throws {
    let harness = try PullUpTestHarness(container: contractContainer)
    let controller = harness.controller
    let own = controller.latestSnapshot.detents
    var delegate: FixedSizing? = FixedSizing(minimum: 200, maximum: 600)
    await controller.setSizingDelegate(delegate)
    #expect(controller.latestSnapshot.detents != own)
    delegate = nil  // the controller holds it weakly: it is freed here
    #expect(await controller.sizingDelegate == nil)
    await controller.invalidateLayout()
    #expect(await controller.sizing == PullUpSizing())
    #expect(controller.latestSnapshot.detents == own)
  }

  @Test("A freed sizing delegate's answers go at the next container change")
  func freedSizingDelegateAtContainerChange() async throws {
    let harness = try PullUpTestHarness(configuration: .ishPullUp, container: contractPortrait)
    let controller = harness.controller
    var delegate: FixedSizing? = FixedSizing(minimum: 200, maximum: 300)
    await controller.setSizingDelegate(delegate)
    #expect(await controller.sizing == PullUpSizing(minimumHeight: 200, maximumHeight: 300))
    delegate = nil
    try await harness.send(.setContainer(contractLandscape, animated: false))
    // As a sheet that never had a delegate lays out in that container.
    let fresh = try PullUpTestHarness(configuration: .ishPullUp, container: contractLandscape)
    #expect(controller.latestSnapshot.detents == fresh.controller.latestSnapshot.detents)
    #expect(await controller.sizing == PullUpSizing())
  }

  // MARK: Item 5

  @Test("A container change with a width-dependent sizing delegate publishes one layout, from the new answers")
  func containerChangeLaysOutOnce() async throws {
    let harness = try PullUpTestHarness(configuration: .ishPullUp, container: contractPortrait)
    let controller = harness.controller
    let delegate = WidthDependentSizing()
    let portraitMinimum = 70.0 + 34  // the delegate's answer above the bottom safe area
    let landscapeMinimum = 30.0 + 21
    await controller.setSizingDelegate(delegate)
    try await harness.waitUntilDelivered()
    #expect(controller.latestSnapshot.detents.first == portraitMinimum)
    let events = harness.record(controller.events)
    let snapshots = harness.record(controller.snapshots(buffering: .all))
    let before = controller.latestSnapshot

    try await harness.send(.setContainer(contractLandscape, animated: false))
    try await harness.settle()
    let settles = events.values.filter { if case .settled = $0 { true } else { false } }
    #expect(
      settles == [.settled(height: landscapeMinimum)], "exactly one settle, at landscape's minimum: \(events.values)")
    // The recording starts with the current snapshot; the container change added exactly one.
    #expect(snapshots.values.count == 2)
    #expect(snapshots.values.first == before)
    #expect(snapshots.values.last?.layout.containerSize == contractLandscape.size)
    #expect(snapshots.values.last?.detents.first == landscapeMinimum)
    // The delegate was asked for the new container before the sheet was laid out in it.
    #expect(delegate.minimumsAskedFor.values == [contractPortrait.size.width, contractLandscape.size.width])
    withExtendedLifetime(delegate) {}
  }

  // MARK: Item 9
  //
  // The other half of item 9, "a misspelled method does not compile", cannot be a test that runs: the
  // protocols' requirements have no default implementations, so `FixedSizing` below would not compile if
  // it misspelled `minimumHeightForSheetIn`. That it compiles with exactly the two requirements and
  // nothing else is what this file can show.

  @Test("A sizing delegate that answers only the bounds does not make releases wait")
  func boundsOnlyDelegateDoesNotMakeReleasesWait() async throws {
    let harness = try PullUpTestHarness(container: contractContainer)
    let controller = harness.controller
    let delegate = FixedSizing(minimum: 100, maximum: 700)
    await controller.setSizingDelegate(delegate)
    let events = harness.record(controller.events)
    try await harness.send(.dragBegan())
    try await harness.send(.dragChanged(translation: -200))
    try await controller.send(.dragEnded(velocity: 0))
    #expect(controller.latestSnapshot.phase == .settling, "settles at once, without asking for a target")
    try await harness.settle()
    let asked = events.values.contains { if case .targetHeightRequested = $0 { true } else { false } }
    #expect(!asked, "\(events.values)")
    withExtendedLifetime(delegate) {}
  }

  @Test("Only a PullUpTargetHeightDelegate makes a release wait, for its answer")
  func targetHeightDelegateMakesReleasesWait() async throws {
    let harness = try PullUpTestHarness(container: contractContainer)
    let controller = harness.controller
    let top = try #require(controller.latestSnapshot.detents.last)
    let delegate = HeldTargetHeight(answer: top)
    await controller.setTargetHeightDelegate(delegate)
    let events = harness.record(controller.events)
    try await harness.send(.dragBegan())
    try await harness.send(.dragChanged(translation: -200))
    let proposed = controller.latestSnapshot.height
    // Not through the harness: its step would wait for the answer, which the delegate holds back.
    try await controller.send(.dragEnded(velocity: 0))
    #expect(controller.latestSnapshot.phase == .awaitingTarget)
    await delegate.asked.wait(for: 1)
    #expect(delegate.asked.values == [proposed])
    #expect(controller.latestSnapshot.phase == .awaitingTarget, "still waiting for the answer")

    delegate.answer.open()
    try await harness.waitUntilDelivered()  // the answer arrived and was applied
    #expect(events.values.contains(.targetHeightRequested(proposed: proposed)))
    let settle = events.values.compactMap { if case .settleStarted(let settle) = $0 { settle } else { nil } }
    #expect(settle.map(\.target) == [top], "the sheet heads where the delegate said")
    try await harness.settle()
    #expect(await controller.snapshot.state == .expanded)

    // Without the delegate, releases settle at once again.
    await controller.setTargetHeightDelegate(nil)
    try await harness.send(.dragBegan())
    try await harness.send(.dragChanged(translation: 100))
    try await controller.send(.dragEnded(velocity: 0))
    #expect(controller.latestSnapshot.phase == .settling)
    #expect(delegate.asked.values.count == 1)
  }
}

// MARK: - Delegates

/// A sizing delegate with fixed answers: the bounds only, nothing about releases.
final class FixedSizing: PullUpSizingDelegate {
  let minimum: Double?
  let maximum: Double?

  init(minimum: Double?, maximum: Double?) {
    self.minimum = minimum
    self.maximum = maximum
  }

  func pullUpController(_ controller: PullUpController, minimumHeightForSheetIn container: PullUpContainer) async
    -> Double?
  {
    minimum
  }

  func pullUpController(
    _ controller: PullUpController, maximumHeightForSheetWithAvailableHeight availableHeight: Double
  ) async -> Double? {
    maximum
  }
}

/// A sizing delegate whose minimum depends on the container's width, as a layout for landscape does: 30 pt
/// above the safe area in a wide container, 70 pt otherwise.
final class WidthDependentSizing: PullUpSizingDelegate {
  let minimumsAskedFor = ContractLog<Double>()

  func pullUpController(_ controller: PullUpController, minimumHeightForSheetIn container: PullUpContainer) async
    -> Double?
  {
    minimumsAskedFor.append(container.size.width)
    return container.size.width > container.size.height ? 30 : 70
  }

  func pullUpController(
    _ controller: PullUpController, maximumHeightForSheetWithAvailableHeight availableHeight: Double
  ) async -> Double? {
    nil
  }
}

/// A target-height delegate that holds its answer until the test opens `answer`.
final class HeldTargetHeight: PullUpTargetHeightDelegate {
  let asked = ContractLog<Double>()
  let answer = ContractLatch()
  private let height: Double

  init(answer height: Double) {
    self.height = height
  }

  func pullUpController(_ controller: PullUpController, targetHeightForSheetFrom proposedHeight: Double) async
    -> Double
  {
    asked.append(proposedHeight)
    await answer.wait()
    return height
  }
}
