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

/// The files and streams of the `pullup` executable: what a path names is read or written as the system
/// names it, and every failure is an exit status and a message in words.
@Suite("The pullup command line's files and streams", .timeLimit(.minutes(5 * TestSlowness.factor)))
struct CommandLineFileTests {
  func flick() throws -> URL {
    try #require(CommandLineTests.flick, "Examples/Scenarios/default-flick.pullup.json is missing")
  }

  /// What `simulate` prints for the flick.
  func flickText() async throws -> String {
    try await PullUpScenario(contentsOfFile: try flick().path).replay().text()
  }

  /// What `render` writes for the flick.
  func flickSVG() async throws -> String {
    try await PullUpScenario(contentsOfFile: try flick().path).replay().svg()
  }

  /// Runs `pullup render` on the flick, writing to `output`.
  func render(to output: String) throws -> PullUpExecutable.Result {
    try PullUpExecutable.run(["render", try flick().path, "--output", output])
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

  @Test("A link is written through: the file it names gets the SVG, and the link stays a link")
  func links() async throws {
    let directory = try makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let svg = try await flickSVG()
    let real = directory.appendingPathComponent("real")
    try FileManager.default.createDirectory(at: real, withIntermediateDirectories: true)
    let target = real.appendingPathComponent("target.svg").path
    try "old".write(toFile: target, atomically: false, encoding: .utf8)
    for (link, destination) in [("link.svg", "real/target.svg"), ("dangling.svg", "real/new.svg")] {
      let path = directory.appendingPathComponent(link).path
      try FileManager.default.createSymbolicLink(atPath: path, withDestinationPath: destination)
      let result = try render(to: path)
      #expect(result.status == 0, "\(result.error)")
      #expect(fileType(path) == mode_t(S_IFLNK), "\(link) is still a link")
      #expect(try FileManager.default.destinationOfSymbolicLink(atPath: path) == destination)
      let written = directory.appendingPathComponent(destination).path
      #expect(try String(contentsOfFile: written, encoding: .utf8) == svg)
    }
    #expect(try FileManager.default.contentsOfDirectory(atPath: real.path).sorted() == ["new.svg", "target.svg"])
  }

  @Test("A character device, a FIFO or standard output is opened and written, never replaced; a write error exits 1")
  func streams() async throws {
    let directory = try makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let svg = try await flickSVG()
    if let null = device("null", minor: 3, in: directory), let full = device("full", minor: 7, in: directory) {
      let discarded = try render(to: null)
      #expect(discarded.status == 0, "\(discarded.error)")
      #expect(fileType(null) == mode_t(S_IFCHR))
      let lost = try render(to: full)
      #expect(lost.status == 1)
      #expect(lost.error == "pullup: cannot write \(full): no space left on device\n")
      #expect(fileType(full) == mode_t(S_IFCHR))
    }

    // Standard output on a file, named through /dev/fd/1: the open file is written, not replaced. (Not
    // /dev/stdout: a pullup that replaced links would replace that link, in the machine's /dev.)
    let outputFile = directory.appendingPathComponent("stdout.svg").path
    try #require(FileManager.default.createFile(atPath: outputFile, contents: Data("old".utf8)))
    let inode = try #require(status(of: outputFile)?.st_ino)
    let standardOutput = try #require(FileHandle(forWritingAtPath: outputFile))
    let named = try PullUpExecutable.run(
      ["render", try flick().path, "--output", "/dev/fd/1"], standardOutput: standardOutput)
    try standardOutput.close()
    #expect(named.status == 0, "\(named.error)")
    #expect(status(of: outputFile)?.st_ino == inode)
    #expect(try String(contentsOfFile: outputFile, encoding: .utf8) == svg)

    let fifo = directory.appendingPathComponent("fifo").path
    try #require(mkfifo(fifo, 0o600) == 0)
    // Open for reading first, without waiting, so that pullup's open for writing does not wait either.
    let reader = open(fifo, O_RDONLY | O_NONBLOCK)
    try #require(reader >= 0)
    defer { close(reader) }
    _ = fcntl(reader, 1031, 1 << 20)  // F_SETPIPE_SZ: room for the whole SVG, whatever the default size
    let result = try render(to: fifo)
    #expect(result.status == 0, "\(result.error)")
    #expect(fileType(fifo) == mode_t(S_IFIFO))
    var received: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 1 << 16)
    while true {
      let count = read(reader, &chunk, chunk.count)
      guard count > 0 else { break }
      received += chunk[..<count]
    }
    #expect(String(decoding: received, as: UTF8.self) == svg)
  }

