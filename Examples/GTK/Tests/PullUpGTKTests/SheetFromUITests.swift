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
    let program = try ProgramWindow("sheet-from-ui", titled: "collapsed")
    try program.xdotool(ProgramWindow.dragHandleToTop)
    try program.waitForWindow(titled: "expanded")
  }
}
