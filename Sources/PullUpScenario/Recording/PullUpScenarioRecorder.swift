import PullUp
import PullUpCore

/// Writes down a live session as a scenario: a front end tells it each input the controller accepted, with
/// the controller's time, and gets back a ``PullUpScenario`` that replays the session. A front end with a
/// `PullUpInterpreter` can record the raw events it interpreted instead of the inputs they gave
/// (``record(_:at:)-(PullUpRawEvent,_)``), so that the replay decides the gestures again.
///
/// ```swift
/// let recorder = PullUpScenarioRecorder(configuration: .init(preset: .default), container: container)
/// let controller = try recorder.setup.makeController(clock: ContinuousClock())
///
/// // Give inputs through the recorder: it records those the controller accepts, with their time.
/// try await recorder.apply(.dragBegan(), to: controller)
/// try await recorder.apply(.dragChanged(translation: -40), to: controller)
///
/// // Or call the controller yourself, then record the input with the controller's time for it.
/// try await controller.send(.dragEnded(velocity: -900))
/// try recorder.record(.dragEnded(velocity: -900), at: await controller.snapshot.time)
///
/// let json = recorder.scenario().json()
/// ```
///
/// Record an input only after the controller accepted it, with the controller's time for it: the `time`
/// of its snapshot right after the input. An input the controller refused changed nothing and must not be
/// recorded; ``apply(_:to:)`` takes care of both.
///
/// A replay reproduces the recorded snapshots bit for bit when the controller ran on a
/// `PullUpTestClock` with clock frames at the recorder's frame rate, as
/// ``PullUpScenario/makeController(clock:configuration:plugIns:)`` sets it up. On a real clock frames land a little late, so
/// heights in the middle of a settle can differ by fractions of a point; the inputs, the decisions and the
/// resting heights are the same.
///
/// The recorder is a class guarded by a lock, so several tasks may share it. A time earlier than the last
/// one recorded counts as the last one, as it does for the controller.
public final class PullUpScenarioRecorder: Sendable {
  private struct State {
    var scenario: PullUpScenario
    var latest = 0.0
  }

  private let state: PullUpLock<State>

  /// Creates a recorder for a session that starts at time zero.
  ///
  /// - Parameters:
  ///   - configuration: The sheet's configuration, as the scenario describes it.
  ///   - container: The container at the start.
  ///   - frameRate: The frames per second of the live controller's settles.
  ///   - title: A line about the session, written into the scenario.
  public init(
    configuration: PullUpScenario.Configuration = .init(), container: PullUpContainer,
    frameRate: Double = 60, title: String? = nil
  ) {
    let scenario = PullUpScenario(
      title: title, container: container, configuration: configuration, frameRate: frameRate)
    state = PullUpLock(State(scenario: scenario))
  }

  /// The session's setup without its events: use its ``PullUpScenario/makeController(clock:configuration:plugIns:)`` for the
  /// live controller.
  public var setup: PullUpScenario {
    state.withLock { state in
      var setup = state.scenario
      setup.events = []
      return setup
    }
  }

  /// Records an input the controller accepted.
  ///
  /// - Parameters:
  ///   - input: The input.
  ///   - time: The controller's time for it, in seconds.
  /// - Throws: ``PullUpScenarioError`` for a value the scenario format refuses (a translation that is not
  ///   finite, a negative size, a time that is not finite or is negative), or of kind
  ///   ``PullUpScenarioError/Kind/limitExceeded`` once 100,000 inputs (the most a scenario holds) are
  ///   recorded; nothing is recorded then.
  public func record(_ input: PullUpInput, at time: Double) throws(PullUpScenarioError) {
    try append(PullUpScenario.Event(at: time, input))
  }

  /// Records a toolkit's raw event, for a replay that interprets it as the front end's interpreter did, so
  /// that the recording tests gesture arbitration (thresholds, taps, who keeps a press) with no UI host.
  ///
  /// Call it when the front end hands the event to its `PullUpInterpreter`, before it applies the inputs
  /// the interpreter returns, and do not record those inputs: the replay's interpreter gives them again. Set
  /// the configuration's `interpreter` to the front end's interpreter settings, so that the replay's
  /// decides the same. Inputs the front end gives by other ways (a resize, a menu) are recorded with
  /// ``record(_:at:)-(PullUpInput,_)`` as usual.
  ///
  /// - Parameters:
  ///   - event: The event as the interpreter got it; its own time is replaced by `time`.
  ///   - time: Its time in the recording, in seconds on the controller's clock, as an input's. A front end
  ///     whose events carry another clock's times (GDK's) shifts them by one offset, so that the spacing
  ///     between raw events, which a release's velocity comes from, stays the toolkit's.
  /// - Throws: ``PullUpScenarioError`` for a value the scenario format refuses (a position or delta that is
  ///   not finite, a negative `contentMaximum`, a time that is not finite or is negative), or of kind
  ///   ``PullUpScenarioError/Kind/limitExceeded`` once 100,000 events (the most a scenario holds) are
  ///   recorded; nothing is recorded then.
  public func record(_ event: PullUpRawEvent, at time: Double) throws(PullUpScenarioError) {
    var raw = PullUpScenario.Event(event)
    raw.time = time
    try append(raw)
  }

  /// Checks an event as a scenario file's would be checked, and appends it at the latest time recorded if
  /// its own is earlier.
  private func append(_ event: PullUpScenario.Event) throws(PullUpScenarioError) {
    let index = state.withLock { $0.scenario.events.count }
    try ScenarioCheck.eventCount(index + 1)
    try event.validate(at: "events[\(index)]")
    state.withLock { state in
      var event = event
      state.latest = Swift.max(state.latest, event.time)
      event.time = state.latest
      state.scenario.events.append(event)
    }
  }

  /// Gives an input to a controller and, when the controller accepts it, records it with the
  /// controller's time for it: the simplest way to keep the recording faithful.
  ///
  /// Call it from one task at a time, so that no other input reaches the controller between the input
  /// and the reading of its time.
  ///
  /// - Parameters:
  ///   - input: The input.
  ///   - controller: The live controller, made with ``setup``'s ``PullUpScenario/makeController(clock:configuration:plugIns:)``.
  /// - Throws: `PullUpError` when the controller refuses the input (nothing is recorded then), or
  ///   ``PullUpScenarioError`` when the input cannot be written into a scenario (the controller already
  ///   took it then).
  public func apply(_ input: PullUpInput, to controller: PullUpController) async throws {
    try await controller.send(input)
    try record(input, at: await controller.snapshot.time)
  }

  /// The number of events (inputs and raw events) recorded so far.
  package var count: Int {
    state.withLock { $0.scenario.events.count }
  }

  /// The session so far as a scenario.
  ///
  /// - Parameter until: When the scenario ends, at least the last input's time; `nil` ends it with the last
  ///   input.
  /// - Returns: The scenario.
  public func scenario(until: Double? = nil) -> PullUpScenario {
    state.withLock { state in
      var scenario = state.scenario
      if let until, until.isFinite {
        scenario.until = Swift.min(Swift.max(until, state.latest), ScenarioLimits.duration)
      }
      return scenario
    }
  }
}
