/// What drives a settling sheet's frames.
public enum PullUpFrameSource: Sendable, Equatable {
  /// The controller sleeps on its clock from frame to frame, at this many frames per second, against
  /// absolute deadlines (a late frame does not delay the next). Frames run only while the sheet settles. The
  /// controller refuses a rate outside 1 to 1000 frames per second (`.invalidInput(.framesPerSecond, …)`).
  case clock(framesPerSecond: Double)
  /// Your front end calls ``PullUpController/advanceFrame()`` from its own frame source (a display link)
  /// while the snapshot's `phase` is `settling`. The controller never sleeps.
  case external
  /// A ``PullUpFrameDriver`` shared with other controllers advances the sheet while it settles: one task
  /// for all of them, frames in step.
  case driver(PullUpFrameDriver)
}
