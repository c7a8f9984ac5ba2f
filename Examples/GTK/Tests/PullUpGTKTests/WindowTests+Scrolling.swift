import Foundation
import Testing

/// Issue 40, item 1: two-way scrolling. The sheet's list (its `GtkScrolledWindow` at GTK's defaults) against the
/// same list alone in a plain `GtkScrolledWindow` (`pullup-gtk --plain`), in the same run: what GTK scrolls by
/// itself stays scrolled, the controller hears it, and a flicked list glides on after the release.
extension WindowTests {
  /// The list's top edge in the expanded sheet: below the handle's 22 points and the header's 40.
  static func listTop(_ expanded: FrameLine) -> Int { Int(expanded.sheetY) + 22 + 40 }
  /// The list's top edge in the plain window: below the header.
  static let plainListTop = 40
  /// The column of the vertical scroll bar: at the list's right edge.
  static let scrollBarX = width - 4

  /// The sheet's window, expanded (End), once the list has its extent.
  func expandedSheet() throws -> (session: WindowSession, expanded: (index: Int, frame: FrameLine)) {
    let session = try WindowSession(arguments: Self.size)
    let first = try session.firstRest(in: "collapsed")
    let expanded = try session.rest(after: first.index, in: "expanded", "rest expanded") {
      try session.xdotool(["key", "End"])
    }
    try session.events.wait(for: "the list's extent") { (try? EventLine($0))?.scrollMaximum ?? 0 > 0 }
    return (session, expanded)
  }

  /// The list alone in a plain scrolled window, once GTK has given it its extent; with `touch`, its touch
  /// gestures take the pointer.
  func plainList(touch: Bool = false) throws -> WindowSession {
    let session = try WindowSession(arguments: [touch ? "--plain-touch" : "--plain"] + Self.size)
    try session.events.wait(for: "the plain list's extent") { (try? EventLine($0))?.scrollMaximum ?? 0 > 0 }
    // A flick in the plain window's first frames did not glide here: a person's pause before the first gesture.
    try session.xdotool(["sleep", "0.5"])
    return session
  }

  /// The list's offsets the window reported, in order, from event line `start` on.
  func scrollValues(_ session: WindowSession, from start: Int = 0) -> [(value: Double, time: Double)] {
    session.events.lines.dropFirst(start).compactMap { (try? EventLine($0))?.scroll }
  }

  /// Drags the scroll bar's slider 150 points down from the list's top, with the pointer over the list first so
  /// that GTK shows its overlay scroll bar, and holds it before the release.
  func dragScrollBar(_ session: WindowSession, listTop: Int) throws {
    try session.xdotool(["mousemove", "200", "\(listTop + 100)", "sleep", "0.2"])
    try session.xdotool(["mousemove", "\(Self.scrollBarX)", "\(listTop + 6)", "sleep", "0.4"])
    try session.drag(
      from: (Self.scrollBarX, listTop + 6), through: (1...10).map { (Self.scrollBarX, listTop + 6 + 15 * $0) },
      stepSeconds: 0.03, holdSeconds: 0.3)
  }

  @Test(
    "The list's scroll bar dragged in the sheet keeps the list where it was dragged, as in a plain GtkScrolledWindow")
  func scrollBarDragStays() throws {
    let plain = try plainList()
    try dragScrollBar(plain, listTop: Self.plainListTop)
    let plainValue = try #require(scrollValues(plain).last).value
    #expect(plainValue > 0, "the plain list followed its scroll bar")
    try plain.quit()

    let (session, expanded) = try expandedSheet()
    let mark = session.events.lines.count
    try dragScrollBar(session, listTop: Self.listTop(expanded.frame))
    let dragged = try #require(scrollValues(session, from: mark).last, "the scroll bar moved the list").value
    #expect(dragged > 0)
    // The controller hears it: a frame is drawn with the list where the scroll bar put it.
    try session.logLines.wait(from: expanded.index, for: "a frame with the dragged offset \(dragged)") {
      abs(((try? FrameLine($0))?.contentOffset ?? -1) - dragged) < 0.5
    }
    // Layouts after it (lock and unlock lay the sheet out again) leave the list where it is.
    let frames = session.logLines.lines.count
    try session.xdotool(["key", "l", "sleep", "0.2", "key", "l", "sleep", "0.3"])
    #expect(session.logLines.lines.count > frames, "the sheet was laid out again")
    let after = scrollValues(session, from: mark).map(\.value)
    #expect(after.last == dragged, "the list stayed at \(dragged): \(after.suffix(5)) (plain: \(plainValue))")
    try session.quit()
  }

