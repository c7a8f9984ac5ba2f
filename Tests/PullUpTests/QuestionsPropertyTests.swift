import PullUpTesting
import Testing

@testable import PullUp

/// Every entry point of the delegate questions, interleaved at random from several tasks, with delegates
/// that answer late, early (on the spot), re-entrantly or never. The controller, the delegates and the
/// tasks all run on the main actor, one job at a time. The seed fixes what each step does; when a waiting
/// task resumes is the scheduler's (a resumed continuation comes back through the global executor), so
/// the invariants are checked to hold for whatever interleaving a run gets.
@Suite("The delegate questions, random interleavings", .timeLimit(.minutes(2 * TestSlowness.factor)))
@MainActor
struct QuestionsPropertyTests {
  @Test(
    "The newest container and configuration win, every caller returns, nothing is left after finish()",
    arguments: 1...40)
  func randomInterleavings(seed: UInt64) async throws {
    try await Self.run(seed: seed)
  }

  static func run(seed: UInt64) async throws {
    let world = World(seed: seed)
    var controller: PullUpController? = try PullUpController(
      configuration: world.newestConfiguration, container: world.newestContainer, clock: PullUpTestClock(),
      frameSource: .external, executor: .mainActor)
    weak let weakController = controller
    var tasks: [Task<Void, Never>] = []
    // Held here: the controller holds its delegates weakly.
    var delegates: [AnyObject] = []
    var committed = (container: 0, configuration: 0)
    for step in 0..<300 {
      guard let controller else { break }
      switch world.next(12) {
      // Each value is made where it reaches the controller (a call on the controller's own executor runs
      // at once), so that its place in the sequence is the order the controller receives them in.
      case 0:
        tasks.append(
          Task {
            let container = world.makeNewestContainer()
            try? await controller.send(.setContainer(container))
          })
      case 1:
        tasks.append(
          Task {
            let container = world.makeNewestContainer()
            try? await controller.send(.setContainer(container, animated: world.next(2) == 0))
          })
      case 2:
        controller.assumeIsolatedApply(.setContainer(world.makeNewestContainer()))
      case 3:
        tasks.append(
          Task {
            let configuration = world.makeNewestConfiguration()
            try? await controller.setConfiguration(configuration)
          })
      case 4:
        tasks.append(Task { await controller.invalidateLayout() })
      case 5:
        let delegate = world.next(5) == 0 ? nil : RandomSizing(world: world)
        if let delegate { delegates.append(delegate) }
        tasks.append(Task { await controller.setSizingDelegate(delegate) })
      case 6:
        let delegate = world.next(4) == 0 ? nil : RandomTarget(world: world)
        if let delegate { delegates.append(delegate) }
        await controller.setTargetHeightDelegate(delegate)
      case 7, 8:
        controller.assumeIsolatedApply(.dragBegan())
        controller.assumeIsolatedApply(.dragChanged(translation: Double(world.next(600)) - 300))
        controller.assumeIsolatedApply(.dragEnded(velocity: Double(world.next(3000)) - 1500))
      case 9:
        if !tasks.isEmpty { tasks[world.next(tasks.count)].cancel() }
      case 10:
        world.answerOneLateCall()
      default:
        await Task.yield()
      }
      // An older container or configuration never applies after a newer one.
      let now = world.sequence(of: controller.latestSnapshot.layout.containerSize, await controller.configuration)
      #expect(now.container >= committed.container, "seed \(seed), step \(step): an older container applied")
      #expect(
        now.configuration >= committed.configuration, "seed \(seed), step \(step): an older configuration applied")
      committed = now
      #expect(await controller.invariantViolations().isEmpty, "seed \(seed), step \(step)")
    }
    do {
      let finished = try #require(controller)
      await finished.finish()
      // Every caller returns once finish() ended the questions.
      for task in tasks { await task.value }
      #expect(await finished.snapshot.layout.containerSize == world.newestContainer.size, "seed \(seed)")
      #expect(await finished.configuration == world.newestConfiguration, "seed \(seed)")
      #expect(await finished.questions.holdsNothing, "seed \(seed)")
    }
    // Late calls answer now; the calls that never answer were cancelled by finish(). Then none is left.
    world.answerAllLateCalls()
    await world.waitUntilNoCallRuns()
    #expect(world.mostCallsAtOnce.values.allSatisfy { $0 <= 1 }, "seed \(seed): a delegate was asked twice at once")
    #expect(world.callsMade > 0, "seed \(seed): the delegates were asked")
    controller = nil
    tasks.removeAll()
    #expect(weakController == nil, "seed \(seed): the controller outlives finish() and its callers")
  }
}

/// What the random test shares with its delegates, all on the main actor: the generator, the newest
/// container and configuration asked for (in the order the controller received them), and the late calls.
@MainActor
final class World {
  private var generator: PullUpSeededGenerator
  /// The first container: its width names place 0 in the sequence.
  private(set) var newestContainer = PullUpContainer(width: 300, height: 844, safeArea: .init(top: 47, bottom: 34))
  private(set) var newestConfiguration = PullUpConfiguration.ishPullUp
  private var lastSequence = 0
  private var lateCalls: [CheckedContinuation<Void, Never>] = []
  private var callsRunning = 0
  private(set) var callsMade = 0
  private var idleWaiters: [CheckedContinuation<Void, Never>] = []

  init(seed: UInt64) {
    generator = PullUpSeededGenerator(seed: seed)
  }

  func next(_ count: Int) -> Int { Int.random(in: 0..<count, using: &generator) }

