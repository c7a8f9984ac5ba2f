/// One frame source shared by several sheets: a single task wakes at every frame of one clock and
/// advances each controller that is settling, so that the sheets move in step and any number of
/// settling sheets costs one timer.
///
/// Give the driver to each controller as its frame source, with the same clock:
///
/// ```swift
/// let clock = ContinuousClock()
/// let driver = try PullUpFrameDriver(clock: clock, framesPerSecond: 60)
/// let map = try PullUpController(container: container, clock: clock, frameSource: .driver(driver))
/// let list = try PullUpController(container: container, clock: clock, frameSource: .driver(driver))
/// ```
///
/// Like a controller's own clock frames, the driver runs only while a sheet settles: a controller joins
/// when its settle starts and leaves when it ends (or when the controller finishes or goes away), and
/// with nobody left the task ends, so a driver at rest has no timer and wakes nobody. Deadlines are
/// absolute, `n / framesPerSecond` seconds after the driver was created: a late frame does not push the
/// next one back. A frame advances the controllers one after the other, each to its own clock's time.
///
/// A controller with its own executor (`executor: .own`, the default) that a driver drives runs on the
/// driver's executor: the driver's frame then advances every such controller in one go, without a hop to
/// each. They still run one input at a time each, as any actor; controllers on the main actor or on an
/// executor of your own keep it, and the driver reaches each such executor once per frame.
///
/// To draw every sheet the driver moves from one loop, with one wake-up per frame rather than one per
/// sheet, read ``frames``: each value holds the snapshot of every sheet the frame moved (the article
/// "Writing a front end" has an example).
///
/// In tests, give the driver and its controllers one ``PullUpTestClock``: the driver
/// announces its frame task to it as a controller does, so the clock's `advance(by:)` runs every frame in
/// order (the article "Testing your sheet" has an example).
public final class PullUpFrameDriver: Sendable, Equatable {
  /// The frames per second.
  public let framesPerSecond: Double
  private let time: any PullUpTimeSource
  /// Lends its executor to the driven controllers that have no executor of their own choosing, and runs
  /// the frame loop, so that a frame reaches them without a hop.
  private let host = Host()
  private let state = PullUpLock(State())
  private let frameBroadcast = PullUpBroadcast<PullUpDriverFrame>()

  private struct State {
    var controllers: [ObjectIdentifier: Member] = [:]
    var task: Task<Void, Never>?
  }

  private struct Member {
    weak var controller: PullUpController?
    /// The executor the controller runs on when it is not the driver's: controllers with the same one are
    /// advanced together, after one hop.
    let executor: ObjectIdentifier?
  }

  /// A plain actor whose executor the driven controllers borrow and whose isolation the frame loop has.
  private actor Host {}

  /// Creates a driver.
  ///
  /// - Parameters:
  ///   - clock: The clock to sleep on; give the controllers the same one.
  ///   - framesPerSecond: How many frames per second, from 1 to 1000.
  /// - Throws: `PullUpError.invalidInput(.framesPerSecond, …)` for a frame rate outside 1 to 1000.
  public init<C: Clock>(clock: C = ContinuousClock(), framesPerSecond: Double = 60) throws(PullUpError)
  where C.Duration == Duration {
    try PullUpError.requireFrameRate(framesPerSecond)
    self.framesPerSecond = framesPerSecond
    self.time = PullUpClockTimeSource(clock: clock)
  }

  deinit {
    frameBroadcast.finish()
  }

  /// Every frame in which a sheet moved, with the snapshot of each sheet the frame advanced, never dropped;
  /// one value per frame, however many sheets moved. Subscribes when you read the property.
  ///
  /// One loop over this stream draws every sheet the driver moves after one wake-up per frame, where a
  /// loop per sheet over its controller's ``PullUpController/snapshots`` costs a wake-up per sheet per
  /// frame. Look each sheet up with `frame.snapshots[controller.id]` (see ``PullUpDriverFrame``).
  ///
  /// - A subscriber receives every frame that starts after it subscribed, and none published before. There
  ///   is no current frame, so nothing is replayed: read ``PullUpController/latestSnapshot`` for where each
  ///   sheet is now.
  /// - A frame is published at the end of each driver frame in which at least one controller published a
  ///   snapshot, `1 / framesPerSecond` seconds apart on the driver's clock while any sheet settles, after
  ///   the controllers on every executor (the driver's, the main actor, yours) have moved. A driver at rest
  ///   publishes nothing.
  /// - The stream finishes when the driver goes away: after its last controller and your last reference to
  ///   it are gone (a driver keeps itself alive while a sheet settles). The stream does not keep the
  ///   driver alive. A loop whose task is cancelled ends, as with every ``PullUpStream``.
  ///
  /// The driver collects a frame's snapshots only while this stream has a subscriber, so a driver nobody
  /// reads this way pays nothing for it.
  public var frames: PullUpStream<PullUpDriverFrame> { frames(buffering: .all) }

