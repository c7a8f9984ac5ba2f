#if canImport(SwiftUI) && canImport(UIKit)
  import PullUp
  import PullUpSwiftUI
  import PullUpUIKit
  import SwiftUI

  /// The Maps-like screen: a map fills the screen, and a sheet over it holds a search field and the list of
  /// places. The sheet has PullUp's default detents, Maps' three (a peek that shows the search field, half the
  /// screen, the whole height); its state and its detent are the screen's, bound both ways.
  public struct PlacesScreen: View {
    /// Where the sheet is: the sheet sets it as it moves, and the screen sets it to move the sheet.
    @State private var state: PullUpState = .collapsed
    /// The detent the sheet rests at or settles to (0, the peek, is the lowest); `nil` while a finger holds it.
    @State private var detent: Int? = 0
    /// Whether the sheet is locked: while the search field has the focus, a drag neither moves nor collapses it.
    @State private var isLocked = false

    public init() {}

    public var body: some View {
      MapPlaceholder()
        // An expanded sheet covers the map: VoiceOver skips the map's pins then.
        .accessibilityHidden(state == .expanded)
        .pullUpSheet(
          configuration: .default, state: $state, detent: $detent, isLocked: $isLocked,
          // Once, when the sheet is made: a tap on its handle expands or collapses it.
          onController: { sheet in sheet.handleTap = .toggle },
          sheet: { PlacesSheet(state: $state, detent: $detent, isLocked: $isLocked) })
    }
  }

  /// The sheet's content: a search field above the list of places. The sheet tracks the list, so one drag
  /// moves the sheet and then scrolls the list, and back.
  struct PlacesSheet: View {
    @Binding var state: PullUpState
    @Binding var detent: Int?
    @Binding var isLocked: Bool
    @State private var query = ""
    @FocusState private var searching: Bool

    var body: some View {
      VStack(spacing: 0) {
        Header()
        TextField("Search places", text: $query)
          .focused($searching)
          .padding(12)
        ScrollView {
          LazyVStack(alignment: .leading, spacing: 0) {
            ForEach(Place.matching(query)) { place in
              Button {
                pick(place)
              } label: {
                PlaceRow(place: place)
              }
              .buttonStyle(.plain)
            }
          }
        }
        .pullUpScrollTracking()  // the sheet expands, then the list scrolls, in one drag
      }
      // Searching wants room: the sheet expands when the field takes the focus, as in Maps. (The task runs
      // again each time its id changes; `onChange(of:initial:_:)` says the same from iOS 17.)
      .task(id: searching) { @MainActor in
        if searching { state = .expanded }
        isLocked = searching
      }
    }

    /// A place picked: its name in the search field, the keyboard gone, and the sheet down to half the
    /// screen (detent 1), so that the map shows above it.
    private func pick(_ place: Place) {
      query = place.name
      searching = false
      detent = 1
    }
  }

  /// The sheet's title, which says "…" while the sheet moves: it reads the sheet's snapshots from the controller
  /// in its environment, in `.task`, which ends the loop when the view goes (the example of
  /// `EnvironmentValues.pullUpController`'s documentation).
  struct Header: View {
    @Environment(\.pullUpController) private var controller
    @State private var resting = true

    var body: some View {
      Text(resting ? "Places" : "…")
        .task {
          guard let controller else { return }
          for await snapshot in controller.snapshots { resting = snapshot.phase == .resting }
        }
    }
  }

  /// A row of the list: the place's name, and what it is below.
  struct PlaceRow: View {
    let place: Place

    var body: some View {
      VStack(alignment: .leading, spacing: 2) {
        Text(place.name)
        Text(place.kind)
          .font(.subheadline)
          .foregroundStyle(.secondary)
      }
      .frame(maxWidth: .infinity, alignment: .leading)
      .padding(.horizontal, 16)
      .padding(.vertical, 10)
      .contentShape(Rectangle())  // the whole row takes the tap, not only its text
    }
  }
#endif
