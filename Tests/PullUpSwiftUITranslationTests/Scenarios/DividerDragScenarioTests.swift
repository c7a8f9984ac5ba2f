import PullUp
import PullUpCore
import PullUpFrontEnd
import PullUpSwiftUITranslation
import PullUpTesting
import Testing

/// A divider drag end to end, as `PullUpSplitView` runs it: `DragGesture` values through `DividerDrag`, the
/// interpreter and a controller on a test clock (`PullUpTestHarness`), with the gesture's dates running
/// beside the clock. The divider ends where the pointer let go, within the split view's rules: claimed past
/// the touch threshold (16 points) and measured from the press, so the point grabbed stays under the pointer,
/// held within 20–80 % of the container, with no momentum.
@Suite(.timeLimit(.minutes(1))) struct DividerDragScenarioTests {
  /// A split view's controller and what the glue keeps beside it.
  final class SplitRun {
    let harness: PullUpTestHarness
    var drag = DividerDrag()
    var interpreter = PullUpInterpreter()
    /// The gesture's date now, in reference-date seconds.
    var date = gestureDate
    /// Every event's time beside the controller's time when it was made.
    var times: [(event: Double, controller: Double)] = []

    init() throws {
      harness = try PullUpTestHarness(configuration: .splitView(), container: splitContainer)
    }

    /// The controller's time now, in seconds.
    var controllerNow: Double { PullUpClockTime.seconds(harness.clock.now.offset) }

    /// The divider's y, from the container's top: the top of the bottom part.
    func dividerY() async -> Double { await splitContainer.size.height - harness.controller.snapshot.height }

    /// Moves the clock and the gesture's date on by the same time.
    func wait(_ milliseconds: Int) async throws {
      try await harness.advance(by: .milliseconds(milliseconds))
      date += Double(milliseconds) / 1000
    }

    func interpret(_ events: [PullUpRawEvent]) async throws {
      for event in events {
        times.append((event.time, controllerNow))
        let interpretation = interpreter.interpret(event, on: await harness.controller.snapshot)
        for input in interpretation.inputs { try await harness.send(input) }
      }
    }

    func changed(to y: Double, from start: Double) async throws {
      try await interpret(
        drag.changed(location: (195, y), startLocation: (195, start), time: date, controllerNow: controllerNow))
    }

    func ended(at y: Double, from start: Double) async throws {
      try await interpret(
        drag.ended(location: (195, y), startLocation: (195, start), time: date, controllerNow: controllerNow))
    }

    /// A drag from `start` through `path`, 16 ms apart, released at the path's end.
    func drag(from start: Double, through path: [Double]) async throws {
      try await changed(to: start, from: start)
      for y in path.dropLast() {
        try await wait(16)
        try await changed(to: y, from: start)
      }
      try await wait(16)
      try await ended(at: path.last ?? start, from: start)
      try await harness.settle()
    }
  }

  @Test("A drag up ends where the pointer let go; the event times are the controller's")
  func dragUp() async throws {
    let run = try SplitRun()
    #expect(await run.dividerY() == 422)
    try await run.drag(from: 422, through: [410, 390, 350, 320, 300])
    // Claimed past 16 points; a grip is measured from the press, so the divider stays under the pointer.
    #expect(abs(await run.dividerY() - 300) < 1e-6)
    #expect(await run.harness.controller.snapshot.phase == .resting)
    for (event, controller) in run.times { #expect(abs(event - controller) < 1e-6) }
  }

  @Test("A drag down from a press 8 points below the divider's middle moves it by the pointer's travel")
  func dragDown() async throws {
    let run = try SplitRun()
    try await run.drag(from: 430, through: [450, 500, 560])
    // Measured from the press at 430: the pointer went on to 560, so the divider moves 130 points down from
    // 422, and the point grabbed (8 below its middle) stays under the pointer.
    #expect(abs(await run.dividerY() - (422 + (560 - 430))) < 1e-6)
  }

  @Test("A drag past an end of the range stops the divider at 20 % or 80 % of the container")
  func clampedAtTheEnds() async throws {
    let run = try SplitRun()
    try await run.drag(from: 422, through: [300, 100, 10])
    #expect(abs(await run.dividerY() - 844 * 0.2) < 1e-6)  // The bottom part at 80 %.
    try await run.drag(from: 844 * 0.2, through: [400, 700, 840])
    #expect(abs(await run.dividerY() - 844 * 0.8) < 1e-6)  // The bottom part at 20 %.
  }

  @Test("A flick leaves the divider where it was let go: the split view carries no momentum")
  func noMomentum() async throws {
    let run = try SplitRun()
    try await run.changed(to: 422, from: 422)
    for y in [380.0, 300, 220] {
      try await run.wait(8)
      try await run.changed(to: y, from: 422)
    }
    try await run.wait(8)
    try await run.ended(at: 220, from: 422)
    try await run.harness.settle()
    #expect(abs(await run.dividerY() - 220) < 1e-6)
  }

  @Test("A press that stays within the threshold is a tap: the divider does not move")
  func tap() async throws {
    let run = try SplitRun()
    try await run.drag(from: 422, through: [425, 418])
    #expect(await run.dividerY() == 422)
  }

  @Test("A gesture cancelled mid-drag (its view went away) leaves the divider where it was last")
  func cancelled() async throws {
    let run = try SplitRun()
    try await run.changed(to: 422, from: 422)
    try await run.wait(16)
    try await run.changed(to: 350, from: 422)
    try await run.interpret(run.drag.cancelled())
    try await run.harness.settle()
    #expect(abs(await run.dividerY() - 350) < 1e-6)
    #expect(!run.interpreter.isFollowingGesture)
  }

  @Test("Seeded random drags: the divider always rests within 20–80 %, where the last drag let it go")
  func randomDrags() async throws {
    var checkedExactly = 0
    for seed in UInt64(1)...8 {
      var random = PullUpSeededGenerator(seed: seed)
      let run = try SplitRun()
      for _ in 0..<4 {
        let start = await run.dividerY() + Double.random(in: -4...4, using: &random)
        let steps = Int.random(in: 1...5, using: &random)
        var y = start
        var path: [Double] = []
        for _ in 0..<steps {
          y += Double.random(in: -150...150, using: &random)
          path.append(y)
        }
        let before = await run.dividerY()
        try await run.drag(from: start, through: path)
        let after = await run.dividerY()
        #expect(after >= 844 * 0.2 - 1e-6 && after <= 844 * 0.8 + 1e-6, "seed \(seed): \(after)")
        let moved = path.contains { abs($0 - start) > 16 }
        if moved {
          // Claimed when a step passed the threshold, measured from the press (a grip stays under the
          // pointer): 1:1, clamped; the release adds nothing.
          let last = path.last ?? start
          let origin = start
          let expected = min(max(before + (last - origin), 844 * 0.2), 844 * 0.8)
          // A path that went past an end and came back is clamped on the way: the divider follows the
          // pointer from the end it reached, so only the clamped-free paths have this exact answer.
          let free = path.allSatisfy { before + ($0 - origin) >= 844 * 0.2 && before + ($0 - origin) <= 844 * 0.8 }
          if free {
            checkedExactly += 1
            #expect(abs(after - expected) < 1e-6, "seed \(seed): \(after) vs \(expected)")
          }
        } else {
          #expect(after == before, "seed \(seed)")
        }
      }
    }
    // The exact rule was checked, not only the range.
    #expect(checkedExactly > 0)
  }
}
