#if canImport(UIKit)
  import PullUp
  import PullUpUIKit
  import UIKit

  /// SwiftUI SplitView's example, with PullUp: two panes and a divider between them that drags the lower
  /// pane's height between 20 % and 80 % of the screen, starting at half. The fraction is kept when the
  /// screen turns.
  @MainActor
  func makeSplitViewScreen() throws(PullUpError) -> PullUpSplitViewController {
    let split = try PullUpSplitViewController(
      configuration: .splitView(middle: 0.5, range: 0.2...0.8),
      contentViewController: ColorViewController(text: "Top", color: .systemGray5),
      bottomViewController: ColorViewController(text: "Bottom", color: .systemOrange))
    split.title = "Split view"
    return split
  }
#endif
