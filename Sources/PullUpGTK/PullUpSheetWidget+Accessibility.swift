#if GTK  // PullUpGTK builds with the package's GTK trait (Package.swift); without it, it is empty.
  import CGTK
  import PullUp
  import PullUpGObject
  import PullUpHost

  #if canImport(Darwin)
    import Darwin
  #elseif canImport(Glibc)
    import Glibc
  #endif

  /// Accessibility: the handle is the sheet's adjustable element, an accessible slider (as ARIA's slider
  /// pattern has it: focusable, Up and Down step its value, Home and End go to its ends). Its label is
  /// ``PullUpSheetWidget/accessibilityLabel`` and its value the snapshot's
  /// `PullUpAccessibility.value` ("Detent 1 of 3"), updated after each drawn frame in which it changed.
  ///
  /// GTK 4.8 exposes no value interface for a widget that is not one of its own ranges
  /// (`GtkAccessibleRange` is 4.10), so the value text also goes in the accessible description, which a
  /// screen reader reads after the name and the role.
  ///
  /// The actions that apply now (`PullUpAccessibility.actions`) are the handle's, in the action group
  /// `sheet` (`sheet.expand`, `sheet.collapse`, `sheet.nextDetent`, `sheet.previousDetent`, `sheet.hide`,
  /// `sheet.show`): GTK offers a widget's own actions to assistive technologies (AT-SPI's Action interface),
  /// and activating one performs it (`PullUpInput.accessibilityActionPerformed(_:)`). An action that does
  /// not apply is removed from the group rather than disabled, since GTK 4.8 numbers the actions it offers
  /// wrongly when disabled ones sit among them.
  ///
  /// The controller's announcements ("Expanded", "Detent 2 of 3", after a settle that ends somewhere new) go
  /// to assistive technologies through `gtk_accessible_announce` where GTK has it (4.14 and later), looked up
  /// when the widget is made, so the widget builds and runs on older GTK too; there (Debian 12's 4.8, where
  /// CI runs) nothing is announced, and a screen reader hears the slider's new value instead. The 4.14 path
  /// is not run here.
  extension PullUpSheetWidget {
    /// The name of the handle's action group.
    static let actionGroupName = "sheet"

    /// Creates the handle's actions, one per `PullUpAccessibilityAction`, and the group that offers them.
    func connectAccessibilityActions() {
      let group = g_simple_action_group_new()!
      gtk_widget_insert_action_group(handle, Self.actionGroupName, gobject(group))
      g_object_unref(group)
      actions.actionGroup = gobject(group)
      for action in PullUpAccessibilityAction.allCases {
        let object = g_simple_action_new(action.rawValue, nil)!
        connect(
          object, .activate,
          { [unowned self] in
            // An action the sheet cannot do now (locked, hidden) changes nothing; the screen reader hears the
            // value, which stays.
            host.apply(.accessibilityActionPerformed(action))
          })
        actions.accessibilityActions.append((action, gobject(object)))
      }
    }

    /// The handle: a drawing area with the accessible role of a slider, whose CSS node is `pullup-handle`.
    static func makeHandle() -> UnsafeMutablePointer<GtkWidget> {
      pullup_drawing_area_new_with_role_and_css_name(GTK_ACCESSIBLE_ROLE_SLIDER, CSSNode.handle)
    }

    /// Gives the handle the value of `snapshot`, if it changed: its range is 0 (hidden) to the number of
    /// detents, and it is the detent's number, or half-way between two detents' numbers.
    func updateAccessibility(for snapshot: PullUpSnapshot) {
      let accessibility = snapshot.accessibility
      guard accessibility != announced.lastAccessibility else { return }
      announced.lastAccessibility = accessibility
      let now =
        accessibility.isHidden ? 0 : Double(accessibility.detentIndex + 1) + (accessibility.isBetweenDetents ? 0.5 : 0)
      pullup_accessible_update_value(gobject(handle), 0, Double(accessibility.detentCount), now, accessibility.value)
      guard let actionGroup = actions.actionGroup else { return }
      for (action, object) in actions.accessibilityActions {
        let offered = g_action_group_has_action(actionGroup, action.rawValue) != 0
        if accessibility.actions.contains(action), !offered {
          g_action_map_add_action(actionGroup, object)
        } else if !accessibility.actions.contains(action), offered {
          g_action_map_remove_action(actionGroup, action.rawValue)
        }
      }
    }

    /// `gtk_accessible_announce(accessible, message, priority)`, where this GTK has it.
    private typealias Announce = @convention(c) (UnsafeMutableRawPointer, UnsafePointer<CChar>, Int32) -> Void
    private static let announce: Announce? = {
      guard let program = dlopen(nil, RTLD_NOW), let symbol = dlsym(program, "gtk_accessible_announce") else {
        return nil
      }
      return unsafeBitCast(symbol, to: Announce.self)
    }()

    /// Hands an announcement of the controller (the host follows them) to the handle's accessible, at medium
    /// priority, where GTK can announce.
    package func announce(_ words: String) {
      guard isAlive, let announce = Self.announce else { return }
      announce(handle.raw, words, 1)  // GTK_ACCESSIBLE_ANNOUNCEMENT_PRIORITY_MEDIUM
    }

    func applyAccessibilityLabel() {
      pullup_accessible_update_label(gobject(handle), accessibilityLabel)
    }
  }
#endif
