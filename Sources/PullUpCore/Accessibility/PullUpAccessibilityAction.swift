/// Something an assistive technology (VoiceOver, Switch Control, TalkBack) can do to a sheet.
///
/// Perform one with ``PullUpInput/accessibilityActionPerformed(_:)``; the sheet moves as it would
/// for the same request from code, animated, with the cause ``PullUpCause/accessibility``.
public enum PullUpAccessibilityAction: String, Sendable, Hashable, Codable, CaseIterable {
  /// Moves the sheet to its highest detent.
  case expand
  /// Moves the sheet to its lowest detent.
  case collapse
  /// Moves the sheet to the next larger detent.
  case nextDetent
  /// Moves the sheet to the next smaller detent.
  case previousDetent
  /// Hides the sheet.
  case hide
  /// Shows a hidden sheet.
  case show

  var bit: UInt8 {
    switch self {
    case .expand: return 1 << 0
    case .collapse: return 1 << 1
    case .nextDetent: return 1 << 2
    case .previousDetent: return 1 << 3
    case .hide: return 1 << 4
    case .show: return 1 << 5
    }
  }
}

/// A set of ``PullUpAccessibilityAction``s, stored in one byte so that a snapshot carries it without
/// allocating.
///
/// Build a front end's custom actions by walking the cases:
///
/// ```swift
/// for action in PullUpAccessibilityAction.allCases where snapshot.accessibility.actions.contains(action) {
///   addCustomAction(named: snapshot.accessibility.labels[action]) { perform(action) }
/// }
/// ```
public struct PullUpAccessibilityActions: OptionSet, Sendable, Hashable, Codable {
  public let rawValue: UInt8

  /// Creates a set from its raw bits.
  public init(rawValue: UInt8) {
    self.rawValue = rawValue
  }

  /// Creates a set that holds one action.
  package init(_ action: PullUpAccessibilityAction) {
    self.rawValue = action.bit
  }

  /// Whether the set holds an action.
  public func contains(_ action: PullUpAccessibilityAction) -> Bool {
    rawValue & action.bit != 0
  }

  /// ``PullUpAccessibilityAction/expand`` alone.
  public static let expand = PullUpAccessibilityActions(.expand)
  /// ``PullUpAccessibilityAction/collapse`` alone.
  public static let collapse = PullUpAccessibilityActions(.collapse)
  /// ``PullUpAccessibilityAction/nextDetent`` alone.
  public static let nextDetent = PullUpAccessibilityActions(.nextDetent)
  /// ``PullUpAccessibilityAction/previousDetent`` alone.
  public static let previousDetent = PullUpAccessibilityActions(.previousDetent)
  /// ``PullUpAccessibilityAction/hide`` alone.
  public static let hide = PullUpAccessibilityActions(.hide)
  /// ``PullUpAccessibilityAction/show`` alone.
  public static let show = PullUpAccessibilityActions(.show)
}
