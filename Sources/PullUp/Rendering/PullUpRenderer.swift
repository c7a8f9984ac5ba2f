/// Draws a sheet: receives snapshots and applies them, deciding nothing.
///
/// Attach a renderer with ``PullUpController/attach(_:)``. It first receives the current snapshot, then
/// every new one; a renderer slower than the frames skips to the newest snapshot. Everything a renderer
/// needs, the frames of the sheet and the content, the insets, the dimming and the handle, is in the
/// snapshot's `layout`.
public protocol PullUpRenderer: AnyObject, Sendable {
  /// Applies a snapshot.
  ///
  /// Called on the renderer's own isolation, one snapshot at a time, in order.
  func render(_ snapshot: PullUpSnapshot) async
}

/// Identifies an attached renderer, to detach it.
public struct PullUpRendererToken: Hashable, Sendable {
  let identifier: UInt64
}
