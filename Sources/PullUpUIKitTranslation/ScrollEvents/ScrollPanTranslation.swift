import PullUpFrontEnd

/// A scroll pan recognizer's actions (`UIPanGestureRecognizer` with `allowedScrollTypesMask`, iOS 13.4:
/// two fingers on a trackpad, a mouse wheel) to scroll raw events (R9).
///
/// A pan reports its translation since it began; PullUp's scroll events carry the change since the last
/// event, positive towards the content's end. Fingers moving up (translation decreasing) scroll towards
/// the end, so each event's delta is the translation's change, negated:
///
///     delta = −(translationY − previous translationY)
///
/// where previous is, at the first `changed`, the translation at `began` for a trackpad and 0 for a wheel.
///
/// | recognizer state            | continuous (a trackpad)          | discrete (a mouse wheel)            |
/// |-----------------------------|----------------------------------|-------------------------------------|
/// | `began`                     | `.begin`, delta 0                | `.none`, delta −translationY, if ≠ 0 |
/// | `changed`                   | `.update`, the delta, if ≠ 0     | `.none`, the delta, if ≠ 0           |
/// | `ended`, `cancelled`        | `.end`, delta 0 (a release)      | nothing                             |
/// | `possible`, `failed`        | nothing                          | nothing                             |
///
/// A trackpad's translation at `began` is not the drag's: the tracked list's own pan sees the same fingers,
/// and when its action runs first it has scrolled the list by those points before the glue reports the list's
/// offset at `began` (which it does, so that the drag starts from where the list is). Counted in that offset
/// and again in the first `update`, they made the list jump by them (issue 50). The drag starts at `begin`
/// from the reported offset and carries only what the fingers move after it; when the sheet's action runs
/// first, `ScrollPinning` holds the list until the first `update`, and those few points go to neither. A
/// wheel's notch at `began` is a notch like any other, and is carried.
/// Units are points (`PullUpScrollUnit.points`) in both cases, as UIKit reports them. A translation that is
/// not finite gives nothing and leaves the previous one in place.
package struct ScrollPanTranslation: Sendable, Hashable {
  /// The translation of the last event, in points; `nil` before the pan began.
  private var lastTranslationY: Double?

  /// Creates a translation that follows no pan.
  package init() {}

  /// The raw event for a scroll pan's action, by the table in the type's discussion.
  ///
  /// - Parameters:
  ///   - state: The pan recognizer's state.
  ///   - translationY: The pan's `translation(in: container).y`, in points (negative is up).
  ///   - continuous: Whether the pan is a trackpad's (`.continuous`) rather than a wheel's (`.discrete`).
  ///   - x: The pointer's horizontal position in the container, or `nil` when unknown.
  ///   - y: The pointer's vertical position in the container, or `nil` when unknown.
  ///   - region: The region under the pointer (`PullUpHost.region(ofChain:y:)`), or `nil` when unknown.
  ///   - contentMaximum: The tracked scroll view's largest offset (``ScrollPinning/contentMaximum``).
  ///   - time: When, in seconds.
  /// - Returns: The scroll event, or `nil` when there is nothing to say.
  package mutating func event(
    state: RecognizerState, translationY: Double, continuous: Bool, x: Double?, y: Double?, region: PullUpRegion?,
    contentMaximum: Double?, time: Double
  ) -> PullUpRawEvent? {
    func scroll(_ delta: Double, _ phase: PullUpScrollPhase) -> PullUpRawEvent {
      .scroll(
        delta: delta, unit: .points, phase: phase, x: x, y: y, region: region, contentMaximum: contentMaximum,
        time: time)
    }
    switch state {
    case .possible, .failed:
      return nil
    case .began:
      guard translationY.isFinite else { return nil }
      if continuous {
        lastTranslationY = translationY
        return scroll(0, .begin)
      }
      lastTranslationY = 0
      return moved(to: translationY).map { scroll($0, .none) }
    case .changed:
      guard translationY.isFinite else { return nil }
      return moved(to: translationY).map { scroll($0, continuous ? .update : .none) }
    case .ended, .cancelled:
      lastTranslationY = nil
      return continuous ? scroll(0, .end) : nil
    }
  }

  /// The delta of a move to `translationY` (`nil` when it did not move), remembered as the last translation.
  private mutating func moved(to translationY: Double) -> Double? {
    let delta = -(translationY - (lastTranslationY ?? 0))
    lastTranslationY = translationY
    return delta != 0 && delta.isFinite ? delta : nil
  }
}
