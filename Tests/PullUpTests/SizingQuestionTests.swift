import PullUp
import PullUpTesting
import Testing

/// The delegate questions through the controller (issue 32): who waits, for how long, what a cancelled or
/// overtaken caller sees, what re-entrancy is, and what a delegate that never answers keeps. A test here
/// that regresses into a hang fails by its time limit.
@Suite("The delegate questions through the controller", .timeLimit(.minutes(1 * TestSlowness.factor)))
struct SizingQuestionTests {
  let clock = PullUpTestClock()
  static let landscape = PullUpContainer(width: 844, height: 390, safeArea: .init(top: 0, bottom: 21))
  static let tablet = PullUpContainer(width: 820, height: 1180, safeArea: .init(top: 24, bottom: 20))
  /// `.ishPullUp` with 100 pt more top margin.
  static let lowerCeiling: PullUpConfiguration = {
    var configuration = PullUpConfiguration.ishPullUp
    configuration.shape.topMargin += 100
    return configuration
  }()

  // MARK: Item 1

  @Test("A container applied now from inside the answer wins over the older container that asked")
  func reentrantApplyNowWins() async throws {
    let controller = try PullUpController(configuration: .ishPullUp, container: phone, clock: clock)
    let delegate = WidthSizing { controller, container in
      guard container.size.width == Self.landscape.size.width else { return }
      try? await controller.applyNow(.setContainer(Self.tablet))
    }
    await controller.setSizingDelegate(delegate)
    try await controller.send(.setContainer(Self.landscape))
    #expect(await controller.snapshot.layout.containerSize == Self.tablet.size, "the landscape never applies")
    #expect(delegate.log.calls == ["minimum 390.0", "maximum 777.0", "minimum 844.0", "maximum 370.0"])
    await controller.invalidateLayout()
    #expect(delegate.log.calls.suffix(2) == ["minimum 820.0", "maximum 1136.0"], "a later refresh asks for it")
  }

  // MARK: Item 2

  @Test("An overtaken setConfiguration returns only once its configuration applied")
  func overtakenConfigurationWaits() async throws {
    let controller = try PullUpController(configuration: .ishPullUp, container: phone, clock: clock)
    let gate = Gate()
    let delegate = CeilingSizing(gate: gate, gatedCall: 4)
    await controller.setSizingDelegate(delegate)
    let lower = Self.lowerCeiling
    let returned = CallLog()
    let change = Task {
      try await controller.setConfiguration(lower)
      returned.record("returned")
    }
    await gate.waitUntilAsked()
    try await controller.applyNow(.setContainer(Self.landscape))
    await gate.cancellations.wait(for: 1)
    #expect(await controller.snapshot.layout.containerSize == Self.landscape.size, "applied now")
    #expect(await controller.configuration == .ishPullUp, "still waiting for answers")
    #expect(returned.calls.isEmpty)
    await gate.open(answer: 500)
    try await change.value
    #expect(await controller.configuration == lower)
    #expect(await controller.snapshot.layout.containerSize == Self.landscape.size)
    let available = try PullUpMachine(configuration: lower, container: Self.landscape).availableHeight(
      in: Self.landscape)
    #expect(delegate.log.calls.suffix(2) == ["minimum", "maximum \(available)"], "asked again for both")
    #expect(await controller.sizing == PullUpSizing(maximumHeight: available - 100))
  }

  // MARK: Cancellation

  @Test("A cancelled setContainer returns at once; its container applies with the cached answers, the new ones follow")
  func cancelledContainerChange() async throws {
    let controller = try PullUpController(configuration: .ishPullUp, container: phone, clock: clock)
    let gate = Gate()
    let delegate = WidthSizing(gate: gate, gatedCall: 3)
    await controller.setSizingDelegate(delegate)
    let snapshots = controller.snapshots(buffering: .all)
    let change = Task { try await controller.send(.setContainer(Self.landscape)) }
    await gate.waitUntilAsked()
    change.cancel()
    try await change.value
    #expect(await controller.snapshot.layout.containerSize == Self.landscape.size)
    #expect(await controller.sizing.minimumHeight == 70, "the answers cached for the phone")
    #expect(gate.cancellations.calls.isEmpty, "the question asked for it goes on")
    await gate.open(answer: 30)
    for await snapshot in snapshots where snapshot.detents.first == 30 + 21 { break }
    #expect(await controller.sizing.minimumHeight == 30)
  }

