/// The space a sheet lives in: the container's size and its safe area.
///
/// A valid container has a finite width and height of at least one point and a finite,
/// non-negative safe area.
/// ``PullUpMachine`` rejects anything else with ``PullUpError/invalidInput(_:value:rule:)`` and keeps
/// the container it had, because a UI framework reports a zero size before its first layout pass and the
/// sheet must survive that.
public struct PullUpContainer: Sendable, Hashable, Codable {
  /// The container's size in points.
  public var size: PullUpSize
  /// The parts of the container covered by system bars. PullUp reads `top` and `bottom`.
  public var safeArea: PullUpInsets

  /// Creates a container from its size and safe area.
  package init(size: PullUpSize, safeArea: PullUpInsets = .zero) {
    self.size = size
    self.safeArea = safeArea
  }

  /// Creates a container from a width, a height and a safe area.
  public init(width: Double, height: Double, safeArea: PullUpInsets = .zero) {
    self.init(size: PullUpSize(width: width, height: height), safeArea: safeArea)
  }

  /// The smallest width or height accepted, in points. Smaller sizes (a subnormal height, say) would make the
  /// rubber band divide by almost nothing.
  static let minimumSide = 1.0

  /// Checks that the container can hold a sheet.
  ///
  /// - Throws: ``PullUpError/invalidInput(_:value:rule:)`` naming the first bad value.
  package func validate() throws(PullUpError) {
    for (side, name) in [(size.width, PullUpError.ValueName.containerWidth), (size.height, .containerHeight)] {
      try PullUpError.requirePositive(side, name)
      guard side >= Self.minimumSide else {
        throw .invalidInput(name, value: side, rule: .mustBeAtLeast(Self.minimumSide))
      }
    }
    try PullUpError.requireNonNegative(safeArea.top, .safeAreaTop)
    try PullUpError.requireNonNegative(safeArea.bottom, .safeAreaBottom)
    try PullUpError.requireNonNegative(safeArea.left, .safeAreaLeft)
    try PullUpError.requireNonNegative(safeArea.right, .safeAreaRight)
  }
}
