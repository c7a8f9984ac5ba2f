#if canImport(UIKit)  // Elsewhere the module is empty: Linux type-checks it against .ci/uikit-stand-in.
  import PullUp
  import PullUpHost
  import UIKit

  /// Focus: the keyboard's focus and VoiceOver's stay out of what the sheet's height hides, by the host's rule
  /// (`PullUpFocusRule`), as in PullUpGTK. After each layout whose sheet moved, the largest parts of the bottom
  /// view controller's view that lie wholly below the visible part (the screen's edge, the keyboard's; all of a
  /// hidden sheet) get `isUserInteractionEnabled` false, which keeps the focus engine from them, and
  /// `accessibilityElementsHidden` true, which keeps VoiceOver from them; both are given back when the part
  /// shows. While the sheet is modal the content behind it is kept from the keyboard's focus the same way
  /// (VoiceOver reads only the sheet: `accessibilityViewIsModal`). Only parts found with both unchanged are
  /// touched. A part inside a scroll view counts where the scroll view shows it once scrolled to it. The
  /// keyboard's focus moving onto a part the sheet cuts off raises the sheet until it shows.
  extension PullUpViewController {
    /// Keeps the focus out of what `snapshot` does not show; in the layout pass, after the frames.
    func updateFocusability(for snapshot: PullUpSnapshot) {
      guard let content = bottomViewController?.view else { return }
      let geometry = PullUpFocusBlocking<UIView>.Geometry(
        visible: PullUpFocusRule.visibleRange(of: snapshot), contentOffset: snapshot.contentOffset,
        modal: snapshot.layout.isModal)
      guard focusBlocking.needsUpdate(for: geometry) else { return }
      let blocked = focusBlocking.blocked
      var hidden = PullUpFocusRule.hiddenParts(
        under: content, visible: geometry.visible, children: \.subviews, edges: edges(of:),
        isScrollable: { $0 is UIScrollView },
        mayTakeFocus: { view in
          !view.isHidden && (Self.isFocusable(view) || blocked.contains { $0 === view })
        })
      if geometry.modal { hidden.append(contentContainer) }
      let change = focusBlocking.update(hidden: hidden, geometry: geometry, isFocusable: Self.isFocusable)
      for view in change.restore {
        view.isUserInteractionEnabled = true
        view.accessibilityElementsHidden = false
      }
      for view in change.block {
        view.isUserInteractionEnabled = false
        view.accessibilityElementsHidden = true
      }
    }

    /// Whether a view may take the focus as far as the sheet is concerned: it takes touches and shows to
    /// VoiceOver (the app's own settings otherwise, left alone).
    private static func isFocusable(_ view: UIView) -> Bool {
      view.isUserInteractionEnabled && !view.accessibilityElementsHidden
    }

    /// A view's top and bottom edges, in points below the sheet's top edge.
    private func edges(of view: UIView) -> ClosedRange<Double>? {
      let frame = sheetSurface.convert(view.bounds, from: view)
      let top = Double(frame.minY)
      let bottom = Double(frame.maxY)
      guard top.isFinite, bottom.isFinite else { return nil }
      return top...max(top, bottom)
    }

    /// The focus engine moved the keyboard's focus: onto a part of the sheet's content not wholly on screen,
    /// it raises the sheet, by the host's rule, with the part's edges where every scroll view around it shows
    /// it once scrolled to it.
    func focusMoved(to focused: UIView) {
      guard let content = bottomViewController?.view, let focusEdges = edges(of: focused)
      else { return }
      var viewports: [ClosedRange<Double>] = []
      var ancestor = focused.superview
      while let current = ancestor, current !== content {
        if current is UIScrollView, let viewport = edges(of: current) { viewports.append(viewport) }
        ancestor = current.superview
      }
      // Not inside the bottom view controller's view: nothing of the sheet's content.
      guard ancestor === content || focused === content else { return }
      host.focusMoved(toEdges: PullUpFocusRule.shownEdges(focusEdges, viewports: viewports), time: CACurrentMediaTime())
    }
  }
#endif
