/// What the glue does to a tracked scroll view after an event (R5, R6), as ``ScrollPinning`` decides.
package enum ScrollViewCommand: Sendable, Hashable {
  /// Indicates that the scroll view is left alone: the press is not the sheet's drag, or it ended.
  case leave
  /// Indicates that the scroll view's `contentOffset.y` is set to this value (points, UIKit's convention:
  /// `-adjustedContentInset.top` at the content's top), and its own deceleration stopped: the machine moves
  /// the content while the sheet's drag shares the finger.
  case pin(contentOffsetY: Double)
  /// Indicates that the scroll view moved by itself as it should (nobody owns the press yet, or a wheel
  /// scrolled the content): the glue tells the machine where it is now (`PullUpInput.scrollOffsetChanged`,
  /// ``ScrollPinning/offset(contentOffsetY:topInset:)``), so that what comes next starts from there.
  case report
  /// Indicates that the scroll view is let go to decelerate with its own pan's velocity: the drag's release
  /// left the content scrolled, so the content carries the momentum (the sheet got none).
  case releaseToDeceleration
}
