#if canImport(UIKit)
  import PullUp
  import UIKit

  /// What the sheet covers: a map with a pin per place. The map is a plain view standing in for an
  /// `MKMapView`, so that the example needs nothing but UIKit; with MapKit, the content delegate below is
  /// the same, and the map moves its own legal label as this one moves `attribution`.
  @MainActor
  final class MapViewController: UIViewController {
    private let pins = Place.nearby.map { place in
      let pin = UILabel(frame: .zero)
      pin.text = "● \(place.name)"
      pin.font = UIFont.preferredFont(forTextStyle: .footnote)
      pin.adjustsFontForContentSizeCategory = true
      pin.textColor = .label
      return (place, pin)
    }
    /// The map's fine print, which must stay in view: it sits at the bottom of the safe area, which the
    /// content delegate keeps above the sheet.
    private let attribution = UILabel(frame: .zero)

    init() {
      super.init(nibName: nil, bundle: nil)
      title = "Map"
    }

    @available(*, unavailable, message: "made in code")
    required init?(coder: NSCoder) { fatalError("made in code") }

    override func viewDidLoad() {
      super.viewDidLoad()
      view.backgroundColor = UIColor(red: 0.85, green: 0.91, blue: 0.83, alpha: 1)
      for (_, pin) in pins { view.addSubview(pin) }
      attribution.text = "Map data: example"
      attribution.font = UIFont.preferredFont(forTextStyle: .footnote)
      attribution.adjustsFontForContentSizeCategory = true
      attribution.textColor = .secondaryLabel
      view.addSubview(attribution)
    }

    /// The pins where their places are, over the whole map (the sheet covers some of them, as in Maps), and
    /// the fine print at the bottom of the safe area, above the sheet.
    override func viewDidLayoutSubviews() {
      super.viewDidLayoutSubviews()
      let bounds = view.bounds
      for (place, pin) in pins {
        pin.frame = CGRect(
          x: bounds.width * place.x - 6, y: bounds.height * place.y - 10, width: 160, height: 20)
      }
      let insets = view.safeAreaInsets
      attribution.frame = CGRect(
        x: insets.left + 12, y: bounds.height - insets.bottom - 28, width: max(0, bounds.width - 24), height: 20)
    }
  }

  extension MapViewController: PullUpContentDelegate {
    /// Keeps the map's fine print above the sheet: ISHPullUp's advice, the insets as additional safe area.
    /// The insets' bottom is the sheet's height above the container's safe area (0 while the sheet is
    /// hidden), so the map's safe area ends where the sheet begins.
    func pullUpController(_ controller: PullUpController, updateContentInsets insets: PullUpInsets) async {
      additionalSafeAreaInsets = UIEdgeInsets(
        top: insets.top, left: insets.left, bottom: insets.bottom, right: insets.right)
    }
  }
#endif