  @Test("A caller cancelled before it asks applies at once, with the cached answers")
  func cancelledBeforeAsking() async throws {
    let controller = try PullUpController(configuration: .ishPullUp, container: phone, clock: clock)
    let delegate = UnansweringDelegate()
    let setting = Task { await controller.setSizingDelegate(delegate) }
    await delegate.log.wait(for: 1)
    let change = Task {
      withUnsafeCurrentTask { $0?.cancel() }
      try await controller.send(.setContainer(Self.landscape))
    }
    try await change.value
    #expect(await controller.snapshot.layout.containerSize == Self.landscape.size)
    setting.cancel()
    await setting.value
    await controller.finish()
  }

  @Test("Cancelled invalidateLayout and setSizingDelegate return at once, even if the delegate never answers")
  func cancelledWaitsReturn() async throws {
    let controller = try PullUpController(configuration: .ishPullUp, container: phone, clock: clock)
    let delegate = UnansweringDelegate(ignoresCancellation: true)
    let setting = Task { await controller.setSizingDelegate(delegate) }
    await delegate.log.wait(for: 1)
    let invalidating = Task { await controller.invalidateLayout() }
    let configuring = Task { try await controller.setConfiguration(.default) }
    setting.cancel()
    invalidating.cancel()
    await setting.value
    await invalidating.value
    configuring.cancel()
    try await configuring.value
    #expect(await controller.configuration == .default, "applied with the cached answers")
    #expect(delegate.log.calls == ["minimum 390.0"], "asked once")
    await controller.finish()
    delegate.answerAll()
  }

  // MARK: Item 4

