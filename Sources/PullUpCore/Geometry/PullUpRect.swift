/// A rectangle in a container's coordinate space: the origin is the top-left corner and y grows downward.
public struct PullUpRect: Sendable, Hashable, Codable {
  /// The horizontal position of the left edge.
  public var x: Double
  /// The vertical position of the top edge.
  public var y: Double
  /// The horizontal extent.
  public var width: Double
  /// The vertical extent.
  public var height: Double

  /// Creates a rectangle from its top-left corner and its size.
  package init(x: Double, y: Double, width: Double, height: Double) {
    self.x = x
    self.y = y
    self.width = width
    self.height = height
  }

  /// The vertical position of the bottom edge.
  package var maxY: Double { y + height }

  /// A rectangle at the origin with zero size.
  public static let zero = PullUpRect(x: 0, y: 0, width: 0, height: 0)
}
