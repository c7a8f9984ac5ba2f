import PullUpCore

/// A whole run of a sheet, for plotting: the snapshots taken over time and the events with their times.
///
/// Record as the sheet moves (after each input and each frame), then draw the run with
/// ``PullUpSVGRenderer/render(_:width:height:)``:
///
/// ```swift
/// var timeline = PullUpTimeline()
/// var machine = try PullUpMachine(container: PullUpContainer(width: 390, height: 844))
/// timeline.record(machine.snapshot)
/// timeline.record(try machine.apply(.dragBegan(), at: 0), snapshot: machine.snapshot)
/// timeline.record(try machine.apply(.dragChanged(translation: -40), at: 0.05), snapshot: machine.snapshot)
/// timeline.record(try machine.apply(.dragEnded(velocity: -3000), at: 0.06), snapshot: machine.snapshot)
/// while machine.snapshot.phase == .settling {
///   timeline.record(try machine.advance(to: machine.snapshot.time + 1.0 / 60), snapshot: machine.snapshot)
/// }
/// let svg = PullUpSVGRenderer().render(timeline)
/// ```
///
/// The timeline keeps what it is given in the order given; the plot orders samples by time.
public struct PullUpTimeline: Sendable, Hashable {
  /// An event and when it happened.
  public struct Entry: Sendable, Hashable {
    /// When the event happened, in seconds, on the machine's clock.
    public var time: Double
    /// What happened.
    public var event: PullUpEvent

    /// Creates an entry.
    ///
    /// - Parameters:
    ///   - time: When the event happened, in seconds.
    ///   - event: What happened.
    package init(time: Double, event: PullUpEvent) {
      self.time = time
      self.event = event
    }
  }

  /// The snapshots, in the order recorded.
  public var samples: [PullUpSnapshot]
  /// The events with their times, in the order recorded.
  public var entries: [Entry]

  /// Creates a timeline from samples and events.
  ///
  /// - Parameters:
  ///   - samples: The snapshots, in time order.
  ///   - entries: The events with their times, in time order.
  public init(samples: [PullUpSnapshot] = [], entries: [Entry] = []) {
    self.samples = samples
    self.entries = entries
  }

  /// Adds a snapshot.
  ///
  /// - Parameter snapshot: The sheet at one instant; its `time` places it on the plot.
  public mutating func record(_ snapshot: PullUpSnapshot) {
    samples.append(snapshot)
  }

  /// Adds an event.
  ///
  /// - Parameters:
  ///   - event: What happened.
  ///   - time: When it happened, in seconds.
  public mutating func record(_ event: PullUpEvent, at time: Double) {
    entries.append(Entry(time: time, event: event))
  }

  /// Adds the events of a machine's output at the snapshot's time, then the snapshot: what to call for
  /// each input to a `PullUpMachine`.
  ///
  /// Pass the input as the first argument and the snapshot as the second: Swift evaluates arguments left
  /// to right, so the snapshot is read after the input changed the machine.
  ///
  /// ```swift
  /// timeline.record(try machine.apply(.dragEnded(), at: time), snapshot: machine.snapshot)
  /// ```
  ///
  /// - Parameters:
  ///   - output: What the input produced.
  ///   - snapshot: The machine's snapshot after the input.
  public mutating func record(_ output: PullUpOutput, snapshot: PullUpSnapshot) {
    for event in output.events { record(event, at: snapshot.time) }
    record(snapshot)
  }

  /// The time from the first sample to the last, in seconds; zero without samples.
  package var duration: Double {
    let times = samples.map(\.time).filter(\.isFinite)
    guard let first = times.min(), let last = times.max() else { return 0 }
    return last - first
  }
}
