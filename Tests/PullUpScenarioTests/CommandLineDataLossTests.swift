import Foundation
import PullUpTesting
import Testing

/// Commands that would lose a user's data refuse before they start: `render` never writes over its input,
/// and `demo --record` checks its path before the session.
@Suite("The pullup command line keeps data", .timeLimit(.minutes(5 * TestSlowness.factor)))
struct CommandLineDataLossTests {
  @Test("render refuses to write its SVG over the scenario it reads, also through a link; the scenario stays")
  func renderOverItsInput() throws {
    let directory = try makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let flick = try #require(CommandLineTests.flick)
    let scenario = directory.appendingPathComponent("flick.pullup.json")
    try FileManager.default.copyItem(at: flick, to: scenario)
    let link = directory.appendingPathComponent("link.svg")
    try FileManager.default.createSymbolicLink(at: link, withDestinationURL: scenario)
    let before = try Data(contentsOf: scenario)
    for output in [scenario.path, link.path] {
      let run = try PullUpExecutable.run(["render", scenario.path, "--output", output])
      #expect(run.status == 1)
      #expect(run.error == "pullup: cannot write \(output): is the input \(scenario.path); choose another output\n")
      #expect(try Data(contentsOf: scenario) == before)
    }
    let other = directory.appendingPathComponent("flick.svg")
    #expect(try PullUpExecutable.run(["render", scenario.path, "--output", other.path]).status == 0)
  }

  @Test("demo --record onto a directory or into a missing folder fails before the session starts")
  func recordPathCheckedFirst() throws {
    let directory = try makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let cases = [
      (directory.path, "is a directory"),
      (directory.path + "/missing/x.pullup.json", "no such file or directory"),
    ]
    for (path, reason) in cases {
      // Standard input is not a terminal here: a demo that started would fail for that instead.
      let run = try PullUpExecutable.run(["demo", "--record", path], standardInput: FileHandle.nullDevice)
      #expect(run.status == 1)
      #expect(run.error == "pullup demo: cannot write \(path): \(reason); the demo did not start\n")
    }
  }
}
