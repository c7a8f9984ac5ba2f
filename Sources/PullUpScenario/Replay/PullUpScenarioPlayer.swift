import PullUp

/// Replays a scenario headlessly; deprecated: call ``PullUpScenario/replay(configuration:plugIns:)``,
/// `try await scenario.replay()`, which runs the same replay.
@available(*, deprecated, message: "scenario.replay(configuration:plugIns:)")
public struct PullUpScenarioPlayer: Sendable {
  /// The most animation frames a replay runs: 100,000. Deprecated: the Scenarios article's table of limits
  /// states it; beyond it the replay ends with an error of kind `limitExceeded`.
  @available(*, deprecated, message: "the Scenarios article's table of limits states it: 100,000 frames")
  public static var maximumFrames: Int { ScenarioLimits.frames }

  /// The replay this player runs.
  let player: ScenarioPlayer

  /// Creates a player; deprecated: call ``PullUpScenario/replay(configuration:plugIns:)`` with the same
  /// arguments, `try await scenario.replay(configuration: configuration, plugIns: plugIns)`.
  ///
  /// - Parameters:
  ///   - scenario: The scenario to replay.
  ///   - configuration: The configuration to run the controller with instead of the scenario's, `nil`
  ///     for the scenario's own.
  ///   - plugIns: The snap policies and motions the scenario's configuration names; none by default.
  @available(*, deprecated, message: "scenario.replay(configuration:plugIns:)")
  public init(
    _ scenario: PullUpScenario, configuration: PullUpConfiguration? = nil, plugIns: PullUpScenario.PlugIns = .init()
  ) {
    player = ScenarioPlayer(scenario, configuration: configuration, plugIns: plugIns)
  }

  /// Replays the scenario; deprecated: ``PullUpScenario/replay(configuration:plugIns:)``.
  ///
  /// - Returns: The record.
  /// - Throws: ``PullUpScenarioError`` as ``PullUpScenario/replay(configuration:plugIns:)`` does.
  @available(*, deprecated, message: "scenario.replay(configuration:plugIns:)")
  public func play() async throws(PullUpScenarioError) -> PullUpScenarioRecord {
    try await player.play()
  }
}
