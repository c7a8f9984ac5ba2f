#if canImport(UIKit)  // Elsewhere the module is empty: Linux type-checks it against .ci/uikit-stand-in.
  import PullUp
  import PullUpUIKitTranslation
  import UIKit

  /// The status bar and the home indicator: the child whose view is under them answers for them
  /// (`SystemAppearanceChildren`, tested on Linux), through the overrides of `childForStatusBarStyle`,
  /// `childForStatusBarHidden` and `childForHomeIndicatorAutoHidden`; UIKit asks again when the answer changes.
  extension PullUpViewController {
    /// The child view controller for `child`.
    func child(_ child: SystemAppearanceChildren.Child) -> UIViewController? {
      switch child {
      case .content: contentViewController
      case .bottom: bottomViewController
      }
    }

    /// After a layout: tells UIKit to ask again when another child now answers.
    func updateSystemAppearance(for snapshot: PullUpSnapshot) {
      let children = SystemAppearanceChildren(snapshot: snapshot, safeAreaTop: Double(view.safeAreaInsets.top))
      let old = systemAppearance
      guard children != old else { return }
      systemAppearance = children
      if children.statusBar != old.statusBar { setNeedsStatusBarAppearanceUpdate() }
      if children.homeIndicator != old.homeIndicator { setNeedsUpdateOfHomeIndicatorAutoHidden() }
    }
  }
#endif
