import PullUpCore

extension PullUpScenario.Configuration {
  /// The `PullUpConfiguration` this describes: the preset with every override applied, as the "Scenarios"
  /// article's table of keys says.
  ///
  /// The content height (`sheetHeight`) is not part of a `PullUpConfiguration`: a controller made with
  /// ``PullUpScenario/makeController(clock:configuration:plugIns:)`` starts with it.
  ///
  /// - Parameter plugIns: The snap policies and motions that `snapPolicy` and `motion` name.
  /// - Returns: The configuration, validated.
  /// - Throws: ``PullUpScenarioError`` naming the JSON path of the first value that cannot work, such as a
  ///   plug-in name that `plugIns` does not have.
  public func makeConfiguration(plugIns: PullUpScenario.PlugIns = .init()) throws(PullUpScenarioError)
    -> PullUpConfiguration
  {
    try validate()
    let setup = setup(plugIns: plugIns)
    if let (key, name) = setup.unregistered.first {
      throw PullUpScenarioError(
        .invalidValue, at: "configuration.\(key)",
        "no \(key == "motion" ? "motion" : "snap policy") is registered as \(JSONWriter.quoted(name)); register it "
          + "with PullUpScenario.PlugIns and replay from Swift (the pullup command line cannot load your code)")
    }
    do {
      try setup.configuration.validate()
    } catch {
      throw PullUpScenarioError(.invalidConfiguration, at: "configuration", error.description)
    }
    return setup.configuration
  }

  /// The preset's setup with every override applied, key by key in the table's order, without validation.
  ///
  /// - Parameter plugIns: The plug-ins `snapPolicy` and `motion` may name; those missing are listed in
  ///   ``ScenarioSetup/unregistered`` and change nothing.
  package func setup(plugIns: PullUpScenario.PlugIns = .init()) -> ScenarioSetup {
    var setup = ScenarioSetup(preset: preset, plugIns: plugIns)
    for key in Self.keys { key.apply(self, &setup) }
    return setup
  }

  /// The configuration of ``setup()``, without validation.
  func mapped() -> PullUpConfiguration {
    setup().configuration
  }
}
