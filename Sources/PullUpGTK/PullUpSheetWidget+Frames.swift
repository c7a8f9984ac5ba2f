#if GTK  // PullUpGTK builds with the package's GTK trait (Package.swift); without it, it is empty.
  import CGTK
  import PullUp
  import PullUpGObject
  import PullUpHost

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
      paint.paintHandler = (clock, identifier)
    }

    private func stopFollowingPaints() {
      guard let handler = paint.paintHandler else { return }
      g_signal_handler_disconnect(handler.clock.raw, handler.identifier)
      paint.paintHandler = nil
    }

    /// Adds the tick callback: the host asks while the sheet settles or the content glides, and the callback
    /// goes when ``PullUpHost/frame(at:)`` says the frames may stop.
    package func startFrames() {
      guard isAlive else { return }
      let tick: GtkTickCallback = { widget, clock, _ in
        // The frame clock's frame time, in microseconds of GLib's monotonic clock.
        let frameTime = clock.map { Double(gdk_frame_clock_get_frame_time($0)) / 1e6 }
        return MainActor.assumeIsolated { PullUpSheetWidget.owner(of: widget).host.frame(at: frameTime) ? 1 : 0 }
      }
      gtk_widget_add_tick_callback(widget, tick, nil, nil)
    }

    /// After GTK painted a frame: reports the snapshot its layout applied, once.
    private func painted() {
      guard isAlive else { return }
      host.reportLayoutInputs()
      notifyPropertyChanges()
      if paint.needsLayout {
        paint.needsLayout = false
        gtk_widget_queue_allocate(widget)
      }
      guard let snapshot = paint.laidOut, let frame = currentFrameCounter else { return }
      paint.laidOut = nil
      updateFocusability(for: snapshot)
      updateAccessibility(for: snapshot)
      // A motion's lag is counted once, in the first frame that draws it; a later frame that draws the same
      // position again (GTK lays out again when the list's offset moves) reports that lag, not its age.
      if let motion = paint.latestMotionFrame, motion != paint.drawnMotion.frame {
        paint.drawnMotion = (motion, frame - motion)
      }
      onDraw?(
        PullUpSheetFrame(
          snapshot: snapshot, frameCounter: frame, lagFrames: paint.drawnMotion.lag, showsSidePane: showsSidePane))
    }
  }
#endif
