import PullUp

/// The baseline for the stream benchmarks: `PullUpController`'s input path with the standard library's
/// streams in place of PullUp's.
///
/// The same machine behind an actor performs the same transition for each input, reads the same clock and
/// builds the same snapshot; the only difference is the delivery: one `AsyncStream` per subscriber,
/// `.unbounded` for states (every value kept, as PullUp's states) and `.bufferingNewest(1)` for snapshots
/// (the newest kept, as PullUp's snapshots). A new subscriber first receives the current value, as in
/// PullUp. Events are not published at all, which favours the baseline slightly.
actor AsyncStreamShell {
  private var machine: PullUpMachine
  private let clock = ContinuousClock()
  private let origin: ContinuousClock.Instant
  private var stateContinuations: [AsyncStream<PullUpState>.Continuation] = []
  private var snapshotContinuations: [AsyncStream<PullUpSnapshot>.Continuation] = []

  init(configuration: PullUpConfiguration, container: PullUpContainer) throws(PullUpError) {
    origin = clock.now
    machine = try PullUpMachine(configuration: configuration, container: container, at: 0)
  }

  /// A new states subscriber, starting with the current state.
  func states() -> AsyncStream<PullUpState> {
    let (stream, continuation) = AsyncStream.makeStream(of: PullUpState.self, bufferingPolicy: .unbounded)
    continuation.yield(machine.currentState)
    stateContinuations.append(continuation)
    return stream
  }

  /// A new snapshots subscriber, starting with the current snapshot.
  func snapshots() -> AsyncStream<PullUpSnapshot> {
    let (stream, continuation) = AsyncStream.makeStream(of: PullUpSnapshot.self, bufferingPolicy: .bufferingNewest(1))
    continuation.yield(machine.snapshot)
    snapshotContinuations.append(continuation)
    return stream
  }

  /// The same input as `PullUpController.setHeight(_:animated:)`, delivered through the streams.
  func setHeight(_ height: Double, animated: Bool) throws(PullUpError) {
    let now = seconds(from: origin, to: clock.now)
    let output = try machine.moveRequested(to: .height(height), animated: animated, at: now)
    if let transition = output.transition {
      for continuation in stateContinuations { continuation.yield(transition.to) }
    }
    if output.action != .none {
      let snapshot = machine.snapshot
      for continuation in snapshotContinuations { continuation.yield(snapshot) }
    }
  }

  /// Ends every stream.
  func finish() {
    for continuation in stateContinuations { continuation.finish() }
    for continuation in snapshotContinuations { continuation.finish() }
    stateContinuations.removeAll()
    snapshotContinuations.removeAll()
  }
}
