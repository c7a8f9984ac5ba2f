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

  /// The view disposed while the app still holds a reference (issue 53, item 1): its dispose frees the children
  /// (the dimming, the sheet box and the handle were theirs alone), and GTK finalizes the view only when the
  /// last reference goes. From the first moment of dispose, a `destroy` handler of the app's and every setter
  /// after it touch nothing freed: GTK reports nothing critical, and a box made since, which may take a freed
  /// child's address, gets none of the sheet's children.
  static func settingAfterDisposeWithAReferenceHeld() async -> String? {
    guard
      let sheet = try? PullUpSheetWidget(
        container: PullUpContainer(width: 400, height: 720), background: gtk_drawing_area_new(),
        content: gtk_box_new(GTK_ORIENTATION_VERTICAL, 0))
    else { return "the widget could not be made" }
    let view = sheet.widget
    let window = gtk_window_new()!
    gtk_window_set_default_size(gobject(window), 400, 720)
    gtk_window_set_child(gobject(window), view)
    gtk_window_present(gobject(window))
    await mainLoopTurn(milliseconds: 300)
    // The app holds the view: destroying the window unparents it, and the view lives on, whole.
    g_object_ref(UnsafeMutableRawPointer(view))
    let freed = FreedFlag()
    freed.watch(view)
    gtk_window_destroy(gobject(window))
    await mainLoopTurn()
    guard !freed.isFreed else { return "the reference held did not keep the view, so this check checks nothing" }
    let destroyed = FrameCount()
    connect(view, .destroy) {
      touchEverything(sheet)
      destroyed.count += 1
    }
    // Disposed with the reference still held: GtkWidget's dispose emits `destroy` after the view's has freed the
    // children, and the object lives on after it.
    let (_, atDispose) = countingWarnings(in: "Gtk", level: G_LOG_LEVEL_CRITICAL) {
      g_object_run_dispose(gobject(view))
    }
    guard destroyed.count == 1 else { return "the view's destroy handler ran \(destroyed.count) times" }
    let box = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)!
    g_object_ref_sink(box)
    defer { g_object_unref(box) }
    let (_, afterwards) = countingWarnings(in: "Gtk", level: G_LOG_LEVEL_CRITICAL) { touchEverything(sheet) }
    guard atDispose.isEmpty, afterwards.isEmpty else {
      return "GTK's criticals: in the destroy handler \(atDispose), after it \(afterwards)"
    }
    guard gtk_widget_get_first_child(box) == nil else { return "a setter put a child into an unrelated box" }
    g_object_unref(UnsafeMutableRawPointer(view))
    for _ in 0..<40 where !freed.isFreed { await mainLoopTurn() }
    return freed.isFreed ? nil : "the view was not freed with its last reference"
  }

  /// Sets every property of the sheet, its children included, and reads every GObject property.
  static func touchEverything(_ sheet: PullUpSheetWidget) {
    let view = sheet.widget
    sheet.safeArea = PullUpInsets(top: 20, bottom: 30)
    sheet.sidePaneBreakpoint = 300
    sheet.handleHeight = 30
    sheet.presentation = .splitView
    sheet.accessibilityLabel = "Queue"
    sheet.content = gtk_label_new("content")
    sheet.background = gtk_label_new("background")
    for (name, value) in [("state", stateValue(.expanded)), ("detent-index", 1), ("hidden", 1), ("locked", 1)] {
      pullup_object_set_int(view, name, value)
    }
    pullup_object_set_object(view, "scrollable-content", nil)
    _ = give(.setState(.collapsed), to: sheet)
    for name in ["state", "detent-index"] { _ = pullup_object_get_int(view, name) }
    for name in ["hidden", "locked", "modal"] { _ = pullup_object_get_boolean(view, name) }
    _ = pullup_object_get_double(view, "sheet-height")
    for name in ["background", "content", "scrollable-content"] { _ = pullup_object_get_object(view, name) }
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
