import Foundation
import PullUp
import PullUpHost
import PullUpScenario
import Testing

/// The scenario files drive the host through a toolkit with no views, as GTK's window tests drive the widget:
/// each file's events at their times (raw events through the host's interpreter, inputs through the host), frames
/// at the file's rate while the sheet settles, and the sheet comes to rest where the replay says.
@MainActor @Suite struct HostScenarioTests {
  /// The package's root directory.
  nonisolated static let packageDirectory = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  /// The example scenarios, by file name.
  nonisolated static let scenarioFiles: [String] = {
    let directory = packageDirectory.appendingPathComponent("Examples/Scenarios")
    let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
    return names.filter { $0.hasSuffix(".pullup.json") }.sorted()
  }()

  @Test("The example scenarios are found, some with raw events")
  func filesFound() throws {
    #expect(Self.scenarioFiles.count >= 10)
  }

  @Test("A scenario file driven through the host rests where its replay rests", arguments: scenarioFiles)
  func restsAsReplayed(name: String) async throws {
    let path = Self.packageDirectory.appendingPathComponent("Examples/Scenarios/\(name)").path
    let scenario = try PullUpScenario(contentsOfFile: path)
    let replayed = try await scenario.replay().final
    let rested = try Self.drive(scenario, name: name)
    #expect(rested.phase == replayed.phase, "\(name)")
    #expect(rested.state == replayed.state, "\(name)")
    #expect(rested.isHidden == replayed.isHidden, "\(name)")
    #expect(
      abs(rested.restingHeight - replayed.restingHeight) < 0.5,
      "\(name): \(rested.restingHeight) for \(replayed.restingHeight)")
  }

  /// Drives a host through the scenario's events at their times, and returns the sheet once it rests.
  static func drive(_ scenario: PullUpScenario, name: String) throws -> PullUpSnapshot {
    let toolkit = try FakeToolkit(
      configuration: try scenario.configuration.makeConfiguration(), container: scenario.container,
      contentHeight: scenario.configuration.contentHeight)
    let host = toolkit.host
    host.controller.assumeIsolated {
      $0.setRestRule(ScenarioFormat.restRule(version: scenario.formatVersion))
    }
    var interpreter = PullUpInterpreter(settings: scenario.configuration.setup().interpreter)
    interpreter.measuresGrabsFromThresholdEdge = ScenarioFormat.measuresGrabsFromThresholdEdge(
      version: scenario.formatVersion)
    host.interpreter = interpreter
    for event in scenario.events {
      toolkit.runFrames(through: event.time, rate: scenario.frameRate)
      if let raw = event.rawEvent {
        host.interpret(raw)
      } else if let input = event.input {
        let refusal = host.apply(input)
        #expect(refusal == nil, "\(name): \(input) refused at \(event.time) s")
      }
    }
    toolkit.runFrames(rate: scenario.frameRate, limit: 100_000)
    return host.snapshot
  }
}
