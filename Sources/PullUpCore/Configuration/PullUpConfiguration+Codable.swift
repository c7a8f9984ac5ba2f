extension PullUpConfiguration: Codable {
  private enum CodingKeys: String, CodingKey {
    case detents, minimumHeight, maximumHeight, initialHeight, startsHidden, topMargin, ignoresSafeArea
    case snapPolicy, rubberBand, spring, velocityWindow, layoutMode, dimming, hiddenMargin, hidesByDragging
    case dragsWhileHidden, resizeBehavior, asksForTargetHeight
    case scrollPolicy, keyboardPolicy, reducesMotion, accessibilityLabels
  }

  /// Decodes a configuration. The keys added after the first release (`scrollPolicy`, `keyboardPolicy`,
  /// `reducesMotion`, `accessibilityLabels`) may be missing and then take their defaults, so files written
  /// before them still decode.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      detents: try container.decode([PullUpDetent].self, forKey: .detents),
      minimumHeight: try container.decodeIfPresent(PullUpDetent.self, forKey: .minimumHeight),
      maximumHeight: try container.decodeIfPresent(PullUpDetent.self, forKey: .maximumHeight),
      initialHeight: try container.decode(PullUpDetent.self, forKey: .initialHeight),
      startsHidden: try container.decode(Bool.self, forKey: .startsHidden),
      topMargin: try container.decode(Double.self, forKey: .topMargin),
      ignoresSafeArea: try container.decode(Bool.self, forKey: .ignoresSafeArea),
      snapPolicy: try container.decode(PullUpSnapPolicy.self, forKey: .snapPolicy),
      rubberBand: try container.decode(PullUpRubberBand.self, forKey: .rubberBand),
      spring: try container.decode(PullUpSpringParameters.self, forKey: .spring),
      velocityWindow: try container.decode(Double.self, forKey: .velocityWindow),
      layoutMode: try container.decode(PullUpLayoutMode.self, forKey: .layoutMode),
      dimming: try container.decode(PullUpDimming.self, forKey: .dimming),
      hiddenMargin: try container.decode(Double.self, forKey: .hiddenMargin),
      hidesByDragging: try container.decode(Bool.self, forKey: .hidesByDragging),
      dragsWhileHidden: try container.decode(Bool.self, forKey: .dragsWhileHidden),
      resizeBehavior: try container.decode(PullUpResizeBehavior.self, forKey: .resizeBehavior),
      asksForTargetHeight: try container.decode(Bool.self, forKey: .asksForTargetHeight),
      scrollPolicy: try container.decodeIfPresent(PullUpScrollPolicy.self, forKey: .scrollPolicy) ?? .whenExpanded,
      keyboardPolicy: try container.decodeIfPresent(PullUpKeyboardPolicy.self, forKey: .keyboardPolicy)
        ?? .liftAboveKeyboard,
      reducesMotion: try container.decodeIfPresent(Bool.self, forKey: .reducesMotion) ?? false,
      accessibilityLabels: try container.decodeIfPresent(PullUpAccessibilityLabels.self, forKey: .accessibilityLabels)
        ?? PullUpAccessibilityLabels())
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(detents, forKey: .detents)
    try container.encodeIfPresent(minimumHeight, forKey: .minimumHeight)
    try container.encodeIfPresent(maximumHeight, forKey: .maximumHeight)
    try container.encode(initialHeight, forKey: .initialHeight)
    try container.encode(startsHidden, forKey: .startsHidden)
    try container.encode(topMargin, forKey: .topMargin)
    try container.encode(ignoresSafeArea, forKey: .ignoresSafeArea)
    try container.encode(snapPolicy, forKey: .snapPolicy)
    try container.encode(rubberBand, forKey: .rubberBand)
    try container.encode(spring, forKey: .spring)
    try container.encode(velocityWindow, forKey: .velocityWindow)
    try container.encode(layoutMode, forKey: .layoutMode)
    try container.encode(dimming, forKey: .dimming)
    try container.encode(hiddenMargin, forKey: .hiddenMargin)
    try container.encode(hidesByDragging, forKey: .hidesByDragging)
    try container.encode(dragsWhileHidden, forKey: .dragsWhileHidden)
    try container.encode(resizeBehavior, forKey: .resizeBehavior)
    try container.encode(asksForTargetHeight, forKey: .asksForTargetHeight)
    try container.encode(scrollPolicy, forKey: .scrollPolicy)
    try container.encode(keyboardPolicy, forKey: .keyboardPolicy)
    try container.encode(reducesMotion, forKey: .reducesMotion)
    try container.encode(accessibilityLabels, forKey: .accessibilityLabels)
  }
}
