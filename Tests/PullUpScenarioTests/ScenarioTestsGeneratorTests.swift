import Foundation
import PullUpTesting
import Testing

#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// The `PullUpScenarioTests` plugin's generator on hostile files: whatever a scenario file's name or content,
/// the generated Swift compiles with warnings as errors, and each bad file fails its own test with the reason
/// `pullup test` gives.
@Suite("Scenario tests generated from hostile files", .timeLimit(.minutes(5 * TestSlowness.factor)))
struct ScenarioTestsGeneratorTests {
  /// A valid scenario with a title and expectations.
  static let valid = """
    {
      "title": "TITLE",
      "container": {"width": 390, "height": 844},
      "events": [{"at": 0.1, "type": "toggleState"}],
      "expect": [{"at": "end", "state": "expanded"}]
    }
    """

  /// A file whose name is `name`'s bytes, holding `content`.
  static func write(_ content: [UInt8], named name: [UInt8], in directory: URL) throws {
    let path = Array(directory.path.utf8) + [UInt8(ascii: "/")] + name + [0]
    let descriptor = path.withUnsafeBufferPointer { buffer in
      buffer.withMemoryRebound(to: CChar.self) { open($0.baseAddress!, O_WRONLY | O_CREAT | O_TRUNC, 0o644) }
    }
    try #require(descriptor >= 0)
    defer { close(descriptor) }
    try #require(content.withUnsafeBytes { systemWrite(descriptor, $0.baseAddress, $0.count) } == content.count)
  }

  static func valid(title: String) -> [UInt8] {
    Array(valid.replacingOccurrences(of: "TITLE", with: title).utf8)
  }

  /// The build products folder: where `pullup`, the generator and the modules are.
  static var products: URL? { PullUpExecutable.url?.deletingLastPathComponent() }

  @Test("Control bytes, NUL, empty titles, `=`, names and text that are not UTF-8, and a folder: the build holds")
  func hostileFiles() throws {
    let directory = try makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let scenarios = directory.appendingPathComponent("Scenarios")
    try FileManager.default.createDirectory(
      at: scenarios.appendingPathComponent("folder.pullup.json"), withIntermediateDirectories: true)
    let bad: [(name: [UInt8], content: [UInt8])] = [
      (Array("dos-eof.pullup.json".utf8), Self.valid(title: "a") + [0x1A]),
      (Array("form-feed.pullup.json".utf8), [0x0C] + Self.valid(title: "a")),
      (Array("escape.pullup.json".utf8), Self.valid(title: "a\u{1B}[2J")),
      (Array("nul.pullup.json".utf8), Self.valid(title: "a") + [0]),
      (Array("latin-1.pullup.json".utf8), Self.valid(title: "caf\u{FF}").map { $0 == 0xC3 ? 0x20 : $0 }),
    ]
    for file in bad { try Self.write(file.content, named: file.name, in: scenarios) }
    try Self.write(Self.valid(title: ""), named: Array("empty-title.pullup.json".utf8), in: scenarios)
    try Self.write(Self.valid(title: "Speed"), named: Array("speed=fast.pullup.json".utf8), in: scenarios)
    try Self.write(Self.valid(title: "Bytes"), named: [0xFF] + Array("-name.pullup.json".utf8), in: scenarios)
    let hostileTitle = #"\u001b]0;pwned\u0007\nPASS other.pullup.json\u009b\u202e"#
    try Self.write(Self.valid(title: hostileTitle), named: Array("title.pullup.json".utf8), in: scenarios)

    let products = try #require(Self.products, "the build products were not found; build first")
    let output = directory.appendingPathComponent("Generated.swift")
    let generator = Process()
    generator.executableURL = products.appendingPathComponent("PullUpScenarioTestsGenerator")
    generator.arguments = [output.path, directory.path]
    try generator.run()
    generator.waitUntilExit()
    #expect(generator.terminationStatus == 0)
    let source = try String(contentsOf: output, encoding: .utf8)
    #expect(source.unicodeScalars.allSatisfy { $0 == "\n" || (" "..."~").contains($0) }, "only printable ASCII")

    // Each bad file fails its own test with what `pullup test` says about it.
    for name in bad.map({ String(decoding: $0.name, as: UTF8.self) }) + ["folder.pullup.json"] {
      let path = scenarios.appendingPathComponent(name).path
      let run = try PullUpExecutable.run(["test", path])
      #expect(run.status == 1)
      let reason = try #require(run.output.split(separator: "\n").first?.dropFirst("FAIL \(path): ".count))
      #expect(source.contains("@Test(\"Scenarios/\(name)\")"), "\(name)")
      let record = "Issue.record(Comment(rawValue: \"Scenarios/\(name): \(reason)\"))"
      #expect(source.contains(record), "\(name): \(reason)")
    }
    // Valid files are tests named by their titles, escaped; no name is split at `=`; an empty title names
    // the test by the file.
    #expect(source.contains(#"@Test("Scenarios/empty-title.pullup.json")"#))
    #expect(source.contains(#"@Test("Speed")"#))
    #expect(source.contains(#"Comment(rawValue: "Scenarios/speed=fast.pullup.json: ""#))
    #expect(source.contains(#"@Test("Bytes")"#))
    #expect(source.contains(#"Comment(rawValue: "Scenarios/\u{fffd}-name.pullup.json: ""#))
    #expect(source.contains(#"@Test("\\u{1B}]0;pwned\\u{7}\\u{A}PASS other.pullup.json\\u{9B}\\u{202E}")"#))

    // The generated file compiles, warnings as errors.
    let swiftc = try #require(Self.tool("swiftc"), "swiftc is not on PATH")
    let compiler = Process()
    compiler.executableURL = swiftc
    compiler.arguments = [
      "-typecheck", "-warnings-as-errors", "-swift-version", "6", "-I",
      products.appendingPathComponent("Modules").path, output.path,
    ]
    let errors = Pipe()
    compiler.standardError = errors
    try compiler.run()
    let diagnostics = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    compiler.waitUntilExit()
    #expect(compiler.terminationStatus == 0, "\(diagnostics)")
  }

  /// A program on `PATH`.
  static func tool(_ name: String) -> URL? {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
    return path.split(separator: ":").map { URL(fileURLWithPath: String($0)).appendingPathComponent(name) }
      .first { FileManager.default.isExecutableFile(atPath: $0.path) }
  }
}

/// The system's `write`, which a method of the suite hides by name.
private func systemWrite(_ descriptor: Int32, _ bytes: UnsafeRawPointer?, _ count: Int) -> Int {
  write(descriptor, bytes, count)
}
