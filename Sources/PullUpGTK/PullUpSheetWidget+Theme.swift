#if GTK  // PullUpGTK builds with the package's GTK trait (Package.swift); without it, it is empty.
  import CGTK
  import PullUp
  import PullUpGObject
  import PullUpHost

  /// The theme and the toolkit's settings: the widget's CSS nodes and style, the handle strip's height, and
  /// GTK's motion settings turned into the controller's reduced motion.
  ///
  /// The style is one CSS provider on the display at `GTK_STYLE_PROVIDER_PRIORITY_FALLBACK`, the lowest
  /// priority, so that the theme's rules and an application's (`GTK_STYLE_PROVIDER_PRIORITY_APPLICATION`) win
  /// over it. Its colours are the theme's named colours, by libadwaita's names; GTK's own default theme before
  /// libadwaita's names reached it (GTK 4.8's) lacks them, so the provider defines each from the names that
  /// theme has (`@define-color window_bg_color @theme_bg_color;` …). A named colour is looked up from the
  /// highest priority down, so a theme or an application that defines a name wins over the fallback. The
  /// article "Styling the sheet with CSS" lists the nodes, the classes and the colours.
  extension PullUpSheetWidget {
    /// The names of the widget's CSS nodes.
    enum CSSNode {
      /// The widget itself: the background, the dimming and the sheet are its children.
      static let view = "pullup-sheet-view"
      /// The dimming layer over the background.
      static let dimming = "pullup-dimming"
      /// The sheet: the handle's strip above the content.
      static let sheet = "pullup-sheet"
      /// The handle's strip, at the top of the sheet; a split view's divider.
      static let handle = "pullup-handle"
    }

    /// The style classes the widget sets, besides each node's own class (`pullup-container`, `pullup-dimming`,
    /// `pullup-sheet`, `pullup-handle`, kept from before the nodes had names).
    enum CSSClass {
      /// On the widget while it presents a split view (``Presentation/splitView``).
      static let splitView = "split-view"
      /// On the handle while it is a split view's divider.
      static let divider = "divider"
      /// On the widget while the sheet is a side pane (``PullUpSheetWidget/sidePaneBreakpoint``).
      static let sidePane = "side-pane"
    }

    /// The handle strip's height unless set, in points.
    public nonisolated static let defaultHandleHeight = 22.0
    /// The tallest handle strip, in points: taller values are taken as this.
    public nonisolated static let maximumHandleHeight = 1_000.0

    /// A handle height as ``handleHeight`` documents: not finite → the default, negative → 0, rounded to a
    /// whole point, at most ``maximumHandleHeight``.
    nonisolated static func sanitizedHandleHeight(_ height: Double) -> Double {
      guard height.isFinite else { return defaultHandleHeight }
      return min(max(0, height.rounded()), maximumHandleHeight)
    }

    /// Gives the handle's strip ``handleHeight``.
    func applyHandleHeight() {
      gtk_drawing_area_set_content_height(gobject(handle), Int32(handleHeight))
    }

    // MARK: Style

    /// Adds the widget's style to the display, once.
    static func installStyle() {
      guard !styleInstalled, let display = gdk_display_get_default(), let provider = gtk_css_provider_new() else {
        return
      }
      styleInstalled = true
      gtk_css_provider_load_from_data(provider, style, -1)
      gtk_style_context_add_provider_for_display(
        display, gobject(provider), guint(GTK_STYLE_PROVIDER_PRIORITY_FALLBACK))
      g_object_unref(provider)
    }

    private static var styleInstalled = false

    /// libadwaita's named colours the style uses, each defined from GTK's older names for a theme without
    /// them (GTK 4.8's default theme). `borders` exists in both.
    static let colorFallbacks = """
      @define-color window_bg_color @theme_bg_color;
      @define-color window_fg_color @theme_fg_color;
      @define-color view_bg_color @theme_base_color;
      @define-color view_fg_color @theme_text_color;
      @define-color accent_color @theme_selected_bg_color;
      @define-color shade_color alpha(black, 0.18);
      """

    /// The widget's style: the fallback colours, then the rules (the article "Styling the sheet with CSS" explains each).
    static let style =
      colorFallbacks + """

        pullup-sheet-view > pullup-dimming { background-color: black; }
        pullup-sheet-view > pullup-sheet {
          background-color: @window_bg_color;
          color: @window_fg_color;
          border-top-left-radius: 12px;
          border-top-right-radius: 12px;
          box-shadow: 0 0 0 1px alpha(@borders, 0.7), 0 -1px 6px @shade_color;
        }
        pullup-sheet > pullup-handle { color: alpha(currentColor, 0.45); }
        pullup-sheet > pullup-handle:focus-visible {
          outline: 2px solid alpha(@accent_color, 0.8);
          outline-offset: -3px;
          border-radius: 10px;
        }
        pullup-sheet-view.split-view > pullup-sheet {
          background-color: @view_bg_color;
          color: @view_fg_color;
          border-radius: 0;
          box-shadow: none;
        }
        pullup-sheet-view.split-view > pullup-sheet > pullup-handle.divider {
          background-color: @window_bg_color;
          color: alpha(@window_fg_color, 0.55);
          box-shadow: inset 0 1px @borders, inset 0 -1px @borders;
        }
        pullup-sheet-view.side-pane > pullup-sheet {
          border-radius: 0;
          box-shadow: inset -1px 0 @borders;
        }
        pullup-sheet-view.split-view > pullup-sheet > pullup-handle.divider:focus-visible {
          outline-offset: -2px;
          border-radius: 0;
        }
        """

    /// The handle's CSS `color`, for cairo, as red, green, blue and alpha.
    var handleColor: (red: Double, green: Double, blue: Double, alpha: Double) {
      var color = GdkRGBA()
      pullup_widget_get_color(handle, &color)
      return (Double(color.red), Double(color.green), Double(color.blue), Double(color.alpha))
    }

    // MARK: Motion

    /// Follows GTK's motion settings while the widget lives, and applies them once now.
    func connectMotionSettings() {
      guard let settings = gtk_settings_get_for_display(gtk_widget_get_display(widget)) else { return }
      let settingsPointer: OpaquePointer = gobject(settings)
      for name in Self.motionSettingNames where pullup_settings_has_property(settings, name) != 0 {
        // Weakly: GtkSettings outlives the widget; the handler is disconnected when the widget is destroyed.
        let identifier = connect(
          settingsPointer, .notify(name), { [weak self] in self?.applyMotionSettings(initially: false) })
        motionSettingsHandlers.append((settingsPointer, identifier))
      }
      connect(widget, .destroy, { [unowned self] in stopFollowingMotionSettings() })
      applyMotionSettings(initially: true)
    }

    private func stopFollowingMotionSettings() {
      for (settings, identifier) in motionSettingsHandlers { g_signal_handler_disconnect(settings.raw, identifier) }
      motionSettingsHandlers = []
    }

    /// `gtk-enable-animations` (every GTK 4) and `gtk-interface-reduced-motion` (GTK 4.22 and later, looked up
    /// at run time).
    static let motionSettingNames = ["gtk-enable-animations", "gtk-interface-reduced-motion"]

    /// `GTK_REDUCED_MOTION_REDUCE`, the value of `gtk-interface-reduced-motion` that asks for reduced motion
    /// (`GTK_REDUCED_MOTION_NO_PREFERENCE` is 0); a constant here, since GTK 4.8's headers lack the enum.
    static let reducedMotionReduce: Int32 = 1

    /// Whether GTK's settings ask for reduced motion now: animations off, or reduced motion asked for.
    var settingsReduceMotion: Bool {
      guard let settings = gtk_settings_get_for_display(gtk_widget_get_display(widget)) else { return false }
      if pullup_settings_get_int(settings, "gtk-enable-animations") == 0 { return true }
      let reducedMotion = "gtk-interface-reduced-motion"
      return pullup_settings_has_property(settings, reducedMotion) != 0
        && pullup_settings_get_int(settings, reducedMotion) == Self.reducedMotionReduce
    }

    /// Gives the controller GTK's motion settings, through `PullUpInput.setReducesMotion(_:)` (reported to
    /// ``onInput`` like any input). `initially`, when the widget is made, only turns reduced motion on: a
    /// configuration that reduces motion keeps it when GTK's animations are on. A later change sets it to
    /// what GTK then says.
    func applyMotionSettings(initially: Bool) {
      guard isAlive, followsMotionSettings else { return }
      let reduces = settingsReduceMotion
      if initially, !reduces { return }
      let current = controller.assumeIsolated { $0.configuration.movement.reducesMotion }
      guard current != reduces else { return }
      host.apply(.setReducesMotion(reduces), duringLayout: true)
    }
  }
#endif
