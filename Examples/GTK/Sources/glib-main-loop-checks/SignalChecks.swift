import CGTK
import PullUpGObject
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
    guard seen.names == expected else { return "the handlers saw \(seen.names), not \(expected)" }

    let box = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)!
    g_object_ref_sink(UnsafeMutableRawPointer(box))
    defer { g_object_unref(UnsafeMutableRawPointer(box)) }
    appendPlayButton(to: box)
    return gtk_widget_get_first_child(box) != nil ? nil : "appendPlayButton(to:) appended nothing"
  }
}

extension Checks {
  /// A `withArgument` handler with a parameter sees the argument: the row of `GtkListBox`'s `row-activated`,
  /// activated as Return on it activates it.
  static func rowActivatedSeesTheRow() async -> String? {
    let window = gtk_window_new()!
    defer { gtk_window_destroy(gobject(window)) }
    let list = gtk_list_box_new()!
    for track in 1...5 { gtk_list_box_append(gobject(list), gtk_label_new("Track \(track)")) }
    gtk_window_set_child(gobject(window), list)
    let seen = SeenSignals()
    func play(track: Int) { seen.names.append("row \(track)") }
    // PullUpGTK's documentation of `GObjectSignal`, word for word.
    connect(list, .withArgument("row-activated")) { row in
      guard let row else { return }
      play(track: Int(gtk_list_box_row_get_index(gobject(row))))
    }
    // A handler that has no use for the row says so.
    connect(list, .withArgument("row-activated")) { _ in seen.names.append("activated") }
    gtk_window_present(gobject(window))
    guard let third = gtk_list_box_get_row_at_index(gobject(list), 2) else { return "the list has no third row" }
    gtk_widget_activate(gobject(third))
    let expected = ["row 2", "activated"]
    return seen.names == expected ? nil : "the handlers saw \(seen.names), not \(expected)"
  }
}

extension Checks {
  /// A signal named with the wrong shape is refused at `connect` with a warning and never runs its handler
  /// (issue 53, item 7): `.withTwoDoubles("clicked")` compiles, but `clicked` has no point, and GLib would have called the
  /// trampoline with arguments it reads otherwise. Every shape's own signals still connect.
  static func signalOfTheWrongShapeIsRefused() async -> String? {
    let button = gtk_button_new_with_label("Play")!
    g_object_ref_sink(button)
    defer { g_object_unref(button) }
    let seen = SeenSignals()
    let (identifiers, refused) = countingWarnings {
      [
        connect(button, .withTwoDoubles("clicked")) { _, _ in seen.names.append("point") },
        connect(button, .withoutArgumentsReturningBool("clicked")) {
          seen.names.append("answered")
          return true
        },
        connect(button, .withArgument("clicked")) { _ in seen.names.append("argument") },
        connect(button, .withTwoDoublesReturningBool("notify::label")) { _, _ in
          seen.names.append("answered point")
          return true
        },
      ]
    }
    guard identifiers.allSatisfy({ $0 == 0 }), refused.count == 4,
      refused.allSatisfy({ $0.contains("is not what this GObjectSignal's handler takes") })
    else { return "connecting the wrong shapes gave \(identifiers) and the warnings \(refused)" }
    let (rightIdentifiers, rightWarnings) = countingWarnings {
      [
        connect(button, .clicked) { seen.names.append("clicked") },
        connect(button, .notify("label")) { seen.names.append("label") },
      ]
    }
    guard rightIdentifiers.allSatisfy({ $0 != 0 }), rightWarnings.isEmpty else {
      return "the right shapes were refused: \(rightWarnings)"
    }
    // `notify::label` runs the handlers connected to it: the right one, not the refused one.
    gtk_button_set_label(gobject(button), "Pause")
    return seen.names == ["label"] ? nil : "the handlers that ran: \(seen.names)"
  }
}

/// What the handlers of ``Checks/typedSignals()`` saw, in order.
@MainActor
final class SeenSignals {
  var names: [String] = []
}

/// A Play button at the end of `box` that prints when it is clicked.
@MainActor
func appendPlayButton(to box: UnsafeMutablePointer<GtkWidget>) {
  let button = gtk_button_new_with_label("Play")!
  connect(button, .clicked) { print("clicked") }
  gtk_box_append(gobject(box), button)
}
