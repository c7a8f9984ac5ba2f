import PullUpScenario
import PullUpTesting
import Testing

@testable import PullUpScenario

/// `render` thins the input markers of a long run as it thins the frames, and a failed expectation prints
/// enough digits to show the difference.
@Suite("Thinned markers and distinct numbers", .timeLimit(.minutes(5 * TestSlowness.factor)))
struct ThinningAndDigitsTests {
  /// `cycles` drags, each began, moved twice and cancelled: four inputs and a release, a settle and an
  /// interruption each.
  static func drags(_ cycles: Int) -> String {
    var events: [String] = []
    var time = 0.0
    for _ in 0..<cycles {
      for event in [
        #""type": "dragBegan""#, #""type": "dragChanged", "translation": -50"#,
        #""type": "dragChanged", "translation": -100"#, #""type": "dragCancelled""#,
      ] {
        events.append(#"{"at": \#(time), \#(event)}"#)
        time = (time * 1000 + 10).rounded() / 1000
      }
    }
    let container = #""container": {"width": 390, "height": 844}, "frameRate": 1"#
    return #"{\#(container), "events": [\#(events.joined(separator: ", "))]}"#
  }

  static func count(_ marker: String, in svg: String) -> Int {
    svg.ranges(of: #"class="\#(marker)""#).count
  }

  @Test("The events of a run with more inputs than maximumPlottedInputs are marked for at most that many inputs")
  func thinnedMarkers() async throws {
    let cycles = 2_500
    let svg = try await PullUpScenario(json: Self.drags(cycles)).replay().svg()
    let releases = Self.count("release", in: svg)
    let inputs = PullUpScenarioRecord.maximumPlottedInputs
    // At most `inputs` inputs keep their events, each input at most one release, one settle and one
    // interruption; unthinned, the 10,000 inputs would mark 2,500 of each.
    #expect(releases <= inputs + 1)
    #expect(releases >= inputs / 4)
    #expect(Self.count("settle-target", in: svg) <= inputs + 1)
    #expect(Self.count("interrupted", in: svg) <= inputs + 1)
    // Fewer inputs than that: every marker stays.
    let few = try await PullUpScenario(json: Self.drags(100)).replay().svg()
    #expect(Self.count("release", in: few) == 100)
  }

  @Test("An expected height that differs past two decimals prints the digits that show the difference")
  func distinctDigits() async throws {
    let json = """
      {"container": {"width": 390, "height": 844}, "events": [], "expect": [
        {"at": "end", "height": 88.0000001, "tolerance": 0},
        {"at": "end", "height": 88.5, "tolerance": 0.0001},
        {"at": "end", "height": 88.0001, "tolerance": 0.00001}
      ]}
      """
    let failures = try await PullUpScenario(json: json).test()
    #expect(
      failures.map(\.mismatches) == [
        ["height 88, expected 88.0000001 ± 0"],
        ["height 88, expected 88.5 ± 0.0001"],
        ["height 88, expected 88.0001 ± 1e-05"],
      ])
  }

  @Test(
    "The shortest form reads back exactly; JSON numbers use it",
    arguments: [0, 390, -2, 0.1, 832.0000001, 1e-05, 1e300])
  func shortest(_ value: Double) {
    #expect(Double(TextNumber.shortest(value)) == value)
    #expect(JSONWriter.number(value) == TextNumber.shortest(value))
  }
}
