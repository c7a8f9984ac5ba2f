import PullUpCore

extension PullUpScenario {
  /// Your own snap policies and motions, registered by name, so that a scenario file can name them:
  /// `"snapPolicy": "flickToEnds"`, `"motion": "timedGlide"`.
  ///
  /// ```swift
  /// var plugIns = PullUpScenario.PlugIns()
  /// plugIns.register(FlickToEnds(), as: "flickToEnds")
  /// let failures = try await scenario.test(plugIns: plugIns)
  /// ```
  ///
  /// Give them to ``PullUpScenario/replay(configuration:plugIns:)``, ``PullUpScenario/test(plugIns:)`` or
  /// ``PullUpScenario/makeController(clock:configuration:plugIns:)``.
  /// The tests that the `PullUpScenarioTests` plugin generates use the ones a test target declares, in a file
  /// named `ScenarioPlugIns.swift`, as `let scenarioPlugIns: PullUpScenario.PlugIns`.
  ///
  /// A name that is not registered is an error naming its JSON path when the scenario is replayed. The
  /// `pullup` command line cannot load your code, so it replays only files that name no plug-in.
  public struct PlugIns: Sendable, Hashable {
    /// The snap policies, by name.
    var snapPolicies: [String: PullUpSnapPolicy] = [:]
    /// The motions, by name.
    var motions: [String: PullUpMotionPolicy] = [:]

    /// Creates an empty registry.
    public init() {}

    /// Registers a snap policy under a name; a policy registered earlier under the name is replaced.
    ///
    /// - Parameters:
    ///   - policy: The policy.
    ///   - name: The name a scenario's `snapPolicy` gives it.
    public mutating func register(_ policy: some PullUpSnapping, as name: String) {
      snapPolicies[name] = .custom(policy)
    }

    /// Registers a motion under a name; a motion registered earlier under the name is replaced.
    ///
    /// - Parameters:
    ///   - motion: The motion.
    ///   - name: The name a scenario's `motion` gives it.
    public mutating func register(_ motion: some PullUpMotion, as name: String) {
      motions[name] = .custom(motion)
    }
  }
}
