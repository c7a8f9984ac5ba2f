import PullUpCore

extension PullUpScenario.Configuration {
  /// Checks every override the way the JSON reader does, then the mapped `PullUpConfiguration`.
  ///
  /// - Throws: ``PullUpScenarioError`` naming the JSON path of the first bad value: an override used with
  ///   a preset it does not apply to, a number out of range, or (kind
  ///   ``PullUpScenarioError/Kind/invalidConfiguration``) what `PullUpConfiguration.validate()` refuses.
  func validate() throws(PullUpScenarioError) {
    let path = "configuration"
    for key in overriddenKeys where !key.presets.contains(preset) {
      throw Self.misplaced(key, preset: preset, at: "\(path).\(key.name)")
    }
    for key in Self.keys { try key.check(self, "\(path).\(key.name)") }
    do {
      try mapped().validate()
    } catch {
      throw PullUpScenarioError(.invalidConfiguration, at: path, error.description)
    }
  }
}
