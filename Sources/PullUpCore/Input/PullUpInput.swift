/// Everything that can happen to a sheet, as one value: a finger, a request from code, or a change of the
/// world around the sheet.
///
/// Every layer speaks this type: ``PullUpMachine/apply(_:at:)`` takes it, `PullUpController.send(_:)` takes
/// it, a scenario file is a list of them with times, the terminal demo maps keys and the mouse to them, and
/// the recorder writes them down. Each case is named as the controller's method that gives it, and its
/// JSON `type` is the same name:
///
/// ```swift
/// try await controller.send(.dragBegan())
/// try await controller.send(.dragChanged(translation: -120))
/// try await controller.send(.dragEnded(velocity: -900))
/// try await controller.send(.setState(.expanded))
/// ```
///
/// ## Conventions
/// - **Coordinates.** Gesture values are in screen coordinates, as a pan recognizer reports them: a
///   negative translation or velocity is upwards. Heights are points above the container's bottom edge,
///   and what the sheet reports about its motion is named for them: a `heightVelocity` (in
///   ``PullUpEvent/dragEnded(height:heightVelocity:)``, ``PullUpSnapshot``, ``PullUpRelease``,
///   ``PullUpMove``) is positive while the height grows, so `.dragEnded(velocity: -1200)` is reported
///   with a `heightVelocity` of 1200.
/// - **Animation.** `animated` defaults to `true`, except for ``setContainer(_:animated:)``,
///   ``setContentHeight(_:animated:)`` and ``restore(_:animated:)``: they describe a world that has already
///   changed (a rotation, new content, a relaunch), so the sheet takes its new place at once unless you ask
///   for an animation.
/// - **Refusal.** The machine refuses an input it cannot use with a ``PullUpError`` and is then exactly as it
///   was (see the Bad input article). Each case says what refuses it ("Refused:"); every input is also
///   refused at a time that is not finite or above 10⁹ s.
///
/// ## JSON
/// `PullUpInput` is `Codable`. Its JSON is an object with the key `type`, the case's name, and one key per
/// value: `{"type": "dragChanged", "translation": -120}`. Keys that hold their default may be left out, and
/// are left out when encoding. Decoding is strict: an unknown `type` or key is an error naming it. A
/// scenario event is the same object with the time `at` added.
///
/// Names from before PullUp had one vocabulary are still read, as aliases: `resize` for `setContainer`,
/// `contentHeight` for `setContentHeight`, `keyboard` for `keyboardChanged` and `accessibility` for
/// `accessibilityActionPerformed`, with the same keys. The old `scroll` (for `scrollOffsetChanged`) is no longer
/// read: `scroll` is the type of a raw scroll event (PullUpFrontEnd's `PullUpRawEvent`), and decoding it as an input is an error
/// that says so.
///
/// Frames (``PullUpMachine/advance(to:)``), configuration changes and delegates' answers have methods of
/// their own: they are how a sheet is set up and driven, not what happens to it.
public enum PullUpInput: Sendable, Hashable {
  /// A finger took the sheet.
  ///
  /// A settling sheet is caught where it is on screen at the input's time, never at its target, so the sheet
  /// does not move in that instant. A pending release (waiting for a target height) is abandoned.
  ///
  /// `inScrollableContent` says whether the finger went down on the sheet's scrollable content rather than on
  /// its grabber or its fixed parts. A drag on the content shares the finger's movement between the sheet and
  /// the content offset by ``PullUpConfiguration/Movement/scrollPolicy`` (``PullUpScrollPolicy/never`` gives
  /// it all to the sheet, as does a hidden sheet, whose content is out of view).
  ///
  /// Refused: ``PullUpError/locked`` while locked; ``PullUpError/hidden`` on a hidden sheet that cannot be
  /// dragged into view; ``PullUpError/unexpectedInput(_:phase:)`` while a drag is active.
  case dragBegan(inScrollableContent: Bool = false)
  /// The finger moved: `translation` is the vertical translation since the drag began, in points, in screen
  /// coordinates as a pan recognizer reports it (negative is up).
  ///
  /// In a drag on scrollable content, the finger's movement since the previous sample is shared between the
  /// sheet and the content (the snapshot's ``PullUpSnapshot/contentOffset``) by
  /// ``PullUpConfiguration/Movement/scrollPolicy``; the two shares add up to the movement, so the hand-over
  /// from one to the other never jumps.
  ///
  /// Refused: ``PullUpError/invalidInput(_:value:rule:)`` for a translation that is not finite;
  /// ``PullUpError/unexpectedInput(_:phase:)`` without an active drag.
  case dragChanged(translation: Double)
  /// The finger let go at `velocity` points per second in screen coordinates, as a pan recognizer reports it
  /// (negative is up), or at the velocity the machine estimated from the drag's samples (a least-squares
  /// fit) when `nil`.
  ///
  /// The snap policy decides the target from the height on screen and the velocity. A drag on scrollable
  /// content that leaves the content scrolled is a release without velocity: the content carries the
  /// momentum (your scroll view decelerates by itself), and the sheet stays at its detent. With
  /// ``PullUpMachine/asksForTargetHeight`` on, the machine first waits for
  /// ``PullUpMachine/targetHeightProvided(_:at:)``. The release event, the snap policy's ``PullUpRelease`` and
  /// the settle see the velocity as a height velocity, positive up: `-1200` here is a `heightVelocity` of 1200.
  ///
  /// Refused: ``PullUpError/invalidInput(_:value:rule:)`` for a velocity that is not finite;
  /// ``PullUpError/unexpectedInput(_:phase:)`` without an active drag.
  case dragEnded(velocity: Double? = nil)
  /// The system cancelled the drag; the sheet settles as if released without velocity.
  ///
  /// Refused: ``PullUpError/unexpectedInput(_:phase:)`` without an active drag.
  case dragCancelled
  /// Code asked for the collapsed state (the lowest detent) or the expanded state (the highest).
  ///
  /// Code wins over a finger: an active drag or a pending release is cancelled first. A settling sheet is
  /// redirected from where it is, keeping its velocity. A hidden sheet stays hidden and only changes the height
  /// it will show at. `animated` says whether the sheet moves there by the configuration's motion or jumps.
  ///
  /// Refused: ``PullUpError/unreachableState(_:)`` for `dragging` and `intermediate`.
  case setState(PullUpState, animated: Bool = true)
  /// Code asked for a height in points, clamped into the sheet's range, without snapping; otherwise as
  /// ``setState(_:animated:)``.
  ///
  /// Refused: ``PullUpError/invalidInput(_:value:rule:)`` for a height that is not finite.
  case setHeight(Double, animated: Bool = true)
  /// Code asked for the detent at an index of the resolved detents, ascending from 0; otherwise as
  /// ``setState(_:animated:)``.
  ///
  /// Refused: ``PullUpError/invalidInput(_:value:rule:)`` for an index out of range.
  case moveToDetent(Int, animated: Bool = true)
  /// Code asked to expand a collapsed sheet, or to collapse it from any other state; otherwise as
  /// ``setState(_:animated:)``. Refused only for a bad time: a toggle always has somewhere to go.
  case toggleState(animated: Bool = true)
  /// Code hid or showed the sheet; nothing happens when it already is hidden or shown.
  ///
  /// Hiding parks the sheet ``PullUpConfiguration/Shape/hiddenMargin`` below the container's bottom edge and
  /// keeps the height it will show at; showing returns there. The state keeps describing that height. A drag
  /// in progress is cancelled first.
  case setHidden(Bool, animated: Bool = true)
  /// Code locked or unlocked gestures. Code can still move a locked sheet; a drag in progress is cancelled
  /// and settles as if released without velocity.
  case setLocked(Bool)
  /// The container changed size or safe area (a rotation, a window resize).
  ///
  /// The detents are resolved again and the sheet follows ``PullUpConfiguration/Movement/resizeBehavior``: a
  /// sheet at a detent stays at that detent; one in between keeps its height (clamped) or its proportion. A
  /// settling sheet is retargeted without a jump; a dragged one keeps following the finger within the new
  /// range. The machine keeps the sizing delegate's answers it has;
  /// ``PullUpMachine/setContainer(_:sizing:animated:at:)`` takes the new container with the answers for it, in
  /// one transition.
  ///
  /// Refused: ``PullUpError/invalidInput(_:value:rule:)`` for a container that is not finite and positive.
  case setContainer(PullUpContainer, animated: Bool = false)
  /// The content's height changed, in points, for fit-to-content detents; `nil` when unknown. The detents are
  /// resolved again and the sheet follows them as for a container change.
  ///
  /// Refused: ``PullUpError/invalidInput(_:value:rule:)`` for a height that is negative or not finite.
  case setContentHeight(Double?, animated: Bool = false)
  /// The sheet's scrollable content scrolled by itself (deceleration, a programmatic scroll) to an offset
  /// in points from its top, or its extent changed: `maximum` is its largest offset, `nil` when unknown (no
  /// limit).
  ///
  /// Sanitized, not refused, where a scroll view's numbers are merely out of range: an offset below zero (the
  /// content bouncing at its top) counts as zero, one above the maximum as the maximum, and a negative maximum
  /// (content shorter than its viewport) as zero. During a drag on the content the new offset is taken as it
  /// is and the drag continues from it: only the finger's movement after it is shared out, so nothing jumps.
  ///
  /// Refused: ``PullUpError/invalidInput(_:value:rule:)`` for an offset or a maximum that is not finite (or
  /// beyond ten million points).
  case scrollOffsetChanged(Double, maximum: Double? = nil)
  /// The software keyboard appeared, changed height or went away: `height` is its height in points above the
  /// container's bottom edge (the overlap of its frame with the container), zero when it is gone; a height
  /// above the container's counts as the container's.
  ///
  /// The detents and the sheet follow ``PullUpConfiguration/Movement/keyboardPolicy``. A resting or settling
  /// sheet the keyboard moves springs along with it when `animated` (a settle with the cause
  /// ``PullUpCause/keyboard``), or jumps; it returns where it was when the keyboard goes away, if it still
  /// rests where the keyboard put it. The layout's content and sheet insets grow by what the keyboard covers.
  ///
  /// Refused: ``PullUpError/invalidInput(_:value:rule:)`` for a height that is negative or not finite.
  case keyboardChanged(height: Double, animated: Bool = true)
  /// An assistive technology performed an action, one that ``PullUpAccessibility/canPerform(_:)`` allows now.
  ///
  /// The sheet moves as it would for the same request from code, animated (briefly, without bounce, when
  /// motion is reduced), with the cause ``PullUpCause/accessibility``. A drag in progress is cancelled.
  /// ``PullUpAccessibilityAction/nextDetent`` and ``PullUpAccessibilityAction/previousDetent`` move one detent
  /// from the height the sheet rests at or is heading to.
  ///
  /// Refused: ``PullUpError/locked`` while locked; ``PullUpError/unavailableAction(_:)`` for an action that
  /// does not apply now.
  case accessibilityActionPerformed(PullUpAccessibilityAction)
  /// Reduced motion was turned on or off (follow the system's Reduce Motion setting): every settle then uses a
  /// short, critically damped transition without initial velocity, and still arrives where it would have
  /// gone. A settle in flight continues with the new motion.
  case setReducesMotion(Bool)
  /// Code brought the sheet back to a saved ``PullUpMachine/restorationState``, mapped onto the current
  /// detents by the rule documented on ``PullUpRestorationState``.
  ///
  /// Restoring is a request from code: a drag in progress is cancelled, the lock and the visibility change
  /// with their events, and the sheet moves to its place (``PullUpCause/programmatic``). `animated` says
  /// whether it springs there or jumps (the default, as after a launch).
  ///
  /// Refused: ``PullUpError/invalidInput(_:value:rule:)`` for a record that cannot describe a position (a
  /// detent count below 1, an index out of range, a fraction outside `0..<1` or above zero at the highest
  /// detent, a height that is not finite).
  case restore(PullUpRestorationState, animated: Bool = false)
  /// A tap on the dimmed background behind the sheet (ISHPullUp's dimming view): the sheet collapses to its
  /// lowest detent, animated.
  ///
  /// Like ISHPullUp's tap recognizer, it does nothing (an empty output) where the configuration dims nothing,
  /// where nothing is dimmed at the sheet's height now, and while the sheet is locked or hidden. Otherwise it
  /// is a request like ``setState(_:animated:)`` with `collapsed`: a drag in progress is cancelled first.
  case dimmingTapped

