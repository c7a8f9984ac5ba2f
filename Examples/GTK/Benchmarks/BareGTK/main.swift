// bare-gtk: a GTK 4 window without PullUp, which window-costs.sh measures pullup-gtk against in the same run.
//
// The same window as pullup-gtk's default, 400 × 720: a map drawn with cairo as pullup-gtk's MapView draws
// it, under a box of 24 rows of two labels each in a scrolled window and a dimming layer, allocated each frame
// the way the sheet widget allocates its sheet and dimming. Space moves the box between 88 and 708 points high
// over 0.75 s (about as long as pullup-gtk's spring takes between the same heights), one position per frame
// from a tick callback; a drag moves it with the pointer. `--log FILE` writes one JSON line per painted frame
// that laid the box out, with the keys window-costs.sh reads from pullup-gtk's log: `phase` (`resting`,
// `settling`, `tracking`), `height`, `frameCounter` and `lagFrames`.
import CGTK

#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#endif

/// A widget as the type a GTK function takes (`GtkBox`, `GtkWindow`, …).
func typed<T>(_ widget: UnsafeMutablePointer<GtkWidget>) -> UnsafeMutablePointer<T> {
  UnsafeMutableRawPointer(widget).assumingMemoryBound(to: T.self)
}

/// What the window shows and where the box is.
@MainActor
enum Bare {
  static let width: Int32 = 400
  static let height: Int32 = 720
  static let low = 88.0
  static let high = 708.0
  static var boxHeight = low
  static var phase = "resting"
  /// The move space started: from, to, and its start in microseconds (set at its first frame).
  static var move: (from: Double, to: Double, start: Int64?)?
  /// The drag: the box's height when it began.
  static var dragStart: Double?
  static var tick: guint = 0
  static var laidOut = false
  static var motionFrame: Int64?
  static var drawnMotion: (frame: Int64?, lag: Int64?) = (nil, nil)
  static var log: UnsafeMutablePointer<FILE>?
  static var background: UnsafeMutablePointer<GtkWidget>!
  static var box: UnsafeMutablePointer<GtkWidget>!
  static var dimming: UnsafeMutablePointer<GtkWidget>!
  static var container: UnsafeMutablePointer<GtkWidget>!

  static func frameCounter() -> Int64? {
    gtk_widget_get_frame_clock(container).map { Int64(gdk_frame_clock_get_frame_counter($0)) }
  }

  static func allocate(width: Int32, height: Int32) {
    var full = GtkAllocation(x: 0, y: 0, width: width, height: height)
    gtk_widget_size_allocate(background, &full, -1)
    var minimum: Int32 = 0
    gtk_widget_measure(box, GTK_ORIENTATION_VERTICAL, width, &minimum, nil, nil, nil)
    // As the sheet widget lays out its sheet: as tall as the highest detent, its top edge moving.
    let top = Int32((Double(height) - boxHeight).rounded())
    var sheet = GtkAllocation(x: 0, y: top, width: width, height: max(Int32(high), minimum))
    gtk_widget_size_allocate(box, &sheet, -1)
    // The dimming above it, darker from the middle up, as PullUp's default dims.
    gtk_widget_set_opacity(dimming, 0.3 * min(1, max(0, (boxHeight - 354) / (high - 354))))
    var above = GtkAllocation(x: 0, y: 0, width: width, height: max(0, top))
    gtk_widget_size_allocate(dimming, &above, -1)
    laidOut = true
  }

  static func painted() {
    guard laidOut, let frame = frameCounter() else { return }
    laidOut = false
    if let motion = motionFrame, motion != drawnMotion.frame { drawnMotion = (motion, frame - motion) }
    guard let log else { return }
    let lag = drawnMotion.lag.map { "\($0)" } ?? "null"
    fputs(
      "{\"kind\":\"frame\",\"phase\":\"\(phase)\",\"height\":\(boxHeight),\"frameCounter\":\(frame),"
        + "\"lagFrames\":\(lag)}\n", log)
    fflush(log)
  }

  /// One frame of a move: an ease-out over 0.75 s, to the frame clock's frame time.
  static func advance(to now: Int64) -> Bool {
    guard var current = move else { return false }
    let start = current.start ?? now
    current.start = start
    let progress = min(1, Double(now - start) / 750_000)
    let eased = 1 - (1 - progress) * (1 - progress) * (1 - progress)
    boxHeight = current.from + (current.to - current.from) * eased
    gtk_widget_queue_allocate(container)
    guard progress < 1 else {
      move = nil
      phase = "resting"
      tick = 0
      return false
    }
    move = current
    return true
  }

