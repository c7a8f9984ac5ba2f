/// The words PullUp gives assistive technologies: action names, the adjustable value and the
/// announcements. English by default; set your own translations in
/// ``PullUpConfiguration/accessibilityLabels``. An action's name is read and set by the action:
/// `labels[.expand] = "Agrandir"`.
///
/// In templates, `{index}` is replaced by the 1-based detent number, `{next}` by the number after it and
/// `{count}` by the number of detents. An empty announcement announces nothing.
public struct PullUpAccessibilityLabels: Sendable, Hashable {
  /// The actions' names, one stored string each, read and written through ``subscript(_:)``.
  private var expandName: String
  private var collapseName: String
  private var nextDetentName: String
  private var previousDetentName: String
  private var hideName: String
  private var showName: String
  /// The value of a sheet at a detent: `"Detent {index} of {count}"`.
  public var detentValue: String
  /// The value of a sheet between two detents: `"Between detents {index} and {next} of {count}"`.
  public var betweenDetentsValue: String
  /// The value of a hidden sheet: `"Hidden"`.
  public var hiddenValue: String
  /// Announced when the sheet comes to rest at its highest detent: `"Sheet expanded"`.
  public var expandedAnnouncement: String
  /// Announced when the sheet comes to rest at its lowest detent: `"Sheet collapsed"`.
  public var collapsedAnnouncement: String
  /// Announced when the sheet comes to rest at another detent: `"Sheet at detent {index} of {count}"`.
  public var detentAnnouncement: String
  /// Announced when the sheet comes to rest between detents: `"Sheet resized"`.
  public var betweenDetentsAnnouncement: String
  /// Announced when the sheet comes to rest hidden: `"Sheet hidden"`.
  public var hiddenAnnouncement: String

  /// Creates labels; every parameter has its English default.
  public init(
    expand: String = "Expand",
    collapse: String = "Collapse",
    nextDetent: String = "Larger",
    previousDetent: String = "Smaller",
    hide: String = "Hide",
    show: String = "Show",
    detentValue: String = "Detent {index} of {count}",
    betweenDetentsValue: String = "Between detents {index} and {next} of {count}",
    hiddenValue: String = "Hidden",
    expandedAnnouncement: String = "Sheet expanded",
    collapsedAnnouncement: String = "Sheet collapsed",
    detentAnnouncement: String = "Sheet at detent {index} of {count}",
    betweenDetentsAnnouncement: String = "Sheet resized",
    hiddenAnnouncement: String = "Sheet hidden"
  ) {
    self.expandName = expand
    self.collapseName = collapse
    self.nextDetentName = nextDetent
    self.previousDetentName = previousDetent
    self.hideName = hide
    self.showName = show
    self.detentValue = detentValue
    self.betweenDetentsValue = betweenDetentsValue
    self.hiddenValue = hiddenValue
    self.expandedAnnouncement = expandedAnnouncement
    self.collapsedAnnouncement = collapsedAnnouncement
    self.detentAnnouncement = detentAnnouncement
    self.betweenDetentsAnnouncement = betweenDetentsAnnouncement
    self.hiddenAnnouncement = hiddenAnnouncement
  }

  /// The name of an action, to read or to translate: `labels[.expand] = "Agrandir"`.
  public subscript(action: PullUpAccessibilityAction) -> String {
    get {
      switch action {
      case .expand: return expandName
      case .collapse: return collapseName
      case .nextDetent: return nextDetentName
      case .previousDetent: return previousDetentName
      case .hide: return hideName
      case .show: return showName
      }
    }
    set {
      switch action {
      case .expand: expandName = newValue
      case .collapse: collapseName = newValue
      case .nextDetent: nextDetentName = newValue
      case .previousDetent: previousDetentName = newValue
      case .hide: hideName = newValue
      case .show: showName = newValue
      }
    }
  }

  /// The name of ``PullUpAccessibilityAction/expand``.
  @available(*, deprecated, message: "use labels[.expand]")
  public var expand: String {
    get { self[.expand] }
    set { self[.expand] = newValue }
  }
  /// The name of ``PullUpAccessibilityAction/collapse``.
  @available(*, deprecated, message: "use labels[.collapse]")
  public var collapse: String {
    get { self[.collapse] }
    set { self[.collapse] = newValue }
  }
  /// The name of ``PullUpAccessibilityAction/nextDetent``.
  @available(*, deprecated, message: "use labels[.nextDetent]")
  public var nextDetent: String {
    get { self[.nextDetent] }
    set { self[.nextDetent] = newValue }
  }
  /// The name of ``PullUpAccessibilityAction/previousDetent``.
  @available(*, deprecated, message: "use labels[.previousDetent]")
  public var previousDetent: String {
    get { self[.previousDetent] }
    set { self[.previousDetent] = newValue }
  }
  /// The name of ``PullUpAccessibilityAction/hide``.
  @available(*, deprecated, message: "use labels[.hide]")
  public var hide: String {
    get { self[.hide] }
    set { self[.hide] = newValue }
  }
  /// The name of ``PullUpAccessibilityAction/show``.
  @available(*, deprecated, message: "use labels[.show]")
  public var show: String {
    get { self[.show] }
    set { self[.show] = newValue }
  }

