import Foundation

/// UIScrollView as PullUpUIKit's glue relies on it, for the Linux tests (issue 50, item 1): a vertical scroll
/// view's offset, its own pan, its deceleration after a release, and `setContentOffset(_:animated: false)`.
/// What it assumes, and where each number comes from:
///
/// - Offsets are UIKit's `contentOffset.y`: `-topInset` at the content's top, `contentHeight - viewportHeight`
///   at its end (no bottom inset).
/// - The pan begins once the finger has moved ``panHysteresis`` points from where it went down (UIKit does not
///   document the number; 10 points is FloatingPanel's and the common measure), and from then on moves the
///   offset point for point from where the finger was at the pan's beginning: the points inside the hysteresis
///   do not scroll. Each motion after the pan began is one action of the pan (`began`, then `changed`).
/// - Past either end the offset moves by half the finger's motion while `bounces` is on (the rubber band; UIKit
///   documents that it bounces, not by how much), and stops at the end while it is off.
/// - A release with the pan begun starts a deceleration with the finger's last velocity (the last two samples),
///   which decays by ``decelerationRate`` each millisecond (`UIScrollView.DecelerationRate.normal`, documented
///   as 0.998) and stops at an end (the bounce's overshoot, which returns to the end, is not modelled) or once
///   below ``stoppingVelocity``.
/// - `setContentOffset(_:animated: false)` stops a deceleration in progress; so does a finger going down.
/// - A trackpad's two-finger scroll is the same pan without the hysteresis: it begins at the scroll's first event
///   with that event's translation and moves the offset by the whole translation from there, the first points
///   included (UIKit documents no slop for a scroll; of the two cases it is the one in which the glue could count
///   those points twice), and its end decelerates as a finger's release does.
struct ModelScrollView {
  static let panHysteresis = 10.0
  /// `UIScrollView.DecelerationRate.normal.rawValue`: the velocity's factor per millisecond.
  static let decelerationRate = 0.998
  /// Below this speed, in points per second, the deceleration ends.
  static let stoppingVelocity = 5.0

  /// A pan recognizer's action.
  enum PanAction: Equatable {
    case began, changed, ended
  }

  let topInset: Double
  let contentHeight: Double
  let viewportHeight: Double
  /// UIKit's `contentOffset.y`.
  private(set) var contentOffsetY: Double
  var bounces = true
  /// How many times anything set the offset with `setContentOffset`.
  private(set) var offsetsSet = 0

  private struct Finger {
    var downY: Double
    /// Where the finger and the offset were when the pan began, once it has.
    var began: (y: Double, offset: Double)?
    var last: (y: Double, time: Double)
    var velocity = 0.0
  }
  private var finger: Finger?
  private var deceleration: (velocity: Double, time: Double)?

  init(topInset: Double = 0, contentHeight: Double, viewportHeight: Double, contentOffset: Double = 0) {
    self.topInset = topInset
    self.contentHeight = contentHeight
    self.viewportHeight = viewportHeight
    contentOffsetY = contentOffset - topInset
  }

  var top: Double { -topInset }
  var end: Double { max(top, contentHeight - viewportHeight) }
  /// The offset in PullUp's terms: 0 at the content's top.
  var offset: Double { contentOffsetY + topInset }
  var isDecelerating: Bool { deceleration != nil }

  /// `setContentOffset(CGPoint(x: 0, y: y), animated: false)`.
  mutating func setContentOffset(_ y: Double) {
    contentOffsetY = y
    deceleration = nil
    offsetsSet += 1
  }

  /// A finger went down on the scroll view.
  mutating func touchDown(y: Double, time: Double) {
    finger = Finger(downY: y, last: (y, time))
    deceleration = nil
  }

  /// The finger moved to `y`: the pan's action, if the pan has begun.
  mutating func touchMoved(y: Double, time: Double) -> PanAction? {
    guard var finger else { return nil }
    if time > finger.last.time { finger.velocity = (y - finger.last.y) / (time - finger.last.time) }
    finger.last = (y, time)
    let action: PanAction
    if let began = finger.began {
      contentOffsetY = following(from: began, to: y)
      action = .changed
    } else if abs(y - finger.downY) >= Self.panHysteresis {
      finger.began = (y, contentOffsetY)
      action = .began
    } else {
      self.finger = finger
      return nil
    }
    self.finger = finger
    return action
  }

  /// The finger lifted at `y`: the pan's end, if it began, and the deceleration it starts.
  mutating func touchUp(y: Double, time: Double) -> PanAction? {
    guard let finger else { return nil }
    self.finger = nil
    guard finger.began != nil else { return nil }
    let inside = contentOffsetY >= top && contentOffsetY <= end
    if inside, abs(finger.velocity) >= Self.stoppingVelocity {
      // The finger's velocity is the content's, the other way: a finger moving up scrolls towards the end.
      deceleration = (-finger.velocity, time)
    } else {
      contentOffsetY = min(max(contentOffsetY, top), end)
    }
    return .ended
  }

  /// A trackpad's scroll over the scroll view began with `translation` (its pan's `translation(in:)`, negative
  /// up): the pan's `began`, which moves the offset by the whole translation.
  mutating func trackpadBegan(translation: Double, time: Double) -> PanAction {
    touchDown(y: 0, time: time)
    finger?.began = (0, contentOffsetY)
    _ = touchMoved(y: translation, time: time)
    return .began
  }

  /// The trackpad's scroll moved to `translation`: the pan's `changed`.
  mutating func trackpadMoved(translation: Double, time: Double) -> PanAction? {
    touchMoved(y: translation, time: time)
  }

  /// The trackpad's scroll ended at `translation`: the pan's end, and the deceleration it starts.
  mutating func trackpadEnded(translation: Double, time: Double) -> PanAction? {
    touchUp(y: translation, time: time)
  }

  /// The deceleration's offset at `time`.
  mutating func advance(to time: Double) {
    guard let deceleration, time > deceleration.time else { return }
    let milliseconds = (time - deceleration.time) * 1000
    let decay = pow(Self.decelerationRate, milliseconds)
    // The integral of v·rate^t over the milliseconds, in points.
    let moved = deceleration.velocity / 1000 * (decay - 1) / log(Self.decelerationRate)
    let velocity = deceleration.velocity * decay
    contentOffsetY = min(max(contentOffsetY + moved, top), end)
    let atEnd = contentOffsetY == top || contentOffsetY == end
    self.deceleration = atEnd || abs(velocity) < Self.stoppingVelocity ? nil : (velocity, time)
  }

  /// The offset a finger at `y` gives, following it from where the pan began, with the rubber band past an end.
  private func following(from began: (y: Double, offset: Double), to y: Double) -> Double {
    let free = began.offset - (y - began.y)
    if free < top { return bounces ? top - (top - free) / 2 : top }
    if free > end { return bounces ? end + (free - end) / 2 : end }
    return free
  }
}
