import PullUp
import PullUpCore
import PullUpTesting

/// Replays a scenario headlessly: a `PullUpController` on a `PullUpTestClock`, its frames at the
/// scenario's frame rate, every input at its exact time.
///
/// ```swift
/// let scenario = try PullUpScenario(contentsOfFile: "Examples/Scenarios/default-flick.pullup.json")
/// let record = try await PullUpScenarioPlayer(scenario).play()
/// print(record.text())
/// ```
///
/// The controller runs exactly as in an app: its frames come from its clock
/// (`PullUpFrameSource.clock(framesPerSecond:)`), counted from the start of each settle. The player moves
/// the test clock from one frame deadline or input time to the next and reads what each step published,
/// so the record is the same on every run, on every machine. A session recorded on a controller with a
/// `PullUpTestClock` and the same frame rate (see ``PullUpScenarioRecorder``) replays to the same
/// snapshots, bit for bit.
public struct PullUpScenarioPlayer: Sendable {
  /// How long, in seconds after the scenario's end, the player lets a moving sheet come to rest before
  /// it stops.
  public static let settleLimit = 30.0

  /// The scenario to replay.
  public var scenario: PullUpScenario
  /// The configuration to run the controller with instead of the scenario's, or `nil` for the scenario's
  /// own. This is how a configuration that no file can hold (your own `PullUpSnapping`) is replayed.
  public var configuration: PullUpConfiguration?

  /// Creates a player.
  ///
  /// - Parameters:
  ///   - scenario: The scenario to replay: its container, frame rate and events.
  ///   - configuration: The configuration to run the controller with instead of the scenario's; `nil`
  ///     for the scenario's own.
  public init(_ scenario: PullUpScenario, configuration: PullUpConfiguration? = nil) {
    self.scenario = scenario
    self.configuration = configuration
  }

  /// Replays the scenario.
  ///
  /// The record holds the sheet at time zero, then for each input its events, its transition and the sheet
  /// after it, and the same for every frame of each settle. After the last event the player runs to
  /// ``PullUpScenario/until``, then on until the sheet rests (at most ``settleLimit`` seconds more).
  ///
  /// - Returns: The record.
  /// - Throws: ``PullUpScenarioError`` when the scenario does not validate, or (kind
  ///   ``PullUpScenarioError/Kind/rejectedEvent``) when the controller refuses one of its events, such
  ///   as a drag change without a drag that began.
  public func play() async throws(PullUpScenarioError) -> PullUpScenarioRecord {
    try scenario.validate()
    var session = try ReplaySession(scenario, configuration: configuration)
    for (index, event) in scenario.events.enumerated() {
      await session.runFrames(through: event.time)
      await session.moveClock(to: PullUpClockTime.duration(readingAs: event.time))
      do {
        try await session.apply(event.input)
      } catch {
        throw PullUpScenarioError(
          .rejectedEvent, at: "events[\(index)]",
          "the controller refused this \(event.input.name) event at \(event.time) s: \(error.description)")
      }
      await session.recordStep(input: (index, event.input))
    }
    await session.runFrames(through: scenario.endTime)
    await session.runFrames(through: scenario.endTime + Self.settleLimit)
    return await session.finish()
  }
}

extension PullUpScenario {
  /// Replays the scenario with a ``PullUpScenarioPlayer``.
  ///
  /// - Returns: The record.
  /// - Throws: ``PullUpScenarioError`` as ``PullUpScenarioPlayer/play()`` does.
  public func replay() async throws(PullUpScenarioError) -> PullUpScenarioRecord {
    try await PullUpScenarioPlayer(self).play()
  }

  /// Creates a controller set up as this scenario describes: its configuration, container, content height
  /// and frame rate, on the clock you give. Front ends that record with a ``PullUpScenarioRecorder`` use it
  /// so that the recording replays exactly.
  ///
  /// - Parameters:
  ///   - clock: The controller's clock.
  ///   - configuration: A configuration to use instead of the scenario's, or `nil` for the scenario's own.
  /// - Returns: The controller.
  /// - Throws: ``PullUpScenarioError`` when the configuration, the container or the frame rate does not
  ///   validate.
  public func makeController<C: Clock>(clock: C, configuration: PullUpConfiguration? = nil)
    throws(PullUpScenarioError) -> PullUpController
  where C.Duration == Duration {
    let resolved: PullUpConfiguration
    if let configuration {
      resolved = configuration
    } else {
      resolved = try self.configuration.makeConfiguration()
    }
    try Self.validate(container, at: "container")
    try validateFrameRate()
    do {
      return try PullUpController(
        configuration: resolved, container: container, contentHeight: self.configuration.contentHeight,
        clock: clock, frameSource: .clock(framesPerSecond: frameRate))
    } catch {
      throw PullUpScenarioError(.invalidConfiguration, at: "", error.description)
    }
  }
}
