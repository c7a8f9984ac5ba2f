/// What a sheet does when the software keyboard appears, changes height or goes away.
///
/// The front end reports the keyboard with ``PullUpInput/keyboardChanged(height:animated:)``: its
/// height in points above the container's bottom edge, zero when it is gone. The keyboard covers the
/// bottom safe area, so only the part above it, the *lift* (`keyboard − bottom safe area`, the whole
/// keyboard when the configuration ignores the safe area), moves detents.
///
/// Whatever the policy, a sheet the keyboard moved returns where it was when the keyboard goes away, as
/// long as it still rests where the keyboard put it: a sheet the user or the app moved meanwhile stays
/// where they put it. A hidden sheet, a sheet held by a finger and a sheet waiting for a target height are
/// not moved by the keyboard.
public enum PullUpKeyboardPolicy: String, Sendable, Hashable, Codable, CaseIterable {
  /// The default: the keyboard acts as a bottom inset. Every detent is raised by the lift, clamped to the
  /// available height (detents pushed together at the top merge), and the sheet keeps its detent.
  case liftAboveKeyboard
  /// The sheet moves to its highest detent (UIKit's sheets do this), and back when the keyboard goes away.
  /// A sheet already at its highest detent stays.
  case expandToLargest
  /// While the keyboard is up, a detent at the lowest detent plus the lift is added (clamped to the
  /// available height) and a sheet below it rises to it; the detent is removed when the keyboard goes
  /// away and the sheet returns. A sheet already at or above that detent stays.
  case temporaryDetent
}
