import Foundation
import Testing

/// Every Swift example in the DocC articles and the `///` documentation of PullUp's sources appears in this
/// target's sources, where it compiles (and most run) as a client's code. The comparison ignores whitespace,
/// so formatting may differ; anything else that differs fails here, naming the example's file and line.
/// README's blocks are held to more: each is a region of a compiled file, word for word (`ReadmeTests`).
@Suite("Documentation examples")
struct DocExampleCoverageTests {
  /// The repository's root, from this file's path (Examples/Client/Tests/ClientTests/).
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../../..")
    .standardizedFileURL

  struct Example: CustomStringConvertible {
    let file: String
    let line: Int
    let code: String
    var description: String { "\(file):\(line)" }
  }

  /// The ```swift blocks of a Markdown text, or of the `///` comments of a Swift source.
  static func examples(in text: String, file: String, docComments: Bool) -> [Example] {
    var examples: [Example] = []
    var current: (line: Int, lines: [String])?
    for (index, rawLine) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
      var line = rawLine.trimmingCharacters(in: .whitespaces)
      if docComments {
        guard line.hasPrefix("///") else {
          current = nil
          continue
        }
        line = String(line.dropFirst(3))
      }
      let fence = line.trimmingCharacters(in: .whitespaces)
      if current == nil, fence == "```swift" {
        current = (index + 1, [])
      } else if current != nil, fence == "```" {
        examples.append(Example(file: file, line: current!.line, code: current!.lines.joined(separator: "\n")))
        current = nil
      } else if current != nil, !line.hasPrefix("import ") {
        // Imports go at the top of a file, not where the example is compiled.
        current!.lines.append(line)
      }
    }
    return examples
  }

  static func files(under directory: String, suffix: String) -> [String] {
    let base = root.appendingPathComponent(directory).path
    guard let enumerator = FileManager.default.enumerator(atPath: base) else { return [] }
    return enumerator.compactMap { $0 as? String }.filter { $0.hasSuffix(suffix) }.map { "\(directory)/\($0)" }
      .sorted()
  }

  static func read(_ file: String) throws -> String {
    try String(contentsOf: root.appendingPathComponent(file), encoding: .utf8)
  }

  static func squeezed(_ text: String) -> String {
    String(text.unicodeScalars.filter { !CharacterSet.whitespacesAndNewlines.contains($0) }.map(Character.init))
  }

  @Test("Every Swift example of DocC and the symbol docs is compiled here")
  func everyExampleIsHere() throws {
    var examples: [Example] = []
    for file in Self.files(under: "Sources", suffix: ".md") {
      examples += try Self.examples(in: Self.read(file), file: file, docComments: false)
    }
    for file in Self.files(under: "Sources", suffix: ".swift") {
      examples += try Self.examples(in: Self.read(file), file: file, docComments: true)
    }
    #expect(examples.count > 30, "the examples were found")
    var here = ""
    // The manifest holds the examples of a test target's setup, compiled by SwiftPM.
    // The examples that need GTK are compiled by Examples/GTK (its manifest holds an app's dependency on
    // PullUpGTK), which CI builds where GTK is installed.
    let gtk =
      Self.files(under: "Examples/GTK/Sources", suffix: ".swift")
      + Self.files(under: "Examples/GTK/Tests", suffix: ".swift") + ["Examples/GTK/Package.swift"]
    // The examples that need UIKit are Examples/UIKit's (its manifest holds an app's dependency on
    // PullUpUIKit), which CI type-checks against a stand-in of UIKit's declarations (.ci/check-apple-adapters).
    let uiKit = Self.files(under: "Examples/UIKit/Sources", suffix: ".swift") + ["Examples/UIKit/Package.swift"]
    // The examples that need SwiftUI are Examples/SwiftUI's (its manifest holds an app's dependency on
    // PullUpSwiftUI), which CI type-checks against stand-ins of SwiftUI's and UIKit's declarations, as iOS and as
    // macOS (.ci/check-apple-adapters).
    let swiftUI = Self.files(under: "Examples/SwiftUI/Sources", suffix: ".swift") + ["Examples/SwiftUI/Package.swift"]
    for file in Self.files(under: "Examples/Client/Tests", suffix: ".swift") + ["Examples/Client/Package.swift"] + gtk
      + uiKit + swiftUI
    {
      here += try Self.read(file)
    }
    // PullUpGTK's and PullUpGObject's own code (which Examples/GTK compiles with the trait), PullUpUIKit's (type-checked with
    // Examples/UIKit) and PullUpSwiftUI's (type-checked with Examples/SwiftUI) are what an article quotes of their
    // implementation; their `///` lines are left out, so that an example never matches itself.
    for file in Self.files(under: "Sources/PullUpGTK", suffix: ".swift")
      + Self.files(under: "Sources/PullUpGObject", suffix: ".swift")
      + Self.files(under: "Sources/PullUpUIKit", suffix: ".swift")
      + Self.files(under: "Sources/PullUpSwiftUI", suffix: ".swift")
    {
      here += try Self.read(file).split(separator: "\n").filter {
        !$0.trimmingCharacters(in: .whitespaces).hasPrefix("///")
      }.joined(separator: "\n")
    }
    let compiled = Self.squeezed(here)
    let missing = examples.filter { !compiled.contains(Self.squeezed($0.code)) }
    #expect(missing.isEmpty, "examples not compiled by Examples/Client: \(missing)")
  }
}
