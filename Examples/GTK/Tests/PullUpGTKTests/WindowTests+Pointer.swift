import Foundation
import Testing

/// Issue 40, items 3 and 5: a modal sheet's dimming takes the pointer, and a handle or a divider you grab stays
/// under the pointer.
extension WindowTests {
  /// The column of the map's "Recenter" button (MapView.swift: at the map's top-left corner).
  static let recenterX = 50

  @Test("A click on a button behind the dimmed sheet collapses it and never reaches the button, as it does undimmed")
  func modalDimmingTakesTheClick() throws {
    let session = try WindowSession(arguments: Self.size)
    let first = try session.firstRest(in: "collapsed")
    let expanded = try session.rest(after: first.index, in: "expanded", "rest expanded") {
      try session.xdotool(["key", "End"])
    }
    #expect(expanded.frame.dimming > 0, "the expanded sheet dims the map")
    // The map's button shows in the dimmed strip above the sheet: the same point is clicked in both cases.
    let y = Int(expanded.frame.sheetY) / 2
    #expect(y > 0)
    let expandedState = try session.events.wait(for: "the expanded state") {
      (try? EventLine($0))?.state == "expanded"
    }
    let collapsed = try session.rest(after: expanded.index, in: "collapsed", "collapse after the dimmed click") {
      try session.xdotool(["mousemove", "\(Self.recenterX)", "\(y)", "click", "1"])
    }
    let collapsedState = try session.events.wait(from: expandedState + 1, for: "the collapsed state") {
      (try? EventLine($0))?.state == "collapsed"
    }
    // The same click with the sheet collapsed (not dimmed): GTK delivers it to the button, as it does without
    // PullUp. Its click line comes after the collapse: the dimmed click's would have come before.
    #expect(collapsed.frame.dimming == 0)
    try session.xdotool(["mousemove", "\(Self.recenterX)", "\(y)", "click", "1"])
    let click = try session.events.wait(from: expandedState, for: "the button's click") {
      (try? EventLine($0))?.clicked == "Recenter"
    }
    #expect(click > collapsedState, "the click on the dimmed button reached the button")
    let clicks = session.events.lines.filter { (try? EventLine($0))?.clicked == "Recenter" }
    #expect(clicks.count == 1, "\(clicks)")
    try session.quit()
  }

  @Test("A handle you grab stays under the pointer: while a slow drag holds still, the edge is where it was grabbed")
  func grabbedHandleStaysUnderThePointer() throws {
    let session = try WindowSession(arguments: Self.size)
    let first = try session.firstRest(in: "collapsed")
    // Grabbed 10 points below the sheet's top edge, on the handle, and moved 120 points up in 10-point steps.
    let grab = Int(first.frame.sheetY) + 10
    let mark = session.logLines.lines.count
    _ = try session.rest(after: first.index, "rest after the slow drag") {
      try session.drag(
        from: (200, grab), through: (1...12).map { (200, grab - 10 * $0) }, stepSeconds: 0.04, holdSeconds: 0.4)
    }
    let held = try (mark..<session.logLines.lines.count).map(session.frame).last { $0.phase == "tracking" }
    let edge = try #require(held).sheetY
    #expect(
      edge == first.frame.sheetY - 120, "the grabbed point is 10 points below the edge, \(edge) for \(grab - 120)")
    try session.quit()
  }

  @Test("A split view's divider stays under the pointer, as GtkPaned's handle does: a slow drag rests where it let go")
  func grabbedDividerStaysUnderThePointer() throws {
    let session = try WindowSession(arguments: ["--preset", "splitView"] + Self.size)
    let first = try session.firstRest()
    let grab = Int(first.frame.sheetY) + 4
    let rest = try session.rest(after: first.index, "rest after the divider's drag") {
      try session.drag(
        from: (200, grab), through: (1...8).map { (200, grab - 10 * $0) }, stepSeconds: 0.04, holdSeconds: 0.4)
    }
    #expect(
      rest.frame.height == first.frame.height + 80,
      "the divider moved \(rest.frame.height - first.frame.height) points for the pointer's 80")
    try session.quit()
  }

  @Test(
    "A split view resting between detents, nearer the lowest: ↓ and Home go down to the lowest (issue 49)",
    arguments: ["Down", "Home"])
  func keysBetweenDetents(key: String) throws {
    let session = try WindowSession(arguments: ["--preset", "splitView"] + Self.size)
    // The divider has the focus when the window opens. The detents' heights, by the keys: the lowest, then
    // the one above it.
    let first = try session.firstRest()
    let lowest = try session.rest(after: first.index, "rest at the lowest detent after Home") {
      try session.xdotool(["key", "Home"])
    }
    let next = try session.rest(after: lowest.index, "rest a detent up after Up") {
      try session.xdotool(["key", "Up"])
    }
    #expect(lowest.frame.detent == 0 && next.frame.detent == 1, "\(lowest.frame), \(next.frame)")
    // A slow drag of the divider that leaves it 20 points above the lowest detent: a split view rests where it
    // is let go.
    let grab = Int(next.frame.sheetY) + 4
    let down = Int(next.frame.height - lowest.frame.height) - 20
    let between = try session.rest(after: next.index, "rest between detents after the drag") {
      try session.drag(
        from: (200, grab), through: (1...8).map { (200, grab + down * $0 / 8) }, stepSeconds: 0.04, holdSeconds: 0.4)
    }
    #expect(between.frame.detent == nil, "the drag rested at a detent: \(between.frame)")
    let rest = try session.rest(after: between.index, "rest after \(key)") { try session.xdotool(["key", key]) }
    #expect(rest.frame.detent == 0 && rest.frame.height == lowest.frame.height, "\(key) rested at \(rest.frame)")
    try session.quit()
  }
}
