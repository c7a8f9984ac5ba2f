import Foundation
import PullUpCore
import Testing

@testable import PullUpScenario

/// The Scenarios article states the format's limits and defaults in words, as no public constant does: each
/// number it gives is the code's.
@Suite("The table of limits and the defaults in the docs")
struct LimitTableTests {
  static let article = "Sources/PullUpScenario/PullUpScenario.docc/Scenarios.md"

  /// A cell's number: "100,000", "2,000", "8 MiB" (in bytes), "3,600 s".
  static func number(_ cell: String) -> Double? {
    let words = cell.split(separator: " ")
    guard let first = words.first, let value = Double(first.replacingOccurrences(of: ",", with: "")) else {
      return nil
    }
    return words.dropFirst().first == "MiB" ? value * 1_048_576 : value
  }

  @Test("Each row of the table of limits gives the code's limit, and every limit has its row")
  func limits() throws {
    let rows = try markdownTable(in: Self.article, header: "| limit | value |")
    let values = Dictionary(uniqueKeysWithValues: rows.map { ($0[0], Self.number($0[1])) })
    let expected: [String: Double] = [
      "the file's size": Double(ScenarioLimits.fileSize),
      "events": Double(ScenarioLimits.events),
      "the time of an event, and `until`": ScenarioLimits.duration,
      "frames of one replay": Double(ScenarioLimits.frames),
      "frames plotted by ``PullUpScenarioRecord/svg(theme:)``": Double(ScenarioLimits.plottedFrames),
    ]
    #expect(values == expected.mapValues { Optional($0) })
  }

  @Test("The key table gives the default frame rate and the latest `until`; the expectations, the default tolerance")
  func defaults() throws {
    let keys = try markdownTable(in: Self.article, header: "| key | type |")
    let frameRate = try #require(keys.first { $0[0] == "`frameRate`" })
    #expect(frameRate[2].contains("default \(Int(ScenarioLimits.frameRate)),"))
    let until = try #require(keys.first { $0[0] == "`until`" })
    #expect(until[2].hasSuffix("at most \(Int(ScenarioLimits.duration))"))
    let checks = try markdownTable(in: Self.article, header: "| key | checks |")
    let height = try #require(checks.first { $0[0] == "`height`" })
    #expect(height[1].contains("(\(ScenarioLimits.tolerance) unless given)"))
  }

  @Test("The initializers' defaults are the format's: what a file that gives none reads as")
  func initializerDefaults() throws {
    let container = PullUpContainer(width: 390, height: 844)
    #expect(PullUpScenario(container: container).frameRate == ScenarioLimits.frameRate)
    #expect(PullUpScenarioRecorder(container: container).setup.frameRate == ScenarioLimits.frameRate)
    #expect(PullUpScenario.Expectation(at: .end, height: 100).tolerance == ScenarioLimits.tolerance)
    let read = try PullUpScenario(
      json: #"{"container": {"width": 390, "height": 844}, "events": [], "expect": [{"at": "end", "height": 0}]}"#)
    #expect(read.frameRate == ScenarioLimits.frameRate)
    #expect(read.expect.first?.tolerance == ScenarioLimits.tolerance)
  }
}
