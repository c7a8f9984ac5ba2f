import CGTK
import Foundation
import PullUp
import Testing

@testable import PullUpGTK

/// Issue 40, item 4: a two-finger swipe mostly across the sheet, over a carousel in it, is not a sheet drag.
/// Under X11 GTK reports no touchpad scroll with phases and xdotool cannot make one (see
/// ``SurfaceScrollTests``), so this checks, in this process, that the widget's scroll controller hears both
/// axes (GTK hands a controller only the axes it asks for) and that the widget, given a swipe's deltas as the
/// controller reports them, leaves the swipe to the carousel from its first motion to its end.
@Suite(
  "A touchpad swipe across the sheet", .serialized,
  .enabled(if: WindowSession.missingTools == nil || windowTestsRequired))
@MainActor
struct CrossAxisScrollTests {
  /// The flags of the widget's scroll controller.
  static func scrollFlags(of widget: PullUpSheetWidget) throws -> GtkEventControllerScrollFlags {
    let controllers = gtk_widget_observe_controllers(widget.widget)!
    defer { g_object_unref(UnsafeMutableRawPointer(controllers)) }
    for index in 0..<g_list_model_get_n_items(controllers) {
      guard let item = g_list_model_get_item(controllers, index) else { continue }
      defer { g_object_unref(item) }
      let type = gtk_event_controller_scroll_get_type()
      guard g_type_check_instance_is_a(item.assumingMemoryBound(to: GTypeInstance.self), type) != 0 else { continue }
      return gtk_event_controller_scroll_get_flags(OpaquePointer(item))
    }
    throw SessionError("the widget has no scroll controller")
  }

  @Test("The scroll controller hears both axes, and a swipe whose first motion is across never moves the sheet")
  func swipeAcrossTheSheet() throws {
    // A widget on the suite's display, then a swipe at the sheet's body: 3 points along, 14 across, then
    // along the sheet, as a carousel's swipe that curves.
    let widget = try SurfaceScrollTests.scrolling(deltas: [])
    #expect(try Self.scrollFlags(of: widget) == GTK_EVENT_CONTROLLER_SCROLL_BOTH_AXES, "dx reaches the widget")
    let before = widget.controller.assumeIsolated { $0.snapshot }
    var verdicts: [PullUpVerdict] = []
    for (delta, across, time) in [(3.0, 14.0, 1.05), (10, 2, 1.1), (20, 0, 1.15)] {
      verdicts.append(
        widget.interpret(
          .scroll(
            delta: delta, crossDelta: across, unit: .points, phase: .update, x: 200, y: 650, region: .body,
            contentMaximum: nil, time: time)))
    }
    widget.endSurfaceScroll(event: nil)
    #expect(verdicts == [.yielded, .yielded, .yielded], "the carousel keeps the whole swipe")
    #expect(widget.controller.assumeIsolated { $0.snapshot }.phase == .resting)
    #expect(widget.controller.assumeIsolated { $0.snapshot }.height == before.height, "the sheet never moved")
  }
}
