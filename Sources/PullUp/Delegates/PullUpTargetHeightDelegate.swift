/// Decides where a released sheet heads, as ISHPullUp's sizing delegate does with
/// `targetHeightForBottomViewController`.
///
/// Only a controller with a target-height delegate makes a release wait: the sheet stays in its
/// `awaitingTarget` phase until the answer arrives, then the snap policy runs on it. Set one with
/// ``PullUpController/setTargetHeightDelegate(_:)``; the controller holds it weakly, and once it is `nil`
/// or freed, releases settle at once again.
public protocol PullUpTargetHeightDelegate: AnyObject, Sendable {
  /// The height in points a released sheet should head for, before the snap policy runs.
  ///
  /// Called on the delegate's own isolation once per release, with the release height clamped into the
  /// sheet's range (`proposedHeight`, in points from the container's bottom edge). Never twice at once: a
  /// release made while an earlier call is unanswered waits for that call (cancelled) to return, and then
  /// only the newest such release is asked. Return `proposedHeight` to leave the release to the snap policy.
  /// An answer that arrives after the sheet moved on (a new drag, a request, a newer release) is dropped; a
  /// non-finite answer counts as `proposedHeight`.
  func pullUpController(_ controller: PullUpController, targetHeightForSheetFrom proposedHeight: Double) async -> Double
}
