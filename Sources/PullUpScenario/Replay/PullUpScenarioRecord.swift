import PullUpCore
import PullUpFrontEnd

/// Everything a replay produced, in order: the inputs, the events and transitions they caused, a snapshot
/// after every input and every animation frame, and the snapshot the sheet came to rest at.
///
/// Read where the sheet ended with ``final``, the steps with ``frames``, ``events`` and ``transitions``,
/// and the whole run in order through the outputs. A record is deterministic: replaying the same scenario
/// gives an equal record, and its text forms
/// (``text()``, ``jsonLines()``, ``explanation()``, ``svg(theme:)``) are byte-identical from run to run.
public struct PullUpScenarioRecord: Sendable, Hashable {
  /// One thing that happened during a replay, with its time and the sheet right after.
  package struct Entry: Sendable, Hashable {
    /// What happened.
    package enum Kind: Sendable, Hashable {
      /// The scenario's event at this index was applied: an input event, or one of the inputs a raw event
      /// gave.
      case input(index: Int, PullUpInput)
      /// The scenario's raw event at this index was interpreted, against the sheet in the entry's snapshot;
      /// the inputs it gave follow, each as an `input` entry with the same index.
      case rawEvent(index: Int, PullUpRawEvent, PullUpInterpretation)
      /// The controller reported an event.
      case event(PullUpEvent)
      /// The state changed.
      case transition(PullUpTransition)
      /// The sheet after an input or an animation frame; the first frame is the sheet at the start.
      case frame
    }

    /// When, in seconds, on the controller's clock.
    package var time: Double
    /// What happened.
    package var kind: Kind
    /// The sheet after the input or the frame this entry belongs to.
    package var snapshot: PullUpSnapshot

    /// Creates an entry.
    ///
    /// - Parameters:
    ///   - time: When, in seconds.
    ///   - kind: What happened.
    ///   - snapshot: The sheet after the step this entry belongs to.
    package init(time: Double, kind: Kind, snapshot: PullUpSnapshot) {
      self.time = time
      self.kind = kind
      self.snapshot = snapshot
    }
  }

  /// The scenario that was replayed; ``check()`` checks its expectations.
  public var scenario: PullUpScenario
  /// Everything that happened, in order. Within one step (an input or a frame) the input comes first,
  /// then the controller's events, then the state transition, then the frame.
  package var entries: [Entry]
  /// The sheet when the replay ended: at rest, unless a finger still holds it or it was still moving
  /// 30 seconds after the scenario's end.
  public var final: PullUpSnapshot
  /// The container when the replay ended (a `setContainer` event changes it).
  package var finalContainer: PullUpContainer
  /// The configuration the controller ran with: the scenario's, or the one given to the player (which
  /// may hold your own snap policy).
  var configuration: PullUpConfiguration

  /// Creates a record.
  ///
  /// - Parameters:
  ///   - scenario: The scenario that was replayed.
  ///   - entries: Everything that happened, in order.
  ///   - final: The sheet when the replay ended.
  ///   - finalContainer: The container when the replay ended.
  ///   - configuration: The configuration the controller ran with; `nil` for the scenario's own.
  package init(
    scenario: PullUpScenario, entries: [Entry], final: PullUpSnapshot, finalContainer: PullUpContainer,
    configuration: PullUpConfiguration? = nil
  ) {
    self.scenario = scenario
    self.entries = entries
    self.final = final
    self.finalContainer = finalContainer
    self.configuration = configuration ?? scenario.configuration.mapped()
  }

  /// The snapshot after every input and every frame, in order, starting with the sheet at time zero.
  public var frames: [PullUpSnapshot] {
    entries.compactMap { entry in
      if case .frame = entry.kind { return entry.snapshot }
      return nil
    }
  }

  /// The state transitions with their times, in order.
  public var transitions: [(time: Double, transition: PullUpTransition)] {
    entries.compactMap { entry in
      if case .transition(let transition) = entry.kind { return (entry.time, transition) }
      return nil
    }
  }

  /// The controller's events with their times, in order.
  public var events: [(time: Double, event: PullUpEvent)] {
    entries.compactMap { entry in
      if case .event(let event) = entry.kind { return (entry.time, event) }
      return nil
    }
  }

  /// The snapshot right after each input the replay applied, in order: one per input event, and one per
  /// input a raw event gave.
  package var snapshotsAfterInputs: [PullUpSnapshot] {
    var snapshots: [PullUpSnapshot] = []
    var pending = false
    for entry in entries {
      switch entry.kind {
      case .input: pending = true
      case .frame where pending:
        snapshots.append(entry.snapshot)
        pending = false
      case .frame, .rawEvent, .event, .transition: break
      }
    }
    return snapshots
  }
}
