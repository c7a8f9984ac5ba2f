import PullUp
import PullUpScenario

#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#endif

/// `--record FILE`: the session as a scenario with expectations, as `pullup demo --record` writes it, so
/// that `pullup test FILE` replays it headlessly to the same resting places. `--record-raw FILE` keeps the
/// raw events the widget interpreted instead of the inputs they gave, so that the replay's interpreter
/// decides the gestures again (thresholds, taps, who keeps a press); inputs given by other ways (a resize,
/// the list's extent, the demo's letter keys) stay inputs.
///
/// Times are the controller's, in seconds from its start, as for inputs. A raw event carries GDK's time,
/// on another clock: it is shifted by one offset, fixed at the first raw event that has a time, so that the
/// spacing between raw events (a release's velocity comes from it) is exactly GDK's.
@MainActor
final class DemoRecording {
  private let path: String
  private let recorder: PullUpScenarioRecorder
  /// Whether the raw events are recorded instead of the inputs they gave.
  let rawEvents: Bool
  /// The first event the recorder refused, in words: the recording then stops there, and says so.
  private var refusal: String?
  /// The controller's time less GDK's at the first raw event with a time, in whole milliseconds (GDK's unit).
  private var rawOffset: Double?

  /// A recording to `path`, which `main.swift` checked before the window opened
  /// (``DemoFile/checkWritable(_:)``).
  init(path: String, configuration: PullUpScenario.Configuration, container: PullUpContainer, rawEvents: Bool) {
    self.path = path
    self.rawEvents = rawEvents
    recorder = PullUpScenarioRecorder(
      configuration: configuration, container: container,
      title: rawEvents ? "Recorded with pullup-gtk, raw events" : "Recorded with pullup-gtk")
  }

  /// Records an input the controller accepted, at the controller's time for it, unless the interpreter gave
  /// it for a raw event that is recorded instead.
  func record(_ input: PullUpInput, at time: Double, fromRawEvent: Bool) {
    guard refusal == nil, !(rawEvents && fromRawEvent) else { return }
    do {
      try recorder.record(input, at: time)
    } catch {
      refusal = "the recording stops at \(time) s: \(error)"
    }
  }

  /// Records a raw event the widget is about to interpret, `time` being the controller's time now.
  func record(_ event: PullUpRawEvent, at time: Double) {
    guard refusal == nil else { return }
    // GDK stamps whole milliseconds: count in them, so that the shifted times differ by exactly GDK's.
    let milliseconds = (event.time * 1000).rounded()
    let shifted: Double
    if milliseconds > 0 {
      let offset = rawOffset ?? ((time * 1000).rounded() - milliseconds)
      rawOffset = offset
      shifted = (milliseconds + offset) / 1000
    } else {
      // GDK's time 0 is no time (GDK_CURRENT_TIME, and the widget's time for a change of focus before any
      // event, such as the handle's focus when the window opens): the controller's time then, and the
      // offset waits for an event with a time.
      shifted = time
    }
    // GDK's clock and the controller's drift apart, and events arrive late by varying amounts: a shifted
    // time earlier than the latest one recorded (an input given by other ways since, such as a resize)
    // counts as that latest one, and one before the start as zero. The recorder clamps it so, which keeps
    // the scenario's times non-decreasing, as the replay needs them.
    do {
      try recorder.record(event, at: max(0, shifted))
    } catch {
      refusal = "the recording stops at \(shifted) s: \(error)"
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
      "Recorded \(scenario.events.count) \(rawEvents ? "events" : "inputs") and \(scenario.expect.count) expectations to \(path)\(note); "
        + "check: pullup test \(path)")
  }
}
