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
///   was (see the Bad input article).
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
  /// A finger took the sheet; a settling sheet is caught where it is on screen. `inScrollableContent` when
  /// it went down on the sheet's scrollable content, so that the scroll policy shares the drag between
  /// the sheet and the content.
  case dragBegan(inScrollableContent: Bool = false)
  /// The finger moved: `translation` points since the drag began, in screen coordinates (negative is up).
  case dragChanged(translation: Double)
  /// The finger let go at `velocity` points per second in screen coordinates (negative is up), or at the
  /// velocity estimated from the drag's samples when `nil`.
  case dragEnded(velocity: Double? = nil)
  /// The system cancelled the drag; the sheet settles as if released without velocity.
  case dragCancelled
  /// Code asked for the collapsed or the expanded state.
  case setState(PullUpState, animated: Bool = true)
  /// Code asked for a height in points, clamped into the sheet's range, without snapping.
  case setHeight(Double, animated: Bool = true)
  /// Code asked for the detent at an index of the resolved detents, ascending from 0.
  case moveToDetent(Int, animated: Bool = true)
  /// Code asked to expand a collapsed sheet, or to collapse it from any other state.
  case toggleState(animated: Bool = true)
  /// Code hid or showed the sheet.
  case setHidden(Bool, animated: Bool = true)
  /// Code locked or unlocked gestures; code can still move a locked sheet.
  case setLocked(Bool)
  /// The container changed size or safe area (a rotation, a window resize).
  case setContainer(PullUpContainer, animated: Bool = false)
  /// The content's height changed, in points, for fit-to-content detents; `nil` when unknown.
  case setContentHeight(Double?, animated: Bool = false)
  /// The sheet's scrollable content scrolled by itself (deceleration, a programmatic scroll) to an offset
  /// in points from its top, or its extent changed: `maximum` is its largest offset, `nil` when unknown.
  case scrollOffsetChanged(Double, maximum: Double? = nil)
  /// The software keyboard appeared, changed height or went away: its height in points above the
  /// container's bottom edge, zero when it is gone.
  case keyboardChanged(height: Double, animated: Bool = true)
  /// An assistive technology performed an action.
  case accessibilityActionPerformed(PullUpAccessibilityAction)
  /// Reduced motion was turned on or off.
  case setReducesMotion(Bool)
  /// Code brought the sheet back to a saved state.
  case restore(PullUpRestorationState, animated: Bool = false)
  /// A tap on the dimmed background behind the sheet (ISHPullUp's dimming view): the sheet collapses.
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
