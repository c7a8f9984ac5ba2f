import CGTK
import PullUpGTK

/// The map behind the sheet: blocks, parks, water, streets and pins, drawn with cairo for any size.
enum MapView {
  /// A drawing area that draws the map.
  @MainActor
  static func make() -> UnsafeMutablePointer<GtkWidget> {
    let area = gtk_drawing_area_new()!
    gtk_drawing_area_set_draw_func(
      gobject(area),
      { _, cairo, width, height, _ in
        guard let cairo else { return }
        MapView.draw(cairo, width: Double(width), height: Double(height))
      }, nil, nil)
    return area
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

/// The sheet's content: a header and a scrolling list of places.
@MainActor
struct PlacesList {
  /// The content: the header above the list.
  let widget: UnsafeMutablePointer<GtkWidget>
  /// The list's scrolled window, whose offset the sheet shares with the finger.
  let scrolledWindow: UnsafeMutablePointer<GtkWidget>
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

  init() {
    widget = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)
    let header = gtk_label_new("Places nearby")!
    gtk_widget_add_css_class(header, "title-4")
    gtk_widget_set_size_request(header, -1, Int32(Self.headerHeight))
    gtk_box_append(gobject(widget), header)
    let list = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)!
    for (index, name) in Self.names.enumerated() {
      let row = gtk_box_new(GTK_ORIENTATION_VERTICAL, 2)!
      gtk_widget_set_size_request(row, -1, Int32(Self.rowHeight))
      gtk_widget_set_margin_start(row, 16)
      let title = gtk_label_new(name)!
      gtk_label_set_xalign(gobject(title), 0)
      let detail = gtk_label_new("\(index * 3 % 17 + 1) min · \(["Café", "Culture", "Outdoors", "Shop"][index % 4])")!
      gtk_label_set_xalign(gobject(detail), 0)
      gtk_widget_add_css_class(detail, "dim-label")
      gtk_box_append(gobject(row), title)
      gtk_box_append(gobject(row), detail)
      gtk_box_append(gobject(list), row)
    }
    scrolledWindow = gtk_scrolled_window_new()
    // No scroll bar and no scrolling of its own: the sheet sets the offset from its snapshot.
    gtk_scrolled_window_set_policy(gobject(scrolledWindow), GTK_POLICY_NEVER, GTK_POLICY_EXTERNAL)
    gtk_scrolled_window_set_kinetic_scrolling(gobject(scrolledWindow), 0)
    gtk_scrolled_window_set_child(gobject(scrolledWindow), list)
    gtk_widget_set_vexpand(scrolledWindow, 1)
    gtk_box_append(gobject(widget), scrolledWindow)
    contentHeight = Self.headerHeight + Self.rowHeight * Double(Self.names.count)
  }
}
