#if GTK  // PullUpGTK builds with the package's GTK trait (Package.swift); without it, it is empty.
  import CGTK
  import PullUp
  import PullUpGObject
  import PullUpHost

  /// A GTK widget that shows a background with a pull-up sheet over it, driven by a `PullUpController`.
  ///
  /// The widget is an adapter: GTK's events go in, translated, to a `PullUpInterpreter`, which owns every
  /// rule of what they mean; the inputs it returns go to the controller, and the controller's snapshot comes
  /// out as the children's allocations. The widget
  /// - owns a controller on the main actor (`PullUpExecutor.mainActor`) whose frames come from GTK's frame
  ///   clock (`PullUpFrameSource.external`): a tick callback calls `PullUpController.advanceFrame()` at
  ///   the frame clock's frame time while the sheet settles and is removed when it comes to rest;
  /// - lays out its children in GTK's layout phase from the controller's `PullUpController.snapshot` (read
  ///   through `assumeIsolated`, so that it is the sheet now even after `PullUpController.finish()`, when
  ///   `PullUpController.latestSnapshot` stops): the background in the layout's content frame, the dimming
  ///   layer in its dimming frame with its opacity, the sheet in its sheet frame, and the handle as the
  ///   layout says;
  /// - makes its allocation the size of the controller's container, with the widget's ``safeArea``, applied
  ///   within the same layout, so a resized window keeps the sheet at its detent and never draws a frame with
  ///   the old size; a main-actor sizing delegate answers within that layout (see ``applyNow(_:)``);
  /// - reports presses, motions and releases (a drag gesture in the capture phase), the pointer's position (a
  ///   motion controller) and the wheel or touchpad (a scroll controller) to the interpreter, with the
  ///   events' own times and devices and the region its hit-testing finds (`gtk_widget_pick`: the handle, the
  ///   scrollable content, a child that keeps its presses, the rest of the sheet, the dimming above it), and
  ///   claims or denies each press as the interpreter's verdict says: a click on a button in the sheet reaches
  ///   the button, a `GtkScale` keeps its drag (see ``leavePresses(to:)``);
  /// - shares the scrollable content's offset both ways: the layout puts the list where the snapshot's
  ///   `contentOffset` says, and whatever GTK scrolls by itself (the scroll bar, the wheel over a switch or an
  ///   entry, a focused row scrolled into view, your `gtk_adjustment_set_value`) reaches the controller at the
  ///   next frame, so the next layout keeps it; a release that leaves the list scrolled lets it glide on by the
  ///   sheet's own projection, since the sheet, not the scrolled window, had the gesture;
  /// - maps Escape, ↑, ↓, Page Up, Page Down, Home, End, space and Return to `PullUpKey`s through
  ///   ``shortcutController``, with a focusable handle (every `PullUpKey`, by an exhaustive switch): the value
  ///   keys act on the focused handle only, as on a slider, and Escape anywhere in the sheet;
  /// - keeps the keyboard focus out of content that the sheet's height hides (not out of rows a scrolled
  ///   window scrolled away, which GTK scrolls to when they take the focus), raises the sheet when the focus
  ///   moves into content it cuts off, and keeps it out of the background while the sheet is modal. It does so
  ///   by unsetting `can-focus` on the largest hidden parts and setting it again when they show, on the widgets
  ///   it found focusable only: a `can-focus` your code sets on a widget of the content while the sheet hides
  ///   it is set again when the sheet shows it, so set it once the widget shows, or use
  ///   `gtk_widget_set_sensitive`, which the sheet never touches;
  /// - makes the dimming a pointer target while the sheet is modal (`PullUpLayout.isModal`: the dimming dims),
  ///   so that a click above a dimmed sheet is the dimming's tap (it collapses the sheet) and never reaches
  ///   the background: a button behind a dimmed sheet does not get it, as behind AdwBottomSheet's dimming;
  /// - gives assistive technologies the handle as a slider named ``accessibilityLabel`` whose value is the
  ///   snapshot's `PullUpAccessibility.value`.
  ///
  /// Event callbacks arrive on the main thread and call the controller synchronously through
  /// `assumeIsolated`, so a motion reaches the sheet before GTK's next frame draws it.
  ///
  /// The widget also follows what reaches the controller by other ways (your code awaiting its methods, a
  /// sizing delegate's late answers): a main-actor renderer lays the sheet out again and starts the tick
  /// callback for a settle. That needs main-actor jobs to run (PullUpGObject's `GLibMainActor.install()`); inputs given
  /// through ``applyNow(_:)`` and GTK's events need nothing.
  ///
  /// The GTK widget (``widget``) keeps this object alive, and once GTK has freed the widget, the object touches
  /// no GTK object again: <doc:ASheetInYourGTKApp#Who-keeps-what-alive> has every rule of the widget's memory.
  ///
  /// ### A GObject type: PullUpSheetView
  ///
  /// ``widget`` is a `PullUpSheetView` (``viewType``), a `GtkWidget` subclass registered from Swift, so GTK code
  /// sees it as a type of its own: `G_OBJECT_TYPE_NAME` is `PullUpSheetView`, GTK's Inspector shows its
  /// properties, and an app binds them (`state`, `detent-index`, `hidden`, `locked`, the read-only `modal` and
  /// `sheet-height`, the `background`, `content` and `scrollable-content` widgets, each with `notify`: the table
  /// is in ``viewType``'s documentation). A `.ui` file builds one with `<object class="PullUpSheetView">` and
  /// its children `<child type="background">` and `<child type="content">`; read ``viewType`` first, so that
  /// GtkBuilder finds the type by its name. A view made that way, or by `g_object_new`, has an object of its
  /// own with the default configuration, which ``of(_:)`` returns: the object behind any `PullUpSheetView`,
  /// which the view keeps alive.
  ///
  /// ### CSS nodes and style classes
  ///
  /// ```
  /// pullup-sheet-view.pullup-container[.split-view][.side-pane]
  /// ├── (your background widget)
  /// ├── pullup-dimming.pullup-dimming
  /// └── pullup-sheet.pullup-sheet
  ///     ├── pullup-handle.pullup-handle[.divider]
  ///     └── (your content widget)
  /// ```
  ///
  /// The widget's node is `pullup-sheet-view`, with the class `split-view` while ``presentation`` is
  /// ``Presentation/splitView`` and `side-pane` while the sheet is a side pane (``showsSidePane``). Its children
  /// are your background, the dimming layer (`pullup-dimming`, whose opacity is the layout's; style its
  /// `background-color`), and the sheet (`pullup-sheet`: background, colour, corner radius, shadow). The sheet
  /// holds the handle's strip (`pullup-handle`, a drawing area: its `color` draws the grabber, its
  /// `:focus-visible` the focus ring; in a split view it is the divider and has the class `divider`, its
  /// `background-color` the bar's, `color` the grip's, and the cursor `row-resize`) above your content. Each
  /// node also carries a class of the same name (`pullup-container` on the widget), as before the nodes had
  /// names.
  ///
  /// The widget's style sits at `GTK_STYLE_PROVIDER_PRIORITY_FALLBACK`, the lowest, so a theme that styles
  /// these nodes and your application's CSS (at `GTK_STYLE_PROVIDER_PRIORITY_APPLICATION`) win over it. Its
  /// colours are the theme's named colours, by libadwaita's names: the sheet is `@window_bg_color` and
  /// `@window_fg_color`, a split view's pane `@view_bg_color` and `@view_fg_color`, outlines `@borders`, the
  /// shadow `@shade_color`, the focus ring `@accent_color`; dark (`gtk-application-prefer-dark-theme`) and
  /// high-contrast themes therefore apply. For a theme without libadwaita's names (GTK 4.8's default), the
  /// style defines each from the older names (`@define-color window_bg_color @theme_bg_color;`, …), at the same
  /// lowest priority: a named colour is looked up from the highest priority down, so any definition of yours or
  /// a theme's wins. The article "Styling the sheet with CSS" has the rules and examples.
  ///
  /// ### Motion
  ///
  /// The widget follows GTK's motion settings (``followsMotionSettings``): with `gtk-enable-animations` off,
  /// or `gtk-interface-reduced-motion` asking to reduce (GtkSettings has it since GTK 4.22; looked up at run
  /// time), it gives the controller `PullUpInput.setReducesMotion(_:)`, so the configuration's
  /// `PullUpConfiguration.Movement.reducesMotion` is on, as the rest of PullUp reads it: every settle is then
  /// a critically damped transition from rest of about 0.3 s (no overshoot, no carried velocity), to the
  /// target it would have had anyway. When the widget is made, the settings only turn reduced motion on; a
  /// configuration that reduces motion keeps it. A change of either setting while the widget lives
  /// (`notify`) sets reduced motion to what GTK then says, and is reported to ``onInput`` like any input.
  ///
  /// ### Split views
  ///
  /// A configuration made by `PullUpConfiguration.splitView(middle:range:)` (free positioning, content
  /// displaced) is presented as a split view (``Presentation/init(for:)``): the sheet is the lower pane, with
  /// square corners and no shadow, and its handle's strip is a divider, a bar across the pane with a grip, the
  /// resize cursor and the interpreter's `PullUpRegion.divider` region. Set ``presentation`` to choose.
  ///
  /// ### Adaptive layout
  ///
  /// With ``sidePaneBreakpoint`` set, an allocation at least that wide shows the sheet's content as a side pane
  /// along the leading edge, as GNOME Maps does past 700 sp: GNOME Maps' sidebar width (35 %, 270 to 400
  /// points), the full height, the background beside it, no dimming, the handle out of sight. The controller's
  /// state, detent and scroll offset are kept for the narrow window; hiding the sheet hides the pane. While the
  /// pane shows, presses, the wheel and keys are the content's, not the sheet's.
  @MainActor
  public final class PullUpSheetWidget {
    /// The sheet's controller, on the main actor with frames from GTK's frame clock.
    public var controller: PullUpController { host.controller }
    /// The shell every front end shares: the controller, the interpreter, frames, hits, keys and focus.
    let host: PullUpHost
    /// The GTK widget to put in a window, a `PullUpSheetView` (``viewType``): it fills its allocation with the
    /// background and the sheet, and keeps this object alive (``of(_:)`` finds it from the widget).
    public let widget: UnsafeMutablePointer<GtkWidget>
    /// Called once per frame that GTK painted after laying the sheet out, with what it drew.
    public var onDraw: ((PullUpSheetFrame) -> Void)?
    /// Called with every input given through the widget (GTK's events and ``applyNow(_:)``) that the controller
    /// accepted, with the controller's time for it in seconds, and whether the interpreter gave it for the raw
    /// event ``onRawEvent`` reported just before: what a scenario recorder writes down. A recording of the
    /// inputs keeps them all; a recording of the raw events keeps only those given by other ways (a resize,
    /// the list's extent, ``applyNow(_:)``), since the replay's interpreter gives the rest again.
    ///
    /// Never called inside GTK's layout phase, so it may change widgets (set a label, queue a resize). An
    /// input given by an event or by ``applyNow(_:)`` is reported right after the controller took it. The
    /// inputs the layout itself gives (the container of a resize, the list's extent) are reported after that
    /// frame's paint, in order and with their own times, and in any case before the next input or raw event
    /// is reported, or when GTK begins to dispose of the widget (its children still there).
    public var onInput: ((_ input: PullUpInput, _ time: Double, _ fromRawEvent: Bool) -> Void)? {
      get { host.onInput }
      set { host.onInput = newValue }
    }
    /// Called with every raw event the widget hands its interpreter (a press, a motion, a release, a scroll,
    /// a key, a change of focus, with GDK's time for it in seconds, 0 when GDK gives none, as for a crossing
    /// GTK synthesizes or a change of focus before any event), before the inputs the interpreter gives
    /// for it are applied (each then reported through ``onInput``, `fromRawEvent` true), with the controller's
    /// time now, in seconds: what a scenario recorder writes down to replay the arbitration itself. The
    /// event's own time is on GDK's clock, not the controller's: a recorder shifts it by one offset, so that
    /// the spacing between events, which a release's velocity comes from, stays GDK's. Record with the
    /// widget's ``interpreterSettings``.
    public var onRawEvent: ((_ event: PullUpRawEvent, _ time: Double) -> Void)? {
      get { host.onRawEvent }
      set { host.onRawEvent = newValue }
    }
    /// The `GtkShortcutController` (scope local, bubble phase) that maps keys to the sheet's `PullUpKey`s
    /// while the focus is in the widget: Escape; ↑, ↓, Page Up, Page Down, Home and End with their keypad
    /// variants; space, Return and keypad Enter as activate, with the region `PullUpRegion.handle` (a split
    /// view's `PullUpRegion.divider`) when the handle has the focus and `PullUpRegion.body` otherwise. Only
    /// Escape acts on the body: the other keys are the focused handle's, as a slider's value keys are. A
    /// shortcut stops the key only when the interpreter used it, so a key that moves nothing, or an arrow with
    /// the focus on a button or a row, goes on to GTK's focus navigation and the window.
    /// Add shortcuts of your own to it (they run after these) with PullUpGObject's `addShortcut(to:trigger:_:)`,
    /// or take precedence with a controller on a widget inside the sheet or in the capture phase:
    ///
    /// ```swift
    /// try addShortcut(to: sheet.shortcutController, trigger: "<Control>e") {
    ///   (try? sheet.applyNow(.setState(.expanded))) != nil  // true: the key is used
    /// }
    /// ```
    public let shortcutController: OpaquePointer

    /// The container's safe area: the parts of its edges that system bars or the app's own chrome cover, which the
    /// configuration's detents stay clear of (unless it ignores safe areas). `.zero` unless given at creation
    /// or set. Applies at once, without animation, and stays through every resize; the container's size is
    /// always the widget's allocation. A safe area the controller refuses (an inset that is negative or not
    /// finite, or insets taller than the container) changes nothing.
    public var safeArea: PullUpInsets {
      get { host.container.safeArea }
      set {
        let size = host.container.size
        host.apply(.setContainer(PullUpContainer(width: size.width, height: size.height, safeArea: newValue)))
      }
    }

    /// The name assistive technologies give the sheet's handle, an accessible slider whose value is the
    /// snapshot's `PullUpAccessibility.value` ("Detent 1 of 3"): "Sheet" unless set. Applies at once.
    public var accessibilityLabel = "Sheet" {
      didSet { if isAlive { applyAccessibilityLabel() } }
    }

    /// What a click on the handle, or activate (space, Return) while it has the focus, does: nothing by
    /// default. Takes effect at the next press or key.
    public var handleTap: PullUpInterpreter.HandleTap {
      get { host.interpreter.settings.handleTap }
      set { host.interpreter.settings.handleTap = newValue }
    }

    /// The settings the widget's interpreter reads GTK's events with: the drag threshold of a mouse and a pen
    /// is `gtk-dnd-drag-threshold`, a finger's 16 pt, ``handleTap`` as set, the wheel's step 48 pt, and the
    /// configuration's velocity window; read again at each press. A recording of the raw events
    /// (``onRawEvent``) puts them in its configuration's `interpreter`, so that its replay decides the same.
    public var interpreterSettings: PullUpInterpreter.Settings { host.interpreter.settings }

    /// The height of the handle's strip at the top of the sheet (a split view's divider), in points: 22 unless
    /// set. A value that is not finite (NaN, an infinity) is taken as 22, a negative one as 0 (no strip; the
    /// handle still takes the focus and the keys: hide it with the configuration's `PullUpHandleStyle.hidden`),
    /// and any other is rounded to a whole point, at most ``maximumHandleHeight``; reading the property gives
    /// the value in use. Applies at once: the content below moves with the strip.
    public var handleHeight = PullUpSheetWidget.defaultHandleHeight {
      didSet {
        let sanitized = Self.sanitizedHandleHeight(handleHeight)
        if sanitized != handleHeight { handleHeight = sanitized }
        if isAlive { applyHandleHeight() }
      }
    }

    /// Whether the sheet follows GTK's motion settings (`true` unless set): with `gtk-enable-animations` off, or
    /// `gtk-interface-reduced-motion` set to reduce where GTK has it (4.22 and later), the controller's
    /// configuration reduces motion (`PullUpConfiguration.Movement.reducesMotion`), and a change of either
    /// while the widget lives applies at once. See ``PullUpSheetWidget`` ("Motion"). Setting it to
    /// `true` applies GTK's settings now; `false` leaves the configuration as it is.
    public var followsMotionSettings = true {
      didSet { if followsMotionSettings, !oldValue { applyMotionSettings(initially: false) } }
    }

    /// The narrowest allocation, in points, in which the sheet is a side pane instead of a bottom sheet
    /// (GNOME Maps switches at 700 sp): `nil`, the default, keeps it a sheet at every width. A value that is
    /// not finite or not positive is taken as `nil`. See ``PullUpSheetWidget`` ("Adaptive layout"). Applies
    /// at the next layout.
    public var sidePaneBreakpoint: Double? {
      didSet {
        let sanitized = Self.sanitizedBreakpoint(sidePaneBreakpoint)
        if sanitized != sidePaneBreakpoint { sidePaneBreakpoint = sanitized }
        if isAlive { gtk_widget_queue_allocate(widget) }
      }
    }

    /// Whether the latest layout laid the sheet out as a side pane.
    public internal(set) var showsSidePane = false

    /// How the widget draws the sheet: as a sheet (rounded top corners, a shadow, a grabber) or as the lower
    /// pane of a split view (a divider with a grip and the resize cursor, square corners, no shadow). It starts
    /// as ``Presentation/init(for:)`` reads the configuration the widget was created with; set it for a
    /// configuration of your own. Applies at once.
    public var presentation: Presentation {
      didSet { if isAlive, presentation != oldValue { applyPresentation() } }
    }

    /// The background, the widget's first child, while there is one (``background``).
    var backgroundWidget: UnsafeMutablePointer<GtkWidget>?
    /// The sheet's content, below the handle, while there is one (``content``).
    var contentWidget: UnsafeMutablePointer<GtkWidget>?
    let dimming: UnsafeMutablePointer<GtkWidget>
    let sheet: UnsafeMutablePointer<GtkWidget>
    let handle: UnsafeMutablePointer<GtkWidget>
    /// The scrollable content, until GTK frees it (a weak reference: `scrollableContentFinalized`).
    var scrolledWindow: UnsafeMutablePointer<GtkWidget>?
    /// The gesture controllers' press, pointer and event clock (`PullUpSheetWidget+State.swift`).
    var translation = GestureTranslation()
    /// Fingers, and what of their motion the content sees.
    var touches = TouchTracking()
    /// The scrollable content's offset, shared both ways, and its glide.
    var contentSharing = ContentOffsetSharing()
    /// What the frame clock painted, and what the next paint reports.
    var paint = PaintFollowing()
    /// The window's focus handlers, and the widgets kept from the focus.
    var focusing = FocusFollowing()
    /// What the widget last told GTK: the GObject properties, the handle's accessible value and drawing.
    var announced = AnnouncedState()
    /// The handle's actions for assistive technologies.
    var actions = AccessibilityActions()
    /// Whether GTK allocated the widget: from then on the allocation is the container's size.
    var isAllocated = false
    /// Whether GTK's widget is whole: false from the first moment of its dispose, when its children go (the
    /// dimming, the sheet and the handle were theirs alone), though the object may live on; every path that
    /// reaches GTK checks it.
    var isAlive = true
    /// The `GtkSettings` handlers of the motion settings, while the widget lives.
    var motionSettingsHandlers: [(settings: OpaquePointer, identifier: gulong)] = []

    /// Creates the widget and its controller.
    ///
    /// - Parameters:
    ///   - configuration: How the sheet behaves.
    ///   - container: The container until GTK allocates the widget; its allocation then replaces its size
    ///     (its safe area stays, as ``safeArea``).
    ///   - contentHeight: The sheet content's height in points, for fit-to-content detents.
    ///   - background: What the sheet covers (a map): it fills the layout's content frame.
    ///   - content: The sheet's content, below the handle.
    ///   - scrollableContent: A `GtkScrolledWindow` inside `content` whose offset the sheet shares with the
    ///     finger (PullUp's scroll hand-off), or `nil`. Leave it at GTK's defaults: whatever GTK scrolls by itself
    ///     (the scroll bar, focus, your `gtk_adjustment_set_value`) stays scrolled and reaches the controller at
    ///     the next frame, and a list flicked in the sheet glides on after the release.
    /// - Throws: `PullUpError` for a configuration or container that does not validate.
    public convenience init(
      configuration: PullUpConfiguration = .default, container: PullUpContainer, contentHeight: Double? = nil,
      background: UnsafeMutablePointer<GtkWidget>, content: UnsafeMutablePointer<GtkWidget>,
      scrollableContent: UnsafeMutablePointer<GtkWidget>? = nil
    ) throws(PullUpError) {
      try self.init(
        view: nil, configuration: configuration, container: container, contentHeight: contentHeight,
        background: background, content: content, scrollableContent: scrollableContent)
    }

    /// Creates the object of a `PullUpSheetView`: the one `view` is (a view `g_object_new` made, in its
    /// instance initializer), or a new one when `view` is `nil`.
    init(
      view: UnsafeMutablePointer<GtkWidget>?, configuration: PullUpConfiguration, container: PullUpContainer,
      contentHeight: Double?, background: UnsafeMutablePointer<GtkWidget>?, content: UnsafeMutablePointer<GtkWidget>?,
      scrollableContent: UnsafeMutablePointer<GtkWidget>?
    ) throws(PullUpError) {
      // GLib's monotonic time, the time base of GDK's frame clock, in seconds.
      host = try PullUpHost(configuration: configuration, container: container, contentHeight: contentHeight) {
        Double(g_get_monotonic_time()) / 1e6
      }
      widget = view ?? Self.makeView()
      backgroundWidget = background
      contentWidget = content
      dimming = pullup_widget_new_with_css_name(gtk_drawing_area_get_type(), Self.CSSNode.dimming)
      sheet = pullup_widget_new_with_css_name(gtk_box_get_type(), Self.CSSNode.sheet)
      gtk_orientable_set_orientation(gobject(sheet), GTK_ORIENTATION_VERTICAL)
      handle = Self.makeHandle()
      presentation = Presentation(for: configuration)
      scrolledWindow = scrollableContent
      shortcutController = Self.makeShortcutController()
      buildTree()
      connectLayout()
      connectGestures()
      gtk_widget_add_controller(widget, shortcutController)
      connectFocus()
      connectFrames()
      connectScrolling()
      connectMotionSettings()
      applyPresentation()
      applyAccessibilityLabel()
      connectAccessibilityActions()
      updateAccessibility(for: host.snapshot)
      host.serve(self)
      if let scrollableContent { watchScrollableContent(scrollableContent) }
      announced.notified = NotifiedProperties(host.snapshot, isModal: isModal(host.snapshot))
    }

    /// Follows the scrollable content weakly: GTK tells the widget when it frees it, and the widget then
    /// forgets it, so that nothing reads a freed scrolled window.
    func watchScrollableContent(_ scrolledWindow: UnsafeMutablePointer<GtkWidget>) {
      g_object_weak_ref(gobject(scrolledWindow), Self.scrollableContentFreed, Unmanaged.passUnretained(self).toOpaque())
    }

    /// GTK's weak notification that the scrollable content is being freed.
    static let scrollableContentFreed: GWeakNotify = { data, _ in
      guard let data else { return }
      let object = Unmanaged<PullUpSheetWidget>.fromOpaque(data)
      MainActor.assumeIsolated { object.takeUnretainedValue().scrolledWindow = nil }
    }

    /// A snapshot delivered to the host's follower, late or not, for glib-main-loop-checks (an SPI, outside the
    /// API): the host reads the sheet now instead, so that a late delivery neither lays out again for nothing
    /// nor starts the tick for a sheet that came to rest meanwhile.
    @_spi(Checks) public func published(_ delivered: PullUpSnapshot) { host.published() }

    /// Whether the tick callback runs, for glib-main-loop-checks (an SPI, outside the API).
    @_spi(Checks) public var isTicking: Bool { host.isTicking }
    /// Whether GTK is laying the widget out now, for glib-main-loop-checks (an SPI, outside the API).
    @_spi(Checks) public var isLayingOut: Bool { paint.isLayingOut }

    /// GTK begins to dispose of the widget, its children still there: the layout's last inputs are reported
    /// and what the widget changed on other objects is given back; from now on nothing reaches GTK. It was the
    /// `destroy` handler's work, but GtkWidget emits `destroy` after the view's dispose has freed the children,
    /// and a `destroy` handler of the app's, or a reference the app holds, reached freed widgets through every
    /// setter (issue 53, item 1).
    func disposing() {
      guard isAlive else { return }
      host.reportLayoutInputs()
      restoreFocusability()
      stopListeningToAdjustment()
      isAlive = false
      host.detach()
    }

    /// GTK finalizes the widget: nothing may touch it from now on.
    func widgetFinalized() {
      isAlive = false
      // The weak reference's notification must not outlive this object, which may go with the widget.
      if let scrolledWindow {
        g_object_weak_unref(
          gobject(scrolledWindow), Self.scrollableContentFreed, Unmanaged.passUnretained(self).toOpaque())
        self.scrolledWindow = nil
      }
      host.detach()
      for (_, object) in actions.accessibilityActions { g_object_unref(object.raw) }
      actions.accessibilityActions = []
    }

    /// Gives the sheet one input, as a key press or a menu would: through `PullUpController.applyNow(_:)`, at
    /// once. A refused input changes nothing.
    ///
    /// A container (`PullUpInput.setContainer(_:animated:)`) is adopted: its safe area becomes the widget's
    /// ``safeArea`` and stays through every resize, and its size is replaced by the widget's allocation (it is
    /// kept only until GTK first allocates the widget), since the allocation is the container. Give containers
    /// through the widget: one given to the controller directly is not the widget's, which replaces it with
    /// its own at the next resize (at the next layout, when its size is not the allocation).
    ///
    /// With a sizing delegate isolated to the main actor whose answers do not suspend, a container change
    /// (this one, or a resize of the window) has the delegate's answers for the new container within this
    /// call, so the first frame in the new size is drawn with them; a delegate on another actor answers later,
    /// and until then the sheet keeps its old minimum and maximum. For a bound that follows the container on
    /// the spot whatever the delegate, use a detent that depends on the container (`.fraction`, `.available`,
    /// `.custom`) in the configuration.
    ///
    /// Once GTK has destroyed the widget it does nothing.
    ///
    /// - Throws: The controller's `PullUpError` when it refuses the input (`locked`, `hidden`, a value out of
    ///   range); the sheet is then as it was.
    public func applyNow(_ input: PullUpInput) throws(PullUpError) {
      guard isAlive else { return }
      var given = input
      if case .setContainer(let container, let animated) = input, isAllocated {
        let size = host.container.size
        given = .setContainer(
          PullUpContainer(width: size.width, height: size.height, safeArea: container.safeArea), animated: animated)
      }
      if let refusal = host.apply(given) { throw refusal }
    }

    private func buildTree() {
      gtk_widget_add_css_class(widget, "pullup-container")
      gtk_widget_set_overflow(widget, GTK_OVERFLOW_HIDDEN)
      gtk_widget_add_css_class(dimming, "pullup-dimming")
      // A pointer target only while the sheet is modal: `setDimmingTakesPointer(_:)`, in the layout.
      gtk_widget_set_can_target(dimming, 0)
      gtk_widget_add_css_class(sheet, "pullup-sheet")
      gtk_widget_set_overflow(sheet, GTK_OVERFLOW_HIDDEN)
      gtk_widget_add_css_class(handle, "pullup-handle")
      gtk_widget_set_focusable(handle, 1)
      gtk_widget_set_can_focus(handle, 1)
      applyHandleHeight()
      drawHandle()
      gtk_box_append(gobject(sheet), handle)
      if let content = contentWidget {
        gtk_widget_set_vexpand(content, 1)
        gtk_box_append(gobject(sheet), content)
      }
      // Drawn in this order: the background, the dimming over it, the sheet on top.
      for child in [backgroundWidget, dimming, sheet].compactMap({ $0 }) { gtk_widget_set_parent(child, widget) }
      Self.installStyle()
      // The GTK widget owns this object: it lives as long as the widget.
      g_object_set_data_full(
        gobject(widget), Self.objectKey, Unmanaged.passRetained(self).toOpaque(),
        { data in
          let object = Unmanaged<PullUpSheetWidget>.fromOpaque(data!)
          MainActor.assumeIsolated { object.takeUnretainedValue().widgetFinalized() }
          object.release()
        })
    }

    /// The object behind a widget made by this class.
    static func owner(of widget: UnsafeMutablePointer<GtkWidget>?) -> PullUpSheetWidget {
      guard let widget, let data = g_object_get_data(gobject(widget), objectKey) else {
        preconditionFailure("a PullUp sheet widget without its object")
      }
      return Unmanaged<PullUpSheetWidget>.fromOpaque(data).takeUnretainedValue()
    }

    static let objectKey = "pullup-sheet-widget"
  }

  extension PullUpSheetWidget: PullUpHostToolkit {
    package func setNeedsLayout() {
      if isAlive { gtk_widget_queue_allocate(widget) }
    }

    package func sheetChanged() { notifyPropertyChanges() }

    package func frameWork() -> Bool { scrollingFrame() }

    /// A mouse's and a pen's threshold is `gtk-dnd-drag-threshold` (GTK's logical pixels are points), a
    /// finger's libadwaita's 16 pt.
    package var dragThresholds: PullUpInterpreter.DragThresholds? {
      guard isAlive, let settings = gtk_settings_get_for_display(gtk_widget_get_display(widget)) else { return nil }
      let threshold = Double(pullup_settings_get_int(settings, "gtk-dnd-drag-threshold"))
      return PullUpInterpreter.DragThresholds(mouse: threshold, touch: 16, pen: threshold)
    }
  }
#endif
