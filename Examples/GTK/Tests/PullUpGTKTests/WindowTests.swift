import Foundation
import PullUpCore
import PullUpFrontEnd
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
  static let size = ["--size", "\(width)x\(height)"]
  /// The column the screenshot reads the sheet's top edge in: clear of the handle and the rounded corners.
  static let screenshotColumn = 330
  /// The sheet's colour in GTK 4.8's default theme: `@window_bg_color`, which PullUpSheetWidget defines as its
  /// `@theme_bg_color` (`#f6f5f4`).
  static let sheetColor: (UInt8, UInt8, UInt8) = (0xf6, 0xf5, 0xf4)
  /// The middle of the sheet's header, below its top edge: the handle's 22 points and half the header's 40.
  static let headerMiddle = 42
  /// Columns of the header's widgets: the title, the radius slider's trough, the "Open now" button.
  static let titleX = 40
  static let scaleX = 130
  static let buttonX = 340

  init() {
    if let missing = WindowSession.missingTools { Issue.record("missing tools: \(missing)") }
  }

  @Test("The first frame is collapsed at the peek, drawn where the log says; a slow drag rests where it points")
  func slowDrag() throws {
    let session = try WindowSession(arguments: Self.size)
    let first = try session.firstRest(in: "collapsed")
    #expect(first.frame.containerHeight == Double(Self.height), "the window's content is the container, --size high")
    #expect(first.frame.sheetY == Double(Self.height) - first.frame.height)
    try expectScreenshotEdge(session, at: first.frame.sheetY)

    // A slow drag by the handle, held still before the release: the sheet settles where it points.
    let slow = try session.rest(after: first.index, "rest after the slow drag") {
      try session.drag(
        from: (200, Self.height - 80), through: (1...10).map { (200, Self.height - 80 - 22 * $0) },
        stepSeconds: 0.04, holdSeconds: 0.3)
    }
    #expect(slow.frame.state == "intermediate", "a slow drag of 220 points from the peek rests at the middle detent")
    try expectScreenshotEdge(session, at: slow.frame.sheetY)
    try session.quit()
  }

  @Test("A flick up from the middle detent goes one detent further")
  func flick() throws {
    let session = try WindowSession(arguments: Self.size)
    let first = try session.firstRest(in: "collapsed")
    let middle = try session.rest(after: first.index, in: "intermediate", "rest at the middle detent") {
      try session.xdotool(["key", "Up"])
    }
    // 120 points in five motions 10 ms apart, released at once: about 2,400 pt/s. From where the drag
    // leaves the sheet, some 130 pt/s project it past the halfway point to the top detent, so the motions may
    // come more than ten times further apart than asked (a busy machine stretches xdotool's sleeps) before
    // the flick fails; and the velocity comes from the events' own times, so a late delivery does not lower
    // it. What ends a flick is a gap: the velocity's window is 0.1 s, so it needs two motions that close
    // before the release, and here there are five within 50 ms.
    let start = Int(middle.frame.sheetY) + 12
    let expanded = try session.rest(after: middle.index, "rest after the flick") {
      try session.drag(from: (200, start), through: (1...5).map { (200, start - 24 * $0) }, stepSeconds: 0.01)
    }
    #expect(expanded.frame.state == "expanded")
    #expect(expanded.frame.dimming > 0, "the expanded sheet dims the map")
    try session.quit()
  }

  @Test("A click on the dimmed map collapses the expanded sheet")
  func dimmingTap() throws {
    let session = try WindowSession(arguments: Self.size)
    let first = try session.firstRest(in: "collapsed")
    let expanded = try session.rest(after: first.index, in: "expanded", "rest expanded") {
      try session.xdotool(["key", "End"])
    }
    #expect(expanded.frame.dimming > 0)
    _ = try session.rest(after: expanded.index, in: "collapsed", "collapse after the click on the dimming") {
      try session.xdotool(["mousemove", "200", "\(Int(expanded.frame.sheetY) / 2)", "click", "1"])
    }
    try session.quit()
  }

  @Test("One drag on the list hands off: up, the sheet expands and then the list scrolls; down, the reverse")
  func handOff() throws {
    let session = try WindowSession(arguments: Self.size)
    let collapsed = try session.firstRest(in: "collapsed")
    // From the first row, near the window's bottom edge, to near its top: 690 points, of which the sheet
    // takes the 620 between its detents (after the first motion, where the press becomes a drag).
    let listY = Int(collapsed.frame.sheetY) + 78
    let up = try session.rest(after: collapsed.index, "rest after the drag up on the list") {
      try session.drag(
        from: (100, listY), through: (1...30).map { (100, listY - 23 * $0) }, stepSeconds: 0.02, holdSeconds: 0.3)
    }
    let upFrames = try (collapsed.index...up.index).map(session.frame)
    let expandedHeight = up.frame.height
    #expect(up.frame.state == "expanded")
    #expect(up.frame.contentOffset > 0, "the list scrolled once the sheet was expanded")
    #expect(
      upFrames.allSatisfy { $0.contentOffset == 0 || $0.height == expandedHeight },
      "the list scrolls only while the sheet is expanded")

    let down = try session.rest(after: up.index, "rest after the drag down on the list") {
      try session.drag(
        from: (100, 300), through: (1...20).map { (100, 300 + 20 * $0) }, stepSeconds: 0.02, holdSeconds: 0.3)
    }
    let downFrames = try (up.index...down.index).map(session.frame)
    #expect(down.frame.contentOffset == 0)
    #expect(down.frame.height < expandedHeight, "the sheet followed the list down")
    #expect(downFrames.allSatisfy { $0.height == expandedHeight || $0.contentOffset == 0 })
    try session.quit()
  }

  @Test("While a finger drags the sheet, the frames follow it up, each reporting the lag of the motion it draws")
  func followsTheFinger() throws {
    let session = try WindowSession(arguments: Self.size)
    let first = try session.firstRest(in: "collapsed")
    _ = try session.rest(after: first.index, "rest after the drag") {
      try session.drag(
        from: (200, Self.height - 80), through: (1...30).map { (200, Self.height - 80 - 10 * $0) },
        stepSeconds: 0.03, holdSeconds: 0.2)
    }
    let tracking = try session.logLines.lines.indices.map(session.frame).filter { $0.phase == "tracking" }
    // How many frames a drawn motion lags depends on the machine's load: window-costs.sh measures it
    // (BENCHMARKS.md). What does not: the frames draw the drag, higher and higher, each with a lag.
    #expect(tracking.count > 10, "\(tracking.count) frames drawn while the sheet tracked")
    #expect(tracking.allSatisfy { ($0.lagFrames ?? -1) >= 0 }, "\(tracking.map(\.lagFrames))")
    let heights = tracking.map(\.height)
    #expect(zip(heights, heights.dropFirst()).allSatisfy { $0 <= $1 }, "the sheet followed the finger up: \(heights)")
    #expect((heights.last ?? 0) - (heights.first ?? 0) > 200, "\(heights)")
    try session.quit()
  }

  @Test("A click on a button in the sheet whose pointer moves 3 px reaches the button and drags nothing")
  func clickWithJitter() throws {
    let session = try WindowSession(arguments: Self.size)
    let first = try session.firstRest(in: "collapsed")
    let settled = try clickTheButtonWithJitter(session, sheetY: first.frame.sheetY)
    try expectOnlyTheMarkersStates(session, after: settled)
    let frames = try session.logLines.lines.indices.map(session.frame)
    #expect(frames.allSatisfy { $0.phase != "tracking" }, "no frame was drawn with the sheet held")
    try session.quit()
  }

  @Test("A GtkScale in the sheet keeps its drag, even one mostly along the sheet: its value follows, the sheet stays")
  func scaleKeepsItsDrag() throws {
    let session = try WindowSession(arguments: Self.size)
    let first = try session.firstRest(in: "collapsed")
    let settled = try session.events.wait(for: "the first state") { (try? EventLine($0))?.state == "collapsed" }
    let y = Int(first.frame.sheetY) + Self.headerMiddle
    // 50 points right and 100 up: past the drag threshold, and along the sheet more than across it.
    try session.drag(
      from: (Self.scaleX, y), through: (1...10).map { (Self.scaleX + 5 * $0, y - 10 * $0) }, stepSeconds: 0.03,
      holdSeconds: 0.1)
    // How far it moves depends on GTK: a press held still long enough (a busy machine) fine-tunes the slider.
    let values = try session.events.lines.compactMap { try EventLine($0).scaleValue }
    #expect(Set(values).count >= 2, "the slider followed the pointer: \(values)")
    #expect((values.last ?? 0) > (values.first ?? 0), "the slider moved right with the pointer: \(values)")
    try expectOnlyTheMarkersStates(session, after: settled)
    let frames = try session.logLines.lines.indices.map(session.frame)
    #expect(frames.allSatisfy { $0.phase != "tracking" }, "the sheet never followed the pointer")
    try session.quit()
  }

  @Test("The wheel over the sheet steps a detent up while the list may not scroll, then scrolls the list")
  func wheel() throws {
    let session = try WindowSession(arguments: Self.size)
    let first = try session.firstRest(in: "collapsed")
    // Over the header's title, and then where it was: the list, once the sheet has risen under the pointer.
    let y = Int(first.frame.sheetY) + Self.headerMiddle
    let middle = try session.rest(after: first.index, "rest after a notch down") {
      try session.xdotool(["mousemove", "\(Self.titleX)", "\(y)", "click", "5"])
    }
    #expect(middle.frame.detent == 1, "one notch down stepped the sheet one detent up")
    let expanded = try session.rest(after: middle.index, in: "expanded", "rest after a notch down over the list") {
      try session.xdotool(["click", "5"])
    }
    #expect(expanded.frame.contentOffset == 0, "the list may scroll only once the sheet is expanded")
    let mark = session.logLines.lines.count
    try session.xdotool(["click", "5"])
    let scrolledIndex = try session.logLines.wait(from: mark, for: "the list scrolled") {
      ((try? FrameLine($0))?.contentOffset ?? 0) > 0
    }
    let scrolled = try session.frame(scrolledIndex)
    #expect(scrolled.height == expanded.frame.height, "the list scrolled, the sheet stayed")
    let back = session.logLines.lines.count
    try session.xdotool(["click", "4"])
    try session.logLines.wait(from: back, for: "the list back at its top") {
      guard let frame = try? FrameLine($0) else { return false }
      return frame.contentOffset == 0 && frame.height == expanded.frame.height
    }
    try session.quit()
  }

  @Test("Tab and Shift+Tab from the collapsed sheet's handle never focus a widget below the window's edge")
  func tabStaysOnScreen() throws {
    let session = try WindowSession(arguments: Self.size)
    _ = try session.firstRest(in: "collapsed")
    // The focus is on the handle when the window opens; its first report is from before the first layout.
    var mark = session.events.lines.count
    var tops: [Double] = []
    for key in ["shift+Tab", "shift+Tab", "shift+Tab", "Tab", "Tab", "Tab", "Tab", "Tab"] {
      try session.xdotool(["key", key])
      mark = try session.events.wait(from: mark, for: "the focus to move on \(key)") { EventLine.is($0, "focus") } + 1
      if let focus = try EventLine(session.events.lines[mark - 1]).focus { tops.append(focus.top) }
    }
    #expect(tops.count == 8)
    #expect(tops.allSatisfy { $0 < Double(Self.height) }, "every focused widget's top edge is on screen: \(tops)")
    try session.quit()
  }

  @Test("Escape collapses an expanded sheet")
  func escape() throws {
    let session = try WindowSession(arguments: Self.size)
    let first = try session.firstRest(in: "collapsed")
    let expanded = try session.rest(after: first.index, in: "expanded", "rest expanded after End") {
      try session.xdotool(["key", "End"])
    }
    _ = try session.rest(after: expanded.index, in: "collapsed", "rest collapsed after Escape") {
      try session.xdotool(["key", "Escape"])
    }
    try session.quit()
  }

  @Test("↑ moves one detent up; a resize keeps the sheet at its detent, drawn where the log says")
  func keyAndResize() throws {
    let session = try WindowSession(arguments: Self.size)
    let first = try session.firstRest(in: "collapsed")
    let up = try session.rest(after: first.index, "rest after ↑") { try session.xdotool(["key", "Up"]) }
    #expect(up.frame.detent == (first.frame.detent ?? 0) + 1)
    let mark = session.logLines.lines.count
    try session.xdotool(["windowsize", try session.windowIdentifier(), "\(Self.width)", "600"])
    let resizedIndex = try session.logLines.wait(from: mark, for: "a frame in the resized window") {
      guard let frame = try? FrameLine($0) else { return false }
      return frame.containerHeight == 600 && frame.phase == "resting"
    }
    let resized = try session.frame(resizedIndex)
    #expect(resized.detent == up.frame.detent)
    #expect(resized.state == up.frame.state)
    try expectScreenshotEdge(session, at: resized.sheetY)
    try session.quit()
  }

  @Test("A session's recording replays headlessly to the same resting places")
  func recordingReplays() async throws {
    let session = try WindowSession(arguments: Self.size)
    let first = try session.firstRest(in: "collapsed")
    let slow = try session.rest(after: first.index, "rest after the slow drag") {
      try session.drag(
        from: (200, Self.height - 80), through: (1...10).map { (200, Self.height - 80 - 22 * $0) },
        stepSeconds: 0.04, holdSeconds: 0.3)
    }
    let expanded = try session.rest(after: slow.index, in: "expanded", "rest after End") {
      try session.xdotool(["key", "End"])
    }
    let collapsed = try session.rest(after: expanded.index, in: "collapsed", "rest after the click on the dimming") {
      try session.xdotool(["mousemove", "200", "\(Int(expanded.frame.sheetY) / 2)", "click", "1"])
    }
    _ = try session.rest(after: collapsed.index, "rest after a notch down") {
      try session.xdotool([
        "mousemove", "\(Self.titleX)", "\(Int(collapsed.frame.sheetY) + Self.headerMiddle)", "click", "5",
      ])
    }
    let exit = try session.quit()
    #expect(exit.output.contains("Recorded"))
    let liveRests = restingHeights(try session.logLines.lines.indices.map(session.frame))
    try await expectReplay(session.recordPath, restsAt: liveRests)
    try session.keepRecording(as: "window-session.pullup.json")
  }

  @Test("A recording of the raw events replays headlessly: the same taps, drags and rests, arbitration included")
  func rawRecordingReplays() async throws {
    let session = try WindowSession(arguments: Self.size, recordsRawEvents: true)
    let first = try session.firstRest(in: "collapsed")
    // A click with 3 px of jitter on the header's button: a tap, the button's, which moves nothing.
    try clickTheButtonWithJitter(session, sheetY: first.frame.sheetY)
    // A slow drag by the handle to the middle detent, then a flick on to the top.
    let middle = try session.rest(after: first.index, in: "intermediate", "rest after the slow drag") {
      try session.drag(
        from: (200, Self.height - 80), through: (1...10).map { (200, Self.height - 80 - 22 * $0) },
        stepSeconds: 0.04, holdSeconds: 0.3)
    }
    let start = Int(middle.frame.sheetY) + 12
    let expanded = try session.rest(after: middle.index, in: "expanded", "rest after the flick") {
      try session.drag(from: (200, start), through: (1...5).map { (200, start - 24 * $0) }, stepSeconds: 0.01)
    }
    // Escape collapses (the focus is on the button, in the sheet); a wheel notch over the header steps a
    // detent up, since the list may not scroll.
    let collapsed = try session.rest(after: expanded.index, in: "collapsed", "rest after Escape") {
      try session.xdotool(["key", "Escape"])
    }
    _ = try session.rest(after: collapsed.index, in: "intermediate", "rest after a notch down") {
      try session.xdotool([
        "mousemove", "\(Self.titleX)", "\(Int(collapsed.frame.sheetY) + Self.headerMiddle)", "click", "5",
      ])
    }
    let exit = try session.quit()
    #expect(exit.output.contains("Recorded"))
    let frames = try session.logLines.lines.indices.map(session.frame)
    try await expectReplay(session.recordPath, restsAt: restingHeights(frames))

    // The file holds what GTK reported, with the widget's thresholds, and no input the interpreter gave.
    let scenario = try PullUpScenario(contentsOfFile: session.recordPath)
    #expect(scenario.configuration.interpreter?.dragThresholds.mouse == 8, "gtk-dnd-drag-threshold's default")
    let given = scenario.events.compactMap(\.input).filter {
      switch $0 {
      case .dragBegan, .dragChanged, .dragEnded, .dragCancelled, .dimmingTapped, .setState, .moveToDetent: true
      default: false
      }
    }
    #expect(given.isEmpty, "inputs the interpreter gave, recorded besides their raw events: \(given)")
    let kinds = scenario.events.compactMap { event -> String? in
      switch event.rawEvent {
      case .key(let key, _, _): "key \(key)"
      case .scroll(_, _, let unit, _, _, _, _, _, _): "scroll \(unit)"
      default: nil
      }
    }
    #expect(kinds.contains("key escape") && kinds.contains("scroll notches"), "\(kinds)")
    // The replay decided as the window did: the jittery click was a tap on the sheet, the drags its own.
    let releases = try await scenario.replay().jsonLines().split(separator: "\n").compactMap { line -> String? in
      guard let object = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any],
        object["kind"] as? String == "rawEvent", let event = object["rawEvent"] as? [String: Any],
        event["type"] as? String == "pointer", event["phase"] as? String == "up",
        let verdict = object["verdict"] as? String
      else { return nil }
      return [verdict, object["region"] as? String].compactMap(\.self).joined(separator: " ")
    }
    #expect(releases == ["tapped body", "claimed", "claimed"])
    try session.keepRecording(as: "window-session-raw.pullup.json")
  }

  @Test(
    "Every preset pullup demo takes opens at its first resting place, drawn where the log says, and moves on a key",
    arguments: PullUpScenario.Configuration.Preset.allCases.map(\.rawValue))
  func preset(_ name: String) throws {
    let session = try WindowSession(arguments: ["--preset", name] + Self.size)
    let first = try session.firstRest()
    if !first.frame.hidden { try expectScreenshotEdge(session, at: first.frame.sheetY) }
    // Space toggles a shown sheet; `h` shows a hidden one (SplitSheet starts hidden).
    let rest = try session.rest(after: first.index, "the key's rest") {
      try session.xdotool(["key", first.frame.hidden ? "h" : "space"])
    }
    #expect(
      rest.frame.state != first.frame.state || rest.frame.hidden != first.frame.hidden,
      "\(name) moved from \(first.frame.state)")
    if !rest.frame.hidden { try expectScreenshotEdge(session, at: rest.frame.sheetY) }
    try session.quit()
  }

  /// Clicks the header's "Open now" button with the pointer moving 3 px while pressed, once the events report
  /// the first state, and waits for the button's click.
  ///
  /// - Returns: The index of the first state in the events.
  @discardableResult
  func clickTheButtonWithJitter(_ session: WindowSession, sheetY: Double) throws -> Int {
    let settled = try session.events.wait(for: "the first state") { (try? EventLine($0))?.state == "collapsed" }
    let y = Int(sheetY) + Self.headerMiddle
    let x = Self.buttonX
    try session.xdotool([
      "mousemove", "\(x)", "\(y)", "mousedown", "1", "sleep", "0.03", "mousemove", "\(x + 3)", "\(y + 1)", "sleep",
      "0.03", "mousemove", "\(x + 1)", "\(y + 3)", "sleep", "0.03", "mouseup", "1",
    ])
    try session.events.wait(from: settled, for: "the button's click") { (try? EventLine($0))?.clicked == "Open now" }
    return settled
  }

  /// After `settled` (the index of the first state the events report), the states are exactly those of `h`
  /// hiding the sheet at rest, which this sends as a marker: the state stream delivers every state in order,
  /// so a drag before the marker would show as states before its own.
  func expectOnlyTheMarkersStates(_ session: WindowSession, after settled: Int) throws {
    try session.xdotool(["key", "h"])
    let markers = try session.events.wait(from: settled + 1, for: "the marker's settle") {
      (try? EventLine($0))?.state == "dragging"
    }
    let end = try session.events.wait(from: markers, for: "the marker's rest") {
      (try? EventLine($0))?.state == "collapsed"
    }
    let states = try session.events.lines[(settled + 1)...end].compactMap { try EventLine($0).state }
    #expect(states == ["dragging", "collapsed"], "only the marker moved the sheet: \(states)")
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
    let record = try await scenario.replay()
    #expect(!scenario.expect.isEmpty)
    #expect(record.check().isEmpty, "\(record.check())")
    let replayed = record.events.compactMap { entry -> Double? in
      if case .settled(let height) = entry.event { return height }
      return nil
    }
    #expect(replayed == live, "the window rested at \(live), the replay at \(replayed)")
  }
}

