// queue-keys: a music player's queue, 40 tracks in a GtkListBox in a GtkScrolledWindow under two buttons, in
// PullUp's sheet or in plain GTK (no PullUp), for the window tests of the keyboard (issue 40, item 2). It writes
// one line per focus change, activated row, slider value and drawn sheet to the file `--events` names.
//
// queue-keys --events FILE (--plain | --sheet | --sheet-scrollable | --hidden-slider) [--resize]
//   [--map-search] [--sheet-search] [--focus first-row|shuffle|map-search|sheet-search] [--app-shortcut]
//
// `--sheet-search` puts a `GtkSearchEntry` above the queue, in the sheet; it writes `text TEXT` at each change of
// its text and `stop search` when it emits `stop-search` (GTK binds Escape to it).
//
// `--app-shortcut` adds the app's own shortcut to the sheet's shortcut controller, as the article shows it:
// Control+E expands the sheet (issue 40, item 9).
import CGTK
import Foundation
import PullUp
import PullUpGObject
import PullUpGTK

/// The lines the tests read: `focus NAME TOP BOTTOM` (the focused widget's name and edges in the window),
/// `painted NAME TOP BOTTOM` (the same, once a painted frame laid it out), `activated N` (track N's row),
/// `scale VALUE`, `sheet hidden|shown HEIGHT` (each drawn frame that changed it),
/// `state STATE`, `app shortcut` (each time the app's own shortcut ran).
@MainActor
final class Events {
  private let descriptor: Int32

  init(path: String) {
    // The test's reader has the FIFO open: this open does not wait.
    descriptor = open(path, O_WRONLY | O_CLOEXEC)
  }

  func write(_ line: String) {
    let bytes = Array((line + "\n").utf8)
    _ = bytes.withUnsafeBytes { Foundation.write(descriptor, $0.baseAddress, $0.count) }
  }
}

@MainActor
struct Queue {
  static let trackCount = 40
  let widget = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)!
  let scrolledWindow = gtk_scrolled_window_new()!
  let list = gtk_list_box_new()!
  let shuffle = gtk_button_new_with_label("Shuffle")!
  var firstRow: UnsafeMutablePointer<GtkWidget> { gtk_widget_get_first_child(list)! }

  init() {
    let header = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 8)!
    gtk_widget_set_name(shuffle, "Shuffle")
    let repeatButton = gtk_button_new_with_label("Repeat")!
    gtk_widget_set_name(repeatButton, "Repeat")
    gtk_box_append(gobject(header), shuffle)
    gtk_box_append(gobject(header), repeatButton)
    gtk_box_append(gobject(widget), header)
    for track in 1...Self.trackCount {
      let label = gtk_label_new("Track \(track)")!
      gtk_widget_set_size_request(label, -1, 40)
      gtk_list_box_append(gobject(list), label)
      gtk_widget_set_name(gtk_widget_get_parent(label), "Track \(track)")
    }
    // The scrolled window as GTK makes it: its own scroll bar and kinetic scrolling.
    gtk_scrolled_window_set_child(gobject(scrolledWindow), list)
    gtk_widget_set_vexpand(scrolledWindow, 1)
    gtk_box_append(gobject(widget), scrolledWindow)
  }
}

let arguments = Array(CommandLine.arguments.dropFirst())
func argument(after option: String) -> String? {
  arguments.firstIndex(of: option).flatMap { arguments.indices.contains($0 + 1) ? arguments[$0 + 1] : nil }
}
guard let eventsPath = argument(after: "--events"),
  let mode = arguments.first(where: { ["--plain", "--sheet", "--sheet-scrollable", "--hidden-slider"].contains($0) })
else {
  FileHandle.standardError.write(Data("usage: queue-keys --events FILE MODE [--focus first-row|shuffle]\n".utf8))
  exit(2)
}
guard gtk_init_check() != 0 else {
  FileHandle.standardError.write(Data("no display\n".utf8))
  exit(1)
}
GLibMainActor.install()

