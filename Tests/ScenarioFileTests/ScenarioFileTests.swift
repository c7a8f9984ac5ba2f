import PullUpScenario
import Testing

// The scenario files in Scenarios/ are tests too: the PullUpScenarioTests plugin, which this target
// applies, turns each into a test named by its title (see Package.swift). The tests below check what those
// generated tests report when an expectation fails.

@Suite("Scenario files as tests")
struct ScenarioFileTests {
  static let flick = """
    {
      "container": {"width": 390, "height": 844, "safeArea": {"top": 47, "bottom": 34}},
      "until": 1.5,
      "events": [
        {"at": 0.2, "type": "dragBegan"},
        {"at": 0.25, "type": "dragChanged", "translation": -60},
        {"at": 0.27, "type": "dragEnded", "velocity": -1800}
      ],
      "expect": [
        {"at": 1.5, "state": "expanded", "height": 785},
        {"at": "end", "detent": 1, "hidden": false}
      ]
    }
    """

  @Test("A failed expectation says where, when, what differs and why the release went there")
  func failureMessage() async throws {
    let failures = try await PullUpScenario(json: Self.flick).test()
    #expect(failures.map(\.path) == ["expect[0]"])
    #expect(
      failures.first?.description == """
        expect[0] at 1.5 s: state intermediate, expected expanded; height 392.5, expected 785 ± 0.5
          the release before it: the projection 392.5 (limited to 1 detent per flick) lands on a detent
        """)
  }

  @Test("A scenario without expectations is not a test")
  func noExpectations() async throws {
    let scenario = try PullUpScenario(json: #"{"container": {"width": 390, "height": 844}, "events": []}"#)
    await #expect(
      throws: PullUpScenarioError(
        .noExpectations, at: "expect", "no expectations: a test that checks nothing is an error")
    ) {
      try await scenario.test()
    }
  }
}
