import Foundation
import PullUpScenario
import PullUpTesting
import Testing

#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// An output named as one of the process's descriptors is written through the descriptor the shell gave,
/// keeping its offset and its `O_APPEND`; a file that is replaced is synced before the rename and its
/// directory after. Each test runs `pullup` from a real shell, as a user would.
@Suite(
  "The pullup command line's inherited descriptors and durable files", .timeLimit(.minutes(5 * TestSlowness.factor)))
struct CommandLineDescriptorTests {
  /// Runs `script` with `/bin/sh`, `$0` the built `pullup`, `$1` the flick scenario and `$2`… the
  /// arguments; returns the status and what the shell wrote to standard error.
  func shell(_ script: String, _ arguments: String...) throws -> (status: Int32, error: String) {
    let executable = try #require(PullUpExecutable.url, "the pullup executable was not found; build it first")
    let flick = try #require(CommandLineTests.flick, "Examples/Scenarios/default-flick.pullup.json is missing")
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/sh")
    process.arguments = ["-c", script, executable.path, flick.path] + arguments
    let errors = Pipe()
    process.standardError = errors
    process.standardOutput = FileHandle.nullDevice
    try process.run()
    let error = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    return (process.terminationStatus, error)
  }

  func flickSVG() async throws -> String {
    let flick = try #require(CommandLineTests.flick)
    return try await PullUpScenario(contentsOfFile: flick.path).replay().svg()
  }

  @Test(
    "`{ echo header; pullup render x --output NAME; } > out` keeps the header, for each name of standard output",
    arguments: ["/dev/stdout", "/dev/fd/1", "/proc/self/fd/1"])
  func keepsWhatTheShellWrote(name: String) async throws {
    let directory = try makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let svg = try await flickSVG()
    let out = directory.appendingPathComponent("out").path
    let run = try shell(#"{ echo header; "$0" render "$1" --output "$2"; echo footer; } > "$3""#, name, out)
    #expect(run.status == 0, "\(run.error)")
    #expect(try String(contentsOfFile: out, encoding: .utf8) == "header\n" + svg + "footer\n")
  }

  @Test("`>> log` appends after what the log held; so do another descriptor (3>>) and a link to /dev/stdout")
  func appends() async throws {
    let directory = try makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let svg = try await flickSVG()
    let log = directory.appendingPathComponent("log").path
    try "old line\n".write(toFile: log, atomically: false, encoding: .utf8)
    let appended = try shell(#""$0" render "$1" --output /dev/stdout >> "$2""#, log)
    #expect(appended.status == 0, "\(appended.error)")
    #expect(try String(contentsOfFile: log, encoding: .utf8) == "old line\n" + svg)

    let other = try shell(#""$0" render "$1" --output /dev/fd/3 3>> "$2""#, log)
    #expect(other.status == 0, "\(other.error)")
    #expect(try String(contentsOfFile: log, encoding: .utf8) == "old line\n" + svg + svg)

    let link = directory.appendingPathComponent("link.svg").path
    try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "/dev/stdout")
    let out = directory.appendingPathComponent("out").path
    let linked = try shell(#"{ echo header; "$0" render "$1" --output "$2"; } > "$3""#, link, out)
    #expect(linked.status == 0, "\(linked.error)")
    #expect(try String(contentsOfFile: out, encoding: .utf8) == "header\n" + svg)
    #expect(fileKind(link) == mode_t(S_IFLNK), "the link stays")
  }

  @Test("A descriptor that is not open, or is open on a directory, is refused in words")
  func unusableDescriptors() throws {
    let closed = try shell(#"exec 9>&-; "$0" render "$1" --output /dev/fd/9"#)
    #expect(closed.status == 1)
    #expect(closed.error == "pullup: cannot write /dev/fd/9: bad file descriptor\n")
    let folder = try shell(#""$0" render "$1" --output /proc/self/fd/9 9< /"#)
    #expect(folder.status == 1)
    #expect(folder.error == "pullup: cannot write /proc/self/fd/9: is a directory\n")
  }

  /// Whether `strace` runs here (a container may forbid tracing).
  static let canTrace: Bool = {
    guard FileManager.default.isExecutableFile(atPath: "/usr/bin/strace") else { return false }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/strace")
    process.arguments = ["-o", "/dev/null", "/bin/true"]
    process.standardError = FileHandle.nullDevice
    guard (try? process.run()) != nil else { return false }
    process.waitUntilExit()
    return process.terminationStatus == 0
  }()

  @Test(
    "A replaced file is synced before the rename, and its directory after (the system calls, under strace)",
    .enabled(if: canTrace))
  func syncsBeforeAndAfterTheRename() throws {
    let directory = try makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let svg = directory.appendingPathComponent("flick.svg").path
    let trace = directory.appendingPathComponent("trace").path
    for round in ["new file", "old file replaced"] {
      let run = try shell(
        #"strace -f -o "$3" -e trace=openat,fsync,fdatasync,rename,renameat,renameat2 "$0" render "$1" --output "$2""#,
        svg, trace)
      #expect(run.status == 0, "\(round): \(run.error)")
      let calls = try String(contentsOfFile: trace, encoding: .utf8).split(separator: "\n").map(String.init)
      // The temporary file: opened, written, synced, renamed over the name; then the directory synced.
      let temporary = try #require(
        calls.firstIndex { $0.contains("openat(") && $0.contains(".flick.svg.pullup-") && $0.contains("O_CREAT") },
        "\(round): \(calls)")
      let file = try #require(descriptor(returnedBy: calls[temporary]))
      let fileSync = try #require(calls.firstIndex { $0.contains("fsync(\(file))") }, "\(round): \(calls)")
      let rename = try #require(calls.firstIndex { $0.contains("rename") && $0.contains("\"\(svg)\"") })
      let folder = try #require(
        calls[rename...].firstIndex { $0.contains("openat(") && $0.contains("\"\(directory.path)\"") },
        "\(round): \(calls)")
      let folderDescriptor = try #require(descriptor(returnedBy: calls[folder]))
      let folderSync = try #require(calls[folder...].firstIndex { $0.contains("fsync(\(folderDescriptor))") })
      #expect(temporary < fileSync && fileSync < rename && rename < folder && folder < folderSync, "\(round)")
    }
  }

  /// The descriptor a traced `openat` returned: the number after `= `.
  func descriptor(returnedBy line: String) -> Int? {
    line.range(of: "= ").flatMap { Int(line[$0.upperBound...].prefix { $0.isNumber }) }
  }
}

private func fileKind(_ path: String) -> mode_t? {
  var status = stat()
  guard lstat(path, &status) == 0 else { return nil }
  return status.st_mode & mode_t(S_IFMT)
}
