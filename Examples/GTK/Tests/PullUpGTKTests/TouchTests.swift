import Foundation
import Testing

/// Issue 51: pullup-gtk under a finger. Broadway draws the window into a page that headless Chromium shows, and
/// fingers reach GDK as touch events with the times each test plans (``TouchSession``). Each case that the
/// sheet's list is in runs beside the same list alone in a plain `GtkScrolledWindow` (`--plain`), GTK's own.
@Suite(
  "pullup-gtk under a finger: GDK's touch events through Broadway from headless Chromium", .serialized,
  .enabled(if: TouchSession.missingTools == nil || windowTestsRequired), .timeLimit(.minutes(5)))
struct TouchTests {
  static let size = ["--size", "400x720"]

  init() {
    if let missing = TouchSession.missingTools { Issue.record("missing tools: \(missing)") }
  }

  /// The list's top edge in the sheet: below the handle's 22 points and the header's 40.
  static func listTop(_ frame: FrameLine) -> Double { frame.sheetY + 22 + 40 }

  /// The list's offsets the window reported from event line `start` on.
  static func scrollValues(_ session: TouchSession, from start: Int) -> [Double] {
    session.events.lines.dropFirst(start).compactMap { (try? EventLine($0))?.scroll?.value }
  }

  /// A natural, prompt drag up the list: 60 points in 4-point steps 30 ms apart (133 points a second), lifted
  /// at once; with `restsFirst`, the finger rests half a second before it moves.
  static func listDrag(from y: Double, restsFirst: Bool = false) -> [TouchSession.Step] {
    let start = restsFirst ? 0.5 : 0
    let steps = (1...15).map {
      TouchSession.Step(seconds: start + 0.03 * Double($0), fingers: [0: (200, y - 4 * Double($0))])
    }
    return [TouchSession.Step(seconds: 0, fingers: [0: (200, y)])] + steps
      + [TouchSession.Step(seconds: start + 0.45, fingers: [:])]
  }