  static func toggle() {
    move = (boxHeight, boxHeight < (low + high) / 2 ? high : low, nil)
    phase = "settling"
    guard tick == 0 else { return }
    let callback: GtkTickCallback = { _, clock, _ in
      let now = clock.map { Int64(gdk_frame_clock_get_frame_time($0)) } ?? 0
      return MainActor.assumeIsolated { Bare.advance(to: now) ? 1 : 0 }
    }
    tick = gtk_widget_add_tick_callback(container, callback, nil, nil)
  }

  static func dragged(by offset: Double?) {
    guard let offset else {
      dragStart = nil
      phase = "resting"
      return
    }
    if dragStart == nil { dragStart = boxHeight }
    motionFrame = frameCounter()
    phase = "tracking"
    boxHeight = min(high, max(low, (dragStart ?? boxHeight) - offset))
    gtk_widget_queue_allocate(container)
  }
}

/// The map, as pullup-gtk's MapView draws it: blocks, parks, water, an avenue and pins.
func drawMap(_ cairo: OpaquePointer, width: Double, height: Double) {
  func fill(_ color: (Double, Double, Double), _ x: Double, _ y: Double, _ w: Double, _ h: Double) {
    cairo_set_source_rgb(cairo, color.0, color.1, color.2)
    cairo_rectangle(cairo, x, y, w, h)
    cairo_fill(cairo)
  }
  fill((0.93, 0.92, 0.88), 0, 0, width, height)
  var (row, y) = (0, 12.0)
  while y < height {
    var (column, x) = (0, 12.0)
    while x < width {
      switch (row * 7 + column * 3) % 11 {
      case 0, 5: fill((0.74, 0.87, 0.67), x, y, 72, 72)
      case 8: fill((0.65, 0.80, 0.93), x, y, 72, 72)
      default: fill((0.87, 0.85, 0.80), x, y, 72, 72)
      }
      (column, x) = (column + 1, x + 84)
    }
    (row, y) = (row + 1, y + 84)
  }
  cairo_set_source_rgb(cairo, 0.99, 0.85, 0.45)
  cairo_set_line_width(cairo, 10)
  cairo_move_to(cairo, 0, height * 0.15)
  cairo_line_to(cairo, width, height * 0.55)
  cairo_stroke(cairo)
  for index in 0..<6 {
    let x = width * (0.15 + 0.14 * Double(index))
    let y = height * (0.12 + 0.07 * Double((index * 5) % 7))
    cairo_set_source_rgb(cairo, 0.86, 0.22, 0.2)
    cairo_arc(cairo, x, y, 7, 0, 2 * Double.pi)
    cairo_fill(cairo)
  }
}

/// The box: a header and 24 rows of two labels, each row a flat button, in a scrolled window.
@MainActor
func makeBox() -> UnsafeMutablePointer<GtkWidget> {
  let box = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)!
  // pullup-gtk's sheet style, so that both paint the same.
  gtk_widget_add_css_class(box, "bare-sheet")
  gtk_widget_set_overflow(box, GTK_OVERFLOW_HIDDEN)
  if let style = gtk_css_provider_new(), let display = gdk_display_get_default() {
    gtk_css_provider_load_from_data(
      style,
      ".bare-dimming { background: black; } .bare-sheet { background: #fbfbfd; border-radius: 12px 12px 0 0; "
        + "box-shadow: 0 -1px 6px rgba(0,0,0,0.3); }",
      -1)
    gtk_style_context_add_provider_for_display(
      display, OpaquePointer(style), guint(GTK_STYLE_PROVIDER_PRIORITY_APPLICATION))
  }
  let header = gtk_label_new("Nearby")!
  gtk_widget_set_size_request(header, -1, 62)
  gtk_box_append(typed(box), header)
  let list = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)!
  for index in 0..<24 {
    let row = gtk_box_new(GTK_ORIENTATION_VERTICAL, 2)!
    gtk_box_append(typed(row), gtk_label_new("Place \(index + 1)"))
    gtk_box_append(typed(row), gtk_label_new("\(index * 3 % 17 + 1) min"))
    let button = gtk_button_new()!
    gtk_widget_add_css_class(button, "flat")
    gtk_button_set_child(typed(button), row)
    gtk_widget_set_size_request(button, -1, 56)
    gtk_box_append(typed(list), button)
  }
  let scrolled = gtk_scrolled_window_new()!
  // At GTK's defaults, as pullup-gtk's list.
  gtk_scrolled_window_set_child(OpaquePointer(scrolled), list)
  gtk_widget_set_vexpand(scrolled, 1)
  gtk_box_append(typed(box), scrolled)
  return box
}

