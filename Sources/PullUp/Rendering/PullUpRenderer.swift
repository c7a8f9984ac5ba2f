/// Draws a sheet: receives snapshots and applies them, deciding nothing.
///
/// Attach a renderer with ``PullUpController/attach(_:)`` and keep the attachment it returns. The renderer
/// first receives the current snapshot, then every new one; a renderer slower than the frames skips to
/// the newest snapshot. Everything a renderer needs, the frames of the sheet and the content, the insets,
/// the dimming and the handle, is in the snapshot's `layout`.
public protocol PullUpRenderer: AnyObject, Sendable {
  /// Applies a snapshot.
  ///
  /// Called on the renderer's own isolation, one snapshot at a time, in order.
  func render(_ snapshot: PullUpSnapshot) async
}

/// A renderer attached to a controller, for as long as you keep this value.
///
/// Releasing the last reference detaches the renderer, as ``PullUpController/detach(_:)`` does without
/// waiting: no `render` call starts after that, though one already running finishes. Keep it in whatever
/// owns the renderer (a view, a window), so that the renderer's lifetime is its owner's.
public final class PullUpRendererAttachment: Sendable {
  let identifier: UInt64
  /// The rendering task; `nil` for an attachment to a finished controller, which renders nothing.
  let task: Task<Void, Never>?

  /// An attachment's identity: the controller's and the attachment's number there.
  struct Key: Hashable, Sendable {
    let controller: ObjectIdentifier
    let identifier: UInt64
  }

  /// The attachment whose rendering task the current task is, so that a renderer may detach itself from
  /// inside `render` without waiting for its own call to return.
  @TaskLocal static var rendering: Key?

  init(identifier: UInt64, task: Task<Void, Never>?) {
    self.identifier = identifier
    self.task = task
  }

  deinit {
    task?.cancel()
  }
}
