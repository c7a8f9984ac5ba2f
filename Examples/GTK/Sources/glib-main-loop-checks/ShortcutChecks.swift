import CGTK
import PullUp
import PullUpGObject
import PullUpGTK

extension Checks {
  /// `addShortcut(to:trigger:_:)` with triggers GTK cannot read (or one with a NUL), or reads as no key (`""`,
  /// a modifier alone, an alternative with one of those): each throws `ShortcutTriggerError` with the trigger
  /// as given and leaves the controller's shortcuts as they were; a readable one adds one.
  static func unreadableTriggersThrow() async -> String? {
    let controller = gtk_shortcut_controller_new()!
    defer { g_object_unref(UnsafeMutableRawPointer(controller)) }
    let shortcuts = { g_list_model_get_n_items(gobject(controller)) }
    var read: [String] = []
    for trigger in [
      "", "<Control>", "<Control>|F2", "Ctrl+K", "<Control>e|", "no such key", "\u{1B}[2J", "_", "never|<Shift>",
      "e\0x",
    ] {
      do {
        try addShortcut(to: controller, trigger: trigger) { true }
        read.append(trigger)
      } catch {
        guard error.trigger == trigger else { return "\(trigger.debugDescription): \(error)" }
      }
    }
    guard read.isEmpty else { return "read as triggers: \(read.map(\.debugDescription))" }
    guard shortcuts() == 0 else { return "an unreadable trigger added a shortcut: \(shortcuts())" }
    do {
      try addShortcut(to: controller, trigger: "<Control>e|F2") { true }
    } catch {
      return "\"<Control>e|F2\" was not read: \(error)"
    }
    return shortcuts() == 1 ? nil : "a readable trigger added \(shortcuts()) shortcuts, not one"
  }
}

/// `addShortcut(to:trigger:_:)`'s documentation example, compiled (`queue-keys --app-shortcut` runs the same call
/// in a window test).
@MainActor
func expandOnControlE(_ sheet: PullUpSheetWidget) throws {
  try addShortcut(to: sheet.shortcutController, trigger: "<Control>e") {
    (try? sheet.applyNow(.setState(.expanded))) != nil  // true: the key is used
  }
}