  /// A new container, now the newest: it names its place in the sequence by its width.
  func makeNewestContainer() -> PullUpContainer {
    lastSequence += 1
    let portrait = self.next(2) == 0
    newestContainer = PullUpContainer(
      width: Double(300 + lastSequence), height: portrait ? 844 : 390,
      safeArea: PullUpInsets(top: portrait ? 47 : 0, bottom: 21))
    return newestContainer
  }

  /// A new configuration, now the newest: it names its place in the sequence by a label, and has a top
  /// margin of its own.
  func makeNewestConfiguration() -> PullUpConfiguration {
    lastSequence += 1
    var configuration = PullUpConfiguration.ishPullUp
    configuration.shape.topMargin = Double(self.next(200))
    configuration.accessibilityLabels[.expand] = "\(lastSequence)"
    newestConfiguration = configuration
    return configuration
  }

  /// The places in the sequence of a container (by its width) and a configuration (by its label).
  func sequence(of size: PullUpSize, _ configuration: PullUpConfiguration) -> (container: Int, configuration: Int) {
    (Int(size.width) - 300, Int(configuration.accessibilityLabels[.expand]) ?? 0)
  }

  /// The most calls each delegate had running at once.
  private(set) var mostCallsAtOnce: [ObjectIdentifier: Int] = [:]
  private var running: [ObjectIdentifier: Int] = [:]

  /// A call to `delegate` begins; `body` is its answer.
  func call<Answer>(to delegate: AnyObject, _ body: () async -> Answer) async -> Answer {
    let delegate = ObjectIdentifier(delegate)
    running[delegate, default: 0] += 1
    mostCallsAtOnce[delegate] = max(mostCallsAtOnce[delegate] ?? 0, running[delegate] ?? 0)
    callsRunning += 1
    callsMade += 1
    let answer = await body()
    running[delegate, default: 0] -= 1
    callsRunning -= 1
    if callsRunning == 0 {
      for waiter in idleWaiters { waiter.resume() }
      idleWaiters.removeAll()
    }
    return answer
  }

  /// Waits until the test answers it, ignoring cancellation.
  func late() async {
    await withCheckedContinuation { lateCalls.append($0) }
  }

  /// Waits until the current task is cancelled, on the main actor (so that the call resumes there, in order,
  /// rather than on another executor).
  func untilCancelled() async {
    let waiter = PullUpLock<(continuation: CheckedContinuation<Void, Never>?, cancelled: Bool)>((nil, false))
    await withTaskCancellationHandler {
      await withCheckedContinuation { continuation in
        let cancelled = waiter.withLock { state -> Bool in
          state.continuation = continuation
          return state.cancelled
        }
        if cancelled { continuation.resume() }
      }
    } onCancel: {
      let continuation = waiter.withLock { state -> CheckedContinuation<Void, Never>? in
        state.cancelled = true
        defer { state.continuation = nil }
        return state.continuation
      }
      continuation?.resume()
    }
  }

  func answerOneLateCall() {
    guard !lateCalls.isEmpty else { return }
    lateCalls.remove(at: next(lateCalls.count)).resume()
  }

  func answerAllLateCalls() {
    while !lateCalls.isEmpty { lateCalls.removeFirst().resume() }
  }

  func waitUntilNoCallRuns() async {
    if callsRunning == 0 { return }
    await withCheckedContinuation { idleWaiters.append($0) }
  }
}

/// How a random delegate answers one call.
enum Answering: CaseIterable {
  case early, late, reentrant, never
}

/// A sizing delegate that answers each call early, late, re-entrantly (changing the layout from inside its
/// answer) or never (until cancelled), at random.
@MainActor
final class RandomSizing: PullUpSizingDelegate {
  let world: World

  init(world: World) {
    self.world = world
  }

  func pullUpController(_ controller: PullUpController, minimumHeightForSheetIn container: PullUpContainer) async
    -> Double?
  {
    await world.call(to: self) {
      await answer(controller)
      return container.size.height < 800 ? 30 : 70
    }
  }

  func pullUpController(
    _ controller: PullUpController, maximumHeightForSheetWithAvailableHeight availableHeight: Double
  ) async -> Double? {
    await world.call(to: self) {
      await answer(controller)
      return availableHeight - Double(world.next(100))
    }
  }

  private func answer(_ controller: PullUpController) async {
    switch Answering.allCases[world.next(Answering.allCases.count)] {
    case .early:
      return
    case .late:
      await world.late()
    case .never:
      await world.untilCancelled()
    case .reentrant:
      switch world.next(4) {
      case 0:
        await controller.invalidateLayout()
      case 1:
        try? await controller.send(.setContainer(world.makeNewestContainer()))
      case 2:
        try? await controller.applyNow(.setContainer(world.makeNewestContainer()))
      default:
        try? await controller.setConfiguration(world.makeNewestConfiguration())
      }
    }
  }
}

/// A target-height delegate that answers early, late or never (until cancelled), at random.
@MainActor
final class RandomTarget: PullUpTargetHeightDelegate {
  let world: World

  init(world: World) {
    self.world = world
  }

  func pullUpController(_ controller: PullUpController, targetHeightForSheetFrom proposedHeight: Double) async
    -> Double
  {
    await world.call(to: self) {
      switch world.next(3) {
      case 0: break
      case 1: await world.late()
      default: await world.untilCancelled()
      }
      return proposedHeight + 10
    }
  }
}

extension PullUpController {
  /// A toolkit's synchronous callback: the input through `applyNow`, refused inputs ignored.
  @MainActor
  func assumeIsolatedApply(_ input: PullUpInput) {
    assumeIsolated { controller in try? controller.applyNow(input) }
  }
}
