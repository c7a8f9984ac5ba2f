import Foundation
import Testing

/// Issue 40, item 2: the keyboard as GTK users expect. A music player's queue (`queue-keys`: 40 tracks in a
/// `GtkListBox` in a `GtkScrolledWindow`, under two buttons) in the sheet, each checked against the same
/// widgets in plain GTK in the same run: the sheet's value keys are the focused handle's, Escape is the
/// sheet's anywhere in it, and the focus reaches rows the list scrolled away.
@Suite(
  "The keyboard in the sheet, as in plain GTK", .serialized,
  .enabled(if: WindowSession.missingTools == nil || windowTestsRequired), .timeLimit(.minutes(4)))
struct KeyboardTests {
  /// The queue in the sheet: the list as the sheet's `scrollableContent`, or not.
  static let sheetModes = ["--sheet", "--sheet-scrollable"]

  @Test("Down through the queue reaches track 20 and Return plays it, as in plain GTK; Escape then collapses")
  func downReachesTrackTwenty() throws {
    let plain = try Self.walk(mode: "--plain", key: "Down")
    #expect(plain.activated == "activated 20", "plain GTK: \(plain)")
    for mode in Self.sheetModes {
      let walked = try Self.walk(mode: mode, key: "Down", escape: true)
      #expect(walked.activated == plain.activated, "\(mode): \(walked.activated) for plain GTK's \(plain.activated)")
      #expect(
        walked.focus == plain.focus, "\(mode): the focus moved through \(walked.focus), plain GTK's \(plain.focus)")
    }
  }

  @Test("Tab through the queue goes where it goes in plain GTK, and Return there does what it does there")
  func tabGoesAsInPlainGTK() throws {
    let plain = try Self.walk(mode: "--plain", key: "Tab")
    for mode in Self.sheetModes {
      let walked = try Self.walk(mode: mode, key: "Tab")
      #expect(walked.activated == plain.activated, "\(mode): \(walked.activated) for plain GTK's \(plain.activated)")
      #expect(
        walked.focus == plain.focus, "\(mode): the focus moved through \(walked.focus), plain GTK's \(plain.focus)")
    }
  }

  @Test("End in a list whose viewport the half-open sheet shows whole scrolls the list to the last row, not the sheet")
  func endInAShownListScrollsTheList() throws {
    let plain = try QueueSession(mode: "--plain", focus: "first-row")
    try plain.events.wait(for: "track 1's focus") { $0.hasPrefix("focus Track_1 ") }
    try plain.xdotool(["key", "End"])
    try plain.events.wait(for: "track 40's focus, painted") { $0.hasPrefix("painted Track_40 ") }
    let sheet = try QueueSession(mode: "--sheet", resize: true, focus: "first-row")
    try sheet.events.wait(for: "track 1's focus") { $0.hasPrefix("focus Track_1 ") }
    let mark = sheet.events.lines.count
    try sheet.xdotool(["key", "End", "sleep", "0.5"])
    let lines = Array(sheet.events.lines[mark...])
    #expect(lines.contains { $0.hasPrefix("painted Track_40 ") }, "track 40 is not on screen: \(lines)")
    let moved = lines.filter { $0.hasPrefix("sheet ") || $0.hasPrefix("state ") }
    #expect(moved.isEmpty, "the sheet rose for a row its list scrolls to: \(moved)")
  }

  @Test("Down and Up on a focused button in the sheet move the focus as in plain GTK, and not the sheet")
  func arrowsOnAButtonMoveTheFocus() throws {
    let plain = try QueueSession(mode: "--plain", focus: "shuffle")
    let plainMoves = try plain.focusMoves(after: ["Down", "Up"])
    #expect(plainMoves.count == 2 && plainMoves[0] != plainMoves[1], "plain GTK: \(plainMoves)")
    let sheet = try QueueSession(mode: "--sheet", focus: "shuffle")
    let mark = sheet.events.lines.count
    let sheetMoves = try sheet.focusMoves(after: ["Down", "Up"])
    #expect(sheetMoves == plainMoves, "the focus moved through \(sheetMoves), plain GTK's through \(plainMoves)")
    let moved = sheet.events.lines[mark...].filter { $0.hasPrefix("sheet ") || $0.hasPrefix("state ") }
    #expect(moved.isEmpty, "the sheet moved: \(moved)")
  }

  @Test("Down and Up on the focused handle move the sheet a detent")
  func arrowsOnTheHandleMoveTheSheet() throws {
    // The window's first focus is the sheet's handle, its first focusable widget.
    let sheet = try QueueSession(mode: "--sheet")
    let down = sheet.events.lines.count
    try sheet.xdotool(["key", "Down"])
    try sheet.events.wait(from: down, for: "the sheet a detent down") { $0 == "state intermediate" }
    let up = sheet.events.lines.count
    try sheet.xdotool(["key", "Up"])
    try sheet.events.wait(from: up, for: "the sheet a detent up") { $0 == "state expanded" }
  }

  @Test("A drag on a slider under a hidden sheet's grab strip is the slider's, and leaves the sheet hidden")
  func sliderUnderTheHiddenStripKeepsItsPress() throws {
    let session = try QueueSession(mode: "--hidden-slider")
    try session.events.wait(for: "the hidden sheet") { $0.hasPrefix("sheet hidden") }
    let mark = session.events.lines.count
    // The slider's knob is at its middle, 12 points above the window's bottom edge, inside the 32-point strip;
    // the drag goes right and up, across the drag threshold in both directions.
    var arguments = ["mousemove", "200", "688", "mousedown", "1"]
    for step in 1...10 { arguments += ["sleep", "0.03", "mousemove", "\(200 + 10 * step)", "\(688 - 5 * step)"] }
    try session.xdotool(arguments + ["sleep", "0.2", "mouseup", "1", "sleep", "0.5"])
    let lines = Array(session.events.lines[mark...])
    let values = lines.compactMap { $0.hasPrefix("scale ") ? Int($0.dropFirst(6)) : nil }
    #expect((values.last ?? 50) > 60, "the slider did not follow the drag: \(lines)")
    #expect(!lines.contains { $0.hasPrefix("sheet shown") }, "the drag showed the sheet: \(lines)")
  }

  /// What a walk through the queue did: the focus lines' names, and the activation Return gave (or `none`).
  struct Walk: CustomStringConvertible {
    var focus: [String]
    var activated: String
    var description: String { "focus \(focus.joined(separator: " ")), \(activated)" }
  }

  @Test(
    "Escape in a text field on the map behind the sheet is the field's: the sheet stays, as it does in UIKit (issue 49)"
  )
  func escapeBehindTheSheetIsTheApps() throws {
    let sheet = try QueueSession(mode: "--sheet", resize: true, focus: "map-search", options: ["--map-search"])
    try sheet.events.wait(for: "the map's search field's focus") { $0.hasPrefix("painted GtkText ") }
    let mark = sheet.events.lines.count
    try sheet.xdotool(["key", "Escape", "type", "q"])
    try sheet.events.wait(from: mark, for: "the letter typed after Escape") { $0 == "text q" }
    try sheet.xdotool(["sleep", "0.5"])
    let lines = Array(sheet.events.lines[mark...])
    let moved = lines.filter { $0.hasPrefix("sheet ") || $0.hasPrefix("state ") }
    #expect(moved.isEmpty, "Escape typed behind the sheet moved it: \(moved)")
  }

  @Test(
    "Escape in a GtkSearchEntry in the sheet is the entry's: it stops the entry's search, and the sheet stays"
  )
  func escapeInASearchEntryIsTheEntrys() throws {
    let sheet = try QueueSession(mode: "--sheet", focus: "sheet-search", options: ["--sheet-search"])
    try sheet.events.wait(for: "the search field's focus") { $0.hasPrefix("painted GtkText ") }
    try sheet.xdotool(["type", "jazz"])
    try sheet.events.wait(for: "the typed text") { $0 == "text jazz" }
    let mark = sheet.events.lines.count
    try sheet.xdotool(["key", "Escape"])
    try sheet.events.wait(from: mark, for: "the entry's stop-search") { $0 == "stop search" }
    try sheet.xdotool(["sleep", "0.5"])
    let moved = sheet.events.lines[mark...].filter { $0.hasPrefix("sheet ") || $0.hasPrefix("state ") }
    #expect(moved.isEmpty, "Escape in the search entry moved the sheet: \(moved)")
  }

  /// Focuses track 1, presses `key` 19 times and then Return; with `escape`, presses Escape and expects the
  /// sheet to collapse.
  static func walk(mode: String, key: String, escape: Bool = false) throws -> Walk {
    let session = try QueueSession(mode: mode, focus: "first-row")
    try session.events.wait(for: "track 1's focus") { $0.hasPrefix("focus Track_1 ") }
    let mark = session.events.lines.count
    try session.xdotool(["key", "--delay", "40"] + Array(repeating: key, count: 19) + ["Return", "sleep", "0.5"])
    let lines = Array(session.events.lines[mark...])
    let focus = lines.filter { $0.hasPrefix("focus ") }.map { String($0.split(separator: " ")[1]) }
    let walk = Walk(focus: focus, activated: lines.last { $0.hasPrefix("activated ") } ?? "none")
    // The row that has the focus is on screen once laid out: the list scrolled to it, within the window's
    // 700 points.
    let painted = try #require(lines.last { $0.hasPrefix("painted ") }, "\(mode): no frame painted the focus")
    let edges = painted.split(separator: " ")
    #expect(
      edges[1] == focus.last.map { Substring($0) } && (Int(edges[3]) ?? .max) <= 700,
      "\(mode): the focused row is off screen, \(painted)")
    if escape {
      let before = session.events.lines.count
      try session.xdotool(["key", "Escape"])
      try session.events.wait(from: before, for: "the sheet's collapse after Escape") { $0 == "state collapsed" }
    }
    return walk
  }
}

