#if canImport(UIKit)
  import PullUp
  import PullUpUIKit
  import UIKit

  /// SplitSheet's example, with PullUp: a main view controller with a button that shows the sheet, and a
  /// sheet 800 points tall that starts hidden, shows at 400 points and expands to its whole height, pushing
  /// the main view controller's content up as it rises.
  @MainActor
  func makeSplitSheetScreen() throws(PullUpError) -> PullUpViewController {
    let main = ShowSheetViewController()
    let sheet = ColorViewController(text: "Sheet", color: .systemTeal)
    let splitSheet = try PullUpViewController(mainViewController: main, sheetViewController: sheet)
    splitSheet.title = "SplitSheet"
    // SplitSheet sizes the sheet by its Auto Layout height; here it is said: 800 points.
    try splitSheet.applyNow(.setContentHeight(800))
    main.show = { [weak splitSheet] in splitSheet?.setBottomHidden(false, animated: true) }
    return splitSheet
  }

  /// The main view controller of the SplitSheet screen: a button that shows the sheet (SplitSheet's
  /// `show(true)`: the sheet rises to its shown detent, 400 points).
  @MainActor
  final class ShowSheetViewController: UIViewController {
    var show: () -> Void = {}
    private let button = UIButton(type: .system)

    init() { super.init(nibName: nil, bundle: nil) }

    @available(*, unavailable, message: "made in code")
    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
      super.viewDidLoad()
      view.backgroundColor = .secondarySystemBackground
      button.setTitle("Show the sheet", for: .normal)
      button.addAction(UIAction { [unowned self] _ in show() }, for: .primaryActionTriggered)
      view.addSubview(button)
    }

    override func viewDidLayoutSubviews() {
      super.viewDidLayoutSubviews()
      let bounds = view.bounds
      button.frame = CGRect(x: 0, y: view.safeAreaInsets.top + 24, width: bounds.width, height: 44)
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
    required init?(coder: NSCoder) { nil }

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
