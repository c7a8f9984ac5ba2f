extension PullUpScenario.Configuration.Preset {
  /// The preset a command line names: its JSON name (`rawValue`, `ishPullUp`), or that name in kebab case
  /// (`ish-pull-up`), the spelling `pullup demo --preset` documented until 0.2.0 and still takes; `nil` for a
  /// name no preset has.
  ///
  /// - Parameter name: A name such as `ishPullUp` or `ish-pull-up`.
  package init?(commandLineArgument name: String) {
    guard let preset = Self(rawValue: name) ?? Self.allCases.first(where: { $0.hyphenatedName == name }) else {
      return nil
    }
    self = preset
  }

  /// The preset's JSON name in kebab case (`ishPullUp` is `ish-pull-up`).
  package var hyphenatedName: String {
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

  /// The preset's JSON name in kebab case (`ishPullUp` is `ish-pull-up`); deprecated: a command line takes
  /// the JSON name, `rawValue`, as a scenario file does.
  @available(*, deprecated, message: "a command line takes the JSON name: rawValue (ishPullUp)")
  public var commandLineName: String { hyphenatedName }

  /// The preset a kebab-case name (``commandLineName``) names, or `nil` for a name no preset has;
  /// deprecated: a command line takes the JSON name, `init(rawValue:)`.
  ///
  /// - Parameter commandLineName: A name such as `ish-pull-up`.
  @available(*, deprecated, message: "a command line takes the JSON name: init(rawValue:) (ishPullUp)")
  public init?(commandLineName: String) {
    guard let preset = Self.allCases.first(where: { $0.hyphenatedName == commandLineName }) else { return nil }
    self = preset
  }
}
