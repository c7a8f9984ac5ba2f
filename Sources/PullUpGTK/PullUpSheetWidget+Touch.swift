#if GTK  // PullUpGTK builds with the package's GTK trait (Package.swift); without it, it is empty.
  import CGTK
  import PullUp
  import PullUpGObject
  import PullUpHost

  /// Fingers: the sheet first. GtkScrolledWindow scrolls by itself under a finger (its kinetic-scrolling
  /// gestures claim the touch at GTK's drag threshold, 8 points), and the sheet's interpreter decides at a
  /// finger's 16: unchecked, the list moves under a finger that the sheet then takes, and keeps what it moved.
  /// So while the interpreter holds a finger's press (`PullUpInterpreter.holdsPress`: the press is the
  /// sheet's drag, or may still become it), the finger's motion stops at this widget, in the capture phase,
  /// before the content sees it; the widget's own drag gesture, on this widget, still reads it. The press and
  /// the release reach the content (a tap on a row is the row's). Once the interpreter yields the press (a drag
  /// across the sheet, a locked sheet, a widget that keeps its presses), the rest of the finger's motion goes on
  /// to the content, which starts from the finger's place then.
  ///
  /// A second finger on the sheet while a first is held or the sheet moves is not the sheet's (the interpreter
  /// follows one press) and is not the list's either: its motion stops here until it lifts, so it neither
  /// scrolls the list under a moving sheet nor leaves it gliding. GTK's own gestures for a second finger on a
  /// scrolled window stop its drag too.
  ///
  /// Only events of a touch type are held: a mouse or a touchpad never drags GtkScrolledWindow's content.
  extension PullUpSheetWidget {
    /// What the widget does with one finger's motion.
    enum TouchHold {
      /// The finger the drag gesture follows: held while the interpreter holds its press.
      case followed
      /// The finger's motion reaches the content, until it lifts.
      case released
      /// A second finger on the sheet: held until it lifts.
      case heldUntilLift
    }

    /// Adds the controller that holds fingers' motion, in the capture phase, next to `drag`, the widget's drag
    /// gesture, which must be added after it. GTK runs a widget's controllers in a phase last added first, and
    /// stops at the first controller that is not a gesture and handled the event: added first, this one runs
    /// after the drag gesture has read the motion. A touch test fails if that order changes.
    func connectTouchHold(drag: OpaquePointer) {
      let legacy = gtk_event_controller_legacy_new()!
      gtk_event_controller_set_propagation_phase(legacy, GTK_PHASE_CAPTURE)
      touches.drag = drag
      let handler: @convention(c) (OpaquePointer?, OpaquePointer?, gpointer?) -> gboolean = { controller, event, _ in
        guard let controller, let event, let widget = gtk_event_controller_get_widget(controller) else { return 0 }
        return MainActor.assumeIsolated { PullUpSheetWidget.owner(of: widget).holdsTouch(event) ? 1 : 0 }
      }
      g_signal_connect_data(
        gobject(legacy), "event", unsafeBitCast(handler, to: GCallback.self), nil, nil, GConnectFlags(rawValue: 0))
      gtk_widget_add_controller(widget, legacy)
    }

    /// Whether `event` stops here: a finger's motion the content must not see now.
    private func holdsTouch(_ event: OpaquePointer) -> Bool {
      let type = gdk_event_get_event_type(event)
      let sequence = UInt(bitPattern: gdk_event_get_event_sequence(event))
      switch type {
      case GDK_TOUCH_BEGIN:
        touches.holds[sequence] = nil
        touches.began[sequence] = onSheet(event)
        return false
      case GDK_TOUCH_UPDATE:
        return holdsMotion(of: sequence)
      case GDK_TOUCH_END, GDK_TOUCH_CANCEL:
        touches.holds[sequence] = nil
        touches.began[sequence] = nil
        return false
      default:
        return false
      }
    }

    /// Whether a finger's motion stops here. Decided at its first motion, when the drag gesture has read its
    /// press whatever order GTK runs the widget's controllers in.
    private func holdsMotion(of sequence: UInt) -> Bool {
      let hold =
        touches.holds[sequence]
        ?? {
          if let drag = touches.drag,
            UInt(bitPattern: gtk_gesture_single_get_current_sequence(drag)) == sequence
          {
            return .followed
          }
          let moving = translation.press != nil || host.snapshot.phase != .resting
          return touches.began[sequence] == true && moving ? .heldUntilLift : .released
        }()
      switch hold {
      case .followed where host.interpreter.holdsPress, .heldUntilLift:
        touches.holds[sequence] = hold
        return true
      case .followed, .released:
        touches.holds[sequence] = .released
        return false
      }
    }

    /// Whether a touch's press went down on the sheet (its handle, its body, its content), not on the
    /// background or the dimming.
    private func onSheet(_ event: OpaquePointer) -> Bool {
      var x = 0.0
      var y = 0.0
      guard gdk_event_get_position(event, &x, &y) != 0, let native = gtk_widget_get_native(widget) else {
        return false
      }
      // The event's position is the surface's; the widget's origin is found in the native widget's.
      var surfaceX = 0.0
      var surfaceY = 0.0
      gtk_native_get_surface_transform(native, &surfaceX, &surfaceY)
      var bounds = graphene_rect_t()
      guard gtk_widget_compute_bounds(widget, gobject(native), &bounds) != 0 else { return false }
      let point = (x: x - surfaceX - Double(bounds.origin.x), y: y - surfaceY - Double(bounds.origin.y))
      switch region(x: point.x, y: point.y) {
      case .handle, .body, .scrollableContent, .divider: return true
      case .child, .dimming, .outside: return false
      }
    }
  }
#endif
