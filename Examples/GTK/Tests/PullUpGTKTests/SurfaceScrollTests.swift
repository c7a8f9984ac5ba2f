import CGTK
import Foundation
import PullUp
import PullUpGObject
import Testing

@testable import PullUpGTK

/// A touchpad scroll whose `scroll-end` never comes: GTK sends no end once the pointer has left the widget
/// or the window has lost the focus, and the sheet must not stay held. Under X11 GTK reports no touchpad
/// scroll with phases (those are Wayland's), so xdotool cannot make one: this test starts the scroll in the
/// widget's interpreter, in this process, and then has GTK emit the signal the widget follows.
@Suite(
  "A touchpad scroll whose end never comes", .serialized,
  .enabled(if: WindowSession.missingTools == nil || windowTestsRequired))
@MainActor
struct SurfaceScrollTests {
  /// The display GTK opens in this process, kept for the process's life: GDK ends a process whose display
  /// goes away. It ends with the process's connection to it, when the process ends.
  static let display = Result { try VirtualDisplay(endsWithItsLastClient: true) }

  /// The widget on the display, with a touchpad scroll begun at 1 s over the sheet's body and moved by
  /// `deltas` (points, at times in seconds): unless given, dragging the sheet up.
  static func scrolling(deltas: [(delta: Double, time: Double)] = [(40, 1.05), (80, 1.1)]) throws
    -> PullUpSheetWidget
  {
    let display = try Self.display.get()
    // GTK reads these when it opens the display; they are put back at once, so that the processes other
    // tests start meanwhile keep this process's environment.
    let names = ["DISPLAY", "GDK_BACKEND", "GTK_A11Y"]
    let saved = names.map { getenv($0).map { String(cString: $0) } }
    defer {
      for (name, value) in zip(names, saved) {
        if let value { setenv(name, value, 1) } else { unsetenv(name) }
      }
    }
    for (name, value) in zip(names, [display.name, "x11", "none"]) { setenv(name, value, 1) }
    guard gtk_init_check() != 0 else { throw SessionError("gtk_init_check failed on \(display.name)") }
    let widget = try PullUpSheetWidget(
      container: PullUpContainer(width: 400, height: 720), background: gtk_box_new(GTK_ORIENTATION_VERTICAL, 0),
      content: gtk_box_new(GTK_ORIENTATION_VERTICAL, 0))
    widget.translation.surfaceScroll = .following
    for (phase, delta, time) in [(PullUpScrollPhase.begin, 0.0, 1.0)] + deltas.map({ (.update, $0.delta, $0.time) }) {
      _ = widget.interpret(
        .scroll(
          delta: delta, unit: .points, phase: phase, x: 200, y: 650, region: .body, contentMaximum: nil, time: time))
    }
    return widget
  }

  /// Emits `signal` (no arguments) on the widget's first controller of `type`, as GTK would.
  static func emit(_ signal: String, onControllerOf type: GType, of widget: PullUpSheetWidget) throws {
    let controllers = gtk_widget_observe_controllers(widget.widget)!
    defer { g_object_unref(UnsafeMutableRawPointer(controllers)) }
    for index in 0..<g_list_model_get_n_items(controllers) {
      guard let item = g_list_model_get_item(controllers, index) else { continue }
      defer { g_object_unref(item) }
      guard g_type_check_instance_is_a(item.assumingMemoryBound(to: GTypeInstance.self), type) != 0 else { continue }
      var instance = GValue()
      g_value_init(&instance, type)
      defer { g_value_unset(&instance) }
      g_value_set_object(&instance, item)
      g_signal_emitv(&instance, g_signal_lookup(signal, type), 0, nil)
      return
    }
    throw SessionError("no controller of the type for \(signal)")
  }

  @Test("The pointer leaving the widget ends the scroll as a release: the sheet settles")
  func pointerLeaves() throws {
    let widget = try Self.scrolling()
    #expect(widget.controller.assumeIsolated { $0.snapshot }.phase == .tracking, "the touchpad scroll drags the sheet")
    try Self.emit("leave", onControllerOf: gtk_event_controller_motion_get_type(), of: widget)
    #expect(widget.controller.assumeIsolated { $0.snapshot }.phase != .tracking, "released, not held")
    guard case .none = widget.translation.surfaceScroll else {
      Issue.record("the widget still follows the scroll")
      return
    }
  }

  @Test("The window losing the focus ends the scroll as a release: the sheet settles")
  func focusLeaves() throws {
    let widget = try Self.scrolling()
    let window = gtk_window_new()!
    defer { gtk_window_destroy(gobject(window)) }
    gtk_window_set_child(gobject(window), widget.widget)
    gtk_widget_realize(widget.widget)  // the widget follows its window's focus from here
    #expect(widget.controller.assumeIsolated { $0.snapshot }.phase == .tracking, "the touchpad scroll drags the sheet")
    #expect(gtk_window_is_active(gobject(window)) == 0, "a window never shown has no focus")
    g_object_notify(gobject(window), "is-active")
    #expect(widget.controller.assumeIsolated { $0.snapshot }.phase != .tracking, "released, not held")
  }
}
