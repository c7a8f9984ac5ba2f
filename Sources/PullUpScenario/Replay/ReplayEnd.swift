import PullUpCore

/// How a replay ended: what a record holds besides its entries, and what an output needs after the last
/// entry.
package struct ReplayEnd: Sendable {
  /// The sheet when the replay ended.
  package var final: PullUpSnapshot
  /// The container when the replay ended.
  package var finalContainer: PullUpContainer
  /// The configuration the controller ran with.
  package var configuration: PullUpConfiguration
}

extension PullUpScenarioRecord {
  /// A record of a replay's entries and how it ended.
  init(scenario: PullUpScenario, entries: [Entry], end: ReplayEnd) {
    self.init(
      scenario: scenario, entries: entries, final: end.final, finalContainer: end.finalContainer,
      configuration: end.configuration)
  }

  /// How the replay ended.
  var end: ReplayEnd {
    ReplayEnd(final: final, finalContainer: finalContainer, configuration: configuration)
  }
}
