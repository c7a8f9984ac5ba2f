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
  /// The software keyboard's height above the container's bottom edge, zero when it is gone. Custom
  /// detents may read it; the machine applies ``PullUpConfiguration/Movement/keyboardPolicy`` itself.
  public var keyboardHeight: Double
  /// Whether detents stop at ``availableHeight`` (see
  /// ``PullUpConfiguration/Shape/clampsToAvailableHeight``).
  public var clampsToAvailableHeight: Bool

  /// Creates a context.
  package init(
    containerSize: PullUpSize, safeArea: PullUpInsets, topMargin: Double, contentHeight: Double?,
    keyboardHeight: Double = 0, clampsToAvailableHeight: Bool = true
  ) {
    self.containerSize = containerSize
    self.safeArea = safeArea
    self.topMargin = topMargin
    self.contentHeight = contentHeight
    self.keyboardHeight = keyboardHeight
    self.clampsToAvailableHeight = clampsToAvailableHeight
  }

  /// The tallest a detent may be: ``availableHeight``, or, when detents may be taller,
  /// `PullUpError.magnitudeLimit` (ten million points), which keeps every height and every layout finite
  /// whatever a sizing delegate answers.
  var heightLimit: Double {
    clampsToAvailableHeight ? availableHeight : max(availableHeight, PullUpError.magnitudeLimit)
  }

  /// How far the keyboard reaches above the bottom safe area: what it takes from the sheet's room.
  package var keyboardLift: Double {
    max(0, keyboardHeight - safeArea.bottom)
  }

  /// The tallest the sheet may be: the container height less the top safe area and the top margin,
  /// never negative.
  public var availableHeight: Double {
    max(0, containerSize.height - safeArea.top - topMargin)
  }
}
