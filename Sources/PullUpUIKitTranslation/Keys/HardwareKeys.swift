import PullUpFrontEnd

/// Hardware keys (`UIPress.key`, iOS 13.4) to the keys a sheet answers to (R10).
///
/// A key is named by its USB HID usage on the keyboard page (page 7), which is `UIKeyboardHIDUsage`'s raw
/// value:
///
/// | `PullUpKey` | usages                                           | `UIKeyboardHIDUsage`                    |
/// |-------------|--------------------------------------------------|-----------------------------------------|
/// | `escape`    | 0x29                                             | `keyboardEscape`                        |
/// | `up`        | 0x52                                             | `keyboardUpArrow`                       |
/// | `down`      | 0x51                                             | `keyboardDownArrow`                     |
/// | `pageUp`    | 0x4B                                             | `keyboardPageUp`                        |
/// | `pageDown`  | 0x4E                                             | `keyboardPageDown`                      |
/// | `home`      | 0x4A                                             | `keyboardHome`                          |
/// | `end`       | 0x4D                                             | `keyboardEnd`                           |
/// | `activate`  | 0x28, 0x2C, 0x58                                 | `keyboardReturnOrEnter`, `keyboardSpacebar`, `keypadEnter` |
///
/// A key pressed with Command, Control or Option held is the app's shortcut, never the sheet's; Shift does
/// not change which key it is.
package enum HardwareKeys {
  /// The HID usages of a key (the table in the type's discussion).
  ///
  /// - Parameter key: The sheet's key.
  /// - Returns: Its usages on the keyboard page, never empty.
  package static func usages(for key: PullUpKey) -> [Int] {
    switch key {
    case .escape: return [0x29]
    case .up: return [0x52]
    case .down: return [0x51]
    case .pageUp: return [0x4B]
    case .pageDown: return [0x4E]
    case .home: return [0x4A]
    case .end: return [0x4D]
    case .activate: return [0x28, 0x2C, 0x58]
    }
  }

  /// The sheet's key for a HID usage, or `nil` when the usage is none of them or a shortcut modifier
  /// (Command, Control, Option) is held.
  ///
  /// - Parameters:
  ///   - usage: The key's HID usage (`UIKey.keyCode.rawValue`).
  ///   - modifiers: The modifiers held (`UIKey.modifierFlags`).
  /// - Returns: The key, or `nil`: the press goes on to the app.
  package static func key(forUsage usage: Int, modifiers: KeyModifiers) -> PullUpKey? {
    guard modifiers.isDisjoint(with: .shortcut) else { return nil }
    return PullUpKey.allCases.first { usages(for: $0).contains(usage) }
  }
}
