extension PullUpScenario.Configuration.Preset {
  /// The preset's name on a command line: its JSON name in kebab case (`ishPullUp` is `ish-pull-up`), as
  /// `pullup demo --preset` and every other front end's `--preset` take it.
  public var commandLineName: String {
    var name = ""
    for character in rawValue {
      if character.isUppercase {
        name += "-" + character.lowercased()
      } else {
        name.append(character)
      }
    }
    return name
  }

  /// The preset a command line names (``commandLineName``), or `nil` for a name no preset has.
  ///
  /// - Parameter commandLineName: A name such as `ish-pull-up`.
  public init?(commandLineName: String) {
    guard let preset = Self.allCases.first(where: { $0.commandLineName == commandLineName }) else { return nil }
    self = preset
  }
}
