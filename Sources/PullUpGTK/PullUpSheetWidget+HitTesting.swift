#if GTK  // PullUpGTK builds with the package's GTK trait (Package.swift); without it, it is empty.
  import CGTK
  import PullUp
  import PullUpGObject
  import PullUpHost

  /// Hit-testing and the events' own facts: which region a point is in, which device an event came from,
  /// and when. These are the front end's; what a press in a region means is the interpreter's.
  extension PullUpSheetWidget {
    /// The CSS class that marks a widget in the sheet, and everything inside it, as handling its own presses
    /// (`PullUpRegion.child`): a press there is never the sheet's. ``leavePresses(to:)`` adds it; a `.ui` file
    /// can set it with `<style><class name="pullup-keeps-presses"/></style>`.
    public static let keepsPressesClass = "pullup-keeps-presses"

    /// Marks `widget`, a widget inside a sheet's content, as handling its own presses: a press on it or on
    /// anything inside it stays the widget's and never drags the sheet, whatever way it moves. A drawing area
    /// with its own drag gesture, or a horizontal carousel, needs it; ranges (a `GtkScale`), switches, text
    /// fields and text views are marked already. It adds ``keepsPressesClass`` to the widget's CSS classes and
    /// takes effect at the next press.
    ///
    /// - Parameter widget: Any widget; the mark counts only inside a sheet's content.
    public static func leavePresses(to widget: UnsafeMutablePointer<GtkWidget>) {
      gtk_widget_add_css_class(widget, keepsPressesClass)
    }

    /// Marks `widget` as handling its own presses: ``leavePresses(to:)``'s old name, which read as a question.
    @available(*, deprecated, renamed: "leavePresses(to:)")
    public static func keepsPresses(_ widget: UnsafeMutablePointer<GtkWidget>) {
      leavePresses(to: widget)
    }

    /// The region at a point in the widget's coordinates: `gtk_widget_pick` finds the widget there, and the
    /// host reads the chain from it up to this widget (``hitChain(from:)``) as a region, by the rule every
    /// front end shares. A side pane is not the sheet's to drag: every press and scroll there is the content's
    /// (`PullUpRegion.outside`).
    func region(x: Double, y: Double) -> PullUpRegion {
      guard !showsSidePane else { return .outside }
      return host.region(ofChain: hitChain(from: gtk_widget_pick(widget, x, y, GTK_PICK_DEFAULT)), y: y)
    }

    /// What each widget from `start` up to this widget (exclusive) is to the sheet, or `nil` when `start` is
    /// not inside this widget: the handle (a divider in a split view), the scrollable content, the sheet, the
    /// background, the dimming, a widget that keeps its presses (``leavePresses(to:)``), or another.
    func hitChain(from start: UnsafeMutablePointer<GtkWidget>?) -> [PullUpHitPart]? {
      var chain: [PullUpHitPart] = []
      var current = start
      while let widget = current, widget != self.widget {
        chain.append(part(widget))
        current = gtk_widget_get_parent(widget)
      }
      return current == nil ? nil : chain
    }

    func part(_ widget: UnsafeMutablePointer<GtkWidget>) -> PullUpHitPart {
      if widget == handle { return handlePart }
      if widget == scrolledWindow { return .scrollableContent }
      if widget == sheet { return .sheet }
      if widget == backgroundWidget { return .background }
      if widget == dimming { return .dimming }
      return Self.keepsItsPresses(widget) ? .keepsPresses : .other
    }

    /// Makes the dimming a pointer target exactly while the sheet is modal (`PullUpLayout.isModal`, the core's
    /// answer: the dimming dims), as AdwBottomSheet's dimming is while its sheet is open and modal. GTK then
    /// picks the dimming, not the background's widget under it, for a press or a scroll above the sheet: the
    /// press is the dimming's (a tap on it is `PullUpInput.dimmingTapped`, by the interpreter), and nothing of
    /// it reaches the background, whose own gestures never see it. Otherwise the dimming lets the pointer
    /// through, and a button behind an undimmed sheet gets its click. Called in the layout: setting
    /// `can-target` queues neither a resize nor a redraw, and it is set only when it changes.
    func setDimmingTakesPointer(_ takes: Bool) {
      guard (gtk_widget_get_can_target(dimming) != 0) != takes else { return }
      gtk_widget_set_can_target(dimming, takes ? 1 : 0)
    }

    /// Whether a widget handles its own presses: it is a range, a switch, an editable, a text view, or it
    /// carries ``keepsPressesClass``.
    private static func keepsItsPresses(_ widget: UnsafeMutablePointer<GtkWidget>) -> Bool {
      if gtk_widget_has_css_class(widget, keepsPressesClass) != 0 { return true }
      let instance: UnsafeMutablePointer<GTypeInstance> = gobject(widget)
      return pressKeepingTypes.contains { g_type_check_instance_is_a(instance, $0) != 0 }
    }

    /// GTK's widgets whose presses are their own: `GtkRange` (`GtkScale`, scroll bars), `GtkSwitch`,
    /// `GtkEditable` (`GtkText`, `GtkEntry`, `GtkSpinButton`, search and password entries), `GtkTextView`.
    private static let pressKeepingTypes: [GType] = [
      gtk_range_get_type(), gtk_switch_get_type(), gtk_editable_get_type(), gtk_text_get_type(), gtk_entry_get_type(),
      gtk_spin_button_get_type(), gtk_text_view_get_type(),
    ]

    /// The device of an event: an event of a touch type (a finger's begin, update, end or cancel) or one from
    /// a touchscreen is `PullUpPointerDevice.touch`, a pen or a tablet's eraser `PullUpPointerDevice.pen`,
    /// anything else `PullUpPointerDevice.mouse`. The event's type comes first: a finger is a finger whatever
    /// device GDK names. On Wayland GDK gives touch events the seat's touch device, but Broadway gives them the
    /// display's core pointer, a mouse, which would give a finger the mouse's drag threshold (issue 51).
    static func device(of event: OpaquePointer?) -> PullUpPointerDevice {
      guard let event else { return .mouse }
      switch gdk_event_get_event_type(event) {
      case GDK_TOUCH_BEGIN, GDK_TOUCH_UPDATE, GDK_TOUCH_END, GDK_TOUCH_CANCEL: return .touch
      default: break
      }
      guard let device = gdk_event_get_device(event) else { return .mouse }
      switch gdk_device_get_source(device) {
      case GDK_SOURCE_TOUCHSCREEN: return .touch
      case GDK_SOURCE_PEN, GDK_SOURCE_TABLET_PAD: return .pen
      default: return .mouse
      }
    }

    /// An event's own time in seconds (GDK stamps milliseconds, in 32 bits that wrap after 49.7 days:
    /// `PullUpEventClock` counts the wraps). Without an event (a focus change), the latest event's time, so that
    /// every time the interpreter sees is on GDK's clock.
    func time(of event: OpaquePointer?) -> Double {
      guard let event else { return translation.eventClock.latestSeconds }
      return translation.eventClock.seconds(gdk_event_get_time(event))
    }
  }
#endif
