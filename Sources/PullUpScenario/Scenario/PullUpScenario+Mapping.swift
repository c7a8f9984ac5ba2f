import PullUpCore

extension PullUpScenario.Configuration {
  /// The `PullUpConfiguration` this describes: the preset with every override applied, as the "Scenarios"
  /// article's table of keys says.
  ///
  /// The content height (`sheetHeight`) is not part of a `PullUpConfiguration`: a controller made with
  /// ``PullUpScenario/makeController(clock:configuration:)`` starts with it.
  ///
  /// - Returns: The configuration, validated.
  /// - Throws: ``PullUpScenarioError`` naming the JSON path of the first value that cannot work.
  public func makeConfiguration() throws(PullUpScenarioError) -> PullUpConfiguration {
    try validate()
    return mapped()
  }

  /// The preset's setup with every override applied, key by key in the table's order, without validation.
  package func setup() -> ScenarioSetup {
    var setup = ScenarioSetup(preset: preset)
    for key in Self.keys { key.apply(self, &setup) }
    return setup
  }

  /// The configuration of ``setup()``, without validation.
  func mapped() -> PullUpConfiguration {
    setup().configuration
  }
}
