/// Everything PullUp refuses, with a message a developer can act on.
///
/// Every input that PullUp cannot use is either refused with one of these errors, leaving the machine
/// exactly as it was, or sanitized by a documented rule. The "Bad input" article lists each case.
///
/// Errors are values you can match: each names what was refused with a typed value, never free text
/// (``invalidConfiguration(_:)`` aside, which carries the words of a plug-in's own check). Equality treats
/// every NaN as equal to every other NaN, so a refused NaN matches the error you expect:
///
/// ```swift
/// #expect(throws: PullUpError.invalidInput(.dragTranslation, value: .nan, rule: .mustBeFinite)) {
///   try machine.apply(.dragChanged(translation: .nan), at: 1)
/// }
/// #expect(throws: PullUpError.unexpectedInput(.dragEnded, phase: .resting)) {
///   try machine.apply(.dragEnded(velocity: -1200), at: 1)
/// }
/// ```
///
/// The values an error names are structs with static members (``ValueName``, ``Rule``), so that a value a later
/// PullUp checks, or a rule, is a new member and breaks no `switch` over them; give yours a `default`. The kinds
/// of refusal stay an enum's cases, matched with their values as 0.2.0's clients match them
/// (`catch .invalidInput(.dragTranslation, let value, _)`), and so does ``GestureStep``, whose steps are
/// ``PullUpInput``'s drag cases: a new one comes with a new input.
public enum PullUpError: Error, Sendable, CustomStringConvertible {
  /// Indicates a number that is not finite, or outside the range its meaning allows.
  ///
  /// - Parameters:
  ///   - name: Which value was refused, for example ``ValueName/containerHeight``.
  ///   - value: The value that was refused.
  ///   - rule: The rule it broke, for example ``Rule/mustBeFinite``.
  case invalidInput(_ name: ValueName, value: Double, rule: Rule)

  /// Indicates a configuration that cannot describe a sheet: no detents, or a snap policy's or a motion's
  /// own `validate()` refused its parameters, in its own words.
  case invalidConfiguration(String)

  /// Indicates a request to rest in a state that is derived rather than chosen.
  ///
  /// Only ``PullUpState/collapsed`` and ``PullUpState/expanded`` can be requested; `dragging` and
  /// `intermediate` follow from what the sheet does.
  case unreachableState(PullUpState)

  /// Indicates a gesture input that arrived in an order a pan recognizer never produces, for example a
  /// drag change without a drag that began.
  ///
  /// - Parameters:
  ///   - input: The input that was refused.
  ///   - phase: What the machine was doing.
  case unexpectedInput(_ input: GestureStep, phase: PullUpPhase)

  /// Indicates a gesture while the sheet is locked. Programmatic requests still work.
  case locked

  /// Indicates a gesture on a hidden sheet whose configuration does not allow dragging it into view.
  case hidden

  /// Indicates an accessibility action that does not apply now, for example
  /// ``PullUpAccessibilityAction/expand`` on an expanded sheet (see ``PullUpAccessibility``).
  case unavailableAction(PullUpAccessibilityAction)

  public var description: String {
    switch self {
    case .invalidInput(let name, let value, let rule):
      return "PullUp: \(name) \(value) \(rule); the input was ignored."
    case .invalidConfiguration(let message):
      return "PullUp: invalid configuration: \(message)."
    case .unreachableState(let state):
      return "PullUp: cannot move to \(state): only collapsed and expanded can be requested."
    case .unexpectedInput(let input, let phase):
      return "PullUp: \(input) cannot happen while \(phase.words); the input was ignored."
    case .locked:
      return "PullUp: the sheet is locked; gestures are ignored until it is unlocked."
    case .hidden:
      return "PullUp: the sheet is hidden and this configuration does not allow dragging it into view."
    case .unavailableAction(let action):
      return "PullUp: the accessibility action \(action.rawValue) does not apply now; the input was ignored."
    }
  }
}

extension PullUpError {
  /// A gesture input that must come in order: a step of a drag, or the answer to a release's request for
  /// a target height.
  ///
  /// The drag steps have the names of their ``PullUpInput`` cases (the raw value is the case's name);
  /// ``targetHeightProvided`` is ``PullUpMachine/targetHeightProvided(_:at:)``.
  public enum GestureStep: String, Sendable, Hashable, CaseIterable, CustomStringConvertible {
    /// ``PullUpInput/dragBegan(inScrollableContent:)`` during a drag.
    case dragBegan
    /// ``PullUpInput/dragChanged(translation:)`` without a drag.
    case dragChanged
    /// ``PullUpInput/dragEnded(velocity:)`` without a drag.
    case dragEnded
    /// ``PullUpInput/dragCancelled`` without a drag.
    case dragCancelled
    /// A target height that no release waits for.
    case targetHeightProvided

    /// The step in words, for messages: "drag changed".
    public var description: String {
      switch self {
      case .dragBegan: return "drag began"
      case .dragChanged: return "drag changed"
      case .dragEnded: return "drag ended"
      case .dragCancelled: return "drag cancelled"
      case .targetHeightProvided: return "target height provided"
      }
    }
  }
}

extension PullUpPhase {
  /// The phase in words, for messages: "a finger holds the sheet".
  var words: String {
    switch self {
    case .resting: return "resting"
    case .tracking: return "a finger holds the sheet"
    case .awaitingTarget: return "waiting for a target height"
    case .settling: return "settling"
    }
  }
}
