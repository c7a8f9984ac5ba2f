import Dispatch
import PullUp
import PullUpScenario
import PullUpSystem
import Synchronization

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

  /// A recording to `path`, which `main.swift` checked before the window opened (`PullUpOutputFile.check`).
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

  /// Writes the scenario with the expectations its replay suggests, by PullUpSystem's rules for output
  /// files (`PullUpOutputFile`: a temporary file, synced, then renamed; `/dev/stdout` through the shell's
  /// descriptor; a FIFO without waiting for its reader). When the path does not take it, the session is
  /// kept in `$TMPDIR/pullup-gtk-XXXXXX.pullup.json` (`/tmp` without `TMPDIR`), created exclusively.
  ///
  /// It returns when the file is written: the replay that computes the expectations runs on Swift's
  /// concurrent executor while the main thread waits, so that this works also where the main loop cannot
  /// run any more (the display is gone).
  ///
  /// - Returns: A line saying what was written and how to replay it, or (failure) what went wrong and
  ///   where the session was kept.
  func finish() -> Result<String, DemoSaveError> {
    // End a little after the last input, so that its settle is part of the replay.
    let last = recorder.scenario().events.last?.time ?? 0
    var scenario = recorder.scenario(until: last + 3)
    if let refusal { scenario.title = "Recorded with pullup-gtk; \(refusal)" }
    var note = refusal.map { "; \($0)" } ?? ""
    let replayed = Self.waitFor { [scenario] () async -> Result<[PullUpScenario.Expectation], any Error> in
      do {
        return .success(try await scenario.replay().suggestedExpectations())
      } catch {
        return .failure(error)
      }
    }
    switch replayed {
    case .success(let expectations): scenario.expect = expectations
    case .failure(let error): note += "; the recording replays with an error, so it has no expectations: \(error)"
    }
    let json = scenario.json()
    do {
      let file = try PullUpOutputFile(path: path, waitingForReader: false)
      try file.write(json)
      try file.commit()
    } catch {
      // Keep the session: write it where it can be found, and say where.
      do {
        let kept = try PullUpOutputFile.writeFallback(json, prefix: "pullup-gtk")
        return .failure(DemoSaveError(description: "\(error); the session was kept in \(kept)"))
      } catch let fallback {
        return .failure(DemoSaveError(description: "\(error); the session could not be kept either: \(fallback)"))
      }
    }
    return .success(
      "Recorded \(scenario.events.count) \(rawEvents ? "events" : "inputs") and \(scenario.expect.count) expectations to \(path)\(note); "
        + "check: pullup test \(path)")
  }

  /// Runs `work` on Swift's concurrent executor and waits for it on this thread.
  private static func waitFor<Value: Sendable>(_ work: @escaping @Sendable () async -> Value) -> Value {
    let outcome = Outcome<Value>()
    Task.detached {
      let value = await work()
      outcome.value.withLock { $0 = value }
      outcome.done.signal()
    }
    outcome.done.wait()
    return outcome.value.withLock { $0! }
  }
}

/// A value that a task hands to a thread that waits for it.
private final class Outcome<Value: Sendable>: Sendable {
  let value = Mutex<Value?>(nil)
  let done = DispatchSemaphore(value: 0)
}

/// A recording that could not be written where it was asked, in words that say where it was kept.
struct DemoSaveError: Error, CustomStringConvertible {
  let description: String
}
