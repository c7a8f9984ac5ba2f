import CGTK
import PullUpGObject
import PullUpGTK

/// `pullup-gtk --plain`: the list of places alone in a window, in a plain `GtkScrolledWindow` at GTK's
/// defaults, with no sheet and no map. GTK's own scrolling (scroll bars, kinetic scrolling, the app's
/// `gtk_adjustment_set_value`), for the window tests to compare the sheet's list with in the same run.
@MainActor
final class PlainListWindow {
  private let loop = g_main_loop_new(nil, 0)!
  private let window: UnsafeMutablePointer<GtkWidget>
  private let places = PlacesList()
  private let events: EventLog?

  init(_ arguments: DemoArguments, events: EventLog?) {
    self.events = events
    window = gtk_window_new()
    // The sheet's window's title, so that the same tools find it.
    gtk_window_set_title(gobject(window), "PullUp")
    gtk_window_set_default_size(gobject(window), Int32(arguments.width), Int32(arguments.height))
    gtk_window_set_child(gobject(window), places.widget)
    connect(
      window, .closeRequest,
      { [loop] in
        g_main_loop_quit(loop)
        return true
      })
    let keys = gtk_event_controller_key_new()!
    connect(keys, .keyPressed, { [unowned self] value, _, _ in keyPressed(value) })
    gtk_widget_add_controller(window, keys)
    if arguments.plainTakesPointerAsTouch { Self.takeThePointerAsATouchscreen(places.scrolledWindow) }
    if let events {
      places.followScrolling(events)
      for (name, button) in places.buttons { connect(button, .clicked, { events.clicked(name) }) }
    }
  }

  /// Lets the scrolled window's own touch gestures (its drag, its swipe, which starts GTK's kinetic scrolling,
  /// and their companions) take the pointer too, as GTK's debug builds do with `GTK_DEBUG=touchscreen`: X11
  /// under Xvfb has no touchscreen, and xdotool's pointer stands for a finger. What the list then does with a
  /// drag and a flick is GTK's own code.
  private static func takeThePointerAsATouchscreen(_ scrolledWindow: UnsafeMutablePointer<GtkWidget>) {
    let controllers = gtk_widget_observe_controllers(scrolledWindow)!
    defer { g_object_unref(UnsafeMutableRawPointer(controllers)) }
    for index in 0..<g_list_model_get_n_items(controllers) {
      guard let item = g_list_model_get_item(controllers, index) else { continue }
      defer { g_object_unref(item) }
      guard
        g_type_check_instance_is_a(item.assumingMemoryBound(to: GTypeInstance.self), gtk_gesture_single_get_type())
          != 0
      else { continue }
      gtk_gesture_single_set_touch_only(OpaquePointer(item), 0)
    }
  }

  /// Opens the window and runs until it closes or `q` is pressed.
  ///
  /// - Returns: The exit status: 0, or 1 when the events could not be written.
  func run() -> Int32 {
    gtk_window_present(gobject(window))
    g_main_loop_run(loop)
    gtk_window_destroy(gobject(window))
    events?.file.commit()
    return events?.file.failure == nil ? 0 : 1
  }

  /// `s` scrolls the list as the app's code, `q` quits.
  private func keyPressed(_ value: UInt32) -> Bool {
    switch Int32(value) {
    case GDK_KEY_s, GDK_KEY_S:
      places.scrollAsTheApp()
      return true
    case GDK_KEY_q, GDK_KEY_Q:
      g_main_loop_quit(loop)
      return true
    default: return false
    }
  }
}
