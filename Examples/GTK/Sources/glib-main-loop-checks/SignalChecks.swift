import CGTK
import PullUpGTK

extension Checks {
  /// `GObjectSignal`'s examples, compiled, and typed handlers called with what GTK emits: a property's
  /// change, a close request answered `false`, and the destruction that follows.
  static func typedSignals() async -> String? {
    let window = gtk_window_new()!
    let button = gtk_button_new_with_label("Play")!
    let drag = gtk_gesture_drag_new()!
    gtk_widget_add_controller(button, gobject(drag))
    gtk_window_set_child(gobject(window), button)
    connect(button, .clicked) { print("clicked") }
    connect(window, .closeRequest) { false }  // false: let the window close
    connect(drag, .dragUpdate) { dx, dy in print(dx, dy) }

    let seen = SeenSignals()
    connect(button, .notify("label")) { seen.names.append("notify::label") }
    connect(window, .closeRequest) {
      seen.names.append("close-request")
      return false
    }
    connect(window, .destroy) { seen.names.append("destroy") }
    gtk_button_set_label(gobject(button), "Pause")
    gtk_widget_realize(window)  // gtk_window_close asks only a realized window
    gtk_window_close(gobject(window))
    let expected = ["notify::label", "close-request", "destroy"]
    return seen.names == expected ? nil : "the handlers saw \(seen.names), not \(expected)"
  }
}

/// What the handlers of ``Checks/typedSignals()`` saw, in order.
@MainActor
final class SeenSignals {
  var names: [String] = []
}
