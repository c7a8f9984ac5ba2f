import PullUpCore

/// The software keyboard's frame, from UIKit's keyboard notifications, to the keyboard height the machine
/// takes (`PullUpInput.keyboardHeightChanged`) (R11).
///
/// UIKit reports the keyboard's end frame in screen coordinates (`keyboardFrameEndUserInfoKey`); the glue
/// converts it into the container's (`convert(_:from: nil)`) and passes both frames in those coordinates.
package enum KeyboardFrame {
  /// How far below the container's bottom edge a docked keyboard's bottom edge may sit and still reach it,
  /// in points: conversions between coordinate spaces round.
  package static let bottomEdgeTolerance = 1.0

  /// The height of the keyboard over the container, in points, measured up from the container's bottom
  /// edge:
  ///
  ///     height = clamp(containerFrame.maxY − keyboardFrame.minY, 0 … containerFrame.height)
  ///
  /// for a keyboard that reaches the container's bottom edge (its `maxY ≥ containerFrame.maxY − 1`) and
  /// overlaps it horizontally. Anything else is 0: a floating or undocked keyboard (it does not reach the
  /// bottom, and the sheet need not move for it), a keyboard below the container (hidden: UIKit reports
  /// it offscreen), an empty frame (a hardware keyboard's), or a frame with a value that is not finite or a
  /// negative size.
  ///
  /// - Parameters:
  ///   - keyboardFrame: The keyboard's end frame, in the container's coordinates.
  ///   - containerFrame: The container's bounds, in the same coordinates.
  /// - Returns: The keyboard's height over the container, in points, in `0...containerFrame.height`.
  package static func height(keyboardFrame keyboard: PullUpRect, containerFrame container: PullUpRect) -> Double {
    guard isUsable(keyboard), isUsable(container), keyboard.width > 0, keyboard.height > 0, container.height > 0
    else { return 0 }
    let reachesBottom = keyboard.y + keyboard.height >= container.y + container.height - bottomEdgeTolerance
    let overlapsHorizontally = keyboard.x < container.x + container.width && container.x < keyboard.x + keyboard.width
    guard reachesBottom, overlapsHorizontally else { return 0 }
    let overlap = container.y + container.height - keyboard.y
    guard overlap.isFinite else { return 0 }
    return min(max(overlap, 0), container.height)
  }

  /// Whether the keyboard's change is animated, from its notification's animation duration
  /// (`keyboardAnimationDurationUserInfoKey`, seconds): a duration above zero is; zero, a negative or a
  /// value that is not finite is not.
  ///
  /// - Parameter duration: The animation's duration, in seconds.
  /// - Returns: Whether the sheet follows the keyboard animated.
  package static func animated(duration: Double) -> Bool {
    duration.isFinite && duration > 0
  }

  /// A frame whose values are finite and whose size is not negative.
  private static func isUsable(_ frame: PullUpRect) -> Bool {
    frame.x.isFinite && frame.y.isFinite && frame.width.isFinite && frame.height.isFinite && frame.width >= 0
      && frame.height >= 0
  }
}
