#if GTK  // PullUpGObject builds with the package's GTK trait (Package.swift); without it, it is empty.
  import CGTK

  /// A trigger GTK cannot read (`"Ctrl+K"`, `"<Control>e|"`, one with a NUL), or one it reads as no key, which would never
  /// fire (`""`, `"<Control>"`): what ``addShortcut(to:trigger:_:)`` throws, having added nothing.
  public struct ShortcutTriggerError: Error, Equatable, Sendable {
    /// The trigger as it was given.
    public let trigger: String
  }

  /// Adds a shortcut that runs `action` to a `GtkShortcutController`: what `gtk_shortcut_controller_add_shortcut`
  /// does with a `gtk_callback_action_new` whose C callback calls a Swift closure.
  ///
  /// ```swift
  /// try addShortcut(to: sheet.shortcutController, trigger: "<Control>e") {
  ///   (try? sheet.applyNow(.setState(.expanded))) != nil  // true: the key is used
  /// }
  /// ```
  ///
  /// The controller keeps the action until the shortcut is removed
  /// (`gtk_shortcut_controller_remove_shortcut` with the shortcut this returns) or the controller finalized.
  ///
  /// - Parameters:
  ///   - controller: The `GtkShortcutController`, which takes the shortcut after the ones it has.
  ///   - trigger: The keys, as `gtk_shortcut_trigger_parse_string` reads them: an accelerator such as
  ///     `"<Control>e"` or `"<Shift>Page_Down"`, alternatives joined by `|` (`"<Control>e|F2"`), or `"never"`.
  ///   - action: What to run, on the main actor, when the trigger fires: `true` when it used the key (GTK stops
  ///     the key there), `false` to let GTK go on to the controller's next shortcut and the widgets above.
  /// - Returns: The `GtkShortcut`, owned by the controller.
  /// - Throws: ``ShortcutTriggerError`` when GTK cannot read `trigger` or reads no key in it (GTK reads `""`
  ///   and a modifier alone as the key value 0, which no key press has); nothing is added then.
  @discardableResult
  public func addShortcut(
    to controller: OpaquePointer, trigger: String, _ action: @escaping @MainActor () -> Bool
  ) throws(ShortcutTriggerError) -> OpaquePointer {
    // A NUL would end the C string early, and GTK would read only what comes before it.
    guard !trigger.contains("\0"), let parsed = gtk_shortcut_trigger_parse_string(trigger) else {
      throw ShortcutTriggerError(trigger: trigger)
    }
    guard namesKeys(parsed) else {
      g_object_unref(parsed.raw)
      throw ShortcutTriggerError(trigger: trigger)
    }
    let data = Unmanaged.passRetained(ShortcutAction(action)).toOpaque()
    let run: GtkShortcutFunc = { _, _, data in
      guard let data else { return 0 }
      let action = Unmanaged<ShortcutAction>.fromOpaque(data).takeUnretainedValue().action
      return MainActor.assumeIsolated { action() ? 1 : 0 }
    }
    let release: GDestroyNotify = { data in
      guard let data else { return }
      Unmanaged<ShortcutAction>.fromOpaque(data).release()
    }
    // The shortcut takes the trigger and the action, and the controller takes the shortcut.
    let shortcut = gtk_shortcut_new(parsed, gtk_callback_action_new(run, data, release))!
    gtk_shortcut_controller_add_shortcut(controller, shortcut)
    return shortcut
  }

  /// Whether every key of a parsed trigger is one a key press can have (not the key value 0); `never` is
  /// taken as asked for.
  private func namesKeys(_ trigger: OpaquePointer) -> Bool {
    let instance: UnsafeMutablePointer<GTypeInstance> = gobject(trigger)
    if g_type_check_instance_is_a(instance, gtk_keyval_trigger_get_type()) != 0 {
      return gtk_keyval_trigger_get_keyval(trigger) != 0
    }
    if g_type_check_instance_is_a(instance, gtk_mnemonic_trigger_get_type()) != 0 {
      return gtk_mnemonic_trigger_get_keyval(trigger) != 0
    }
    if g_type_check_instance_is_a(instance, gtk_alternative_trigger_get_type()) != 0 {
      return namesKeys(gtk_alternative_trigger_get_first(trigger))
        && namesKeys(gtk_alternative_trigger_get_second(trigger))
    }
    return true
  }

  /// A shortcut's closure, boxed as the callback action's data; GTK releases the box with the action.
  private final class ShortcutAction {
    let action: @MainActor () -> Bool
    init(_ action: @escaping @MainActor () -> Bool) { self.action = action }
  }
#endif
