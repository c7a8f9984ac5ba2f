#if canImport(UIKit)
  // README's UIKit quick start: the places screen made in code rather than as a subclass
  // (`PlacesMapViewController`). README shows the region word for word (Examples/Client's ReadmeTests).
  // README: uikit-quick-start
  import PullUp
  import PullUpUIKit

  @MainActor
  func makePlacesSheet() throws(PullUpError) -> PullUpViewController {
    let places = PlacesViewController()
    let sheet = try PullUpViewController(
      configuration: .ishPullUp, contentViewController: MapViewController(), bottomViewController: places)
    sheet.track(scrollView: places.tableView)  // the sheet expands, then the list scrolls, in one drag
    sheet.sizingDelegate = places  // held weakly: the places are the sheet's child, which it keeps
    sheet.stateDelegate = places
    return sheet
  }
// README: end
#endif
