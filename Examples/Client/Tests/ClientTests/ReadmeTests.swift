import Foundation
import Testing

/// README's Swift blocks: each is a region of a file that is compiled (and, where this machine can, run),
/// word for word, and each is run here or in Examples/GTK.
@Suite("README", .timeLimit(.minutes(5)))
struct ReadmeTests {
  /// The repository's root, from this file's path (Examples/Client/Tests/ClientTests/).
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../../..")
    .standardizedFileURL

  /// Where README's blocks come from, in README's order: a file, and the region's name in it. A region is the
  /// lines between `// README: NAME` and `// README: end`, less their common indentation; without a name, the
  /// whole file (a manifest, whose first line must be its tools version).
  static let regions: [(file: String, name: String?)] = [
    ("Examples/Client/YourApp/Package.swift", nil),
    ("Examples/Client/Sources/QuickStart/main.swift", "quick-start"),
    ("Examples/GTK/Sources/gtk-quick-start/main.swift", "gtk-quick-start"),
    ("Examples/UIKit/Sources/Places/QuickStart.swift", "uikit-quick-start"),
    ("Examples/SwiftUI/Sources/SwiftUIPlaces/ContentView.swift", "swiftui-quick-start"),
  ]

  static func read(_ file: String) throws -> String {
    try String(contentsOf: root.appendingPathComponent(file), encoding: .utf8)
  }

  /// The text of each ```swift block of a Markdown text, exactly as it stands.
  static func swiftBlocks(in markdown: String) -> [String] {
    var blocks: [String] = []
    var current: [Substring]?
    for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
      if current == nil, line == "```swift" {
        current = []
      } else if let lines = current, line == "```" {
        blocks.append(lines.joined(separator: "\n"))
        current = nil
      } else {
        current?.append(line)
      }
    }
    return blocks
  }

  /// The region named `name` of `text`, less its common indentation; the whole text (less its final newline)
  /// without a name.
  static func region(_ name: String?, of text: String) -> String? {
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    if let name {
      let trimmed = lines.map { $0.trimmingCharacters(in: .whitespaces) }
      guard let start = trimmed.firstIndex(of: "// README: \(name)"),
        let end = trimmed[start...].firstIndex(of: "// README: end")
      else { return nil }
      lines = Array(lines[(start + 1)..<end])
    } else if lines.last == "" {
      lines.removeLast()
    }
    let indent = lines.filter { !$0.allSatisfy(\.isWhitespace) }.map { $0.prefix { $0 == " " }.count }.min() ?? 0
    return lines.map { $0.allSatisfy(\.isWhitespace) ? "" : String($0.dropFirst(indent)) }.joined(separator: "\n")
  }

  @Test("README is a quick start: under 12,000 characters")
  func short() throws {
    let count = try Self.read("README.md").count
    #expect(count < 12_000, "README.md has \(count) characters; reference belongs in the DocC catalogs")
  }

  @Test("Each Swift block of README is its file's region, word for word, in README's order")
  func blocksAreRegions() throws {
    let blocks = Self.swiftBlocks(in: try Self.read("README.md"))
    #expect(
      blocks.count == Self.regions.count,
      "README has \(blocks.count) Swift blocks; ReadmeTests knows \(Self.regions.count)")
    for (block, source) in zip(blocks, Self.regions) {
      let region = try #require(
        Self.region(source.name, of: try Self.read(source.file)), "\(source.file) has no region \(source.name ?? "")")
      #expect(block == region, "README's block differs from \(source.file) \(source.name ?? "")")
    }
  }

  /// Runs an executable and returns what it wrote to standard output, and its exit status.
  static func run(_ executable: URL, _ arguments: [String] = [], in directory: URL? = nil) throws -> (String, Int32) {
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    if let directory { process.currentDirectoryURL = directory }
    let output = FileManager.default.temporaryDirectory.appendingPathComponent("readme-\(UUID().uuidString).out")
    _ = FileManager.default.createFile(atPath: output.path, contents: nil)
    defer { try? FileManager.default.removeItem(at: output) }
    let handle = try FileHandle(forWritingTo: output)
    process.standardOutput = handle
    try process.run()
    process.waitUntilExit()
    try handle.close()
    return (try String(contentsOf: output, encoding: .utf8), process.terminationStatus)
  }

  @Test("The quick start runs as an app's main.swift and prints what its comments say")
  func quickStartRuns() throws {
    // `swift test` builds the QuickStart executable beside this test's binary.
    let binary = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().deletingLastPathComponent()
      .appendingPathComponent("QuickStart")
    let (output, status) = try Self.run(binary)
    #expect(status == 0)
    let lines = output.split(separator: "\n")
    let states = lines.filter { $0.hasPrefix("state: ") }.map { $0.dropFirst("state: ".count) }
    #expect(states == ["collapsed", "dragging", "intermediate", "expanded"], "\(output)")
    #expect(lines.contains("rests at 392.5 pt"), "\(output)")
    #expect(lines.filter { $0.hasPrefix("frame: the sheet's top at y = ") }.count > 2, "\(output)")
  }

  @Test("The manifest compiles and evaluates beside a clone of PullUp, and takes products PullUp has")
  func manifestEvaluates() throws {
    let manifest = try #require(Self.region(nil, of: try Self.read(Self.regions[0].file)))
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("readme-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    let app = folder.appendingPathComponent("MyApp")
    try FileManager.default.createDirectory(
      at: app.appendingPathComponent("Sources/MyApp"), withIntermediateDirectories: true)
    try FileManager.default.createSymbolicLink(
      at: folder.appendingPathComponent("PullUp"), withDestinationURL: Self.root)
    try (manifest + "\n").write(to: app.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
    try Self.read(Self.regions[1].file).write(
      to: app.appendingPathComponent("Sources/MyApp/main.swift"), atomically: true, encoding: .utf8)
    let (description, status) = try Self.run(
      URL(fileURLWithPath: "/usr/bin/env"), ["swift", "package", "dump-package"], in: app)
    #expect(status == 0, "swift package dump-package failed")
    #expect(description.contains(#""name" : "MyApp""#), "\(description)")
    // Every product the manifest takes from PullUp is one PullUp's own manifest declares.
    let pullUpManifest = try Self.read("Package.swift")
    for product in manifest.components(separatedBy: #".product(name: ""#).dropFirst() {
      let name = String(product.prefix { $0 != "\"" })
      #expect(pullUpManifest.contains(#".library(name: "\#(name)""#), "PullUp has no product \(name)")
    }
  }
}
