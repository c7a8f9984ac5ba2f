import PullUp
import PullUpTesting
import Testing

// The front end's promises of issue 13 (items 2, 8 and 10 to 14): renderers and their lifetime, errors,
// SwiftUI, the main actor, the test harness and the signs, through the public API on the test clock.

@Suite("The contract: front ends (issue 13)", .timeLimit(.minutes(1)))
struct FrontEndContractTests {
  // MARK: Item 2

  @Test("A renderer detached while it is drawing gets nothing after detach returns")
  func detachWhileDrawing() async throws {
    let harness = try PullUpTestHarness(container: contractContainer)
    let controller = harness.controller
    let renderer = DrawingUntilCancelled()
    let attachment = await controller.attach(renderer)
    await renderer.log.wait(for: 1)  // drawing the current snapshot, until its task is cancelled
    // Published while the renderer draws (not through the harness, whose step would wait for the drawing).
    try await controller.setHeight(300, animated: false)
    await controller.detach(attachment)
    #expect(renderer.log.values == ["draw 88", "drew 88"])
    try await harness.send(.setHeight(400, animated: false))
    try await harness.send(.setState(.expanded, animated: true))
    try await harness.settle()
    #expect(renderer.log.values == ["draw 88", "drew 88"])
  }

  // MARK: Item 8

  @Test("Releasing a renderer's attachment detaches it")
  func releasingTheAttachmentDetaches() async throws {
    let harness = try PullUpTestHarness(container: contractContainer)
    let controller = harness.controller
    let renderer = HeightRenderer()
    var attachment: PullUpRendererAttachment? = await controller.attach(renderer)
    try await harness.waitUntilDelivered()
    try await harness.send(.setHeight(300, animated: false))
    #expect(renderer.heights.values == [88, 300])
    #expect(attachment != nil)

    attachment = nil  // what happens when the view that owns it goes away
    try await harness.send(.setHeight(400, animated: false))
    #expect(renderer.heights.values == [88, 300])
  }

