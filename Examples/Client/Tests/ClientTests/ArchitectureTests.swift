import Foundation
import Testing

/// ARCHITECTURE.md is an overview, as README is a quick start, and a limit keeps it one. What belongs there is the
/// design as built: the modules, the rules each layer keeps, and why each holds (with the alternatives rejected).
/// What does not: the history of each issue (CHANGELOG.md and the commits have it), figures (BENCHMARKS.md), and a
/// rule's detail, which goes in the DocC article or the doc comment beside its code, where it is read and kept.
@Suite("ARCHITECTURE.md")
struct ArchitectureTests {
  @Test("ARCHITECTURE.md is an overview: under 40,000 characters")
  func isAnOverview() throws {
    let count = try ReadmeTests.read("ARCHITECTURE.md").count
    #expect(
      count < 40_000,
      "ARCHITECTURE.md has \(count) characters; a rule's detail belongs beside its code, its history in CHANGELOG.md")
  }
}
