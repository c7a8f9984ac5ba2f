import PullUpCore

/// ISHPullUpHandleView's arrow: a three-point line, left wing, centre, right wing.
///
/// With the multiplier `m` = −1 for `up`, 0 for `neutral` and +1 for `down`, the centre sits at
/// `midY + m · arrowHeight / 2` and the wings at `centreY − m · arrowHeight`, at `midX ± arrowWidth / 2`:
/// `up` is `^`, `down` is `v`, `neutral` is a flat line through `midY`.
package struct HandleGeometry: Sendable, Hashable {
  /// The horizontal centre of the handle's bounds.
  package var midX: Double
  /// The vertical centre of the handle's bounds.
  package var midY: Double
  /// The arrow's width.
  package var arrowWidth: Double
  /// The arrow's height.
  package var arrowHeight: Double

  /// Creates the geometry of a handle.
  ///
  /// - Parameters:
  ///   - midX: The horizontal centre of the handle's bounds.
  ///   - midY: The vertical centre of the handle's bounds.
  ///   - arrowWidth: The arrow's width.
  ///   - arrowHeight: The arrow's height.
  package init(midX: Double, midY: Double, arrowWidth: Double, arrowHeight: Double) {
    self.midX = midX
    self.midY = midY
    self.arrowWidth = arrowWidth
    self.arrowHeight = arrowHeight
  }

  /// The three points for a handle state, left to right.
  ///
  /// - Parameter state: Which way the handle points.
  /// - Returns: The left wing, the centre and the right wing.
  package func points(for state: PullUpHandleState) -> [(x: Double, y: Double)] {
    let multiplier: Double
    switch state {
    case .up: multiplier = -1
    case .neutral: multiplier = 0
    case .down: multiplier = 1
    }
    let centreY = midY + multiplier * arrowHeight / 2
    let wingY = centreY - multiplier * arrowHeight
    return [(midX - arrowWidth / 2, wingY), (midX, centreY), (midX + arrowWidth / 2, wingY)]
  }
}
