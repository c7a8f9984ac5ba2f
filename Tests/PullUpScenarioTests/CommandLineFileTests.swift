import Foundation
import PullUpScenario
import Testing

/// The files and streams of the `pullup` executable: what a path names is read or written as the system
/// names it, and every failure is an exit status and a message in words.
@Suite("The pullup command line's files and streams", .timeLimit(.minutes(5)))
struct CommandLineFileTests {
  func flick() throws -> URL {
    try #require(CommandLineTests.flick, "Examples/Scenarios/default-flick.pullup.json is missing")
  }

  /// What `simulate` prints for the flick.
  func flickText() async throws -> String {
    try await PullUpScenario(contentsOfFile: try flick().path).replay().text()
  }

  @Test("A scenario path is read as the system reads it: a directory says so, /dev/null is empty, a pipe reads")
  func unusualInputs() async throws {
    let directory = try makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let folder = try PullUpExecutable.run(["simulate", directory.path])
    #expect(folder.status == 1)
    #expect(folder.error == "pullup: cannot read \(directory.path): is a directory\n")

    let empty = try PullUpExecutable.run(["explain", "/dev/null"])
    #expect(empty.status == 1)
    #expect(empty.error.hasPrefix("pullup: not valid JSON: unexpected end of the document, expected a value"))

    let pipe = Pipe()
    try pipe.fileHandleForWriting.write(contentsOf: Data(contentsOf: try flick()))
    try pipe.fileHandleForWriting.close()
    let piped = try PullUpExecutable.run(["simulate", "/dev/stdin"], standardInput: pipe.fileHandleForReading)
    #expect(piped.status == 0)
    #expect(piped.error.isEmpty)
    #expect(piped.output == (try await flickText()))
  }
}
