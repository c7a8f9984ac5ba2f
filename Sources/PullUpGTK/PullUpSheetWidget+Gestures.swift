#if GTK  // PullUpGTK builds with the package's GTK trait (Package.swift); without it, it is empty.
  import CGTK
  import PullUp
  import PullUpGObject
  import PullUpHost

  /// Pointer and scroll events, translated into the interpreter's raw events. Three controllers on the whole
  /// widget, in the capture phase so that the sheet sees the pointer before its content does: a drag gesture
  /// for presses, a motion controller for where the pointer is (GTK 4's scroll events carry no position), and
  /// a scroll controller. Coordinates are the widget's, which does not move (the sheet inside it does), and
  /// are the container's.
  ///
  /// The interpreter decides what each event means; the widget applies the inputs it returns and does with
  /// the press what the verdict says: `PullUpVerdict.claimed` claims the sequence (GTK cancels the content's
  /// gestures), `PullUpVerdict.yielded` denies it (the content keeps it), and `PullUpVerdict.undecided`
  /// leaves it to both, so that a button under a press still gets its click.
  extension PullUpSheetWidget {
    /// Where a surface scroll (a touchpad's) is, as GTK reported it.
    enum SurfaceScrollTranslation {
      /// None is in progress.
      case none
      /// GTK emitted `scroll-begin`; its unit is known at the first `scroll`. A wheel with smooth deltas
      /// begins too and never ends, so only a surface-unit scroll turns it into a `PullUpScrollPhase.begin`.
      case announced
      /// The interpreter heard the begin: each `scroll` is an update until `scroll-end`.
      case following
    }

    func connectGestures() {
      let drag = gtk_gesture_drag_new()!
      gtk_event_controller_set_propagation_phase(gobject(drag), GTK_PHASE_CAPTURE)
      connect(
        drag, .dragBegin,
        { [unowned self] (x: Double, y: Double) in pressed(x: x, y: y, gesture: drag) })
      connect(
        drag, .dragUpdate,
        { [unowned self] (dx: Double, dy: Double) in moved(dx: dx, dy: dy, gesture: drag) })
      connect(
        drag, .dragEnd,
        { [unowned self] (dx: Double, dy: Double) in ended(dx: dx, dy: dy, gesture: drag) })
      connect(
        drag, .cancel, { [unowned self] in cancelled(gesture: drag) })
      // Before the drag gesture: GTK runs a widget's controllers last added first (+Touch.swift).
      connectTouchHold(drag: drag)
      gtk_widget_add_controller(widget, gobject(drag))

      let motion = gtk_event_controller_motion_new()!
      gtk_event_controller_set_propagation_phase(motion, GTK_PHASE_CAPTURE)
      for signal in [GObjectSignal.enter, .motion] {
        connect(motion, signal, { [unowned self] x, y in hovered(x: x, y: y, controller: motion) })
      }
      connect(
        motion, .leave,
        { [unowned self] in
          // A touchpad's scroll whose end GTK will not send here (the pointer left, the window lost the
          // focus) ends now, as a release, so that the sheet is not left held.
          endSurfaceScroll(event: gtk_event_controller_get_current_event(motion))
          translation.hoverPosition = nil
        })
      gtk_widget_add_controller(widget, motion)

      // Both axes, so that a touchpad's swipe carries its cross-axis delta: one mostly across the sheet is a
      // carousel's, not the sheet's (the interpreter decides by the first motion).
      let scroll = gtk_event_controller_scroll_new(GTK_EVENT_CONTROLLER_SCROLL_BOTH_AXES)!
      gtk_event_controller_set_propagation_phase(scroll, GTK_PHASE_CAPTURE)
      connect(
        scroll, .scrollBegin,
        { [unowned self] in translation.surfaceScroll = .announced })
      connect(
        scroll, .scroll,
        { [unowned self] (dx: Double, dy: Double) in scrolled(dy, across: dx, controller: scroll) })
      connect(
        scroll, .scrollEnd,
        { [unowned self] in scrollEnded(controller: scroll) })
      gtk_widget_add_controller(widget, scroll)
    }

    // MARK: Presses

    private func pressed(x: Double, y: Double, gesture: OpaquePointer) {
      let event = gtk_event_controller_get_current_event(gesture)
      translation.press = (x, y, Self.device(of: event))
      let verdict = interpret(
        .pointer(.down, x: x, y: y, time: time(of: event), device: Self.device(of: event), region: region(x: x, y: y)))
      decide(verdict, gesture: gesture)
    }

    private func moved(dx: Double, dy: Double, gesture: OpaquePointer) {
      guard let press = translation.press else { return }
      let (x, y) = (press.x + dx, press.y + dy)
      let event = gtk_event_controller_get_current_event(gesture)
      let verdict = interpret(
        .pointer(.move, x: x, y: y, time: time(of: event), device: press.device, region: region(x: x, y: y)))
      decide(verdict, gesture: gesture)
    }

    /// The gesture ended: a release, or, when the press was denied (by this widget or by a child that claimed
    /// it), the end of the gesture without one, which the interpreter hears as a cancel.
    private func ended(dx: Double, dy: Double, gesture: OpaquePointer) {
      guard let press = translation.press else { return }
      self.translation.press = nil
      let event = gtk_event_controller_get_current_event(gesture)
      let type = event.map { gdk_event_get_event_type($0) }
      let (x, y) = (press.x + dx, press.y + dy)
      let phase: PullUpPointerPhase = type == GDK_BUTTON_RELEASE || type == GDK_TOUCH_END ? .up : .cancel
      _ = interpret(
        .pointer(phase, x: x, y: y, time: time(of: event), device: press.device, region: region(x: x, y: y)))
    }

    /// GTK took the press away (a widget above claimed it, a grab broke).
    private func cancelled(gesture: OpaquePointer) {
      guard let press = translation.press else { return }
      self.translation.press = nil
      let event = gtk_event_controller_get_current_event(gesture)
      _ = interpret(
        .pointer(
          .cancel, x: press.x, y: press.y, time: time(of: event), device: press.device,
          region: region(x: press.x, y: press.y)))
    }

    /// Does with the press what the verdict says. Denying ends the gesture at once (GTK emits `drag-end`
    /// from inside `gtk_gesture_set_state`), which tells the interpreter the press is gone.
    private func decide(_ verdict: PullUpVerdict, gesture: OpaquePointer) {
      switch verdict {
      case .claimed: gtk_gesture_set_state(gesture, GTK_EVENT_SEQUENCE_CLAIMED)
      case .yielded: gtk_gesture_set_state(gesture, GTK_EVENT_SEQUENCE_DENIED)
      case .undecided, .tapped: break
      }
    }

    /// The pointer moved with no press of this widget's: the interpreter remembers where it is, and so does
    /// the widget, for scroll events.
    private func hovered(x: Double, y: Double, controller: OpaquePointer) {
      translation.hoverPosition = (x, y)
      guard translation.press == nil else { return }
      let event = gtk_event_controller_get_current_event(controller)
      _ = interpret(
        .pointer(.move, x: x, y: y, time: time(of: event), device: Self.device(of: event), region: region(x: x, y: y)))
    }

    // MARK: Scroll

    /// A scroll event: wheel notches, or a touchpad's points between `scroll-begin` and `scroll-end`, at the
    /// pointer's last position (hit-tested now: the sheet may have moved under it).
    ///
    /// - Returns: Whether the sheet used it; otherwise it goes on to the content (GTK's own scrolling).
    func scrolled(_ dy: Double, across dx: Double, controller: OpaquePointer) -> Bool {
      let event = gtk_event_controller_get_current_event(controller)
      let unit: PullUpScrollUnit =
        gtk_event_controller_scroll_get_unit(controller) == GDK_SCROLL_UNIT_SURFACE ? .points : .notches
      var phase = PullUpScrollPhase.none
      if unit == .points {
        if case .announced = translation.surfaceScroll {
          translation.surfaceScroll = .following
          _ = interpretScroll(delta: 0, unit: unit, phase: .begin, event: event)
        }
        if case .following = translation.surfaceScroll { phase = .update }
      }
      return interpretScroll(delta: dy, across: dx, unit: unit, phase: phase, event: event) == .claimed
    }

    private func scrollEnded(controller: OpaquePointer) {
      endSurfaceScroll(event: gtk_event_controller_get_current_event(controller))
    }

    /// Ends the touchpad scroll in progress, if the interpreter follows one, as its `scroll-end` would: at
    /// `scroll-end`, and when the pointer leaves the widget or the window loses the focus, after which GTK
    /// may never send the end (the sheet would stay held, mid-drag).
    func endSurfaceScroll(event: OpaquePointer?) {
      defer { translation.surfaceScroll = .none }
      guard case .following = translation.surfaceScroll else { return }
      _ = interpretScroll(delta: 0, unit: .points, phase: .end, event: event)
    }

    private func interpretScroll(
      delta: Double, across crossDelta: Double = 0, unit: PullUpScrollUnit, phase: PullUpScrollPhase,
      event: OpaquePointer?
    ) -> PullUpVerdict {
      let position = translation.hoverPosition
      return interpret(
        .scroll(
          delta: delta, crossDelta: crossDelta, unit: unit, phase: phase, x: position?.x, y: position?.y,
          region: position.map { region(x: $0.x, y: $0.y) }, contentMaximum: contentMaximum, time: time(of: event)))
    }

    /// The scrollable content's largest offset now, in points, or `nil` without one.
    private var contentMaximum: Double? {
      verticalAdjustment.map { max(0, gtk_adjustment_get_upper($0) - gtk_adjustment_get_page_size($0)) }
    }

    // MARK: The interpreter

    /// Hands an event to the host, which reports it, interprets it and applies its inputs; the widget notes
    /// the frame a drag's motion arrived in and what the inputs do to the content's glide.
    ///
    /// - Returns: The verdict, for the toolkit.
    func interpret(_ event: PullUpRawEvent) -> PullUpVerdict {
      let interpretation = host.interpret(event)
      let moved = interpretation.inputs.contains { input in
        switch input {
        case .dragBegan, .dragChanged: true
        default: false
        }
      }
      if moved { paint.latestMotionFrame = currentFrameCounter }
      followContentMomentum(of: event, inputs: interpretation.inputs)
      return interpretation.verdict
    }

    var currentFrameCounter: Int64? {
      gtk_widget_get_frame_clock(widget).map { Int64(gdk_frame_clock_get_frame_counter($0)) }
    }
  }
#endif
