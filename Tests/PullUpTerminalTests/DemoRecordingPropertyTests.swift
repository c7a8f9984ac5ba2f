import PullUp
import PullUpScenario
import PullUpTerminal
import PullUpTesting
import Testing

@testable import pullup

/// `pullup demo --record`, headless: random mouse and key input, waits and resizes (down to one row, where
/// the safe area drops to zero) through the demo's own driver on a test clock, recorded by the demo's own
/// recording hooks. The recording, written as JSON and read back, replays to the snapshots the demo saw.
@Suite("Demo recordings, random sessions", .timeLimit(.minutes(5 * TestSlowness.factor)))
struct DemoRecordingPropertyTests {
  static let presets: [PullUpScenario.Configuration.Preset] = [.default, .ishPullUp, .splitSheet, .splitView]

  /// A terminal height: often 2 rows or fewer, where the scene has no accessibility bar and no safe area.
  static func rows(using random: inout SeededGenerator) -> Int {
    Bool.random(using: &random) ? Int.random(in: 1...2, using: &random) : Int.random(in: 3...60, using: &random)
  }

  @Test("A random recorded demo session at random sizes replays to the same snapshots", arguments: randomSeeds)
  func replays(seed: UInt64) async throws {
    var random = SeededGenerator(seed: seed)
    for preset in Self.presets {
      let scenarioConfiguration = DemoCommand.configuration(
        preset: preset, reducesMotion: Int.random(in: 0..<4, using: &random) == 0)
      let recording = DemoRecording(configuration: scenarioConfiguration)
      let clock = PullUpTestClock()
      var columns = Int.random(in: 4...160, using: &random)
      var rows = Self.rows(using: &random)
      var driver = try TerminalDemoDriver(
        configuration: scenarioConfiguration.makeConfiguration(), renderer: TerminalSheetRenderer(),
        contentHeight: scenarioConfiguration.contentHeight, columns: columns, rows: rows, clock: clock,
        hooks: recording.hooks)
      await driver.begin()
      var session = "seed \(seed), \(preset), \(columns)×\(rows)"
      /// The sheet after each step that recorded inputs, with the number of inputs recorded by then.
      var afterSteps: [(count: Int, snapshot: PullUpSnapshot, step: String)] = []
      var afterWaits: [PullUpSnapshot] = []
      for step in 0..<150 {
        let action: String
        switch Int.random(in: 0..<16, using: &random) {
        case 0:
          columns = Int.random(in: 4...160, using: &random)
          rows = Self.rows(using: &random)
          await driver.resize(columns: columns, rows: rows)
          action = "resize to \(columns)×\(rows)"
        case 1, 2, 3:
          let wait = Duration.milliseconds(Int.random(in: 1...500, using: &random))
          await clock.advance(by: wait)
          afterWaits.append(await driver.controller.snapshot)
          action = "wait \(wait)"
        default:
          let event = randomTerminalEvent(rows: rows, columns: columns, using: &random)
          await driver.handle(event, rows: rows)
          action = "\(event)"
        }
        let count = recording.scenario()?.events.count ?? 0
        if count > (afterSteps.last?.count ?? 0) {
          afterSteps.append((count, await driver.controller.snapshot, "step \(step), \(action)"))
        }
        session += ", " + action
      }
      await clock.advance(by: .seconds(3))
      afterWaits.append(await driver.controller.snapshot)
      await driver.controller.finish()

      let recorded = try #require(recording.scenario())
      let record: PullUpScenarioRecord
      do {
        record = try await PullUpScenario(json: recorded.json()).replay()
      } catch {
        Issue.record("\(session): the recording does not replay: \(error)")
        continue
      }
      let replayed = record.snapshotsAfterInputs
      #expect(replayed.count == recorded.events.count, "seed \(seed), \(preset)")
      for (count, live, step) in afterSteps where count <= replayed.count {
        #expect("\(replayed[count - 1])" == "\(live)", "seed \(seed), \(preset), \(step): bit for bit")
      }
      let frames = Set(record.frames.map { "\($0)" })
      for live in afterWaits where !frames.contains("\(live)") {
        Issue.record("seed \(seed), \(preset): the snapshot seen at \(live.time) s is not in the replay: \(live)")
      }
    }
  }
}
