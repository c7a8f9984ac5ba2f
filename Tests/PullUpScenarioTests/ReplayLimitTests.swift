import Foundation
import PullUpCore
import PullUpTesting
import Testing

@testable import PullUpScenario

/// The limits that keep one scenario from running for long or filling memory: the file's size, the number of
/// events and the frames a replay runs, each ending in a `limitExceeded` error; and the outputs, made while
/// the replay runs, so that nothing holds a long run whole.
@Suite("Replay limits", .timeLimit(.minutes(2 * TestSlowness.factor)))
struct ReplayLimitTests {
  /// The issue's 199-byte scenario: 1000 frames per second until an hour, and a spring so slow that the
  /// sheet never rests (3.6 million frames before the limit).
  static let endless = """
    {"container": {"width": 390, "height": 844}, "configuration": {"preset": "default", \
    "spring": {"response": 1e6}}, "frameRate": 1000, "until": 3600, \
    "events": [{"at": 0, "type": "setState", "state": "expanded"}]}
    """

  @Test("A sheet that never rests ends the replay at the frame limit, with what was made so far handed out")
  func endlessSettle() async throws {
    // The limit lowered, so that the test runs quickly under the sanitizers too; `CommandLineLimitTests` runs
    // the issue's scenario to the real one.
    var player = ScenarioPlayer(try PullUpScenario(json: Self.endless))
    #expect(player.frameLimit == ScenarioLimits.frames)
    player.frameLimit = 5_000
    var frames = 0
    var last = 0.0
    let error = await #expect(throws: PullUpScenarioError.self) {
      _ = try await player.play { entry in
        if case .frame = entry.kind { frames += 1 }
        last = entry.time
        return true
      }
    }
    #expect(error?.kind == .limitExceeded)
    #expect(error?.path == "")
    #expect(
      error?.message.hasPrefix("the replay ran 5000 frames, the most it may") == true, "\(String(describing: error))")
    // The frame at time zero and the input's own step, then every animation frame up to the limit.
    #expect(frames == 5_000 + 2)
    #expect(abs(last - 5) < 1e-6)
  }

  @Test("An output stops the replay at once when its writer says so")
  func stops() async throws {
    let scenario = try PullUpScenario(json: Self.endless)
    var pieces = 0
    let whole = try await ScenarioPlayer(scenario).play(writing: TextOutput(scenario: scenario)) { _ in
      pieces += 1
      return pieces < 10
    }
    #expect(whole == false)
    #expect(pieces == 10)
  }

  @Test("Written as the replay runs, every output is the record's, byte for byte", arguments: exampleScenarioFiles)
  func streamedOutputs(file: URL) async throws {
    let scenario = try PullUpScenario(contentsOfFile: file.path)
    let record = try await scenario.replay()
    let outputs: [(String, any RecordOutput)] = [
      (record.text(), TextOutput(scenario: scenario)), (record.jsonLines(), JSONLinesOutput()),
      (record.explanation(), ExplanationOutput(scenario: scenario)), (record.svg(), SVGOutput(scenario: scenario)),
    ]
    for (expected, output) in outputs {
      var text = ""
      let whole = try await ScenarioPlayer(scenario).play(writing: output) { piece in
        text += piece
        return true
      }
      #expect(whole)
      #expect(text == expected, "\(file.lastPathComponent), \(type(of: output))")
    }
  }

  @Test("More events than maximumEvents are refused before any is read; exactly that many validate")
  func events() throws {
    let event = #"{"at": 0, "type": "toggleState"}"#
    let json =
      #"{"container": {"width": 390, "height": 844}, "events": ["#
      + Array(repeating: event, count: ScenarioLimits.events + 1).joined(separator: ",") + "]}"
    let error = #expect(throws: PullUpScenarioError.self) { try PullUpScenario(json: json) }
    #expect(error?.kind == .limitExceeded)
    #expect(error?.description == "events: 100001 events; a scenario may hold at most 100000")

    var built = PullUpScenario(
      container: PullUpContainer(width: 390, height: 844),
      events: Array(repeating: PullUpScenario.Event(at: 0, .toggleState()), count: ScenarioLimits.events))
    try built.validate()
    built.events.append(PullUpScenario.Event(at: 0, .toggleState()))
    #expect(throws: try #require(error)) { try built.validate() }
  }

  @Test("A recorder refuses an input beyond maximumEvents and records nothing")
  func recorder() throws {
    let recorder = PullUpScenarioRecorder(container: PullUpContainer(width: 390, height: 844))
    for _ in 0..<ScenarioLimits.events { try recorder.record(.toggleState(), at: 0) }
    let error = #expect(throws: PullUpScenarioError.self) { try recorder.record(.toggleState(), at: 0) }
    #expect(error?.kind == .limitExceeded)
    #expect(recorder.count == ScenarioLimits.events)
  }

  @Test("A file larger than maximumFileSize, or endless, is refused after one byte more; one of that size reads")
  func fileSize() throws {
    let endless = #expect(throws: PullUpScenarioError.self) { try PullUpScenario(contentsOfFile: "/dev/zero") }
    #expect(endless?.kind == .limitExceeded)
    #expect(
      endless?.message == "cannot read /dev/zero: larger than 8388608 bytes (8 MiB), the most a scenario file may hold")

    let directory = try makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let document = Array(#"{"container": {"width": 390, "height": 844}, "events": []}"#.utf8)
    let padding = ScenarioLimits.fileSize - document.count
    let largest = directory.appendingPathComponent("largest.json")
    try Data(document + Array(repeating: UInt8(ascii: " "), count: padding)).write(to: largest)
    #expect(try PullUpScenario(contentsOfFile: largest.path).events.isEmpty)
    let larger = directory.appendingPathComponent("larger.json")
    try Data(document + Array(repeating: UInt8(ascii: " "), count: padding + 1)).write(to: larger)
    let error = #expect(throws: PullUpScenarioError.self) { try PullUpScenario(contentsOfFile: larger.path) }
    #expect(error?.kind == .limitExceeded)
  }
}

