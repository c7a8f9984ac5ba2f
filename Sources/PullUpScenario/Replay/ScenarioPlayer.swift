import PullUp
import PullUpCore

/// Replays a scenario headlessly: a `PullUpController` on a `PullUpTestClock`, its frames at the
/// scenario's frame rate, every input at its exact time. ``PullUpScenario/replay(configuration:plugIns:)``
/// runs it; `pullup` and the replay fuzzer also stream its entries (``play(each:)``) and lower its frame limit.
package struct ScenarioPlayer: Sendable {
  /// How long, in seconds after the scenario's end, the player lets a moving sheet come to rest before
  /// it stops.
  static let settleLimit = 30.0

  /// The most frames this player runs: `ScenarioLimits.frames` unless a harness (the replay fuzzer,
  /// `pullup demo`'s tests) lowers it.
  package var frameLimit = ScenarioLimits.frames

  /// The scenario to replay.
  package var scenario: PullUpScenario
  /// The configuration to run the controller with instead of the scenario's, or `nil` for the scenario's
  /// own. This is how a configuration that no file can hold (your own `PullUpSnapping`) is replayed.
  var configuration: PullUpConfiguration?
  /// The snap policies and motions the scenario's configuration names.
  var plugIns: PullUpScenario.PlugIns

  /// Creates a player.
  ///
  /// - Parameters:
  ///   - scenario: The scenario to replay: its container, frame rate and events.
  ///   - configuration: The configuration to run the controller with instead of the scenario's, `nil`
  ///     for the scenario's own.
  ///   - plugIns: The snap policies and motions the scenario's configuration names; none by default.
  package init(
    _ scenario: PullUpScenario, configuration: PullUpConfiguration? = nil, plugIns: PullUpScenario.PlugIns = .init()
  ) {
    self.scenario = scenario
    self.configuration = configuration
    self.plugIns = plugIns
  }

  /// Replays the scenario, as ``PullUpScenario/replay(configuration:plugIns:)`` describes.
  ///
  /// - Returns: The record.
  /// - Throws: ``PullUpScenarioError`` as ``PullUpScenario/replay(configuration:plugIns:)`` does.
  package func play() async throws(PullUpScenarioError) -> PullUpScenarioRecord {
    var entries: [PullUpScenarioRecord.Entry] = []
    let end = try await play { entry in
      entries.append(entry)
      return true
    }
    // `body` never stops the replay, so it ends.
    return PullUpScenarioRecord(scenario: scenario, entries: entries, end: end!)
  }

  /// Replays the scenario and hands each entry to `body` as soon as the replay makes it, in the order of
  /// the record's `entries`, keeping none: the memory a replay needs does not grow with its
  /// length.
  ///
  /// - Parameter body: Takes each entry; returns `false` to stop the replay there.
  /// - Returns: How the replay ended, or `nil` when `body` stopped it.
  /// - Throws: ``PullUpScenarioError`` as ``play()`` does; entries handed over before the error stand.
  package func play(each body: (PullUpScenarioRecord.Entry) -> Bool) async throws(PullUpScenarioError)
    -> ReplayEnd?
  {
    try scenario.validate()
    var session = try ReplaySession(scenario, configuration: configuration, plugIns: plugIns, frameLimit: frameLimit)
    guard (await session.start()).allSatisfy(body) else { return nil }
    func runFrames(through seconds: Double) async throws(PullUpScenarioError) -> Bool {
      while let entries = try await session.nextFrame(through: seconds) {
        guard entries.allSatisfy(body) else { return false }
      }
      return true
    }
    for (index, event) in scenario.events.enumerated() {
      guard try await runFrames(through: event.time) else { return nil }
      await session.moveClock(to: PullUpClockTime.duration(readingAs: event.time))
      let inputs: [PullUpInput]
      switch event.kind {
      case .input(let input):
        inputs = [input]
      case .raw(let raw):
        let (entry, interpretation) = await session.interpret(raw, index: index)
        guard body(entry) else { return nil }
        inputs = interpretation.inputs
      }
      for input in inputs {
        do {
          try await session.apply(input)
        } catch {
          let what =
            event.input == nil ? "the \(input.name) input this \(event.name) event gave" : "this \(input.name) event"
          throw PullUpScenarioError(
            .rejectedEvent, at: "events[\(index)]",
            "the controller refused \(what) at \(event.time) s: \(error.description)")
        }
        guard (await session.recordStep(input: (index, input))).allSatisfy(body) else { return nil }
      }
    }
    guard try await runFrames(through: scenario.endTime),
      try await runFrames(through: scenario.endTime + Self.settleLimit)
    else { return nil }
    return await session.finish()
  }
}

