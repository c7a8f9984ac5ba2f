/// Everything that decides how a sheet behaves, as one value in four groups a reader can see:
///
/// - ``shape``: what the sheet is — its detents, range, margins and where it starts.
/// - ``movement``: how it moves — snapping, motion, rubber band, and what gestures, scrolling, the
///   keyboard and resizing do.
/// - ``appearance``: how it looks — layout mode, dimming and handle.
/// - ``accessibilityLabels``: its words for assistive technologies.
///
/// Start from a preset (``default``, ``ishPullUp``, ``splitSheet``, ``splitView(middle:range:)``) and
/// change what you need, a group included: ISHPullUp's with PullUp's movement is
/// `PullUpConfiguration.ishPullUp` whose `movement` is `PullUpConfiguration.default.movement`.
/// ``validate()`` names the first bad value; ``PullUpMachine`` refuses a configuration that does not
/// validate.
public struct PullUpConfiguration: Sendable, Hashable {
  /// What the sheet is: its detents, range, margins and where it starts.
  public var shape: Shape
  /// How the sheet moves: snapping, motion, rubber band, and what gestures, scrolling, the keyboard and
  /// resizing do.
  public var movement: Movement
  /// How the sheet looks: how it shares the container with the content, the dimming and the handle.
  public var appearance: Appearance
  /// The words given to assistive technologies.
  public var accessibilityLabels: PullUpAccessibilityLabels

  /// Creates a configuration from its groups; each defaults to PullUp's own.
  public init(
    shape: Shape = Shape(),
    movement: Movement = Movement(),
    appearance: Appearance = Appearance(),
    accessibilityLabels: PullUpAccessibilityLabels = PullUpAccessibilityLabels()
  ) {
    self.shape = shape
    self.movement = movement
    self.appearance = appearance
    self.accessibilityLabels = accessibilityLabels
  }

  /// Checks every value, and names the first that cannot work.
  ///
  /// - Throws: ``PullUpError/invalidConfiguration(_:)`` for empty detents,
  ///   ``PullUpError/invalidInput(_:value:rule:)`` for a bad number.
  public func validate() throws(PullUpError) {
    try shape.validate()
    try movement.validate()
    try appearance.validate()
  }
}
