#if canImport(UIKit)
  import PullUp
  import PullUpUIKit
  import UIKit

  /// The ISHPullUp demo's screen: a map under a sheet that holds a search field and the list of places.
  /// A subclass, as ISHPullUp's sample subclasses `ISHPullUpViewController`: the map is the content view
  /// controller, the places are the bottom view controller, and the delegates are theirs.
  @MainActor
  final class PlacesMapViewController: PullUpViewController {
    let map = MapViewController()
    let places = PlacesViewController()

    init() throws(PullUpError) {
      try super.init(configuration: .ishPullUp)
      title = "Places"
      contentViewController = map
      bottomViewController = places
      track(scrollView: places.tableView)
      handleTap = .toggle  // as ISHPullUp's sample: a tap on the handle expands or collapses the sheet
      contentDelegate = map
      sizingDelegate = places
      sheetInsetsDelegate = places
      stateDelegate = places
    }

    @available(*, unavailable, message: "made in code")
    required init?(coder: NSCoder) { fatalError("made in code") }

    override func viewDidLoad() {
      super.viewDidLoad()
      // Obtain the stream here: it subscribes at once, and the task holds the stream, not the sheet.
      let states = controller.states
      Task { [weak map] in
        for await state in states {
          // An expanded sheet covers the map: VoiceOver skips the map's pins then.
          map?.view.accessibilityElementsHidden = state == .expanded
        }
      }
    }
  }
#endif
