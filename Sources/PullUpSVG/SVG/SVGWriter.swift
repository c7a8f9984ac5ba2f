/// Writes an SVG document one element at a time, indented, with every attribute and text escaped.
///
/// The writer keeps attributes in the order given, so the same drawing calls always produce the same
/// bytes. Numbers are formatted by the caller (``SVGNumber``), which keeps the writer free of rounding
/// decisions.
package struct SVGWriter {
  /// An attribute name and its unescaped value.
  package typealias Attribute = (name: String, value: String)

  /// The document so far.
  package private(set) var output = ""
  private var open: [String] = []

  /// Starts a document: the XML declaration and the root `svg` element, sized in user units.
  ///
  /// - Parameters:
  ///   - width: The picture's width.
  ///   - height: The picture's height.
  ///   - title: The document's title, for accessibility and for file browsers.
  package init(width: Double, height: Double, title: String) {
    output = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
    begin(
      "svg",
      [
        ("xmlns", "http://www.w3.org/2000/svg"),
        ("width", width.svg),
        ("height", height.svg),
        ("viewBox", "0 0 \(width.svg) \(height.svg)"),
      ])
    text("title", [], title)
  }

  /// Opens an element that will hold others; close it with ``end()``.
  ///
  /// - Parameters:
  ///   - name: The element's name.
  ///   - attributes: Its attributes, in order.
  package mutating func begin(_ name: String, _ attributes: [Attribute] = []) {
    line("<\(name)\(Self.render(attributes))>")
    open.append(name)
  }

  /// Closes the innermost open element.
  package mutating func end() {
    guard let name = open.popLast() else { return }
    line("</\(name)>")
  }

  /// Writes an empty element.
  ///
  /// - Parameters:
  ///   - name: The element's name.
  ///   - attributes: Its attributes, in order.
  package mutating func element(_ name: String, _ attributes: [Attribute]) {
    line("<\(name)\(Self.render(attributes))/>")
  }

  /// Writes an element that holds text, such as `text` or `title`.
  ///
  /// - Parameters:
  ///   - name: The element's name.
  ///   - attributes: Its attributes, in order.
  ///   - content: The text, unescaped.
  package mutating func text(_ name: String, _ attributes: [Attribute], _ content: String) {
    line("<\(name)\(Self.render(attributes))>\(SVGEscape.text(content))</\(name)>")
  }

  /// Writes a comment; `--` inside it is broken up, because XML forbids it there.
  ///
  /// - Parameter comment: The comment's text.
  package mutating func comment(_ comment: String) {
    var safe = SVGEscape.text(comment)
    while safe.contains("--") { safe = safe.replacing("--", with: "- -") }
    line("<!-- \(safe) -->")
  }

  /// Closes every open element and returns the document.
  ///
  /// - Returns: The complete document, ending with a newline.
  package mutating func finish() -> String {
    while !open.isEmpty { end() }
    return output
  }

  private mutating func line(_ text: String) {
    output += String(repeating: "  ", count: open.count)
    output += text
    output += "\n"
  }

  private static func render(_ attributes: [Attribute]) -> String {
    var result = ""
    for attribute in attributes {
      result += " \(attribute.name)=\"\(SVGEscape.attribute(attribute.value))\""
    }
    return result
  }
}
