extension PullUpConfiguration: Codable {
  private enum CodingKeys: String, CodingKey {
    case shape, movement, appearance, accessibilityLabels
  }

  /// The flat keys of configurations written before the groups (version 0.3 and earlier).
  private enum FlatKeys: String, CodingKey {
    case detents, minimumHeight, maximumHeight, initialHeight, startsHidden, topMargin, ignoresSafeArea
    case snapPolicy, rubberBand, spring, velocityWindow, layoutMode, dimming, hiddenMargin, hidesByDragging
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
      try self.init(flat: decoder.container(keyedBy: FlatKeys.self), accessibilityLabels: labels)
      return
    }
    self.init(
      shape: try container.decode(Shape.self, forKey: .shape),
      movement: try container.decode(Movement.self, forKey: .movement),
      appearance: try container.decode(Appearance.self, forKey: .appearance),
      accessibilityLabels: labels)
  }

  private init(flat container: KeyedDecodingContainer<FlatKeys>, accessibilityLabels: PullUpAccessibilityLabels)
    throws
  {
    let shape = Shape(
      detents: try container.decode([PullUpDetent].self, forKey: .detents),
      minimumHeight: try container.decodeIfPresent(PullUpDetent.self, forKey: .minimumHeight),
      maximumHeight: try container.decodeIfPresent(PullUpDetent.self, forKey: .maximumHeight),
      initialHeight: try container.decode(PullUpDetent.self, forKey: .initialHeight),
      startsHidden: try container.decode(Bool.self, forKey: .startsHidden),
      topMargin: try container.decode(Double.self, forKey: .topMargin),
      hiddenMargin: try container.decode(Double.self, forKey: .hiddenMargin),
      ignoresSafeArea: try container.decode(Bool.self, forKey: .ignoresSafeArea))
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
