import PullUpCore
import PullUpScenario
import PullUpTesting
import Testing

/// A scenario's frame rate takes `PullUpError.frameRateRange`, whether it is read from JSON (see
/// `DecodingErrorTests`) or set in code: a tiny rate trapped in the replay's time conversions before.
@Suite("Scenario frame rates", .timeLimit(.minutes(1 * TestSlowness.factor)))
struct FrameRateTests {
  static let refused: [Double] = [1e-19, 1e-30, Double("1e-320")!, 0, -60, .nan, .infinity, 1001, 1e300]

  func scenario(frameRate: Double) -> PullUpScenario {
    PullUpScenario(
      container: PullUpContainer(width: 390, height: 844), frameRate: frameRate,
      events: [PullUpScenario.Event(at: 0.1, .setState(.expanded))])
  }

  @Test("A scenario built in code with a frame rate outside 1...1000 does not replay", arguments: refused)
  func replayRefuses(rate: Double) async {
    let error = await #expect(throws: PullUpScenarioError.self) { try await scenario(frameRate: rate).replay() }
    #expect(error?.kind == .invalidValue)
    #expect(error?.path == "frameRate")
    #expect(error?.message.hasPrefix("must") == true, "\(error?.description ?? "")")
  }

  @Test("makeController refuses it too, naming the frame rate", arguments: refused)
  func controllerRefuses(rate: Double) {
    let error = #expect(throws: PullUpScenarioError.self) {
      try scenario(frameRate: rate).makeController(clock: PullUpTestClock())
    }
    #expect(error?.path == "frameRate")
  }

  @Test("The ends of the range replay", arguments: [1.0, 1000])
  func ends(rate: Double) async throws {
    let record = try await scenario(frameRate: rate).replay()
    #expect(record.final.state == .expanded)
    // The frames after the input at 0.1 s: the input's own step, then one frame every 1 / rate seconds.
    let times = record.frames.map(\.time).filter { $0 > 0 }
    #expect(times.count >= 2)
    #expect(abs(times[1] - times[0] - 1 / rate) < 1e-9)
  }
}
