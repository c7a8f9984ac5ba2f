#if GTK  // PullUpGTK builds with the package's GTK trait (Package.swift); without it, it is empty.
  import CGTK
  import PullUp
  import PullUpHost

  /// The widget's state, in small values by concern: what its extensions read and write, each of them one
  /// concern's. What every front end shares (the controller, the interpreter, frames, the container, the
  /// recording hooks) is the host's, not here.
  extension PullUpSheetWidget {
    /// Gesture translation (`+Gestures.swift`, `+HitTesting.swift`).
    struct GestureTranslation {
      /// The press the drag gesture follows: where it went down, in the widget's coordinates, and its device.
      var press: (x: Double, y: Double, device: PullUpPointerDevice)?
      /// Where the pointer was last seen over the widget, for scroll events (which carry no position).
      var hoverPosition: (x: Double, y: Double)?
      /// Where a touchpad's scroll is, as GTK reported it.
      var surfaceScroll = SurfaceScrollTranslation.none
      /// GDK's event clock, unwrapped (its 32-bit milliseconds wrap after 49.7 days); its latest time is that
      /// of an input without an event of its own.
      var eventClock = PullUpEventClock()
    }

    /// Fingers, and what of their motion the content sees (`+Touch.swift`).
    struct TouchTracking {
      /// The widget's drag gesture, whose followed finger is the interpreter's.
      var drag: OpaquePointer?
      /// Each finger's hold, by its sequence, from its first motion to its lift.
      var holds: [UInt: TouchHold] = [:]
      /// Whether each finger went down on the sheet, by its sequence, until it lifts.
      var began: [UInt: Bool] = [:]
    }

    /// Content-offset sharing (`+Scrolling.swift`).
    struct ContentOffsetSharing {
      /// The scrollable content's vertical adjustment, held, and the widget's `value-changed` handler on it.
      var adjustmentHandler: (adjustment: UnsafeMutablePointer<GtkAdjustment>, identifier: gulong)?
      /// Whether the widget is writing the content's offset itself (its `value-changed` is not GTK's).
      var isWritingContentOffset = false
      /// Whether GTK or the app scrolled the content since the controller last heard of it.
      var hasUnreportedContentOffset = false
      /// The content's momentum after a release, while it glides.
      var contentGlide: PullUpContentGlide?
      /// Whether the drag in progress began on the scrollable content.
      var dragIsInContent = false
      /// The scrollable content's maximum offset, as last told to the controller.
      var scrollMaximum: Double?
    }

    /// Frames and paint (`+Frames.swift`, `+Layout.swift`).
    struct PaintFollowing {
      /// The frame-clock frame in which the latest pointer motion of a drag (or its press) arrived.
      var latestMotionFrame: Int64?
      /// The latest motion drawn, by the frame it arrived in, and how many frames later it was first drawn.
      var drawnMotion: (frame: Int64?, lag: Int64?) = (nil, nil)
      /// What the last layout applied, for the frame it will be painted in.
      var laidOut: PullUpSnapshot?
      /// Whether the layout must run again after the frame being drawn.
      var needsLayout = false
      /// The frame clock's `after-paint` handler while the widget is realized.
      var paintHandler: (clock: OpaquePointer, identifier: gulong)?
      /// Whether GTK is laying the widget out now.
      var isLayingOut = false
    }

    /// Focus (`+Focus.swift`).
    struct FocusFollowing {
      /// The window's focus handler while the widget is realized, and its `is-active` handler, which ends a
      /// touchpad scroll when the window loses the focus.
      var focusHandler: (root: OpaquePointer, identifier: gulong, active: gulong)?
      /// The widgets whose `can-focus` the widget unset because they are off screen (or the background, while
      /// modal), each held with a reference until it is set again, and what that was computed for.
      var focusBlocking = PullUpFocusBlocking<UnsafeMutablePointer<GtkWidget>>()
    }

    /// What the widget last told GTK (`PullUpSheetView+Properties.swift`, `+Accessibility.swift`, `+Theme.swift`).
    struct AnnouncedState {
      /// What the GObject properties last notified.
      var notified: NotifiedProperties?
      /// What the handle's accessible value last said.
      var lastAccessibility: PullUpAccessibility?
      /// The handle's direction, as last drawn.
      var handleState: PullUpHandleState?
    }

    /// The handle's actions (`+Accessibility.swift`).
    struct AccessibilityActions {
      /// The handle's action group (a `GSimpleActionGroup`, kept alive by the handle).
      var actionGroup: OpaquePointer?
      /// Its actions, each held by the widget while the group does not offer it.
      var accessibilityActions: [(action: PullUpAccessibilityAction, object: OpaquePointer)] = []
    }
  }
#endif