  @Test("invalidateLayout from a task an answer started is honoured once that answer has returned")
  func reaskFromATaskOfAnAnswer() async throws {
    let controller = try PullUpController(configuration: .ishPullUp, container: phone, clock: clock)
    let later = Gate()
    let gate = Gate()
    let started = CallLog()
    let delegate = WidthSizing(gate: gate, gatedCall: 3) { controller, container in
      guard container.size.width == phone.size.width else { return }
      Task {
        _ = await later.ask()
        await controller.invalidateLayout()
        started.record("invalidated")
      }
    }
    await controller.setSizingDelegate(delegate)
    let change = Task { try await controller.send(.setContainer(Self.landscape)) }
    await gate.waitUntilAsked()
    await later.open(answer: 0)
    // Not the answer in flight: it overtakes the landscape question and waits for new answers.
    await gate.cancellations.wait(for: 1)
    await gate.open(answer: 500)
    try await change.value
    await started.wait(for: 1)
    #expect(
      delegate.log.calls == ["minimum 390.0", "maximum 777.0", "minimum 844.0", "minimum 844.0", "maximum 370.0"])
    #expect(await controller.snapshot.detents == [51, 76, 370])
  }

  // MARK: One publish per change, finish()

  @Test("finish() applies a container and a configuration that wait together in one transition")
  func finishAppliesWhatWaits() async throws {
    let controller = try PullUpController(configuration: .ishPullUp, container: phone, clock: clock)
    let gate = Gate()
    let delegate = CeilingSizing(gate: gate, gatedCall: 4)
    await controller.setSizingDelegate(delegate)
    let lower = Self.lowerCeiling
    let snapshots = controller.snapshots(buffering: .all)
    let change = Task { try await controller.setConfiguration(lower) }
    await gate.waitUntilAsked()
    let resize = Task { try await controller.send(.setContainer(Self.tablet)) }
    await gate.cancellations.wait(for: 1)
    await controller.finish()
    try await change.value
    try await resize.value
    #expect(await controller.configuration == lower)
    #expect(await controller.snapshot.layout.containerSize == Self.tablet.size)
    var published: [PullUpSnapshot] = []
    for await snapshot in snapshots { published.append(snapshot) }
    #expect(published.count == 2, "the current snapshot, then one for both")
    await gate.open(answer: 500)
  }

  @Test("After finish() nothing is asked: a container applies at once, a release settles by the snap policy")
  func nothingAskedAfterFinish() async throws {
    let controller = try PullUpController(configuration: .ishPullUp, container: phone, clock: clock)
    let delegate = RecordingDelegate(minimum: 66, maximum: 600, target: { _ in 700 })
    await controller.setSizingDelegate(delegate)
    await controller.setTargetHeightDelegate(delegate)
    await controller.finish()
    try await controller.send(.setContainer(Self.landscape))
    await controller.invalidateLayout()
    try await dragUpAndRelease(controller)
    #expect(await controller.snapshot.layout.containerSize == Self.landscape.size)
    #expect(await controller.snapshot.phase == .settling)
    #expect(delegate.log.calls == ["minimum", "maximum 777.0"])
  }

  // MARK: Item 6

  @Test("A target-height delegate that never answers is asked once for thousands of releases; each waits")
  func neverAnsweringTargetDelegate() async throws {
    let controller = try PullUpController(configuration: .ishPullUp, container: phone, clock: clock)
    let delegate = UnansweringDelegate(ignoresCancellation: true)
    await controller.setTargetHeightDelegate(delegate)
    for _ in 0..<5_000 {
      try await dragUpAndRelease(controller)
      #expect(await controller.snapshot.phase == .awaitingTarget)
    }
    await delegate.log.wait(for: 1)
    #expect(delegate.log.calls == ["target 389.0"], "one call, one task")
    #expect(await controller.busyDeliveries == ["the target-height delegate's answer"])
    await controller.finish()
    #expect(await controller.busyDeliveries.isEmpty)
    delegate.answerAll()
  }

  @Test("finish() while a release waits for its target height settles it to the proposed height (issue 53, item 6)")
  func finishSettlesAWaitingRelease() async throws {
    let controller = try PullUpController(configuration: .ishPullUp, container: phone, clock: clock)
    let hung = UnansweringDelegate(ignoresCancellation: true)
    await controller.setTargetHeightDelegate(hung)
    try await dragUpAndRelease(controller)
    #expect(await controller.snapshot.phase == .awaitingTarget)
    await controller.finish()
    // ISHPullUp's preset takes a target height as the rest: the release stays where it was let go, 389 points,
    // the height it proposed, now at rest.
    let snapshot = await controller.snapshot
    #expect(snapshot.phase == .resting && abs(snapshot.height - 389) < 0.5, "\(snapshot.phase) at \(snapshot.height)")
    #expect(await controller.busyDeliveries.isEmpty)
    hung.answerAll()
  }

  @Test("A release behind an unanswered call is asked of a new delegate at once")
  func newTargetDelegateTakesTheWaitingRelease() async throws {
    let controller = try PullUpController(configuration: .ishPullUp, container: phone, clock: clock)
    let hung = UnansweringDelegate(ignoresCancellation: true)
    await controller.setTargetHeightDelegate(hung)
    try await dragUpAndRelease(controller)
    try await dragUpAndRelease(controller)
    let answering = RecordingDelegate(target: { _ in 777 })
    await controller.setTargetHeightDelegate(answering)
    await answering.log.wait(for: 1)
    await controller.waitUntilDelivered()
    #expect(await controller.snapshot.phase == .settling)
    await hung.log.wait(for: 1)
    #expect(hung.log.calls == ["target 389.0"])
    await controller.finish()
    hung.answerAll()
  }

  // MARK: A same-actor delegate

  @Test("A main-actor delegate of a main-actor controller answers within the frame of applyNow")
  @MainActor
  func answersOnTheSpot() async throws {
    let controller = try PullUpController(
      configuration: .ishPullUp, container: phone, clock: clock, frameSource: .external, executor: .mainActor)
    let delegate = MainActorWidthSizing()
    await controller.setSizingDelegate(delegate)
    #expect(controller.latestSnapshot.detents.first == 104.0)
    let snapshots = controller.snapshots(buffering: .all)
    resize(controller, to: Self.landscape)
    #expect(controller.latestSnapshot.layout.containerSize == Self.landscape.size)
    #expect(controller.latestSnapshot.detents.first == 51.0, "the first layout in the new size has its answers")
    #expect(delegate.asked == [390, 844])
    await controller.finish()
    var published: [PullUpSnapshot] = []
    for await snapshot in snapshots { published.append(snapshot) }
    #expect(published.count == 2, "one layout for the resize")
  }

  /// A toolkit's synchronous resize callback.
  @MainActor
  func resize(_ controller: PullUpController, to container: PullUpContainer) {
    controller.assumeIsolated { controller in try? controller.applyNow(.setContainer(container)) }
  }
}

/// `WidthSizing` on the main actor: 30 pt in a phone's landscape, 70 otherwise; it records the widths asked for.
@MainActor
final class MainActorWidthSizing: PullUpSizingDelegate {
  var asked: [Double] = []

  func pullUpController(_ controller: PullUpController, minimumHeightForSheetIn container: PullUpContainer) async
    -> Double?
  {
    asked.append(container.size.width)
    return container.size.width > 800 && container.size.height < 800 ? 30 : 70
  }

  func pullUpController(
    _ controller: PullUpController, maximumHeightForSheetWithAvailableHeight availableHeight: Double
  ) async -> Double? {
    nil
  }
}
