// The article "A sheet from a .ui file", word for word: sheet.ui, beside this file, built
// with GtkBuilder; the window's title follows the sheet's `state` property (`notify::state`). A window test
// drags it open. `sheet-from-ui PATH` builds another .ui file.
import CGTK
import PullUp
import PullUpGObject
import PullUpGTK

guard gtk_init_check() != 0 else { fatalError("no display: run it in a desktop session, or under Xvfb") }
GLibMainActor.install()
let path = CommandLine.arguments.dropFirst().first ?? String(#filePath.dropLast("main.swift".count)) + "sheet.ui"
// ui: start
_ = PullUpSheetWidget.viewType  // registers PullUpSheetView, so that GtkBuilder finds it by name
let builder = gtk_builder_new()!
var error: UnsafeMutablePointer<GError>?
guard gtk_builder_add_from_file(builder, path, &error) != 0 else {
  fatalError("\(path): \(String(cString: error!.pointee.message))")
}
let window: UnsafeMutablePointer<GtkWindow> = gobject(gtk_builder_get_object(builder, "window")!)
let sheet: UnsafeMutablePointer<GtkWidget> = gobject(gtk_builder_get_object(builder, "sheet")!)
/// The window's title is the sheet's state: `collapsed`, `dragging`, `expanded`.
@MainActor func showState() {
  let state = PullUpState.allCases[Int(pullup_object_get_int(sheet, "state"))]
  gtk_window_set_title(window, state.rawValue)
}
connect(sheet, .notify("state")) { showState() }
showState()
// The Swift object behind the view, for what only Swift has (its controller, onDraw, …).
let sheetWidget = PullUpSheetWidget.of(sheet)!
sheetWidget.accessibilityLabel = "Queue"
// ui: end
let loop = g_main_loop_new(nil, 0)!
connect(window, .closeRequest) {
  g_main_loop_quit(loop)
  return false
}
gtk_window_present(window)
g_main_loop_run(loop)
