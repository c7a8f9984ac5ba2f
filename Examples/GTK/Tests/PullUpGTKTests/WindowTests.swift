import Foundation
import PullUpCore
import PullUpScenario
import Testing

/// Whether CI asked for the window tests to run, so that a missing tool fails them instead of skipping.
let windowTestsRequired = ProcessInfo.processInfo.environment["PULLUP_GTK_REQUIRE_XVFB"] == "1"

@Suite(
  "pullup-gtk in a real window, driven by a real pointer under Xvfb", .serialized,
  .enabled(if: WindowSession.missingTools == nil || windowTestsRequired), .timeLimit(.minutes(3)))
struct WindowTests {
  /// The container: the window's content, in points.
  static let width = 400
  static let height = 720
  /// The column the screenshot reads the sheet's top edge in: clear of the handle and the rounded corners.
  static let screenshotColumn = 330
  /// The sheet's colour (`#fbfbfd`, PullUpSheetWidget's style).
  static let sheetColor: (UInt8, UInt8, UInt8) = (0xfb, 0xfb, 0xfd)

  @Test("Drag, flick, the list's hand-off, a tap on the dimming, a key and a resize; the recording replays")
  func session() async throws {
    if let missing = WindowSession.missingTools { Issue.record("missing tools: \(missing)") }
    let session = try WindowSession(arguments: ["--size", "\(Self.width)x\(Self.height)"])
    let log = session.logLines
    func frame(_ index: Int) throws -> FrameLine { try FrameLine(log.lines[index]) }
    /// The first frame at rest after the sheet moved, from `start` on: a frame drawn at rest before the
    /// window handled the input (GTK may lay out again) is not the input's rest.
    func restIndex(from start: Int, in state: String? = nil, _ what: String) throws -> Int {
      let moving = try log.wait(from: start, for: "the sheet moving (\(what))") { !FrameLine.rests($0) }
      return try log.wait(from: moving, for: what) { FrameLine.rests($0, in: state) }
    }

    // The first frame: collapsed at the peek, drawn where the log says.
    var mark = try log.wait(for: "the first frame") { FrameLine.rests($0, in: "collapsed") }
    let first = try frame(mark)
    #expect(first.containerHeight == Double(Self.height), "the window's content is the container, --size high")
    #expect(first.sheetY == Double(Self.height) - first.height)
    try expectScreenshotEdge(session, at: first.sheetY)

    // A slow drag by the handle, held still before the release: the sheet settles where it points.
    mark = log.lines.count
    try session.drag(
      from: (200, Self.height - 80), through: (1...10).map { (200, Self.height - 80 - 22 * $0) }, stepSeconds: 0.04,
      holdSeconds: 0.3)
    mark = try restIndex(from: mark, "rest after the slow drag")
    let slow = try frame(mark)
    #expect(slow.state == "intermediate", "a slow drag of 220 points from the peek rests at the middle detent")

    // A flick up from the middle detent: one detent further.
    let flickStart = Int(slow.sheetY) + 12
    mark = log.lines.count
    try session.drag(
      from: (200, flickStart), through: [(200, flickStart - 15), (200, flickStart - 35), (200, flickStart - 60)],
      stepSeconds: 0.012)
    mark = try restIndex(from: mark, "rest after the flick")
    let expanded = try frame(mark)
    #expect(expanded.state == "expanded")
    #expect(expanded.dimming > 0, "the expanded sheet dims the map")

    // A click on the dimmed map collapses the sheet.
    mark = log.lines.count
    try session.xdotool(["mousemove", "200", "\(Int(expanded.sheetY) / 2)", "click", "1"])
    mark = try restIndex(from: mark, in: "collapsed", "collapse after the click on the dimming")

    // The list's hand-off in one drag up: the sheet expands first, then the list scrolls.
    let collapsed = try frame(mark)
    let listY = Int(collapsed.sheetY) + 70
    mark = log.lines.count
    try session.drag(
      from: (100, listY), through: (1...24).map { (100, listY - 26 * $0) }, stepSeconds: 0.02, holdSeconds: 0.3)
    let handOffUp = try restIndex(from: mark, "rest after the drag up on the list")
    let up = try (mark...handOffUp).map(frame)
    #expect(up.last?.state == "expanded")
    #expect((up.last?.contentOffset ?? 0) > 0, "the list scrolled once the sheet was expanded")
    #expect(
      up.allSatisfy { $0.contentOffset == 0 || $0.height == expanded.height },
      "the list scrolls only while the sheet is expanded")

    // And back down in one drag: the list scrolls to its top, then the sheet follows.
    mark = log.lines.count
    try session.drag(
      from: (100, 300), through: (1...20).map { (100, 300 + 20 * $0) }, stepSeconds: 0.02, holdSeconds: 0.3)
    let handOffDown = try restIndex(from: mark, "rest after the drag down on the list")
    let down = try (mark...handOffDown).map(frame)
    #expect(down.last?.contentOffset == 0)
    #expect((down.last?.height ?? .infinity) < expanded.height, "the sheet followed the list down")
    #expect(down.allSatisfy { $0.height == expanded.height || $0.contentOffset == 0 })

