#if GTK  // PullUpGTK builds with the package's GTK trait (Package.swift); without it, it is empty.
  import CGTK
  import PullUp
  import PullUpGObject
  import PullUpHost

  /// Two-way scrolling: the sheet and GTK share the scrollable content's offset.
  ///
  /// - The layout writes the snapshot's `contentOffset` into the content's vertical `GtkAdjustment` (the
  ///   finger's share of a drag on the list).
  /// - Every change of the adjustment the widget did not make itself (the scroll bar, the wheel over a child
  ///   that keeps it, GTK scrolling a focused row into view, the app's `gtk_adjustment_set_value`) is told to
  ///   the controller as `PullUpInput.scrollOffsetChanged(_:maximum:)` at the next frame, in the frame
  ///   clock's update phase, never inside the layout; until then the layout leaves the adjustment alone, so
  ///   GTK's scroll is never undone.
  /// - A release that leaves the content scrolled hands its velocity to the content: the sheet took the drag,
  ///   so GTK's kinetic scrolling never sees it, and the widget glides the content by the sheet's own
  ///   projection (`PullUpContentGlide`), one offset per frame, until it comes to rest, reaches an edge, or
  ///   a press, a scroll or GTK's own scrolling takes the content.
  extension PullUpSheetWidget {
    /// Listens to the scrollable content's vertical adjustment, and to the scrolled window's replacing it.
    func connectScrolling() {
      guard let scrolledWindow else { return }
      listenToAdjustment()
      connect(scrolledWindow, .notify("vadjustment"), { [weak self] in self?.listenToAdjustment() })
    }

    /// Follows the scrolled window's vertical adjustment now, and no longer the one before.
    private func listenToAdjustment() {
      if let (adjustment, identifier) = contentSharing.adjustmentHandler {
        g_signal_handler_disconnect(adjustment.raw, identifier)
        g_object_unref(adjustment.raw)
        contentSharing.adjustmentHandler = nil
      }
      guard let adjustment = verticalAdjustment else { return }
      // Held, so that the handler can be disconnected from it whatever the scrolled window does with it.
      g_object_ref(adjustment.raw)
      let identifier = connect(adjustment, .valueChanged, { [weak self] in self?.adjustmentChanged() })
      contentSharing.adjustmentHandler = (adjustment, identifier)
    }

    /// Lets go of the adjustment, when GTK disposes of the widget.
    func stopListeningToAdjustment() {
      guard let (adjustment, identifier) = contentSharing.adjustmentHandler else { return }
      g_signal_handler_disconnect(adjustment.raw, identifier)
      g_object_unref(adjustment.raw)
      contentSharing.adjustmentHandler = nil
    }

    /// The adjustment's value changed. The widget's own writes (``writeContentOffset(_:)``) are known by the
    /// flag they set; anything else is GTK's or the app's: it ends a glide, and the controller hears it at the
    /// next frame.
    private func adjustmentChanged() {
      guard isAlive, !contentSharing.isWritingContentOffset else { return }
      contentSharing.contentGlide = nil
      contentSharing.hasUnreportedContentOffset = true
      host.startFrames()
    }

    /// Writes the snapshot's offset into the adjustment, in the layout, unless GTK scrolled the content since
    /// the controller last heard of it: that scroll is reported at the next frame, and then laid out.
    func applyContentOffset(_ offset: Double) {
      guard !contentSharing.hasUnreportedContentOffset, let adjustment = verticalAdjustment,
        gtk_adjustment_get_value(adjustment) != offset
      else { return }
      contentSharing.isWritingContentOffset = true
      defer { contentSharing.isWritingContentOffset = false }
      gtk_adjustment_set_value(adjustment, offset)
    }

    /// At a frame, outside the layout: tells the controller where GTK scrolled the content, or moves a glide
    /// on.
    ///
    /// - Returns: Whether a glide goes on after this frame.
    func scrollingFrame() -> Bool {
      if contentSharing.hasUnreportedContentOffset {
        contentSharing.hasUnreportedContentOffset = false
        reportContentOffset()
        return false
      }
      guard let glide = contentSharing.contentGlide else { return false }
      let now = host.now
      let offset = glide.offset(at: now)
      let finished = glide.isFinished(at: now)
      if finished { contentSharing.contentGlide = nil }
      if offset != host.snapshot.contentOffset {
        host.apply(.scrollOffsetChanged(offset, maximum: glide.maximum))
      }
      return !finished
    }

    /// Gives the controller the adjustment's value and the content's extent as they are now.
    private func reportContentOffset() {
      guard let adjustment = verticalAdjustment else { return }
      let maximum = max(0, gtk_adjustment_get_upper(adjustment) - gtk_adjustment_get_page_size(adjustment))
      let offset = min(max(0, gtk_adjustment_get_value(adjustment)), maximum)
      contentSharing.scrollMaximum = maximum
      let snapshot = host.snapshot
      guard offset != snapshot.contentOffset else { return }
      host.apply(.scrollOffsetChanged(offset, maximum: maximum))
    }

    /// Follows what the interpreter's inputs do to the content: a press, a scroll or a new drag ends a glide;
    /// a release of a drag that began on the content, leaving it scrolled, starts one with the release's
    /// velocity (the finger's, screen coordinates: negative is up, which scrolls further into the content).
    func followContentMomentum(of event: PullUpRawEvent, inputs: [PullUpInput]) {
      switch event {
      case .pointer(.down, _, _, _, _, _), .scroll: contentSharing.contentGlide = nil
      default: break
      }
      for input in inputs {
        switch input {
        case .dragBegan(let inScrollableContent):
          contentSharing.contentGlide = nil
          contentSharing.dragIsInContent = inScrollableContent
        case .dragEnded(let velocity):
          startContentGlide(velocity: velocity)
          contentSharing.dragIsInContent = false
        case .dragCancelled:
          contentSharing.dragIsInContent = false
        default: break
        }
      }
    }

    private func startContentGlide(velocity: Double?) {
      let snapshot = host.snapshot
      guard contentSharing.dragIsInContent, let velocity, snapshot.contentOffset > 0, snapshot.isContentScrollEnabled,
        let glide = PullUpContentGlide(
          offset: snapshot.contentOffset, velocity: -velocity, maximum: contentSharing.scrollMaximum,
          at: host.now)
      else { return }
      contentSharing.contentGlide = glide
      host.startFrames()
    }
  }
#endif
