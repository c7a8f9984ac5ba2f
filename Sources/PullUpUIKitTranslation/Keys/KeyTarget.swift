import PullUpFrontEnd

/// Where a hardware key press was sent (`UIPress.responder`: the focused item, or else the first responder),
/// as the sheet sees it: its handle, somewhere else in the sheet, or outside it.
///
/// The sheet's keys follow ARIA's slider pattern, which the handle follows, as PullUpGTK's do (issue 40): the
/// value keys (the arrows, Page Up and Down, Home, End, and the activate keys) are the sheet's only when the
/// handle has the focus, so that a focused row or button in the sheet keeps its arrows; Escape is the sheet's
/// anywhere in it. ``region(for:)`` says which, by the interpreter's rule (`PullUpKey.isTheSheets(withFocusOn:)`):
///
/// | key                                                 | `handle`  | `sheet` | `elsewhere` |
/// |-----------------------------------------------------|-----------|---------|-------------|
/// | `escape`                                            | `.handle` | `.body` | `nil`       |
/// | `up`, `down`, `pageUp`, `pageDown`, `home`, `end`, `activate` | `.handle` | `nil` | `nil`   |
///
/// `nil`: the press is not the sheet's, and goes on up the responder chain.
package enum KeyTarget: Sendable, Hashable, CaseIterable {
  /// The handle has the keyboard focus (`UIView.isFocused`), or is the first responder.
  case handle
  /// A view in the sheet (the bottom view controller's, a text field in it) has the focus or is the first
  /// responder, or the sheet's view controller itself is.
  case sheet
  /// Outside the sheet: the content behind it, or nothing the sheet knows.
  case elsewhere

  /// The region the interpreter hears `key` on (`PullUpRawEvent.key`), or `nil` when the key is not the
  /// sheet's here, by the table in the type's discussion.
  ///
  /// - Parameter key: The key (``HardwareKeys/key(forUsage:modifiers:)``).
  /// - Returns: The region for the key event, or `nil`.
  package func region(for key: PullUpKey) -> PullUpRegion? {
    let region: PullUpRegion? =
      switch self {
      case .handle: .handle
      case .sheet: .body
      case .elsewhere: nil
      }
    guard let region, key.isTheSheets(withFocusOn: region) else { return nil }
    return region
  }
}