    // Following the finger: every frame drawn while the sheet tracks is at most one frame late.
    let tracking = try log.lines.indices.map(frame).filter { $0.phase == "tracking" }
    #expect(tracking.count > 40)
    let late = tracking.filter { ($0.lagFrames ?? 0) > 1 }
    #expect(
      late.isEmpty, "frames drawn more than one frame after their motion: \(late.map { ($0.time, $0.lagFrames ?? 0) })")

    // A key: ↑ moves one detent up.
    let beforeKey = try frame(handOffDown)
    mark = log.lines.count
    try session.xdotool(["key", "Up"])
    mark = try restIndex(from: mark, "rest after ↑")
    let afterKey = try frame(mark)
    #expect((afterKey.detent ?? 0) == (beforeKey.detent ?? 0) + 1)

    // A resize keeps the sheet at its detent, drawn where the log says.
    mark = log.lines.count
    try session.xdotool(["windowsize", try session.windowIdentifier(), "\(Self.width)", "600"])
    mark = try log.wait(from: mark, for: "a frame in the resized window") {
      guard let frame = try? FrameLine($0) else { return false }
      return frame.containerHeight == 600 && frame.phase == "resting"
    }
    let resized = try frame(mark)
    #expect(resized.detent == afterKey.detent)
    #expect(resized.state == afterKey.state)
    try expectScreenshotEdge(session, at: resized.sheetY)

    // Quit with q: the recording replays headlessly to the same resting places.
    try session.xdotool(["key", "q"])
    let exit = session.waitForExit()
    #expect(exit.status == 0, "\(exit.output)")
    #expect(exit.output.contains("Recorded"))
    #expect(!exit.output.contains("WARNING") && !exit.output.contains("CRITICAL"), "GTK complained: \(exit.output)")
    let liveRests = restingHeights(try log.lines.indices.map(frame))
    try await expectReplay(session.recordPath, restsAt: liveRests)
    try session.keepRecording(as: "window-session.pullup.json")
  }

  @Test(
    "Every preset pullup demo takes opens at its first resting place, drawn where the log says, and moves on a key",
    arguments: PullUpScenario.Configuration.Preset.allCases.map(\.commandLineName))
  func preset(_ name: String) throws {
    let session = try WindowSession(arguments: ["--preset", name, "--size", "\(Self.width)x\(Self.height)"])
    let log = session.logLines
    // The index first: `log.lines` read before the wait would not hold the line waited for.
    let firstIndex = try log.wait(for: "the first frame") { FrameLine.rests($0) }
    let first = try FrameLine(log.lines[firstIndex])
    if !first.hidden { try expectScreenshotEdge(session, at: first.sheetY) }
    let mark = log.lines.count
    // Space toggles a shown sheet; `h` shows a hidden one (SplitSheet starts hidden).
    try session.xdotool(["key", first.hidden ? "h" : "space"])
    let moving = try log.wait(from: mark, for: "the key's settle") { !FrameLine.rests($0) }
    let restIndex = try log.wait(from: moving, for: "the key's rest") { FrameLine.rests($0) }
    let rest = try FrameLine(log.lines[restIndex])
    #expect(rest.state != first.state || rest.hidden != first.hidden, "\(name) moved from \(first.state)")
    if !rest.hidden { try expectScreenshotEdge(session, at: rest.sheetY) }
    try session.xdotool(["key", "q"])
    #expect(session.waitForExit().status == 0)
  }

  /// The screenshot's sheet starts at the row the log says, to the pixel.
  func expectScreenshotEdge(_ session: WindowSession, at y: Double) throws {
    let shot = try session.screenshot()
    let edge = shot.firstRow(atColumn: Self.screenshotColumn, matching: Self.sheetColor)
    #expect(
      edge.map { abs(Double($0) - y.rounded()) <= 1 } == true,
      "the sheet's edge is at \(String(describing: edge)), the log says \(y)")
  }

  /// The heights at which the sheet came to rest, in order: after moving, or moved at once (a resize).
  func restingHeights(_ frames: [FrameLine]) -> [Double] {
    var heights: [Double] = []
    for (previous, frame) in zip(frames, frames.dropFirst()) where frame.phase == "resting" {
      if previous.phase != "resting" || previous.height != frame.height { heights.append(frame.height) }
    }
    return heights
  }

  /// The recording passes its expectations (what `pullup test` checks) and its replay settles where the
  /// window did.
  func expectReplay(_ path: String, restsAt live: [Double]) async throws {
    let scenario = try PullUpScenario(contentsOfFile: path)
    let record = try await PullUpScenarioPlayer(scenario).play()
    #expect(!scenario.expect.isEmpty)
    #expect(record.check().isEmpty, "\(record.check())")
    let replayed = record.events.compactMap { entry -> Double? in
      if case .settled(let height) = entry.event { return height }
      return nil
    }
    #expect(replayed == live, "the window rested at \(live), the replay at \(replayed)")
  }
}
