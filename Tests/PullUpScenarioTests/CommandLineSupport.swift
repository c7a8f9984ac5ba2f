import Foundation
import Testing

#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

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

extension PullUpExecutable {
  /// Runs `pullup` with arguments given as bytes, which need not be UTF-8: `Process` takes `String`s, which
  /// cannot hold such bytes, so this spawns the process itself. Standard output and error go through files.
  static func run(bytes arguments: [[UInt8]]) throws -> Result {
    let executable = try #require(url, "the pullup executable was not found next to the tests; build it first")
    let directory = try makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let outputPath = directory.appendingPathComponent("stdout").path
    let errorPath = directory.appendingPathComponent("stderr").path
    // The same code for Glibc, whose file actions are a struct, and Darwin, where they are a pointer: the type is
    // the one `posix_spawn_file_actions_init` takes.
    let actions = makeFileActions(posix_spawn_file_actions_init)
    defer {
      posix_spawn_file_actions_destroy(actions)
      actions.deallocate()
    }
    posix_spawn_file_actions_addopen(actions, STDOUT_FILENO, outputPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
    posix_spawn_file_actions_addopen(actions, STDERR_FILENO, errorPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
    let argv = cStrings([Array(executable.path.utf8)] + arguments)
    let environment = cStrings(ProcessInfo.processInfo.environment.map { Array("\($0.key)=\($0.value)".utf8) })
    defer { for string in argv + environment { string?.deallocate() } }
    var process = pid_t()
    try #require(posix_spawn(&process, executable.path, actions, nil, argv, environment) == 0)
    var status: Int32 = 0
    while waitpid(process, &status, 0) < 0 {
      try #require(errno == EINTR, "waitpid failed with errno \(errno)")
    }
    // WIFEXITED, WEXITSTATUS and WTERMSIG are macros Swift does not import.
    let signal = status & 0x7F
    return Result(
      status: signal == 0 ? (status >> 8) & 0xFF : signal,
      output: try String(contentsOfFile: outputPath, encoding: .utf8),
      error: try String(contentsOfFile: errorPath, encoding: .utf8),
      signalled: signal != 0)
  }
}

/// Allocates and initializes `posix_spawn`'s file actions, whatever type the C library gives them.
private func makeFileActions<Actions>(_ initialize: (UnsafeMutablePointer<Actions>) -> Int32)
  -> UnsafeMutablePointer<Actions>
{
  let actions = UnsafeMutablePointer<Actions>.allocate(capacity: 1)
  _ = initialize(actions)
  return actions
}

/// Null-terminated copies of byte strings, then `nil`, as `posix_spawn` takes its arguments and environment.
private func cStrings(_ strings: [[UInt8]]) -> [UnsafeMutablePointer<CChar>?] {
  strings.map { bytes in
    let string = UnsafeMutablePointer<CChar>.allocate(capacity: bytes.count + 1)
    for (index, byte) in bytes.enumerated() { string[index] = CChar(bitPattern: byte) }
    string[bytes.count] = 0
    return string
  } + [nil]
}

/// A temporary directory for files a test writes, removed by the caller.
func makeTemporaryDirectory() throws -> URL {
  let directory = FileManager.default.temporaryDirectory.appendingPathComponent("pullup-test-\(UUID().uuidString)")
  try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
  return directory
}