/// `queue-keys` on a virtual display of its own, its lines read from a FIFO.
final class QueueSession: Sendable {
  let events: LineCollector
  private let display: VirtualDisplay
  private let process: Process
  private let folder: URL

  init(mode: String, resize: Bool = false, focus: String? = nil, options: [String] = []) throws {
    folder = FileManager.default.temporaryDirectory.appendingPathComponent("queue-keys-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let fifo = folder.appendingPathComponent("events").path
    guard mkfifo(fifo, 0o600) == 0 else { throw SessionError("cannot make the events' FIFO") }
    events = LineCollector(fifo: fifo)
    display = try VirtualDisplay()
    process = Process()
    process.executableURL = WindowSession.product("queue-keys")
    process.arguments =
      ["--events", fifo, mode] + (resize ? ["--resize"] : []) + (focus.map { ["--focus", $0] } ?? []) + options
    process.environment = WindowSession.environment(display: display.name)
    process.standardOutput = FileHandle.nullDevice
    try process.run()
    try events.wait(for: "queue-keys' window") { $0 == "ready" }
    try xdotool(["search", "--sync", "--name", "^Queue$"])
    // The pointer rests in the window's top-right corner, where X gives the window the keys.
    try xdotool(["mousemove", "395", "5", "sleep", "0.3"])
  }

  deinit {
    WindowSession.end(process)
    try? FileManager.default.removeItem(at: folder)
  }

  /// Runs xdotool on this session's display and waits for it.
  func xdotool(_ arguments: [String]) throws {
    try ProgramWindow.xdotool(arguments, on: display)
  }

  /// Presses each key in turn, and returns the name of the widget the focus moved to after each (`none`
  /// when it did not move within half a second).
  func focusMoves(after keys: [String]) throws -> [String] {
    try keys.map { key in
      let mark = events.lines.count
      try xdotool(["key", key, "sleep", "0.5"])
      let moved = events.lines[mark...].last { $0.hasPrefix("focus ") }
      return moved.map { String($0.split(separator: " ")[1]) } ?? "none"
    }
  }
}