  /// The number a person reads for the detent at `index`: from 1, lowest first, as the accessibility value
  /// ("Detent 2 of 3") and the keys count. Every screen a person reads numbers detents so (the terminal's
  /// accessibility bar, ruler and status line; `pullup simulate`'s text); scenario files, JSON Lines,
  /// expectations and `explain` keep the index, from 0, and say "index".
  ///
  /// - Parameter index: The detent's index, from 0.
  /// - Returns: `index + 1`.
  package static func detentNumber(ofIndex index: Int) -> Int { index + 1 }

  /// Fills a template: `{index}` becomes the detent's number (``detentNumber(ofIndex:)``), `{next}` the next
  /// one's, `{count}` the count.
  static func fill(_ template: String, index: Int, count: Int) -> String {
    var result = ""
    var rest = Substring(template)
    while let open = rest.firstIndex(of: "{") {
      result += rest[..<open]
      rest = rest[open...]
      if rest.hasPrefix("{index}") {
        result += String(detentNumber(ofIndex: index))
        rest = rest.dropFirst(7)
      } else if rest.hasPrefix("{next}") {
        result += String(detentNumber(ofIndex: index + 1))
        rest = rest.dropFirst(6)
      } else if rest.hasPrefix("{count}") {
        result += String(count)
        rest = rest.dropFirst(7)
      } else {
        result += "{"
        rest = rest.dropFirst()
      }
    }
    return result + rest
  }
}

extension PullUpAccessibilityLabels: Codable {
  private enum CodingKeys: String, CodingKey {
    case expand, collapse, nextDetent, previousDetent, hide, show, detentValue, betweenDetentsValue, hiddenValue
    case expandedAnnouncement, collapsedAnnouncement, detentAnnouncement, betweenDetentsAnnouncement
    case hiddenAnnouncement
  }

  /// Decodes labels; a missing key keeps its English default, so a file may translate only some.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let english = PullUpAccessibilityLabels()
    func read(_ key: CodingKeys, _ fallback: String) throws -> String {
      try container.decodeIfPresent(String.self, forKey: key) ?? fallback
    }
    self.init(
      expand: try read(.expand, english[.expand]),
      collapse: try read(.collapse, english[.collapse]),
      nextDetent: try read(.nextDetent, english[.nextDetent]),
      previousDetent: try read(.previousDetent, english[.previousDetent]),
      hide: try read(.hide, english[.hide]),
      show: try read(.show, english[.show]),
      detentValue: try read(.detentValue, english.detentValue),
      betweenDetentsValue: try read(.betweenDetentsValue, english.betweenDetentsValue),
      hiddenValue: try read(.hiddenValue, english.hiddenValue),
      expandedAnnouncement: try read(.expandedAnnouncement, english.expandedAnnouncement),
      collapsedAnnouncement: try read(.collapsedAnnouncement, english.collapsedAnnouncement),
      detentAnnouncement: try read(.detentAnnouncement, english.detentAnnouncement),
      betweenDetentsAnnouncement: try read(.betweenDetentsAnnouncement, english.betweenDetentsAnnouncement),
      hiddenAnnouncement: try read(.hiddenAnnouncement, english.hiddenAnnouncement))
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(self[.expand], forKey: .expand)
    try container.encode(self[.collapse], forKey: .collapse)
    try container.encode(self[.nextDetent], forKey: .nextDetent)
    try container.encode(self[.previousDetent], forKey: .previousDetent)
    try container.encode(self[.hide], forKey: .hide)
    try container.encode(self[.show], forKey: .show)
    try container.encode(detentValue, forKey: .detentValue)
    try container.encode(betweenDetentsValue, forKey: .betweenDetentsValue)
    try container.encode(hiddenValue, forKey: .hiddenValue)
    try container.encode(expandedAnnouncement, forKey: .expandedAnnouncement)
    try container.encode(collapsedAnnouncement, forKey: .collapsedAnnouncement)
    try container.encode(detentAnnouncement, forKey: .detentAnnouncement)
    try container.encode(betweenDetentsAnnouncement, forKey: .betweenDetentsAnnouncement)
    try container.encode(hiddenAnnouncement, forKey: .hiddenAnnouncement)
  }
}
