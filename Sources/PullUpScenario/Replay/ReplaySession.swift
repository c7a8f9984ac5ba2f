import PullUp
import PullUpCore

/// The moving parts of one replay: the clock, the controller and the stream readers. Each step (the start,
/// an input, a frame) returns its entries; the session keeps none, so a replay's memory does not grow with
/// its length.
struct ReplaySession {
  let scenario: PullUpScenario
  let clock = PullUpTestClock()
  let controller: PullUpController
  /// The configuration the controller runs with: the one given instead of the scenario's, or the scenario's
  /// with its plug-ins.
  let configuration: PullUpConfiguration
  var states: PullUpStream<PullUpState>.Iterator
  var events: PullUpStream<PullUpEvent>.Iterator
  /// The state as last reported.
  var state: PullUpState
  /// The container the last accepted container change set, or the scenario's own.
  var container: PullUpContainer
  /// How many frames ran so far.
  var frameCount = 0
  /// The most frames the replay runs.
  let frameLimit: Int
  /// What the scenario's raw events mean: one interpreter for the whole replay, as a front end keeps one per
  /// sheet, so that a press followed over several events is one press.
  var interpreter: PullUpInterpreter

  init(
    _ scenario: PullUpScenario, configuration: PullUpConfiguration?, plugIns: PullUpScenario.PlugIns, frameLimit: Int
  ) throws(PullUpScenarioError) {
    let resolved: PullUpConfiguration
    if let configuration {
      resolved = configuration
    } else {
      resolved = try scenario.configuration.makeConfiguration(plugIns: plugIns)
    }
    self.scenario = scenario
    self.configuration = resolved
    interpreter = PullUpInterpreter(settings: scenario.configuration.setup(plugIns: plugIns).interpreter)
    interpreter.measuresGrabsFromThresholdEdge = ScenarioFormat.measuresGrabsFromThresholdEdge(
      version: scenario.formatVersion)
    self.frameLimit = frameLimit
    controller = try scenario.makeController(clock: clock, configuration: resolved)
    states = controller.states.makeAsyncIterator()
    events = controller.events.makeAsyncIterator()
    // A new reader first receives the current state: the state transitions start from it.
    state = states.drainPending().last ?? .collapsed
    container = scenario.container
  }

  /// The first step: the sheet at time zero.
  mutating func start() async -> [PullUpScenarioRecord.Entry] {
    await controller.setRestRule(ScenarioFormat.restRule(version: scenario.formatVersion))
    return await recordStep(input: nil)
  }

  /// Moves the clock forward to `instant`, running no frames (``nextFrame(through:)`` ran them).
  func moveClock(to instant: Duration) async {
    let now = clock.now.offset
    if instant > now { await clock.advance(by: instant - now) }
  }

  /// Runs the next frame if the controller reads it at or before `seconds`, and returns its entries; `nil`
  /// when no frame is due by then.
  ///
  /// The session does not know when frames are due: it asks the clock for the deadline the controller's
  /// frame task sleeps until, and reads it as the controller does (`PullUpClockTime`). A frame at the same
  /// time as an input runs first, as it does on a live clock that reached the frame's deadline.
  ///
  /// - Throws: ``PullUpScenarioError`` of kind ``PullUpScenarioError/Kind/limitExceeded`` instead of running
  ///   a frame beyond ``frameLimit`` (`ScenarioLimits.frames` unless a harness lowers it).
  mutating func nextFrame(through seconds: Double) async throws(PullUpScenarioError) -> [PullUpScenarioRecord.Entry]? {
    guard let deadline = await clock.nextDeadline() else { return nil }
    let time = PullUpClockTime.seconds(deadline.offset)
    guard time <= seconds else { return nil }
    guard frameCount < frameLimit else {
      throw PullUpScenarioError(
        .limitExceeded, at: "",
        "the replay ran \(frameCount) frames, the most it may, and the sheet "
          + "still moves at \(TextNumber.seconds(time)) s; lower frameRate, end sooner with until, or use a spring "
          + "that comes to rest sooner")
    }
    frameCount += 1
    await moveClock(to: deadline.offset)
    return await recordStep(input: nil)
  }

  /// Interprets a raw event against the sheet as it is now, at the clock's time: what the interpreter
  /// decided, and the entry that records it.
  mutating func interpret(_ event: PullUpRawEvent, index: Int) async
    -> (entry: PullUpScenarioRecord.Entry, interpretation: PullUpInterpretation)
  {
    let snapshot = await controller.snapshot
    let interpretation = interpreter.interpret(event, on: snapshot)
    let entry = PullUpScenarioRecord.Entry(
      time: PullUpClockTime.seconds(clock.now.offset), kind: .rawEvent(index: index, event, interpretation),
      snapshot: snapshot)
    return (entry, interpretation)
  }

  /// Gives an input to the controller.
  func apply(_ input: PullUpInput) async throws(PullUpError) {
    try await controller.send(input)
  }

  /// What the last step (an input, a frame, or the start) published, as entries; follows the state and the
  /// container.
  mutating func recordStep(input: (index: Int, input: PullUpInput)?) async -> [PullUpScenarioRecord.Entry] {
    let snapshot = await controller.snapshot
    let time = snapshot.time
    var entries: [PullUpScenarioRecord.Entry] = []
    if let input {
      entries.append(.init(time: time, kind: .input(index: input.index, input.input), snapshot: snapshot))
      if case .setContainer(let changed, _) = input.input { container = changed }
    }
    for event in events.drainPending() { entries.append(.init(time: time, kind: .event(event), snapshot: snapshot)) }
    for next in states.drainPending() {
      entries.append(.init(time: time, kind: .transition(PullUpTransition(from: state, to: next)), snapshot: snapshot))
      state = next
    }
    entries.append(.init(time: time, kind: .frame, snapshot: snapshot))
    return entries
  }

  /// Ends the replay: how it ended, and the controller's streams and tasks ended.
  func finish() async -> ReplayEnd {
    let final = await controller.snapshot
    await controller.finish()
    return ReplayEnd(
      final: final, finalContainer: container, configuration: configuration)
  }
}
