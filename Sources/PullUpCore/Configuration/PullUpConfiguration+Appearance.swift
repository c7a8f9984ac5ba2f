extension PullUpConfiguration {
  /// How the sheet looks: how it shares the container with the content, how the content is dimmed, and
  /// its handle.
  public struct Appearance: Sendable, Hashable, Codable {
    /// How the content is dimmed.
    public var dimming: PullUpDimming
    /// How the sheet and the content share the container.
    public var layoutMode: PullUpLayoutMode
    /// How the sheet's grabber is drawn (``PullUpLayout/handle``).
    public var handle: PullUpHandleStyle

    /// Creates an appearance; every parameter has PullUp's default.
    public init(
      layoutMode: PullUpLayoutMode = .shift,
      dimming: PullUpDimming = .progressive(from: .fraction(0.5), to: .available, maximumAlpha: 0.3),
      handle: PullUpHandleStyle = .arrow
    ) {
      self.layoutMode = layoutMode
      self.dimming = dimming
      self.handle = handle
    }

    /// Checks the dimming.
    ///
    /// - Throws: ``PullUpError/invalidInput(_:value:rule:)`` for a bad fraction or alpha.
    func validate() throws(PullUpError) {
      try dimming.validate()
    }
  }
}
