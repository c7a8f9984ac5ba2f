import PullUpCore

extension ScenarioDecoder {
  typealias Configuration = PullUpScenario.Configuration

  /// Reads a configuration: its `preset`, then each key of the table (``PullUpScenario/Configuration/keys``)
  /// the object has, by the key's own reader.
  static func configuration(_ reader: JSONReader) throws(PullUpScenarioError) -> Configuration {
    let keys = Configuration.keys
    let object = try reader.object(keys: ["preset"] + keys.map(\.name), what: "a configuration")
    let preset = try object.optional("preset")?.name(Configuration.Preset.self, what: "preset") ?? .default
    for name in object.keys {
      guard let key = keys.first(where: { $0.name == name }), !key.presets.contains(preset) else { continue }
      throw Configuration.misplaced(key, preset: preset, at: object.path.appending(name).description)
    }
    let base = ScenarioSetup(preset: preset)
    var configuration = Configuration(preset: preset)
    for key in keys {
      if let value = object.optional(key.name) { try key.read(value, base, &configuration) }
    }
    return configuration
  }
}