  @Test("A renderer that holds its controller lets both be freed once its attachment is released")
  func rendererHoldingItsControllerLetsBothGo() async throws {
    let freed = ContractLog<String>()
    var controller: PullUpController? = try PullUpController(container: contractContainer, clock: PullUpTestClock())
    weak let weakController = controller
    let states = try #require(controller).states
    let loop = Task {
      for await _ in states {}
    }
    var attachment: PullUpRendererAttachment? = await controller?.attach(
      ControllerHoldingRenderer(controller: try #require(controller), freed: freed))
    controller = nil  // the renderer still holds it
    #expect(weakController != nil)
    #expect(attachment != nil)

    attachment = nil
    await freed.wait(for: 1)  // the renderer was freed, and with it the last reference to the controller
    await loop.value  // the controller went away: its streams ended
    #expect(weakController == nil)
  }

  // MARK: Item 10

  @Test("A refused NaN is an error users match by its case and typed name, through the controller")
  func errorsUsersCanMatch() async throws {
    let harness = try PullUpTestHarness(container: contractContainer)
    let controller = harness.controller
    await #expect(throws: PullUpError.unexpectedInput(.dragChanged, phase: .resting)) {
      try await controller.send(.dragChanged(translation: -10))
    }
    try await harness.send(.dragBegan())
    let before = controller.latestSnapshot
    await #expect(throws: PullUpError.invalidInput(.dragTranslation, value: .nan, rule: .mustBeFinite)) {
      try await controller.send(.dragChanged(translation: .nan))
    }
    await #expect(throws: PullUpError.invalidInput(.dragTranslation, value: .nan, rule: .mustBeFinite)) {
      try await harness.send(.dragChanged(translation: .nan))
    }
    await #expect(throws: PullUpError.invalidInput(.releaseVelocity, value: .infinity, rule: .mustBeFinite)) {
      try await controller.send(.dragEnded(velocity: .infinity))
    }
    // And by pattern, as a `catch` clause does.
    do throws(PullUpError) {
      try await controller.send(.dragChanged(translation: .nan))
      Issue.record("a NaN translation was accepted")
    } catch .invalidInput(.dragTranslation, let value, .mustBeFinite) {
      #expect(value.isNaN)
    } catch {
      Issue.record("unexpected \(error)")
    }
    #expect(controller.latestSnapshot == before, "a refused input changes nothing")
    #expect(await controller.snapshot.phase == .tracking)
  }

  // MARK: Item 11

  @Test("PullUpModel(controller:) is synchronous and starts at latestSnapshot, whose state reads synchronously")
  @MainActor
  func modelIsCreatedSynchronously() async throws {
    let harness = try PullUpTestHarness(container: contractContainer)
    let controller = harness.controller
    try await harness.send(.setState(.expanded, animated: false))
    let screen = SheetHost(controller: controller)  // a synchronous initializer, as SwiftUI's @State
    #expect(screen.model.snapshot == controller.latestSnapshot)
    #expect(screen.model.snapshot.state == .expanded)
    #expect(screen.initialState == .expanded)

    try await harness.send(.setHeight(500, animated: false))  // the harness waits for the model too
    #expect(screen.model.snapshot == controller.latestSnapshot)
    #expect(screen.model.snapshot.height == 500)
    #expect(controller.latestSnapshot.state == (await controller.snapshot.state))
    screen.model.stop()
  }

  // MARK: Item 12

  @Test("A controller on the main actor takes a pan handler's synchronous calls through assumeIsolated")
  @MainActor
  func mainActorPanHandler() async throws {
    let clock = PullUpTestClock()
    let controller = try PullUpController(container: contractContainer, clock: clock, executor: .mainActor)
    let events = controller.events
    let pan = PanHandler(controller: controller)
    let start = controller.latestSnapshot.height

    // The recognizer's callbacks: synchronous main-actor code, each input applied before it returns.
    pan.handle(.began)
    #expect(pan.phase == .tracking)
    pan.handle(.changed(translation: -100))
    #expect(pan.height == start + 100)
    pan.handle(.ended(velocity: -1200))
    #expect(pan.phase == .settling)
    #expect(pan.errors.isEmpty)

    var iterator = events.makeAsyncIterator()
    #expect(await iterator.next() == .dragBegan(height: start))
    #expect(await iterator.next() == .dragEnded(height: start + 100, heightVelocity: 1200))
    await clock.advance(by: .seconds(2))
    #expect(await controller.snapshot.phase == .resting)
    #expect(clock.sleeperCount == 0)
  }

  // MARK: Item 13

  @Test("The harness's send, advance and settle return with a user's delegates, renderer and recordings served")
  func harnessDeliversToUsersCode() async throws {
    let harness = try PullUpTestHarness(container: contractContainer)
    let controller = harness.controller
    let stateDelegate = StateFollower()
    let contentDelegate = ContentInsetsFollower()
    let renderer = HeightRenderer()
    let states = harness.record(controller.states)
    let frames = harness.record(controller.snapshots(buffering: .all))
    await controller.setStateDelegate(stateDelegate)
    await controller.setContentDelegate(contentDelegate)
    let attachment = await controller.attach(renderer)
    try await harness.waitUntilDelivered()
    #expect(stateDelegate.states.values == [.collapsed])
    #expect(contentDelegate.bottoms.values == [88])
    #expect(renderer.heights.values == [88])

    try await harness.send(.setState(.expanded, animated: true))
    #expect(stateDelegate.states.values == [.collapsed, .dragging])
    #expect(states.values == [.collapsed, .dragging])
    try await harness.advance(by: .milliseconds(100))
    #expect(frames.values.count == 1 + 1 + 6, "six frames at 60 Hz")
    #expect(renderer.heights.values == frames.values.map(\.height), "the renderer saw every frame")

    try await harness.settle()
    #expect(states.values == [.collapsed, .dragging, .expanded])
    #expect(stateDelegate.states.values == states.values)
    #expect(renderer.heights.values == frames.values.map(\.height))
    var changes: [Double] = []
    for bottom in frames.values.map(\.layout.contentInsets.bottom) where bottom != changes.last {
      changes.append(bottom)
    }
    #expect(contentDelegate.bottoms.values == changes, "every change of the content insets, never twice")
    #expect(harness.clock.sleeperCount == 0)
    await controller.detach(attachment)
  }

  @Test("The harness's NotDelivered names a stuck delegate instead of hanging")
  func harnessNamesAStuckDelegate() async throws {
    let harness = try PullUpTestHarness(container: contractContainer, deliveryTimeout: .milliseconds(200))
    let delegate = StuckStateDelegate()
    await harness.controller.setStateDelegate(delegate)
    let error = await #expect(throws: PullUpTestHarness.NotDelivered.self) {
      try await harness.waitUntilDelivered()
    }
    #expect(error?.busy == ["the state delegate"])
    #expect(error?.description.contains("the state delegate") == true)
    await #expect(throws: PullUpTestHarness.NotDelivered.self) {
      try await harness.send(.setLocked(true))
    }
    delegate.release.open()  // unstuck, the delegate catches up and the next step succeeds
    try await harness.waitUntilDelivered()
    #expect(delegate.states.values == [.collapsed])
  }

  // MARK: Item 14

  @Test("dragEnded(velocity: -1200) comes back as dragEnded(height:heightVelocity: 1200)")
  func oneSignConvention() async throws {
    let harness = try PullUpTestHarness(container: contractContainer)
    let controller = harness.controller
    let events = harness.record(controller.events)
    let start = controller.latestSnapshot.height
    try await harness.send(.dragBegan())
    try await harness.send(.dragChanged(translation: -100))  // screen coordinates: up is negative
    #expect(controller.latestSnapshot.height == start + 100, "heights grow upwards")
    try await harness.send(.dragEnded(velocity: -1200))
    #expect(
      Array(events.values.prefix(2)) == [
        .dragBegan(height: start), .dragEnded(height: start + 100, heightVelocity: 1200),
      ])
    #expect(controller.latestSnapshot.heightVelocity > 0, "the sheet leaves upwards")
    try await harness.settle()
    #expect(controller.latestSnapshot.height > start + 100)
  }
}

