import Foundation
import PullUp
import PullUpScenario
import PullUpSystem
import Testing

// The examples of the PullUpScenario module: its DocC articles (Sources/PullUpScenario/PullUpScenario.docc)
// and the `///` comments of its sources.

// MARK: - PullUpScenario.md

enum ScenarioArticleOverview {
  static let print = Printout()

  static func run() async throws {
    // example: Sources/PullUpScenario/PullUpScenario.docc/PullUpScenario.md "Overview"
    let scenario = try PullUpScenario(
      json: """
        {
          "container": {"width": 390, "height": 844, "safeArea": {"top": 47, "bottom": 34}},
          "configuration": {"preset": "default"},
          "events": [
            {"at": 0.2, "type": "dragBegan"},
            {"at": 0.25, "type": "dragChanged", "translation": -60},
            {"at": 0.27, "type": "dragEnded", "velocity": -1800}
          ]
        }
        """)
    let record = try await scenario.replay()
    print(record.final.state)  // intermediate: a flick moves one detent
    print(record.explanation())  // why the snap policy chose that detent
    // end of example
  }
}

// MARK: - Symbol documentation

@Suite("PullUpOutputFile's example")
struct OutputFileSymbolExample {
  @Test("A log written in pieces has its whole text under its name once committed")
  func logInPieces() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("pullup-log-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let logPath = folder.appendingPathComponent("frames.jsonl").path
    // example: Sources/PullUpSystem/Files/PullUpOutputFile.swift "PullUpOutputFile"
    let log = try PullUpOutputFile(path: logPath, waitingForReader: false)
    try log.write("{\"t\":0}\n")
    try log.commit()
    // end of example
    #expect(try String(contentsOfFile: logPath, encoding: .utf8) == "{\"t\":0}\n")
  }
}

@Suite("PullUpScenarioRecord.jsonLine's example")
struct JSONLineSymbolExample {
  @Test("A front end's own line is written as pullup simulate writes its lines")
  func line() throws {
    // example: Sources/PullUpScenario/Output/PullUpScenarioRecord+JSONLines.swift "jsonLine(_:)"
    let line = try PullUpScenarioRecord.jsonLine(["kind": "clicked", "name": "Open now"])
    // {"kind":"clicked","name":"Open now"}
    // end of example
    #expect(line == "{\"kind\":\"clicked\",\"name\":\"Open now\"}\n")
  }
}

enum ScenarioRecorderSymbol {
  static func run(container: PullUpContainer) async throws -> (json: String, controller: PullUpController) {
    // example: Sources/PullUpScenario/Recording/PullUpScenarioRecorder.swift "PullUpScenarioRecorder"
    let recorder = PullUpScenarioRecorder(configuration: .init(preset: .default), container: container)
    let controller = try recorder.setup.makeController(clock: ContinuousClock())

    // Give inputs through the recorder: it records those the controller accepts, with their time.
    try await recorder.apply(.dragBegan(), to: controller)
    try await recorder.apply(.dragChanged(translation: -40), to: controller)

    // Or call the controller yourself, then record the input with the controller's time for it.
    try await controller.send(.dragEnded(velocity: -900))
    try recorder.record(.dragEnded(velocity: -900), at: await controller.snapshot.time)

    let json = recorder.scenario().json()
    // end of example
    return (json, controller)
  }
}

enum ReplayMethod {
  static let print = Printout()

  /// Reads its file by a path relative to the repository's root, as the example does.
  static func run() async throws {
    // example: Sources/PullUpScenario/Replay/ScenarioPlayer.swift "replay(configuration:plugIns:)"
    let scenario = try PullUpScenario(contentsOfFile: "Examples/Scenarios/default-flick.pullup.json")
    let record = try await scenario.replay()
    print(record.text())
    // end of example
  }
}

// MARK: - Plug-ins by name

/// PullUpSnapping's example policy, at the top level so that the plug-in examples can name it.
struct FlickToEnds: PullUpSnapping {
  var name: String { "flick to ends" }

