import CGTK
import PullUp

/// A GTK widget that shows a background with a pull-up sheet over it, driven by a ``PullUpController``.
///
/// The widget is an adapter: GTK's events go in, translated, to a ``PullUpInterpreter``, which owns every
/// rule of what they mean; the inputs it returns go to the controller, and the controller's snapshot comes
/// out as the children's allocations. The widget
/// - owns a controller on the main actor (``PullUpExecutor/mainActor``) whose frames come from GTK's frame
///   clock (``PullUpFrameSource/external``): a tick callback calls ``PullUpController/advanceFrame()`` at
///   the frame clock's frame time while the sheet settles and is removed when it comes to rest;
/// - lays out its children in GTK's layout phase from the controller's ``PullUpController/latestSnapshot``:
///   the background in the layout's content frame, the dimming layer in its dimming frame with its
///   opacity, the sheet in its sheet frame, and the handle as the layout says;
/// - makes its allocation the controller's container, applied within the same layout, so a resized window
///   keeps the sheet at its detent and never draws a frame with the old size;
/// - reports presses, motions and releases (a drag gesture in the capture phase), the pointer's position (a
///   motion controller) and the wheel or touchpad (a scroll controller) to the interpreter, with the
///   events' own times and devices and the region its hit-testing finds (`gtk_widget_pick`: the handle, the
///   scrollable content, a child that keeps its presses, the rest of the sheet, the dimming above it), and
///   claims or denies each press as the interpreter's verdict says: a click on a button in the sheet reaches
///   the button, a `GtkScale` keeps its drag (see ``keepsPresses(_:)``);
/// - maps Escape, the arrows, Page Up and Down, Home, End, space and Return to ``PullUpKey``s through
///   ``shortcutController``, with a focusable handle;
/// - keeps the keyboard focus out of content that is not on screen, raises the sheet when the focus moves
///   into content it cuts off, and keeps it out of the background while the dimming is modal.
/// - gives assistive technologies the handle as a slider named ``accessibilityLabel`` whose value is the
///   snapshot's ``PullUpAccessibility/value``.
///
/// Event callbacks arrive on the main thread and call the controller synchronously through
/// `assumeIsolated`, so a motion reaches the sheet before GTK's next frame draws it.
///
/// The widget also follows what reaches the controller by other ways (your code awaiting its methods, a
/// sizing delegate's late answers): a main-actor renderer lays the sheet out again and starts the tick
/// callback for a settle. That needs main-actor jobs to run (``GLibMainActor/install()``); inputs given
/// through ``applyNow(_:)`` and GTK's events need nothing.
///
/// The GTK widget (``widget``) keeps this object alive: add it to a window like any widget, and keep the
/// object only as long as you need its controller. Once GTK has destroyed the widget, ``applyNow(_:)`` does
/// nothing.
@MainActor
public final class PullUpSheetWidget {
  /// The sheet's controller, on the main actor with frames from GTK's frame clock.
  public let controller: PullUpController
  /// The GTK widget to put in a window: it fills its allocation with the background and the sheet.
  public let widget: UnsafeMutablePointer<GtkWidget>
  /// Called once per frame that GTK painted after laying the sheet out, with what it drew.
  public var onDraw: ((PullUpSheetFrame) -> Void)?
  /// Called with every input given through the widget (GTK's events and ``applyNow(_:)``) that the controller
  /// accepted, right after it, with the controller's time for it in seconds, and whether the interpreter
  /// gave it for the raw event ``onRawEvent`` reported just before: what a scenario recorder writes down.
  /// A recording of the inputs keeps them all; a recording of the raw events keeps only those given by
  /// other ways (a resize, the list's extent, ``applyNow(_:)``), since the replay's interpreter gives the rest
  /// again.
  public var onInput: ((_ input: PullUpInput, _ time: Double, _ fromRawEvent: Bool) -> Void)?
  /// Called with every raw event the widget hands its interpreter (a press, a motion, a release, a scroll,
  /// a key, a change of focus, with GDK's time for it in seconds, 0 when GDK gives none, as for a crossing
  /// GTK synthesizes or a change of focus before any event), before the inputs the interpreter gives
  /// for it are applied (each then reported through ``onInput``, `fromRawEvent` true), with the controller's
  /// time now, in seconds: what a scenario recorder writes down to replay the arbitration itself. The
  /// event's own time is on GDK's clock, not the controller's: a recorder shifts it by one offset, so that
  /// the spacing between events, which a release's velocity comes from, stays GDK's. Record with the
  /// widget's ``interpreterSettings``.
  public var onRawEvent: ((_ event: PullUpRawEvent, _ time: Double) -> Void)?
  /// The `GtkShortcutController` (scope local, bubble phase) that maps keys to the sheet's ``PullUpKey``s
  /// while the focus is in the widget: Escape; Up, Down, Page Up, Page Down, Home and End with their keypad
  /// variants; space, Return and keypad Enter as activate, with the region ``PullUpRegion/handle`` when the
  /// handle has the focus and ``PullUpRegion/body`` otherwise. A shortcut stops the key only when the
  /// interpreter used it, so a key that moves nothing goes on to the window (focus moving with an arrow).
  /// Add shortcuts of your own to it with `gtk_shortcut_controller_add_shortcut` (they run after these), or
  /// take precedence with a controller on a widget inside the sheet or in the capture phase.
  public let shortcutController: OpaquePointer