// MARK: - A front end's own types

/// Writes down the height of every snapshot it draws.
final class HeightRenderer: PullUpRenderer {
  let heights = ContractLog<Double>()

  func render(_ snapshot: PullUpSnapshot) async {
    heights.append(snapshot.height)
  }
}

/// Draws until its task is cancelled (a detach), writing down the start and the end of each drawing.
final class DrawingUntilCancelled: PullUpRenderer {
  let log = ContractLog<String>()

  func render(_ snapshot: PullUpSnapshot) async {
    log.append("draw \(Int(snapshot.height))")
    let finished = ContractLatch()
    await withTaskCancellationHandler {
      await finished.wait()
    } onCancel: {
      finished.open()
    }
    log.append("drew \(Int(snapshot.height))")
  }
}

/// A renderer that holds its controller strongly, as a view holding both might.
final class ControllerHoldingRenderer: PullUpRenderer {
  let controller: PullUpController
  let freed: ContractLog<String>

  init(controller: PullUpController, freed: ContractLog<String>) {
    self.controller = controller
    self.freed = freed
  }

  deinit { freed.append("renderer") }

  func render(_ snapshot: PullUpSnapshot) async {}
}

/// What a SwiftUI view's `@State` initializer does: everything synchronous.
@MainActor
struct SheetHost {
  let model: PullUpModel
  let initialState: PullUpState

  init(controller: PullUpController) {
    model = PullUpModel(controller: controller)
    initialState = controller.latestSnapshot.state
  }
}

/// A pan recognizer's target on the main actor, calling a main-actor controller synchronously.
@MainActor
final class PanHandler {
  enum Pan {
    case began
    case changed(translation: Double)
    case ended(velocity: Double)
  }

  let controller: PullUpController
  private(set) var errors: [PullUpError] = []

  init(controller: PullUpController) {
    self.controller = controller
  }

  /// The recognizer's action: synchronous, as UIKit and AppKit call it.
  func handle(_ pan: Pan) {
    let error: PullUpError? = controller.assumeIsolated { controller in
      do throws(PullUpError) {
        switch pan {
        case .began: try controller.applyNow(.dragBegan())
        case .changed(let translation): try controller.applyNow(.dragChanged(translation: translation))
        case .ended(let velocity): try controller.applyNow(.dragEnded(velocity: velocity))
        }
        return nil
      } catch {
        return error
      }
    }
    if let error { errors.append(error) }
  }

  /// What the sheet does now, read synchronously too.
  var phase: PullUpPhase { controller.assumeIsolated { $0.snapshot.phase } }
  var height: Double { controller.assumeIsolated { $0.snapshot.height } }
}

/// A state delegate that writes down what it is told.
final class StateFollower: PullUpStateDelegate {
  let states = ContractLog<PullUpState>()

  func pullUpController(_ controller: PullUpController, didChangeTo state: PullUpState) async {
    states.append(state)
  }
}

/// A content delegate that writes down the bottom insets it is told.
final class ContentInsetsFollower: PullUpContentDelegate {
  let bottoms = ContractLog<Double>()

  func pullUpController(_ controller: PullUpController, updateContentInsets insets: PullUpInsets) async {
    bottoms.append(insets.bottom)
  }
}

/// A state delegate that does not return from a call until the test releases it.
final class StuckStateDelegate: PullUpStateDelegate {
  let states = ContractLog<PullUpState>()
  let release = ContractLatch()

  func pullUpController(_ controller: PullUpController, didChangeTo state: PullUpState) async {
    await release.wait()
    states.append(state)
  }
}
