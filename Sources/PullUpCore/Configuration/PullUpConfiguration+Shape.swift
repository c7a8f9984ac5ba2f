extension PullUpConfiguration {
  /// What the sheet is: the heights it rests at, its range, its margins and where it starts.
  public struct Shape: Sendable, Hashable, Codable {
    /// The heights the sheet rests at. At least one.
    public var detents: [PullUpDetent]
    /// Space kept free between the top safe area and the sheet's highest position, in points; not
    /// negative.
    public var topMargin: Double
    /// How far below the container's bottom edge a hidden sheet's top sits, in points; not negative.
    public var hiddenMargin: Double
    /// Where the sheet starts (clamped into the range): `nil`, the default, starts at the lowest detent,
    /// wherever the detents are. A height given here is where the sheet starts, even between two detents
    /// (a split view's middle), and it rests there until something moves it.
    public var initialHeight: PullUpDetent?
    /// The lowest the sheet may rest; it becomes a detent itself. `nil` leaves the lowest detent lowest.
    public var minimumHeight: PullUpDetent?
    /// The highest the sheet may rest; it becomes a detent itself. `nil` leaves the highest detent
    /// highest.
    public var maximumHeight: PullUpDetent?
    /// Whether the sheet starts hidden.
    public var startsHidden: Bool
    /// Whether detents ignore the safe area (SplitSheet and SplitView do).
    public var ignoresSafeArea: Bool
    /// Whether every detent stops at the available height (the default). `false` lets a detent be taller,
    /// the sheet's top off-screen while it rests there: SplitSheet's expanded detent is the sheet's own
    /// height even when the sheet is taller than the screen.
    public var clampsToAvailableHeight: Bool

    /// Creates a shape; every parameter has PullUp's default.
    public init(
      detents: [PullUpDetent] = [.heightAboveSafeArea(88), .fraction(0.5), .available],
      minimumHeight: PullUpDetent? = nil,
      maximumHeight: PullUpDetent? = nil,
      initialHeight: PullUpDetent? = nil,
      startsHidden: Bool = false,
      topMargin: Double = 12,
      hiddenMargin: Double = 10,
      ignoresSafeArea: Bool = false,
      clampsToAvailableHeight: Bool = true
    ) {
      self.detents = detents
      self.minimumHeight = minimumHeight
      self.maximumHeight = maximumHeight
      self.initialHeight = initialHeight
      self.startsHidden = startsHidden
      self.topMargin = topMargin
      self.hiddenMargin = hiddenMargin
      self.ignoresSafeArea = ignoresSafeArea
      self.clampsToAvailableHeight = clampsToAvailableHeight
    }

    /// Checks the detents and the margins.
    ///
    /// - Throws: ``PullUpError/invalidConfiguration(_:)`` for empty detents,
    ///   ``PullUpError/invalidInput(_:value:rule:)`` for a bad number.
    func validate() throws(PullUpError) {
      guard !detents.isEmpty else { throw .invalidConfiguration("detents must not be empty") }
      for detent in detents { try detent.validate() }
      try minimumHeight?.validate()
      try maximumHeight?.validate()
      try initialHeight?.validate()
      try PullUpError.requireNonNegative(topMargin, .topMargin)
      try PullUpError.requireNonNegative(hiddenMargin, .hiddenMargin)
    }
  }
}

extension PullUpConfiguration.Shape {
  private enum CodingKeys: String, CodingKey {
    case detents, topMargin, hiddenMargin, initialHeight, minimumHeight, maximumHeight, startsHidden
    case ignoresSafeArea, clampsToAvailableHeight
  }

  /// Decodes a shape; `clampsToAvailableHeight`, added later, is `true` when missing, and a missing
  /// `initialHeight` starts at the lowest detent.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      detents: try container.decode([PullUpDetent].self, forKey: .detents),
      minimumHeight: try container.decodeIfPresent(PullUpDetent.self, forKey: .minimumHeight),
      maximumHeight: try container.decodeIfPresent(PullUpDetent.self, forKey: .maximumHeight),
      initialHeight: try container.decodeIfPresent(PullUpDetent.self, forKey: .initialHeight),
      startsHidden: try container.decode(Bool.self, forKey: .startsHidden),
      topMargin: try container.decode(Double.self, forKey: .topMargin),
      hiddenMargin: try container.decode(Double.self, forKey: .hiddenMargin),
      ignoresSafeArea: try container.decode(Bool.self, forKey: .ignoresSafeArea),
      clampsToAvailableHeight: try container.decodeIfPresent(Bool.self, forKey: .clampsToAvailableHeight) ?? true)
  }
}
