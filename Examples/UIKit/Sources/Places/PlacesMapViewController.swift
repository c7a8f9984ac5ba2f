#if canImport(UIKit)
  import PullUp
  import PullUpUIKit
  import UIKit

  /// The ISHPullUp demo's screen: a map under a sheet that holds a search field and the list of places.
  /// A subclass, as ISHPullUp's sample subclasses `ISHPullUpViewController`: the map is the content view
  /// controller, the places are the bottom view controller, and the delegates are theirs. It inherits
  /// `PullUpViewController`'s initializers: `try PlacesMapViewController()` and a storyboard's `init?(coder:)`
  /// both make it with its `storyboardConfiguration`, ISHPullUp's.
  @MainActor
  final class PlacesMapViewController: PullUpViewController {
    let map = MapViewController()
    let places = PlacesViewController()

    // ISHPullUp's decisions, for the code's initializer and the storyboard's alike.
    override class var storyboardConfiguration: PullUpConfiguration { .ishPullUp }

    override func viewDidLoad() {
      super.viewDidLoad()
      title = "Places"
      contentViewController = map
      bottomViewController = places
      track(scrollView: places.tableView)
      handleTap = .toggle  // as ISHPullUp's sample: a tap on the handle expands or collapses the sheet
      contentDelegate = map
      sizingDelegate = places
      stateDelegate = places
      // Obtain the stream here: it subscribes at once, and the task holds the stream, not the sheet.
      let snapshots = controller.snapshots
      Task { [weak map] in
        for await snapshot in snapshots {
          // An expanded sheet covers the map, unless it is hidden (it keeps its state): VoiceOver skips the
          // map's pins then.
          map?.view.accessibilityElementsHidden = snapshot.state == .expanded && !snapshot.isHidden
        }
      }
    }

    override func viewDidAppear(_ animated: Bool) {
      super.viewDidAppear(animated)
      // Nothing on this screen takes keys until the search field does: the sheet's view controller takes them,
      // so that Escape and the arrows reach the sheet from a hardware keyboard.
      _ = becomeFirstResponder()
    }
  }
#endif
