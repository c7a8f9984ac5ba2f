/// Where a touch is in its life, as `UITouch.Phase` says (the `region…` phases are a hovering pointer's,
/// iOS 13.4).
package enum TouchPhase: Sendable, Hashable, CaseIterable {
  /// The touch went down.
  case began
  /// The touch moved.
  case moved
  /// The touch is down and did not move since the last event.
  case stationary
  /// The touch lifted.
  case ended
  /// The system cancelled the touch (a call came in, another gesture took it).
  case cancelled
  /// A pointer with no button held entered the view.
  case regionEntered
  /// A pointer with no button held moved over the view.
  case regionMoved
  /// A pointer with no button held left the view.
  case regionExited
}
