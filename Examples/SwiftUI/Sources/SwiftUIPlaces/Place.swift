#if canImport(SwiftUI)
  import Foundation

  /// A place in the list and on the map.
  struct Place: Sendable, Hashable, Identifiable {
    /// What the list and the map's pin say; no two places share it.
    let name: String
    /// What it is, under its name in the list.
    let kind: String
    /// Where its pin is, as fractions of the map's width and height (from the top left).
    let x: Double
    let y: Double

    var id: String { name }

    /// The places near the map's centre, in the list's order.
    static let nearby: [Place] = [
      Place(name: "Harbour Café", kind: "Café", x: 0.18, y: 0.22),
      Place(name: "City Library", kind: "Library", x: 0.62, y: 0.14),
      Place(name: "Old Town Square", kind: "Square", x: 0.44, y: 0.31),
      Place(name: "Riverside Park", kind: "Park", x: 0.80, y: 0.36),
      Place(name: "Museum of Maps", kind: "Museum", x: 0.27, y: 0.45),
      Place(name: "Night Market", kind: "Market", x: 0.66, y: 0.52),
      Place(name: "Botanical Garden", kind: "Garden", x: 0.12, y: 0.63),
      Place(name: "Central Station", kind: "Station", x: 0.50, y: 0.68),
      Place(name: "Lighthouse Point", kind: "Viewpoint", x: 0.86, y: 0.74),
      Place(name: "Corner Bakery", kind: "Bakery", x: 0.34, y: 0.80),
      Place(name: "Jazz Cellar", kind: "Music venue", x: 0.58, y: 0.86),
      Place(name: "Hill Lookout", kind: "Viewpoint", x: 0.20, y: 0.92),
      Place(name: "Ferry Terminal", kind: "Ferry", x: 0.74, y: 0.95),
      Place(name: "Flower Market", kind: "Market", x: 0.40, y: 0.10),
      Place(name: "Observatory", kind: "Observatory", x: 0.90, y: 0.12),
      Place(name: "Tea House", kind: "Café", x: 0.08, y: 0.40),
      Place(name: "Record Shop", kind: "Shop", x: 0.54, y: 0.42),
      Place(name: "Food Hall", kind: "Restaurants", x: 0.30, y: 0.58),
    ]

    /// The places whose name or kind contains `text`, ignoring case; all of them for an empty text.
    static func matching(_ text: String) -> [Place] {
      let query = text.trimmingCharacters(in: .whitespaces)
      guard !query.isEmpty else { return nearby }
      return nearby.filter {
        $0.name.localizedCaseInsensitiveContains(query) || $0.kind.localizedCaseInsensitiveContains(query)
      }
    }
  }
#endif