  /// The input's name: its case, its controller method and its JSON `type`.
  package var name: String { kind.rawValue }

  /// Whether the input is a step of a drag (`dragBegan`, `dragChanged`, `dragEnded`, `dragCancelled`).
  package var isGesture: Bool {
    switch self {
    case .dragBegan, .dragChanged, .dragEnded, .dragCancelled: return true
    default: return false
    }
  }

  /// Every input's name, in the order of the cases.
  package static var names: [String] { Kind.allCases.map(\.rawValue) }

  /// Whether a JSON `type` is an input's: its name, or an old name still read as an alias.
  package static func isName(_ type: String) -> Bool { Kind(rawValue: type) != nil || Kind.aliases[type] != nil }
}

extension PullUpInput {
  /// The cases without their values: the one list of inputs. The names, the keys each case's JSON has, the
  /// docs' tables of inputs, the machine's and the controller's methods (checked against `.ci/api`) and the
  /// random inputs of the property tests and the fuzzer all follow it: the generators switch over it and
  /// tests check the rest, so a new case fails to compile, or fails a test, until each of them has it.
  package enum Kind: String, CaseIterable, Sendable {
    case dragBegan, dragChanged, dragEnded, dragCancelled
    case setState, setHeight, moveToDetent, toggleState, setHidden, setLocked
    case setContainer, setContentHeight, scrollOffsetChanged, keyboardChanged
    case accessibilityActionPerformed, setReducesMotion, restore, dimmingTapped

    /// The names the JSON `type` had before, mapped to the kind they are now.
    static let aliases: [String: Kind] = [
      "resize": .setContainer, "contentHeight": .setContentHeight, "keyboard": .keyboardChanged,
      "accessibility": .accessibilityActionPerformed,
    ]

    /// Old names that mean something else now, mapped to the kind they were read as, for the message that
    /// says so: `scroll` is a raw scroll event now (`PullUpRawEvent.scroll`).
    package static let retiredAliases: [String: Kind] = ["scroll": .scrollOffsetChanged]

    /// The JSON types of the front-end kit's raw events (PullUpFrontEnd's `PullUpRawEvent`), so that decoding
    /// one as an input can say what it is; a test checks them against the raw events' own list.
    package static let rawEventTypes: Set<String> = ["pointer", "scroll", "key", "focus"]

    /// The JSON keys besides `type`, in the order they are written.
    var keys: [String] {
      switch self {
      case .dragBegan: return ["inScrollableContent"]
      case .dragChanged: return ["translation"]
      case .dragEnded: return ["velocity"]
      case .dragCancelled, .dimmingTapped: return []
      case .setState: return ["state", "animated"]
      case .setHeight, .setContentHeight, .keyboardChanged: return ["height", "animated"]
      case .moveToDetent: return ["index", "animated"]
      case .toggleState: return ["animated"]
      case .setHidden: return ["hidden", "animated"]
      case .setLocked: return ["locked"]
      case .setContainer: return ["width", "height", "safeArea", "animated"]
      case .scrollOffsetChanged: return ["offset", "maximum"]
      case .accessibilityActionPerformed: return ["action"]
      case .setReducesMotion: return ["reducesMotion"]
      case .restore: return ["state", "animated"]
      }
    }
  }

  /// The input's case, without its values.
  package var kind: Kind {
    switch self {
    case .dragBegan: return .dragBegan
    case .dragChanged: return .dragChanged
    case .dragEnded: return .dragEnded
    case .dragCancelled: return .dragCancelled
    case .setState: return .setState
    case .setHeight: return .setHeight
    case .moveToDetent: return .moveToDetent
    case .toggleState: return .toggleState
    case .setHidden: return .setHidden
    case .setLocked: return .setLocked
    case .setContainer: return .setContainer
    case .setContentHeight: return .setContentHeight
    case .scrollOffsetChanged: return .scrollOffsetChanged
    case .keyboardChanged: return .keyboardChanged
    case .accessibilityActionPerformed: return .accessibilityActionPerformed
    case .setReducesMotion: return .setReducesMotion
    case .restore: return .restore
    case .dimmingTapped: return .dimmingTapped
    }
  }
}
