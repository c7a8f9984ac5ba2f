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

  /// The key's name in `--help`: a letter's is itself (GDK's value for a Latin letter is its ASCII code).
  var name: String { self == .toggle ? "space" : String(UnicodeScalar(UInt8(keyValues[0]))) }

  /// What it does, as `--help` says.
  var effect: String {
    switch self {
    case .toggle: return "expands the collapsed sheet, or collapses it"
    case .hide: return "hides and shows it"
    case .lock: return "locks and unlocks it"
    case .reducedMotion: return "turns reduced motion on and off"
    case .animations: return "turns GTK's animations off and on (gtk-enable-animations, which the sheet follows)"
    case .scroll: return "scrolls the list as an app's code would"
    case .quit: return "quits"
    }
  }

  /// The help's lines on the window's keys, a key and what it does on each.
  static var helpLines: String {
    allCases.map { "  " + $0.name + String(repeating: " ", count: 8 - $0.name.count) + $0.effect }
      .joined(separator: "\n")
  }
}
