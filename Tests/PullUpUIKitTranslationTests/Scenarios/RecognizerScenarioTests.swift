import Foundation
import PullUpCore
import PullUpFrontEnd
import PullUpScenario
import PullUpTesting
import PullUpUIKitTranslation
import Testing

/// The scenario files drive the recognizer: each file's raw pointer events, replayed through the
/// interpreter by `PullUpScenario.replay()`, run through `RecognizerState.next` and `ScrollPinning` as the
/// UIKit glue runs them, with `RecognizerReplay`'s invariants checked at every event; then the same for
/// seeded random sessions.
@Suite struct RecognizerScenarioTests {
  /// The package's root directory.
  static let packageDirectory = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  /// The example scenarios that hold raw pointer events, by file name.
  static let scenarioFiles: [String] = {
    let directory = packageDirectory.appendingPathComponent("Examples/Scenarios")
    let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
    return names.filter { $0.hasSuffix(".pullup.json") }.sorted().filter { name in
      let scenario = try? PullUpScenario(contentsOfFile: directory.appendingPathComponent(name).path)
      return scenario?.events.contains { if case .pointer? = $0.rawEvent { true } else { false } } ?? false
    }
  }()

  @Test("Some example scenario holds raw pointer events")
  func filesFound() {
    #expect(!Self.scenarioFiles.isEmpty)
  }

  @Test("A scenario file's presses keep the recognizer's invariants", arguments: scenarioFiles)
  func scenarioFile(name: String) async throws {
    let path = Self.packageDirectory.appendingPathComponent("Examples/Scenarios/\(name)").path
    let record = try await PullUpScenario(contentsOfFile: path).replay()
    let replay = RecognizerReplay(record)
    #expect(replay.violations.isEmpty, "\(replay.violations)")
    #expect(!replay.endings.isEmpty)
  }

  @Test("raw-events.pullup.json: the jittery tap on the list fails the recognizer, the drag ends it")
  func rawEventsFile() async throws {
    let path = Self.packageDirectory.appendingPathComponent("Examples/Scenarios/raw-events.pullup.json").path
    let record = try await PullUpScenario(contentsOfFile: path).replay()
    #expect(Array(RecognizerReplay(record).endings.prefix(2)) == [.failed, .ended])
  }

  /// Seeds of the random sessions; a failure names its seed in the test's arguments.
  static let seeds: [UInt64] = Array(1...40)

  @Test("A random session's presses keep the recognizer's invariants", arguments: seeds)
  func randomSession(seed: UInt64) async throws {
    let scenario = RandomSession.scenario(seed: seed)
    let record = try await scenario.replay()
    let replay = RecognizerReplay(record)
    #expect(replay.violations.isEmpty, "seed \(seed): \(replay.violations)")
    #expect(replay.endings.count == RandomSession.presses, "seed \(seed)")
  }

  @Test("The random sessions reach every ending: ended, cancelled and failed")
  func randomSessionsCoverEveryEnding() async throws {
    var endings: Set<RecognizerState> = []
    for seed in Self.seeds {
      let record = try await RandomSession.scenario(seed: seed).replay()
      endings.formUnion(RecognizerReplay(record).endings)
    }
    #expect(endings == [.ended, .cancelled, .failed])
  }
}
