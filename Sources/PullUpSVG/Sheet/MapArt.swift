/// A city map drawn as the content behind the sheet: land, a river, a park, streets, a main road, a pin
/// and the user's location, laid out in fractions of the container so that it looks alike at any size.
///
/// Nothing is random: every shape follows from the container size, so the drawing is deterministic.
struct MapArt {
  /// The container's width.
  var width: Double
  /// The container's height.
  var height: Double
  /// The colours.
  var theme: PullUpSVGTheme

  /// The distance between streets running up and down.
  private var columnSpacing: Double { width / 3.4 }
  /// The distance between streets running across.
  private var rowSpacing: Double { Swift.max(height / 8.5, 60) }

  /// Draws the map into the open group; the caller clips it.
  func draw(into svg: inout SVGWriter) {
    svg.element("rect", [("width", width.svg), ("height", height.svg), ("fill", theme.mapLandColor)])
    drawBuildings(into: &svg)
    drawRiver(into: &svg)
    drawStreets(into: &svg)
    drawPark(into: &svg)
    drawRoad(into: &svg)
    drawMarkers(into: &svg)
  }

  private func drawBuildings(into svg: inout SVGWriter) {
    svg.begin("g", [("id", "buildings"), ("fill", theme.mapBuildingColor)])
    let columns = Int((width / columnSpacing).rounded(.up))
    let rows = Int((height / rowSpacing).rounded(.up))
    for row in 0..<rows {
      for column in 0..<columns {
        // A fixed pattern decides which blocks hold one building, two, or none.
        let pattern = (row * 7 + column * 5) % 6
        guard pattern != 0, !(column == 0 && (row == 3 || row == 4)) else { continue }
        let x = Double(column) * columnSpacing + 9
        let y = Double(row) * rowSpacing + 9
        let blockWidth = columnSpacing - 18
        let blockHeight = rowSpacing - 18
        if pattern.isMultiple(of: 2) {
          let half = (blockWidth - 6) / 2
          svg.element("rect", Self.rounded(x: x, y: y, width: half, height: blockHeight))
          svg.element("rect", Self.rounded(x: x + half + 6, y: y, width: half, height: blockHeight))
        } else {
          svg.element("rect", Self.rounded(x: x, y: y, width: blockWidth, height: blockHeight))
        }
      }
    }
    svg.end()
  }

  private func drawPark(into svg: inout SVGWriter) {
    // Left of the main road, and on top of the streets, which it interrupts.
    let x = 6.0
    let y = rowSpacing * 3 + 6
    svg.element(
      "rect",
      [
        ("id", "park"), ("x", x.svg), ("y", y.svg), ("width", (columnSpacing - 12).svg),
        ("height", (rowSpacing * 2 - 12).svg), ("rx", "10"), ("fill", theme.mapParkColor),
      ])
    svg.text(
      "text",
      [
        ("x", (x + (columnSpacing - 12) / 2).svg), ("y", (y + rowSpacing).svg), ("text-anchor", "middle"),
        ("font-family", theme.fontFamily), ("font-size", (theme.fontSize * 0.85).svg),
        ("fill", "#3f7d3a"), ("font-style", "italic"),
      ], "City Park")
  }

  private func drawRiver(into svg: inout SVGWriter) {
    let y = rowSpacing * 1.5
    let path =
      "M -40,\((y + 40).svg) C \((width * 0.25).svg),\((y - 10).svg) \((width * 0.45).svg),\((y + 70).svg) "
      + "\((width * 0.7).svg),\((y + 30).svg) S \((width * 0.95).svg),\((y - 20).svg) \((width + 40).svg),\(y.svg)"
    svg.element(
      "path",
      [
        ("id", "river"), ("d", path), ("fill", "none"), ("stroke", theme.mapWaterColor), ("stroke-width", "34"),
        ("stroke-linecap", "round"),
      ])
  }

  private func drawStreets(into svg: inout SVGWriter) {
    svg.begin("g", [("id", "streets"), ("stroke", theme.mapStreetColor), ("stroke-width", "8")])
    var x = columnSpacing
    while x < width {
      svg.element("line", [("x1", x.svg), ("y1", "0"), ("x2", x.svg), ("y2", height.svg)])
      x += columnSpacing
    }
    var y = rowSpacing
    while y < height {
      svg.element("line", [("x1", "0"), ("y1", y.svg), ("x2", width.svg), ("y2", y.svg)])
      y += rowSpacing
    }
    svg.end()
  }

  private func drawRoad(into svg: inout SVGWriter) {
    let start = (x: -20.0, y: height * 0.9)
    let end = (x: width + 20, y: height * 0.12)
    svg.begin("g", [("id", "road"), ("stroke-linecap", "round")])
    for (color, lineWidth) in [("#e0b44f", 14.0), (theme.mapRoadColor, 11.0)] {
      svg.element(
        "line",
        [
          ("x1", start.x.svg), ("y1", start.y.svg), ("x2", end.x.svg), ("y2", end.y.svg), ("stroke", color),
          ("stroke-width", lineWidth.svg),
        ])
    }
    svg.end()
  }

  private func drawMarkers(into svg: inout SVGWriter) {
    // A dropped pin near the top, where even an expanded sheet leaves it in view.
    let pin = (x: columnSpacing * 1.5, y: rowSpacing * 0.9)
    let pinPath =
      "M \(pin.x.svg),\(pin.y.svg) c -3,-8 -11,-12 -11,-21 a 11,11 0 1 1 22,0 c 0,9 -8,13 -11,21 z"
    svg.element(
      "path",
      [("id", "pin"), ("d", pinPath), ("fill", theme.mapPinColor), ("stroke", "#ffffff"), ("stroke-width", "2")])
    svg.element("circle", [("cx", pin.x.svg), ("cy", (pin.y - 21).svg), ("r", "4"), ("fill", "#ffffff")])
    // The user's location: a blue dot in a pale halo.
    let here = (x: columnSpacing * 2.3, y: rowSpacing * 2.45)
    svg.element(
      "circle", [("cx", here.x.svg), ("cy", here.y.svg), ("r", "22"), ("fill", "#0a84ff"), ("opacity", "0.15")])
    svg.element(
      "circle",
      [
        ("cx", here.x.svg), ("cy", here.y.svg), ("r", "7"), ("fill", "#0a84ff"), ("stroke", "#ffffff"),
        ("stroke-width", "3"),
      ])
  }

  private static func rounded(x: Double, y: Double, width: Double, height: Double) -> [SVGWriter.Attribute] {
    [("x", x.svg), ("y", y.svg), ("width", width.svg), ("height", height.svg), ("rx", "3")]
  }
}
