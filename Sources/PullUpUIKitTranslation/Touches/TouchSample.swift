import PullUpFrontEnd

/// One touch as the gesture recognizer saw it: where, when, what touched and in which phase.
///
/// ## Units
/// - `x`, `y`: points, in the container view's coordinates (`touch.location(in: container)`), `y` down.
/// - `time`: seconds, `UITouch.timestamp` (the system's uptime clock; only differences matter).
package struct TouchSample: Sendable, Hashable {
  /// The horizontal position, in points from the container's left edge.
  package var x: Double
  /// The vertical position, in points from the container's top edge, growing downwards.
  package var y: Double
  /// When, in seconds (`UITouch.timestamp`).
  package var time: Double
  /// What touched.
  package var kind: TouchKind
  /// Where the touch is in its life.
  package var phase: TouchPhase

  /// Creates a sample.
  package init(x: Double, y: Double, time: Double, kind: TouchKind, phase: TouchPhase) {
    self.x = x
    self.y = y
    self.time = time
    self.kind = kind
    self.phase = phase
  }

  /// The raw event the interpreter takes for this sample, over `region` (the host's, from the hit view's chain).
  ///
  /// | `TouchPhase`                                           | `PullUpPointerPhase` |
  /// |--------------------------------------------------------|----------------------|
  /// | `began`                                                | `down`               |
  /// | `moved`                                                | `move`               |
  /// | `stationary`                                           | none (`nil`)         |
  /// | `ended`                                                | `up`                 |
  /// | `cancelled`                                            | `cancel`             |
  /// | `regionEntered`, `regionMoved`, `regionExited`         | `move` (a hover)     |
  ///
  /// A stationary touch says nothing new. A sample whose position or time is not finite is `nil` too:
  /// nothing can be said about it, and the interpreter would only refuse it.
  ///
  /// - Parameter region: Where the touch is, by the hit view's chain (`PullUpHost.region(ofChain:y:)`).
  /// - Returns: The pointer event, or `nil`.
  package func rawEvent(region: PullUpRegion) -> PullUpRawEvent? {
    guard x.isFinite, y.isFinite, time.isFinite else { return nil }
    let pointerPhase: PullUpPointerPhase
    switch phase {
    case .began: pointerPhase = .down
    case .moved, .regionEntered, .regionMoved, .regionExited: pointerPhase = .move
    case .stationary: return nil
    case .ended: pointerPhase = .up
    case .cancelled: pointerPhase = .cancel
    }
    return .pointer(pointerPhase, x: x, y: y, time: time, device: kind.device, region: region)
  }
}
