#if canImport(UIKit)  // Elsewhere the module is empty: Linux type-checks it against .ci/uikit-stand-in.
  import PullUp
  import PullUpHost
  import UIKit

  /// A split view: the content view controller above, the bottom view controller below, and a divider between
  /// them that drags the split (SwiftUI's `SplitView`, `PullUpConfiguration.splitView(middle:range:)`). The
  /// handle view draws the divider (a bar with a grip, square corners, no dimming) and presses on it are the
  /// interpreter's `PullUpRegion.divider`.
  @MainActor
  open class PullUpSplitViewController: PullUpViewController {
    override class var drawsDivider: Bool { true }

    /// Creates the split view.
    ///
    /// - Parameters:
    ///   - configuration: How the split behaves; `nil`, the default, is ``storyboardConfiguration``: a split
    ///     view's with the divider in the middle, or a subclass's own.
    ///   - contentViewController: The upper pane.
    ///   - bottomViewController: The lower pane.
    /// - Throws: `PullUpError` for a configuration that does not validate.
    override public init(
      configuration: PullUpConfiguration? = nil, contentViewController: UIViewController? = nil,
      bottomViewController: UIViewController? = nil
    ) throws(PullUpError) {
      try super.init(
        configuration: configuration, contentViewController: contentViewController,
        bottomViewController: bottomViewController)
    }

    /// For a storyboard: a split view with ``storyboardConfiguration``.
    public required init?(coder: NSCoder) {
      super.init(coder: coder)
    }

    /// A split view's configuration with the divider in the middle, unless a subclass overrides it.
    override open class var storyboardConfiguration: PullUpConfiguration { .splitView() }
  }
#endif
