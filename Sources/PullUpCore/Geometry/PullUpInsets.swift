/// Distances inward from the four edges of a rectangle, in points.
///
/// Used for safe areas (the parts of the container that system bars cover) and for the insets that
/// PullUp hands to the content and to the sheet.
public struct PullUpInsets: Sendable, Hashable, Codable {
  /// The inset from the top edge.
  public var top: Double
  /// The inset from the left edge.
  public var left: Double
  /// The inset from the bottom edge.
  public var bottom: Double
  /// The inset from the right edge.
  public var right: Double

  /// Creates insets from the four distances; omitted edges are zero.
  public init(top: Double = 0, left: Double = 0, bottom: Double = 0, right: Double = 0) {
    self.top = top
    self.left = left
    self.bottom = bottom
    self.right = right
  }

  /// Insets of zero on every edge.
  public static let zero = PullUpInsets()
}
