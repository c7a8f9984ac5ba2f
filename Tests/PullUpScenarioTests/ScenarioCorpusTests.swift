import Foundation
import PullUpCore
import PullUpScenario
import Testing

/// Files in each form the scenario format has had replay, as they were written: a rename that breaks a
/// user's recordings fails here.
///
/// Tests/PullUpScenarioTests/Corpus holds one file per past form, each taken from the repository's history
/// (the commit is in its name; Corpus/README.md says what each form added), and beside each the file as this
/// build reads and writes it (`NAME.expected.json`): its events under today's names, its `formatVersion`, and
/// expectations that pin where the sheet goes (the file's own, or where it rested when the corpus was made).
/// To add a form, put the file in and run this suite once with `PULLUP_WRITE_CORPUS=1` to write its
/// expected twin; read the twin before committing it.
@Suite("Scenario files of every past form")
struct ScenarioCorpusTests {
  static let directory = packageDirectory.appendingPathComponent("Tests/PullUpScenarioTests/Corpus")

  /// The files in a past form: every `.json` file in the corpus but the expected twins.
  static let files: [String] = {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
    return names.filter { $0.hasSuffix(".json") && !$0.hasSuffix(".expected.json") }.sorted()
  }()

  static func expectedName(_ name: String) -> String {
    String(name.dropLast(".json".count)) + ".expected.json"
  }

  @Test("The corpus has a file of each past form")
  func everyForm() {
    // The commits whose writer or reader changed the form: the first form; new inputs under old names
    // (scroll, keyboard, accessibility); one vocabulary; expectations and dimmingTapped; raw events.
    for commit in ["d6731fc", "aeff010", "931f762", "f05ff93", "23a06d2"] {
      #expect(Self.files.contains { $0.contains(commit) }, "no corpus file from \(commit)")
    }
  }

  @Test("Each file reads as its expected twin and replays to its expectations", arguments: files)
  func replays(name: String) async throws {
    let legacy = try PullUpScenario(contentsOfFile: Self.directory.appendingPathComponent(name).path)
    let expectedURL = Self.directory.appendingPathComponent(Self.expectedName(name))
    if ProcessInfo.processInfo.environment["PULLUP_WRITE_CORPUS"] == "1" {
      var pinned = legacy
      if pinned.expect.isEmpty { pinned.expect = try await legacy.replay().suggestedExpectations() }
      try pinned.json().write(to: expectedURL, atomically: true, encoding: .utf8)
    }
    let expectedText = try String(contentsOf: expectedURL, encoding: .utf8)
    let expected = try PullUpScenario(json: expectedText)
    #expect(expectedText == expected.json(), "the expected twin is in the form this build writes")
    #expect(expectedText.hasPrefix("{\n  \"formatVersion\": 1,\n"))
    var read = legacy
    read.expect = expected.expect
    #expect(read == expected, "\(name) reads as \(Self.expectedName(name))")
    #expect(!expected.expect.isEmpty)
    let failures = try await read.replay().check()
    #expect(failures.isEmpty, "\(failures)")
  }
}
