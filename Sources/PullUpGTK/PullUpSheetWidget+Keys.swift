#if GTK  // PullUpGTK builds with the package's GTK trait (Package.swift); without it, it is empty.
  import CGTK
  import PullUp
  import PullUpGObject
  import PullUpHost

  /// Keys: GTK's key values mapped to the interpreter's `PullUpKey`s, as shortcuts of one
  /// `GtkShortcutController` on the widget (``PullUpSheetWidget/shortcutController``).
  extension PullUpSheetWidget {
    /// GTK's key values for one of the interpreter's keys, keypad variants included: an exhaustive switch,
    /// so that a key added to `PullUpKey` does not compile here until the widget maps it.
    ///
    /// - Parameter key: The interpreter's key.
    /// - Returns: The key values that give it, never empty.
    static func keyValues(for key: PullUpKey) -> [Int32] {
      switch key {
      case .escape: return [GDK_KEY_Escape]
      case .up: return [GDK_KEY_Up, GDK_KEY_KP_Up]
      case .down: return [GDK_KEY_Down, GDK_KEY_KP_Down]
      case .pageUp: return [GDK_KEY_Page_Up, GDK_KEY_KP_Page_Up]
      case .pageDown: return [GDK_KEY_Page_Down, GDK_KEY_KP_Page_Down]
      case .home: return [GDK_KEY_Home, GDK_KEY_KP_Home]
      case .end: return [GDK_KEY_End, GDK_KEY_KP_End]
      case .activate: return [GDK_KEY_space, GDK_KEY_KP_Space, GDK_KEY_Return, GDK_KEY_KP_Enter]
      }
    }

    /// Adds the shortcut controller, with one shortcut per key value of every `PullUpKey` and no modifier.
    ///
    /// - Returns: The controller.
    static func makeShortcutController() -> OpaquePointer {
      let controller = gtk_shortcut_controller_new()!
      // The key travels as the action's data: its index in `PullUpKey.allCases`, plus one (never null).
      let action: GtkShortcutFunc = { widget, _, data in
        let key = PullUpKey.allCases[Int(bitPattern: data) - 1]
        return MainActor.assumeIsolated { PullUpSheetWidget.owner(of: widget).pressed(key) ? 1 : 0 }
      }
      for (index, key) in PullUpKey.allCases.enumerated() {
        for value in keyValues(for: key) {
          let trigger = gtk_keyval_trigger_new(guint(value), GdkModifierType(0))
          let callback = gtk_callback_action_new(action, UnsafeMutableRawPointer(bitPattern: index + 1), nil)
          // The shortcut takes the trigger and the action, and the controller takes the shortcut.
          gtk_shortcut_controller_add_shortcut(gobject(controller), gtk_shortcut_new(trigger, callback))
        }
      }
      return controller
    }

    /// A key of the interpreter's, with the keyboard focus on the handle (the divider, in a split view) or
    /// elsewhere in the widget. Which keys act where is the interpreter's rule (rule 5 of
    /// `PullUpInterpreter`): the value keys only on the focused handle, Escape anywhere in the sheet. A key the
    /// sheet does not take goes on to GTK's focus navigation (the window's arrow and Tab bindings) and the
    /// widgets above, as it would without PullUp.
    ///
    /// - Returns: Whether the sheet used it (the shortcut then stops the key); otherwise GTK goes on to the
    ///   next shortcut and the widgets above.
    func pressed(_ key: PullUpKey) -> Bool {
      // A side pane has no detents to step: the key goes on to the content and the window.
      guard !showsSidePane else { return false }
      let focus = gtk_widget_get_root(widget).flatMap { gtk_root_get_focus($0) }
      let event = gtk_event_controller_get_current_event(shortcutController)
      let chain = gtk_widget_has_focus(handle) != 0 ? [handlePart] : hitChain(from: focus)
      return host.pressed(key, focusChain: chain, time: time(of: event))
    }
  }
#endif
