// README: gtk-quick-start
import CGTK
import PullUp
import PullUpGObject
import PullUpGTK

guard gtk_init_check() != 0 else { fatalError("no display: run it in a desktop session, or under Xvfb") }
GLibMainActor.install()  // Swift's main-actor jobs run in GLib's loop
let loop = g_main_loop_new(nil, 0)!
let window = gtk_window_new()!
// A sheet over your window's content: drag its handle, or focus it and press ↑ or ↓.
let content = gtk_label_new("The sheet's content")!
gtk_widget_set_valign(content, GTK_ALIGN_START)
let sheet = try PullUpSheetWidget(
  container: PullUpContainer(width: 400, height: 700), background: gtk_label_new("Your window's content"),
  content: content)
gtk_window_set_title(gobject(window), "Quick start")
gtk_window_set_default_size(gobject(window), 400, 700)
gtk_window_set_child(gobject(window), sheet.widget)
connect(window, .closeRequest) {
  g_main_loop_quit(loop)
  return false
}
gtk_window_present(gobject(window))
g_main_loop_run(loop)
// README: end
