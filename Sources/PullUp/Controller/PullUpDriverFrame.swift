/// One frame of a ``PullUpFrameDriver``: the snapshot each controller it advanced published in that frame.
///
/// The driver's ``PullUpFrameDriver/frames`` stream delivers one value per frame to one loop, however many
/// sheets moved, so a front end can draw every sheet after a single wake-up instead of one per sheet.
/// Look a sheet up by its controller's ``PullUpController/id``:
/// `frame.snapshots[controller.id]` is `nil` when that sheet did not move in the frame.
public struct PullUpDriverFrame: Sendable, Hashable {
  /// The snapshots the frame's controllers published, keyed by each controller's ``PullUpController/id``.
  ///
  /// Each is the very value the controller published to its own ``PullUpController/snapshots`` stream in
  /// this frame. A controller is here in every frame while it settles, including the frame in which it
  /// comes to rest (whose snapshot has `phase == .resting`), and in no frame after that until its next
  /// settle starts. Controllers at rest, and snapshots published by inputs between frames (a drag, a
  /// `setState(_:animated:)` call), are not here: read those from the controller's own streams.
  public var snapshots: [ObjectIdentifier: PullUpSnapshot]

  /// Creates a frame from snapshots keyed by controller, for feeding a renderer of several sheets in a
  /// test without a driver: `PullUpDriverFrame(snapshots: [map.id: map.latestSnapshot])`.
  ///
  /// - Parameter snapshots: The snapshots, keyed by each controller's ``PullUpController/id``.
  public init(snapshots: [ObjectIdentifier: PullUpSnapshot]) {
    self.snapshots = snapshots
  }
}
