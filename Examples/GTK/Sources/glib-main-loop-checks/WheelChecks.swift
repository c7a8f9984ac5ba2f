import CGTK
import PullUp
import PullUpGObject
import PullUpGTK

/// Issue 40, item 4: a music player's queue, 40 rows of a `GtkListBox` in a `GtkScrolledWindow`, in the sheet
/// and, beside it in the same window, in a plain `GtkScrolledWindow` without PullUp. A real wheel (xdotool's
/// buttons 4 and 5, through the X server, with the server's times) turns over each.
@MainActor
final class QueueWindow {
  static let title = "PullUp wheel check"
  let sheet: PullUpSheetWidget
  let window: UnsafeMutablePointer<GtkWidget>
  /// The queue without PullUp.
  let plain: UnsafeMutablePointer<GtkWidget>
  /// The sheet's frames, drawn.
  private(set) var drawn: [PullUpSheetFrame] = []
  private var frameWaiter: (condition: (PullUpSheetFrame) -> Bool, done: CheckedContinuation<Bool, Never>)?
  private var pointerWaiter: (x: Double, y: Double, done: CheckedContinuation<Bool, Never>)?

  init() throws {
    let queue = Self.queue()
    let content = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)!
    gtk_box_append(gobject(content), queue)
    sheet = try PullUpSheetWidget(
      container: PullUpContainer(width: 400, height: 720), background: gtk_drawing_area_new(), content: content,
      scrollableContent: queue)
    gtk_widget_set_size_request(sheet.widget, 400, 720)
    plain = Self.queue()
    gtk_widget_set_size_request(plain, 300, 720)
    let row = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 0)!
    gtk_box_append(gobject(row), sheet.widget)
    gtk_box_append(gobject(row), plain)
    window = gtk_window_new()
    gtk_window_set_title(gobject(window), Self.title)
    gtk_window_set_child(gobject(window), row)
    sheet.onDraw = { [unowned self] frame in
      drawn.append(frame)
      if let waiter = frameWaiter, waiter.condition(frame) {
        frameWaiter = nil
        waiter.done.resume(returning: true)
      }
    }
    let motion = gtk_event_controller_motion_new()!
    gtk_event_controller_set_propagation_phase(motion, GTK_PHASE_CAPTURE)
    connect(motion, .motion) { [unowned self] x, y in
      guard let waiter = pointerWaiter, x == waiter.x, y == waiter.y else { return }
      pointerWaiter = nil
      waiter.done.resume(returning: true)
    }
    gtk_widget_add_controller(window, motion)
    gtk_window_present(gobject(window))
  }

  isolated deinit {
    sheet.onDraw = nil
    gtk_window_destroy(gobject(window))
  }

  /// 40 rows of a track's name, in a scrolled window left at GTK's defaults.
  static func queue() -> UnsafeMutablePointer<GtkWidget> {
    let list = gtk_list_box_new()!
    for track in 1...40 {
      let label = gtk_label_new("Track \(track)")!
      gtk_widget_set_size_request(label, -1, 40)
      gtk_list_box_append(gobject(list), label)
    }
    let scrolled = gtk_scrolled_window_new()!
    gtk_scrolled_window_set_child(gobject(scrolled), list)
    gtk_widget_set_vexpand(scrolled, 1)
    return scrolled
  }

  /// The plain queue's offset, in points.
  var plainOffset: Double { gtk_adjustment_get_value(gtk_scrolled_window_get_vadjustment(gobject(plain))) }

  /// The sheet now.
  var snapshot: PullUpSnapshot { sheet.controller.assumeIsolated { $0.snapshot } }

  /// Waits for the first frame from now on that meets `condition`, 20 s at most.
  func frame(where condition: @escaping (PullUpSheetFrame) -> Bool) async -> Bool {
    await withCheckedContinuation { (done: CheckedContinuation<Bool, Never>) in
      frameWaiter = (condition, done)
      fromGLib(afterMilliseconds: 20_000) { [weak self] in
        guard let self, let waiter = frameWaiter else { return false }
        frameWaiter = nil
        waiter.done.resume(returning: false)
        return false
      }
    }
  }

  /// Runs xdotool with `actions` on this window (its `--window %1` coordinates), then moves the pointer to
  /// the marker `(690, y)` and waits until the window has handled it: every event before it has been handled
  /// too, since X delivers a client's events in order. 20 s at most.
  ///
  /// - Returns: Whether the marker arrived.
  func xdotool(_ actions: [String], marker y: Int) async -> Bool {
    var arguments = ["xdotool", "search", "--sync", "--name", "^\(Self.title)$"] + actions
    arguments += ["mousemove", "--window", "%1", "690", "\(y)"]
    var argv = arguments.map { strdup($0) } + [nil]
    defer { for argument in argv { free(argument) } }
    var status: gint = 0
    // Its standard output (the window's identifier, from search) is not this program's, which the test reads.
    let flags = GSpawnFlags(G_SPAWN_SEARCH_PATH.rawValue | G_SPAWN_STDOUT_TO_DEV_NULL.rawValue)
    guard g_spawn_sync(nil, &argv, nil, flags, nil, nil, nil, nil, &status, nil) != 0, status == 0 else { return false }
    return await withCheckedContinuation { (done: CheckedContinuation<Bool, Never>) in
      pointerWaiter = (690, Double(y), done)
      fromGLib(afterMilliseconds: 20_000) { [weak self] in
        guard let self, let waiter = pointerWaiter else { return false }
        pointerWaiter = nil
        waiter.done.resume(returning: false)
        return false
      }
    }
  }

  /// Notches of the wheel at `(x, 400)`: `count` of them, `delayMilliseconds` apart, down (`button` 5) or up (4).
  static func notches(_ count: Int, button: Int, atX x: Int, delayMilliseconds: Int = 50) -> [String] {
    [
      "mousemove", "--window", "%1", "\(x)", "400", "click", "--repeat", "\(count)", "--delay", "\(delayMilliseconds)",
      "\(button)",
    ]
  }
}

