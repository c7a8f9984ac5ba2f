import PullUpCore
import PullUpFrontEnd

extension PullUpScenario {
  /// What the sheet must be at a moment of the replay: a gesture test as data (JSON `expect`).
  ///
  /// An expectation at a time `t` checks the snapshot current at `t`, after every input and frame at or
  /// before `t`, and the ``interpretation`` of the last raw event at or before `t`; one at ``Moment/end``
  /// checks the snapshot the replay ended with, where the sheet rests, and the replay's last raw event.
  /// It checks each value it holds and nothing else, and must hold at least one.
  public struct Expectation: Sendable, Hashable {
    /// When an expectation is checked.
    public enum Moment: Sendable, Hashable {
      /// Seconds from the start, at most the scenario's end (``PullUpScenario/until``, or the last
      /// event's time).
      case seconds(Double)
      /// The end of the replay, once the sheet rests (JSON `"end"`).
      case end
    }

    /// When it is checked.
    public var at: Moment
    /// The state the sheet must be in.
    public var state: PullUpState?
    /// The height the sheet must have on screen, in points, within ``tolerance``.
    public var height: Double?
    /// How far ``height`` and ``contentOffset`` may be off, in points; 0.5 unless given.
    public var tolerance: Double
    /// Whether the sheet must be hidden.
    public var hidden: Bool?
    /// The index of the detent the sheet must rest at, zero-based and ascending, as in the JSON Lines
    /// output's `detent`.
    public var detent: Int?
    /// What must move the sheet.
    public var phase: PullUpPhase?
    /// The scrollable content's offset, in points from its top, within ``tolerance``.
    public var contentOffset: Double?
    /// What the interpreter must have made of the last raw event at or before ``at``.
    public var interpretation: Interpretation?

    /// What the replay's `PullUpInterpreter` must have decided about a raw event (JSON `interpretation`):
    /// its verdict, the inputs it gave, or both.
    public struct Interpretation: Sendable, Hashable {
      /// The verdict, region included for a tap (JSON `verdict`, and `region` with `"tapped"`).
      public var verdict: PullUpVerdict?
      /// The inputs, all of them, in order (JSON `inputs`, input objects without `at`; `[]` for none). Their
      /// numbers match within a millionth of their size, so an estimated velocity of -1199.9999999999998
      /// pt/s is the expected -1200.
      public var inputs: [PullUpInput]?

      /// Creates the expectation of an interpretation; give a verdict, inputs or both.
      ///
      /// - Parameters:
      ///   - verdict: The verdict.
      ///   - inputs: The inputs, in order.
      public init(verdict: PullUpVerdict? = nil, inputs: [PullUpInput]? = nil) {
        self.verdict = verdict
        self.inputs = inputs
      }
    }

    /// Creates an expectation; give at least one value to check.
    ///
    /// - Parameters:
    ///   - at: When it is checked.
    ///   - state: The state the sheet must be in.
    ///   - height: The height the sheet must have on screen, in points.
    ///   - tolerance: How far heights and offsets may be off, in points.
    ///   - hidden: Whether the sheet must be hidden.
    ///   - detent: The index of the detent the sheet must rest at.
    ///   - phase: What must move the sheet.
    ///   - contentOffset: The scrollable content's offset, in points.
    ///   - interpretation: What the interpreter must have made of the last raw event.
    public init(
      at: Moment, state: PullUpState? = nil, height: Double? = nil,
      tolerance: Double = 0.5, hidden: Bool? = nil, detent: Int? = nil,
      phase: PullUpPhase? = nil, contentOffset: Double? = nil, interpretation: Interpretation? = nil
    ) {
      self.at = at
      self.state = state
      self.height = height
      self.tolerance = tolerance
      self.hidden = hidden
      self.detent = detent
      self.phase = phase
      self.contentOffset = contentOffset
      self.interpretation = interpretation
    }

    /// Whether it checks anything.
    var checksSomething: Bool {
      state != nil || height != nil || hidden != nil || detent != nil || phase != nil || contentOffset != nil
        || interpretation != nil
    }

    /// Checks the values the JSON reader checks, for an expectation built in code.
    ///
    /// - Parameters:
    ///   - path: The expectation's JSON path, such as `expect[1]`.
    ///   - end: The scenario's end, in seconds.
    func validate(at path: String, end: Double) throws(PullUpScenarioError) {
      guard checksSomething else {
        throw PullUpScenarioError(
          .invalidValue, at: path,
          "checks nothing; give at least one of \"state\", \"height\", \"hidden\", \"detent\", \"phase\", "
            + "\"contentOffset\", \"interpretation\"")
      }
      if let interpretation {
        let path = path + ".interpretation"
        guard interpretation.verdict != nil || interpretation.inputs != nil else {
          throw PullUpScenarioError(.invalidValue, at: path, "checks nothing; give \"verdict\", \"inputs\" or both")
        }
        for (index, input) in (interpretation.inputs ?? []).enumerated() {
          try ScenarioCheck.input(input, at: "\(path).inputs[\(index)]")
        }
      }
      if case .seconds(let seconds) = at {
        try ScenarioCheck.nonNegative(seconds, at: path + ".at")
        guard seconds <= end else {
          throw PullUpScenarioError(
            .invalidValue, at: path + ".at",
            "\(JSONWriter.number(seconds)) is past the scenario's end, \(JSONWriter.number(end)) s; "
              + "use \"end\" to check where the sheet comes to rest")
        }
      }
      if let height { try ScenarioCheck.finite(height, at: path + ".height") }
      if let contentOffset { try ScenarioCheck.finite(contentOffset, at: path + ".contentOffset") }
      try ScenarioCheck.nonNegative(tolerance, at: path + ".tolerance")
      if let detent, detent < 0 {
        throw PullUpScenarioError(.invalidValue, at: path + ".detent", "must not be negative, found \(detent)")
      }
    }
  }
}