  /// The name assistive technologies give the sheet's handle, an accessible slider whose value is the
  /// snapshot's ``PullUpAccessibility/value`` ("Detent 1 of 3"): "Sheet" unless set. Applies at once.
  public var accessibilityLabel = "Sheet" {
    didSet { applyAccessibilityLabel() }
  }

  /// What a click on the handle, or activate (space, Return) while it has the focus, does: nothing by
  /// default. Takes effect at the next press or key.
  public var handleTap: PullUpInterpreter.HandleTap {
    get { interpreter.settings.handleTap }
    set { interpreter.settings.handleTap = newValue }
  }

  /// The settings the widget's interpreter reads GTK's events with: the drag threshold of a mouse and a pen
  /// is `gtk-dnd-drag-threshold`, a finger's 16 pt, ``handleTap`` as set, the wheel's step 48 pt, and the
  /// configuration's velocity window; read again at each press. A recording of the raw events
  /// (``onRawEvent``) puts them in its configuration's `interpreter`, so that its replay decides the same.
  public var interpreterSettings: PullUpInterpreter.Settings { interpreter.settings }

  let background: UnsafeMutablePointer<GtkWidget>
  let dimming: UnsafeMutablePointer<GtkWidget>
  let sheet: UnsafeMutablePointer<GtkWidget>
  let handle: UnsafeMutablePointer<GtkWidget>
  let scrolledWindow: UnsafeMutablePointer<GtkWidget>?
  /// The tick callback's identifier while frames run, 0 at rest.
  var tickCallback: guint = 0
  /// Says what GTK's events mean: the one owner of the input rules.
  var interpreter = PullUpInterpreter()
  /// The controller's clock: GLib's monotonic time, and the frame clock's frame time during a tick.
  let clock: GLibFrameClock
  /// The press the drag gesture follows: where it went down, in the widget's coordinates, and its device.
  var press: (x: Double, y: Double, device: PullUpPointerDevice)?
  /// Where the pointer was last seen over the widget, for scroll events (which carry no position).
  var hoverPosition: (x: Double, y: Double)?
  /// Where a touchpad's scroll is, as GTK reported it.
  var surfaceScroll = SurfaceScrollTranslation.none
  /// The latest event time seen, in seconds: the time of an event that has none of its own.
  var latestEventTime = 0.0
  /// The window's focus handler while the widget is realized.
  var focusHandler: (root: OpaquePointer, identifier: gulong)?
  /// The widgets whose `can-focus` the widget unset because they are off screen (or the background, while
  /// modal), each held with a reference until it is set again.
  var focusBlocked: [UnsafeMutablePointer<GtkWidget>] = []
  /// What the focusability was last computed for.
  var focusGeometry: FocusGeometry?
  /// What the handle's accessible value last said.
  var lastAccessibility: PullUpAccessibility?
  /// The handle's action group (a `GSimpleActionGroup`, kept alive by the handle) and its actions, each held
  /// by the widget while the group does not offer it.
  var actionGroup: OpaquePointer?
  var accessibilityActions: [(action: PullUpAccessibilityAction, object: OpaquePointer)] = []
  /// The frame-clock frame in which the latest pointer motion of a drag (or its press) arrived.
  var latestMotionFrame: Int64?
  /// The latest motion drawn, by the frame it arrived in, and how many frames later it was first drawn.
  var drawnMotion: (frame: Int64?, lag: Int64?) = (nil, nil)
  /// What the last layout applied, for the frame it will be painted in.
  var laidOut: PullUpSnapshot?
  /// The handle's direction, as last drawn.
  var handleState: PullUpHandleState?
  /// The scrollable content's maximum offset, as last told to the controller.
  var scrollMaximum: Double?
  /// Whether the layout must run again after the frame being drawn.
  var needsLayout = false
  /// The container: its size is the widget's allocation; its safe area is the one it was created with.
  var container: PullUpContainer
  /// The snapshot the latest layout applied.
  var lastLaidOut: PullUpSnapshot?
  /// The frame clock's `after-paint` handler while the widget is realized.
  var paintHandler: (clock: OpaquePointer, identifier: gulong)?
  /// Whether GTK's widget still exists.
  var isAlive = true
  /// The renderer that follows snapshots published by other ways than ``applyNow(_:)``.
  var follower: PullUpRendererAttachment?