  /// The frames, with a buffer of your choice for a loop that may fall behind.
  ///
  /// With `.newest(n)` or `.oldest(n)` a slow loop skips frames, and a skipped frame may be the one in which
  /// a sheet came to rest: read that sheet's ``PullUpController/latestSnapshot`` (or its own stream) when
  /// the last snapshot you drew was still moving.
  ///
  /// - Parameter buffering: What to keep while the loop does not read; `.all` is the ``frames`` stream.
  public func frames(buffering: PullUpBuffering) -> PullUpStream<PullUpDriverFrame> {
    PullUpStream(broadcast: frameBroadcast, buffering: buffering)
  }

  /// The executor of the driven controllers created with `executor: .own`.
  var executor: UnownedSerialExecutor { host.unownedExecutor }

  /// How many controllers the driver advances now: the ones that settle.
  package var activeCount: Int {
    state.withLock { state in state.controllers.values.count { $0.controller != nil } }
  }

  /// Two drivers are equal when they are the same driver.
  public static func == (lhs: PullUpFrameDriver, rhs: PullUpFrameDriver) -> Bool {
    lhs === rhs
  }

  /// Starts advancing a controller at every frame, starting the task if it was idle.
  ///
  /// - Parameter executor: The controller's executor when it is not the driver's (see ``executor``).
  func add(_ controller: PullUpController, executor: ObjectIdentifier?) {
    state.withLock { state in
      state.controllers[ObjectIdentifier(controller)] = Member(controller: controller, executor: executor)
      guard state.task == nil else { return }
      let period = 1 / framesPerSecond
      let first = Int((time.now() / period).rounded(.down)) + 1
      time.announceSleeper()
      // The task keeps the driver alive until the last controller leaves and cancels it, so that the
      // announced sleep always happens (or meets the cancellation), which a test clock waits for.
      state.task = Task { await self.run(from: first, period: period, on: self.host) }
    }
  }

  /// Stops advancing a controller; with nobody left the task ends (inside its next sleep, which a test
  /// clock observes). A controller that goes away removes itself (its `deinit`).
  func remove(_ controller: ObjectIdentifier) {
    state.withLock { state in
      state.controllers[controller] = nil
      guard state.controllers.isEmpty else { return }
      state.task?.cancel()
      state.task = nil
    }
  }

  /// The frame loop, on the driver's executor: it always sleeps before it looks at anything, so that a
  /// cancelled loop ends inside `sleep`.
  private func run(from first: Int, period: Double, on host: isolated Host) async {
    var frame = first
    var wakes = PullUpWakes()
    while true {
      do {
        try await time.sleep(until: Double(frame) * period)
      } catch {
        return
      }
      frame = Swift.max(frame + 1, Int((time.now() / period).rounded(.down)) + 1)
      var elsewhere: [ObjectIdentifier: [PullUpController]] = [:]
      let here = state.withLock { state in
        var here: [PullUpController] = []
        here.reserveCapacity(state.controllers.count)
        for member in state.controllers.values {
          guard let controller = member.controller else { continue }
          if let executor = member.executor {
            elsewhere[executor, default: []].append(controller)
          } else {
            here.append(controller)
          }
        }
        return here
      }
      // The frame's snapshots are collected only for a reader of `frames`.
      if frameBroadcast.subscriberCount > 0 {
        wakes.frameSnapshots = Dictionary(minimumCapacity: here.count + elsewhere.values.reduce(0) { $0 + $1.count })
      }
      advance(here, wakes: &wakes, on: host)
      if !elsewhere.isEmpty {
        // The readers woken so far need not wait for the hops.
        wakes.resumeAll()
        // One hop per other executor; the controllers there share it too.
        for controllers in elsewhere.values {
          wakes.frameSnapshots = await controllers[0].framesFired(controllers, collecting: wakes.frameSnapshots.take())
        }
      }
      if let snapshots = wakes.frameSnapshots.take(), !snapshots.isEmpty {
        frameBroadcast.publish(PullUpDriverFrame(snapshots: snapshots), into: &wakes.frames)
      }
      wakes.resumeAll()
    }
  }

  /// Advances controllers that run on the driver's executor, each in place, without a hop, leaving the
  /// readers of everything they published in `wakes`. The loop wakes them in one burst at the end of the
  /// frame, with the reader of ``frames``: a reader woken while the frame goes on would often find nothing
  /// more to do, let its thread sleep, and cost a thread wake-up per controller.
  private func advance(_ controllers: [PullUpController], wakes: inout PullUpWakes, on host: isolated Host) {
    withUnsafeMutablePointer(to: &wakes) { pointer in
      // Used synchronously on this executor, by controllers that run on it: nothing crosses a thread.
      nonisolated(unsafe) let wakes = pointer
      for controller in controllers { controller.assumeIsolated { $0.frameFired(wakes: wakes) } }
    }
  }
}
