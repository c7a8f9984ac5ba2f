import PullUp
import PullUpTesting
import Testing

/// One `PullUpFrameDriver` for several controllers, under a test clock.
@Suite("PullUpFrameDriver", .timeLimit(.minutes(1 * TestSlowness.factor)))
struct FrameDriverTests {
  let clock = PullUpTestClock()

  /// A driver at 60 Hz on the test clock, and a controller driven by it on each executor given.
  func driven(_ executors: PullUpExecutor...) throws -> (PullUpFrameDriver, [PullUpController]) {
    let driver = try PullUpFrameDriver(clock: clock, framesPerSecond: 60)
    let controllers = try executors.map { executor in
      try PullUpController(container: phone, clock: clock, frameSource: .driver(driver), executor: executor)
    }
    return (driver, controllers)
  }

  @Test("Two sheets settle in step on one timer; at rest the driver sleeps no more")
  func inStep() async throws {
    let driver = try PullUpFrameDriver(clock: clock, framesPerSecond: 60)
    let first = try PullUpController(container: phone, clock: clock, frameSource: .driver(driver))
    let second = try PullUpController(container: phone, clock: clock, frameSource: .driver(driver))
    var firstSnapshots = first.snapshots.makeAsyncIterator()
    var secondSnapshots = second.snapshots.makeAsyncIterator()
    _ = await firstSnapshots.next()
    _ = await secondSnapshots.next()

    try await first.setState(.expanded, animated: true)
    try await second.setState(.expanded, animated: true)
    #expect(clock.sleeperCount == 1, "one timer for both sheets")
    #expect(driver.activeCount == 2)
    _ = await firstSnapshots.next()
    _ = await secondSnapshots.next()

    var firstTimes: [Double] = []
    var secondTimes: [Double] = []
    for _ in 0..<120 where clock.sleeperCount > 0 {
      await clock.advance(by: .nanoseconds(16_666_667))
      if let snapshot = await firstSnapshots.next() { firstTimes.append(snapshot.time) }
      if let snapshot = await secondSnapshots.next() { secondTimes.append(snapshot.time) }
    }
    #expect(firstTimes.count > 10)
    #expect(firstTimes == secondTimes, "both sheets get every frame at the same instants")
    #expect(await first.snapshot.state == .expanded)
    #expect(await second.snapshot.state == .expanded)
    #expect(await first.snapshot.height == 785)
    #expect(await second.snapshot.height == 785)
    #expect(driver.activeCount == 0)
    #expect(clock.sleeperCount == 0, "no wake-ups at rest")
  }

  @Test("A sheet that settles the same way gets the same heights on a driver as on its own frames")
  func sameMotion() async throws {
    let driver = try PullUpFrameDriver(clock: clock, framesPerSecond: 60)
    let driven = try PullUpController(container: phone, clock: clock, frameSource: .driver(driver))
    let alone = try PullUpController(container: phone, clock: clock)
    try await driven.setState(.expanded, animated: true)
    try await alone.setState(.expanded, animated: true)
    for _ in 0..<20 {
      await clock.advance(by: .nanoseconds(16_666_667))
      // Both started at time zero with frames at multiples of 1/60 s: the same instants, the same heights.
      let drivenHeight = await driven.snapshot.height
      let aloneHeight = await alone.snapshot.height
      #expect(drivenHeight == aloneHeight)
    }
    await clock.advance(by: .seconds(2))
    #expect(await driven.snapshot.height == 785)
    #expect(clock.sleeperCount == 0)
  }

  @Test("A finished or released controller leaves the driver; the driver goes idle")
  func leaving() async throws {
    let driver = try PullUpFrameDriver(clock: clock, framesPerSecond: 60)
    let finished = try PullUpController(container: phone, clock: clock, frameSource: .driver(driver))
    try await finished.setState(.expanded, animated: true)
    await clock.advance(by: .nanoseconds(16_666_667))
    await finished.finish()
    #expect(driver.activeCount == 0)
    await clock.advance(by: .nanoseconds(16_666_667))
    #expect(clock.sleeperCount == 0)

    var released: PullUpController? = try PullUpController(
      container: phone, clock: clock, frameSource: .driver(driver))
    try await released?.setState(.expanded, animated: true)
    #expect(driver.activeCount == 1)
    released = nil
    #expect(driver.activeCount == 0)
    await clock.advance(by: .seconds(1))
    #expect(clock.sleeperCount == 0)
  }

  @Test("Controllers on the main actor share a driver with ones on its own executor: every sheet gets every frame")
  func executors() async throws {
    let (driver, controllers) = try driven(.own, .mainActor, .mainActor)
    for controller in controllers { try await controller.setState(.expanded, animated: true) }
    #expect(clock.sleeperCount == 1, "one timer for all three")
    #expect(driver.activeCount == 3)
    for _ in 0..<20 {
      await clock.advance(by: .nanoseconds(16_666_667))
      var heights: [Double] = []
      for controller in controllers { heights.append(await controller.snapshot.height) }
      #expect(Set(heights).count == 1, "the same frame for every sheet: \(heights)")
    }
    await clock.advance(by: .seconds(2))
    for controller in controllers { #expect(await controller.snapshot.height == 785) }
    #expect(driver.activeCount == 0)
    #expect(clock.sleeperCount == 0)
  }
}
