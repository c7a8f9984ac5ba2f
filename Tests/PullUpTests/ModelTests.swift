import PullUp
import PullUpTesting
import Testing

@Suite("PullUpModel", .timeLimit(.minutes(1)))
@MainActor
struct PullUpModelTests {
  @Test("The model mirrors the controller's latest snapshot")
  func mirrors() async throws {
    let clock = PullUpTestClock()
    let controller = try PullUpController(container: phone, clock: clock)
    let model = PullUpModel(controller: controller, initial: await controller.snapshot)
    try await controller.setState(.expanded, animated: false)
    while model.snapshot.state != .expanded { await Task.yield() }
    #expect(model.snapshot.height == 785)
    model.stop()
  }
}
