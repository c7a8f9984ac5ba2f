#if GTK  // PullUpGTK builds with the package's GTK trait (Package.swift); without it, it is empty.
  import CGTK
  import PullUp
  import PullUpGObject
  import PullUpHost

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
      focusing.focusHandler = (root, identifier, active)
    }

    private func stopFollowingFocus() {
      guard let handler = focusing.focusHandler else { return }
      g_signal_handler_disconnect(handler.root.raw, handler.identifier)
      g_signal_handler_disconnect(handler.root.raw, handler.active)
      focusing.focusHandler = nil
    }

    /// The window's focus moved: a widget in the sheet raises the sheet unless it is wholly on screen, by the
    /// host's rule, with its edges where every scrollable around it shows it once scrolled to it (GTK scrolls
    /// at the scrollable's next allocation, so the focus's bounds now may still be where it was scrolled
    /// away). Focus given by a press the sheet still follows (a button takes the focus when pressed) is where
    /// the pointer is: it moves nothing, so that a drag that starts on a half-shown row is not raced by a
    /// settle. A press a child kept (a text field) is not the sheet's: its focus raises the sheet like any
    /// other.
    private func focusMoved() {
      guard translation.press == nil, !showsSidePane, let root = focusing.focusHandler?.root,
        let focus = gtk_root_get_focus(root),
        focus == sheet || gtk_widget_is_ancestor(focus, sheet) != 0, let focusEdges = edges(of: focus)
      else { return }
      var viewports: [ClosedRange<Double>] = []
      var ancestor = gtk_widget_get_parent(focus)
      while let current = ancestor, current != sheet {
        if Self.isScrollable(current), let viewport = edges(of: current) { viewports.append(viewport) }
        ancestor = gtk_widget_get_parent(current)
      }
      host.focusMoved(toEdges: PullUpFocusRule.shownEdges(focusEdges, viewports: viewports), time: time(of: nil))
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

    /// Whether the sheet of `snapshot` is modal on screen: the layout's dimming dims (`PullUpLayout.isModal`),
    /// and the sheet is not a side pane, which never dims. The focus and the `modal` property read it.
    func isModal(_ snapshot: PullUpSnapshot) -> Bool { !showsSidePane && snapshot.layout.isModal }

    /// Keeps the focus out of what `snapshot` does not show, by the host's rule; called after the frame that
    /// drew it, since changing `can-focus` inside the layout would queue another.
    func updateFocusability(for snapshot: PullUpSnapshot) {
      let geometry = PullUpFocusBlocking<UnsafeMutablePointer<GtkWidget>>.Geometry(
        visible: visibleRangeForFocus(of: snapshot), contentOffset: snapshot.contentOffset,
        modal: isModal(snapshot))
      guard focusing.focusBlocking.needsUpdate(for: geometry) else { return }
      let blocked = focusing.focusBlocking.blocked
      var hidden = PullUpFocusRule.hiddenParts(
        under: sheet, visible: geometry.visible, children: Self.children(of:), edges: edges(of:),
        isScrollable: Self.isScrollable,
        mayTakeFocus: { child in
          // A widget the app made unfocusable keeps that.
          gtk_widget_get_visible(child) != 0 && (gtk_widget_get_can_focus(child) != 0 || blocked.contains(child))
        })
      if geometry.modal, let backgroundWidget { hidden.append(backgroundWidget) }
      let change = focusing.focusBlocking.update(hidden: hidden, geometry: geometry) {
        gtk_widget_get_can_focus($0) != 0
      }
      for widget in change.restore {
        gtk_widget_set_can_focus(widget, 1)
        g_object_unref(widget)
      }
      for widget in change.block {
        gtk_widget_set_can_focus(widget, 0)
        // Held until restored, so that a widget the app removes meanwhile is still valid here.
        g_object_ref(widget)
      }
      moveFocusOutOfBlockedParts()
    }

    /// A widget's children, in order.
    private static func children(of parent: UnsafeMutablePointer<GtkWidget>) -> [UnsafeMutablePointer<GtkWidget>] {
      var children: [UnsafeMutablePointer<GtkWidget>] = []
      var next = gtk_widget_get_first_child(parent)
      while let child = next {
        children.append(child)
        next = gtk_widget_get_next_sibling(child)
      }
      return children
    }

    /// Focus left in a part that went off screen moves where the host's rule says: to the handle, which is on
    /// screen with a shown sheet; nowhere (the window's) with a hidden one.
    private func moveFocusOutOfBlockedParts() {
      guard let root = focusing.focusHandler?.root, let focus = gtk_root_get_focus(root) else { return }
      let inBlocked = focusing.focusBlocking.blocked.contains { $0 == focus || gtk_widget_is_ancestor(focus, $0) != 0 }
      switch PullUpFocusBlocking<UnsafeMutablePointer<GtkWidget>>.focusTarget(
        isInBlockedPart: inBlocked, snapshot: host.snapshot)
      {
      case .nowhere?: gtk_root_set_focus(root, nil)
      case .handle?: gtk_widget_grab_focus(handle)
      case nil: break
      }
    }

    /// Gives back every `can-focus` the widget unset: when GTK disposes of the widget, while its children
    /// still exist.
    func restoreFocusability() {
      for widget in focusing.focusBlocking.restoreAll() {
        gtk_widget_set_can_focus(widget, 1)
        g_object_unref(widget)
      }
    }
  }
#endif
