#if GTK  // PullUpGTK builds with the package's GTK trait (Package.swift); without it, it is empty.
  import CGTK
  import PullUp
  import PullUpGObject

  /// Keyboard focus: content that the sheet's height hides cannot take it, focusing content raises the sheet
  /// to show it, and the background cannot take it while the dimming is modal.
  ///
  /// GTK moves the focus (Tab, arrows) only into widgets whose `can-focus` is set, and `can-focus` unset on a
  /// widget keeps the focus out of everything inside it. After each drawn frame whose sheet moved, the widget
  /// therefore unsets `can-focus` on the largest parts of the sheet's content that the sheet's height hides,
  /// below `PullUpInterpreter.visibleHeight(of:)` (below the window's bottom edge, the sheet's own or the
  /// keyboard's: all of a hidden sheet), and sets it again on those that came back. It touches only widgets
  /// whose `can-focus` it found set, and restores exactly those. A widget partly on screen keeps its focus,
  /// and focusing it raises the sheet until it shows. A widget inside a scrollable (`GtkScrollable`: the
  /// viewport of a `GtkScrolledWindow`, a `GtkListView`) counts where the scrollable shows it once scrolled
  /// to it, as GTK scrolls to the focus: a row its viewport scrolled away stays focusable, as in plain GTK,
  /// while the viewport shows on screen. Focus that was in a part going off screen moves to the handle. The same way, while the sheet is
  /// modal (`PullUpLayout.isModal`: the dimming dims), the background's `can-focus` is unset, as
  /// AdwBottomSheet does with its modal content.
  extension PullUpSheetWidget {
    /// What decides which content is on screen, as last applied.
    struct FocusGeometry: Equatable {
      var visible: ClosedRange<Double>
      var contentOffset: Double
      var modal: Bool
    }

    /// Follows the window's focus while the widget is realized: the window is the widget's root then.
    func connectFocus() {
      connect(widget, .realize, { [unowned self] in followFocus() })
      connect(
        widget, .unrealize, { [unowned self] in stopFollowingFocus() })
    }

    private func followFocus() {
      stopFollowingFocus()
      // `focus-widget` is GtkWindow's property; another root (a drag icon) has no focus to follow.
      guard let root = gtk_widget_get_root(widget),
        g_type_check_instance_is_a(gobject(root), gtk_window_get_type()) != 0
      else { return }
      let identifier = connect(
        root, .notify("focus-widget"), { [unowned self] in focusMoved() })
      let active = connect(
        root, .notify("is-active"),
        { [unowned self] in
          if gtk_window_is_active(gobject(root)) == 0 { endSurfaceScroll(event: nil) }
        })
      focusHandler = (root, identifier, active)
    }

    private func stopFollowingFocus() {
      guard let handler = focusHandler else { return }
      g_signal_handler_disconnect(handler.root.raw, handler.identifier)
      g_signal_handler_disconnect(handler.root.raw, handler.active)
      focusHandler = nil
    }

    /// The window's focus moved: a widget in the sheet that is not wholly on screen raises the sheet, by the
    /// interpreter's rule, with its edges relative to the sheet's top edge. Focus given by a press the sheet
    /// still follows (a button takes the focus when pressed) is where the pointer is: it moves nothing, so
    /// that a drag that starts on a half-shown row is not raced by a settle. A press a child kept (a text
    /// field) is not the sheet's: its focus raises the sheet like any other.
    private func focusMoved() {
      guard press == nil, !showsSidePane, let root = focusHandler?.root, let focus = gtk_root_get_focus(root),
        focus == sheet || gtk_widget_is_ancestor(focus, sheet) != 0
      else { return }
      guard let edges = shownEdges(of: focus) else { return }
      _ = interpret(.focus(top: edges.top, bottom: edges.bottom, time: time(of: nil)))
    }

    /// The edges of `focus` relative to the sheet's top edge, as the sheet must show them: where every
    /// scrollable around it (a scrolled window's viewport) shows it once scrolled to it, which GTK does at
    /// the scrollable's next allocation (so the focus's bounds now may still be where it was scrolled away).
    private func shownEdges(of focus: UnsafeMutablePointer<GtkWidget>) -> (top: Double, bottom: Double)? {
      guard var edges = edges(of: focus) else { return nil }
      var ancestor = gtk_widget_get_parent(focus)
      while let current = ancestor, current != sheet {
        if Self.isScrollable(current), let viewport = self.edges(of: current) {
          edges = Self.scrolledIntoView(edges, viewport: viewport)
        }
        ancestor = gtk_widget_get_parent(current)
      }
      return (edges.lowerBound, edges.upperBound)
    }

    /// A widget's top and bottom edges, in points below the sheet's top edge.
    private func edges(of widget: UnsafeMutablePointer<GtkWidget>) -> ClosedRange<Double>? {
      var bounds = graphene_rect_t()
      guard gtk_widget_compute_bounds(widget, sheet, &bounds) != 0 else { return nil }
      let top = Double(bounds.origin.y)
      return top...max(top, top + Double(bounds.size.height))
    }

    /// Whether a widget scrolls what it holds into its own view when it takes the focus (`GtkScrollable`: a
    /// scrolled window's viewport, a list view, a text view).
    private static func isScrollable(_ widget: UnsafeMutablePointer<GtkWidget>) -> Bool {
      g_type_check_instance_is_a(gobject(widget), gtk_scrollable_get_type()) != 0
    }

    /// Where a widget with `edges` inside a scrollable spanning `viewport` shows once the scrollable scrolls
    /// to it, as GTK's viewport does for the focus: where it is if it is inside; otherwise against the nearer
    /// edge (the top one for a widget taller than the viewport).
    static func scrolledIntoView(_ edges: ClosedRange<Double>, viewport: ClosedRange<Double>) -> ClosedRange<Double> {
      let height = min(edges.upperBound - edges.lowerBound, viewport.upperBound - viewport.lowerBound)
      if edges.lowerBound < viewport.lowerBound || edges.upperBound - edges.lowerBound > height {
        return viewport.lowerBound...(viewport.lowerBound + height)
      }
      if edges.upperBound > viewport.upperBound { return (viewport.upperBound - height)...viewport.upperBound }
      return edges
    }

    /// Whether the sheet of `snapshot` is modal on screen: the layout's dimming dims (`PullUpLayout.isModal`),
    /// and the sheet is not a side pane, which never dims. The focus and the `modal` property read it.
    func isModal(_ snapshot: PullUpSnapshot) -> Bool { !showsSidePane && snapshot.layout.isModal }

    /// Keeps the focus out of what `snapshot` does not show; called after the frame that drew it, since
    /// changing `can-focus` inside the layout would queue another.
    func updateFocusability(for snapshot: PullUpSnapshot) {
      let geometry = FocusGeometry(
        visible: visibleRangeForFocus(of: snapshot), contentOffset: snapshot.contentOffset,
        modal: isModal(snapshot))
      guard geometry != focusGeometry else { return }
      focusGeometry = geometry
      var hidden: [UnsafeMutablePointer<GtkWidget>] = []
      collectOffScreen(in: sheet, visible: geometry.visible, into: &hidden)
      if geometry.modal, let backgroundWidget { hidden.append(backgroundWidget) }
      for widget in focusBlocked where !hidden.contains(widget) {
        gtk_widget_set_can_focus(widget, 1)
        g_object_unref(widget)
      }
      focusBlocked = focusBlocked.filter { hidden.contains($0) }
      for widget in hidden where !focusBlocked.contains(widget) && gtk_widget_get_can_focus(widget) != 0 {
        gtk_widget_set_can_focus(widget, 0)
        // Held until restored, so that a widget the app removes meanwhile is still valid here.
        g_object_ref(widget)
        focusBlocked.append(widget)
      }
      moveFocusOutOfBlockedParts()
    }

    /// Gathers the largest parts of `parent`'s subtree that lie wholly outside `visible` (points below the
    /// sheet's top edge). A widget inside a scrollable counts where the scrollable shows it once scrolled to
    /// it (`viewport`: the innermost scrollable's edges), not where it was scrolled away to: a row above or
    /// below a viewport that shows is focusable, one that the viewport would show below the window's edge
    /// is not.
    private func collectOffScreen(
      in parent: UnsafeMutablePointer<GtkWidget>, visible: ClosedRange<Double>, viewport: ClosedRange<Double>? = nil,
      into hidden: inout [UnsafeMutablePointer<GtkWidget>]
    ) {
      var next = gtk_widget_get_first_child(parent)
      while let child = next {
        next = gtk_widget_get_next_sibling(child)
        // A widget the app made unfocusable keeps that.
        guard gtk_widget_get_visible(child) != 0,
          gtk_widget_get_can_focus(child) != 0 || focusBlocked.contains(child),
          var shown = edges(of: child)
        else { continue }
        if let viewport { shown = Self.scrolledIntoView(shown, viewport: viewport) }
        // Half a point: allocations are rounded to whole points.
        guard shown.lowerBound < visible.upperBound - 0.5, shown.upperBound > visible.lowerBound + 0.5 else {
          hidden.append(child)
          continue
        }
        collectOffScreen(
          in: child, visible: visible, viewport: Self.isScrollable(child) ? shown : viewport, into: &hidden)
      }
    }

    /// Focus left in a part that went off screen moves to the handle, which is on screen with a shown sheet;
    /// a hidden sheet's focus goes nowhere (the window's).
    private func moveFocusOutOfBlockedParts() {
      guard let root = focusHandler?.root, let focus = gtk_root_get_focus(root),
        focusBlocked.contains(where: { $0 == focus || gtk_widget_is_ancestor(focus, $0) != 0 })
      else { return }
      if currentSnapshot.isHidden {
        gtk_root_set_focus(root, nil)
      } else {
        gtk_widget_grab_focus(handle)
      }
    }

    /// Gives back every `can-focus` the widget unset: when GTK disposes of the widget, while its children
    /// still exist.
    func restoreFocusability() {
      for widget in focusBlocked {
        gtk_widget_set_can_focus(widget, 1)
        g_object_unref(widget)
      }
      focusBlocked = []
    }
  }
#endif