extension PullUpScenario {
  /// Replays the scenario headlessly: a `PullUpController` on a `PullUpTestClock`, its frames at the
  /// scenario's frame rate, every input at its exact time.
  ///
  /// ```swift
  /// let scenario = try PullUpScenario(contentsOfFile: "Examples/Scenarios/default-flick.pullup.json")
  /// let record = try await scenario.replay()
  /// print(record.text())
  /// ```
  ///
  /// The controller runs exactly as in an app: its frames come from its clock
  /// (`PullUpFrameSource.clock(framesPerSecond:)`), counted from the start of each settle. The replay moves
  /// the test clock from one frame deadline or input time to the next and reads what each step published,
  /// so the record is the same on every run, on every machine. A session recorded on a controller with a
  /// `PullUpTestClock` and the same frame rate (see ``PullUpScenarioRecorder``) replays to the same
  /// snapshots, bit for bit.
  ///
  /// The record holds the sheet at time zero, then for each input its events, its transition and the sheet
  /// after it, and the same for every frame of each settle. A raw event is interpreted by the replay's one
  /// `PullUpInterpreter` (its settings are the configuration's `interpreter`) against the sheet at the event's
  /// time; the record keeps the interpretation, then each input it gave, applied at that time, as above.
  /// After the last event the replay runs to ``until``, then on until the sheet rests (at most 30 seconds
  /// more, and at most `ScenarioLimits.frames` frames in all).
  ///
  /// - Parameters:
  ///   - configuration: The configuration to run the controller with instead of the scenario's, or `nil`
  ///     (the default) for the scenario's own. This is how a configuration that no file can hold (your own
  ///     `PullUpSnapping`) is replayed.
  ///   - plugIns: Your own `PullUpSnapping` and `PullUpMotion` values, by the names the scenario's
  ///     `snapPolicy` and `motion` give them; none by default.
  /// - Returns: The record.
  /// - Throws: ``PullUpScenarioError`` when the scenario does not validate, (kind
  ///   ``PullUpScenarioError/Kind/rejectedEvent``) when the controller refuses one of its events, such
  ///   as a drag change without a drag that began, or (kind ``PullUpScenarioError/Kind/limitExceeded``)
  ///   when the replay needs more than `ScenarioLimits.frames` frames.
  public func replay(
    configuration: PullUpConfiguration? = nil, plugIns: PlugIns = .init()
  ) async throws(PullUpScenarioError) -> PullUpScenarioRecord {
    try await ScenarioPlayer(self, configuration: configuration, plugIns: plugIns).play()
  }

  /// Creates a controller set up as this scenario describes: its configuration, container, content height
  /// and frame rate, on the clock you give. Front ends that record with a ``PullUpScenarioRecorder`` use it
  /// so that the recording replays exactly.
  ///
  /// - Parameters:
  ///   - clock: The controller's clock.
  ///   - configuration: A configuration to use instead of the scenario's, or `nil` for the scenario's own.
  ///   - plugIns: The snap policies and motions the scenario's configuration names; none by default.
  /// - Returns: The controller.
  /// - Throws: ``PullUpScenarioError`` when the configuration, the container or the frame rate does not
  ///   validate.
  public func makeController<C: Clock>(
    clock: C, configuration: PullUpConfiguration? = nil, plugIns: PlugIns = .init()
  ) throws(PullUpScenarioError) -> PullUpController
  where C.Duration == Duration {
    let resolved: PullUpConfiguration
    if let configuration {
      resolved = configuration
    } else {
      resolved = try self.configuration.makeConfiguration(plugIns: plugIns)
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
