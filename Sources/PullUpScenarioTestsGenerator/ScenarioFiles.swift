import PullUpScenario
import PullUpSystem

/// Finding the scenario files of a test target by the bytes of their names.
enum ScenarioFiles {
  /// The name every scenario file ends with.
  static let suffix = Array(".pullup.json".utf8)

  /// The paths, relative to `directory`, of every entry whose name ends with `.pullup.json` (files, and
  /// anything else so named, which then fails its own test), in byte order. Hidden entries are skipped and
  /// links to folders are not followed, as the plugin's own listing does; a folder that cannot be listed is
  /// skipped too (the files in it cannot be read either).
  static func names(under directory: RawPath) -> [[UInt8]] {
    var found: [[UInt8]] = []
    var pending: [[UInt8]] = [[]]
    while let relative = pending.popLast() {
      let folder = relative.isEmpty ? directory : directory.appending(relative)
      let entries: [(name: [UInt8], isDirectory: Bool)]
      do {
        entries = try SystemFile.entries(of: folder)
      } catch {
        continue
      }
      for entry in entries where entry.name.first != UInt8(ascii: ".") {
        let name = relative.isEmpty ? entry.name : relative + [UInt8(ascii: "/")] + entry.name
        if entry.name.count > suffix.count && entry.name.suffix(suffix.count).elementsEqual(suffix) {
          found.append(name)
        }
        if entry.isDirectory { pending.append(name) }
      }
    }
    return found.sorted { $0.lexicographicallyPrecedes($1) }
  }
}
