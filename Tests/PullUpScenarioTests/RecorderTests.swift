import PullUp
import PullUpCore
import PullUpFrontEnd
import PullUpScenario
import PullUpTesting
import Testing

/// Recording a live session (a controller on a test clock) and replaying the recording: the same snapshots,
/// bit for bit.
@Suite("Recording scenarios", .timeLimit(.minutes(5 * TestSlowness.factor)))
struct RecorderTests {
  /// A live session: a controller made from the recorder's setup, its inputs given through the recorder,
  /// and the snapshots the front end saw.
  struct Session {
    let clock = PullUpTestClock()
    let recorder: PullUpScenarioRecorder
    let controller: PullUpController
    /// The sheet right after each recorded input.
    var afterInputs: [PullUpSnapshot] = []
    /// The sheet after each wait.
    var afterWaits: [PullUpSnapshot] = []

    init(_ configuration: PullUpScenario.Configuration, container: PullUpContainer = phone) throws {
      recorder = PullUpScenarioRecorder(configuration: configuration, container: container, title: "recorded")
      controller = try recorder.setup.makeController(clock: clock)
    }

    /// Gives an input through the recorder; returns whether the controller accepted it.
    @discardableResult
    mutating func input(_ input: PullUpInput) async -> Bool {
      do {
        try await recorder.apply(input, to: controller)
      } catch {
        return false
      }
      afterInputs.append(await controller.snapshot)
      return true
    }

    mutating func wait(_ duration: Duration) async {
      await clock.advance(by: duration)
      afterWaits.append(await controller.snapshot)
    }

    /// Replays the recording (through its JSON text) and checks that it reproduces the session.
    func checkReplay(sourceLocation: SourceLocation = #_sourceLocation) async throws {
      let recorded = recorder.scenario(until: PullUpClockTime.seconds(clock.now.offset))
      let scenario = try PullUpScenario(json: recorded.json())
      #expect(scenario == recorded, sourceLocation: sourceLocation)
      let record = try await scenario.replay()
      let replayed = record.snapshotsAfterInputs
      #expect(replayed.count == afterInputs.count, sourceLocation: sourceLocation)
      for (live, replay) in zip(afterInputs, replayed) {
        #expect(replay == live, sourceLocation: sourceLocation)
        #expect("\(replay)" == "\(live)", "bit for bit", sourceLocation: sourceLocation)
      }
      let frames = Set(record.frames.map { "\($0)" })
      for snapshot in afterWaits {
        let found = frames.contains("\(snapshot)")
        #expect(found, "the snapshot seen live at \(snapshot.time) s: \(snapshot)", sourceLocation: sourceLocation)
      }
      await controller.finish()
    }
  }

  @Test("A scripted session: drags, a caught settle, a rotation, hiding, locking, content height")
  func scripted() async throws {
    var session = try Session(PullUpScenario.Configuration(preset: .default))
    await session.wait(.milliseconds(120))
    await session.input(.dragBegan())
    for step in 1...6 {
      await session.wait(.milliseconds(16))
      await session.input(.dragChanged(translation: -12 * Double(step * step)))
    }
    await session.input(.dragEnded(velocity: nil))
    await session.wait(.milliseconds(150))
    await session.input(.dragBegan())
    await session.wait(.milliseconds(33))
    await session.input(.dragChanged(translation: 40))
    await session.input(.dragEnded(velocity: 700))
    await session.wait(.milliseconds(90))
    await session.input(
      .setContainer(PullUpContainer(width: 844, height: 390, safeArea: PullUpInsets(bottom: 21)), animated: true))
    await session.wait(.milliseconds(400))
    await session.input(.setHidden(true, animated: true))
    await session.wait(.milliseconds(250))
    await session.input(.setHidden(false, animated: false))
    await session.input(.setLocked(true))
    #expect(await session.input(.dragBegan()) == false, "a locked sheet refuses a drag, which is not recorded")
    await session.input(.setLocked(false))
    await session.input(.toggleState(animated: true))
    await session.wait(.milliseconds(70))
    await session.input(.moveToDetent(1, animated: true))
    await session.input(.setContentHeight(300, animated: false))
    await session.input(.setHeight(200, animated: true))
    await session.wait(.seconds(2))
    #expect(session.recorder.count == session.afterInputs.count)
    try await session.checkReplay()
  }

