import PullUpCore

extension PullUpScenario {
  /// One input at one time.
  public struct Event: Sendable, Hashable {
    /// When the input happens, in seconds from the start (JSON key `at`).
    public var time: Double
    /// What happens: a `PullUpInput`, whose JSON keys sit next to `at`.
    public var input: PullUpInput

    /// Creates an event.
    ///
    /// - Parameters:
    ///   - time: When the input happens, in seconds from the start.
    ///   - input: What happens.
    public init(at time: Double, _ input: PullUpInput) {
      self.time = time
      self.input = input
    }

    func validate(at path: String) throws(PullUpScenarioError) {
      try ScenarioCheck.nonNegative(time, at: path + ".at")
      try ScenarioCheck.atMost(time, PullUpScenario.maximumDuration, at: path + ".at")
      try ScenarioCheck.input(input, at: path)
    }
  }
}
