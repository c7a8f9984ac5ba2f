import Foundation
import PullUp
import PullUpScenario
import PullUpSystem
import PullUpTerminal
import PullUpTesting
import Testing

@testable import pullup

/// `pullup demo --record` never loses a session: past a scenario's limits the recording stops with a
/// message and says so in its title, every file it writes replays, and a path that fails at the end gets
/// the session written elsewhere.
@Suite("Demo recordings at the limits", .timeLimit(.minutes(10 * TestSlowness.factor)))
struct DemoRecordingLimitTests {
  static let container = PullUpContainer(width: 80, height: 24)

  /// A recording fed through the demo's own hooks.
  func recording(_ inputs: some Sequence<(Double, PullUpInput)>) -> DemoRecording {
    let recording = DemoRecording(configuration: DemoCommand.configuration(preset: .default))
    let hooks = recording.hooks
    hooks.started(Self.container, nil)
    for (time, input) in inputs { hooks.input(time, input) }
    return recording
  }

  /// Reads `json` back as `pullup test` would and replays it.
  func expectReplays(_ json: String, sourceLocation: SourceLocation = #_sourceLocation) async throws {
    #expect(json.utf8.count <= ScenarioLimits.fileSize, sourceLocation: sourceLocation)
    let scenario = try PullUpScenario(json: json)
    #expect(try await scenario.test().isEmpty, sourceLocation: sourceLocation)
  }

  @Test("Past 100,000 inputs and 8 MiB the recording stops, says so, and the file replays")
  func tooManyInputs() async throws {
    // Containers with long numbers: 100,001 of them take about 17 MB, more than a scenario file may hold.
    let inputs = (0...ScenarioLimits.events).lazy.map { index -> (Double, PullUpInput) in
      let width = 80.123456789012345 + Double(index % 7)
      let container = PullUpContainer(
        width: width, height: 24.98765432109876, safeArea: .init(top: 1.0123456789012345, bottom: 0.12345678901234))
      return (Double(index) * 0.01, .setContainer(container, animated: false))
    }
    let recording = recording(inputs)
    let stopped = try #require(recording.stop)
    #expect(stopped.inputs == ScenarioLimits.events)
    #expect(stopped.reason.contains("at most 100000"))

    let result = try #require(await recording.finish())
    let stop = try #require(result.stop)
    #expect(stop.reason.contains("8 MiB"))
    #expect(result.scenario.events.count == stop.inputs)
    #expect(result.scenario.title == DemoRecording.title + "; " + stop.description)
    #expect(stop.description.contains("the rest of the session was not recorded"))
    #expect(result.unexpected == nil)
    try await expectReplays(result.json)
  }

  @Test("A session longer than an hour stops recording at the hour, with a message, and the file replays")
  func longerThanAnHour() async throws {
    let inputs: [(Double, PullUpInput)] = [
      (1, .dragBegan()), (1.1, .dragChanged(translation: -80)), (1.2, .dragEnded(velocity: -600)),
      (3599, .setState(.collapsed, animated: true)), (3601, .setState(.expanded, animated: true)),
      (3602, .setLocked(true)),
    ]
    let recording = recording(inputs)
    let stop = try #require(recording.stop)
    #expect(stop.inputs == 4)
    #expect(stop.time == 3599)
    #expect(stop.reason.contains("at most 3600"))
    let result = try #require(await recording.finish())
    #expect(result.scenario.events.count == 4)
    #expect(result.scenario.title?.contains("recording stopped after 4 inputs at 3599.000 s") == true)
    #expect(result.scenario.until == 3600)
    try await expectReplays(result.json)
  }

  @Test("A session whose replay would need more frames than a replay may run keeps the inputs that fit")
  func tooManyFrames() async throws {
    // Each toggle settles over many frames; with a limit of 100 frames only the first few fit.
    let inputs = (0..<20).map { (Double($0) * 2, PullUpInput.toggleState(animated: true)) }
    let recording = recording(inputs)
    #expect(recording.stop == nil)
    let result = try #require(await recording.finish(frameLimit: 100))
    let stop = try #require(result.stop)
    #expect(stop.reason == "a replay runs at most 100 frames")
    #expect(stop.inputs < 20)
    #expect(result.scenario.events.count == stop.inputs)
    var player = ScenarioPlayer(try PullUpScenario(json: result.json))
    player.frameLimit = 100
    _ = try await player.play()
  }

