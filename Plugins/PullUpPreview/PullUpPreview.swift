import Foundation
import PackagePlugin

/// `swift package --allow-writing-to-package-directory pullup-preview [FILE…]`: renders each scenario with
/// `pullup render` and writes the SVG beside it (`X.pullup.json` → `X.svg`). Without files it renders
/// every `*.pullup.json` in the package, skipping `.build` and hidden folders.
@main
struct PullUpPreview: CommandPlugin {
  static let suffix = ".pullup.json"

  func performCommand(context: PluginContext, arguments: [String]) async throws {
    let tool = try context.tool(named: "pullup").url
    let root = context.package.directoryURL
    let files = try arguments.isEmpty ? scenarios(under: root) : arguments.map { resolve($0, against: root) }
    guard !files.isEmpty else {
      Diagnostics.warning("pullup-preview: no \(Self.suffix) files in \(root.path)")
      return
    }
    for file in files {
      let name = file.lastPathComponent
      guard name.hasSuffix(Self.suffix) else {
        throw PreviewError("\(file.path) does not end with \(Self.suffix)")
      }
      let output = file.deletingLastPathComponent()
        .appendingPathComponent(String(name.dropLast(Self.suffix.count)) + ".svg")
      let process = Process()
      process.executableURL = tool
      process.arguments = ["render", file.path, "--output", output.path]
      try process.run()
      process.waitUntilExit()
      guard process.terminationReason == .exit, process.terminationStatus == 0 else {
        throw PreviewError("pullup render \(file.path) failed with status \(process.terminationStatus)")
      }
      print("pullup-preview: wrote \(output.path)")
    }
  }

  private func resolve(_ argument: String, against root: URL) -> URL {
    argument.hasPrefix("/") ? URL(fileURLWithPath: argument) : root.appendingPathComponent(argument)
  }

  /// Every scenario file under `root`, sorted, outside `.build` and hidden folders.
  private func scenarios(under root: URL) throws -> [URL] {
    let keys: [URLResourceKey] = [.isDirectoryKey]
    guard let walker = FileManager.default.enumerator(at: root, includingPropertiesForKeys: keys) else { return [] }
    var found: [URL] = []
    for case let url as URL in walker {
      let name = url.lastPathComponent
      if name.hasPrefix("."), (try url.resourceValues(forKeys: [.isDirectoryKey])).isDirectory == true {
        walker.skipDescendants()
      } else if name.hasSuffix(Self.suffix) {
        found.append(url)
      }
    }
    return found.sorted { $0.path < $1.path }
  }
}

/// A failure the plugin reports as an error.
struct PreviewError: Error, CustomStringConvertible {
  let description: String

  init(_ description: String) {
    self.description = description
  }
}
