/// How the sheet moves with the software keyboard (issue 50): inside the keyboard's own animation, not with the
/// sheet's spring.
///
/// UIKit's keyboard notification gives the keyboard's animation: its duration
/// (`keyboardAnimationDurationUserInfoKey`, about 0.25 s) and its curve (`keyboardAnimationCurveUserInfoKey`, a
/// `UIView.AnimationCurve` raw value; the keyboard's own is 7, which no public case names). The sheet used to rise
/// with its own spring (0.4 s under `.ishPullUp`), so for a moment the keyboard covered the collapsed sheet's search
/// field, or a gap opened under it. Now the glue gives the controller the keyboard's height unanimated
/// (`keyboardChanged(height:animated: false)`: the machine is at its new rest at once, and a recording replays to
/// it) inside a `UIView.animate` block with the keyboard's duration and curve, where it lays the view out, so
/// UIKit moves the sheet's frames on the keyboard's own timing: the two arrive together. The curve goes in as
/// `UIView.AnimationOptions`' raw value, the curve shifted left by 16 bits, the place of the options' curve bits
/// (`curveEaseInOut` is 0 << 16, `curveLinear` 3 << 16), which is how an app follows the keyboard's curve 7.
///
/// A notification without a usable duration (zero, negative, not finite: a keyboard that appears without
/// animation, or one measured in a layout pass after the view came back into its window) moves the sheet at once.
package enum KeyboardFollow: Sendable, Hashable {
  /// The sheet takes the keyboard's height at once, unanimated.
  case immediate
  /// The sheet takes the keyboard's height unanimated inside a `UIView.animate` block of `duration` seconds with
  /// `options` as the block's `UIView.AnimationOptions` raw value (the keyboard's curve).
  case alongsideKeyboard(duration: Double, options: UInt)

  /// The largest curve a `UIView.AnimationOptions` curve field holds (four bits).
  static let largestCurve = 15

  /// How to follow a keyboard notification.
  ///
  /// - Parameters:
  ///   - duration: `keyboardAnimationDurationUserInfoKey`, in seconds (0 when the notification has none).
  ///   - curve: `keyboardAnimationCurveUserInfoKey`, the raw value of a `UIView.AnimationCurve`; `nil` when the
  ///     notification has none, and a value outside 0…15 (the options' four curve bits), which counts as
  ///     ease-in-out (0), UIKit's default.
  /// - Returns: ``alongsideKeyboard(duration:options:)`` for an animated change, ``immediate`` otherwise.
  package static func follow(duration: Double, curve: Int?) -> KeyboardFollow {
    guard KeyboardFrame.animated(duration: duration) else { return .immediate }
    let usable = curve.flatMap { (0...largestCurve).contains($0) ? $0 : nil } ?? 0
    return .alongsideKeyboard(duration: duration, options: UInt(usable) << 16)
  }
}
