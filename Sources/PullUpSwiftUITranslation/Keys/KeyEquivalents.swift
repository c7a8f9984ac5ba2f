import PullUpFrontEnd
import PullUpUIKitTranslation

/// SwiftUI's keys (`onKeyPress`, iOS 17 / macOS 14: `KeyPress.key`, a `KeyEquivalent`, whose `character`
/// is the key's) to the keys a sheet answers to, and back.
///
/// | `PullUpKey` | characters                         | `KeyEquivalent`                |
/// |-------------|------------------------------------|--------------------------------|
/// | `escape`    | U+001B                             | `.escape`                      |
/// | `up`        | U+F700                             | `.upArrow`                     |
/// | `down`      | U+F701                             | `.downArrow`                   |
/// | `pageUp`    | U+F72C                             | `.pageUp`                      |
/// | `pageDown`  | U+F72D                             | `.pageDown`                    |
/// | `home`      | U+F729                             | `.home`                        |
/// | `end`       | U+F72B                             | `.end`                         |
/// | `activate`  | U+000D, U+0020                     | `.return`, `.space`            |
///
/// Where a key goes is the host's rule, every front end's (`PullUpHost.pressed(_:focusChain:time:)`: the value
/// keys on the focused divider or handle, Escape anywhere in the sheet), and a key pressed with Command, Control or Option is the app's
/// shortcut (`KeyModifiers.shortcut`); Shift does not change which key it is.
package enum KeyEquivalents {
  /// The characters of a key (the table in the type's discussion): an exhaustive switch, so that a key added
  /// to `PullUpKey` does not compile here until it is mapped.
  ///
  /// - Parameter key: The sheet's key.
  /// - Returns: Its `KeyEquivalent` characters, never empty.
  package static func characters(for key: PullUpKey) -> [Character] {
    switch key {
    case .escape: return ["\u{1B}"]
    case .up: return ["\u{F700}"]
    case .down: return ["\u{F701}"]
    case .pageUp: return ["\u{F72C}"]
    case .pageDown: return ["\u{F72D}"]
    case .home: return ["\u{F729}"]
    case .end: return ["\u{F72B}"]
    case .activate: return ["\r", " "]
    }
  }

  /// Every character a sheet answers to, for `onKeyPress(keys:action:)`'s set.
  package static var allCharacters: [Character] { PullUpKey.allCases.flatMap(characters(for:)) }

  /// The sheet's key for a `KeyPress`, or `nil` when the character is none of them or a shortcut modifier
  /// is held.
  ///
  /// - Parameters:
  ///   - character: `press.key.character`.
  ///   - modifiers: `press.modifiers`, as ``KeyModifiers`` (`.command`, `.control`, `.option` → `.alternate`,
  ///     `.shift`).
  /// - Returns: The key, or `nil`: the press is `.ignored` and goes on to the app.
  package static func key(for character: Character, modifiers: KeyModifiers) -> PullUpKey? {
    guard modifiers.isDisjoint(with: .shortcut) else { return nil }
    return PullUpKey.allCases.first { characters(for: $0).contains(character) }
  }
}
