import PullUpCore
import PullUpFrontEnd

extension PullUpScenario {
  /// One thing that happens at one time: an input, or a toolkit's raw event that the replay's
  /// `PullUpInterpreter` turns into inputs.
  public struct Event: Sendable, Hashable {
    /// What happens (outside the package: ``input`` or ``rawEvent``).
    package enum Kind: Sendable, Hashable {
      /// An input, applied as it is.
      case input(PullUpInput)
      /// A raw event (a pointer, a scroll, a key, a change of focus), interpreted against the sheet at its
      /// time; the inputs the interpreter returns are applied at that time.
      case raw(PullUpRawEvent)
    }

    /// When it happens, in seconds from the start (JSON key `at`). For a raw event this is the event's own
    /// time too: setting it sets the raw event's.
    public var time: Double {
      didSet {
        if case .raw(let event) = kind { kind = .raw(event.stamped(at: time)) }
      }
    }
    /// What happens: a `PullUpInput` or a `PullUpRawEvent`, whose JSON keys sit next to `at`.
    package private(set) var kind: Kind

    /// Creates an input event.
    ///
    /// - Parameters:
    ///   - time: When the input happens, in seconds from the start.
    ///   - input: What happens.
    public init(at time: Double, _ input: PullUpInput) {
      self.time = time
      kind = .input(input)
    }

    /// Creates a raw event, at the event's own time.
    ///
    /// - Parameter event: The toolkit's event; its `time` is the scenario's time of the event.
    public init(_ event: PullUpRawEvent) {
      time = event.time
      kind = .raw(event)
    }

    /// The input, or `nil` for a raw event.
    public var input: PullUpInput? {
      if case .input(let input) = kind { return input }
      return nil
    }

    /// The raw event, or `nil` for an input.
    public var rawEvent: PullUpRawEvent? {
      if case .raw(let event) = kind { return event }
      return nil
    }

    /// The JSON `type`: the input's or the raw event's name.
    var name: String {
      switch kind {
      case .input(let input): return input.name
      case .raw(let event): return event.name
      }
    }

    func validate(at path: String) throws(PullUpScenarioError) {
      try ScenarioCheck.nonNegative(time, at: path + ".at")
      try ScenarioCheck.atMost(time, ScenarioLimits.duration, at: path + ".at")
      switch kind {
      case .input(let input): try ScenarioCheck.input(input, at: path)
      case .raw(let event): try ScenarioCheck.rawEvent(event, at: path)
      }
    }
  }
}
