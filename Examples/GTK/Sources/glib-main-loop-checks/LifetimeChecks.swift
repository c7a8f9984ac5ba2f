import CGTK
import PullUp
import PullUpGObject
import PullUpGTK

/// Issue 40: what the widget touches after GTK frees what it was given. Run with freed memory filled
/// (`MALLOC_PERTURB_`, `G_SLICE=always-malloc`: MainLoopTests does), so that a read of a freed GTK object
/// crashes rather than reading what happened to be left there.
extension Checks {
  /// The widget's object outlives the GTK widget (the app keeps it): setting each of its properties then
  /// touches nothing GTK freed, and the values are kept.
  static func settingAfterTheWidgetIsFreed() async -> String? {
    guard
      let sheet = try? PullUpSheetWidget(
        container: PullUpContainer(width: 400, height: 720), background: gtk_drawing_area_new(),
        content: gtk_box_new(GTK_ORIENTATION_VERTICAL, 0))
    else { return "the widget could not be made" }
    let window = gtk_window_new()!
    gtk_window_set_default_size(gobject(window), 400, 720)
    gtk_window_set_child(gobject(window), sheet.widget)
    gtk_window_present(gobject(window))
    await mainLoopTurn(milliseconds: 300)
    let freed = FreedFlag()
    freed.watch(sheet.widget)
    gtk_window_destroy(gobject(window))
    // GTK frees the widget once the last of its references goes, which may be a turn of the loop later.
    for _ in 0..<40 where !freed.isFreed { await mainLoopTurn() }
    guard freed.isFreed else { return "destroying the window did not free the widget, so this check checks nothing" }
    sheet.safeArea = PullUpInsets(top: 20, bottom: 30)
    sheet.sidePaneBreakpoint = 300
    sheet.handleHeight = 30
    sheet.presentation = .splitView
    sheet.accessibilityLabel = "Queue"
    if let failure = give(.setState(.expanded), to: sheet) { return failure }
    // Whatever was queued on the main loop runs before the check ends.
    await mainLoopTurn()
    guard sheet.handleHeight == 30, sheet.presentation == .splitView, sheet.accessibilityLabel == "Queue",
      sheet.sidePaneBreakpoint == 300
    else { return "the values set after the free were not kept" }
    return nil
  }

  /// The scrollable content, removed from the sheet and freed by GTK while the sheet lives: the sheet lays
  /// out, draws and takes the wheel without it.
  static func scrollableContentFreedFirst() async -> String? {
    let content = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)!
    let queue = QueueWindow.queue()
    gtk_box_append(gobject(content), queue)
    guard
      let sheet = try? PullUpSheetWidget(
        container: PullUpContainer(width: 400, height: 720), background: gtk_drawing_area_new(), content: content,
        scrollableContent: queue)
    else { return "the widget could not be made" }
    let window = gtk_window_new()!
    defer { gtk_window_destroy(gobject(window)) }
    gtk_window_set_default_size(gobject(window), 400, 720)
    gtk_window_set_child(gobject(window), sheet.widget)
    let frames = FrameCount()
    sheet.onDraw = { _ in frames.count += 1 }
    defer { sheet.onDraw = nil }
    gtk_window_present(gobject(window))
    await mainLoopTurn(milliseconds: 300)
    let freed = FreedFlag()
    freed.watch(queue)
    gtk_box_remove(gobject(content), queue)
    guard freed.isFreed else { return "removing the queue did not free it, so this check checks nothing" }
    let before = frames.count
    // A layout (the adjustment is read there) and a settle, drawn.
    if let failure = give(.setState(.expanded), to: sheet) { return failure }
    await mainLoopTurn(milliseconds: 600)
    guard frames.count > before else { return "the sheet drew nothing after its scrollable content was freed" }
    return nil
  }

  /// Lets the main loop run for `milliseconds`.
  static func mainLoopTurn(milliseconds: UInt32 = 50) async {
    await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
      fromGLib(afterMilliseconds: milliseconds) {
        done.resume()
        return false
      }
    }
  }
}

/// Whether GTK has freed an object, by a weak reference.
@MainActor
final class FreedFlag {
  private(set) var isFreed = false

  func watch(_ object: UnsafeMutablePointer<GtkWidget>) {
    g_object_weak_ref(
      gobject(object),
      { data, _ in
        let flag = Unmanaged<FreedFlag>.fromOpaque(data!)
        MainActor.assumeIsolated { flag.takeUnretainedValue().isFreed = true }
      }, Unmanaged.passUnretained(self).toOpaque())
  }
}

/// How many frames a widget drew.
@MainActor
final class FrameCount {
  var count = 0
}
