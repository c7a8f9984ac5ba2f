#if GTK  // PullUpGTK builds with the package's GTK trait (Package.swift); without it, it is empty.
  import CGTK
  import PullUp
  import PullUpGObject
  import PullUpHost

  /// Layout: GTK asks for the widget's size and allocates it; the widget makes the allocation the
  /// controller's container and puts each child where the snapshot's layout says.
  extension PullUpSheetWidget {
    func connectLayout() {
      let measure: GtkCustomMeasureFunc = { widget, orientation, forSize, minimum, natural, _, _ in
        MainActor.assumeIsolated {
          let size = PullUpSheetWidget.owner(of: widget).minimumSize(orientation, for: forSize)
          minimum?.pointee = size
          natural?.pointee = size
        }
      }
      let allocate: GtkCustomAllocateFunc = { widget, width, height, _ in
        MainActor.assumeIsolated { PullUpSheetWidget.owner(of: widget).allocate(width: width, height: height) }
      }
      gtk_widget_set_layout_manager(widget, gtk_custom_layout_new(nil, measure, allocate))
    }

    /// The largest of the children's minimum sizes: the widget can be no smaller, and asks for no more
    /// (the window's size decides).
    private func minimumSize(_ orientation: GtkOrientation, for size: Int32) -> Int32 {
      [backgroundWidget, sheet].compactMap { $0 }.map {
        measure($0, orientation, for: orientation == GTK_ORIENTATION_VERTICAL ? -1 : size).minimum
      }
      .max() ?? 0
    }

    private func measure(_ child: UnsafeMutablePointer<GtkWidget>, _ orientation: GtkOrientation, for size: Int32)
      -> (minimum: Int32, natural: Int32)
    {
      var minimum: Int32 = 0
      var natural: Int32 = 0
      gtk_widget_measure(child, orientation, size, &minimum, &natural, nil, nil)
      return (minimum, natural)
    }

    /// Lays out the children for an allocation of `width` × `height` points, in GTK's layout phase.
    func allocate(width: Int32, height: Int32) {
      paint.isLayingOut = true
      defer { paint.isLayingOut = false }
      let size = PullUpSize(width: Double(width), height: Double(height))
      if width > 0, height > 0 {
        isAllocated = true
        // Also when the controller's size is not the widget's: a container given to the controller directly.
        if host.container.size != size || host.snapshot.layout.containerSize != size {
          let safeArea = host.container.safeArea
          host.apply(
            .setContainer(PullUpContainer(width: size.width, height: size.height, safeArea: safeArea)),
            duringLayout: true)
        }
      }
      let snapshot = host.snapshot
      // A settle started by other code may reach the layout before the follower: tick for it from here too.
      host.startFramesIfSettling()
      let sidePane = showsSidePane(atWidth: width)
      if sidePane != showsSidePane {
        showsSidePane = sidePane
        sidePaneChanged()
      }
      if sidePane {
        allocateSidePane(width: width, height: height, snapshot: snapshot)
        paint.laidOut = snapshot
        host.laidOut(snapshot)
        return
      }
      let layout = snapshot.layout
      if let backgroundWidget { place(backgroundWidget, in: layout.contentFrame) }
      // Always shown (GTK draws nothing at opacity 0): changing visibility here would queue a resize.
      gtk_widget_set_opacity(dimming, layout.dimmingAlpha)
      setDimmingTakesPointer(layout.isModal)
      place(dimming, in: layout.dimmingFrame)
      // The list's offset before the sheet is allocated: moving it afterwards would leave the list's
      // viewport without an allocation for this frame.
      applyContentOffset(snapshot.contentOffset)
      // The handle before the sheet is placed, so that the sheet lays it out in this frame.
      if layout.handle != announced.handleState {
        if (layout.handle == nil) != (announced.handleState == nil) {
          gtk_widget_set_visible(handle, layout.handle == nil ? 0 : 1)
        }
        announced.handleState = layout.handle
        gtk_widget_queue_draw(handle)
      }
      place(sheet, in: layout.sheetFrame)
      // A new scroll extent (the first layout, a resize) may move the offset: lay out again after this frame.
      if updateScrollExtent(of: snapshot) { paint.needsLayout = true }
      paint.laidOut = snapshot
      host.laidOut(snapshot)
    }

    /// Allocates a child at a frame, rounded to whole points and never below the child's minimum size (the
    /// part past the frame is clipped by the container or lies below it).
    private func place(_ child: UnsafeMutablePointer<GtkWidget>, in frame: PullUpRect) {
      place(child, x: frame.x, y: frame.y, width: frame.width, height: frame.height)
    }

    /// Allocates a child at a frame given by its origin and size, as ``place(_:in:)``.
    func place(_ child: UnsafeMutablePointer<GtkWidget>, x: Double, y: Double, width: Double, height: Double) {
      guard gtk_widget_should_layout(child) != 0 else { return }
      let width = max(Int32(width.rounded()), measure(child, GTK_ORIENTATION_HORIZONTAL, for: -1).minimum)
      let height = max(Int32(height.rounded()), measure(child, GTK_ORIENTATION_VERTICAL, for: width).minimum)
      var allocation = GtkAllocation(x: Int32(x.rounded()), y: Int32(y.rounded()), width: width, height: height)
      gtk_widget_size_allocate(child, &allocation, -1)
    }

    /// Tells the controller how far the scrollable content scrolls, when that changed (the first layout, a
    /// resize): without it, a drag on the list would scroll it without end.
    ///
    /// - Returns: Whether the controller took a new extent.
    private func updateScrollExtent(of snapshot: PullUpSnapshot) -> Bool {
      guard let adjustment = verticalAdjustment else { return false }
      let maximum = max(0, gtk_adjustment_get_upper(adjustment) - gtk_adjustment_get_page_size(adjustment))
      guard maximum != contentSharing.scrollMaximum else { return false }
      contentSharing.scrollMaximum = maximum
      return host.apply(
        .scrollOffsetChanged(min(snapshot.contentOffset, maximum), maximum: maximum), duringLayout: true)
        == nil
    }

    var verticalAdjustment: UnsafeMutablePointer<GtkAdjustment>? {
      scrolledWindow.flatMap { gtk_scrolled_window_get_vadjustment(gobject($0)) }
    }

    /// Draws the handle in its CSS colour: a bar, or an arrow pointing up or down, as the layout says; a split
    /// view's divider draws its grip instead.
    func drawHandle() {
      let draw: GtkDrawingAreaDrawFunc = { _, cairo, width, height, owner in
        guard let cairo, let owner else { return }
        let widget = Unmanaged<PullUpSheetWidget>.fromOpaque(owner)
        MainActor.assumeIsolated {
          let sheet = widget.takeUnretainedValue()
          let color = sheet.handleColor
          guard sheet.presentation == .sheet else {
            PullUpSheetWidget.drawDividerGrip(cairo, width: Double(width), height: Double(height), color: color)
            return
          }
          let middle = Double(width) / 2
          let y = Double(height) / 2
          let lift: Double
          switch sheet.announced.handleState {
          case .up: lift = 3
          case .down: lift = -3
          case .neutral, nil: lift = 0
          }
          cairo_set_source_rgba(cairo, color.red, color.green, color.blue, color.alpha)
          cairo_set_line_width(cairo, min(5, Double(height) / 2))
          cairo_set_line_cap(cairo, CAIRO_LINE_CAP_ROUND)
          cairo_set_line_join(cairo, CAIRO_LINE_JOIN_ROUND)
          cairo_move_to(cairo, middle - 18, y + lift)
          cairo_line_to(cairo, middle, y - lift)
          cairo_line_to(cairo, middle + 18, y + lift)
          cairo_stroke(cairo)
        }
      }
      // The handle lives inside the widget, which owns this object: the object outlives the draw function.
      gtk_drawing_area_set_draw_func(gobject(handle), draw, Unmanaged.passUnretained(self).toOpaque(), nil)
    }
  }
#endif
