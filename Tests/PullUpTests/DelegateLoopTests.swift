import PullUp
import PullUpTesting
import Testing

/// Delegates that loop or never answer: a sizing delegate that changes the layout from its own answer is
/// asked once, `finish()` ends every wait, and a new release supersedes an unanswered one. A test here that
/// regresses hangs, and its time limit fails it.
@Suite("Delegates that loop or never answer", .timeLimit(.minutes(1 * TestSlowness.factor)))
struct DelegateLoopTests {
  let clock = PullUpTestClock()
  static let landscape = PullUpContainer(width: 844, height: 390, safeArea: .init(top: 0, bottom: 21))

  @Test("A sizing delegate that calls invalidateLayout() from every answer is asked once, and its answers apply")
  func invalidatesFromItsAnswer() async throws {
    let controller = try PullUpController(configuration: .ishPullUp, container: phone, clock: clock)
    let delegate = ReentrantSizing { controller in await controller.invalidateLayout() }
    await controller.setSizingDelegate(delegate)
    #expect(delegate.log.calls == ["minimum 390.0", "maximum 777.0"])
    #expect(await controller.sizing == PullUpSizing(minimumHeight: 70, maximumHeight: nil))
    await controller.invalidateLayout()
    #expect(delegate.log.calls.count == 4)
  }

  @Test("A sizing delegate that calls setContainer from every answer is asked once; the container applies")
  func setsTheContainerFromItsAnswer() async throws {
    let controller = try PullUpController(configuration: .ishPullUp, container: phone, clock: clock)
    let delegate = ReentrantSizing { controller in try? await controller.send(.setContainer(Self.landscape)) }
    await controller.setSizingDelegate(delegate)
    #expect(delegate.log.calls == ["minimum 390.0", "maximum 777.0"])
    #expect(await controller.snapshot.layout.containerSize == Self.landscape.size)
    #expect(await controller.sizing == PullUpSizing(minimumHeight: 70, maximumHeight: nil))
  }

  @Test("finish() ends a container change that waits for a sizing delegate that never answers")
  func finishEndsTheSizingWait() async throws {
    let controller = try PullUpController(configuration: .ishPullUp, container: phone, clock: clock)
    let delegate = UnansweringDelegate()
    let setting = Task { await controller.setSizingDelegate(delegate) }
    await delegate.log.wait(for: 1)
    #expect(delegate.log.calls == ["minimum 390.0"])
    await controller.finish()
    await setting.value
    await delegate.log.wait(for: 2)
    #expect(delegate.log.calls == ["minimum 390.0", "minimum cancelled"])
    // After finish, a container change applies with the answers cached before, without asking.
    try await controller.send(.setContainer(Self.landscape))
    #expect(await controller.snapshot.layout.containerSize == Self.landscape.size)
    #expect(delegate.log.calls.count == 2)
  }

  @Test("A newer container change overtakes an unanswered sizing question, once its cancelled call returns")
  func newerSizingRequestSupersedes() async throws {
    let controller = try PullUpController(configuration: .ishPullUp, container: phone, clock: clock)
    let delegate = UnansweringDelegate()
    let first = Task { await controller.setSizingDelegate(delegate) }
    await delegate.log.wait(for: 1)
    let second = Task { try await controller.send(.setContainer(Self.landscape)) }
    await delegate.log.wait(for: 3)
    // One call at a time: the new one is made after the cancelled one returned.
    #expect(delegate.log.calls == ["minimum 390.0", "minimum cancelled", "minimum 844.0"])
    await controller.finish()
    await first.value
    try await second.value
    #expect(await controller.snapshot.layout.containerSize == Self.landscape.size)
  }