  @Test("A session with scroll hand-off, the keyboard, accessibility, reduced motion and a restore replays exactly")
  func environment() async throws {
    var configuration = PullUpScenario.Configuration(preset: .default)
    configuration.keyboardPolicy = .temporaryDetent
    var session = try Session(configuration)
    await session.input(.scrollOffsetChanged(0, maximum: 300))
    await session.wait(.milliseconds(50))
    await session.input(.dragBegan(inScrollableContent: true))
    for step in 1...8 {
      await session.wait(.milliseconds(16))
      await session.input(.dragChanged(translation: -110 * Double(step)))
    }
    await session.input(.dragEnded(velocity: nil))
    await session.wait(.milliseconds(200))
    await session.input(.scrollOffsetChanged(0, maximum: 300))
    await session.input(.keyboardChanged(height: 300, animated: true))
    await session.wait(.milliseconds(120))
    await session.input(.accessibilityActionPerformed(.collapse))
    await session.wait(.milliseconds(400))
    await session.input(.keyboardChanged(height: 0, animated: true))
    await session.input(.setReducesMotion(true))
    await session.wait(.milliseconds(30))
    await session.input(.accessibilityActionPerformed(.nextDetent))
    await session.wait(.milliseconds(90))
    await session.input(.restore(PullUpRestorationState(detentIndex: 1, detentCount: 2, height: 0), animated: true))
    #expect(
      await session.input(.accessibilityActionPerformed(.expand)) == false,
      "the sheet is on its way up: expand is unavailable")
    await session.wait(.seconds(2))
    #expect(session.recorder.count == session.afterInputs.count)
    #expect(session.afterInputs.contains { $0.contentOffset > 0 })
    #expect(session.afterInputs.contains { $0.keyboardHeight == 300 })
    try await session.checkReplay()
  }

  @Test("Random sessions at arbitrary times replay exactly", arguments: [UInt64(1), 2, 3, 4])
  func random(seed: UInt64) async throws {
    var generator = SeededGenerator(seed: seed)
    let presets = PullUpScenario.Configuration.Preset.allCases
    var configuration = PullUpScenario.Configuration(preset: presets[Int(seed) % presets.count])
    if configuration.preset == .splitSheet { configuration.sheetHeight = 620 }
    var session = try Session(configuration)
    var translation = 0.0
    for _ in 0..<60 {
      await session.wait(.nanoseconds(Int64.random(in: 1_000_000...90_000_000, using: &generator)))
      switch Int.random(in: 0..<10, using: &generator) {
      case 0...1:
        translation = 0
        await session.input(.dragBegan())
      case 2...5:
        translation += Double.random(in: -80...60, using: &generator)
        await session.input(.dragChanged(translation: translation))
      case 6:
        let velocity = Bool.random(using: &generator) ? nil : Double.random(in: -3000...3000, using: &generator)
        await session.input(.dragEnded(velocity: velocity))
      case 7:
        await session.input(.setState(Bool.random(using: &generator) ? .expanded : .collapsed, animated: true))
      case 8:
        await session.input(.setHidden(Bool.random(using: &generator), animated: Bool.random(using: &generator)))
      default:
        let width = Double.random(in: 300...900, using: &generator)
        await session.input(.setContainer(PullUpContainer(width: width, height: 1200 - width), animated: true))
      }
    }
    await session.wait(.seconds(3))
    try await session.checkReplay()
  }

  @Test("The recorder refuses values a scenario cannot hold, and counts a time that goes back as the latest")
  func recorderRules() throws {
    let recorder = PullUpScenarioRecorder(container: phone)
    #expect(throws: PullUpScenarioError.self) { try recorder.record(.dragChanged(translation: .nan), at: 1) }
    #expect(throws: PullUpScenarioError.self) { try recorder.record(.dragBegan(), at: -1) }
    #expect(throws: PullUpScenarioError.self) {
      try recorder.record(.setContainer(PullUpContainer(width: -1, height: 10), animated: false), at: 1)
    }
    try recorder.record(.dragBegan(), at: 2)
    try recorder.record(.dragEnded(velocity: nil), at: 1.5)
    try recorder.record(.setContainer(PullUpContainer(width: 844, height: 390)), at: 3)
    let scenario = recorder.scenario(until: 2.5)
    #expect(scenario.events.map(\.time) == [2, 2, 3])
    #expect(scenario.until == 3)
    #expect(scenario.events.last?.input == .setContainer(PullUpContainer(width: 844, height: 390), animated: false))
    #expect(throws: Never.self) { try scenario.validate() }
  }

  @Test("Raw events are recorded at the recording's times, in order with inputs, and replay through the interpreter")
  func rawEvents() async throws {
    var configuration = PullUpScenario.Configuration(preset: .default)
    configuration.interpreter = PullUpInterpreter.Settings(dragThresholds: .init(mouse: 4, touch: 16, pen: 4))
    let recorder = PullUpScenarioRecorder(configuration: configuration, container: phone)
    // The events' own times are another clock's (GDK's): the recording's times replace them.
    func pointer(_ phase: PullUpPointerPhase, y: Double, region: PullUpRegion = .handle) -> PullUpRawEvent {
      .pointer(phase, x: 195, y: y, time: 81_234.5, device: .mouse, region: region)
    }
    try recorder.record(.scrollOffsetChanged(0, maximum: 300), at: 0.1)
    try recorder.record(pointer(.down, y: 730), at: 0.6)
    try recorder.record(pointer(.move, y: 700), at: 0.65)
    try recorder.record(pointer(.move, y: 640, region: .body), at: 0.7)
    try recorder.record(pointer(.up, y: 640, region: .body), at: 0.75)
    try recorder.record(.setReducesMotion(true), at: 2)
    // A time that goes back counts as the latest, as an input's does.
    try recorder.record(.key(.escape, region: .body, time: 81_236), at: 1.5)
    #expect(recorder.count == 7)
    let recorded = recorder.scenario(until: 3)
    #expect(recorded.events.map(\.time) == [0.1, 0.6, 0.65, 0.7, 0.75, 2, 2])
    #expect(recorded.events.compactMap(\.rawEvent).map(\.time) == [0.6, 0.65, 0.7, 0.75, 2])
    #expect(recorded.events[1].rawEvent == pointer(.down, y: 730).stamped(at: 0.6))
    #expect(recorded.events[6].rawEvent == .key(.escape, region: .body, time: 2))

    let scenario = try PullUpScenario(json: recorded.json())
    #expect(scenario == recorded)
    #expect(scenario.configuration.interpreter == configuration.interpreter)
    let record = try await scenario.replay()
    // The 30 pt move from the handle passes the 4 pt threshold of the recording's interpreter at once.
    #expect(record.transitions.first?.time == 0.65)
    #expect(record.transitions.first?.transition == .init(from: .collapsed, to: .dragging))
    #expect(record.snapshotsAfterInputs.contains { $0.time == 0.75 && $0.phase == .settling })
    #expect(record.final.state == .collapsed, "Escape collapsed the sheet the drag raised")
  }

  @Test("The recorder refuses a raw event a scenario cannot hold, and records nothing then")
  func rawEventRules() throws {
    let recorder = PullUpScenarioRecorder(container: phone)
    let down = PullUpRawEvent.pointer(.down, x: 10, y: 700, time: 0, device: .mouse, region: .body)
    #expect(throws: PullUpScenarioError(.invalidValue, at: "events[0].x", "must be a finite number, found nan")) {
      try recorder.record(.pointer(.down, x: .nan, y: 1, time: 0, device: .mouse, region: .body), at: 1)
    }
    #expect(throws: PullUpScenarioError.self) {
      try recorder.record(
        .scroll(
          delta: 1, unit: .notches, phase: .none, x: nil, y: nil, region: nil, contentMaximum: -1, time: 0), at: 1)
    }
    #expect(throws: PullUpScenarioError.self) { try recorder.record(down, at: -1) }
    #expect(throws: PullUpScenarioError.self) { try recorder.record(down, at: .infinity) }
    #expect(recorder.count == 0)
    try recorder.record(down, at: 1)
    #expect(recorder.scenario().events == [PullUpScenario.Event(down.stamped(at: 1))])
  }
}
