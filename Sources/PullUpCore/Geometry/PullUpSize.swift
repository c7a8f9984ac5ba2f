/// A width and a height in points.
///
/// PullUp measures in points with `Double` so that the core needs no graphics framework.
public struct PullUpSize: Sendable, Hashable, Codable {
  /// The horizontal extent in points.
  public var width: Double
  /// The vertical extent in points.
  public var height: Double

  /// Creates a size from a width and a height in points.
  public init(width: Double, height: Double) {
    self.width = width
    self.height = height
  }

  /// A size whose width and height are zero.
  package static let zero = PullUpSize(width: 0, height: 0)
}
