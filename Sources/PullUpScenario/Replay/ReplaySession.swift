import PullUp
import PullUpCore
import PullUpTesting

/// The moving parts of one replay: the clock, the controller, the stream readers and the record so far.
struct ReplaySession {
  let scenario: PullUpScenario
  let clock = PullUpTestClock()
  let controller: PullUpController
  var container: PullUpContainer
  var states: PullUpStream<PullUpState>.Iterator
  var events: PullUpStream<PullUpEvent>.Iterator
  var entries: [PullUpScenarioRecord.Entry] = []
  /// The controller's time when the current settle's frames started, or `nil` when no frames run.
  var frameStart: Double?
  /// The number of the last frame of the current settle.
  var frameNumber = 0
  var phase = PullUpPhase.resting
  /// The state as last reported.
  var state: PullUpState

  init(_ scenario: PullUpScenario) throws(PullUpScenarioError) {
    self.scenario = scenario
    controller = try scenario.makeController(clock: clock)
    container = scenario.container
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

  /// Runs the frames of the current settle, and of none after it, that the controller reads at or before
  /// `seconds`, recording each.
  ///
  /// The deadlines are the controller's own: `start + n / framesPerSecond` seconds after it was created,
  /// where `start` is when the settle began (see `PullUpFrameSource.clock(framesPerSecond:)`). The clock is
  /// moved to each deadline in turn, so that exactly one frame runs per step. A frame at the same time as
  /// an input runs first, as it does on a live clock that reached the frame's deadline.
  mutating func runFrames(through seconds: Double) async {
    if entries.isEmpty { await recordStep(input: nil) }
    let period = 1 / scenario.frameRate
    while let start = frameStart {
      let deadline = Duration.seconds(start + Double(frameNumber + 1) * period)
      guard ClockTime.seconds(deadline) <= seconds else { return }
      await moveClock(to: deadline)
      frameNumber += 1
      await recordStep(input: nil)
    }
  }

  /// Gives an input to the controller.
  mutating func apply(_ input: PullUpScenario.Input) async throws(PullUpError) {
    if entries.isEmpty { await recordStep(input: nil) }
    try await controller.apply(input, container: &container)
  }

  /// Records what the last step (an input, a frame, or the start) published, and follows the frames.
  mutating func recordStep(input: (index: Int, input: PullUpScenario.Input)?) async {
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
    if snapshot.phase == .settling, phase != .settling {
      frameStart = ClockTime.seconds(clock.now.offset)
      frameNumber = 0
    } else if snapshot.phase != .settling {
      frameStart = nil
    }
    phase = snapshot.phase
  }

  /// Ends the replay: the final snapshot, and the controller's streams and tasks ended.
  mutating func finish() async -> PullUpScenarioRecord {
    if entries.isEmpty { await recordStep(input: nil) }
    let final = await controller.snapshot
    await controller.finish()
    return PullUpScenarioRecord(scenario: scenario, entries: entries, final: final, finalContainer: container)
  }
}
