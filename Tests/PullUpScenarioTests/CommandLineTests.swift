import Foundation
import PullUpScenario
import PullUpTesting
import Testing

/// The `pullup` executable, run as a user runs it: each subcommand, each error and its exit status.
@Suite("The pullup command line", .timeLimit(.minutes(5 * TestSlowness.factor)))
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

@Suite("pullup test and suggested expectations", .timeLimit(.minutes(5 * TestSlowness.factor)))
struct CommandLineTestTests {
  func temporaryDirectory() throws -> URL {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("pullup-test-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    return directory
  }

  @Test("pullup test: one PASS line per file with its title; status 0")
  func passes() throws {
    let files = exampleScenarioFiles.map(\.path)
    let result = try PullUpExecutable.run(["test"] + files)
    #expect(result.status == 0, "\(result.output)\(result.error)")
    let lines = result.output.split(separator: "\n")
    #expect(lines.count == files.count)
    #expect(lines.allSatisfy { $0.hasPrefix("PASS ") })
    #expect(lines.contains("PASS Default: a flick up from the peek moves one detent, to half"))
  }

  @Test("pullup test: a file that names a plug-in fails with 1, saying the command line cannot load your code")
  func plugInNamed() throws {
    let file = packageDirectory.appendingPathComponent("Tests/ScenarioFileTests/Scenarios/plug-ins.pullup.json")
    let result = try PullUpExecutable.run(["test", file.path])
    #expect(result.status == 1)
    #expect(
      (result.output + result.error).contains(
        #"configuration.snapPolicy: no snap policy is registered as "toTheTop"; register it with "#
          + "PullUpScenario.PlugIns and replay from Swift (the pullup command line cannot load your code)"),
      "\(result.output)\(result.error)")
    #expect(try PullUpExecutable.run(["--help"]).output.contains("command line cannot load your code"))
  }

  @Test("pullup test: a failed expectation, an unreadable file and a file without expectations fail with 1")
  func failures() throws {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let failing = directory.appendingPathComponent("failing.pullup.json").path
    try expecting(#"[{"at": 1, "state": "collapsed", "height": 122}, {"at": "end", "state": "expanded"}]"#)
      .write(toFile: failing, atomically: true, encoding: .utf8)
    let empty = directory.appendingPathComponent("empty.pullup.json").path
    try scenarioJSON(events: "[]").write(toFile: empty, atomically: true, encoding: .utf8)
    let missing = directory.appendingPathComponent("missing.pullup.json").path
    let result = try PullUpExecutable.run(["test", failing, empty, missing])
    #expect(result.status == 1)
    #expect(
      result.output == """
        FAIL \(failing)
          expect[0] at 1 s: state expanded, expected collapsed; height 785, expected 122 ± 0.5
        FAIL \(empty)
          \(empty): expect: no expectations: a test that checks nothing is an error
        FAIL \(missing): cannot read \(missing): no such file or directory

        """)
  }

  @Test("pullup test without files, or with an option it does not take, is a usage error")
  func usage() throws {
    #expect(try PullUpExecutable.run(["test"]).status == 2)
    #expect(try PullUpExecutable.run(["test", "--format", "jsonl", "x.pullup.json"]).status == 2)
    let help = try PullUpExecutable.run(["test", "--help"])
    #expect(help.status == 0)
    #expect(help.output.contains("pullup test FILE..."))
  }

  @Test("simulate --suggest-expectations prints an expect array that makes the file pass")
  func suggest() async throws {
    let file = try #require(exampleScenarioFiles.first { $0.lastPathComponent == "ishpullup.pullup.json" })
    let result = try PullUpExecutable.run(["simulate", file.path, "--suggest-expectations"])
    #expect(result.status == 0)
    #expect(
      result.output.hasPrefix(
        "[\n  {\"at\": 0.467, \"state\": \"intermediate\", \"height\": 374, \"hidden\": false},\n"))
    var scenario = try PullUpScenario(contentsOfFile: file.path)
    scenario.expect = []
    let withSuggestions = scenario.json().replacingOccurrences(
      of: "\n}\n", with: ",\n\"expect\": \(result.output)}\n")
    #expect(try await PullUpScenario(json: withSuggestions).test().isEmpty)
    #expect(
      try PullUpExecutable.run(["simulate", file.path, "--suggest-expectations", "--format", "jsonl"]).status == 2)
  }
}
