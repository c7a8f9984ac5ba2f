import PullUpCore

/// What the person did in the terminal demo, as the controller received it; a recorder turns these into a
/// scenario.
public enum TerminalDemoInput: Sendable, Hashable {
  /// A finger (the mouse) took the sheet: on its list of places when `inScrollableContent` is true.
  case dragBegan(inScrollableContent: Bool)
  /// The mouse moved by this translation since the press, in points (screen coordinates: down is positive).
  case dragChanged(translation: Double)
  /// The mouse let go; the velocity is the one the controller estimated, in points per second (screen
  /// coordinates), so that a replay decides exactly as the demo did.
  case dragEnded(velocity: Double)
  /// Code moved the sheet to a state.
  case setState(PullUpState, animated: Bool)
  /// Code moved the sheet to a height (the arrow keys move to the next detent's height).
  case setHeight(Double, animated: Bool)
  /// Code hid or showed the sheet.
  case setHidden(Bool, animated: Bool)
  /// Code locked or unlocked gestures.
  case setLocked(Bool)
  /// The list of places scrolled by itself (the mouse wheel) to this offset, or its extent changed (at
  /// the start, after a resize and when the keyboard moves): `maximum` is how far it can scroll.
  case scroll(offset: Double, maximum: Double)
  /// The keyboard appeared at this height or went away (zero).
  case keyboard(height: Double, animated: Bool)
  /// An assistive technology performed an action (a digit key, `+` or `-`).
  case accessibility(PullUpAccessibilityAction)
  /// Reduced motion was turned on or off.
  case setReducesMotion(Bool)
  /// The terminal changed size; the container is now this many points.
  case resize(width: Double, height: Double)
}

/// Callbacks for whoever records a demo session.
public struct TerminalDemoHooks: Sendable {
  /// The demo started with this container and content height.
  public var started: @Sendable (PullUpContainer, Double?) -> Void
  /// The person did something, this many seconds after the start.
  public var input: @Sendable (Double, TerminalDemoInput) -> Void

  /// Creates hooks.
  ///
  /// - Parameters:
  ///   - started: Called once with the starting container and content height.
  ///   - input: Called for every input the controller accepted, with its time since the start.
  public init(
    started: @escaping @Sendable (PullUpContainer, Double?) -> Void,
    input: @escaping @Sendable (Double, TerminalDemoInput) -> Void
  ) {
    self.started = started
    self.input = input
  }

  /// Hooks that do nothing.
  public static let none = TerminalDemoHooks(started: { _, _ in }, input: { _, _ in })
}