  @Test("A finger on the handle is a touch, though Broadway names the core pointer, a mouse, as its device")
  func fingerIsTouch() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("pullup-touch-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let recording = folder.appendingPathComponent("raw.pullup.json").path
    let session = try TouchSession(arguments: Self.size + ["--record-raw", recording])
    let collapsed = try session.first
    // 40 points up from the handle, past either threshold: the sheet moves, so the press has been read.
    let grab = collapsed.frame.sheetY + 10
    // The rest after the release: the program has read the whole sequence.
    _ = try session.rest(after: collapsed.index, "rest after the drag") {
      try session.drag(
        from: (200, grab), through: (1...4).map { (200, grab - 10 * Double($0)) }, stepSeconds: 0.04,
        holdSeconds: 0.2)
    }
    session.end()
    let data = try Data(contentsOf: URL(fileURLWithPath: recording))
    let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    let events = try #require(object["events"] as? [[String: Any]])
    let press = try #require(events.first { $0["phase"] as? String == "down" }, "no press in \(events)")
    #expect(press["device"] as? String == "touch", "the finger's press was read as \(press)")
    #expect(press["region"] as? String == "handle", "the finger landed off the handle: \(press)")
    // The sequence is the finger's to its end: no cancel, and a release.
    let phases = events.compactMap { $0["device"] != nil ? $0["phase"] as? String : nil }
    #expect(
      phases.first == "down" && phases.last == "up" && !phases.contains("cancel"), "the finger's events: \(phases)")
  }

  @Test(
    "A finger's 12-point drag on the handle, past a mouse's 8-point threshold but inside a finger's 16, leaves the sheet where it is"
  )
  func fingerThreshold() throws {
    let session = try TouchSession(arguments: Self.size)
    let collapsed = try session.first
    #expect(collapsed.frame.state == "collapsed")
    // 12 points up from 10 points below the sheet's top edge, on the handle, in 3-point steps, held, lifted.
    // Read as a mouse's, the drag passes the threshold at 8 points and the sheet follows the finger up.
    let grab = collapsed.frame.sheetY + 10
    let mark = session.logLines.lines.count
    try session.drag(
      from: (200, grab), through: (1...4).map { (200, grab - 3 * Double($0)) }, stepSeconds: 0.04, holdSeconds: 0.2)
    // Then a drag down past the finger's threshold, which the sheet follows below its lowest detent and which
    // settles back: its rest closes what the frames say. Until then no frame is above the collapsed detent, but
    // for the settle's overshoot (a fraction of a point).
    _ = try session.rest(after: collapsed.index, "rest after the drag down") {
      try session.drag(
        from: (200, grab), through: (1...4).map { (200, grab + 10 * Double($0)) }, stepSeconds: 0.04,
        holdSeconds: 0.2)
    }
    let frames = try (mark..<session.logLines.lines.count).map(session.frame)
    let above = frames.filter { $0.height > collapsed.frame.height + 2 }.map(\.height)
    #expect(above.isEmpty, "the 12-point drag moved the sheet up, to heights \(above)")
  }

  @Test(
    "A finger dragging the sheet's list moves the sheet and never the list, collapsed or at the middle detent, prompt or after a rest",
    arguments: [("collapsed", false), ("collapsed", true), ("intermediate", false)])
  func listDragMovesTheSheet(state: String, restsFirst: Bool) throws {
    let session = try TouchSession(arguments: Self.size)
    var start = try session.first
    if state == "intermediate" {
      // The handle dragged 250 points up and held: the sheet rests at its middle detent.
      let grab = start.frame.sheetY + 10
      start = try session.rest(after: start.index, in: state, "rest at the middle detent") {
        try session.drag(
          from: (200, grab), through: (1...10).map { (200, grab - 25 * Double($0)) }, stepSeconds: 0.03,
          holdSeconds: 0.3)
      }
    }
    #expect(start.frame.state == state)
    let before = try session.screenshot()
    let mark = session.events.lines.count
    let frames = session.logLines.lines.count
    let rest = try session.rest(after: start.index, in: state, "rest after the drag on the list") {
      try session.touch(Self.listDrag(from: Self.listTop(start.frame) + 12, restsFirst: restsFirst))
    }
    let highest = try (frames..<rest.index).map { try session.frame($0).height }.max() ?? 0
    #expect(highest > start.frame.height + 20, "the sheet did not follow the finger: highest \(highest)")
    let scrolled = Self.scrollValues(session, from: mark).filter { $0 != 0 }
    #expect(scrolled.isEmpty, "GTK scrolled the list under the sheet's finger: \(scrolled.prefix(12))")
    // The page shows the list's text where it was: the rows of the strip with a dark (text) pixel, read from
    // the page before and after. A row's background may differ: Broadway leaves GDK's pointer where the
    // finger went down, which hovers the row there, as no finger on a touchscreen does.
    let after = try session.screenshot()
    let strip = Int(Self.listTop(rest.frame))..<Int(rest.frame.containerHeight)
    let textBefore = Self.textRows(before, in: strip)
    #expect(!textBefore.isEmpty, "no text in the list's strip \(strip)")
    #expect(Self.textRows(after, in: strip) == textBefore, "the list's text moved")
  }

  /// The rows of `strip`, in the content's points, with a pixel darker than 100 in every channel in the text's
  /// columns (16 to 200 points).
  static func textRows(_ shot: (image: Screenshot, contentOrigin: (x: Int, y: Int)), in strip: Range<Int>) -> [Int] {
    strip.filter { y in
      (16..<200).contains { x in
        let pixel = shot.image.pixel(x: shot.contentOrigin.x + x, y: shot.contentOrigin.y + y)
        return max(pixel.red, pixel.green, pixel.blue) < 100
      }
    }
  }

  @Test("The same finger on the list alone in a plain GtkScrolledWindow scrolls it: GTK reads the harness's drag")
  func plainListScrolls() throws {
    let session = try TouchSession(arguments: ["--plain"] + Self.size)
    let mark = session.events.lines.count
    try session.touch(Self.listDrag(from: Double(WindowTests.plainListTop) + 100))
    try session.events.wait(from: mark, for: "the plain list scrolling") {
      (try? EventLine($0))?.scroll?.value ?? 0 > 40
    }
  }

  @Test("A tap with a wobble on a row clicks the row and leaves the list where it is; in a plain list it clicks too")
  func tapWithWobble() throws {
    // 3 points right and 2 down, then back: under both thresholds.
    func tap(at y: Double) -> [TouchSession.Step] {
      [
        .init(seconds: 0, fingers: [0: (200, y)]), .init(seconds: 0.03, fingers: [0: (203, y + 2)]),
        .init(seconds: 0.06, fingers: [0: (201, y - 1)]), .init(seconds: 0.1, fingers: [:]),
      ]
    }
    let plain = try TouchSession(arguments: ["--plain"] + Self.size)
    try plain.touch(tap(at: Double(WindowTests.plainListTop) + 20))
    try plain.events.wait(for: "the plain row's click") { (try? EventLine($0))?.clicked == "Harbour Café" }

    let session = try TouchSession(arguments: Self.size)
    let collapsed = try session.first
    let mark = session.events.lines.count
    try session.touch(tap(at: Self.listTop(collapsed.frame) + 20))
    try session.events.wait(from: mark, for: "the row's click") { (try? EventLine($0))?.clicked == "Harbour Café" }
    // GTK's kinetic scrolling would glide a plain list some points after the wobble: wait out a glide's frames.
    try session.pause(seconds: 0.5)
    let scrolled = Self.scrollValues(session, from: mark).filter { $0 != 0 }
    #expect(scrolled.isEmpty, "the tap scrolled the list: \(scrolled.prefix(12))")
  }

  @Test("A second finger on the list while the first drags the handle neither scrolls the list nor leaves it gliding")
  func secondFinger() throws {
    let session = try TouchSession(arguments: Self.size)
    let collapsed = try session.first
    let grab = collapsed.frame.sheetY + 10
    // The first finger drags the handle 100 points up in 0.3 s and stays; the second lands on the list 0.03 s
    // later and drags 140 points up in 0.45 s; both lift together.
    var plan = (0...10).map {
      TouchSession.Step(seconds: 0.03 * Double($0), fingers: [0: (100, grab - 10 * Double($0))])
    }
    let list = Self.listTop(collapsed.frame) - 100 + 30
    plan += (0...14).map {
      TouchSession.Step(
        seconds: 0.33 + 0.03 * Double($0), fingers: [0: (100, grab - 100), 1: (300, list - 10 * Double($0))])
    }
    plan.append(.init(seconds: 0.8, fingers: [:]))
    let mark = session.events.lines.count
    _ = try session.rest(after: collapsed.index, "rest after two fingers") { try session.touch(plan) }
    // A glide's frames would follow the release: wait them out.
    try session.pause(seconds: 0.5)
    let scrolled = Self.scrollValues(session, from: mark).filter { $0 != 0 }
    #expect(scrolled.isEmpty, "the second finger scrolled the list: \(scrolled.prefix(12))")
  }

  @Test("An expanded sheet's list follows a finger up and glides on after the release, as a plain list does")
  func expandedListScrollsAndGlides() throws {
    // 150 points up in 10-point steps 20 ms apart (500 points a second), lifted at once.
    func flick(from y: Double) -> [TouchSession.Step] {
      var steps = [TouchSession.Step(seconds: 0, fingers: [0: (200, y)])]
      for step in 1...15 {
        steps.append(TouchSession.Step(seconds: 0.02 * Double(step), fingers: [0: (200, y - 10 * Double(step))]))
      }
      return steps + [TouchSession.Step(seconds: 0.3, fingers: [:])]
    }
    let plain = try TouchSession(arguments: ["--plain"] + Self.size)
    try plain.touch(flick(from: Double(WindowTests.plainListTop) + 400))
    try plain.events.wait(for: "the plain list gliding past the drag") {
      (try? EventLine($0))?.scroll?.value ?? 0 > 200
    }

    let session = try TouchSession(arguments: Self.size)
    let collapsed = try session.first
    let grab = collapsed.frame.sheetY + 10
    let expanded = try session.rest(after: collapsed.index, in: "expanded", "rest expanded") {
      try session.drag(
        from: (200, grab), through: (1...7).map { (200, grab - 40 * Double($0)) }, stepSeconds: 0.016)
    }
    let mark = session.events.lines.count
    try session.touch(flick(from: Self.listTop(expanded.frame) + 300))
    // The sheet's drag carries the list from a finger's 16-point threshold: 134 points, then the glide.
    try session.events.wait(from: mark, for: "the list gliding past the drag") {
      (try? EventLine($0))?.scroll?.value ?? 0 > 200
    }
    let values = Self.scrollValues(session, from: mark)
    #expect(values == values.sorted(), "the list went back while the finger went up: \(values)")
  }
}
