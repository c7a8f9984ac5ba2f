/// Receives the insets the content needs so that nothing it shows hides under the sheet, as ISHPullUp's
/// content delegate does.
///
/// The controller holds its delegate weakly.
public protocol PullUpContentDelegate: AnyObject, Sendable {
  /// The content's insets changed.
  ///
  /// Called on the delegate's own isolation whenever the insets change (during a drag, a settle, a
  /// container change, hiding and showing), in order, never twice in a row with the same insets. A slow
  /// delegate skips to the newest insets. The bottom inset is zero while the sheet is hidden.
  func pullUpController(_ controller: PullUpController, updateContentInsets insets: PullUpInsets) async
}
