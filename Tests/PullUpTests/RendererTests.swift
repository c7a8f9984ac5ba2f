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

@Suite("PullUpController renderers and executors", .timeLimit(.minutes(1)))
struct PullUpRendererTests {
  @Test("An attached renderer first gets the current snapshot, then new ones, until detached")
  func attachAndDetach() async throws {
    let clock = PullUpTestClock()
    let controller = try PullUpController(container: phone, clock: clock)
    let renderer = RecordingRenderer()
    let token = await controller.attach(renderer)
    await renderer.log.wait(for: 1)
    try await controller.setHeight(300, animated: false)
    await renderer.log.wait(for: 2)
    #expect(renderer.heights.withLock { $0 } == [122, 300])
    await controller.detach(token)
    while controller.subscriberCounts.snapshots > 0 { await Task.yield() }
    try await controller.setHeight(400, animated: false)
    #expect(renderer.heights.withLock { $0 } == [122, 300])
  }

  @Test("On the main actor's executor, main-actor code can use the controller without a hop")
  @MainActor
  func mainActorExecutor() throws {
    let controller = try PullUpController(container: phone, clock: PullUpTestClock(), executor: .mainActor)
    let state = controller.assumeIsolated { controller in
      try? controller.setState(.expanded, animated: false)
      return controller.state
    }
    #expect(state == .expanded)
  }
}
