extension PullUpController: Identifiable {
  /// The controller's identity: stable for the controller's lifetime and unique among the controllers alive
  /// at once (a controller created after another went away may reuse its value).
  ///
  /// It is the key of ``PullUpDriverFrame/snapshots``: `frame.snapshots[controller.id]` is the sheet's
  /// snapshot in a frame of its ``PullUpFrameDriver``. Reading it does not hop to the controller's executor.
  public nonisolated var id: ObjectIdentifier { ObjectIdentifier(self) }
}