@MainActor
func run() throws {
  let loop = g_main_loop_new(nil, 0)!
  let events = Events(path: eventsPath)
  let queue = Queue()
  let window = gtk_window_new()!
  gtk_window_set_title(gobject(window), "Queue")
  gtk_window_set_default_size(gobject(window), 400, 700)
  connect(window, .closeRequest) {
    g_main_loop_quit(loop)
    return false
  }

  var sheet: PullUpSheetWidget?
  var mapSearch: UnsafeMutablePointer<GtkWidget>?
  var sheetSearch: UnsafeMutablePointer<GtkWidget>?
  if mode == "--plain" {
    gtk_window_set_child(gobject(window), queue.widget)
  } else {
    var configuration = PullUpConfiguration.default
    configuration.shape.detents = [.heightAboveSafeArea(120), .fraction(0.5), .available]
    configuration.shape.initialHeight = .available
    if arguments.contains("--resize") {
      // The content is laid out at the sheet's height, halfway up: the whole list's viewport is on screen.
      configuration.appearance.layoutMode = .resize
      configuration.shape.initialHeight = .fraction(0.5)
    }
    let background = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)!
    let library = gtk_label_new("Library")!
    gtk_widget_set_vexpand(library, 1)
    gtk_box_append(gobject(background), library)
    if arguments.contains("--map-search") {
      // A text field on the map, behind the sheet: keys typed there are the app's, Escape included.
      let search = gtk_entry_new()!
      gtk_widget_set_name(search, "Map_search")
      gtk_box_append(gobject(background), search)
      connect(search, .notify("text")) {
        events.write("text \(String(cString: gtk_editable_get_text(gobject(search))))")
      }
      mapSearch = search
    }
    if mode == "--hidden-slider" {
      configuration.movement.dragsWhileHidden = true
      // A slider along the window's bottom edge, under the hidden sheet's grab strip.
      let scale = gtk_scale_new_with_range(GTK_ORIENTATION_HORIZONTAL, 0, 100, 1)!
      gtk_range_set_value(gobject(scale), 50)
      gtk_widget_set_size_request(scale, -1, 24)
      gtk_box_append(gobject(background), scale)
      connect(scale, .valueChanged) { events.write("scale \(Int(gtk_range_get_value(gobject(scale))))") }
    }
    var content = queue.widget
    if arguments.contains("--sheet-search") {
      // A search field in the sheet, above the queue: GTK's search entry binds Escape to stopping its search.
      let search = gtk_search_entry_new()!
      gtk_widget_set_name(search, "Sheet_search")
      connect(search, .notify("text")) {
        events.write("text \(String(cString: gtk_editable_get_text(gobject(search))))")
      }
      connect(search, .withoutArguments("stop-search")) { events.write("stop search") }
      content = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)!
      gtk_box_append(gobject(content), search)
      gtk_box_append(gobject(content), queue.widget)
      sheetSearch = search
    }
    let widget = try PullUpSheetWidget(
      configuration: configuration, container: PullUpContainer(width: 400, height: 700), background: background,
      content: content, scrollableContent: mode == "--sheet-scrollable" ? queue.scrolledWindow : nil)
    if mode == "--hidden-slider" { try widget.applyNow(.setHidden(true)) }
    if arguments.contains("--app-shortcut") {
      try addShortcut(to: widget.shortcutController, trigger: "<Control>e") {
        events.write("app shortcut")
        return (try? widget.applyNow(.setState(.expanded))) != nil
      }
    }
    var last = ""
    widget.onDraw = { frame in
      let line = "sheet \(frame.snapshot.isHidden ? "hidden" : "shown") \(Int(frame.snapshot.height.rounded()))"
      if line != last { events.write(line) }
      last = line
    }
    let states = widget.controller.states
    Task { @MainActor in
      for await state in states { events.write("state \(state)") }
    }
    gtk_window_set_child(gobject(window), widget.widget)
    sheet = widget
  }

  let activated: @convention(c) (OpaquePointer?, UnsafeMutablePointer<GtkListBoxRow>?, gpointer?) -> Void = {
    _, row, data in
    let index = gtk_list_box_row_get_index(row)
    MainActor.assumeIsolated {
      Unmanaged<Events>.fromOpaque(data!).takeUnretainedValue().write("activated \(index + 1)")
    }
  }
  g_signal_connect_data(
    queue.list, "row-activated", unsafeBitCast(activated, to: GCallback.self),
    Unmanaged.passUnretained(events).toOpaque(),
    nil, GConnectFlags(0))
  /// The focused widget's name and edges in the window, as they are now.
  func focusLine() -> String? {
    var bounds = graphene_rect_t()
    guard let focus = gtk_root_get_focus(gobject(window)), gtk_widget_compute_bounds(focus, window, &bounds) != 0
    else { return nil }
    let name = String(cString: gtk_widget_get_name(focus)).replacingOccurrences(of: " ", with: "_")
    return "\(name) \(Int(bounds.origin.y)) \(Int(bounds.origin.y + bounds.size.height))"
  }
  connect(window, .notify("focus-widget")) {
    if let line = focusLine() { events.write("focus \(line)") }
  }
  gtk_window_present(gobject(window))
  // Where the focus is once a frame has laid it out (a viewport scrolls to a focused row at its next
  // allocation): `painted NAME TOP BOTTOM`, at each painted frame that changed it.
  var painted = ""
  gtk_widget_realize(window)
  if let clock = gtk_widget_get_frame_clock(window) {
    connect(clock, .afterPaint) {
      guard let line = focusLine(), line != painted else { return }
      painted = line
      events.write("painted \(line)")
    }
  }
  switch argument(after: "--focus") {
  case "first-row": gtk_widget_grab_focus(queue.firstRow)
  case "shuffle": gtk_widget_grab_focus(queue.shuffle)
  case "map-search": if let mapSearch { gtk_widget_grab_focus(mapSearch) }
  case "sheet-search": if let sheetSearch { gtk_widget_grab_focus(sheetSearch) }
  default: break
  }
  events.write("ready")
  g_main_loop_run(loop)
  withExtendedLifetime(sheet) {}
}

do {
  try MainActor.assumeIsolated { try run() }
} catch {
  FileHandle.standardError.write(Data("\(error)\n".utf8))
  exit(2)
}
