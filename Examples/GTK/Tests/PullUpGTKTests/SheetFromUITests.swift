import Foundation
import Testing

/// The article's sheet from a `.ui` file (`sheet-from-ui`): GtkBuilder builds a `PullUpSheetView` with its two
/// children from sheet.ui, the window's title follows the view's `state` property through `notify::state`, and
/// a drag of the handle to the top expands it.
@Suite(
  "A sheet from a .ui file", .serialized,
  .enabled(if: WindowSession.missingTools == nil || windowTestsRequired), .timeLimit(.minutes(2)))
struct SheetFromUITests {
  @Test("GtkBuilder builds it collapsed, and a drag of the handle to the top notifies state expanded")
  func dragExpands() throws {
    let display = try VirtualDisplay()
    let program = Process()
    program.executableURL = WindowSession.product("sheet-from-ui")
    program.environment = WindowSession.environment(display: display.name)
    program.standardOutput = FileHandle.nullDevice
    program.standardError = FileHandle.nullDevice
    try program.run()
    defer { WindowSession.end(program) }

    try MusicPlayerTests.waitForWindow(titled: "collapsed", on: display)
    // The window is 400 × 700 at the screen's origin; the handle is the sheet's top strip, 72 pt above the
    // bottom. A slow drag to the top rests at the highest detent.
    var arguments = ["mousemove", "200", "640", "mousedown", "1"]
    for y in stride(from: 600, through: 20, by: -40) { arguments += ["sleep", "0.03", "mousemove", "200", "\(y)"] }
    arguments += ["sleep", "0.3", "mouseup", "1"]
    try MusicPlayerTests.xdotool(arguments, on: display)
    try MusicPlayerTests.waitForWindow(titled: "expanded", on: display)
  }
}
