/// Everything a renderer or an observer needs about a sheet at one instant.
public struct PullUpSnapshot: Sendable, Hashable {
  /// The machine's time, in seconds.
  public var time: Double
  /// The state.
  public var state: PullUpState
  /// What moves the sheet.
  public var phase: PullUpPhase
  /// The sheet's height on screen, in points above the container's bottom edge (negative while hidden).
  public var height: Double
  /// How fast the sheet's height changes, in points per second: positive while it grows (the sheet moves
  /// up), the opposite sign of a pan recognizer's velocity.
  public var heightVelocity: Double
  /// The height the sheet rests at or is heading to (for a hidden sheet, the height it shows at).
  public var restingHeight: Double
  /// Whether the sheet is hidden.
  public var isHidden: Bool
  /// Whether gestures are locked.
  public var isLocked: Bool
  /// The resolved detents, ascending.
  public var detents: [Double]
  /// The index in ``detents`` of the detent at ``restingHeight``, if it is one.
  public var detentIndex: Int?
  /// Where everything goes on screen.
  public var layout: PullUpLayout
  /// The scroll offset of the sheet's scrollable content, in points from its top (never negative). While
  /// a finger drags the content (``PullUpMachine/dragBegan(inScrollableContent:at:)``), the machine moves
  /// it: apply it to your scroll view.
  public var contentOffset: Double
  /// Whether the sheet's scrollable content may scroll by itself now, by ``PullUpConfiguration/Movement/scrollPolicy``:
  /// always for ``PullUpScrollPolicy/always``, never for ``PullUpScrollPolicy/never``, and for
  /// ``PullUpScrollPolicy/whenExpanded`` while the sheet rests or is held at its highest detent, or while
  /// the content is scrolled.
  public var isContentScrollEnabled: Bool
  /// The software keyboard's height above the container's bottom edge, zero when it is gone.
  public var keyboardHeight: Double
  /// What assistive technologies need: actions, adjustable value, labels.
  public var accessibility: PullUpAccessibility

  /// Creates a snapshot.
  ///
  /// - Parameters:
  ///   - time: The machine's time, in seconds.
  ///   - state: The state.
  ///   - phase: What moves the sheet.
  ///   - height: The sheet's height on screen.
  ///   - heightVelocity: How fast the sheet's height changes, positive while it grows.
  ///   - restingHeight: The height the sheet rests at or is heading to.
  ///   - isHidden: Whether the sheet is hidden.
  ///   - isLocked: Whether gestures are locked.
  ///   - detents: The resolved detents, ascending.
  ///   - detentIndex: The index of the detent at the resting height, if it is one.
  ///   - layout: Where everything goes on screen.
  ///   - contentOffset: The scroll offset of the sheet's scrollable content.
  ///   - isContentScrollEnabled: Whether the content may scroll by itself now.
  ///   - keyboardHeight: The software keyboard's height.
  ///   - accessibility: What assistive technologies need; by default, nothing to offer.
  init(
    time: Double, state: PullUpState, phase: PullUpPhase, height: Double, heightVelocity: Double, restingHeight: Double,
    isHidden: Bool, isLocked: Bool, detents: [Double], detentIndex: Int?, layout: PullUpLayout,
    contentOffset: Double = 0, isContentScrollEnabled: Bool = false, keyboardHeight: Double = 0,
    accessibility: PullUpAccessibility? = nil
  ) {
    self.time = time
    self.state = state
    self.phase = phase
    self.height = height
    self.heightVelocity = heightVelocity
    self.restingHeight = restingHeight
    self.isHidden = isHidden
    self.isLocked = isLocked
    self.detents = detents
    self.detentIndex = detentIndex
    self.layout = layout
    self.contentOffset = contentOffset
    self.isContentScrollEnabled = isContentScrollEnabled
    self.keyboardHeight = keyboardHeight
    self.accessibility =
      accessibility
      ?? PullUpAccessibility(
        actions: [], increment: nil, decrement: nil, detentIndex: detentIndex ?? 0, detentCount: detents.count,
        isBetweenDetents: detentIndex == nil, isHidden: isHidden, labels: PullUpAccessibilityLabels())
  }
}
