import Foundation
import PullUpCore
import PullUpScenario

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// An iPhone-sized container with its safe area.
let phone = PullUpContainer(width: 390, height: 844, safeArea: PullUpInsets(top: 47, bottom: 34))

/// The package's root directory.
let packageDirectory = URL(fileURLWithPath: #filePath)
  .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

/// The rows of the first Markdown table in `file` (a path from the package's root) whose header row starts
/// with `header`: each row's cells, without the outer pipes, trimmed.
func markdownTable(in file: String, header: String) throws -> [[String]] {
  let text = try String(contentsOf: packageDirectory.appendingPathComponent(file), encoding: .utf8)
  let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
  guard let start = lines.firstIndex(where: { $0.hasPrefix(header) }) else {
    throw MissingTable(file: file, header: header)
  }
  return lines[(start + 2)...].prefix { $0.hasPrefix("|") }.map { line in
    line.split(separator: "|", omittingEmptySubsequences: false).dropFirst().dropLast().map {
      $0.trimmingCharacters(in: .whitespaces)
    }
  }
}

/// A file without the table a test reads.
struct MissingTable: Error, CustomStringConvertible {
  var file: String
  var header: String

  var description: String { "no table with the header \"\(header)\" in \(file)" }
}

/// The example scenarios in Examples/Scenarios, sorted by name.
let exampleScenarioFiles: [URL] = {
  let directory = packageDirectory.appendingPathComponent("Examples/Scenarios")
  let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
  return names.filter { $0.hasSuffix(".pullup.json") }.sorted().map { directory.appendingPathComponent($0) }
}()

/// A scenario document around a list of events and a configuration, as JSON text.
func scenarioJSON(configuration: String = #"{"preset": "default"}"#, events: String, extra: String = "") -> String {
  """
  {
    "container": {"width": 390, "height": 844, "safeArea": {"top": 47, "bottom": 34}},
    "configuration": \(configuration),
    \(extra)
    "events": \(events)
  }
  """
}

/// A flick from the peek of the default sheet.
let flickJSON = scenarioJSON(
  events: """
    [
      {"at": 0.2, "type": "dragBegan"},
      {"at": 0.216, "type": "dragChanged", "translation": -10},
      {"at": 0.233, "type": "dragChanged", "translation": -30},
      {"at": 0.25, "type": "dragChanged", "translation": -60},
      {"at": 0.266, "type": "dragChanged", "translation": -90},
      {"at": 0.27, "type": "dragEnded", "velocity": -1800}
    ]
    """, extra: #""until": 1.5,"#)

/// Whether a text is a well-formed XML document.
func isWellFormedXML(_ text: String) -> Bool {
  (try? XMLDocument(xmlString: text, options: [])) != nil
}

/// A small, seedable generator (SplitMix64), so that random sessions can be replayed from their seed.
struct SeededGenerator: RandomNumberGenerator {
  private var state: UInt64

  init(seed: UInt64) {
    state = seed
  }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}
