import Foundation
import Testing

/// Issue 51: pullup-gtk under a finger. Broadway draws the window into a page that headless Chromium shows, and
/// fingers reach GDK as touch events with the times each test plans (``TouchSession``).
@Suite(
  "pullup-gtk under a finger: GDK's touch events through Broadway from headless Chromium", .serialized,
  .enabled(if: TouchSession.missingTools == nil || windowTestsRequired), .timeLimit(.minutes(3)))
struct TouchTests {
  static let size = ["--size", "400x720"]

  init() {
    if let missing = TouchSession.missingTools { Issue.record("missing tools: \(missing)") }
  }

  @Test(
    "A finger on the handle is a touch, though Broadway names the core pointer, a mouse, as its device",
    .disabled(
      "issue 51, unfinished: under Broadway GTK cancels a finger's sequence on the sheet some 13 ms after it begins")
  )
  func fingerIsTouch() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("pullup-touch-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let recording = folder.appendingPathComponent("raw.pullup.json").path
    let session = try TouchSession(arguments: Self.size + ["--record-raw", recording])
    let collapsed = session.first.frame
    // 40 points up from the handle, past either threshold: the sheet moves, so the press has been read.
    let grab = collapsed.sheetY + 10
    let mark = session.logLines.lines.count
    try session.drag(
      from: (200, grab), through: (1...4).map { (200, grab - 10 * Double($0)) }, stepSeconds: 0.04, holdSeconds: 0.2)
    try session.logLines.wait(from: mark, for: "the sheet moving") { !FrameLine.rests($0) }
    session.end()
    let data = try Data(contentsOf: URL(fileURLWithPath: recording))
    let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    let events = try #require(object["events"] as? [[String: Any]])
    let press = try #require(events.first { $0["phase"] as? String == "down" }, "no press in \(events)")
    #expect(press["device"] as? String == "touch", "the finger's press was read as \(press)")
    #expect(press["region"] as? String == "handle", "the finger landed off the handle: \(press)")
  }

  @Test(
    "A finger's 12-point drag on the handle, past a mouse's 8-point threshold but inside a finger's 16, leaves the sheet where it is",
    .disabled(
      "issue 51, unfinished: under Broadway GTK cancels a finger's sequence on the sheet some 13 ms after it begins")
  )
  func fingerThreshold() throws {
    let session = try TouchSession(arguments: Self.size)
    let collapsed = session.first.frame
    #expect(collapsed.state == "collapsed")
    // 12 points up from 10 points below the sheet's top edge, on the handle, in 3-point steps, held, lifted.
    // Read as a mouse's, the drag passes the threshold at 8 points and the sheet follows the finger up.
    let grab = collapsed.sheetY + 10
    let mark = session.logLines.lines.count
    try session.drag(
      from: (200, grab), through: (1...4).map { (200, grab - 3 * Double($0)) }, stepSeconds: 0.04, holdSeconds: 0.2)
    // Then a drag down past the finger's threshold, which the sheet follows below its lowest detent and which
    // settles back: its rest closes what the frames say. Until then no frame is above the collapsed detent, but
    // for the settle's overshoot (a fraction of a point).
    _ = try session.rest(after: session.first.index, "rest after the drag down") {
      try session.drag(
        from: (200, grab), through: (1...4).map { (200, grab + 10 * Double($0)) }, stepSeconds: 0.04,
        holdSeconds: 0.2)
    }
    let frames = try (mark..<session.logLines.lines.count).map(session.frame)
    let above = frames.filter { $0.height > collapsed.height + 2 }.map(\.height)
    #expect(above.isEmpty, "the 12-point drag moved the sheet up, to heights \(above)")
  }
}
