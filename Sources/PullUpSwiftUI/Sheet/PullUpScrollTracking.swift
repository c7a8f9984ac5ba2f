#if canImport(SwiftUI) && canImport(UIKit)  // Linux type-checks it against .ci/swiftui-stand-in and .ci/uikit-stand-in.
  import PullUpSwiftUITranslation
  import PullUpUIKit
  import SwiftUI
  import UIKit

  extension View {
    /// Marks the `ScrollView` (or `List`) whose scrolling the sheet shares a drag with: the list scrolls once
    /// the sheet is at its top, the sheet moves once the list is at its top, with no jump at the hand-off
    /// (`PullUpViewController.track(scrollView:)`). Apply it to the scroll view in the sheet's content.
    ///
    /// How it is found, and what can break it: the modifier hosts the marked view in a hosting controller of
    /// its own (the marker). At each layout of the marker until it finds one, and again when the one found
    /// leaves the window, the sheet's views are searched breadth first, from the sheet's hosting controller's
    /// view, for the marker, then under it for the first `UIScrollView`: the one backing the `ScrollView`. This
    /// relies on how SwiftUI builds its views, which Apple does not document: a `ScrollView` that SwiftUI
    /// does not back with a `UIScrollView` is not found, and another scroll view between the marker and the
    /// one you mean (a carousel around the list) is found first, so mark the innermost. When nothing is found,
    /// the sheet moves as it does over any other content.
    ///
    /// - Returns: The view, marked.
    public func pullUpScrollTracking() -> some View {
      ScrollTrackingMarker(content: self)
    }
  }

  /// The marker: the marked content in a hosting controller the search recognizes.
  struct ScrollTrackingMarker<Content: View>: UIViewControllerRepresentable {
    let content: Content

    func makeUIViewController(context: Context) -> ScrollTrackingHostingController<Content> {
      ScrollTrackingHostingController(rootView: content)
    }

    func updateUIViewController(_ viewController: ScrollTrackingHostingController<Content>, context: Context) {
      viewController.rootView = content
    }
  }

  /// A hosting controller the search knows as the marker (its view's next responder is it).
  @MainActor
  protocol ScrollTrackingMarking: AnyObject {}

  /// Hosts the marked content, and has the sheet track the scroll view under it.
  final class ScrollTrackingHostingController<Content: View>: UIHostingController<Content>, ScrollTrackingMarking {
    private weak var tracked: UIScrollView?

    override func viewDidLayoutSubviews() {
      super.viewDidLayoutSubviews()
      if let tracked, tracked.window != nil { return }
      guard let sheet = sheetViewController(), let root = sheet.bottomViewController?.view else { return }
      let found = ScrollViewSearch.trackedScrollView(
        in: root, children: { $0.subviews }, isScrollView: { $0 is UIScrollView },
        isMarked: { $0.next is any ScrollTrackingMarking })
      guard let scrollView = found as? UIScrollView, scrollView !== tracked else { return }
      tracked = scrollView
      sheet.track(scrollView: scrollView)
    }

    /// The sheet's view controller, up the parents.
    private func sheetViewController() -> PullUpViewController? {
      var current = parent
      while let viewController = current {
        if let sheet = viewController as? PullUpViewController { return sheet }
        current = viewController.parent
      }
      return nil
    }
  }
#endif
