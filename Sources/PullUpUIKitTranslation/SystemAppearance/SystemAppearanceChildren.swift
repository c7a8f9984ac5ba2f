import PullUpCore

/// Which child view controller UIKit asks about the status bar and the home indicator (issue 50): the one
/// whose view is under them, as a container view controller is expected to say (UIKit's `childForStatusBarStyle`,
/// `childForStatusBarHidden`, `childForHomeIndicatorAutoHidden`). Without it the sheet's view controller answered
/// for both children, and neither a dark map's light status bar nor a video's hidden home indicator reached the
/// system.
package struct SystemAppearanceChildren: Sendable, Hashable {
  /// One of the view controller's two children.
  package enum Child: Sendable, Hashable {
    /// The content view controller, which the sheet covers.
    case content
    /// The bottom view controller, the sheet's content.
    case bottom
  }

  /// The status bar's style and hidden state: the sheet's content once the sheet reaches under the status bar
  /// (its top edge above the top of the safe area), the covered content otherwise.
  package var statusBar: Child
  /// The home indicator's hiding: the sheet's content while the sheet shows along the bottom edge, the covered
  /// content while it is hidden.
  package var homeIndicator: Child

  /// Before the first layout: the sheet at the bottom, below the status bar.
  package static let initial = SystemAppearanceChildren(statusBar: .content, homeIndicator: .bottom)

  package init(statusBar: Child, homeIndicator: Child) {
    self.statusBar = statusBar
    self.homeIndicator = homeIndicator
  }

  /// The children for the sheet in `snapshot`, in a container whose safe area's top is `safeAreaTop` points.
  package init(snapshot: PullUpSnapshot, safeAreaTop: Double) {
    let sheet = snapshot.layout.sheetFrame
    let shows = !snapshot.isHidden && sheet.y < snapshot.layout.containerSize.height
    statusBar = shows && sheet.y < safeAreaTop ? .bottom : .content
    homeIndicator = shows ? .bottom : .content
  }
}
