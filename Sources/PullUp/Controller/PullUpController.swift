/// The sheet's one source of truth: an actor that owns a `PullUpMachine`, runs its frames on a clock,
/// publishes every change and talks to the delegates.
///
/// ```swift
/// let controller = try PullUpController(configuration: .default,
///                                       container: PullUpContainer(width: 390, height: 844))
/// let states = controller.states   // subscribes now, so the loop misses nothing
/// Task {
///   for await state in states { print(state) }
/// }
/// try await controller.send(.dragBegan())
/// try await controller.send(.dragChanged(translation: -120))
/// try await controller.send(.dragEnded(velocity: -900))
/// ```
///
/// Every input performs one machine transition and commits it before anything else happens; the
/// controller never suspends inside an input. Streams are fed synchronously, delegates and renderers are
/// called afterwards on their own isolation, in order. Inputs from several tasks run one after the other
/// in the order they reach the actor.
///
/// Frames run only while the sheet settles: at rest there are no timers and no wake-ups.
public actor PullUpController {
  var machine: PullUpMachine
  let time: any PullUpTimeSource
  /// What drives the frames of a settling sheet.
  public nonisolated let frameSource: PullUpFrameSource
  nonisolated let executor: PullUpExecutor
  /// Lends its executor to a controller with `.own` that no ``PullUpFrameDriver`` drives; a driven one
  /// borrows the driver's.
  private nonisolated let executorHost: ExecutorHost?

  let stateBroadcast: PullUpBroadcast<PullUpState>
  let snapshotBroadcast: PullUpBroadcast<PullUpSnapshot>
  let eventBroadcast: PullUpBroadcast<PullUpEvent>

  var frameTask: Task<Void, Never>?
  /// Whether the controller's ``PullUpFrameDriver`` advances it now.
  var isDriven = false
  var delegateTasks: [DelegateRole: Task<Void, Never>] = [:]
  var rendererTasks: [UInt64: Task<Void, Never>] = [:]
  var nextRendererIdentifier: UInt64 = 0
  /// The sizing and target-height questions: what is asked, what waits for the answers, who waits. The one
  /// writer of that state is the machine itself (see `PullUpQuestions`).
  var questions = PullUpQuestions()
  var isFinished = false

  weak var sizingDelegateStorage: (any PullUpSizingDelegate)?
  weak var targetHeightDelegateStorage: (any PullUpTargetHeightDelegate)?
  weak var sheetInsetsDelegateStorage: (any PullUpSheetInsetsDelegate)?
  weak var contentDelegateStorage: (any PullUpContentDelegate)?
  weak var stateDelegateStorage: (any PullUpStateDelegate)?

  enum DelegateRole: Hashable {
    case sheetInsets, content, state
  }

  /// Creates a controller with its sheet resting at the configuration's initial height.
  ///
  /// - Parameters:
  ///   - configuration: How the sheet behaves.
  ///   - container: The container's size and safe area.
  ///   - contentHeight: The content's height, for fit-to-content detents.
  ///   - clock: The clock for timestamps and frames; tests pass a test clock.
  ///   - frameSource: What drives frames: the clock at 60 frames per second unless you choose otherwise.
  ///   - executor: Where the controller runs: its own executor unless you choose the main actor's or yours.
  /// - Throws: `PullUpError` for an invalid configuration or container, or a `clock(framesPerSecond:)` rate
  ///   outside 1 to 1000 frames per second (`.invalidInput(.framesPerSecond, …)`).
  public init<C: Clock>(
    configuration: PullUpConfiguration = .default,
    container: PullUpContainer,
    contentHeight: Double? = nil,
    clock: C = ContinuousClock(),
    frameSource: PullUpFrameSource = .clock(framesPerSecond: 60),
    executor: PullUpExecutor = .own
  ) throws(PullUpError) where C.Duration == Duration {
    if case .clock(let rate) = frameSource { try PullUpError.requireFrameRate(rate) }
    let time = PullUpClockTimeSource(clock: clock)
    let machine = try PullUpMachine(
      configuration: configuration, container: container, contentHeight: contentHeight, at: time.now())
    self.machine = machine
    self.time = time
    self.frameSource = frameSource
    self.executor = executor
    if case .own = executor, case .driver = frameSource {
      self.executorHost = nil
    } else {
      self.executorHost = ExecutorHost()
    }
    self.stateBroadcast = PullUpBroadcast(current: machine.currentState)
    self.snapshotBroadcast = PullUpBroadcast(current: machine.snapshot)
    self.eventBroadcast = PullUpBroadcast()
  }

  deinit {
    frameTask?.cancel()
    for task in delegateTasks.values { task.cancel() }
    for task in rendererTasks.values { task.cancel() }
    stateBroadcast.finish()
    snapshotBroadcast.finish()
    eventBroadcast.finish()
    if case .driver(let driver) = frameSource { driver.remove(ObjectIdentifier(self)) }
  }

  public nonisolated var unownedExecutor: UnownedSerialExecutor {
    switch executor {
    case .own:
      if let executorHost { return executorHost.unownedExecutor }
      guard case .driver(let driver) = frameSource else { preconditionFailure("only a driven controller has no host") }
      return driver.executor
    case .mainActor: return MainActor.sharedUnownedExecutor
    case .custom(let executor): return executor.asUnownedSerialExecutor()
    }
  }

  // MARK: - Streams

  /// Every state transition, in order, exactly once, never dropped; a new subscriber first gets the
  /// current state. Subscribes when you read the property (see ``PullUpStream``).
  public nonisolated var states: PullUpStream<PullUpState> { states(buffering: .all) }

  /// The state transitions, with a buffer of your choice for a loop that may fall behind.
  ///
  /// - Parameter buffering: What to keep while the loop does not read; `.all` is the ``states`` stream.
  public nonisolated func states(buffering: PullUpBuffering) -> PullUpStream<PullUpState> {
    PullUpStream(broadcast: stateBroadcast, buffering: buffering)
  }

  /// The latest snapshot, per frame while something moves; a new subscriber first gets the current
  /// snapshot, a slow loop skips to the newest. Subscribes when you read the property.
  public nonisolated var snapshots: PullUpStream<PullUpSnapshot> { snapshots(buffering: .newest(1)) }

  /// The snapshots, with a buffer of your choice: `.all` to see every frame however slowly you read.
  ///
  /// - Parameter buffering: What to keep while the loop does not read; `.newest(1)` is the ``snapshots``
  ///   stream.
  public nonisolated func snapshots(buffering: PullUpBuffering) -> PullUpStream<PullUpSnapshot> {
    PullUpStream(broadcast: snapshotBroadcast, buffering: buffering)
  }

  /// What happened and why, in order, never dropped: drags, releases with their height velocity, settles
  /// with their target, decision and cause, interruptions, hiding and showing. There is no current event: a
  /// new subscriber gets only what happens after it subscribed, when you read the property.
  public nonisolated var events: PullUpStream<PullUpEvent> { events(buffering: .all) }

  /// The events, with a buffer of your choice for a loop that may fall behind.
  ///
  /// - Parameter buffering: What to keep while the loop does not read; `.all` is the ``events`` stream.
  public nonisolated func events(buffering: PullUpBuffering) -> PullUpStream<PullUpEvent> {
    PullUpStream(broadcast: eventBroadcast, buffering: buffering)
  }

  /// How many subscribers each stream has now, for tests and diagnostics.
  package nonisolated var subscriberCounts: (states: Int, snapshots: Int, events: Int) {
    (stateBroadcast.subscriberCount, snapshotBroadcast.subscriberCount, eventBroadcast.subscriberCount)
  }

  /// The latest snapshot the ``snapshots`` stream published, read synchronously from any isolation (a
  /// SwiftUI initializer, a view's first layout). Equal to ``snapshot`` except while an input runs; after
  /// ``finish()`` it stays at the last snapshot published.
  public nonisolated var latestSnapshot: PullUpSnapshot {
    snapshotBroadcast.latest ?? PullUpController.unreachable()
  }

  /// The latest state the ``states`` stream published, read synchronously from any isolation; as
  /// ``latestSnapshot``.
  @available(*, deprecated, message: "read latestSnapshot.state")
  public nonisolated var latestState: PullUpState { stateBroadcast.latest ?? PullUpController.unreachable() }

  /// The two streams with a current value are created with one, so their `latest` is never `nil`.
  private nonisolated static func unreachable<T>() -> T {
    preconditionFailure("a stream with a current value has no latest value")
  }

  // MARK: - Reading

  /// The sheet now.
  public var snapshot: PullUpSnapshot { machine.snapshotInPlace() }
  /// The state now.
  @available(*, deprecated, message: "read snapshot.state")
  public var state: PullUpState { machine.currentState }
  /// The configuration.
  public var configuration: PullUpConfiguration { machine.configuration }
  /// The sizing delegate's cached answers.
  public var sizing: PullUpSizing { machine.sizing }

  /// Returns once everything published so far has been delivered: the delegates, the renderers and the
  /// recordings of `PullUpTesting` wait for their next value, and the target-height delegate has answered
  /// the latest release's question. For `PullUpTesting`, which reports what is still busy after a while.
  /// Returns early when the calling task is cancelled while it waits for a target height.
  package func waitUntilDelivered() async {
    while true {
      let waiter = PullUpWaiter()
      act(on: questions.waitForTargetHeight(waiter))
      if case .cancelled = await waiter.wait() {
        // The caller stopped waiting: so does this.
        act(on: questions.callerCancelled(waiter))
        return
      }
      await stateBroadcast.waitUntilDelivered()
      await snapshotBroadcast.waitUntilDelivered()
      await eventBroadcast.waitUntilDelivered()
      // Publishing happens only on this actor, so when nothing is busy here, nothing can become busy before
      // this returns.
      if busyDeliveries.isEmpty { return }
    }
  }

  /// What is still busy with a published value (delegates, renderers, recordings, target-height
  /// questions), for messages.
  package var busyDeliveries: [String] {
    stateBroadcast.busyDeliveries + snapshotBroadcast.busyDeliveries + eventBroadcast.busyDeliveries
      + (questions.isAskingTargetHeight ? ["the target-height delegate's answer"] : [])
  }

  /// The machine's invariants, checked (see `PullUpMachine`); empty when all hold.
  package func invariantViolations() -> [String] { machine.invariantViolations() }

  /// Sets when settles stop (``PullUpMachine/restRule``): a replay of a file written by PullUp 0.1 keeps its
  /// ``PullUpRestRule/strict`` rule. Applies from the next frame.
  package func setRestRule(_ rule: PullUpRestRule) { machine.restRule = rule }

  // MARK: - Finishing

  /// Ends every stream loop, stops frames and lets go of the delegates' and renderers' tasks. Inputs after
  /// this still change the sheet but publish nothing.
  ///
  /// Every question still waiting for a delegate's answer ends. A container or configuration change that
  /// waits for the sizing delegate applies now, with the answers cached before (and is published, before
  /// the streams end), and every ``setSizingDelegate(_:)``, `send(.setContainer(…))`,
  /// ``setConfiguration(_:animated:)`` or ``invalidateLayout()`` waiting returns. A release waiting for its
  /// target height settles now to the height it proposed, as it would with no target-height delegate. The
  /// delegates' calls
  /// are cancelled; one that ignores cancellation keeps its own call running, and that call holds the
  /// controller (its first argument) until it returns. From now on no delegate is asked: changes apply at
  /// once with the cached answers, and a release settles by the snap policy.
  public func finish() {
    isFinished = true
    act(on: questions.finish())
    stopFrames()
    for task in delegateTasks.values { task.cancel() }
    delegateTasks.removeAll()
    for task in rendererTasks.values { task.cancel() }
    rendererTasks.removeAll()
    stateBroadcast.finish()
    snapshotBroadcast.finish()
    eventBroadcast.finish()
  }

  // MARK: - Transition, then act

  /// Performs one transition on the machine and acts on its output. Nothing here suspends.
  ///
  /// A transition other than a frame first ends a settle that is over by its time though no frame showed it
  /// yet (`PullUpMachine.endSettle(ifOverBy:)`), at the same time, so that what it does does not depend on
  /// when the frames came: a replay, whose frames fall elsewhere, decides as the live session did.
  ///
  /// - Parameters:
  ///   - isFrame: Whether the transition is a frame, which ends a settle that is over by itself.
  ///   - wakes: Where to leave the readers the publishes wake, for the caller to resume once it is done, and
  ///     the snapshot for the driver's frame (a ``PullUpFrameDriver``'s frame); `nil` resumes them at once.
  func perform(
    _ transition: (inout PullUpMachine, Double) throws(PullUpError) -> PullUpOutput,
    isFrame: Bool = false, wakes: UnsafeMutablePointer<PullUpWakes>? = nil
  ) throws(PullUpError) {
    let now = time.now()
    if !isFrame, let ended = machine.endSettle(ifOverBy: now) { act(on: ended, wakes: wakes) }
    let output = try transition(&machine, now)
    act(on: output, wakes: wakes)
  }

  func act(on output: PullUpOutput, wakes: UnsafeMutablePointer<PullUpWakes>? = nil) {
    // Frames start or stop before anything is published: a reader on another thread may take a value
    // the moment it is published (from its buffer, without being woken), and one that reads
    // `settleStarted` or a resting state and then advances a test clock must find the frame task already
    // announced, or already gone. A target-height question comes after, so that its own events follow
    // these.
    switch output.action {
    case .startFrames:
      startFrames()
    case .stopFrames:
      stopFrames()
    case .none, .publish, .requestTargetHeight:
      break
    }
    if let wakes {
      if let transition = output.transition { stateBroadcast.publish(transition.to, into: &wakes.pointee.states) }
      for event in output.events { eventBroadcast.publish(event, into: &wakes.pointee.events) }
      if output.action != .none {
        let snapshot = machine.snapshotInPlace()
        // The driver's `frames` stream gets the very value published, when someone reads it.
        wakes.pointee.frameSnapshots?[id] = snapshot
        snapshotBroadcast.publish(snapshot, into: &wakes.pointee.snapshots)
      }
    } else {
      if let transition = output.transition { stateBroadcast.publish(transition.to) }
      for event in output.events { eventBroadcast.publish(event) }
      if output.action != .none { snapshotBroadcast.publish(machine.snapshotInPlace()) }
    }
    if case .requestTargetHeight(let proposed) = output.action { requestTargetHeight(proposed) }
  }
}

/// A plain actor whose only job is to lend the controller its default serial executor (see
/// `PullUpFrameDriver` for the controllers that borrow the driver's instead).
private actor ExecutorHost {}
