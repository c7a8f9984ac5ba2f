import CGTK
import PullUp

/// Gestures: one drag gesture and one scroll controller on the whole widget, in the capture phase, so
/// that the sheet sees the pointer before its content does. Coordinates are the widget's, which does not
/// move; the sheet inside it does.
extension PullUpSheetWidget {
  func connectGestures() {
    let drag = gtk_gesture_drag_new()!
    gtk_event_controller_set_propagation_phase(gobject(drag), GTK_PHASE_CAPTURE)
    connect(
      drag, "drag-begin", trampoline: Trampoline.point,
      { [unowned self] (x: Double, y: Double) in
        pressed(x: x, y: y, gesture: drag)
      } as PointSignal)
    connect(
      drag, "drag-update", trampoline: Trampoline.point,
      { [unowned self] (_: Double, y: Double) in
        moved(translation: y, gesture: drag)
      } as PointSignal)
    connect(
      drag, "drag-end", trampoline: Trampoline.point,
      { [unowned self] (_: Double, _: Double) in
        released()
      } as PointSignal)
    connect(drag, "cancel", trampoline: Trampoline.sequence, { [unowned self] in cancelled() } as PlainSignal)
    gtk_widget_add_controller(widget, gobject(drag))

    let scroll = gtk_event_controller_scroll_new(GTK_EVENT_CONTROLLER_SCROLL_VERTICAL)!
    gtk_event_controller_set_propagation_phase(scroll, GTK_PHASE_CAPTURE)
    connect(
      scroll, "scroll", trampoline: Trampoline.answeredPoint,
      { [unowned self] (_: Double, dy: Double) in
        wheeled(dy, pointer: pointerPosition(of: scroll))
      } as AnsweredPointSignal)
    gtk_widget_add_controller(widget, scroll)
  }

  /// A press: on the sheet it begins a drag, on the content above it it is a tap on the dimming.
  private func pressed(x: Double, y: Double, gesture: OpaquePointer) {
    let snapshot = controller.latestSnapshot
    let sheetTop = snapshot.layout.sheetFrame.y
    let grabsHidden =
      snapshot.isHidden && snapshot.accessibility.actions.contains(.show)
      && y >= snapshot.layout.containerSize.height - Self.hiddenGrabHeight
    if grabsHidden || (!snapshot.isHidden && y >= sheetTop) {
      let onContent = !grabsHidden && isOnScrollableContent(x: x, y: y)
      if send(.dragBegan(inScrollableContent: onContent)) {
        dragStart = (x, y)
        latestMotionFrame = currentFrameCounter
        // Not claimed yet: a click reaches the content too; the first motion claims the press.
        return
      }
    } else if y < sheetTop {
      // Above the sheet is the background: the controller decides whether it is dimmed and the tap collapses.
      send(.dimmingTapped)
    }
    gtk_gesture_set_state(gesture, GTK_EVENT_SEQUENCE_DENIED)
  }

  private func moved(translation: Double, gesture: OpaquePointer) {
    guard dragStart != nil else { return }
    // The press moved: it is the sheet's, and the content's own gestures are cancelled.
    gtk_gesture_set_state(gesture, GTK_EVENT_SEQUENCE_CLAIMED)
    latestMotionFrame = currentFrameCounter
    send(.dragChanged(translation: translation))
  }

  /// The release: PullUp's velocity estimator, fed with every motion, gives the release velocity.
  private func released() {
    guard dragStart != nil else { return }
    dragStart = nil
    send(.dragEnded())
  }

  private func cancelled() {
    guard dragStart != nil else { return }
    dragStart = nil
    send(.dragCancelled)
  }

  /// The mouse wheel over the sheet scrolls the content while the snapshot lets it scroll by itself;
  /// otherwise a notch down (into the content) moves the sheet a detent up, and a notch up a detent down.
  /// GTK's own scrolling never runs: the snapshot's `contentOffset` is the one offset.
  private func wheeled(_ delta: Double, pointer: (x: Double, y: Double)?) -> Bool {
    let snapshot = controller.latestSnapshot
    guard dragStart == nil, let pointer, !snapshot.isHidden, pointer.y >= snapshot.layout.sheetFrame.y, delta != 0
    else { return false }
    let maximum = scrollMaximum ?? 0
    let offset = snapshot.contentOffset
    let target = min(max(offset + delta * Self.wheelStep, 0), maximum)
    if snapshot.isContentScrollEnabled, isOnScrollableContent(x: pointer.x, y: pointer.y), target != offset {
      send(.scrollOffsetChanged(target, maximum: maximum))
    } else if let step = snapshot.detentStep(up: delta > 0) {
      send(step)
    }
    return true
  }

  private func pointerPosition(of controller: OpaquePointer) -> (x: Double, y: Double)? {
    guard let event = gtk_event_controller_get_current_event(controller) else { return nil }
    var x = 0.0
    var y = 0.0
    guard gdk_event_get_position(event, &x, &y) != 0 else { return nil }
    // The event's position is the surface's: less the surface transform (client-side decorations' shadow)
    // it is the native widget's, which maps to this widget's.
    guard let native = gtk_widget_get_native(widget) else { return (x, y) }
    var shadowX = 0.0
    var shadowY = 0.0
    gtk_native_get_surface_transform(native, &shadowX, &shadowY)
    var point = graphene_point_t(x: Float(x - shadowX), y: Float(y - shadowY))
    var local = graphene_point_t()
    guard gtk_widget_compute_point(gobject(native), widget, &point, &local) != 0 else { return (x, y) }
    return (Double(local.x), Double(local.y))
  }

  private func isOnScrollableContent(x: Double, y: Double) -> Bool {
    guard let scrolledWindow else { return false }
    var bounds = graphene_rect_t()
    guard gtk_widget_compute_bounds(scrolledWindow, widget, &bounds) != 0 else { return false }
    var point = graphene_point_t(x: Float(x), y: Float(y))
    return graphene_rect_contains_point(&bounds, &point)
  }

  var currentFrameCounter: Int64? {
    gtk_widget_get_frame_clock(widget).map { Int64(gdk_frame_clock_get_frame_counter($0)) }
  }

  /// How far a hidden sheet that a drag may show reaches into view for a press, in points.
  static let hiddenGrabHeight = 32.0
  /// How far one notch of the mouse wheel scrolls the content, in points.
  static let wheelStep = 48.0
}
