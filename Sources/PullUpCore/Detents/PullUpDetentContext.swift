/// What a detent is resolved against: the container, its safe area, the top margin and the content.
public struct PullUpDetentContext: Sendable, Hashable {
  /// The container's size.
  public var containerSize: PullUpSize
  /// The safe area the sheet respects (zero when the configuration ignores it).
  public var safeArea: PullUpInsets
  /// The space kept free above the sheet's highest position, below the top safe area.
  public var topMargin: Double
  /// The height of the sheet's content when it sizes itself, if known.
  public var contentHeight: Double?

  /// Creates a context.
  public init(containerSize: PullUpSize, safeArea: PullUpInsets, topMargin: Double, contentHeight: Double?) {
    self.containerSize = containerSize
    self.safeArea = safeArea
    self.topMargin = topMargin
    self.contentHeight = contentHeight
  }

  /// The tallest the sheet may be: the container height less the top safe area and the top margin,
  /// never negative.
  public var availableHeight: Double {
    max(0, containerSize.height - safeArea.top - topMargin)
  }
}
