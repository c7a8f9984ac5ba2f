import Foundation
import Testing

/// The fuzz targets' seed corpora live in the repository, where CI's `Fuzz/run.sh` finds them: every target
/// has one, no seed is longer than a run reads, and none is named like a scenario the `pullup-preview`
/// plugin would render into the corpus.
@Suite("Fuzz corpora")
struct FuzzCorpusTests {
  static let fuzz = packageDirectory.appendingPathComponent("Fuzz")

  /// The targets `Fuzz/run.sh` runs by default.
  static let targets: [String] = {
    guard let script = try? String(contentsOf: fuzz.appendingPathComponent("run.sh"), encoding: .utf8),
      let line = script.split(separator: "\n").first(where: { $0.contains("|| targets=(") }),
      let list = line.split(separator: "(").last?.split(separator: ")").first
    else { return [] }
    return list.split(separator: " ").map(String.init)
  }()

  func seeds(of target: String) throws -> [URL] {
    let corpus = Self.fuzz.appendingPathComponent(target).appendingPathComponent("corpus")
    return try FileManager.default.contentsOfDirectory(at: corpus, includingPropertiesForKeys: nil)
  }

  @Test("Every target has a harness and a seed corpus of inputs no longer than a run reads (1024 bytes)")
  func corpora() throws {
    #expect(Self.targets == ["Machine", "TerminalInput", "Scenario", "Replay"])
    for target in Self.targets {
      let harnesses = try FileManager.default.contentsOfDirectory(atPath: Self.fuzz.appendingPathComponent(target).path)
      #expect(harnesses.contains { $0.hasSuffix(".swift") }, "\(target) has a harness")
      let seeds = try seeds(of: target)
      #expect(!seeds.isEmpty, "\(target) has seeds")
      for seed in seeds where target == "Replay" {
        #expect(try Data(contentsOf: seed).count <= 1024, "\(seed.lastPathComponent) fits in -max_len=1024")
      }
    }
  }

  @Test("No seed is named *.pullup.json, which pullup-preview would render into the corpus")
  func names() throws {
    for target in Self.targets {
      for seed in try seeds(of: target) {
        #expect(!seed.lastPathComponent.hasSuffix(".pullup.json"), "\(target)/corpus/\(seed.lastPathComponent)")
      }
    }
  }
}
