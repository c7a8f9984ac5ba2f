import PullUpCore

extension PullUpScenario {
  /// One input at one time.
  public struct Event: Sendable, Hashable {
    /// When the input happens, in seconds from the start (JSON key `at`).
    public var time: Double
    /// What happens.
    public var input: Input

    /// Creates an event.
    ///
    /// - Parameters:
    ///   - time: When the input happens, in seconds from the start.
    ///   - input: What happens.
    public init(at time: Double, _ input: Input) {
      self.time = time
      self.input = input
    }

    func validate(at path: String) throws(PullUpScenarioError) {
      try ScenarioCheck.nonNegative(time, at: path + ".at")
      try ScenarioCheck.atMost(time, PullUpScenario.maximumDuration, at: path + ".at")
      try input.validate(at: path)
    }
  }

  /// An input to a sheet, as a front end or app code gives it to a `PullUpController`.
  ///
  /// Gesture values are in screen coordinates, as a pan recognizer reports them: a negative translation
  /// or velocity is upwards.
  public enum Input: Sendable, Hashable {
    /// A finger took the sheet (`dragBegan`); `inScrollableContent` when it went down on the sheet's
    /// scrollable content, so that the scroll policy shares the drag between the sheet and the content.
    case dragBegan(inScrollableContent: Bool)
    /// The finger moved by `translation` points since the drag began (`dragChanged`).
    case dragChanged(translation: Double)
    /// The finger let go at `velocity` points per second, or at the estimator's velocity when `nil`
    /// (`dragEnded`).
    case dragEnded(velocity: Double?)
    /// The system cancelled the drag (`dragCancelled`).
    case dragCancelled
    /// Code asked for a state: collapsed or expanded (`setState`).
    case setState(PullUpState, animated: Bool)
    /// Code asked for a height in points (`setHeight`).
    case setHeight(Double, animated: Bool)
    /// Code asked for the detent at an index, ascending from 0 (`moveToDetent`).
    case moveToDetent(Int, animated: Bool)
    /// Code toggled between collapsed and expanded (`toggleState`).
    case toggleState(animated: Bool)
    /// Code hid or showed the sheet (`setHidden`).
    case setHidden(Bool, animated: Bool)
    /// Code locked or unlocked gestures (`setLocked`).
    case setLocked(Bool)
    /// The container changed size; a `nil` safe area keeps the current one (`resize`).
    case resize(width: Double, height: Double, safeArea: PullUpInsets?, animated: Bool)
    /// The content's height changed, for fit-to-content detents (`contentHeight`).
    case contentHeight(Double, animated: Bool)
    /// The sheet's scrollable content scrolled by itself to `offset` points from its top, or its extent
    /// changed; a `nil` maximum is unknown, no limit (`scroll`).
    case scroll(offset: Double, maximum: Double?)
    /// The software keyboard appeared, changed height or went away: its height in points above the
    /// container's bottom edge, zero when it is gone (`keyboard`).
    case keyboard(height: Double, animated: Bool)
    /// An assistive technology performed an action (`accessibility`).
    case accessibility(PullUpAccessibilityAction)
    /// Reduced motion was turned on or off (`setReducesMotion`).
    case setReducesMotion(Bool)
    /// Code brought the sheet back to a saved state (`restore`).
    case restore(PullUpRestorationState, animated: Bool)

    /// A finger took the sheet outside its scrollable content: `.dragBegan(inScrollableContent: false)`.
    public static var dragBegan: Input { .dragBegan(inScrollableContent: false) }

    /// The input's name, the JSON `type`.
    public var type: InputType {
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
      case .resize: return .resize
      case .contentHeight: return .contentHeight
      case .scroll: return .scroll
      case .keyboard: return .keyboard
      case .accessibility: return .accessibility
      case .setReducesMotion: return .setReducesMotion
      case .restore: return .restore
      }
    }

    func validate(at path: String) throws(PullUpScenarioError) {
      switch self {
      case .dragBegan, .dragCancelled, .toggleState, .setHidden, .setLocked, .accessibility, .setReducesMotion:
        break
      case .dragChanged(let translation):
        try ScenarioCheck.finite(translation, at: path + ".translation")
      case .dragEnded(let velocity):
        if let velocity { try ScenarioCheck.finite(velocity, at: path + ".velocity") }
      case .setState(let state, _):
        guard state == .collapsed || state == .expanded else {
          throw PullUpScenarioError(
            .invalidValue, at: path + ".state",
            "only \"collapsed\" and \"expanded\" can be requested, found \"\(state)\"")
        }
      case .setHeight(let height, _):
        try ScenarioCheck.nonNegative(height, at: path + ".height")
      case .moveToDetent(let index, _):
        guard index >= 0 else {
          throw PullUpScenarioError(.invalidValue, at: path + ".index", "must not be negative, found \(index)")
        }
      case .resize(let width, let height, let safeArea, _):
        try PullUpScenario.validate(
          PullUpContainer(width: width, height: height, safeArea: safeArea ?? .zero), at: path)
      case .contentHeight(let height, _):
        try ScenarioCheck.nonNegative(height, at: path + ".height")
      case .scroll(let offset, let maximum):
        try ScenarioCheck.finite(offset, at: path + ".offset")
        if let maximum { try ScenarioCheck.nonNegative(maximum, at: path + ".maximum") }
      case .keyboard(let height, _):
        try ScenarioCheck.nonNegative(height, at: path + ".height")
      case .restore(let state, _):
        try PullUpScenario.validate(state, at: path + ".state")
      }
    }
  }

  /// The names of the inputs, as the JSON key `type` gives them.
  public enum InputType: String, Sendable, Hashable, CaseIterable {
    /// ``Input/dragBegan(inScrollableContent:)``.
    case dragBegan
    /// ``Input/dragChanged(translation:)``.
    case dragChanged
    /// ``Input/dragEnded(velocity:)``.
    case dragEnded
    /// ``Input/dragCancelled``.
    case dragCancelled
    /// ``Input/setState(_:animated:)``.
    case setState
    /// ``Input/setHeight(_:animated:)``.
    case setHeight
    /// ``Input/moveToDetent(_:animated:)``.
    case moveToDetent
    /// ``Input/toggleState(animated:)``.
    case toggleState
    /// ``Input/setHidden(_:animated:)``.
    case setHidden
    /// ``Input/setLocked(_:)``.
    case setLocked
    /// ``Input/resize(width:height:safeArea:animated:)``.
    case resize
    /// ``Input/contentHeight(_:animated:)``.
    case contentHeight
    /// ``Input/scroll(offset:maximum:)``.
    case scroll
    /// ``Input/keyboard(height:animated:)``.
    case keyboard
    /// ``Input/accessibility(_:)``.
    case accessibility
    /// ``Input/setReducesMotion(_:)``.
    case setReducesMotion
    /// ``Input/restore(_:animated:)``.
    case restore
  }
}
