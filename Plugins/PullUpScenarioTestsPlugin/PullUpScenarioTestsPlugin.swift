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
/// The generator finds the files on disk under the target's folder, excluded or not, by the bytes of their
/// names; no file's name or content can fail the build (a bad file fails its own test with the reason). The
/// plugin lists the files only so that a change to one regenerates the tests. When the target has a file
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
    return [
      .buildCommand(
        displayName: "Generating tests from \(files.count) scenario files in \(target.name)",
        executable: try context.tool(named: "PullUpScenarioTestsGenerator").url,
        arguments: [output.path, directory.path] + (declaresPlugIns ? ["--plug-ins"] : []),
        inputFiles: files,
        outputFiles: [output])
    ]
  }

  /// The regular scenario files under a folder whose names survive as `URL`s, skipping hidden folders: the
  /// inputs whose changes regenerate the tests. (A folder so named, or a name that is not UTF-8, is found
  /// by the generator all the same.)
  private func scenarios(under directory: URL) -> [URL] {
    let enumerator = FileManager.default.enumerator(
      at: directory, includingPropertiesForKeys: [.isRegularFileKey], options: [.skipsHiddenFiles])
    var files: [URL] = []
    while let url = enumerator?.nextObject() as? URL {
      guard url.lastPathComponent.hasSuffix(Self.suffix),
        (try? url.resourceValues(forKeys: [.isRegularFileKey]))?.isRegularFile == true
      else { continue }
      files.append(url.standardizedFileURL)
    }
    return files.sorted { $0.path < $1.path }
  }
}
