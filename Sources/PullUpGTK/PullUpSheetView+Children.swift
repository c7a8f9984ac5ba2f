#if GTK  // PullUpGTK builds with the package's GTK trait (Package.swift); without it, it is empty.
  import CGTK
  import PullUp
  import PullUpGObject
  import PullUpHost

  /// The widgets an app gives the sheet, set at creation or at any time after: the background, the content and
  /// the scrollable content (also the view's GObject properties `background`, `content`, `scrollable-content`,
  /// and a `.ui` file's children: `PullUpSheetView+Buildable.swift`).
  extension PullUpSheetWidget {
    /// What the sheet covers (a map): the widget's first child, laid out in the layout's content frame. Set it
    /// to replace it (`nil` removes it): the old one is unparented, so GTK frees it unless you hold a reference.
    /// A widget that already has a parent is refused with a warning (in the `PullUp` log domain), as are the
    /// view itself and a widget that contains it, and everything once GTK has freed the view. Notifies
    /// `background`.
    public var background: UnsafeMutablePointer<GtkWidget>? {
      get { backgroundWidget }
      set {
        guard isAlive, newValue != backgroundWidget, accepts(newValue, as: "background") else { return }
        childrenChanging()
        if let old = backgroundWidget { gtk_widget_unparent(old) }
        backgroundWidget = newValue
        // The first child, so that it is drawn first, under the dimming and the sheet.
        if let newValue { gtk_widget_insert_after(newValue, widget, nil) }
        gtk_widget_queue_resize(widget)
        notify(.background)
      }
    }

    /// The sheet's content, below the handle (it expands vertically). Set it to replace it (`nil` removes it),
    /// under the same rules as ``background``; a scrolled window inside the old content that was the
    /// scrollable content stays so until you set another (the `scrollable-content` property) or GTK frees it.
    /// Notifies `content`.
    public var content: UnsafeMutablePointer<GtkWidget>? {
      get { contentWidget }
      set {
        guard isAlive, newValue != contentWidget, accepts(newValue, as: "content") else { return }
        childrenChanging()
        if let old = contentWidget { gtk_box_remove(gobject(sheet), old) }
        contentWidget = newValue
        if let newValue {
          gtk_widget_set_vexpand(newValue, 1)
          gtk_box_append(gobject(sheet), newValue)
        }
        notify(.content)
      }
    }

    /// The `GtkScrolledWindow` inside ``content`` whose offset the sheet shares with its drag (`nil`: none), as the
    /// initializer's `scrollableContent`. Set it at any time: a widget that is not a `GtkScrolledWindow` is refused
    /// with a warning (in the `PullUp` log domain), and the sheet keeps the one it had. It stays the scrollable
    /// content until you set another or GTK frees it. Notifies `scrollable-content`.
    public var scrollableContent: UnsafeMutablePointer<GtkWidget>? {
      get { scrolledWindow }
      set { setScrollableContent(newValue) }
    }

    /// Whether a widget may become a child: `nil`, or one without a parent that is not the view and does not
    /// contain it (GTK would lay such a view out forever, or recurse until the stack overflows); otherwise warns.
    private func accepts(_ child: UnsafeMutablePointer<GtkWidget>?, as role: String) -> Bool {
      guard let child else { return true }
      if child == widget || gtk_widget_is_ancestor(widget, child) != 0 {
        pullup_warn("PullUpSheetView: the \(role) given is the view or contains it; a view cannot be its own child")
        return false
      }
      guard gtk_widget_get_parent(child) != nil else { return true }
      pullup_warn("PullUpSheetView: the \(role) given already has a parent; remove it from its parent first")
      return false
    }

    /// Before a child is replaced: the focus rules are computed again for the new children after the next frame.
    private func childrenChanging() {
      restoreFocusability()
      focusing.focusBlocking.invalidate()
    }

    /// Makes a scrolled window the scrollable content (`nil`: none), as the initializer's `scrollableContent`.
    /// Notifies `scrollable-content`.
    func setScrollableContent(_ newValue: UnsafeMutablePointer<GtkWidget>?) {
      guard isAlive, newValue != scrolledWindow else { return }
      if let newValue,
        g_type_check_instance_is_a(
          UnsafeMutableRawPointer(newValue).assumingMemoryBound(to: GTypeInstance.self), gtk_scrolled_window_get_type())
          == 0
      {
        pullup_warn("PullUpSheetView: the scrollable content must be a GtkScrolledWindow")
        return
      }
      stopListeningToAdjustment()
      if let old = scrolledWindow {
        g_object_weak_unref(gobject(old), Self.scrollableContentFreed, Unmanaged.passUnretained(self).toOpaque())
      }
      scrolledWindow = newValue
      contentSharing.scrollMaximum = nil
      contentSharing.contentGlide = nil
      contentSharing.hasUnreportedContentOffset = false
      if let newValue {
        watchScrollableContent(newValue)
        connectScrolling()
      }
      gtk_widget_queue_allocate(widget)
      notify(.scrollableContent)
    }

    /// GTK disposes of the view and has unparented its children: the object forgets them.
    func childrenDisposed() {
      backgroundWidget = nil
      contentWidget = nil
    }
  }
#endif