  /// Creates the widget and its controller.
  ///
  /// - Parameters:
  ///   - configuration: How the sheet behaves.
  ///   - container: The container until GTK allocates the widget; its allocation then replaces its size
  ///     (the safe area stays).
  ///   - contentHeight: The sheet content's height in points, for fit-to-content detents.
  ///   - background: What the sheet covers (a map): it fills the layout's content frame.
  ///   - content: The sheet's content, below the handle.
  ///   - scrollableContent: A `GtkScrolledWindow` inside `content` whose offset the sheet shares with the
  ///     finger (PullUp's scroll hand-off), or `nil`.
  /// - Throws: `PullUpError` for a configuration or container that does not validate.
  public init(
    configuration: PullUpConfiguration = .default, container: PullUpContainer, contentHeight: Double? = nil,
    background: UnsafeMutablePointer<GtkWidget>, content: UnsafeMutablePointer<GtkWidget>,
    scrollableContent: UnsafeMutablePointer<GtkWidget>? = nil
  ) throws(PullUpError) {
    let clock = GLibFrameClock()
    self.clock = clock
    controller = try PullUpController(
      configuration: configuration, container: container, contentHeight: contentHeight, clock: clock,
      frameSource: .external, executor: .mainActor)
    widget = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)
    self.background = background
    dimming = gtk_drawing_area_new()
    sheet = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)
    handle = Self.makeHandle()
    scrolledWindow = scrollableContent
    self.container = container
    shortcutController = Self.makeShortcutController()
    buildTree(content: content)
    connectLayout()
    connectGestures()
    gtk_widget_add_controller(widget, shortcutController)
    connectFocus()
    connectFrames()
    connect(widget, "destroy", trampoline: Trampoline.plain, { [unowned self] in restoreFocusability() } as PlainSignal)
    updateInterpreterSettings()
    applyAccessibilityLabel()
    connectAccessibilityActions()
    updateAccessibility(for: controller.latestSnapshot)
    let follower = SnapshotFollower(widget: self)
    self.follower = controller.assumeIsolated { $0.attach(follower) }
  }

  /// A snapshot published by any way: tick while the sheet settles, and lay out again unless the layout
  /// applied it already (GTK may have laid out between the change and this call: the settle still needs
  /// its ticks).
  func published(_ snapshot: PullUpSnapshot) {
    guard isAlive else { return }
    if snapshot.phase == .settling { startFrames() }
    if snapshot != lastLaidOut { gtk_widget_queue_allocate(widget) }
  }

  /// GTK finalizes the widget: nothing may touch it from now on.
  func widgetFinalized() {
    isAlive = false
    follower = nil
    for (_, object) in accessibilityActions { g_object_unref(object.raw) }
    accessibilityActions = []
  }

  /// Gives the sheet one input, as a key press or a menu would: through ``PullUpController/applyNow(_:)``, at
  /// once. Once GTK has destroyed the widget it does nothing.
  ///
  /// - Throws: The controller's `PullUpError` when it refuses the input (`locked`, `hidden`, a value out of
  ///   range); the sheet is then as it was.
  public func applyNow(_ input: PullUpInput) throws(PullUpError) {
    guard isAlive else { return }
    if let refusal = applyNow(input, layOutAgain: true) { throw refusal }
  }

  /// Gives the controller an input; `layOutAgain` is `false` inside the layout itself, and `fromRawEvent`
  /// says whether the interpreter gave it (for ``onInput``).
  ///
  /// - Returns: `nil` when the controller took it, or the error it refused it with.
  @discardableResult
  func applyNow(_ input: PullUpInput, layOutAgain: Bool, fromRawEvent: Bool = false) -> PullUpError? {
    let refusal = controller.assumeIsolated { controller -> PullUpError? in
      do throws(PullUpError) {
        try controller.applyNow(input)
        return nil
      } catch {
        return error
      }
    }
    guard refusal == nil else { return refusal }
    let snapshot = controller.latestSnapshot
    onInput?(input, snapshot.time, fromRawEvent)
    if snapshot.phase == .settling { startFrames() }
    if layOutAgain { gtk_widget_queue_allocate(widget) }
    return nil
  }

  private func buildTree(content: UnsafeMutablePointer<GtkWidget>) {
    gtk_widget_add_css_class(widget, "pullup-container")
    gtk_widget_set_overflow(widget, GTK_OVERFLOW_HIDDEN)
    gtk_widget_add_css_class(dimming, "pullup-dimming")
    gtk_widget_set_can_target(dimming, 0)
    gtk_widget_add_css_class(sheet, "pullup-sheet")
    gtk_widget_set_overflow(sheet, GTK_OVERFLOW_HIDDEN)
    gtk_widget_add_css_class(handle, "pullup-handle")
    gtk_widget_set_focusable(handle, 1)
    gtk_widget_set_can_focus(handle, 1)
    gtk_drawing_area_set_content_height(gobject(handle), Int32(Self.handleHeight))
    drawHandle()
    gtk_box_append(gobject(sheet), handle)
    gtk_widget_set_vexpand(content, 1)
    gtk_box_append(gobject(sheet), content)
    // Drawn in this order: the background, the dimming over it, the sheet on top.
    for child in [background, dimming, sheet] { gtk_widget_set_parent(child, widget) }
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

  /// Adds the sheet's style to the display, once.
  private static func installStyle() {
    guard !styleInstalled, let display = gdk_display_get_default(), let style = gtk_css_provider_new() else { return }
    styleInstalled = true
    gtk_css_provider_load_from_data(style, Self.style, -1)
    gtk_style_context_add_provider_for_display(
      display, gobject(style), guint(GTK_STYLE_PROVIDER_PRIORITY_APPLICATION))
    g_object_unref(style)
  }

  private static var styleInstalled = false

  /// The object behind a widget made by this class.
  static func owner(of widget: UnsafeMutablePointer<GtkWidget>?) -> PullUpSheetWidget {
    guard let widget, let data = g_object_get_data(gobject(widget), objectKey) else {
      preconditionFailure("a PullUp sheet widget without its object")
    }
    return Unmanaged<PullUpSheetWidget>.fromOpaque(data).takeUnretainedValue()
  }

  static let objectKey = "pullup-sheet-widget"
  /// The handle's strip at the top of the sheet, in points.
  static let handleHeight = 22.0
  static let style = """
    .pullup-dimming { background: black; }
    .pullup-sheet { background: #fbfbfd; border-radius: 12px 12px 0 0; box-shadow: 0 -1px 6px rgba(0,0,0,0.3); }
    .pullup-handle:focus-visible { outline: 2px solid rgba(53,132,228,0.8); outline-offset: -3px; border-radius: 10px; }
    """
}

/// Follows a controller's snapshots for a ``PullUpSheetWidget``, holding it weakly.
@MainActor
private final class SnapshotFollower: PullUpRenderer {
  weak var widget: PullUpSheetWidget?

  init(widget: PullUpSheetWidget) { self.widget = widget }

  func render(_ snapshot: PullUpSnapshot) {
    widget?.published(snapshot)
  }
}
