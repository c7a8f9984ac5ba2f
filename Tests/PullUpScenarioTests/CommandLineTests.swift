import Foundation
import PullUpScenario
import Testing

/// The `pullup` executable, run as a user runs it: each subcommand, each error and its exit status.
@Suite("The pullup command line", .timeLimit(.minutes(5)))
struct CommandLineTests {
  static let flick = exampleScenarioFiles.first { $0.lastPathComponent == "default-flick.pullup.json" }

  func flickPath() throws -> String {
    try #require(Self.flick, "Examples/Scenarios/default-flick.pullup.json is missing").path
  }

  /// Writes a scenario into a temporary file.
  func write(_ json: String, named name: String, in directory: URL) throws -> String {
    let file = directory.appendingPathComponent("\(name).pullup.json")
    try json.write(to: file, atomically: true, encoding: .utf8)
    return file.path
  }

  @Test("simulate prints the library's text timeline, the same on every run")
  func simulateText() async throws {
    let first = try PullUpExecutable.run(["simulate", try flickPath()])
    let second = try PullUpExecutable.run(["simulate", try flickPath(), "--format", "text"])
    #expect(first.status == 0)
    #expect(first.error.isEmpty)
    #expect(first.output == second.output)
    let record = try await PullUpScenario(contentsOfFile: try flickPath()).replay()
    #expect(first.output == record.text())
  }

  @Test("simulate --format jsonl prints one object per line, the last of kind final")
  func simulateJSONLines() async throws {
    let result = try PullUpExecutable.run(["simulate", "--format=jsonl", try flickPath()])
    #expect(result.status == 0)
    let record = try await PullUpScenario(contentsOfFile: try flickPath()).replay()
    #expect(result.output == record.jsonLines())
    #expect(result.output.split(separator: "\n").last?.hasPrefix(#"{"t":"#) == true)
    #expect(try PullUpExecutable.run(["simulate", "-f", "jsonl", try flickPath()]).output == result.output)
  }

  @Test("render writes one well-formed SVG with the timeline and the final layout")
  func render() throws {
    let directory = try makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let output = directory.appendingPathComponent("flick.svg")
    let result = try PullUpExecutable.run(["render", try flickPath(), "--output", output.path])
    #expect(result.status == 0)
    let svg = try String(contentsOf: output, encoding: .utf8)
    #expect(isWellFormedXML(svg))
    #expect(svg.contains(#"id="timeline-height-line""#))
    #expect(svg.contains(#"id="final-sheet""#))
    let again = try PullUpExecutable.run(["render", "-o", output.path, try flickPath()])
    #expect(again.status == 0)
    #expect(try String(contentsOf: output, encoding: .utf8) == svg)
  }

  @Test("explain describes every release")
  func explain() throws {
    let result = try PullUpExecutable.run(["explain", try flickPath()])
    #expect(result.status == 0)
    #expect(result.output.contains("Release 1: events[5] dragEnded"))
    #expect(result.output.contains("candidates  122, 392.5, 785 pt"))
  }

  @Test(
    "--help for the tool and every subcommand exits 0",
    arguments: [
      ["--help"], ["-h"], ["help"], ["help", "render"], ["simulate", "--help"], ["render", "--help"],
      ["explain", "-h"], ["demo", "--help"],
    ])
  func help(arguments: [String]) throws {
    let result = try PullUpExecutable.run(arguments)
    #expect(result.status == 0)
    #expect(result.output.contains("USAGE"))
    #expect(result.error.isEmpty)
  }

  @Test(
    "A command line that cannot be understood exits 2 with a message on standard error",
    arguments: [
      ([], "missing subcommand"), (["frobnicate"], "unknown subcommand 'frobnicate'"),
      (["--verbose"], "unknown option '--verbose'"), (["simulate"], "missing FILE"),
      (["simulate", "a.json", "b.json"], "unexpected argument 'b.json'"),
      (["simulate", "a.json", "--format", "xml"], "unknown format 'xml'"),
      (["simulate", "a.json", "--format"], "missing value after --format"),
      (["render", "a.json"], "missing --output"),
      (["explain", "a.json", "--output", "x.svg"], "unknown option '--output'"),
      (["help", "frobnicate"], "unknown help topic"), (["demo", "--preset", "nope"], "--preset needs one of"),
    ])
  func usage(arguments: [String], message: String) throws {
    let result = try PullUpExecutable.run(arguments)
    #expect(result.status == 2)
    #expect(result.output.isEmpty)
    #expect(result.error.contains(message), "\(result.error)")
  }

  @Test(
    "A scenario that cannot be read or replayed exits 1 and names the JSON path",
    arguments: ["simulate", "render", "explain"])
  func badScenario(subcommand: String) throws {
    let directory = try makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let bad = try write(
      scenarioJSON(events: #"[{"at": 0, "type": "dragChanged", "translation": "up"}]"#), named: "bad", in: directory)
    let rejected = try write(
      scenarioJSON(events: #"[{"at": 0, "type": "dragEnded"}]"#), named: "rejected", in: directory)
    let extra = subcommand == "render" ? ["--output", directory.appendingPathComponent("x.svg").path] : []
    let cases = [
      (bad, "pullup: events[0].translation: expected a number, found a string"),
      (
        directory.appendingPathComponent("missing.pullup.json").path,
        "pullup: cannot read \(directory.path)/missing.pullup.json: no such file or directory"
      ),
    ]
    for (file, message) in cases {
      let result = try PullUpExecutable.run([subcommand, file] + extra)
      #expect(result.status == 1)
      #expect(result.error.contains(message), "\(result.error)")
    }
    let result = try PullUpExecutable.run([subcommand, rejected] + extra)
    #expect(result.status == 1)
    #expect(result.error.contains("events[0]: the controller refused this dragEnded event"), "\(result.error)")
  }
}
