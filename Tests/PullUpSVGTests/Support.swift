import PullUpCore
import PullUpSVG

#if canImport(FoundationXML)
  import FoundationXML
#else
  import Foundation
#endif

/// The container the tests draw in: an iPhone-sized screen with its safe area.
let phone = PullUpContainer(width: 390, height: 844, safeArea: PullUpInsets(top: 47, bottom: 34))

/// An element of a parsed document: its name, namespace, attributes and text.
struct SVGElement {
  let name: String
  let uri: String?
  let attributes: [String: String]
  /// The text inside the element and its descendants.
  let stringValue: String?

  /// An attribute's value.
  subscript(_ name: String) -> String? { attributes[name] }

  /// An attribute's value as a number.
  func number(_ name: String) -> Double? {
    self[name].flatMap(Double.init)
  }

  /// A `points` attribute as pairs of numbers.
  func points() -> [(x: Double, y: Double)] {
    (self["points"] ?? "").split(separator: " ").compactMap { pair in
      let parts = pair.split(separator: ",").compactMap { Double(String($0)) }
      return parts.count == 2 ? (parts[0], parts[1]) : nil
    }
  }
}

/// An SVG document parsed as XML with FoundationXML, flattened into its elements in document order.
struct ParsedSVG {
  /// Every element, in document order; the first is the root.
  let elements: [SVGElement]

  /// Parses a document; throws when it is not well-formed XML.
  init(_ svg: String) throws {
    let document = try XMLDocument(xmlString: svg, options: [])
    var elements: [SVGElement] = []
    func visit(_ node: XMLElement) {
      var attributes: [String: String] = [:]
      for attribute in node.attributes ?? [] {
        if let name = attribute.name { attributes[name] = attribute.stringValue ?? "" }
      }
      elements.append(
        SVGElement(
          name: node.localName ?? node.name ?? "", uri: node.uri, attributes: attributes,
          stringValue: node.stringValue))
      for child in node.children ?? [] {
        if let child = child as? XMLElement { visit(child) }
      }
    }
    if let root = document.rootElement() { visit(root) }
    self.elements = elements
  }

  /// The root element.
  var root: SVGElement? { elements.first }

  /// The elements with a name, in document order.
  func elements(named name: String) -> [SVGElement] {
    elements.filter { $0.name == name }
  }

  /// The element with an `id`.
  func element(id: String) -> SVGElement? {
    elements.first { $0["id"] == id }
  }

  /// The elements whose `class` lists a class name.
  func elements(class className: String) -> [SVGElement] {
    elements.filter { ($0["class"] ?? "").split(separator: " ").contains { $0 == className } }
  }

  /// The text of every `text` element.
  var texts: [String] {
    elements(named: "text").compactMap(\.stringValue)
  }
}

extension PullUpMachine {
  /// Advances at 60 Hz until the sheet rests, or `limit` seconds pass, recording each frame.
  mutating func settle(recordingInto timeline: inout PullUpTimeline, limit: Double = 10) throws {
    let end = snapshot.time + limit
    while snapshot.phase == .settling, snapshot.time < end {
      let output = try advance(to: snapshot.time + 1.0 / 60)
      timeline.record(output, snapshot: snapshot)
    }
  }
}