extension Checks {
  /// The columns of the two queues: the sheet's, and the plain one's beside it.
  static let sheetQueueX = 200
  static let plainQueueX = 550

  /// A turn of the wheel that scrolls the queue back to its top stops there, as the plain queue's does, and
  /// the sheet stays expanded however many notches follow; a new turn after a pause steps the sheet down.
  static func wheelStopsAtTheQueuesEdge() async -> String? {
    guard let window = try? QueueWindow() else { return "the window could not be made" }
    if let failure = give(.setState(.expanded, animated: false), to: window.sheet) { return failure }
    guard await window.frame(where: { $0.snapshot.state == .expanded && $0.snapshot.phase == .resting }) else {
      return "the sheet was never drawn expanded"
    }
    // Three notches down over each queue.
    guard
      await window.xdotool(
        QueueWindow.notches(3, button: 5, atX: sheetQueueX) + QueueWindow.notches(3, button: 5, atX: plainQueueX),
        marker: 5)
    else { return "the marker after the notches down never arrived" }
    let scrolledDown = (sheet: window.snapshot.contentOffset, plain: window.plainOffset)
    guard scrolledDown.sheet > 0, scrolledDown.plain > 0 else {
      return "the wheel scrolled neither queue down: \(scrolledDown)"
    }
    // One turn of ten notches up over each, 50 ms apart: more than either needs to reach its top.
    guard
      await window.xdotool(
        QueueWindow.notches(10, button: 4, atX: sheetQueueX) + QueueWindow.notches(10, button: 4, atX: plainQueueX),
        marker: 6)
    else { return "the marker after the turn up never arrived" }
    guard window.plainOffset == 0 else { return "the plain queue is at \(window.plainOffset), not at its top" }
    let atTop = window.snapshot
    guard atTop.contentOffset == 0 else { return "the sheet's queue is at \(atTop.contentOffset), not at its top" }
    guard atTop.state == .expanded, atTop.phase == .resting else {
      return "the turn that reached the queue's top went on to move the sheet: \(atTop.state), \(atTop.phase), "
        + "\(atTop.height) pt (the plain queue stopped at its top)"
    }
    // A new turn, after a pause longer than the interpreter's 0.5 s, starts at the edge: it steps the sheet.
    guard
      await window.xdotool(["sleep", "0.8"] + QueueWindow.notches(1, button: 4, atX: sheetQueueX), marker: 7)
    else { return "the marker after the new turn never arrived" }
    // Checked and waited for within one main-actor job: no frame comes in between.
    if window.snapshot.phase != .resting, await !window.frame(where: { $0.snapshot.phase == .resting }) {
      return "the sheet never came to rest after the new turn"
    }
    let stepped = window.snapshot
    guard stepped.state == .intermediate else {
      return "a new turn at the queue's top left the sheet \(stepped.state), not a detent down"
    }
    return nil
  }
}
