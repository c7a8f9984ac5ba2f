#if canImport(UIKit)
  import PullUp
  import PullUpUIKit
  import UIKit

  /// The sheet's content: a search field above the list of places. The sheet tracks the list, so one drag
  /// moves the sheet and then scrolls the list, and back.
  @MainActor
  final class PlacesViewController: UIViewController {
    let searchField = UISearchTextField(frame: .zero)
    let tableView = UITableView(frame: .zero, style: .plain)
    /// The places the list shows: those that match the search.
    private var shown = Place.nearby
    /// The height of the search field's row, which the collapsed sheet shows.
    static let headerHeight = 60.0

    init() {
      super.init(nibName: nil, bundle: nil)
      title = "Places"
    }

    @available(*, unavailable, message: "made in code")
    required init?(coder: NSCoder) { fatalError("made in code") }

    override func viewDidLoad() {
      super.viewDidLoad()
      view.backgroundColor = .systemBackground
      searchField.placeholder = "Search places"
      searchField.clearButtonMode = .whileEditing
      searchField.addAction(UIAction { [unowned self] _ in search(searchField.text ?? "") }, for: .editingChanged)
      // Searching wants room: the sheet expands when the field starts editing, as in Maps.
      searchField.addAction(
        UIAction { [unowned self] _ in pullUpViewController?.setState(.expanded, animated: true) },
        for: .editingDidBegin)
      tableView.dataSource = self
      tableView.delegate = self
      tableView.keyboardDismissMode = .onDrag
      tableView.register(UITableViewCell.self, forCellReuseIdentifier: "place")
      view.addSubview(searchField)
      view.addSubview(tableView)
    }

    override func viewDidLayoutSubviews() {
      super.viewDidLayoutSubviews()
      let bounds = view.bounds
      searchField.frame = CGRect(x: 16, y: 12, width: max(0, bounds.width - 32), height: 36)
      let headerHeight = Self.headerHeight
      tableView.frame = CGRect(
        x: 0, y: headerHeight, width: bounds.width, height: max(0, bounds.height - headerHeight))
    }

    /// The sheet this view controller is in, as ISHPullUp's sample finds its `ISHPullUpViewController`.
    private var pullUpViewController: PullUpViewController? { parent as? PullUpViewController }

    private func search(_ text: String) {
      shown = Place.matching(text)
      tableView.reloadData()
    }
  }

  extension PlacesViewController: UITableViewDataSource, UITableViewDelegate {
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { shown.count }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
      let cell = tableView.dequeueReusableCell(withIdentifier: "place", for: indexPath)
      var content = cell.defaultContentConfiguration()
      content.text = shown[indexPath.row].name
      content.secondaryText = shown[indexPath.row].kind
      cell.contentConfiguration = content
      return cell
    }

    /// A place picked: the sheet collapses to show the map, with the place's name in the search field.
    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
      tableView.deselectRow(at: indexPath, animated: true)
      searchField.text = shown[indexPath.row].name
      searchField.resignFirstResponder()
      pullUpViewController?.setState(.collapsed, animated: true)
    }
  }

  extension PlacesViewController: PullUpSizingDelegate {
    /// Collapsed, the sheet shows its handle and the search field, and none of the list.
    func pullUpController(_ controller: PullUpController, minimumHeightForSheetIn container: PullUpContainer) async
      -> Double?
    { PullUpViewController.handleHeight + Self.headerHeight }

    /// Expanded, the sheet reaches the configuration's maximum (ISHPullUp's: the available height below a
    /// 20-point margin).
    func pullUpController(
      _ controller: PullUpController, maximumHeightForSheetWithAvailableHeight availableHeight: Double
    ) async -> Double? { nil }
  }

  extension PlacesViewController: PullUpStateDelegate {
    /// Ends the search when the sheet collapses (by a drag, a tap on the dimmed map or VoiceOver's escape),
    /// so that the keyboard goes with the list.
    func pullUpController(_ controller: PullUpController, didChangeTo state: PullUpState) async {
      if state == .collapsed { searchField.resignFirstResponder() }
    }
  }
#endif
