/// Receives the insets for a scroll view inside the sheet, as ISHPullUp's sizing delegate does with
/// `updateEdgeInsets:forBottomViewController:`.
///
/// The insets (`PullUpLayout.sheetInsets`) cover the part of the sheet a scroll view inside it should
/// keep clear: below the container in the shift layout (`PullUpLayoutMode.shift`), and behind the
/// keyboard. Set one with ``PullUpController/setSheetInsetsDelegate(_:)``; the controller holds it weakly.
public protocol PullUpSheetInsetsDelegate: AnyObject, Sendable {
  /// The sheet's insets changed; their bottom is in points from the sheet's bottom edge.
  ///
  /// Called on the delegate's own isolation first with the current insets when the delegate is set, then
  /// whenever they change (during a drag, a settle, a container change), in order, never twice in a row
  /// with the same insets. A slow delegate skips to the newest insets.
  func pullUpController(_ controller: PullUpController, updateSheetInsets insets: PullUpInsets) async
}
