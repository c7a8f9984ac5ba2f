import PullUp
import PullUpTesting
import Testing

final class RecordingRenderer: PullUpRenderer {
  let heights = PullUpLock<[Double]>([])
  let log = CallLog()

  func render(_ snapshot: PullUpSnapshot) async {
    heights.withLock { $0.append(snapshot.height) }
    log.record("render")
  }
}

/// Draws until its task is cancelled (a detach), logging the start and the end of each drawing.
final class DrawingUntilCancelledRenderer: PullUpRenderer {
  let log = CallLog()

  func render(_ snapshot: PullUpSnapshot) async {
    log.record("draw \(Int(snapshot.height))")
    let gate = PullUpLock<CheckedContinuation<Void, Never>?>(nil)
    await withTaskCancellationHandler {
      await withCheckedContinuation { continuation in
        gate.withLock { $0 = continuation }
        if Task.isCancelled { gate.withLock { $0.take() }?.resume() }
      }
    } onCancel: {
      gate.withLock { $0.take() }?.resume()
    }
    log.record("drew \(Int(snapshot.height))")
  }
}

/// A renderer that holds its controller strongly, as a view holding both might.
final class ControllerHoldingRenderer: PullUpRenderer {
  let controller: PullUpController
  let freed: CallLog

  init(controller: PullUpController, freed: CallLog) {
    self.controller = controller
    self.freed = freed
  }

  deinit { freed.record("freed") }

  func render(_ snapshot: PullUpSnapshot) async {}
}

/// Detaches itself from inside its first render after it learns its attachment.
final class SelfDetachingRenderer: PullUpRenderer {
  let log = CallLog()
  let attachment = PullUpLock<(PullUpController, PullUpRendererAttachment)?>(nil)

  func render(_ snapshot: PullUpSnapshot) async {
    log.record("render \(Int(snapshot.height))")
    guard let (controller, attachment) = attachment.withLock({ $0 }) else { return }
    await controller.detach(attachment)
    log.record("detached")
  }
}

@Suite("PullUpController renderers and executors", .timeLimit(.minutes(1 * TestSlowness.factor)))
struct PullUpRendererTests {
  let clock = PullUpTestClock()

  @Test("An attached renderer first gets the current snapshot, then new ones, until detached")
  func attachAndDetach() async throws {
    let harness = try PullUpTestHarness(container: phone)
    let controller = harness.controller
    let renderer = RecordingRenderer()
    let attachment = await controller.attach(renderer)
    try await harness.waitUntilDelivered()
    try await harness.send(.setHeight(300, animated: false))
    #expect(renderer.heights.withLock { $0 } == [122, 300])
    await controller.detach(attachment)
    #expect(controller.subscriberCounts.snapshots == 0)
    try await harness.send(.setHeight(400, animated: false))
    #expect(renderer.heights.withLock { $0 } == [122, 300])
  }

  @Test("Releasing the attachment detaches the renderer: its subscription is removed at once")
  func releasingTheAttachment() async throws {
    let harness = try PullUpTestHarness(container: phone)
    let controller = harness.controller
    let renderer = RecordingRenderer()
    var attachment: PullUpRendererAttachment? = await controller.attach(renderer)
    try await harness.waitUntilDelivered()
    #expect(attachment != nil)
    attachment = nil  // what happens when the view that owns it goes away
    #expect(controller.subscriberCounts.snapshots == 0)
    try await harness.send(.setHeight(400, animated: false))
    #expect(renderer.heights.withLock { $0 } == [122])
  }

  @Test("A renderer detached while it draws gets nothing more once detach returns")
  func detachWhileDrawing() async throws {
    let harness = try PullUpTestHarness(container: phone)
    let controller = harness.controller
    let renderer = DrawingUntilCancelledRenderer()
    let attachment = await controller.attach(renderer)
    await renderer.log.wait(for: 1)
    // The first snapshot is being drawn; a second one is published meanwhile.
    try await controller.setHeight(300, animated: false)
    await controller.detach(attachment)
    #expect(renderer.log.calls == ["draw 122", "drew 122"])
    try await harness.send(.setHeight(400, animated: false))
    #expect(renderer.log.calls == ["draw 122", "drew 122"])
  }

  @Test("Releasing the attachment detaches: a renderer that holds its controller lets both go")
  func attachmentLifetime() async throws {
    let freed = CallLog()
    var controller: PullUpController? = try PullUpController(container: phone, clock: clock)
    let states = try #require(controller).states
    let loop = Task {
      for await _ in states {}
    }
    var attachment: PullUpRendererAttachment? = await controller?.attach(
      ControllerHoldingRenderer(controller: try #require(controller), freed: freed))
    controller = nil
    #expect(attachment != nil)
    attachment = nil
    await freed.wait(for: 1)
    await loop.value  // the controller went away: its streams ended
  }

  @Test("A renderer may detach itself from inside render without waiting for itself")
  func detachFromInsideRender() async throws {
    let harness = try PullUpTestHarness(container: phone)
    let renderer = SelfDetachingRenderer()
    let attachment = await harness.controller.attach(renderer)
    try await harness.waitUntilDelivered()
    renderer.attachment.withLock { $0 = (harness.controller, attachment) }
    try await harness.send(.setHeight(300, animated: false))
    #expect(renderer.log.calls == ["render 122", "render 300", "detached"])
    try await harness.send(.setHeight(400, animated: false))
    #expect(!renderer.log.calls.contains("render 400"))
  }

  @Test("On the main actor's executor, main-actor code can use the controller without a hop")
  @MainActor
  func mainActorExecutor() throws {
    let controller = try PullUpController(container: phone, clock: PullUpTestClock(), executor: .mainActor)
    let state = controller.assumeIsolated { controller in
      try? controller.setState(.expanded, animated: false)
      return controller.snapshot.state
    }
    #expect(state == .expanded)
  }
}
