import PullUp
import PullUpTesting
import Synchronization
import Testing

// The examples about testing a sheet: the TestingYourSheet article of the PullUp module and the `///`
// comments of PullUpTesting. The examples that are tests run as this package's tests.

// MARK: - TestingYourSheet.md

// example: Sources/PullUp/PullUp.docc/TestingYourSheet.md "Overview"
@Test func flickUpSettlesOneDetentHigher() async throws {
  let harness = try PullUpTestHarness(container: PullUpContainer(width: 390, height: 844))
  let states = harness.record(harness.controller.states)
  let events = harness.record(harness.controller.events)

  try await harness.send(.dragBegan())
  try await harness.send(.dragChanged(translation: -40))
  try await harness.send(.dragEnded(velocity: -3000))
  try await harness.settle()

  #expect(states.values == [.collapsed, .dragging, .intermediate])
  #expect(events.values.contains { if case .settled = $0 { true } else { false } })
  #expect(harness.clock.sleeperCount == 0)  // at rest, nothing waits for time
}
// end of example

// example: Sources/PullUp/PullUp.docc/TestingYourSheet.md "Overview", renderers
/// Writes down the height of every snapshot it receives, on the main actor, as a view would.
@MainActor final class MyRenderer: PullUpRenderer {
  var heights: [Double] = []

  func render(_ snapshot: PullUpSnapshot) {
    heights.append(snapshot.height)
  }
}

@MainActor @Test func myRendererSeesEveryFrame() async throws {
  let harness = try PullUpTestHarness(container: PullUpContainer(width: 390, height: 844))
  let renderer = MyRenderer()
  let attachment = await harness.controller.attach(renderer)
  try await harness.waitUntilDelivered()  // the current snapshot arrived: before any input

  try await harness.send(.setState(.expanded))
  try await harness.advance(by: .milliseconds(100))  // six frames at 60 Hz, each delivered in turn
  #expect(renderer.heights.count == 1 + 1 + 6)  // the main actor's, as the test: no await
  withExtendedLifetime(attachment) {}
}
// end of example

// example: Sources/PullUp/PullUp.docc/TestingYourSheet.md "Sheets on a frame driver"
@Test func sheetsOnOneDriverSettleInStep() async throws {
  let clock = PullUpTestClock()
  let driver = try PullUpFrameDriver(clock: clock, framesPerSecond: 60)
  let container = PullUpContainer(width: 390, height: 844)
  let map = try PullUpController(container: container, clock: clock, frameSource: .driver(driver))
  let list = try PullUpController(container: container, clock: clock, frameSource: .driver(driver))

  try await map.setState(.expanded)
  try await list.setState(.expanded)
  #expect(clock.sleeperCount == 1)  // one timer for both sheets: the driver's
  await clock.advance(by: .seconds(2))  // every frame of both settles, in order
  #expect(await map.snapshot.state == .expanded)
  #expect(await list.snapshot.state == .expanded)
  #expect(clock.sleeperCount == 0)  // at rest, the driver has no timer
}
// end of example

enum TestingArticleRules {
  static func run(container: PullUpContainer) throws -> PullUpMachine {
    // example: Sources/PullUp/PullUp.docc/TestingYourSheet.md "Testing the rules alone"
    var machine = try PullUpMachine(configuration: .ishPullUp, container: container)
    _ = try machine.apply(.dragBegan(), at: 0)
    _ = try machine.apply(.dragChanged(translation: -300), at: 0.2)
    _ = try machine.apply(.dragEnded(velocity: 0), at: 0.3)
    // end of example
    return machine
  }
}

// MARK: - PullUpTesting

// example: Sources/PullUpTesting/PullUpMotionCheck.swift "PullUpMotionCheck"
@Test func easeOutKeepsItsPromises() {
  #expect(PullUpMotionCheck.violations(of: EaseOut()) == [])
}
// end of example

// example: Sources/PullUpTesting/PullUpMotionCheck.swift "continuityViolations(of:)"
@Test func springKeepsTheSheetsVelocity() {
  #expect(PullUpMotionCheck.continuityViolations(of: PullUpSpringParameters(response: 0.45, dampingRatio: 0.86)) == [])
}
// end of example

enum SeededGeneratorSymbol {
  static func run(seed: UInt64) -> Double {
    // example: Sources/PullUpTesting/PullUpSeededGenerator.swift "PullUpSeededGenerator"
    var generator = PullUpSeededGenerator(seed: seed)
    let translation = Double.random(in: -500...500, using: &generator)
    // end of example
    return translation
  }
}

enum TestClockSymbol {
  static func run(container: PullUpContainer) async throws {
    // example: Sources/PullUpTesting/PullUpTestClock.swift "PullUpTestClock"
    let clock = PullUpTestClock()
    let controller = try PullUpController(container: container, clock: clock)
    try await controller.setState(.expanded, animated: true)
    await clock.advance(by: .seconds(1))  // every frame of the settle runs, in order
    #expect(await controller.snapshot.state == .expanded)
    #expect(clock.sleeperCount == 0)  // at rest, nothing waits for time
    // end of example
  }
}

/// A state delegate that writes down every state it is told.
final class StateLog: PullUpStateDelegate {
  private let received = Mutex<[PullUpState]>([])

  var states: [PullUpState] { received.withLock { $0 } }

  func pullUpController(_ controller: PullUpController, didChangeTo state: PullUpState) {
    received.withLock { $0.append(state) }
  }
}

enum TestHarnessSymbol {
  static func run(myDelegate: StateLog) async throws {
    // example: Sources/PullUpTesting/PullUpTestHarness.swift "PullUpTestHarness"
    let harness = try PullUpTestHarness(container: PullUpContainer(width: 390, height: 844))
    let states = harness.record(harness.controller.states)
    await harness.controller.setStateDelegate(myDelegate)
    try await harness.send(.setState(.expanded, animated: true))
    try await harness.settle()
    #expect(states.values == [.collapsed, .dragging, .expanded])
    #expect(myDelegate.states == [.collapsed, .dragging, .expanded])
    // end of example
  }
}

// MARK: - Tests

@Suite("Documentation examples: testing")
struct TestingDocExampleTests {
  let container = PullUpContainer(width: 390, height: 844)

  @Test("TestingYourSheet.md, the rules alone: without snapToEnds, ISHPullUp rests where the finger let go")
  func rulesAlone() throws {
    let machine = try TestingArticleRules.run(container: container)
    #expect(machine.snapshot.phase == .resting)
    #expect(machine.snapshot.height == 55 + 300)
    #expect(machine.snapshot.state == .intermediate)
  }

  @Test("PullUpSeededGenerator: the same seed gives the same translation, within the range")
  func seededGenerator() {
    let translation = SeededGeneratorSymbol.run(seed: 42)
    #expect(translation == SeededGeneratorSymbol.run(seed: 42))
    #expect((-500...500).contains(translation))
  }

  @Test("PullUpTestClock: a controller on the test clock")
  func testClock() async throws {
    try await TestClockSymbol.run(container: container)
  }

  @Test("PullUpTestHarness: a recording and a delegate see the same states")
  func testHarness() async throws {
    try await TestHarnessSymbol.run(myDelegate: StateLog())
  }
}