  @Test(
    "An app's gtk_adjustment_set_value on the sheet's list survives the next layout, as in a plain GtkScrolledWindow")
  func appScrollSurvivesLayout() throws {
    let plain = try plainList()
    try plain.xdotool(["key", "s"])
    try plain.events.wait(for: "the plain list at 300") { (try? EventLine($0))?.scroll?.value == 300 }
    try plain.quit()

    let (session, expanded) = try expandedSheet()
    let mark = session.events.lines.count
    try session.xdotool(["key", "s"])
    try session.events.wait(from: mark, for: "the list at 300") { (try? EventLine($0))?.scroll?.value == 300 }
    try session.xdotool(["key", "l", "sleep", "0.2", "key", "l"])
    try session.logLines.wait(from: expanded.index, for: "a frame with the app's offset 300") {
      (try? FrameLine($0))?.contentOffset == 300
    }
    try session.xdotool(["sleep", "0.3"])
    let values = scrollValues(session, from: mark).map(\.value)
    #expect(values == [300], "the list stayed where the app put it: \(values)")
    try session.quit()
  }

  /// A flick up on the list: 100 points in five motions 10 ms apart, released at once, then a second and a
  /// half for the list to come to rest.
  func flickList(_ session: WindowSession, at y: Int) throws {
    try session.drag(from: (100, y), through: (1...5).map { (100, y - 20 * $0) }, stepSeconds: 0.01)
    try session.xdotool(["sleep", "1.5"])
  }

  @Test("A list flicked in the sheet glides on after the release, as a plain GtkScrolledWindow's does")
  func flickedListGlides() throws {
    // GTK's kinetic scrolling follows a touchscreen's drag: the plain window lets its scrolled window's touch
    // gestures take xdotool's pointer (GTK_DEBUG=touchscreen is in GTK's debug builds only).
    let plain = try plainList(touch: true)
    try flickList(plain, at: 500)
    let plainValues = scrollValues(plain)
    let plainGlide = (plainValues.last?.time ?? 0) - (plainValues.first?.time ?? 0)
    #expect(
      (plainValues.last?.value ?? 0) > 150,
      "the plain list glided past the finger's 100 points: \(plainValues.suffix(4))")
    try plain.quit()

    let (session, expanded) = try expandedSheet()
    try flickList(session, at: Self.listTop(expanded.frame) + 400)
    let frames = try (expanded.index..<session.logLines.lines.count).map(session.frame)
    let released = try #require(frames.last { $0.phase == "tracking" }, "the flick dragged the list").contentOffset
    let rest = try #require(frames.last).contentOffset
    let values = scrollValues(session)
    let glide = (values.last?.time ?? 0) - (values.first?.time ?? 0)
    #expect(rest > 150, "the list glided past the finger's 100 points: at \(rest)")
    #expect(rest - released > 50, "the list went on from \(released) to \(rest) after the release")
    #expect(plainGlide > 0.2, "the plain list moved for \(plainGlide) s")
    #expect(glide > 0.2, "the list moved for \(glide) s")
    print(
      "flick: the sheet's list from \(released) at the release to \(rest) in \(glide) s; plain GTK's to "
        + "\(plainValues.last?.value ?? 0) in \(plainGlide) s")
    try session.quit()
  }
}