/// The thinning that keeps the SVG of a long run to a bounded number of frames.
@Suite("Sample thinning")
struct SampleThinnerTests {
  @Test(
    "Keeps every value up to the capacity, then at most the capacity, evenly spaced, first and last included",
    arguments: [0, 1, 2, 7, 8, 9, 15, 16, 17, 100, 1_000, 12_345])
  func thins(count: Int) {
    var thinner = SampleThinner<Int>(capacity: 8)
    for value in 0..<count { thinner.add(value) }
    let values = thinner.values
    if count < 8 {
      #expect(values == Array(0..<count))
      return
    }
    #expect(values.count <= 9, "the capacity, and the latest value")
    #expect(values.count >= 4)
    #expect(values.first == 0)
    #expect(values.last == count - 1)
    let kept = values.last == count - 1 && values.count > 1 ? Array(values.dropLast()) : values
    let gaps = Set(zip(kept.dropFirst(), kept).map { $0 - $1 })
    #expect(gaps.count <= 1, "evenly spaced: \(kept)")
  }

  @Test("The SVG of a run longer than maximumPlottedFrames plots at most that many frames and the last")
  func longSVG() async throws {
    let json = """
      {"container": {"width": 390, "height": 844}, "frameRate": 1000, "configuration": {"preset": "default", \
      "spring": {"response": 4}}, "events": [{"at": 0, "type": "setState", "state": "expanded"}]}
      """
    let record = try await PullUpScenario(json: json).replay()
    #expect(record.frames.count > ScenarioLimits.plottedFrames)
    let svg = record.svg()
    let line = try #require(svg.firstRange(of: #"id="timeline-height-line" points=""#))
    let points = svg[line.upperBound...].prefix { $0 != "\"" }.split(separator: " ")
    #expect(points.count <= ScenarioLimits.plottedFrames + 1)
    #expect(points.count > ScenarioLimits.plottedFrames / 2)
  }
}
