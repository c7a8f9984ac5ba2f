extension PullUpConfiguration: Codable {
  private enum CodingKeys: String, CodingKey {
    case shape, movement, appearance, accessibilityLabels
  }

  /// The flat keys of configurations written before the groups (version 0.3 and earlier), except the
  /// shape's: a flat configuration's shape keys are `Shape`'s own, read by its decoder.
  private enum FlatKeys: String, CodingKey {
    case snapPolicy, rubberBand, spring, velocityWindow, layoutMode, dimming, hidesByDragging
    case dragsWhileHidden, resizeBehavior, scrollPolicy, keyboardPolicy, reducesMotion
  }

  /// Decodes a configuration: `{"shape": …, "movement": …, "appearance": …, "accessibilityLabels": …}`.
  ///
  /// A configuration written before the groups, with every value at the top level, still decodes: its
  /// keys go to their groups, `asksForTargetHeight` is ignored (the machine owns it now), and the keys
  /// added later (`scrollPolicy`, `keyboardPolicy`, `reducesMotion`, `accessibilityLabels`) take their
  /// defaults when missing.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let labels =
      try container.decodeIfPresent(PullUpAccessibilityLabels.self, forKey: .accessibilityLabels)
      ?? PullUpAccessibilityLabels()
    guard container.contains(.shape) || container.contains(.movement) || container.contains(.appearance) else {
      try self.init(flat: decoder, accessibilityLabels: labels)
      return
    }
    self.init(
      shape: try container.decode(Shape.self, forKey: .shape),
      movement: try container.decode(Movement.self, forKey: .movement),
      appearance: try container.decode(Appearance.self, forKey: .appearance),
      accessibilityLabels: labels)
  }

  /// Decodes the flat form: the shape's keys are the nested shape's, at the top level, so the shape's own
  /// decoder reads them there (one copy of its keys and defaults); the others go to their groups here.
  private init(flat decoder: any Decoder, accessibilityLabels: PullUpAccessibilityLabels) throws {
    let shape = try Shape(from: decoder)
    let container = try decoder.container(keyedBy: FlatKeys.self)
    let movement = Movement(
      snapPolicy: try container.decode(PullUpSnapPolicy.self, forKey: .snapPolicy),
      motion: .spring(try container.decode(PullUpSpringParameters.self, forKey: .spring)),
      reducesMotion: try container.decodeIfPresent(Bool.self, forKey: .reducesMotion) ?? false,
      rubberBand: try container.decode(PullUpRubberBand.self, forKey: .rubberBand),
      velocityWindow: try container.decode(Double.self, forKey: .velocityWindow),
      hidesByDragging: try container.decode(Bool.self, forKey: .hidesByDragging),
      dragsWhileHidden: try container.decode(Bool.self, forKey: .dragsWhileHidden),
      scrollPolicy: try container.decodeIfPresent(PullUpScrollPolicy.self, forKey: .scrollPolicy) ?? .whenExpanded,
      keyboardPolicy: try container.decodeIfPresent(PullUpKeyboardPolicy.self, forKey: .keyboardPolicy)
        ?? .liftAboveKeyboard,
      resizeBehavior: try container.decode(PullUpResizeBehavior.self, forKey: .resizeBehavior))
    let appearance = Appearance(
      layoutMode: try container.decode(PullUpLayoutMode.self, forKey: .layoutMode),
      dimming: try container.decode(PullUpDimming.self, forKey: .dimming))
    self.init(shape: shape, movement: movement, appearance: appearance, accessibilityLabels: accessibilityLabels)
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(shape, forKey: .shape)
    try container.encode(movement, forKey: .movement)
    try container.encode(appearance, forKey: .appearance)
    try container.encode(accessibilityLabels, forKey: .accessibilityLabels)
  }
}
