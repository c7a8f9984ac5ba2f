#if GTK  // PullUpGTK builds with the package's GTK trait (Package.swift); without it, it is empty.
  import PullUp
  import PullUpHost

  /// One frame GTK painted with the sheet in it.
  public struct PullUpSheetFrame: Sendable {
    /// The snapshot the frame's layout applied.
    public var snapshot: PullUpSnapshot
    /// GTK's frame-clock counter of the painted frame.
    public var frameCounter: Int64
    /// Frame-clock frames from the one in which the latest drag motion (or press) the snapshot includes
    /// arrived to the first frame that drew it: 0 when the motion arrived in time for that frame's layout, 1
    /// when it arrived after the previous frame was laid out. A frame that draws the same motion again reports
    /// the same lag. `nil` before the first press.
    public var lagFrames: Int64?
    /// Whether the frame drew the sheet as a side pane (``PullUpSheetWidget/sidePaneBreakpoint``): its
    /// layout then is not the snapshot's.
    public var showsSidePane = false
  }
#endif
