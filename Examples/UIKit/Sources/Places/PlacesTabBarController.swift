#if canImport(UIKit)
  import Foundation
  import PullUp
  import PullUpUIKit
  import UIKit

  /// The example app's screens, in tabs: the map with its sheet of places (ISHPullUp's demo), SplitSheet's
  /// initializer and a split view. An app shows it as its window's root view controller.
  ///
  /// The tab bar covers the bottom of each screen; the sheets stay above it, since UIKit counts it in their
  /// safe area.
  @MainActor
  public final class PlacesTabBarController: UITabBarController {
    private let places: PlacesMapViewController
    private var recording: SessionRecording?

    /// Makes the three screens.
    ///
    /// - Throws: `PullUpError` if a configuration does not validate (PullUp's presets always do).
    public init() throws(PullUpError) {
      let places = try PlacesMapViewController()
      self.places = places
      super.init(nibName: nil, bundle: nil)
      places.tabBarItem = UITabBarItem(title: "Places", image: UIImage(systemName: "map"), tag: 0)
      let splitSheet = try makeSplitSheetScreen()
      splitSheet.tabBarItem = UITabBarItem(
        title: "SplitSheet", image: UIImage(systemName: "rectangle.bottomhalf.filled"), tag: 1)
      let splitView = try makeSplitViewScreen()
      splitView.tabBarItem = UITabBarItem(
        title: "Split view", image: UIImage(systemName: "rectangle.split.1x2"), tag: 2)
      viewControllers = [places, splitSheet, splitView]
    }

    @available(*, unavailable, message: "made in code")
    public required init?(coder: NSCoder) { fatalError("made in code") }

    /// Starts recording the places screen, laid out by now, when the app runs with `PULLUP_RECORD` set.
    override public func viewDidAppear(_ animated: Bool) {
      super.viewDidAppear(animated)
      guard recording == nil, ProcessInfo.processInfo.environment["PULLUP_RECORD"] != nil,
        let documents = FileManager.default.urls(for: .documentDirectory, in: .userDomainMask).first
      else { return }
      recording = SessionRecording(sheet: places, to: documents.appendingPathComponent("Places.pullup.json"))
    }
  }
#endif
