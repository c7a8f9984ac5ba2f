/// Everything that decides how a sheet behaves, as one value.
///
/// Start from a preset (``default``, ``ishPullUp``, ``splitSheet``, ``splitView(middle:range:)``) and
/// change what you need. ``validate()`` names the first bad value; ``PullUpMachine`` refuses a
/// configuration that does not validate.
public struct PullUpConfiguration: Sendable, Hashable {
  /// The heights the sheet rests at. At least one.
  public var detents: [PullUpDetent]
  /// The lowest the sheet may rest; it becomes a detent itself. `nil` leaves the lowest detent lowest.
  public var minimumHeight: PullUpDetent?
  /// The highest the sheet may rest; it becomes a detent itself. `nil` leaves the highest detent highest.
  public var maximumHeight: PullUpDetent?
  /// Where the sheet starts (clamped into the range).
  public var initialHeight: PullUpDetent
  /// Whether the sheet starts hidden.
  public var startsHidden: Bool
  /// Space kept free between the top safe area and the sheet's highest position.
  public var topMargin: Double
  /// Whether detents ignore the safe area (SplitSheet and SplitView do).
  public var ignoresSafeArea: Bool
  /// Where a released sheet goes.
  public var snapPolicy: PullUpSnapPolicy
  /// How the sheet resists being pulled past its ends.
  public var rubberBand: PullUpRubberBand
  /// How the sheet springs to a target.
  public var spring: PullUpSpringParameters
  /// How far back, in seconds, the velocity estimator looks.
  public var velocityWindow: Double
  /// How the sheet and the content share the container.
  public var layoutMode: PullUpLayoutMode
  /// How the content is dimmed.
  public var dimming: PullUpDimming
  /// How far below the container's bottom edge a hidden sheet's top sits.
  public var hiddenMargin: Double
  /// Whether a drag can hide the sheet (SplitSheet's hidden detent).
  public var hidesByDragging: Bool
  /// Whether a hidden sheet can be dragged into view (SplitSheet's `swipeUpToShowAllowed`).
  public var dragsWhileHidden: Bool
  /// Where a resting sheet goes when the container or the bounds change.
  public var resizeBehavior: PullUpResizeBehavior
  /// Whether a release first asks for a target height (ISHPullUp's sizing-delegate hook) before the snap
  /// policy runs. The controller sets this when its sizing delegate provides target heights.
  public var asksForTargetHeight: Bool
  /// When a drag on the sheet's scrollable content scrolls the content and when it moves the sheet.
  public var scrollPolicy: PullUpScrollPolicy
  /// What the sheet does when the software keyboard appears.
  public var keyboardPolicy: PullUpKeyboardPolicy
  /// Whether motion is reduced (the system's Reduce Motion setting): every settle uses
  /// ``PullUpSpringParameters/reducedMotion``, a short critically damped transition without initial
  /// velocity, instead of ``spring``. The sheet still arrives where it would have gone: targets are
  /// decided exactly as without it.
  public var reducesMotion: Bool
  /// The words given to assistive technologies.
  public var accessibilityLabels: PullUpAccessibilityLabels

  /// Creates a configuration; every parameter has PullUp's default.
  public init(
    detents: [PullUpDetent] = [.heightAboveSafeArea(88), .fraction(0.5), .available],
    minimumHeight: PullUpDetent? = nil,
    maximumHeight: PullUpDetent? = nil,
    initialHeight: PullUpDetent = .heightAboveSafeArea(88),
    startsHidden: Bool = false,
    topMargin: Double = 12,
    ignoresSafeArea: Bool = false,
    snapPolicy: PullUpSnapPolicy = .projected,
    rubberBand: PullUpRubberBand = .init(top: .scrollView, bottom: .scrollView),
    spring: PullUpSpringParameters = .default,
    velocityWindow: Double = 0.1,
    layoutMode: PullUpLayoutMode = .shift,
    dimming: PullUpDimming = .default,
    hiddenMargin: Double = 10,
    hidesByDragging: Bool = false,
    dragsWhileHidden: Bool = false,
    resizeBehavior: PullUpResizeBehavior = .keepProportion,
    asksForTargetHeight: Bool = false,
    scrollPolicy: PullUpScrollPolicy = .whenExpanded,
    keyboardPolicy: PullUpKeyboardPolicy = .liftAboveKeyboard,
    reducesMotion: Bool = false,
    accessibilityLabels: PullUpAccessibilityLabels = PullUpAccessibilityLabels()
  ) {
    self.detents = detents
    self.minimumHeight = minimumHeight
    self.maximumHeight = maximumHeight
    self.initialHeight = initialHeight
    self.startsHidden = startsHidden
    self.topMargin = topMargin
    self.ignoresSafeArea = ignoresSafeArea
    self.snapPolicy = snapPolicy
    self.rubberBand = rubberBand
    self.spring = spring
    self.velocityWindow = velocityWindow
    self.layoutMode = layoutMode
    self.dimming = dimming
    self.hiddenMargin = hiddenMargin
    self.hidesByDragging = hidesByDragging
    self.dragsWhileHidden = dragsWhileHidden
    self.resizeBehavior = resizeBehavior
    self.asksForTargetHeight = asksForTargetHeight
    self.scrollPolicy = scrollPolicy
    self.keyboardPolicy = keyboardPolicy
    self.reducesMotion = reducesMotion
    self.accessibilityLabels = accessibilityLabels
  }

  /// Checks every value, and names the first that cannot work.
  ///
  /// - Throws: ``PullUpError/invalidConfiguration(_:)`` for empty detents,
  ///   ``PullUpError/invalidInput(_:value:reason:)`` for a bad number.
  public func validate() throws(PullUpError) {
    guard !detents.isEmpty else { throw .invalidConfiguration("detents must not be empty") }
    for detent in detents { try detent.validate() }
    try minimumHeight?.validate()
    try maximumHeight?.validate()
    try initialHeight.validate()
    try PullUpError.requireNonNegative(topMargin, "top margin")
    try PullUpError.requireNonNegative(hiddenMargin, "hidden margin")
    try PullUpError.requirePositive(velocityWindow, "velocity window")
    try snapPolicy.validate()
    try rubberBand.top.validate()
    try rubberBand.bottom.validate()
    try spring.validate()
    try dimming.validate()
  }
}
