/// The modifier keys held with a hardware key, as `UIKeyModifierFlags` names them.
package struct KeyModifiers: OptionSet, Sendable, Hashable {
  package let rawValue: Int

  /// Creates a set from its raw bits.
  package init(rawValue: Int) {
    self.rawValue = rawValue
  }

  /// Shift (`.shift`).
  package static let shift = KeyModifiers(rawValue: 1 << 0)
  /// Control (`.control`).
  package static let control = KeyModifiers(rawValue: 1 << 1)
  /// Option (`.alternate`).
  package static let alternate = KeyModifiers(rawValue: 1 << 2)
  /// Command (`.command`).
  package static let command = KeyModifiers(rawValue: 1 << 3)

  /// The modifiers that make a key the app's shortcut rather than the sheet's.
  package static let shortcut: KeyModifiers = [.control, .alternate, .command]
}
