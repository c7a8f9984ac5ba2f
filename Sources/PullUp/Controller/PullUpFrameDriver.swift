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
public final class PullUpFrameDriver: Sendable, Equatable {
  /// The frames per second.
  public let framesPerSecond: Double
  private let time: any PullUpTimeSource
  private let state = PullUpLock(State())

  private struct State {
    var controllers: [ObjectIdentifier: Member] = [:]
    var task: Task<Void, Never>?
  }

  private struct Member {
    weak var controller: PullUpController?
  }

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

  /// How many controllers the driver advances now: the ones that settle.
  package var activeCount: Int {
    state.withLock { state in state.controllers.values.count { $0.controller != nil } }
  }

  /// Two drivers are equal when they are the same driver.
  public static func == (lhs: PullUpFrameDriver, rhs: PullUpFrameDriver) -> Bool {
    lhs === rhs
  }

  /// Starts advancing a controller at every frame, starting the task if it was idle.
  func add(_ controller: PullUpController) {
    state.withLock { state in
      state.controllers[ObjectIdentifier(controller)] = Member(controller: controller)
      guard state.task == nil else { return }
      let period = 1 / framesPerSecond
      let first = Int((time.now() / period).rounded(.down)) + 1
      time.announceSleeper()
      // The task keeps the driver alive until the last controller leaves and cancels it, so that the
      // announced sleep always happens (or meets the cancellation), which a test clock waits for.
      state.task = Task { await self.run(from: first, period: period) }
    }
  }

  /// Stops advancing a controller; with nobody left the task ends (inside its next sleep, which a test
  /// clock observes).
  func remove(_ controller: ObjectIdentifier) {
    state.withLock { state in
      state.controllers[controller] = nil
      state.controllers = state.controllers.filter { $0.value.controller != nil }
      guard state.controllers.isEmpty else { return }
      state.task?.cancel()
      state.task = nil
    }
  }

  /// The frame loop: it always sleeps before it looks at anything, so that a cancelled loop ends inside
  /// `sleep`.
  private func run(from first: Int, period: Double) async {
    var frame = first
    while true {
      do {
        try await time.sleep(until: Double(frame) * period)
      } catch {
        return
      }
      frame = Swift.max(frame + 1, Int((time.now() / period).rounded(.down)) + 1)
      let controllers = state.withLock { state in
        // Each weak reference loaded in place: copying the members would copy and destroy every weak one.
        var controllers: [PullUpController] = []
        controllers.reserveCapacity(state.controllers.count)
        var index = state.controllers.values.startIndex
        while index != state.controllers.values.endIndex {
          if let controller = state.controllers.values[index].controller { controllers.append(controller) }
          state.controllers.values.formIndex(after: &index)
        }
        return controllers
      }
      for controller in controllers { await controller.frameFired() }
    }
  }
}
