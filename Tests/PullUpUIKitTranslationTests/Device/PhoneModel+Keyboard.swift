import PullUpCore
import PullUpHost
import PullUpUIKitTranslation

/// The keyboard on the model phone (issue 50, item 1): UIKit's `keyboardWillChangeFrameNotification` with its end
/// frame, duration and curve, posted whether or not the view is in its window, and the layout passes, as
/// `PullUpViewController+Keyboard.swift` meets them. The model's view is the screen (390 × 844), so the end frame
/// needs no conversion.
extension PhoneModel {
  /// A docked keyboard's end frame with its top edge at `top`, or below the screen (hidden) for `nil`.
  static func keyboardFrame(top: Double?) -> PullUpRect {
    PullUpRect(x: 0, y: top ?? phone.size.height, width: phone.size.width, height: 336)
  }

  /// A keyboard notification, through the glue's steps: `KeyboardTracking` (measured now in the window, kept for
  /// the next layout pass off it), `KeyboardFrame.height`, and `KeyboardFollow` from its duration and curve; the
  /// height goes to the host unanimated, inside the keyboard's animation or at once.
  ///
  /// - Parameters:
  ///   - endFrame: The notification's end frame, `nil` for a notification without one.
  ///   - duration: Its animation's duration (UIKit's keyboard: 0.25 s).
  ///   - curve: Its animation's curve (UIKit's keyboard: 7).
  ///   - inWindow: Whether the view is in its window when it comes.
  func keyboardNotification(endFrame: PullUpRect?, duration: Double = 0.25, curve: Int? = 7, inWindow: Bool = true) {
    let measured = keyboardTracking.keyboardWillChange(endFrame: endFrame, inWindow: inWindow)
    measureKeyboard(measured, follow: KeyboardFollow.follow(duration: duration, curve: curve))
  }

  /// A layout pass, in the window or off it: a notification that came off the window is measured in the first
  /// pass back in it, at once.
  func layoutPass(inWindow: Bool) {
    measureKeyboard(keyboardTracking.laidOut(inWindow: inWindow), follow: .immediate)
  }

  private func measureKeyboard(_ frame: PullUpRect?, follow: KeyboardFollow) {
    guard let frame else { return }
    let height = KeyboardFrame.height(
      keyboardFrame: frame, containerFrame: PullUpRect(x: 0, y: 0, width: phone.size.width, height: phone.size.height))
    guard height != host.snapshot.keyboardHeight else { return }
    keyboardFollows.append(follow)
    host.apply(.keyboardChanged(height: height, animated: false))
  }
}
