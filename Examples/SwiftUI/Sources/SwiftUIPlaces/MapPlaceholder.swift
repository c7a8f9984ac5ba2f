#if canImport(SwiftUI)
  import SwiftUI

  /// What the sheet covers: a map with a pin per place. A plain view stands in for MapKit's `Map`, so that the
  /// example needs nothing but SwiftUI.
  struct MapPlaceholder: View {
    var body: some View {
      GeometryReader { geometry in
        ZStack(alignment: .topLeading) {
          Color(red: 0.85, green: 0.91, blue: 0.83)
          ForEach(Place.nearby) { place in
            Text("● " + place.name)
              .font(.footnote)
              .position(x: geometry.size.width * CGFloat(place.x), y: geometry.size.height * CGFloat(place.y))
          }
        }
      }
      .ignoresSafeArea()
    }
  }
#endif
