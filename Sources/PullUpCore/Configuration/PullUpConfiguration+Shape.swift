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
    /// Where the sheet starts (clamped into the range).
    public var initialHeight: PullUpDetent
    /// The lowest the sheet may rest; it becomes a detent itself. `nil` leaves the lowest detent lowest.
    public var minimumHeight: PullUpDetent?
    /// The highest the sheet may rest; it becomes a detent itself. `nil` leaves the highest detent
    /// highest.
    public var maximumHeight: PullUpDetent?
    /// Whether the sheet starts hidden.
    public var startsHidden: Bool
    /// Whether detents ignore the safe area (SplitSheet and SplitView do).
    public var ignoresSafeArea: Bool

    /// Creates a shape; every parameter has PullUp's default.
    public init(
      detents: [PullUpDetent] = [.heightAboveSafeArea(88), .fraction(0.5), .available],
      minimumHeight: PullUpDetent? = nil,
      maximumHeight: PullUpDetent? = nil,
      initialHeight: PullUpDetent = .heightAboveSafeArea(88),
      startsHidden: Bool = false,
      topMargin: Double = 12,
      hiddenMargin: Double = 10,
      ignoresSafeArea: Bool = false
    ) {
      self.detents = detents
      self.minimumHeight = minimumHeight
      self.maximumHeight = maximumHeight
      self.initialHeight = initialHeight
      self.startsHidden = startsHidden
      self.topMargin = topMargin
      self.hiddenMargin = hiddenMargin
      self.ignoresSafeArea = ignoresSafeArea
    }

    /// Checks the detents and the margins.
    ///
    /// - Throws: ``PullUpError/invalidConfiguration(_:)`` for empty detents,
    ///   ``PullUpError/invalidInput(_:value:rule:)`` for a bad number.
    public func validate() throws(PullUpError) {
      guard !detents.isEmpty else { throw .invalidConfiguration("detents must not be empty") }
      for detent in detents { try detent.validate() }
      try minimumHeight?.validate()
      try maximumHeight?.validate()
      try initialHeight.validate()
      try PullUpError.requireNonNegative(topMargin, .topMargin)
      try PullUpError.requireNonNegative(hiddenMargin, .hiddenMargin)
    }
  }
}