  @Test("When no round of cuts fits, the last keeps no input and says so, and the save says it too: never nil")
  func everyRoundAtTheLimit() async throws {
    // Every input at 0.5 s and a limit of 1 frame: the sheet rests until then, so each replay applies
    // every input kept and runs out in the settle after the last (each asks for the top, from the lowest
    // detent the sheet starts at), and each round cuts one input.
    let inputs = (0..<20).map { _ in (0.5, PullUpInput.setState(.expanded, animated: true)) }
    let recording = recording(inputs)
    for rounds in [3, 12] {
      let result = try #require(await recording.finish(frameLimit: 1, rounds: rounds), "\(rounds) rounds")
      let stop = try #require(result.stop)
      #expect(stop.inputs == 0 && result.scenario.events.isEmpty)
      #expect(
        stop.reason == "a replay runs at most 1 frames, and \(rounds) rounds of cuts found no shorter part that fits")
      #expect(result.scenario.title == DemoRecording.title + "; " + stop.description)
      #expect(result.unexpected == nil)
      var player = ScenarioPlayer(try PullUpScenario(json: result.json))
      player.frameLimit = 1
      #expect(try await player.play().check().isEmpty, "the file replays and passes its expectations")
    }

    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("pullup-rounds-\(UUID())")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let path = directory.appendingPathComponent("session.pullup.json").path
    let saved = await DemoCommand.save(recording, to: RawPath(path), frameLimit: 1, rounds: 3)
    #expect(saved.status == ExitStatus.success)
    #expect(saved.messages.count == 1)
    #expect(
      saved.messages.first?.hasPrefix("recording stopped after 0 inputs at 0.000 s: a replay runs at most") == true)
    #expect(saved.summary?.hasPrefix("Recorded 0 inputs and ") == true)
    #expect(FileManager.default.fileExists(atPath: path))
  }

  @Test("A recording whose path fails at the end (/dev/full) is saved to a file of its own, and the message says where")
  func fallback() async throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("pullup-fallback-\(UUID())")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let recording = recording([(0.5, .toggleState(animated: true))])
    let saved = await DemoCommand.save(recording, to: RawPath("/dev/full"), fallbackDirectory: RawPath(directory.path))
    #expect(saved.status == ExitStatus.badScenario)
    let files = try FileManager.default.contentsOfDirectory(atPath: directory.path)
    let file = try #require(files.first)
    #expect(files.count == 1)
    #expect(file.hasPrefix("pullup-demo-") && file.hasSuffix(".pullup.json"))
    let path = directory.appendingPathComponent(file).path
    #expect(
      saved.messages == [
        "cannot write /dev/full: no space left on device; the session was saved to \(path) instead"
      ])
    #expect(saved.summary?.hasPrefix("Recorded 1 inputs and ") == true)
    #expect(saved.summary?.contains("pullup test \(path)") == true)
    try await expectReplays(try String(contentsOfFile: path, encoding: .utf8))
  }

  @Test("The record path is checked before the session: a directory, a missing folder, a folder that takes no file")
  func checkedFirst() throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("pullup-check-\(UUID())")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    func reason(_ path: String) -> String? {
      do {
        try PullUpOutputFile.check(RawPath(path))
        return nil
      } catch {
        return error.reason
      }
    }
    #expect(reason(directory.path) == "is a directory")
    #expect(reason(directory.path + "/missing/x.pullup.json") == "no such file or directory")
    // sysfs takes no new file, not even from root.
    if FileManager.default.fileExists(atPath: "/sys/kernel") {
      #expect(reason("/sys/x.pullup.json") == "permission denied")
    }
    let readOnly = directory.appendingPathComponent("read-only")
    try FileManager.default.createDirectory(at: readOnly, withIntermediateDirectories: false)
    try FileManager.default.setAttributes([.posixPermissions: 0o555], ofItemAtPath: readOnly.path)
    if geteuid() != 0 { #expect(reason(readOnly.path + "/x.pullup.json") == "permission denied") }
    // A path that takes the file passes and is left as it was: nothing is created.
    #expect(reason(directory.path + "/new.pullup.json") == nil)
    #expect(!FileManager.default.fileExists(atPath: directory.path + "/new.pullup.json"))
    #expect(reason("/dev/null") == nil)
  }
}
