import PullUpCore

extension TerminalSheetRenderer {
  /// The places the sheet lists, nearest first: category, name, distance.
  static let places: [(category: String, name: String, distance: String)] = [
    ("Coffee", "Harbor Roasters", "120 m"),
    ("Bakery", "Morning Loaf", "240 m"),
    ("Park", "City Park", "350 m"),
    ("Museum", "Science Hall", "600 m"),
    ("Pharmacy", "Corner Drugs", "650 m"),
    ("Library", "Main Branch", "800 m"),
    ("Market", "Ferry Hall", "1.2 km"),
    ("Cinema", "Old Palace", "1.5 km"),
    ("Bookstore", "Paper Moon", "2.4 km"),
    ("Pier", "Pier 7", "3.1 km"),
    ("Ramen", "Noodle Bar", "3.3 km"),
    ("Gallery", "Blue Door", "3.6 km"),
    ("Garden", "Rose Terrace", "3.9 km"),
    ("Theater", "Playhouse", "4.2 km"),
    ("Bike shop", "Spoke & Chain", "4.4 km"),
    ("Tea", "Leaf House", "4.8 km"),
    ("Records", "Groove Cellar", "5.1 km"),
    ("Market", "Night Stalls", "5.5 km"),
    ("Pool", "Lido", "5.9 km"),
    ("Lookout", "Signal Hill", "6.3 km"),
    ("Ferry", "North Terminal", "6.8 km"),
    ("Zoo", "Harbor Zoo", "7.2 km"),
    ("Stadium", "Bayside Field", "7.7 km"),
    ("Lighthouse", "Point Light", "8.1 km"),
    ("Beach", "West Beach", "8.6 km"),
    ("Campground", "Pine Hollow", "9.4 km"),
    ("Winery", "Hillside Cellars", "10 km"),
    ("Lake", "Mirror Lake", "11 km"),
    ("Trailhead", "Ridge Path", "12 km"),
    ("Waterfall", "Bridal Falls", "14 km"),
    ("Summit", "Eagle Peak", "17 km"),
  ]

  /// The handle as ISHPullUpHandleView draws it, one row tall: a chevron up (`^`), a flat bar, a chevron
  /// down (`v`).
  static func handle(_ state: PullUpHandleState) -> String {
    switch state {
    case .up: return "──╱╲──"
    case .neutral: return "──────"
    case .down: return "──╲╱──"
    }
  }

  private static let paper = TerminalStyle(foreground: .black, background: .white)
  private static let line = TerminalStyle(foreground: .brightBlack, background: .white)

  /// The rows above the list: the border, the handle, the title and a rule.
  package static let headerRows = 4

  /// Draws the sheet: the border row, then the handle, the title and a rule, then the list scrolled by
  /// the snapshot's content offset (whole rows, rounded down), each clipped to `rows` (the sheet may begin
  /// above the screen or end below it). While the keyboard is up the title row is a search field.
  func drawSheet(into frame: inout TerminalFrame, columns: Range<Int>, rows: Range<Int>, snapshot: PullUpSnapshot) {
    let left = columns.lowerBound
    let width = columns.count
    let top = rows.lowerBound
    // The corners keep the background behind them, so the rounded edge shows against the map.
    let leftCorner = Self.corner(over: frame, column: left, row: top)
    let rightCorner = Self.corner(over: frame, column: columns.upperBound - 1, row: top)
    frame.fill(columns: columns, rows: rows, with: TerminalCell(" ", style: Self.paper))
    guard width >= 2 else { return }

    frame.write("╭", column: left, row: top, style: leftCorner)
    frame.write(String(repeating: "─", count: width - 2), column: left + 1, row: top, style: Self.line)
    frame.write("╮", column: left + width - 1, row: top, style: rightCorner)
    for row in rows.dropFirst() {
      frame.write("│", column: left, row: row, style: Self.line)
      frame.write("│", column: left + width - 1, row: row, style: Self.line)
    }

    if rows.contains(top + 1), let handle = snapshot.layout.handle {
      let glyph = Self.handle(handle)
      var handleStyle = Self.line
      handleStyle.isBold = true
      frame.write(glyph, column: left + (width - glyph.count) / 2, row: top + 1, style: handleStyle)
    }
    let inner = left + 2..<Swift.max(left + width - 2, left + 2)
    var bold = Self.paper
    bold.isBold = true
    if rows.contains(top + 2) {
      let searching = snapshot.keyboardHeight > 0
      let title = searching ? "Search places: ▏" : "Nearby"
      frame.write(
        fitting(title, in: inner), column: inner.lowerBound, row: top + 2, style: searching ? Self.paper : bold)
      let count = "\(Self.places.count) places"
      if inner.count > count.count + title.count + 2 {
        frame.write(count, column: inner.upperBound - count.count, row: top + 2, style: Self.line)
      }
    }
    if rows.contains(top + 3) {
      frame.write("├" + String(repeating: "─", count: width - 2) + "┤", column: left, row: top + 3, style: Self.line)
    }
    let listTop = top + Self.headerRows
    let scrolledRows = scale.row(containing: snapshot.contentOffset)
    let visible = listTop..<Swift.max(rows.upperBound, listTop)
    for (index, place) in Self.places.enumerated() where visible.contains(listTop + index - scrolledRows) {
      // Category and name on the left, cut short where they would reach the distance on the right.
      let row = listTop + index - scrolledRows
      let distanceColumn = inner.upperBound - place.distance.count
      let text = fitting(
        place.category + " · " + place.name, in: inner.lowerBound..<Swift.max(distanceColumn - 1, inner.lowerBound))
      let categoryLength = Swift.min(place.category.count, text.count)
      frame.write(text, column: inner.lowerBound, row: row, style: Self.paper)
      frame.write(String(text.prefix(categoryLength)), column: inner.lowerBound, row: row, style: bold)
      if distanceColumn >= inner.lowerBound {
        frame.write(place.distance, column: distanceColumn, row: row, style: Self.line)
      }
    }
  }

  /// The style of a corner over a cell: the border's color on the cell's background.
  private static func corner(over frame: TerminalFrame, column: Int, row: Int) -> TerminalStyle {
    var style = line
    style.background = frame.contains(column: column, row: row) ? frame[column, row].style.background : .default
    return style
  }

  /// The part of a text that fits in some columns.
  private func fitting(_ text: String, in columns: Range<Int>) -> String {
    String(text.prefix(Swift.max(columns.count, 0)))
  }
}