  @Test("A new release supersedes an unanswered one; finish() cancels the last question and keeps no task")
  func releasesSupersede() async throws {
    let controller = try PullUpController(configuration: .ishPullUp, container: phone, clock: clock)
    let delegate = UnansweringDelegate()
    await controller.setTargetHeightDelegate(delegate)
    try await dragUpAndRelease(controller)
    await delegate.log.wait(for: 1)
    #expect(await controller.busyDeliveries == ["the target-height delegate's answer"])
    try await dragUpAndRelease(controller)
    await delegate.log.wait(for: 3)
    #expect(delegate.log.calls == ["target 389.0", "target cancelled", "target 689.0"])
    #expect(await controller.busyDeliveries == ["the target-height delegate's answer"])
    await controller.finish()
    await delegate.log.wait(for: 4)
    #expect(delegate.log.calls.last == "target cancelled")
    #expect(await controller.busyDeliveries.isEmpty)
    await controller.waitUntilDelivered()
  }
}

/// A sizing delegate that answers 70 pt and `nil`, and runs `reenter` from inside each answer.
final class ReentrantSizing: PullUpSizingDelegate {
  let log = CallLog()
  let reenter: @Sendable (PullUpController) async -> Void

  init(reenter: @escaping @Sendable (PullUpController) async -> Void) {
    self.reenter = reenter
  }

  func pullUpController(_ controller: PullUpController, minimumHeightForSheetIn container: PullUpContainer) async
    -> Double?
  {
    log.record("minimum \(container.size.width)")
    await reenter(controller)
    return 70
  }

  func pullUpController(
    _ controller: PullUpController, maximumHeightForSheetWithAvailableHeight availableHeight: Double
  ) async -> Double? {
    log.record("maximum \(availableHeight)")
    await reenter(controller)
    return nil
  }
}

/// A delegate that never answers on its own: each call waits until its task is cancelled, and logs that;
/// or, with `ignoresCancellation`, until ``answerAll()``.
final class UnansweringDelegate: PullUpSizingDelegate, PullUpTargetHeightDelegate {
  let log = CallLog()
  let ignoresCancellation: Bool
  private let hanging = PullUpLock<[CheckedContinuation<Void, Never>]>([])

  init(ignoresCancellation: Bool = false) {
    self.ignoresCancellation = ignoresCancellation
  }

  func pullUpController(_ controller: PullUpController, minimumHeightForSheetIn container: PullUpContainer) async
    -> Double?
  {
    log.record("minimum \(container.size.width)")
    await wait()
    log.record("minimum cancelled")
    return nil
  }

  func pullUpController(
    _ controller: PullUpController, maximumHeightForSheetWithAvailableHeight availableHeight: Double
  ) async -> Double? {
    log.record("maximum \(availableHeight)")
    return nil
  }

  func pullUpController(_ controller: PullUpController, targetHeightForSheetFrom proposedHeight: Double) async
    -> Double
  {
    log.record("target \(proposedHeight)")
    await wait()
    log.record("target cancelled")
    return proposedHeight
  }

  /// Lets every call that ignores cancellation return.
  func answerAll() {
    let all = hanging.withLock { hanging in
      defer { hanging.removeAll() }
      return hanging
    }
    for continuation in all { continuation.resume() }
  }

  private func wait() async {
    guard ignoresCancellation else { return await Self.untilCancelled() }
    await withCheckedContinuation { continuation in hanging.withLock { $0.append(continuation) } }
  }

  /// Returns once the current task is cancelled.
  static func untilCancelled() async {
    let waiter = PullUpLock<(CheckedContinuation<Void, Never>?, Bool)>((nil, false))
    await withTaskCancellationHandler {
      await withCheckedContinuation { continuation in
        let cancelled = waiter.withLock { state -> Bool in
          state.0 = continuation
          return state.1
        }
        if cancelled { continuation.resume() }
      }
    } onCancel: {
      let continuation = waiter.withLock { state -> CheckedContinuation<Void, Never>? in
        state.1 = true
        defer { state.0 = nil }
        return state.0
      }
      continuation?.resume()
    }
  }
}