  func decide(_ release: PullUpRelease) -> PullUpSnapDecision {
    let detents = release.detents
    let target =
      abs(release.heightVelocity) > 1_500
      ? (release.heightVelocity > 0 ? detents.maximum : detents.minimum)
      : detents.heights[detents.nearestIndex(to: release.projectedHeight())]
    return PullUpSnapDecision(
      target: .height(target), projectedHeight: release.projectedHeight(), candidates: detents.heights,
      reason: .custom(abs(release.heightVelocity) > 1_500 ? "a hard flick" : "the nearest detent"))
  }
}

// example: Scenarios.md "Gesture tests as data"
let scenarioPlugIns: PullUpScenario.PlugIns = {
  var plugIns = PullUpScenario.PlugIns()
  plugIns.register(FlickToEnds(), as: "flickToEnds")
  plugIns.register(EaseOut(), as: "easeOut")
  return plugIns
}()
// end of example

enum PlugInsSymbol {
  static func run(_ scenario: PullUpScenario) async throws -> [PullUpExpectationFailure] {
    // example: Sources/PullUpScenario/PlugIns/PullUpScenario+PlugIns.swift "PullUpScenario.PlugIns"
    var plugIns = PullUpScenario.PlugIns()
    plugIns.register(FlickToEnds(), as: "flickToEnds")
    let failures = try await scenario.test(plugIns: plugIns)
    // end of example
    return failures
  }
}

// MARK: - Tests

@Suite("Documentation examples: PullUpScenario")
struct ScenarioDocExampleTests {
  @Test("PullUpScenario.md: the flick replays to the middle detent, and the explanation says why")
  func overview() async throws {
    try await ScenarioArticleOverview.run()
    let printed = ScenarioArticleOverview.print.lines
    #expect(printed.first == "intermediate")
    #expect(printed.count == 2)
    #expect(printed.last?.contains("why         the projection 392.5 (limited to 1 detent per flick)") == true)
  }

  @Test("PullUpScenarioRecorder: the recording replays to where the live controller came to rest")
  func recorder() async throws {
    let (json, controller) = try await ScenarioRecorderSymbol.run(
      container: PullUpContainer(width: 390, height: 844, safeArea: PullUpInsets(top: 47, bottom: 34)))
    let scenario = try PullUpScenario(json: json)
    #expect(scenario.events.count == 3)
    #expect(await eventually { await controller.snapshot.phase == .resting })
    let record = try await scenario.replay()
    #expect(record.final.height == (await controller.snapshot.height))
    #expect(record.final.state == (await controller.snapshot.state))
    await controller.finish()
  }

  @Test("PullUpScenario.PlugIns: a scenario that names a registered policy and motion replays with them")
  func plugIns() async throws {
    let scenario = try PullUpScenario(
      json: """
        {
          "container": {"width": 390, "height": 844, "safeArea": {"top": 47, "bottom": 34}},
          "configuration": {"preset": "default", "snapPolicy": "flickToEnds"},
          "events": [
            {"at": 0.2, "type": "dragBegan"},
            {"at": 0.25, "type": "dragChanged", "translation": -60},
            {"at": 0.27, "type": "dragEnded", "velocity": -1800}
          ],
          "expect": [{"at": "end", "state": "expanded", "detent": 2}]
        }
        """)
    #expect(try await PlugInsSymbol.run(scenario).isEmpty)
    var withMotion = scenario
    withMotion.configuration.motion = "easeOut"
    let record = try await withMotion.replay(plugIns: scenarioPlugIns)
    #expect(record.final.height == 785)
    await #expect(throws: PullUpScenarioError.self) { try await scenario.replay() }
  }

  @Test("replay(configuration:plugIns:): the repository's flick replays as a readable timeline")
  func player() async throws {
    // The example's path is relative to the repository's root, where `swift test --package-path
    // Examples/Client` runs; `swift test` in Examples/Client runs two levels below it.
    #expect(FileManager.default.changeCurrentDirectoryPath(DocExampleCoverageTests.root.path))
    try await ReplayMethod.run()
    let text = try #require(ReplayMethod.print.lines.first)
    #expect(text.contains("intermediate"))
  }
}
