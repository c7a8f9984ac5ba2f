import PullUp
import PullUpTesting
import Testing

@Suite("PullUpModel", .timeLimit(.minutes(1 * TestSlowness.factor)))
@MainActor
struct PullUpModelTests {
  @Test("The model is created synchronously at the latest snapshot, then mirrors the controller")
  @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
  func mirrors() async throws {
    let harness = try PullUpTestHarness(container: phone)
    let model = PullUpModel(controller: harness.controller)
    #expect(model.snapshot == harness.controller.latestSnapshot)
    try await harness.send(.setState(.expanded, animated: false))
    #expect(model.snapshot.state == .expanded)
    #expect(model.snapshot.height == 785)
    model.stop()
  }
}