let arguments = CommandLine.arguments
if let index = arguments.firstIndex(of: "--log"), index + 1 < arguments.count {
  Bare.log = fopen(arguments[index + 1], "w")
}
guard gtk_init_check() != 0 else {
  print("bare-gtk: no display")
  exit(1)
}
let window = gtk_window_new()!
gtk_window_set_title(typed(window), "Bare")
gtk_window_set_default_size(typed(window), Bare.width, Bare.height)
Bare.container = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)
gtk_widget_set_overflow(Bare.container, GTK_OVERFLOW_HIDDEN)
Bare.background = gtk_drawing_area_new()
gtk_drawing_area_set_draw_func(
  typed(Bare.background),
  { _, cairo, width, height, _ in
    if let cairo { drawMap(cairo, width: Double(width), height: Double(height)) }
  }, nil, nil)
Bare.box = makeBox()
Bare.dimming = gtk_drawing_area_new()
gtk_widget_add_css_class(Bare.dimming, "bare-dimming")
gtk_widget_set_can_target(Bare.dimming, 0)
for child in [Bare.background!, Bare.dimming!, Bare.box!] { gtk_widget_set_parent(child, Bare.container) }
let measure: GtkCustomMeasureFunc = { _, _, _, minimum, natural, _, _ in
  minimum?.pointee = 0
  natural?.pointee = 0
}
let allocate: GtkCustomAllocateFunc = { _, width, height, _ in
  MainActor.assumeIsolated { Bare.allocate(width: width, height: height) }
}
gtk_widget_set_layout_manager(Bare.container, gtk_custom_layout_new(nil, measure, allocate))
gtk_window_set_child(typed(window), Bare.container)

let keys = gtk_event_controller_key_new()!
let keyPressed: @convention(c) (OpaquePointer?, guint, guint, GdkModifierType, gpointer?) -> gboolean = {
  _, value, _, _, _ in
  guard Int32(value) == GDK_KEY_space else { return 0 }
  MainActor.assumeIsolated { Bare.toggle() }
  return 1
}
g_signal_connect_data(
  UnsafeMutableRawPointer(keys), "key-pressed", unsafeBitCast(keyPressed, to: GCallback.self), nil, nil,
  GConnectFlags(0))
// Before the focused widget, which would take space as activate.
gtk_event_controller_set_propagation_phase(keys, GTK_PHASE_CAPTURE)
gtk_widget_add_controller(window, keys)

let drag = gtk_gesture_drag_new()!
let dragUpdate: @convention(c) (OpaquePointer?, Double, Double, gpointer?) -> Void = { _, _, offset, _ in
  MainActor.assumeIsolated { Bare.dragged(by: offset) }
}
let dragEnd: @convention(c) (OpaquePointer?, Double, Double, gpointer?) -> Void = { _, _, _, _ in
  MainActor.assumeIsolated { Bare.dragged(by: nil) }
}
g_signal_connect_data(
  UnsafeMutableRawPointer(drag), "drag-update", unsafeBitCast(dragUpdate, to: GCallback.self), nil, nil,
  GConnectFlags(0))
g_signal_connect_data(
  UnsafeMutableRawPointer(drag), "drag-end", unsafeBitCast(dragEnd, to: GCallback.self), nil, nil, GConnectFlags(0))
gtk_event_controller_set_propagation_phase(drag, GTK_PHASE_CAPTURE)
gtk_widget_add_controller(Bare.container, drag)

gtk_window_present(typed(window))
if let clock = gtk_widget_get_frame_clock(window) {
  let afterPaint: @convention(c) (OpaquePointer?, gpointer?) -> Void = { _, _ in
    MainActor.assumeIsolated { Bare.painted() }
  }
  g_signal_connect_data(
    UnsafeMutableRawPointer(clock), "after-paint", unsafeBitCast(afterPaint, to: GCallback.self), nil, nil,
    GConnectFlags(0))
}
let loop = g_main_loop_new(nil, 0)
g_main_loop_run(loop)