extension WindowSession {
  func frame(_ index: Int) throws -> FrameLine { try FrameLine(logLines.lines[index]) }

  /// The first frame at rest (in `state`, unless `nil`), and its index in the log.
  func firstRest(in state: String? = nil) throws -> (index: Int, frame: FrameLine) {
    let index = try logLines.wait(for: "the first frame") { FrameLine.rests($0, in: state) }
    return (index, try frame(index))
  }

  /// Does `action` and waits for the first frame at rest after the sheet moved: a frame drawn at rest before
  /// the window handled the action (GTK may lay out again) is not the action's rest.
  func rest(
    after start: Int, in state: String? = nil, _ what: String, _ action: () throws -> Void
  ) throws -> (index: Int, frame: FrameLine) {
    try logLines.rest(after: start, in: state, what, action)
  }

  /// Quits with `q` and waits for the window to exit, which must be cleanly and without GTK complaining.
  ///
  /// - Returns: The exit status and what the window printed.
  @discardableResult
  func quit() throws -> (status: Int32, output: String) {
    try xdotool(["key", "q"])
    let exit = waitForExit()
    #expect(exit.status == 0, "\(exit.output)")
    #expect(!exit.output.contains("WARNING") && !exit.output.contains("CRITICAL"), "GTK complained: \(exit.output)")
    return exit
  }
}
