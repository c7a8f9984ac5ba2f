import PullUpCore

extension PullUpInterpreter {
  /// The numbers and choices behind the interpreter's rules. Every value that is not finite, or is out of
  /// its range, counts as its default (documented on each), so settings read from a toolkit or a file can
  /// never stop the interpreter.
  public struct Settings: Sendable, Hashable {
    /// How far a press must move, in points, before it becomes a drag of the sheet, per device.
    public var dragThresholds: DragThresholds
    /// What a tap on the handle (or activating the focused handle) does.
    public var handleTap: HandleTap
    /// How far one wheel notch scrolls the content, in points (48 unless set; at most positive and finite).
    /// It is also how far a phaseless surface scroll must add up to before it steps a detent.
    public var wheelStep: Double
    /// The pause, in seconds, after which the next wheel notch begins a new turn of the wheel (0.5 unless set;
    /// at most positive and finite). A turn that scrolled the content stops at the content's edge, however
    /// many notches follow within this pause of each other, as a GtkScrolledWindow stops; a notch after a
    /// pause at least this long, at the edge, may step the sheet. 0.5 s is how long Chromium keeps a wheel
    /// latched to the scroller it began on (`kDefaultMouseWheelLatchingTransaction`).
    public var wheelTurnPause: Double
    /// How far back, in seconds, a release's velocity looks at the drag's events (0.1 unless set). Give it
    /// the configuration's `PullUpConfiguration.Movement.velocityWindow` to estimate as the machine does.
    public var velocityWindow: Double

    /// Creates settings; every argument has the default its property documents.
    public init(
      dragThresholds: DragThresholds = DragThresholds(), handleTap: HandleTap = .none, wheelStep: Double = 48,
      wheelTurnPause: Double = 0.5, velocityWindow: Double = 0.1
    ) {
      self.dragThresholds = dragThresholds
      self.handleTap = handleTap
      self.wheelStep = wheelStep
      self.wheelTurnPause = wheelTurnPause
      self.velocityWindow = velocityWindow
    }

    /// ``wheelStep``, or 48 when it is not positive and finite.
    var usableWheelStep: Double { wheelStep.isFinite && wheelStep > 0 ? wheelStep : 48 }

    /// ``wheelTurnPause``, or 0.5 when it is not positive and finite.
    var usableWheelTurnPause: Double { wheelTurnPause.isFinite && wheelTurnPause > 0 ? wheelTurnPause : 0.5 }

    /// ``velocityWindow``, or 0.1 when it is not positive and finite.
    var usableVelocityWindow: Double { velocityWindow.isFinite && velocityWindow > 0 ? velocityWindow : 0.1 }
  }

  /// How far a press must move, in points, before it becomes a drag, per device. A press moved by less is
  /// nobody's, and its release is a tap.
  ///
  /// The defaults are GTK's and libadwaita's: `gtk-dnd-drag-threshold` is 8 px for a mouse and a pen, and
  /// AdwSwipeTracker waits 16 px for a finger. A front end passes its toolkit's setting.
  public struct DragThresholds: Sendable, Hashable {
    /// A mouse's threshold (8 unless set).
    public var mouse: Double
    /// A finger's threshold (16 unless set).
    public var touch: Double
    /// A pen's threshold (8 unless set).
    public var pen: Double

    /// Creates thresholds in points; a negative or non-finite one counts as its default.
    public init(mouse: Double = 8, touch: Double = 16, pen: Double = 8) {
      self.mouse = mouse
      self.touch = touch
      self.pen = pen
    }

    /// The threshold of a device, in points: its value, or its default when that is negative or not finite.
    public subscript(device: PullUpPointerDevice) -> Double {
      let (value, standard): (Double, Double)
      switch device {
      case .mouse: (value, standard) = (mouse, 8)
      case .touch: (value, standard) = (touch, 16)
      case .pen: (value, standard) = (pen, 8)
      }
      return value.isFinite && value >= 0 ? value : standard
    }
  }

  /// What a tap on the handle does.
  public enum HandleTap: String, Sendable, Hashable, Codable, CaseIterable {
    /// Nothing: the handle is for dragging (the default, as in Apple's sheets and AdwBottomSheet).
    case none
    /// Expands a collapsed sheet and collapses any other (`PullUpInput.toggleState(animated:)`).
    case toggle
    /// Moves to the next detent up, and from the highest back to the lowest, as a `UISheetPresentationController`'s
    /// grabber does.
    case nextDetent
  }
}
