import PullUpCore

/// What a toolkit reports, before anyone has decided what it means: a pointer, a scroll, a key or a change
/// of focus, each with the time the toolkit stamped on it.
///
/// A front end translates its toolkit's events into these and hands them to a ``PullUpInterpreter``, which
/// says what they mean (``PullUpInterpretation``). The front end owns hit-testing (``PullUpRegion``) and
/// units; the interpreter owns every rule: thresholds, taps, who keeps a press, the wheel, keys and focus.
///
/// ## Conventions
/// - **Positions** are in points, in the container's coordinates: the origin is the container's top-left
///   corner and `y` grows downwards, as in `PullUpLayout`'s frames.
/// - **Times** are the event's own, in seconds, on any clock that only moves forwards (GDK's event time in
///   milliseconds divided by 1,000, a `UITouch`'s `timestamp`). The interpreter reads no clock: the
///   velocity of a release comes from these times, so a busy main loop that delivers motions late does not
///   change it.
/// - **Scroll deltas** are positive towards the content's end (a wheel turned down, two fingers moved up
///   on a touchpad with natural scrolling, GTK's positive `dy`).
public enum PullUpRawEvent: Sendable, Hashable {
  /// A pointer went down, moved, went up or was cancelled, at `(x, y)` at `time`, on the region the front
  /// end's hit-testing found there. A motion with no button held (hover) is a ``PullUpPointerPhase/move``
  /// too: the interpreter remembers where the pointer is, for scroll events that carry no position.
  case pointer(
    PullUpPointerPhase, x: Double, y: Double, time: Double, device: PullUpPointerDevice, region: PullUpRegion)
  /// A scroll of `delta` in `unit`s (positive towards the content's end) in a `phase`, at `(x, y)` over
  /// `region`, or, when the toolkit gives no position (GTK 4's scroll events), where the last pointer event
  /// was (pass `nil` for all three). `crossDelta` is the same scroll's delta across the sheet's axis, in the
  /// same unit (positive to the right, GTK's `dx`; 0 when the toolkit reports none): a surface scroll whose
  /// first motion is mostly across is not the sheet's. `contentMaximum` is the scrollable content's largest
  /// offset in points (its height less its visible height), `nil` when unknown or when there is none.
  case scroll(
    delta: Double, crossDelta: Double = 0, unit: PullUpScrollUnit, phase: PullUpScrollPhase, x: Double?, y: Double?,
    region: PullUpRegion?, contentMaximum: Double?, time: Double)
  /// A key was pressed while the keyboard focus was on `region` (the handle, or something in the sheet).
  case key(PullUpKey, region: PullUpRegion, time: Double)
  /// The keyboard focus moved to a widget in the sheet whose top and bottom edges are `top` and `bottom`
  /// points below the sheet's top edge (`PullUpLayout.sheetFrame`'s `y`).
  case focus(top: Double, bottom: Double, time: Double)

  /// The event's time, in seconds.
  public var time: Double {
    switch self {
    case .pointer(_, _, _, let time, _, _), .scroll(_, _, _, _, _, _, _, _, let time), .key(_, _, let time),
      .focus(_, _, let time):
      return time
    }
  }
}

/// What a pointer did.
public enum PullUpPointerPhase: String, Sendable, Hashable, Codable, CaseIterable {
  /// A button or a finger went down.
  case down
  /// The pointer moved, with the button held (a drag) or not (hover).
  case move
  /// The button or the finger went up.
  case up
  /// The toolkit took the pointer away (another gesture claimed it, the window lost the grab).
  case cancel
}

/// What kind of pointer it is: each has its own drag threshold (``PullUpInterpreter/Settings/dragThresholds``).
public enum PullUpPointerDevice: String, Sendable, Hashable, Codable, CaseIterable {
  /// A mouse, or a touchpad's click and drag.
  case mouse
  /// A finger on a touchscreen.
  case touch
  /// A pen or stylus.
  case pen
}

/// Where a pointer went down or where the keyboard focus is, as the front end's hit-testing found it.
public enum PullUpRegion: String, Sendable, Hashable, Codable, CaseIterable {
  /// The sheet's handle (its grabber strip).
  case handle
  /// The sheet, anywhere that is not its handle, its scrollable content or a child of its own.
  case body
  /// The sheet's scrollable content: a press there shares its drag between the sheet and the content by
  /// the scroll policy (`PullUpInput.dragBegan(inScrollableContent:)`).
  case scrollableContent
  /// A child in the sheet that handles its own presses (a slider, a switch, a text field, a drawing area
  /// with gestures of its own), found by the toolkit's own claim or marked by the app: a press there is
  /// never the sheet's.
  case child
  /// The content behind the sheet, where the dimming is (a tap there collapses a dimmed sheet).
  case dimming
  /// A split view's divider: dragging it moves the split as dragging a sheet's handle does.
  case divider
  /// Anywhere that is not the sheet's or its container's (another widget, outside the window).
  case outside

  /// Whether a press here may become a drag of the sheet.
  var dragsSheet: Bool {
    switch self {
    case .handle, .body, .scrollableContent, .divider: return true
    case .child, .dimming, .outside: return false
    }
  }
}

/// The unit of a scroll event's delta.
public enum PullUpScrollUnit: String, Sendable, Hashable, Codable, CaseIterable {
  /// Notches of a mouse wheel (a high-resolution wheel gives fractions).
  case notches
  /// Points on the surface, as a touchpad or a touchscreen's kinetic scroll reports them.
  case points
}

/// Where a scroll event is in its gesture. Wheels report ``none``; touchpads begin, update and end.
public enum PullUpScrollPhase: String, Sendable, Hashable, Codable, CaseIterable {
  /// A step on its own: a wheel notch, or a surface scroll from a toolkit that reports no phases.
  case none
  /// Fingers went down on the touchpad.
  case begin
  /// The fingers moved.
  case update
  /// The fingers lifted: the end of the gesture is a release, with the scroll's velocity.
  case end
}

/// The keys a sheet answers to. A front end maps its toolkit's keys to these (`GDK_KEY_Escape`,
/// `UIKeyCommand.inputEscape`); what each does is ``PullUpInterpreter``'s. Map them with an exhaustive `switch`
/// over the cases, as PullUpGTK and the terminal demo do, so that a key added here does not compile in a front
/// end until it is mapped; PullUp's tests check every list of keys in its docs against `allCases`.
public enum PullUpKey: String, Sendable, Hashable, Codable, CaseIterable {
  /// Escape: collapses the sheet, or hides a collapsed sheet that may hide.
  case escape
  /// Up arrow: the next detent up.
  case up
  /// Down arrow: the next detent down.
  case down
  /// Page Up: the next detent up.
  case pageUp
  /// Page Down: the next detent down.
  case pageDown
  /// Home: the lowest detent.
  case home
  /// End: the highest detent.
  case end
  /// Space or Return: on the handle, what a tap on the handle does.
  case activate
}
