#if GTK  // PullUpGTK builds with the package's GTK trait (Package.swift); without it, it is empty.
  import CGTK
  import PullUp
  import PullUpGObject

  /// Frames: GTK's frame clock drives the settling sheet through a tick callback, added when an input starts a
  /// settle and removed in the frame the sheet comes to rest, so a sheet at rest costs no wake-ups. After each
  /// painted frame the widget reports what it drew.
  extension PullUpSheetWidget {
    /// Listens to the frame clock while the widget is realized: the clock belongs to the window, and outlives
    /// the widget when the widget leaves it.
    func connectFrames() {
      connect(widget, .realize, { [unowned self] in followPaints() })
      connect(
        widget, .unrealize, { [unowned self] in stopFollowingPaints() })
    }

    private func followPaints() {
      stopFollowingPaints()
      guard let clock = gtk_widget_get_frame_clock(widget) else { return }
      let identifier = connect(
        clock, .afterPaint, { [unowned self] in painted() })
      paintHandler = (clock, identifier)
    }

    private func stopFollowingPaints() {
      guard let handler = paintHandler else { return }
      g_signal_handler_disconnect(handler.clock.raw, handler.identifier)
      paintHandler = nil
    }

    /// Adds the tick callback unless it runs already.
    func startFrames() {
      guard tickCallback == 0 else { return }
      let tick: GtkTickCallback = { widget, clock, _ in
        let frameTime = clock.map { Int64(gdk_frame_clock_get_frame_time($0)) }
        return MainActor.assumeIsolated { PullUpSheetWidget.owner(of: widget).tick(at: frameTime) ? 1 : 0 }
      }
      tickCallback = gtk_widget_add_tick_callback(widget, tick, nil, nil)
    }

    /// One frame of the frame clock, in its update phase: the sheet moves to the frame's time (the frame
    /// clock's `gdk_frame_clock_get_frame_time`, in microseconds), and the layout phase that follows draws it
    /// there.
    ///
    /// - Returns: Whether to keep the callback: `false` once the sheet no longer settles and the content no
    ///   longer glides (``scrollingFrame()``). It reads the
    ///   controller's own `PullUpController.snapshot`: after `PullUpController.finish()` the frames still
    ///   move the sheet, but `PullUpController.latestSnapshot` no longer follows it, and would keep the
    ///   callback running at the display's rate with a frozen sheet.
    private func tick(at frameTime: Int64?) -> Bool {
      guard isAlive else {
        tickCallback = 0
        return false
      }
      let advance = { [self] () -> Bool in
        let settles = controller.assumeIsolated { controller -> Bool in
          if controller.snapshot.phase == .settling { controller.advanceFrame() }
          return controller.snapshot.phase == .settling
        }
        // GTK's scroll of the content, or the content's glide: after the sheet moved, before the layout.
        let glides = scrollingFrame()
        return settles || glides
      }
      let keepsTicking = frameTime.map { clock.frame(at: $0, advance) } ?? advance()
      gtk_widget_queue_allocate(widget)
      guard keepsTicking else {
        tickCallback = 0
        return false
      }
      return true
    }

    /// After GTK painted a frame: reports the snapshot its layout applied, once.
    private func painted() {
      guard isAlive else { return }
      reportLayoutInputs()
      notifyPropertyChanges()
      if needsLayout {
        needsLayout = false
        gtk_widget_queue_allocate(widget)
      }
      guard let snapshot = laidOut, let frame = currentFrameCounter else { return }
      laidOut = nil
      updateFocusability(for: snapshot)
      updateAccessibility(for: snapshot)
      // A motion's lag is counted once, in the first frame that draws it; a later frame that draws the same
      // position again (GTK lays out again when the list's offset moves) reports that lag, not its age.
      if let motion = latestMotionFrame, motion != drawnMotion.frame { drawnMotion = (motion, frame - motion) }
      onDraw?(
        PullUpSheetFrame(
          snapshot: snapshot, frameCounter: frame, lagFrames: drawnMotion.lag, showsSidePane: showsSidePane))
    }
  }
#endif
