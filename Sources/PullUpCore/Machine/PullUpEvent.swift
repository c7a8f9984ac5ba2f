/// Why a sheet started to settle.
public enum PullUpCause: String, Sendable, Hashable, Codable, CaseIterable {
  /// A finger let go.
  case user
  /// Code asked for a state, a height, a detent or a change of visibility.
  case programmatic
  /// The container changed size or safe area.
  case containerChange
  /// The bounds changed: the sizing delegate's answers, the content height or the configuration.
  case sizingChange
  /// The software keyboard appeared, changed height or went away.
  case keyboard
  /// An assistive technology performed an action (``PullUpAccessibilityAction``).
  case accessibility
}

/// A settle animation that started: where to, why, and what the snap policy thought.
public struct PullUpSettle: Sendable, Hashable {
  /// The height the sheet settles at (the hidden position when it hides).
  public var target: Double
  /// Whether the sheet ends hidden.
  public var hides: Bool
  /// Why the sheet moves.
  public var cause: PullUpCause
  /// The snap policy's decision, for settles that follow a release.
  public var decision: PullUpSnapDecision?
}

/// Something that happened to a sheet, in the order it happened.
public enum PullUpEvent: Sendable, Hashable {
  /// A finger took the sheet at this height.
  case dragBegan(height: Double)
  /// The finger let go at this height, the height changing at `heightVelocity` points per second
  /// (positive while it grows, up): the release velocity the front end reported, in screen coordinates,
  /// with its sign turned (`dragEnded(velocity: -1200)` is reported with a `heightVelocity` of 1200), or the
  /// estimator's.
  case dragEnded(height: Double, heightVelocity: Double)
  /// The drag was cancelled (by the system, a lock, or a programmatic request) at this height.
  case dragCancelled(height: Double)
  /// The machine waits for the target-height delegate's answer for a release at this height.
  case targetHeightRequested(proposed: Double)
  /// The sheet started to move by itself. A release whose target is where the sheet already is reports
  /// its settle too, with the snap policy's decision, followed at once by ``settled(height:)``.
  case settleStarted(PullUpSettle)
  /// A settle stopped before its end, at this height (a finger caught the sheet, or an unanimated
  /// request moved it).
  case interrupted(height: Double)
  /// The sheet came to rest at this height.
  case settled(height: Double)
  /// The sheet was hidden.
  case hidden
  /// The sheet was shown.
  case shown
  /// The lock changed: gestures are ignored while locked.
  case lockChanged(isLocked: Bool)
  /// Words for assistive technologies to speak: the sheet came to rest at a new detent, state or
  /// visibility. Published once per settle, right after its ``settled(height:)``, and only when the place
  /// differs from the last one announced (a keyboard that lifts the sheet at the same detent announces
  /// nothing). The words come from ``PullUpConfiguration/accessibilityLabels``.
  case announcement(String)
}

/// A change of ``PullUpState``.
public struct PullUpTransition: Sendable, Hashable {
  /// The state before.
  public var from: PullUpState
  /// The state after.
  public var to: PullUpState

  /// Creates a transition, for example to compare a machine's output with the one you expect:
  /// `#expect(output.transition == PullUpTransition(from: .collapsed, to: .dragging))`.
  ///
  /// Any two states make a value. The machine reports a transition only when the state changes, so one
  /// it reports never has `from == to`.
  ///
  /// - Parameters:
  ///   - from: The state before the input.
  ///   - to: The state after it.
  public init(from: PullUpState, to: PullUpState) {
    self.from = from
    self.to = to
  }
}

/// What the shell must do after an input.
public enum PullUpAction: Sendable, Hashable {
  /// Indicates that nothing observable changed.
  case none
  /// Indicates that the snapshot changed: publish it.
  case publish
  /// Indicates that the sheet now moves by itself: publish, then call
  /// ``PullUpMachine/advance(to:)`` once per frame until an output says ``stopFrames``.
  case startFrames
  /// Indicates that the sheet no longer moves by itself: publish and stop asking for frames.
  case stopFrames
  /// Indicates that the machine waits for a target height: ask the target-height delegate with this proposed
  /// height and pass the answer to ``PullUpMachine/targetHeightProvided(_:at:)``.
  case requestTargetHeight(proposed: Double)
}

/// Everything one input produced: a state transition (at most one), the events, and the action.
public struct PullUpOutput: Sendable, Hashable {
  /// The state change, if the state changed.
  public var transition: PullUpTransition?
  /// What happened, in order.
  public var events: [PullUpEvent]
  /// What the shell must do.
  public var action: PullUpAction

  /// Creates an output.
  package init(transition: PullUpTransition? = nil, events: [PullUpEvent] = [], action: PullUpAction = .none) {
    self.transition = transition
    self.events = events
    self.action = action
  }
}
