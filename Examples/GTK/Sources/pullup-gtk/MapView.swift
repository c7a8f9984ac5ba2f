import CGTK
import PullUpGObject
import PullUpGTK

/// The map behind the sheet: blocks, parks, water, streets and pins, drawn with cairo for any size, and a
/// "Recenter" button at its top-left corner, as maps have: content behind the sheet that takes clicks, which a
/// modal sheet's dimming keeps from it.
enum MapView {
  /// The button's name, in `--events`.
  static let recenterName = "Recenter"

  /// The map: an overlay of a drawing area that draws it and the "Recenter" button.
  ///
  /// - Returns: The map, and its button.
  @MainActor
  static func make() -> (widget: UnsafeMutablePointer<GtkWidget>, recenter: UnsafeMutablePointer<GtkWidget>) {
    let area = gtk_drawing_area_new()!
    gtk_drawing_area_set_draw_func(
      gobject(area),
      { _, cairo, width, height, _ in
        guard let cairo else { return }
        MapView.draw(cairo, width: Double(width), height: Double(height))
      }, nil, nil)
    let overlay = gtk_overlay_new()!
    gtk_overlay_set_child(gobject(overlay), area)
    let recenter = gtk_button_new_with_label(recenterName)!
    gtk_widget_set_halign(recenter, GTK_ALIGN_START)
    gtk_widget_set_valign(recenter, GTK_ALIGN_START)
    // At the top edge: the strip an expanded sheet leaves of the map (its 12-point top margin) shows it.
    gtk_widget_set_margin_start(recenter, 12)
    // For the pointer only, so that the window's first focus stays the sheet's handle and the demo's keys
    // (space toggles) go to the sheet, not to this button.
    gtk_widget_set_focusable(recenter, 0)
    gtk_overlay_add_overlay(gobject(overlay), recenter)
    return (overlay, recenter)
  }

  private static func draw(_ cairo: OpaquePointer, width: Double, height: Double) {
    func fill(_ color: (Double, Double, Double), _ x: Double, _ y: Double, _ w: Double, _ h: Double) {
      cairo_set_source_rgb(cairo, color.0, color.1, color.2)
      cairo_rectangle(cairo, x, y, w, h)
      cairo_fill(cairo)
    }
    fill((0.93, 0.92, 0.88), 0, 0, width, height)
    // City blocks on a grid of streets, with a park and a lake at fixed places of the grid.
    let block = 72.0
    let street = 12.0
    var row = 0
    var y = street
    while y < height {
      var column = 0
      var x = street
      while x < width {
        let color: (Double, Double, Double)
        switch (row * 7 + column * 3) % 11 {
        case 0, 5: color = (0.74, 0.87, 0.67)  // park
        case 8: color = (0.65, 0.80, 0.93)  // water
        default: color = (0.87, 0.85, 0.80)
        }
        fill(color, x, y, block, block)
        x += block + street
        column += 1
      }
      y += block + street
      row += 1
    }
    // An avenue across the grid.
    cairo_set_source_rgb(cairo, 0.99, 0.85, 0.45)
    cairo_set_line_width(cairo, 10)
    cairo_move_to(cairo, 0, height * 0.15)
    cairo_line_to(cairo, width, height * 0.55)
    cairo_stroke(cairo)
    // Pins of the places in the list.
    for index in 0..<6 {
      let x = width * (0.15 + 0.14 * Double(index))
      let y = height * (0.12 + 0.07 * Double((index * 5) % 7))
      cairo_set_source_rgb(cairo, 0.86, 0.22, 0.2)
      cairo_arc(cairo, x, y, 7, 0, 2 * Double.pi)
      cairo_fill(cairo)
      cairo_set_source_rgb(cairo, 1, 1, 1)
      cairo_arc(cairo, x, y, 2.5, 0, 2 * Double.pi)
      cairo_fill(cairo)
    }
  }
}

/// The sheet's content: a header with a radius slider and a filter button, and a scrolling list of places,
/// each a button.
@MainActor
struct PlacesList {
  /// The content: the header above the list.
  let widget: UnsafeMutablePointer<GtkWidget>
  /// The list's scrolled window, whose offset the sheet shares with the finger.
  let scrolledWindow: UnsafeMutablePointer<GtkWidget>
  /// The buttons, by their names: the header's "Open now" and one per place.
  let buttons: [(name: String, widget: UnsafeMutablePointer<GtkWidget>)]
  /// The radius slider (0 to 100), a `GtkScale` that keeps its presses inside the sheet.
  let scale: UnsafeMutablePointer<GtkWidget>
  /// The content's height in points, for SplitSheet's fit-to-content detent.
  let contentHeight: Double