  @Test("A directory, a block device, /proc/version and a missing directory are refused in words")
  func unwritable() throws {
    let directory = try makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let folder = try render(to: directory.path)
    #expect(folder.status == 1)
    #expect(folder.error == "pullup: cannot write \(directory.path): is a directory\n")
    let disk = directory.appendingPathComponent("disk").path
    if getuid() == 0, mknod(disk, mode_t(S_IFBLK) | 0o600, dev_t(7 << 8 | 200)) == 0 {
      let result = try render(to: disk)
      #expect(result.status == 1)
      #expect(result.error == "pullup: cannot write \(disk): is a block device\n")
      #expect(fileType(disk) == mode_t(S_IFBLK))
    }
    // Root may open /proc/version for writing, and then cannot write to it.
    let proc = try render(to: "/proc/version")
    #expect(proc.status == 1)
    let reasons = ["permission denied", "input/output error"]
    #expect(reasons.map { "pullup: cannot write /proc/version: \($0)\n" }.contains(proc.error), "\(proc.error)")
    let missing = try render(to: "/nonexistent/directory/x.svg")
    #expect(missing.status == 1)
    #expect(missing.error == "pullup: cannot write /nonexistent/directory/x.svg: no such file or directory\n")
  }

  @Test(
    "A regular file with other names (hard links) is written in place: every name has the new text (issue 53, item 7)"
  )
  func hardLinksKept() async throws {
    let directory = try makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let svg = try await flickSVG()
    let file = directory.appendingPathComponent("file.svg").path
    let other = directory.appendingPathComponent("other.svg").path
    try "old".write(toFile: file, atomically: false, encoding: .utf8)
    try #require(link(file, other) == 0)
    let before = try #require(status(of: file))
    let result = try render(to: file)
    #expect(result.status == 0, "\(result.error)")
    #expect(try String(contentsOfFile: other, encoding: .utf8) == svg, "the other name kept the old text")
    let after = try #require(status(of: file))
    #expect(after.st_ino == before.st_ino && after.st_nlink == 2, "the file was parted from its other name")
  }

  @Test("A regular file is replaced whole and keeps its owner and mode; one this user may not write is refused")
  func ownerAndMode() async throws {
    let directory = try makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let svg = try await flickSVG()
    let own = directory.appendingPathComponent("own.svg").path
    try "old".write(toFile: own, atomically: false, encoding: .utf8)
    try #require(chmod(own, 0o640) == 0)
    let replaced = try render(to: own)
    #expect(replaced.status == 0, "\(replaced.error)")
    #expect(try String(contentsOfFile: own, encoding: .utf8) == svg)
    #expect(status(of: own)?.st_mode == mode_t(S_IFREG) | 0o640)

    let foreign = directory.appendingPathComponent("foreign.svg").path
    try "old".write(toFile: foreign, atomically: false, encoding: .utf8)
    try #require(chmod(foreign, 0o444) == 0)
    if getuid() == 0 {
      // Root may write anything; the file stays someone else's, read-only.
      try #require(chown(foreign, 4242, 4343) == 0)
      let result = try render(to: foreign)
      #expect(result.status == 0, "\(result.error)")
      #expect(try String(contentsOfFile: foreign, encoding: .utf8) == svg)
      let kept = try #require(status(of: foreign))
      #expect(kept.st_uid == 4242 && kept.st_gid == 4343)
      #expect(kept.st_mode == mode_t(S_IFREG) | 0o444)
    } else {
      let result = try render(to: foreign)
      #expect(result.status == 1)
      #expect(result.error == "pullup: cannot write \(foreign): permission denied\n")
      #expect(try String(contentsOfFile: foreign, encoding: .utf8) == "old")
    }
    // No temporary file is left behind.
    #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted() == ["foreign.svg", "own.svg"])
  }

