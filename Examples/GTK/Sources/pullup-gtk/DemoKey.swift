import CGTK

/// The demo window's letters, beside the sheet's own keys (every `PullUpKey`, the widget's shortcuts): the one
/// table that `DemoApp` dispatches on and `--help` lists, so that the two say the same.
enum DemoKey: CaseIterable {
  case toggle, hide, lock, reducedMotion, animations, scroll, quit

  /// The letter a GDK key value gives, in either case; `nil` for any other key.
  init?(keyValue: UInt32) {
    guard let key = Self.allCases.first(where: { $0.keyValues.contains(Int32(truncatingIfNeeded: keyValue)) })
    else { return nil }
    self = key
  }

  /// The GDK key values that give it.
  var keyValues: [Int32] {
    switch self {
    case .toggle: return [GDK_KEY_space]
    case .hide: return [GDK_KEY_h, GDK_KEY_H]
    case .lock: return [GDK_KEY_l, GDK_KEY_L]
    case .reducedMotion: return [GDK_KEY_m, GDK_KEY_M]
    case .animations: return [GDK_KEY_a, GDK_KEY_A]
    case .scroll: return [GDK_KEY_s, GDK_KEY_S]
    case .quit: return [GDK_KEY_q, GDK_KEY_Q]
    }
  }

  /// What `--help` says of it.
  var help: String {
    switch self {
    case .toggle: return "space toggles"
    case .hide: return "h hides and shows"
    case .lock: return "l locks and unlocks"
    case .reducedMotion: return "m turns reduced motion on and off"
    case .animations: return "a turns GTK's animations off and on (gtk-enable-animations, which the sheet follows)"
    case .scroll: return "s scrolls the list as an app's code would"
    case .quit: return "q quits"
    }
  }

  /// The help's sentence on the window's keys.
  static var helpSentence: String { "The window's: " + allCases.map(\.help).joined(separator: ", ") + "." }
}
