import Foundation
import PullUpScenario
import PullUpTesting
import Testing

/// The limits as `pullup` meets them: each ends the run with status 1 and a message, and `simulate` has
/// written what the replay made before it.
@Suite("The pullup command line's limits", .timeLimit(.minutes(10 * TestSlowness.factor)))
struct CommandLineLimitTests {
  @Test("simulate /dev/zero ends at once with a message, not after filling memory")
  func endlessFile() throws {
    for subcommand in ["simulate", "explain"] {
      let result = try PullUpExecutable.run([subcommand, "/dev/zero"])
      #expect(result.status == 1)
      #expect(result.output.isEmpty)
      #expect(
        result.error
          == "pullup: cannot read /dev/zero: larger than 8388608 bytes (8 MiB), the most a scenario file may hold\n")
    }
  }

  @Test("The issue's 199-byte scenario ends at the frame limit, 100,000 frames; simulate streamed them before it")
  func endlessSettle() throws {
    let directory = try makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let file = directory.appendingPathComponent("endless.json")
    try ReplayLimitTests.endless.write(to: file, atomically: true, encoding: .utf8)
    let simulated = try PullUpExecutable.run(["simulate", file.path])
    #expect(simulated.status == 1)
    #expect(simulated.error.hasPrefix("pullup: the replay ran 100000 frames, the most it may"))
    #expect(simulated.output.hasPrefix("preset default (spring) · 390 × 844 pt"))
    let frames = simulated.output.split(separator: "\n").filter { $0.contains(" frame ") }
    #expect(frames.count == 100_002)
  }

  @Test("The help of simulate, render and explain states the limits")
  func help() throws {
    for subcommand in ["simulate", "render", "explain"] {
      let help = try PullUpExecutable.run([subcommand, "--help"]).output
      #expect(help.contains("8 MiB"), "\(subcommand)")
      #expect(help.contains("100,000 events"), "\(subcommand)")
      #expect(help.contains("100,000 frames"), "\(subcommand)")
    }
  }
}
