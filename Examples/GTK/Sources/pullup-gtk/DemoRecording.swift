import PullUp
import PullUpScenario

#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#endif

/// `--record FILE`: the session as a scenario with expectations, as `pullup demo --record` writes it, so
/// that `pullup test FILE` replays it headlessly to the same resting places.
@MainActor
final class DemoRecording {
  private let path: String
  private let recorder: PullUpScenarioRecorder
  /// The first input the recorder refused, in words: the recording then stops there, and says so.
  private var refusal: String?

  /// A recording to `path`, which `main.swift` checked before the window opened
  /// (``DemoFile/checkWritable(_:)``).
  init(path: String, configuration: PullUpScenario.Configuration, container: PullUpContainer) {
    self.path = path
    recorder = PullUpScenarioRecorder(
      configuration: configuration, container: container, title: "Recorded with pullup-gtk")
  }

  /// Records an input the controller accepted, at the controller's time for it.
  func record(_ input: PullUpInput, at time: Double) {
    guard refusal == nil else { return }
    do {
      try recorder.record(input, at: time)
    } catch {
      refusal = "the recording stops at \(time) s: \(error)"
    }
  }

  /// Writes the scenario with the expectations its replay suggests.
  ///
  /// - Returns: A line saying what was written and how to replay it.
  func finish() async -> Result<String, DemoFileError> {
    // End a little after the last input, so that its settle is part of the replay.
    let last = recorder.scenario().events.last?.time ?? 0
    var scenario = recorder.scenario(until: last + 3)
    if let refusal { scenario.title = "Recorded with pullup-gtk; \(refusal)" }
    var note = refusal.map { "; \($0)" } ?? ""
    do {
      scenario.expect = try await PullUpScenarioPlayer(scenario).play().suggestedExpectations()
    } catch {
      note += "; the recording replays with an error, so it has no expectations: \(error)"
    }
    let json = scenario.json()
    do {
      let file = try DemoFile(path: path)
      guard file.write(json) else { throw DemoFileError.system("write", path) }
    } catch {
      // Keep the session: write it where it can be found, and say where.
      let kept = "/tmp/pullup-gtk-recording-\(getpid()).pullup.json"
      guard let file = try? DemoFile(path: kept), file.write(json) else {
        return .failure(DemoFileError(description: "\(error); the session could not be kept either"))
      }
      return .failure(DemoFileError(description: "\(error); the session was kept in \(kept)"))
    }
    return .success(
      "Recorded \(scenario.events.count) inputs and \(scenario.expect.count) expectations to \(path)\(note); "
        + "check: pullup test \(path)")
  }
}
