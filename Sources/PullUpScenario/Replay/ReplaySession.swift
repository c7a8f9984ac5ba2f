import PullUp
import PullUpCore
import PullUpTesting

/// The moving parts of one replay: the clock, the controller, the stream readers and the record so far.
struct ReplaySession {
  let scenario: PullUpScenario
  let clock = PullUpTestClock()
  let controller: PullUpController
  /// The configuration given instead of the scenario's, if any.
  let configuration: PullUpConfiguration?
  var states: PullUpStream<PullUpState>.Iterator
  var events: PullUpStream<PullUpEvent>.Iterator
  var entries: [PullUpScenarioRecord.Entry] = []
  /// The state as last reported.
  var state: PullUpState

  init(_ scenario: PullUpScenario, configuration: PullUpConfiguration?) throws(PullUpScenarioError) {
    self.scenario = scenario
    self.configuration = configuration
    controller = try scenario.makeController(clock: clock, configuration: configuration)
    states = controller.states.makeAsyncIterator()
    events = controller.events.makeAsyncIterator()
    // A new reader first receives the current state: the state transitions start from it.
    state = states.drainPending().last ?? .collapsed
  }

  /// Moves the clock forward to `instant`, running no frames (``runFrames(through:)`` ran them).
  func moveClock(to instant: Duration) async {
    let now = clock.now.offset
    if instant > now { await clock.advance(by: instant - now) }
  }

  /// Runs every frame the controller reads at or before `seconds`, one at a time, recording each.
  ///
  /// The player does not know when frames are due: it asks the clock for the deadline the controller's
  /// frame task sleeps until, and reads it as the controller does (`PullUpClockTime`). A frame at the same
  /// time as an input runs first, as it does on a live clock that reached the frame's deadline.
  mutating func runFrames(through seconds: Double) async {
    if entries.isEmpty { await recordStep(input: nil) }
    while let deadline = await clock.nextDeadline(), PullUpClockTime.seconds(deadline.offset) <= seconds {
      await moveClock(to: deadline.offset)
      await recordStep(input: nil)
    }
  }

  /// Gives an input to the controller.
  mutating func apply(_ input: PullUpInput) async throws(PullUpError) {
    if entries.isEmpty { await recordStep(input: nil) }
    try await controller.send(input)
  }

  /// Records what the last step (an input, a frame, or the start) published, and follows the frames.
  mutating func recordStep(input: (index: Int, input: PullUpInput)?) async {
    let snapshot = await controller.snapshot
    let time = snapshot.time
    if let input {
      entries.append(.init(time: time, kind: .input(index: input.index, input.input), snapshot: snapshot))
    }
    for event in events.drainPending() { entries.append(.init(time: time, kind: .event(event), snapshot: snapshot)) }
    for next in states.drainPending() {
      entries.append(.init(time: time, kind: .transition(PullUpTransition(from: state, to: next)), snapshot: snapshot))
      state = next
    }
    entries.append(.init(time: time, kind: .frame, snapshot: snapshot))
  }

  /// Ends the replay: the final snapshot, and the controller's streams and tasks ended.
  mutating func finish() async -> PullUpScenarioRecord {
    if entries.isEmpty { await recordStep(input: nil) }
    let final = await controller.snapshot
    await controller.finish()
    // The container the last accepted container change set, or the scenario's own.
    var container = scenario.container
    for case .input(_, .setContainer(let changed, _)) in entries.map(\.kind) { container = changed }
    return PullUpScenarioRecord(
      scenario: scenario, entries: entries, final: final, finalContainer: container,
      configuration: configuration)
  }
}