  static let names = [
    "Harbour Café", "City Library", "Old Town Square", "Riverside Park", "Museum of Maps", "Night Market",
    "Botanical Garden", "Central Station", "Lighthouse Point", "Corner Bakery", "Jazz Cellar", "Hill Lookout",
    "Ferry Terminal", "Flower Market", "Observatory", "Skate Park", "Public Pool", "Book Barge",
    "Tea House", "Record Shop", "Cinema Paradiso", "Food Hall", "Climbing Wall", "Sculpture Garden",
  ]
  static let rowHeight = 56.0
  static let headerHeight = 40.0
  /// The filter button's name, in the header.
  static let filterName = "Open now"

  init() {
    widget = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)
    let header = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 8)!
    gtk_widget_set_size_request(header, -1, Int32(Self.headerHeight))
    gtk_widget_set_margin_start(header, 16)
    gtk_widget_set_margin_end(header, 12)
    let title = gtk_label_new("Nearby")!
    gtk_widget_add_css_class(title, "title-4")
    scale = gtk_scale_new_with_range(GTK_ORIENTATION_HORIZONTAL, 0, 100, 1)
    gtk_range_set_value(gobject(scale), 50)
    gtk_scale_set_draw_value(gobject(scale), 0)
    gtk_widget_set_hexpand(scale, 1)
    gtk_widget_set_valign(scale, GTK_ALIGN_CENTER)
    pullup_accessible_update_label(gobject(scale), "Radius")
    let filter = gtk_button_new_with_label(Self.filterName)!
    gtk_widget_set_valign(filter, GTK_ALIGN_CENTER)
    for child in [title, scale, filter] { gtk_box_append(gobject(header), child) }
    gtk_box_append(gobject(widget), header)
    var buttons = [(name: Self.filterName, widget: filter)]
    let list = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)!
    for (index, name) in Self.names.enumerated() {
      let row = gtk_box_new(GTK_ORIENTATION_VERTICAL, 2)!
      let title = gtk_label_new(name)!
      gtk_label_set_xalign(gobject(title), 0)
      let detail = gtk_label_new("\(index * 3 % 17 + 1) min · \(["Café", "Culture", "Outdoors", "Shop"][index % 4])")!
      gtk_label_set_xalign(gobject(detail), 0)
      gtk_widget_add_css_class(detail, "dim-label")
      gtk_box_append(gobject(row), title)
      gtk_box_append(gobject(row), detail)
      let button = gtk_button_new()!
      gtk_widget_add_css_class(button, "flat")
      gtk_button_set_child(gobject(button), row)
      gtk_widget_set_size_request(button, -1, Int32(Self.rowHeight))
      gtk_box_append(gobject(list), button)
      buttons.append((name, button))
    }
    self.buttons = buttons
    // At GTK's defaults (scroll bars, kinetic scrolling): the sheet and GTK share the offset.
    scrolledWindow = gtk_scrolled_window_new()
    gtk_scrolled_window_set_child(gobject(scrolledWindow), list)
    gtk_widget_set_vexpand(scrolledWindow, 1)
    gtk_box_append(gobject(widget), scrolledWindow)
    contentHeight = Self.headerHeight + Self.rowHeight * Double(Self.names.count)
  }

  /// The offset the `s` key scrolls the list to, as an app's own code would, in points.
  static let appScrollOffset = 300.0

  /// The list's vertical adjustment.
  var adjustment: UnsafeMutablePointer<GtkAdjustment> {
    gtk_scrolled_window_get_vadjustment(gobject(scrolledWindow))
  }

  /// Scrolls the list as an app's code does, with `gtk_adjustment_set_value`.
  func scrollAsTheApp() {
    gtk_adjustment_set_value(adjustment, Self.appScrollOffset)
  }

  /// `--events`: each value of the list's offset, whoever set it, and each new extent.
  func followScrolling(_ events: EventLog) {
    let adjustment = self.adjustment
    connect(
      adjustment, .valueChanged,
      { events.scroll(gtk_adjustment_get_value(adjustment), time: Double(g_get_monotonic_time()) / 1_000_000) })
    connect(
      adjustment, .withoutArguments("changed"),
      {
        events.extent(upper: gtk_adjustment_get_upper(adjustment), page: gtk_adjustment_get_page_size(adjustment))
      })
  }
}
