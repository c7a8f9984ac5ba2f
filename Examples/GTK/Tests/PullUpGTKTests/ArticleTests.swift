import Foundation
import Testing

/// The article "A sheet in your GTK app" is a program a reader pastes: its Swift blocks after the manifest,
/// in order, are `music-player`'s main.swift word for word, so that what CI builds and drags open is what the
/// reader has. "A sheet from a .ui file" is `sheet-from-ui`'s sheet.ui and the marked region of its main.swift.
@Suite("The GTK article's program")
struct ArticleTests {
  /// The repository's root, from this file's path (Examples/GTK/Tests/PullUpGTKTests/).
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../../..")
    .standardizedFileURL

  /// The ```swift (or another language's) blocks of a Markdown text, each without its fences.
  static func swiftBlocks(in text: String, language: String = "swift") -> [String] {
    var blocks: [String] = []
    var current: [Substring]?
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      if current == nil, line == "```\(language)" {
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

  @Test("Its blocks after the manifest, joined by blank lines, are music-player's main.swift")
  func blocksAreTheProgram() throws {
    let article = try String(
      contentsOf: Self.root.appendingPathComponent("Sources/PullUpGTK/PullUpGTK.docc/ASheetInYourGTKApp.md"),
      encoding: .utf8)
    let program = try String(
      contentsOf: Self.root.appendingPathComponent("Examples/GTK/Sources/music-player/main.swift"), encoding: .utf8)
    let blocks = Self.swiftBlocks(in: article)
    let manifest = try #require(blocks.first)
    #expect(manifest.hasPrefix("// swift-tools-version:"), "the first block is the manifest")
    #expect(blocks.dropFirst().joined(separator: "\n\n") + "\n" == program)
    // The program is whole where the article says "Build and run": no block comes after that step, so that
    // what the reader builds there is what CI builds.
    let step = try #require(article.components(separatedBy: "### Build and run\n").last)
    #expect(article.components(separatedBy: "### Build and run\n").count == 2, "one Build and run step")
    #expect(Self.swiftBlocks(in: step).isEmpty, "a Swift block after Build and run: \(Self.swiftBlocks(in: step))")
  }

  @Test("The .ui article's blocks are sheet-from-ui's sheet.ui and the marked region of its main.swift")
  func uiArticleBlocksAreTheProgram() throws {
    let article = try String(
      contentsOf: Self.root.appendingPathComponent("Sources/PullUpGTK/PullUpGTK.docc/ASheetFromAUIFile.md"),
      encoding: .utf8)
    let folder = Self.root.appendingPathComponent("Examples/GTK/Sources/sheet-from-ui")
    let file = try String(contentsOf: folder.appendingPathComponent("sheet.ui"), encoding: .utf8)
    let program = try String(contentsOf: folder.appendingPathComponent("main.swift"), encoding: .utf8)
    let region = try #require(
      program.components(separatedBy: "// ui: start\n").last?.components(separatedBy: "// ui: end\n").first)
    #expect(Self.swiftBlocks(in: article, language: "xml") == [String(file.dropLast())])
    #expect(Self.swiftBlocks(in: article) == [String(region.dropLast())])
  }
}
