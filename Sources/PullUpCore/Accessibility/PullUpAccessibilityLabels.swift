/// The words PullUp gives assistive technologies: action names, the adjustable value and the
/// announcements. English by default; set your own translations in
/// ``PullUpConfiguration/accessibilityLabels``.
///
/// In templates, `{index}` is replaced by the 1-based detent number, `{next}` by the number after it and
/// `{count}` by the number of detents. An empty announcement announces nothing.
public struct PullUpAccessibilityLabels: Sendable, Hashable {
  /// The name of ``PullUpAccessibilityAction/expand``.
  public var expand: String
  /// The name of ``PullUpAccessibilityAction/collapse``.
  public var collapse: String
  /// The name of ``PullUpAccessibilityAction/nextDetent``.
  public var nextDetent: String
  /// The name of ``PullUpAccessibilityAction/previousDetent``.
  public var previousDetent: String
  /// The name of ``PullUpAccessibilityAction/hide``.
  public var hide: String
  /// The name of ``PullUpAccessibilityAction/show``.
  public var show: String
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
    self.expand = expand
    self.collapse = collapse
    self.nextDetent = nextDetent
    self.previousDetent = previousDetent
    self.hide = hide
    self.show = show
    self.detentValue = detentValue
    self.betweenDetentsValue = betweenDetentsValue
    self.hiddenValue = hiddenValue
    self.expandedAnnouncement = expandedAnnouncement
    self.collapsedAnnouncement = collapsedAnnouncement
    self.detentAnnouncement = detentAnnouncement
    self.betweenDetentsAnnouncement = betweenDetentsAnnouncement
    self.hiddenAnnouncement = hiddenAnnouncement
  }

  /// The name of an action.
  func label(for action: PullUpAccessibilityAction) -> String {
    switch action {
    case .expand: return expand
    case .collapse: return collapse
    case .nextDetent: return nextDetent
    case .previousDetent: return previousDetent
    case .hide: return hide
    case .show: return show
    }
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
      expand: try read(.expand, english.expand),
      collapse: try read(.collapse, english.collapse),
      nextDetent: try read(.nextDetent, english.nextDetent),
      previousDetent: try read(.previousDetent, english.previousDetent),
      hide: try read(.hide, english.hide),
      show: try read(.show, english.show),
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
    try container.encode(expand, forKey: .expand)
    try container.encode(collapse, forKey: .collapse)
    try container.encode(nextDetent, forKey: .nextDetent)
    try container.encode(previousDetent, forKey: .previousDetent)
    try container.encode(hide, forKey: .hide)
    try container.encode(show, forKey: .show)
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
