import Foundation
import PackagePlugin

/// A build-tool plugin for test targets: every `*.pullup.json` file in the target becomes a Swift Testing
/// test named by the scenario's title, which replays the scenario and records one issue per failed
/// expectation (`expect`), with the message `pullup test` prints.
///
/// ```swift
/// .testTarget(
///   name: "SheetScenarioTests",
///   dependencies: [.product(name: "PullUpScenario", package: "PullUp")],
///   exclude: ["Scenarios"],   // the JSON files: SwiftPM then does not warn that they are unhandled
///   plugins: [.plugin(name: "PullUpScenarioTests", package: "PullUp")])
/// ```
///
/// The plugin finds the files on disk under the target's folder, excluded or not. When the target has a file
/// named `ScenarioPlugIns.swift`, the tests replay with the plug-ins it declares as
/// `let scenarioPlugIns: PullUpScenario.PlugIns`, so that the scenarios can name your own snap policies and
/// motions.
@main
struct PullUpScenarioTestsPlugin: BuildToolPlugin {
  static let suffix = ".pullup.json"

  func createBuildCommands(context: PluginContext, target: any Target) async throws -> [Command] {
    guard let target = target as? SourceModuleTarget else { return [] }
    let directory = target.directoryURL.standardizedFileURL
    let files = scenarios(under: directory)
    let output = context.pluginWorkDirectoryURL.appendingPathComponent("PullUpScenarioTests.swift")
    let declaresPlugIns = target.sourceFiles.contains { $0.url.lastPathComponent == "ScenarioPlugIns.swift" }
    let names = files.map { file in
      String(file.path.dropFirst(directory.path.count).drop { $0 == "/" }) + "=" + file.path
    }
    return [
      .buildCommand(
        displayName: "Generating tests from \(files.count) scenario files in \(target.name)",
        executable: try context.tool(named: "PullUpScenarioTestsGenerator").url,
        arguments: [output.path] + (declaresPlugIns ? ["--plug-ins"] : []) + names,
        inputFiles: files,
        outputFiles: [output])
    ]
  }

  /// The scenario files under a folder, in a stable order, skipping hidden folders.
  private func scenarios(under directory: URL) -> [URL] {
    let enumerator = FileManager.default.enumerator(
      at: directory, includingPropertiesForKeys: nil, options: [.skipsHiddenFiles])
    var files: [URL] = []
    while let url = enumerator?.nextObject() as? URL {
      if url.lastPathComponent.hasSuffix(Self.suffix) { files.append(url.standardizedFileURL) }
    }
    return files.sorted { $0.path < $1.path }
  }
}
