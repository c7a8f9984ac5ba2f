import PullUpSVG

/// Puts two SVG documents from `PullUpSVGRenderer` side by side in one document, with a heading and notes.
///
/// Each drawing becomes a nested `<svg>` element placed with `x` and `y`; its XML declaration is dropped
/// and its `id`s get a prefix, so that the two drawings' ids cannot clash.
struct SVGComposer {
  /// A drawing to place: the document with its ids prefixed, and its size.
  struct Drawing {
    var body: String
    var width: Double
    var height: Double

    init(_ document: String, idPrefix: String) {
      var body = document
      if body.hasPrefix("<?xml"), let end = body.firstIndex(of: "\n") { body = String(body[body.index(after: end)...]) }
      body = body.replacing("id=\"", with: "id=\"\(idPrefix)")
      body = body.replacing("url(#", with: "url(#\(idPrefix)")
      body = body.replacing("href=\"#", with: "href=\"#\(idPrefix)")
      self.body = body
      width = Self.attribute("width", in: body) ?? 0
      height = Self.attribute("height", in: body) ?? 0
    }

    /// A number attribute of the root element.
    private static func attribute(_ name: String, in document: String) -> Double? {
      guard let root = document.firstRange(of: "<svg"), let close = document[root.upperBound...].firstIndex(of: ">")
      else { return nil }
      let tag = document[root.upperBound..<close]
      guard let start = tag.firstRange(of: " \(name)=\"") else { return nil }
      let value = tag[start.upperBound...].prefix { $0 != "\"" }
      return Double(value)
    }

    /// The drawing placed at a point.
    func placed(x: Double, y: Double) -> String {
      var placed = body
      guard let root = placed.firstRange(of: "<svg") else { return body }
      placed.replaceSubrange(root, with: "<svg x=\"\(TextNumber.points(x))\" y=\"\(TextNumber.points(y))\"")
      return placed
    }
  }

  /// The most input lines listed under the plot.
  static let maximumNotes = 16

  var title: String
  var subtitle: String
  var final: String
  var theme: PullUpSVGTheme

  func compose(plot: Drawing, picture: Drawing, inputs: [String], releases: [String]) -> String {
    let header = 76.0
    let line = 17.0
    let notesTop = header + plot.height + 8
    let notesHeight = 28 + Double(inputs.count + releases.count + 3) * line
    let width = plot.width + picture.width
    let height = header + Swift.max(plot.height + 8 + notesHeight, picture.height)
    let size = "width=\"\(TextNumber.points(width))\" height=\"\(TextNumber.points(height))\""
    let viewBox = "0 0 \(TextNumber.points(width)) \(TextNumber.points(height))"
    let family = SVGEscape.attribute(theme.fontFamily)
    let font = "font-family=\"\(family)\" font-size=\"\(TextNumber.points(theme.fontSize))\""
    var svg = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
    svg += "<svg xmlns=\"http://www.w3.org/2000/svg\" \(size) viewBox=\"\(viewBox)\">\n"
    svg += "  <title>\(SVGEscape.text(title))</title>\n"
    svg += "  <rect width=\"100%\" height=\"100%\" fill=\"\(theme.backgroundColor)\"/>\n"
    svg += "  <g \(font)>\n"
    svg += text(title, x: 24, y: 36, extra: " font-size=\"20\" font-weight=\"700\"", color: theme.textColor)
    svg += text(subtitle, x: 24, y: 60, color: theme.secondaryTextColor)
    svg += "  </g>\n"
    svg += plot.placed(x: 0, y: header) + "\n"
    svg += picture.placed(x: plot.width, y: header) + "\n"
    svg += "  <g id=\"scenario-notes\" \(font)>\n"
    var y = notesTop + 20
    svg += text("Inputs", x: 70, y: y, extra: " font-weight=\"700\"", color: theme.textColor)
    for input in inputs {
      y += line
      svg += text(input, x: 70, y: y, color: theme.textColor, limit: Self.maximumLineLength)
    }
    if inputs.isEmpty {
      y += line
      svg += text("none", x: 70, y: y, color: theme.secondaryTextColor)
    }
    y += line * 1.5
    svg += text(
      final, x: 70, y: y, extra: " font-weight=\"700\"", color: theme.textColor, limit: Self.maximumLineLength - 10)
    for release in releases {
      y += line
      svg += text(release, x: 70, y: y, color: theme.secondaryTextColor, limit: Self.maximumLineLength)
    }
    svg += "  </g>\n</svg>\n"
    return svg
  }

  /// The most characters of a note line, so that it stays clear of the picture beside the plot.
  static let maximumLineLength = 110

  private func text(
    _ content: String, x: Double, y: Double, extra: String = "", color: String, limit: Int = .max
  ) -> String {
    let clipped = content.count > limit ? String(content.prefix(limit - 1)) + "…" : content
    return "    <text x=\"\(TextNumber.points(x))\" y=\"\(TextNumber.points(y))\" fill=\"\(color)\"\(extra)>"
      + SVGEscape.text(clipped) + "</text>\n"
  }
}
