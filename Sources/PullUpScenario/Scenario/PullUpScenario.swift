import PullUpCore

/// A sheet, a screen and a list of timed inputs: a session with a pull-up sheet that can be replayed
/// headlessly, exactly, as often as you like.
///
/// A scenario is a JSON document a person can write by hand (the "Scenarios" article describes every key):
///
/// ```json
/// {
///   "container": {"width": 390, "height": 844, "safeArea": {"top": 47, "bottom": 34}},
///   "configuration": {"preset": "default"},
///   "events": [
///     {"at": 0.1, "type": "dragBegan"},
///     {"at": 0.2, "type": "dragChanged", "translation": -60},
///     {"at": 0.25, "type": "dragEnded", "velocity": -1500}
///   ]
/// }
/// ```
///
/// Read one with ``init(json:)`` or ``init(contentsOfFile:)``, replay it with ``replay(configuration:plugIns:)``, and
/// write one with ``json()``. A ``PullUpScenarioRecorder`` builds one from a live session.
public struct PullUpScenario: Sendable, Hashable {
  /// A line or two about what the scenario shows; optional.
  public var title: String?
  /// The container's size and safe area (only `top` and `bottom` of the safe area are used).
  public var container: PullUpContainer
  /// The sheet's configuration: a preset and overrides.
  public var configuration: Configuration
  /// How many frames per second a settling sheet runs at during a replay, as a controller's
  /// `PullUpFrameSource.clock(framesPerSecond:)`: from 1 to 1000, the range every frame rate takes.
  public var frameRate: Double
  /// When the scenario ends, in seconds; `nil` ends it with the last event. A replay runs at least this
  /// long and then on until the sheet rests.
  public var until: Double?
  /// The inputs, in time order.
  public var events: [Event]
  /// What the sheet must be at given moments (JSON `expect`): checked by ``PullUpScenarioRecord/check()``,
  /// `pullup test` and the `PullUpScenarioTests` plugin. Empty for a scenario that only replays.
  public var expect: [Expectation]
  /// The format version whose rules the scenario is read and replayed by (`formatVersion`): the version of
  /// the file it was read from, or the current one for a scenario made in code or recorded; ``json()`` writes
  /// it, so that a file rewritten keeps its meaning.
  package var formatVersion = ScenarioFormat.current

  /// Creates a scenario.
  ///
  /// - Parameters:
  ///   - title: A line or two about what the scenario shows.
  ///   - container: The container's size and safe area.
  ///   - configuration: The sheet's configuration.
  ///   - frameRate: The frames per second of a settling sheet.
  ///   - until: When the scenario ends; `nil` ends it with the last event.
  ///   - events: The inputs, in time order.
  ///   - expect: What the sheet must be at given moments.
  public init(
    title: String? = nil,
    container: PullUpContainer,
    configuration: Configuration = Configuration(),
    frameRate: Double = 60,
    until: Double? = nil,
    events: [Event] = [],
    expect: [Expectation] = []
  ) {
    self.title = title
    self.container = container
    self.configuration = configuration
    self.frameRate = frameRate
    self.until = until
    self.events = events
    self.expect = expect
  }

  /// When the scenario ends: `until`, or the last event's time, or zero.
  package var endTime: Double {
    until ?? events.last?.time ?? 0
  }

  /// Checks every value the way the JSON reader does, for a scenario built in code.
  ///
  /// - Throws: ``PullUpScenarioError`` naming the JSON path of the first bad value.
  public func validate() throws(PullUpScenarioError) {
    try Self.validate(container, at: "container")
    try configuration.validate()
    try validateFrameRate()
    try ScenarioCheck.eventCount(events.count)
    var previous = 0.0
    for (index, event) in events.enumerated() {
      try event.validate(at: "events[\(index)]")
      guard event.time >= previous else {
        throw PullUpScenarioError(
          .outOfOrder, at: "events[\(index)].at",
          "\(JSONWriter.number(event.time)) is before the previous event's time \(JSONWriter.number(previous)); "
            + "events must be in time order")
      }
      previous = event.time
    }
    if let until {
      try ScenarioCheck.nonNegative(until, at: "until")
      try ScenarioCheck.atMost(until, ScenarioLimits.duration, at: "until")
      guard until >= previous else {
        throw PullUpScenarioError(
          .outOfOrder, at: "until",
          "\(JSONWriter.number(until)) is before the last event's time \(JSONWriter.number(previous))")
      }
    }
    for (index, expectation) in expect.enumerated() {
      try expectation.validate(at: "expect[\(index)]", end: endTime)
    }
  }

  /// Checks ``frameRate`` against 1 to 1000 (`PullUpError.frameRateRange`), the range every frame rate takes.
  func validateFrameRate() throws(PullUpScenarioError) {
    try ScenarioCheck.within(frameRate, PullUpError.frameRateRange, at: "frameRate")
  }

  static func validate(_ container: PullUpContainer, at path: String) throws(PullUpScenarioError) {
    try ScenarioCheck.positive(container.size.width, at: path + ".width")
    try ScenarioCheck.positive(container.size.height, at: path + ".height")
    try ScenarioCheck.nonNegative(container.safeArea.top, at: path + ".safeArea.top")
    try ScenarioCheck.nonNegative(container.safeArea.bottom, at: path + ".safeArea.bottom")
  }

  /// Checks a saved state by `PullUpRestorationState.validate()`, naming the JSON key of the value it refuses.
  static func validate(_ state: PullUpRestorationState, at path: String) throws(PullUpScenarioError) {
    do {
      try state.validate()
    } catch {
      guard case .invalidInput(let name, let value, let rule) = error else {
        throw PullUpScenarioError(.invalidValue, at: path, error.description)
      }
      let key = restorationKey(name).map { "\(path).\($0)" } ?? path
      let found = value.isFinite ? JSONWriter.number(value) : "\(value)"
      throw PullUpScenarioError(.invalidValue, at: key, "\(rule), found \(found)")
    }
  }

  /// The JSON key of a saved state's value, by the name `PullUpRestorationState.validate()` gives it.
  private static func restorationKey(_ name: PullUpError.ValueName) -> String? {
    switch name {
    case .restoredDetentCount: return "detentCount"
    case .restoredDetentIndex: return "detentIndex"
    case .restoredFraction: return "fraction"
    case .restoredHeight: return "height"
    default: return nil
    }
  }
}
