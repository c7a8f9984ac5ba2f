// libFuzzer target: the scenario reader and the replay fed arbitrary bytes. A document that reads as a
// scenario is replayed through the controller on a test clock, bounded so that one input runs for
// milliseconds (at most `ReplayBounds.events` events, `ReplayBounds.frameRate` frames per second and
// `ReplayBounds.frames` frames), written in every output, and checked against its expectations and the
// expectations suggested for it. It must never crash: every replay either
// ends in a record whose outputs are written, the same when streamed as when written from the record, or
// in a PullUpScenarioError with a message (an event the controller refuses, or the frame bound).
import Dispatch
import FoundationEssentials

/// What keeps one input short.
enum ReplayBounds {
  static let events = 64
  static let frameRate = 120.0
  static let frames = 600
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzReplay(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  guard var scenario = try? PullUpScenario(data: Data(UnsafeBufferPointer(start: data, count: size))) else {
    return 0
  }
  scenario.events = Array(scenario.events.prefix(ReplayBounds.events))
  scenario.frameRate = Swift.min(scenario.frameRate, ReplayBounds.frameRate)
  var player = ScenarioPlayer(scenario)
  player.frameLimit = ReplayBounds.frames
  let done = DispatchSemaphore(value: 0)
  Task { [player] in
    defer { done.signal() }
    await replay(player)
  }
  done.wait()
  return 0
}

/// Replays, writes every output, and checks that the text streamed during a second replay is the record's.
func replay(_ player: ScenarioPlayer) async {
  let record: PullUpScenarioRecord
  do {
    record = try await player.play()
  } catch {
    if error.description.isEmpty { fatalError("a replay error without a message") }
    return
  }
  if record.frames.isEmpty || !record.final.time.isFinite || !record.final.height.isFinite {
    fatalError("a record without frames, or with a final snapshot that is not finite: \(record.final)")
  }
  let text = record.text()
  for failure in record.check() where failure.mismatches.isEmpty || failure.description.isEmpty {
    fatalError("a failed expectation without a mismatch: \(failure)")
  }
  // Suggested expectations hold on the replay they come from.
  var suggested = record
  suggested.scenario.expect = record.suggestedExpectations()
  if let failure = suggested.check().first { fatalError("a suggested expectation fails: \(failure)") }
  _ = record.jsonLines()
  _ = record.explanation()
  _ = record.svg()
  var streamed = ""
  do {
    _ = try await player.play(writing: TextOutput(scenario: player.scenario)) { piece in
      streamed += piece
      return true
    }
  } catch {
    fatalError("the second replay of a scenario that replayed failed: \(error)")
  }
  if streamed != text { fatalError("the streamed text differs from the record's") }
}
