import PullUpCore

/// Which keyboard frame the sheet follows, and when (issue 50): UIKit posts its keyboard notifications whether or
/// not the view is in a window, with the keyboard's end frame in screen coordinates, but only a view in a window
/// can say where the screen's frame falls in it. The glue used to drop a notification that came while the view
/// was off its window, so a keyboard hidden then (the app showing another tab, a screen pushed over the sheet's)
/// left the sheet lifted above a keyboard that was gone, until the next keyboard notification.
///
/// The rule:
/// - A notification in a window is measured at once (``KeyboardFrame/height(keyboardFrame:containerFrame:)``).
/// - A notification off a window is kept: its end frame is the keyboard's last, and the next layout pass in a
///   window measures it, once. UIKit lays a view out when it comes back into a window (the glue also asks for a
///   pass then), so the sheet comes down, or rises, with the view's first frames back.
/// - A notification without an end frame changes nothing.
///
/// Coordinates are the screen's: the glue converts the frame into the view's when it measures it.
package struct KeyboardTracking: Sendable, Hashable {
  /// The end frame of the last keyboard notification, in screen coordinates.
  private var endFrame: PullUpRect?
  /// Whether that notification came while the view was off its window and has not been measured since.
  private var unmeasured = false

  /// Creates a tracking that has heard no notification.
  package init() {}

  /// A keyboard notification (`keyboardWillChangeFrameNotification`) came.
  ///
  /// - Parameters:
  ///   - endFrame: Its `keyboardFrameEndUserInfoKey`, in screen coordinates; `nil` when it has none.
  ///   - inWindow: Whether the view is in a window now.
  /// - Returns: The frame to measure now: `endFrame` in a window; `nil` off a window (kept for the next layout
  ///   pass in one) or without a frame.
  package mutating func keyboardWillChange(endFrame: PullUpRect?, inWindow: Bool) -> PullUpRect? {
    guard let endFrame else { return nil }
    self.endFrame = endFrame
    unmeasured = !inWindow
    return inWindow ? endFrame : nil
  }

  /// A layout pass ran.
  ///
  /// - Parameter inWindow: Whether the view is in a window now.
  /// - Returns: The last notification's end frame, once, when it came while the view was off its window and the
  ///   view is in one now; `nil` otherwise.
  package mutating func laidOut(inWindow: Bool) -> PullUpRect? {
    guard inWindow, unmeasured, let endFrame else { return nil }
    unmeasured = false
    return endFrame
  }
}
