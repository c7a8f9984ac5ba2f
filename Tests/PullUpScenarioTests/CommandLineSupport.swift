import Foundation
import Testing

/// Runs the built `pullup` executable.
enum PullUpExecutable {
  /// Where the executable is: `PULLUP_EXECUTABLE` if set, else next to the test binary (the build products
  /// directory), else in `.build/debug` under the package.
  static let url: URL? = {
    var candidates: [URL] = []
    if let path = ProcessInfo.processInfo.environment["PULLUP_EXECUTABLE"] {
      candidates.append(URL(fileURLWithPath: path))
    }
    let testBinary = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
    candidates.append(testBinary.deletingLastPathComponent().appendingPathComponent("pullup"))
    if let argument = CommandLine.arguments.first {
      let binary = URL(fileURLWithPath: argument).resolvingSymlinksInPath()
      candidates.append(binary.deletingLastPathComponent().appendingPathComponent("pullup"))
    }
    candidates.append(Bundle.main.bundleURL.deletingLastPathComponent().appendingPathComponent("pullup"))
    candidates.append(packageDirectory.appendingPathComponent(".build/debug/pullup"))
    return candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) }
  }()

  /// What a run printed and how it ended.
  struct Result {
    var status: Int32
    var output: String
    var error: String
    /// Whether a signal ended the run (`status` is then the signal's number).
    var signalled = false
  }

  /// Runs `pullup` with arguments; standard output and error go through files, so that a long output
  /// cannot fill a pipe.
  ///
  /// - Parameters:
  ///   - standardInput: What the run reads as standard input; by default the test's.
  ///   - standardOutput: Where the run writes its standard output instead of a file; the result's `output`
  ///     is then empty.
  static func run(
    _ arguments: [String], standardInput: FileHandle? = nil, standardOutput: FileHandle? = nil
  ) throws -> Result {
    let executable = try #require(url, "the pullup executable was not found next to the tests; build it first")
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("pullup-cli-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let outputURL = directory.appendingPathComponent("stdout")
    let errorURL = directory.appendingPathComponent("stderr")
    _ = FileManager.default.createFile(atPath: outputURL.path, contents: nil)
    _ = FileManager.default.createFile(atPath: errorURL.path, contents: nil)
    let output = try FileHandle(forWritingTo: outputURL)
    let error = try FileHandle(forWritingTo: errorURL)
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    if let standardInput { process.standardInput = standardInput }
    process.standardOutput = standardOutput ?? output
    process.standardError = error
    try process.run()
    process.waitUntilExit()
    try output.close()
    try error.close()
    return Result(
      status: process.terminationStatus,
      output: try String(contentsOf: outputURL, encoding: .utf8),
      error: try String(contentsOf: errorURL, encoding: .utf8),
      signalled: process.terminationReason == .uncaughtSignal)
  }
}

/// A temporary directory for files a test writes, removed by the caller.
func makeTemporaryDirectory() throws -> URL {
  let directory = FileManager.default.temporaryDirectory.appendingPathComponent("pullup-test-\(UUID().uuidString)")
  try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
  return directory
}
