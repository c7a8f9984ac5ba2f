#if GTK  // PullUpGTK builds with the package's GTK trait (Package.swift); without it, it is empty.
  import CGTK
  import PullUp
  import PullUpHost

  /// Adaptive layout, as GNOME Maps does it: in a narrow window the content is a bottom sheet, in a wide one a
  /// side pane along the leading edge with the background beside it.
  ///
  /// With ``PullUpSheetWidget/sidePaneBreakpoint`` set, an allocation at least that wide lays the sheet out as
  /// a side pane: the full height of the widget, ``sidePaneWidth(in:)`` wide (GNOME Maps' sidebar: 35 % of the
  /// width, 270 to 400 points), the background in the rest, no dimming, and the handle's strip above the top
  /// edge, out of sight. The controller is not told: its state, detent and scroll offset stay as they were, so
  /// a window made narrow again shows the sheet where it was. A hidden sheet hides the pane. While the pane
  /// shows, the sheet's gestures and keys are off (presses, the wheel and keys go to the content as in any
  /// pane), all of the pane's content can take the focus, and the widget carries the class `side-pane`.
  ///
  /// Why here and not in PullUp's core: ARCHITECTURE.md, "Adaptive layout is the front end's".
  extension PullUpSheetWidget {
    /// The side pane's width in a widget `width` points wide: GNOME Maps' sidebar (AdwOverlaySplitView with a
    /// width fraction of 0.35, at least 270 and at most 400 points), never wider than the widget.
    ///
    /// - Parameter width: The widget's width, in points.
    /// - Returns: The pane's width, in whole points.
    nonisolated static func sidePaneWidth(in width: Double) -> Double {
      min(width, min(400, max(270, (0.35 * width).rounded())))
    }

    /// A breakpoint as ``sidePaneBreakpoint`` documents: `nil` for anything not finite or not positive.
    nonisolated static func sanitizedBreakpoint(_ breakpoint: Double?) -> Double? {
      guard let breakpoint, breakpoint.isFinite, breakpoint > 0 else { return nil }
      return breakpoint
    }

    /// Whether an allocation `width` points wide shows the side pane.
    func showsSidePane(atWidth width: Int32) -> Bool {
      guard let breakpoint = sidePaneBreakpoint else { return false }
      return Double(width) >= breakpoint
    }

    /// Switches between the sheet and the side pane, in the layout that found the new width: the class only
    /// (what is drawn, not the size), and the list's extent is told again when the sheet comes back.
    func sidePaneChanged() {
      if showsSidePane {
        gtk_widget_add_css_class(widget, CSSClass.sidePane)
      } else {
        gtk_widget_remove_css_class(widget, CSSClass.sidePane)
        contentSharing.scrollMaximum = nil
      }
      focusing.focusBlocking.invalidate()
    }

    /// Lays the children out with the sheet as a side pane: the pane at the leading edge (off the widget while
    /// the sheet is hidden), its handle's strip above the top edge, the background beside it.
    func allocateSidePane(width: Int32, height: Int32, snapshot: PullUpSnapshot) {
      let (width, height) = (Double(width), Double(height))
      let pane = Self.sidePaneWidth(in: width)
      let beside = snapshot.isHidden ? 0 : pane
      if let backgroundWidget { place(backgroundWidget, x: beside, y: 0, width: width - beside, height: height) }
      gtk_widget_set_opacity(dimming, 0)
      setDimmingTakesPointer(false)
      place(dimming, x: 0, y: 0, width: 0, height: 0)
      place(sheet, x: beside - pane, y: -handleHeight, width: pane, height: height + handleHeight)
    }

    /// What of the sheet, in points below its top edge, is on screen for the focus: in the side pane, all but
    /// the handle's strip (nothing while hidden); as a sheet, `PullUpInterpreter.visibleHeight(of:)`.
    func visibleRangeForFocus(of snapshot: PullUpSnapshot) -> ClosedRange<Double> {
      guard showsSidePane else { return 0...PullUpInterpreter.visibleHeight(of: snapshot) }
      guard !snapshot.isHidden else { return 0...0 }
      return handleHeight...(handleHeight + Double(gtk_widget_get_height(widget)))
    }
  }
#endif
