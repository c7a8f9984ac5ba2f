import PullUp
import PullUpTesting
import Testing

/// `PullUpFrameDriver.frames`: one value per frame with the snapshot of every sheet the frame moved.
///
/// The test clock returns from `advance(by:)` once the driver's task sleeps again, so a frame, with its hop
/// to the main actor and its publishes, has happened by then; `drainPending()` reads what it published.
extension FrameDriverTests {
  static let frame = Duration.nanoseconds(16_666_667)

  /// What one frame published: the driver's frames, and each controller's own snapshots, by its `id`.
  struct Step {
    var frames: [PullUpDriverFrame]
    var own: [ObjectIdentifier: [PullUpSnapshot]]
  }

  /// Follows a driver's frames and the `snapshots(buffering: .all)` stream of each of its controllers.
  struct Recording {
    var frames: PullUpStream<PullUpDriverFrame>.Iterator
    var own: [(id: ObjectIdentifier, iterator: PullUpStream<PullUpSnapshot>.Iterator)]

    init(_ driver: PullUpFrameDriver, _ controllers: [PullUpController]) {
      frames = driver.frames.makeAsyncIterator()
      own = controllers.map { ($0.id, $0.snapshots(buffering: .all).makeAsyncIterator()) }
    }

    /// Takes what was published since the last call.
    mutating func step() -> Step {
      var snapshots: [ObjectIdentifier: [PullUpSnapshot]] = [:]
      for index in own.indices { snapshots[own[index].id] = own[index].iterator.drainPending() }
      return Step(frames: frames.drainPending(), own: snapshots)
    }
  }

  /// Runs frames until the clock has no sleeper, checking that each one published one driver frame holding
  /// exactly what each controller published to its own stream in it; returns, per controller, the number of
  /// the frame in which it came to rest.
  func checkFrames(_ recording: inout Recording, limit: Int = 300) async throws -> [ObjectIdentifier: Int] {
    var restedAt: [ObjectIdentifier: Int] = [:]
    for number in 0..<limit where clock.sleeperCount > 0 {
      await clock.advance(by: Self.frame)
      let step = recording.step()
      let published = step.own.filter { !$0.value.isEmpty }
      if published.isEmpty {
        #expect(step.frames.isEmpty, "frame \(number): no frame when no sheet published")
        continue
      }
      let frame = try #require(step.frames.count == 1 ? step.frames.first : nil, "frame \(number): one frame")
      #expect(Set(frame.snapshots.keys) == Set(published.keys), "frame \(number): the sheets that published")
      for (id, snapshots) in published {
        #expect(snapshots.count == 1, "frame \(number): one snapshot per sheet per frame")
        #expect(frame.snapshots[id] == snapshots.last, "frame \(number): the very snapshot published")
        #expect(restedAt[id] == nil, "frame \(number): a sheet at rest is in no later frame")
        if snapshots.last?.phase == .resting { restedAt[id] = number }
      }
    }
    #expect(clock.sleeperCount == 0)
    return restedAt
  }

  @Test("Each frame holds the snapshot every moving sheet published in it, up to the frame where it rests")
  func framesHoldEverySheet() async throws {
    let (driver, controllers) = try driven(.own, .own)
    let (first, second) = (controllers[0], controllers[1])
    #expect(first.id == ObjectIdentifier(first))
    #expect(first.id != second.id)
    var recording = Recording(driver, [first, second])
    _ = recording.step()  // the current snapshots; there is no current frame

    try await first.setState(.expanded, animated: true)
    var step = recording.step()
    #expect(step.frames.isEmpty, "an input's snapshot is not a frame")
    #expect(step.own[first.id]?.count == 1)
    for number in 0..<5 {
      await clock.advance(by: Self.frame)
      step = recording.step()
      let frame = try #require(step.frames.count == 1 ? step.frames.first : nil, "frame \(number)")
      #expect(Array(frame.snapshots.keys) == [first.id], "only the settling sheet")
      #expect(frame.snapshots[first.id] == step.own[first.id]?.last)
      #expect(step.own[second.id]?.isEmpty == true)
    }

    try await second.setState(.expanded, animated: true)
    _ = recording.step()
    let restedAt = try await checkFrames(&recording)
    let firstRest = try #require(restedAt[first.id])
    let secondRest = try #require(restedAt[second.id])
    #expect(firstRest < secondRest, "the sheet that started first rests first; later frames hold only the other")
    #expect(await first.snapshot.state == .expanded)
    #expect(await second.snapshot.state == .expanded)
  }

  @Test("A controller on the main actor is in the same frames as the driver's own")
  func framesIncludeTheMainActor() async throws {
    let (driver, controllers) = try driven(.own, .mainActor)
    let (own, main) = (controllers[0], controllers[1])
    var recording = Recording(driver, [own, main])
    try await own.setState(.expanded, animated: true)
    try await main.setState(.expanded, animated: true)
    _ = recording.step()

    await clock.advance(by: Self.frame)
    let frame = try #require(recording.step().frames.first)
    #expect(Set(frame.snapshots.keys) == [own.id, main.id])
    let restedAt = try await checkFrames(&recording)
    #expect(restedAt[own.id] != nil)
    #expect(restedAt[own.id] == restedAt[main.id], "started together, they rest in the same frame")
  }

  @Test("A subscriber gets the frames after it subscribed, none from before")
  func noReplay() async throws {
    let (driver, controllers) = try driven(.own)
    let controller = controllers[0]
    var early = driver.frames.makeAsyncIterator()
    try await controller.setState(.expanded, animated: true)
    for _ in 0..<3 { await clock.advance(by: Self.frame) }

    var late = driver.frames.makeAsyncIterator()
    #expect(late.drainPending().isEmpty, "no current frame")
    await clock.advance(by: Self.frame)
    let earlyFrames = early.drainPending()
    let lateFrames = late.drainPending()
    try #require(earlyFrames.count == 4)
    #expect(lateFrames == [earlyFrames[3]])
    await clock.advance(by: .seconds(2))
  }

  @Test("frames(buffering: .newest(1)) keeps the newest frame only")
  func newestFrame() async throws {
    let (driver, controllers) = try driven(.own)
    let controller = controllers[0]
    var all = driver.frames.makeAsyncIterator()
    var newest = driver.frames(buffering: .newest(1)).makeAsyncIterator()
    try await controller.setState(.expanded, animated: true)
    for _ in 0..<5 { await clock.advance(by: Self.frame) }
    let every = all.drainPending()
    try #require(every.count == 5)
    #expect(newest.drainPending() == [every[4]])
    await clock.advance(by: .seconds(2))
  }

  @Test("The frames stream ends when the driver and its controllers are gone")
  func framesEnd() async throws {
    var driver: PullUpFrameDriver? = try PullUpFrameDriver(clock: clock, framesPerSecond: 60)
    var controller: PullUpController? = try PullUpController(
      container: phone, clock: clock, frameSource: .driver(try #require(driver)))
    let frames = try #require(driver).frames
    try await controller?.setState(.expanded, animated: true)
    await clock.advance(by: .seconds(2))
    #expect(clock.sleeperCount == 0)
    controller = nil
    driver = nil
    // The loop reads what was published, then ends once the driver's task, which ended in its last sleep,
    // has let go of the driver.
    var count = 0
    for await _ in frames { count += 1 }
    #expect(count > 10)
  }
}
