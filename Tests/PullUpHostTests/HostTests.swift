import PullUp
import PullUpHost
import Testing

/// `PullUpHost`: inputs, the layout pass's inputs, frames only while the sheet settles, and the recording hooks,
/// through a toolkit with no views.
@MainActor @Suite struct HostTests {
  @Test("An input applies at once, is reported, asks for a layout and starts frames for a settle")
  func input() throws {
    let toolkit = try FakeToolkit()
    var reported: [PullUpInput] = []
    toolkit.host.onInput = { input, _, fromRawEvent in
      #expect(!fromRawEvent)
      reported.append(input)
    }
    #expect(toolkit.host.apply(.setState(.expanded)) == nil)
    #expect(reported == [.setState(.expanded)])
    #expect(toolkit.layoutsAsked == 1)
    #expect(toolkit.changes == 1)
    #expect(toolkit.framesStarted == 1)
    #expect(toolkit.host.isTicking)
  }

  @Test("A refused input is the refusal, as a value, and changes nothing")
  func refusal() throws {
    let toolkit = try FakeToolkit()
    let before = toolkit.host.snapshot
    let refusal = toolkit.host.apply(.setHeight(.nan))
    #expect(refusal != nil)
    #expect(toolkit.host.snapshot == before)
    #expect(toolkit.framesStarted == 0)
  }

  @Test("A layout pass's input is reported after the pass, before the next raw event's")
  func layoutInputs() throws {
    let toolkit = try FakeToolkit()
    var reported: [String] = []
    toolkit.host.onInput = { input, _, _ in reported.append("\(input)") }
    toolkit.host.onRawEvent = { _, _ in reported.append("raw") }
    toolkit.layOut(width: 800, height: 600)
    #expect(reported.isEmpty)
    #expect(toolkit.host.container.size.height == 600)
    #expect(toolkit.layoutsAsked == 0)
    toolkit.host.interpret(.pointer(.move, x: 1, y: 1, time: 0, device: .mouse, region: .outside))
    #expect(reported.count == 2)
    #expect(reported.last == "raw")
    #expect(reported.first?.contains("setContainer") == true)
  }

  @Test("Frames run while the sheet settles and stop in the frame it rests in: none at rest", arguments: [60.0, 120.0])
  func framesOnlyWhileSettling(rate: Double) throws {
    let toolkit = try FakeToolkit()
    toolkit.host.apply(.setState(.expanded))
    let frames = toolkit.runFrames(rate: rate)
    #expect(frames > 1)
    #expect(!toolkit.framesRun)
    #expect(!toolkit.host.isTicking)
    #expect(toolkit.host.snapshot.phase == .resting)
    #expect(toolkit.host.snapshot.state == .expanded)
    // At rest, an input that moves nothing starts nothing.
    toolkit.host.apply(.setState(.expanded))
    #expect(toolkit.framesStarted == 1)
  }

  @Test("A settle started before the toolkit is served runs its frames once it is")
  func settleBeforeServing() throws {
    let seconds = ManualSeconds()
    let host = try PullUpHost(configuration: .default, container: PullUpContainer(width: 390, height: 844)) {
      seconds.now
    }
    #expect(host.apply(.setState(.expanded)) == nil)
    #expect(!host.isTicking)
    let toolkit = FakeToolkit(serving: host, seconds: seconds)
    #expect(toolkit.framesStarted == 1)
    toolkit.runFrames()
    #expect(host.snapshot.state == .expanded)
    #expect(host.snapshot.phase == .resting)
  }

  @Test("The toolkit's own frame work keeps frames after the sheet rests, and only as long as it asks")
  func frameWork() throws {
    let toolkit = try FakeToolkit()
    toolkit.workFrames = 5
    toolkit.host.startFrames()
    #expect(toolkit.runFrames() == 5)
  }

  @Test("A frame time earlier than one already read moves nothing back")
  func frameClockNeverGoesBack() throws {
    let toolkit = try FakeToolkit()
    toolkit.seconds.now = 10
    toolkit.host.apply(.setState(.expanded))
    #expect(toolkit.host.frame(at: 10.1))
    let time = toolkit.host.snapshot.time
    #expect(toolkit.host.frame(at: 5))
    #expect(toolkit.host.snapshot.time >= time)
  }

  @Test("A drag through the interpreter: raw events reported first, then their inputs, from the raw event")
  func rawEvents() throws {
    let toolkit = try FakeToolkit()
    var log: [String] = []
    toolkit.host.onRawEvent = { _, _ in log.append("raw") }
    toolkit.host.onInput = { input, _, fromRawEvent in log.append(fromRawEvent ? "\(input)" : "other") }
    let y = toolkit.host.snapshot.layout.sheetFrame.y + 40
    let events: [PullUpRawEvent] = [
      .pointer(.down, x: 100, y: y, time: 0, device: .touch, region: .body),
      .pointer(.move, x: 100, y: y - 100, time: 0.05, device: .touch, region: .body),
      .pointer(.up, x: 100, y: y - 100, time: 0.06, device: .touch, region: .body),
    ]
    for event in events { toolkit.host.interpret(event) }
    #expect(log.first == "raw")
    #expect(log.filter { $0 == "raw" }.count == 3)
    #expect(log.contains { $0.hasPrefix("dragEnded") })
    #expect(toolkit.host.isTicking)
    toolkit.runFrames()
    #expect(toolkit.host.snapshot.phase == .resting)
  }

  @Test("The toolkit's drag thresholds are read at each press")
  func thresholds() throws {
    let toolkit = try FakeToolkit()
    toolkit.dragThresholds = PullUpInterpreter.DragThresholds(mouse: 3, touch: 30, pen: 3)
    toolkit.host.interpret(.pointer(.down, x: 1, y: 800, time: 0, device: .mouse, region: .body))
    #expect(toolkit.host.interpreter.settings.dragThresholds.mouse == 3)
  }

  @Test("A detached host gives nothing and asks nothing")
  func detached() throws {
    let toolkit = try FakeToolkit()
    toolkit.host.detach()
    #expect(toolkit.host.apply(.setState(.expanded)) == nil)
    #expect(toolkit.host.snapshot.state == .collapsed)
    #expect(toolkit.layoutsAsked == 0)
    #expect(!toolkit.host.frame(at: 1))
  }

  @Test("The controller's announcements reach the toolkit")
  func announcements() async throws {
    let toolkit = try FakeToolkit()
    toolkit.host.apply(.setState(.expanded))
    toolkit.runFrames()
    // The announcement is a stream's delivery, a later main-actor job: wait for it by yielding, a bounded number
    // of times (each yield lets the stream's jobs run; no clock is read).
    for _ in 0..<1_000 where toolkit.announced.isEmpty { await Task.yield() }
    #expect(toolkit.announced.isEmpty == false)
  }
}
