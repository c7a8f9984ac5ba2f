import PullUpCore
import PullUpScenario
import PullUpTesting
import Testing

/// A release where the sheet already rests at its target: the policy's decision is still reported.
@Suite("A release at its target", .timeLimit(.minutes(1 * TestSlowness.factor)))
struct ReleaseAtTargetTests {
  @Test("explain gives the policy's reason for a release that does not move the sheet")
  func explained() async throws {
    let json = scenarioJSON(
      events: """
        [
          {"at": 0.1, "type": "moveToDetent", "index": 1, "animated": false},
          {"at": 0.2, "type": "dragBegan"},
          {"at": 0.3, "type": "dragEnded", "velocity": 0}
        ]
        """)
    let record = try await PullUpScenario(json: json).replay()
    let settles = record.events.compactMap { entry -> PullUpSettle? in
      if case .settleStarted(let settle) = entry.event { return settle }
      return nil
    }
    #expect(settles.count == 1)
    #expect(settles.first?.decision?.target == .height(392.5))
    let explanation = record.explanation()
    #expect(explanation.contains("  why         "), "\(explanation)")
    #expect(explanation.contains("then        rested at 392.5 pt at once: the sheet was already at its target"))
    #expect(!explanation.contains("no decision"))
  }
}
