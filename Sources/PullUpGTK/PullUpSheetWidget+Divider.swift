#if GTK  // PullUpGTK builds with the package's GTK trait (Package.swift); without it, it is empty.
  import CGTK
  import PullUp
  import PullUpHost

  /// Split views: the sheet drawn as the lower pane of a SwiftUI SplitView or a vertical `GtkPaned`, below a
  /// divider.
  ///
  /// Nothing in PullUp's core says "split view": `PullUpConfiguration.splitView(middle:range:)` is a sheet
  /// whose detents are the ends of a range, positioned freely, displacing the content. How it looks is the
  /// front end's, so the widget has a ``Presentation``, read from the configuration when it is made. As a split
  /// view, the handle's strip is the divider: the class `divider` on `pullup-handle` and `split-view` on the
  /// widget, square corners and no shadow (the style's `split-view` rules), a grip of three dots, the resize
  /// cursor (`row-resize`, as GtkPaned's), and presses on it are the interpreter's `PullUpRegion.divider`.
  extension PullUpSheetWidget {
    /// How the widget draws its sheet.
    public enum Presentation: Sendable, Hashable, CaseIterable {
      /// A sheet over the background: rounded top corners, a shadow, and the handle's grabber (a bar, or an
      /// arrow the way the sheet can go).
      case sheet
      /// The lower pane of a split view: a divider across the top (a bar with a grip, the resize cursor), square
      /// corners, no shadow.
      case splitView

      /// The presentation a configuration reads as: ``splitView`` for free positioning
      /// (`PullUpSnapPolicy.free`) of a sheet that displaces the content (`PullUpLayoutMode.displace`), as
      /// `PullUpConfiguration.splitView(middle:range:)` makes it; ``sheet`` for anything else.
      ///
      /// - Parameter configuration: The sheet's configuration.
      public init(for configuration: PullUpConfiguration) {
        let splits = configuration.movement.snapPolicy == .free && configuration.appearance.layoutMode == .displace
        self = splits ? .splitView : .sheet
      }
    }

    /// The GDK cursor over a split view's divider: GtkPaned's for a vertical split.
    static let dividerCursor = "row-resize"

    /// Gives the widget's nodes the presentation's classes and the handle its cursor, and draws it again.
    func applyPresentation() {
      switch presentation {
      case .sheet:
        gtk_widget_remove_css_class(widget, CSSClass.splitView)
        gtk_widget_remove_css_class(handle, CSSClass.divider)
        gtk_widget_set_cursor(handle, nil)
      case .splitView:
        gtk_widget_add_css_class(widget, CSSClass.splitView)
        gtk_widget_add_css_class(handle, CSSClass.divider)
        gtk_widget_set_cursor_from_name(handle, Self.dividerCursor)
      }
      gtk_widget_queue_draw(handle)
    }

    /// What the handle's strip is to the host: the divider in a split view.
    var handlePart: PullUpHitPart {
      switch presentation {
      case .sheet: return .handle
      case .splitView: return .divider
      }
    }

    /// Draws a divider's grip: three dots across the middle of the strip, in the handle's CSS colour.
    static func drawDividerGrip(
      _ cairo: OpaquePointer, width: Double, height: Double,
      color: (red: Double, green: Double, blue: Double, alpha: Double)
    ) {
      cairo_set_source_rgba(cairo, color.red, color.green, color.blue, color.alpha)
      let radius = min(2, height / 4)
      for index in -1...1 {
        cairo_arc(cairo, width / 2 + 8 * Double(index), height / 2, radius, 0, 2 * Double.pi)
        cairo_fill(cairo)
      }
    }
  }
#endif
