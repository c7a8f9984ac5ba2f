#if canImport(UIKit)
  import PullUp
  import PullUpUIKit
  import UIKit

  /// SplitSheet's example, with PullUp: a main view controller with a button that shows and hides the sheet,
  /// and a sheet 800 points tall that starts hidden, shows at 400 points and expands to its whole height,
  /// pushing the main view controller's content up as it rises. Each setting is SplitSheet's default, set as
  /// SplitSheet's README sets it (the article "Coming from SplitSheet").
  @MainActor
  func makeSplitSheetScreen() throws(PullUpError) -> PullUpViewController {
    let main = ShowSheetViewController()
    let sheet = ColorViewController(text: "Sheet", color: .systemTeal)
    var configuration = PullUpConfiguration.splitSheet
    // displaceContent = true (`.overlay` for false).
    configuration.appearance.layoutMode = .displace
    // showHandle = true (`.hidden` for false).
    configuration.appearance.handle = .bar
    // minimumSheetHeight = 400: the shown detent, where the sheet first shows.
    configuration.shape.minimumHeight = .height(400)
    configuration.shape.initialHeight = .height(400)
    // snappingDistance = 150.
    configuration.movement.snapPolicy = .directional(PullUpDirectionalSnapping(snappingDistance: 150))
    // animationDuration = 0.6, SplitSheet's critically damped spring.
    configuration.movement.motion = .spring(
      PullUpSpringParameters(response: 0.6, dampingRatio: 1, initialVelocity: .relative(1)))
    // swipeUpToShowAllowed = true.
    configuration.movement.dragsWhileHidden = true
    let splitSheet = try PullUpViewController(
      mainViewController: main, sheetViewController: sheet, configuration: configuration)
    splitSheet.title = "SplitSheet"
    // SplitSheet's expanded detent is the sheet's Auto Layout height; PullUp is told it.
    try splitSheet.applyNow(.setContentHeight(800))
    // show(true) and show(false).
    main.toggle = { [weak splitSheet] in
      guard let splitSheet else { return }
      splitSheet.setBottomHidden(!splitSheet.isBottomHidden, animated: true)
    }
    // SplitSheet's `showing`, followed: the controller's events say when the sheet shows and hides.
    let events = splitSheet.controller.events
    Task { [weak main] in
      for await event in events {
        if case .shown = event { main?.sheetShown(true) }
        if case .hidden = event { main?.sheetShown(false) }
      }
    }
    return splitSheet
  }

  /// The main view controller of the SplitSheet screen: a button that shows the sheet (SplitSheet's
  /// `show(true)`: the sheet rises to its shown detent, 400 points) or hides it.
  @MainActor
  final class ShowSheetViewController: UIViewController {
    var toggle: () -> Void = {}
    private let button = UIButton(type: .system)

    init() { super.init(nibName: nil, bundle: nil) }

    @available(*, unavailable, message: "made in code")
    required init?(coder: NSCoder) { fatalError("made in code") }

    override func viewDidLoad() {
      super.viewDidLoad()
      view.backgroundColor = .secondarySystemBackground
      sheetShown(false)
      button.addAction(UIAction { [unowned self] _ in toggle() }, for: .primaryActionTriggered)
      view.addSubview(button)
    }

    override func viewDidLayoutSubviews() {
      super.viewDidLayoutSubviews()
      let bounds = view.bounds
      button.frame = CGRect(x: 0, y: view.safeAreaInsets.top + 24, width: bounds.width, height: 44)
    }

    /// Says what the button does now.
    func sheetShown(_ shown: Bool) {
      button.setTitle(shown ? "Hide the sheet" : "Show the sheet", for: .normal)
    }
  }

  /// A pane that says what it is: the sheet of the SplitSheet screen and the panes of the split view.
  @MainActor
  final class ColorViewController: UIViewController {
    private let label = UILabel(frame: .zero)
    private let text: String
    private let color: UIColor

    init(text: String, color: UIColor) {
      self.text = text
      self.color = color
      super.init(nibName: nil, bundle: nil)
    }

    @available(*, unavailable, message: "made in code")
    required init?(coder: NSCoder) { fatalError("made in code") }

    override func viewDidLoad() {
      super.viewDidLoad()
      view.backgroundColor = color
      label.text = text
      label.textAlignment = .center
      label.font = UIFont.preferredFont(forTextStyle: .headline)
      label.adjustsFontForContentSizeCategory = true
      view.addSubview(label)
    }

    override func viewDidLayoutSubviews() {
      super.viewDidLayoutSubviews()
      label.frame = CGRect(x: 0, y: 24, width: view.bounds.width, height: 28)
    }
  }
#endif