  @Test(
    "A failed write on standard output exits 1 with a message; a reader that has gone ends the run quietly",
    arguments: [["simulate"], ["explain"], ["simulate", "--format", "jsonl"], ["--help"]])
  func standardOutput(arguments: [String]) throws {
    let arguments = arguments == ["--help"] ? arguments : arguments + [try flick().path]
    let full = try #require(FileHandle(forWritingAtPath: "/dev/full"))
    let lost = try PullUpExecutable.run(arguments, standardOutput: full)
    #expect(lost.status == 1)
    #expect(lost.error == "pullup: cannot write standard output: no space left on device\n")

    // A pipe whose reading end is closed, as `| head` leaves it once it has read enough.
    var ends: [Int32] = [0, 0]
    try #require(pipe(&ends) == 0)
    close(ends[0])
    let closed = FileHandle(fileDescriptor: ends[1], closeOnDealloc: true)
    let quiet = try PullUpExecutable.run(arguments, standardOutput: closed)
    #expect(!quiet.signalled, "killed by signal \(quiet.status)")
    #expect(quiet.status == 0)
    #expect(quiet.error.isEmpty)
  }

  @Test("Paths that are not UTF-8 are used byte for byte; messages show them with U+FFFD")
  func pathsAsBytes() async throws {
    let directory = try makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let folder = Array(directory.path.utf8) + [UInt8(ascii: "/")]
    let input = folder + [0xFF] + Array("-bad-name.pullup.json".utf8)
    let contents = Array(try Data(contentsOf: try flick()))
    let descriptor = rawPathCString(input) { open($0, O_WRONLY | O_CREAT | O_EXCL, 0o600) }
    try #require(descriptor >= 0)
    try #require(write(descriptor, contents, contents.count) == contents.count)
    close(descriptor)

    let simulated = try PullUpExecutable.run(bytes: [Array("simulate".utf8), input])
    #expect(simulated.status == 0, "\(simulated.error)")
    #expect(simulated.output == (try await flickText()))

    let outputs = [folder + [0xFE] + Array("-out.svg".utf8), folder + [0xFD] + Array("-equals.svg".utf8)]
    let rendered = try PullUpExecutable.run(bytes: [Array("render".utf8), input, Array("--output".utf8), outputs[0]])
    #expect(rendered.status == 0, "\(rendered.error)")
    let equals = try PullUpExecutable.run(bytes: [Array("render".utf8), input, Array("--output=".utf8) + outputs[1]])
    #expect(equals.status == 0, "\(equals.error)")
    for output in outputs {
      #expect(rawPathCString(output) { access($0, F_OK) } == 0, "\(String(decoding: output, as: UTF8.self))")
    }
    #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).count == 3)

    let missing = folder + [0xFF] + Array("-missing.json".utf8)
    let unreadable = try PullUpExecutable.run(bytes: [Array("explain".utf8), missing])
    #expect(unreadable.status == 1)
    #expect(
      unreadable.error == "pullup: cannot read \(directory.path)/\u{FFFD}-missing.json: no such file or directory\n")
  }
}

/// Calls `body` with `bytes` as a NUL-terminated C string.
private func rawPathCString<Result>(_ bytes: [UInt8], _ body: (UnsafePointer<CChar>) -> Result) -> Result {
  (bytes + [0]).withUnsafeBufferPointer { buffer in
    buffer.withMemoryRebound(to: CChar.self) { body($0.baseAddress!) }
  }
}

/// The type bits (`S_IFREG`, `S_IFLNK`, …) of what `path` names, not following a last link.
private func fileType(_ path: String) -> mode_t? {
  var status = stat()
  guard lstat(path, &status) == 0 else { return nil }
  return status.st_mode & mode_t(S_IFMT)
}

/// The `stat` of `path`, following links.
private func status(of path: String) -> stat? {
  var status = stat()
  return stat(path, &status) == 0 ? status : nil
}

/// A character device with major number 1 like the system's `/dev/null` (minor 3) or `/dev/full` (7).
///
/// As root, a node of the test's own in `directory`, so that a `pullup` that replaced devices would replace
/// that node and not the machine's (`nil` where the test may not create device nodes); otherwise the
/// system's, which a process that is not root cannot replace.
private func device(_ name: String, minor: UInt32, in directory: URL) -> String? {
  guard getuid() == 0 else { return "/dev/\(name)" }
  let path = directory.appendingPathComponent(name).path
  return mknod(path, mode_t(S_IFCHR) | 0o666, dev_t(1 << 8 | minor)) == 0 ? path : nil
}
