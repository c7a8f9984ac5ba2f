/// Follows the sheet's state, as ISHPullUp's state delegate does.
///
/// The controller holds its delegate weakly.
public protocol PullUpStateDelegate: AnyObject, Sendable {
  /// The sheet's state changed.
  ///
  /// Called on the delegate's own isolation with exactly the sequence ``PullUpController/states`` carries:
  /// first the current state when the delegate is set, then every transition, in order, exactly once,
  /// never dropped.
  func pullUpController(_ controller: PullUpController, didChangeTo state: PullUpState) async
}
