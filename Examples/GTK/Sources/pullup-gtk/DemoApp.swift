import CGTK
import PullUp
import PullUpGObject
import PullUpGTK
import PullUpScenario

/// The demo's window: a map with a sheet of places over it, the demo's letter keys (the sheet's own keys are
/// the widget's), and the log, the events and the recording the command line asks for.
@MainActor
final class DemoApp {
  private let arguments: DemoArguments
  private let loop = g_main_loop_new(nil, 0)!
  private let window: UnsafeMutablePointer<GtkWidget>
  private let sheet: PullUpSheetWidget
  private let log: FrameLog?
  private let events: EventLog?
  private let places: PlacesList
  /// The map's button, behind the sheet.
  private let recenter: UnsafeMutablePointer<GtkWidget>
  private let recording: DemoRecording?

  /// Whether the logs and the recording were saved, which happens once however the session ends.
  private var saved = false

  /// Builds the window, with the logs `main.swift` opened before the display.
  ///
  /// - Throws: `PullUpError` if the preset's configuration does not validate.
  init(_ arguments: DemoArguments, log: FrameLog?, events: EventLog?) throws {
    self.arguments = arguments
    self.log = log
    self.events = events
    let container = PullUpContainer(width: Double(arguments.width), height: Double(arguments.height))
    let places = PlacesList()
    self.places = places
    let map = MapView.make()
    recenter = map.recenter
    var scenarioConfiguration = PullUpScenario.Configuration(preset: arguments.preset)
    // SplitSheet fits its content: the list of places, as the terminal demo does.
    if arguments.preset == .splitSheet { scenarioConfiguration.sheetHeight = places.contentHeight }
    let configuration = try scenarioConfiguration.makeConfiguration()
    sheet = try PullUpSheetWidget(
      configuration: configuration, container: container, contentHeight: scenarioConfiguration.sheetHeight,
      background: map.widget, content: places.widget, scrollableContent: places.scrolledWindow)
    if let handleHeight = arguments.handleHeight { sheet.handleHeight = handleHeight }
    sheet.sidePaneBreakpoint = arguments.sidePaneBreakpoint
    // The replay's interpreter must decide as the widget's: GTK's drag threshold, the velocity's window.
    if arguments.recordsRawEvents { scenarioConfiguration.interpreter = sheet.interpreterSettings }
    recording = arguments.recordPath.map {
      DemoRecording(
        path: $0, configuration: scenarioConfiguration, container: container, rawEvents: arguments.recordsRawEvents)
    }
    window = gtk_window_new()
    gtk_window_set_title(gobject(window), "PullUp")
    gtk_window_set_default_size(gobject(window), Int32(arguments.width), Int32(arguments.height))
    gtk_window_set_child(gobject(window), sheet.widget)
    connectWindow()
  }

  /// Opens the window and runs until it closes, `q` is pressed or a terminating signal comes; then saves
  /// the logs and the recording (``DemoEnding`` says what else ends a session, and how it saves).
  ///
  /// - Returns: The exit status: 0, or 1 when a log or the recording could not be written where asked.
  func run() -> Int32 {
    let log = self.log
    var sizeReported = false
    sheet.onDraw = { [unowned self] frame in
      log?.write(frame)
      if !sizeReported {
        sizeReported = true
        reportSize(frame.snapshot.layout.containerSize)
      }
    }
    let recording = self.recording
    sheet.onInput = { input, time, fromRawEvent in recording?.record(input, at: time, fromRawEvent: fromRawEvent) }
    if recording?.rawEvents == true { sheet.onRawEvent = { event, time in recording?.record(event, at: time) } }
    followContent()
    DemoEnding.end = { [unowned self] why in
      printError("pullup-gtk: \(why); saving what the session recorded")
      _ = save()
    }
    DemoEnding.watchSignals(quitting: loop)
    gtk_window_present(gobject(window))
    g_main_loop_run(loop)
    if DemoEnding.signal != 0 {
      printError("pullup-gtk: \(DemoEnding.signalName) ended the session, as q does; saving what it recorded")
    }
    gtk_window_destroy(gobject(window))
    return save()
  }

  /// Saves the logs and the recording, once.
  ///
  /// - Returns: The exit status: 0, or 1 when something could not be written where it was asked.
  private func save() -> Int32 {
    guard !saved else { return 0 }
    saved = true
    log?.file.commit()
    events?.file.commit()
    var status: Int32 = log?.file.failure == nil && events?.file.failure == nil ? 0 : 1
    if let recording {
      switch recording.finish() {
      case .success(let line):
        // Where standard output carries a log's JSON Lines or the recording, a pipeline reading it gets that only.
        if arguments.writesToStandardOutput { printError(line) } else { print(line) }
      case .failure(let error):
        // The session ran; only its recording could not be written (the message says where it was kept).
        printError("pullup-gtk: \(error)")
        status = 1
      }
    }
    fflush(nil)
    return status
  }

  /// Says when the window's content is not the size `--size` asked: GTK keeps a window within the screen,
  /// and at least as large as its content's minimum.
  private func reportSize(_ size: PullUpSize) {
    let asked = (arguments.width, arguments.height)
    let got = (Int(size.width.rounded()), Int(size.height.rounded()))
    guard got != asked else { return }
    var why = "at least its content's minimum"
    if let surface = gtk_native_get_surface(gobject(window)),
      let monitor = gdk_display_get_monitor_at_surface(gdk_surface_get_display(surface), surface)
    {
      var screen = GdkRectangle()
      gdk_monitor_get_geometry(monitor, &screen)
      if asked.0 > Int(screen.width) || asked.1 > Int(screen.height) {
        why = "within the screen, \(screen.width)x\(screen.height)"
      }
    }
    printError(
      "pullup-gtk: --size \(asked.0)x\(asked.1): the window's content is \(got.0)x\(got.1), since GTK keeps a window \(why)"
    )
  }

  private func connectWindow() {
    connect(
      window, .closeRequest,
      { [loop] in
        g_main_loop_quit(loop)
        return true
      })
    let keys = gtk_event_controller_key_new()!
    connect(
      keys, .keyPressed,
      { [unowned self] value, _, _ in
        keyPressed(value)
      })
    gtk_widget_add_controller(window, keys)
  }

  /// `--events`: the controller's states, the buttons' clicks, the slider's values and the window's focus.
  private func followContent() {
    guard let events else { return }
    let states = sheet.controller.states
    Task { @MainActor in
      for await state in states { events.state(state) }
    }
    for (name, button) in places.buttons + [(MapView.recenterName, recenter)] {
      connect(button, .clicked, { events.clicked(name) })
    }
    places.followScrolling(events)
    let scale = places.scale
    connect(
      scale, .valueChanged,
      { events.scale(gtk_range_get_value(gobject(scale))) })
    let window = self.window
    connect(
      window, .notify("focus-widget"),
      {
        var bounds = graphene_rect_t()
        guard let focus = gtk_root_get_focus(gobject(window)), gtk_widget_compute_bounds(focus, window, &bounds) != 0
        else { return }
        events.focus(top: Double(bounds.origin.y), bottom: Double(bounds.origin.y + bounds.size.height))
      })
  }

  /// The demo's letters, ``DemoKey`` (the sheet's own keys, every `PullUpKey`, are the widget's shortcuts).
  /// A key the focused widget or the sheet used does not reach the window.
  private func keyPressed(_ value: UInt32) -> Bool {
    guard let key = DemoKey(keyValue: value) else { return false }
    let snapshot = sheet.controller.latestSnapshot
    let input: PullUpInput
    switch key {
    case .toggle: input = .toggleState()
    case .hide: input = .setHidden(!snapshot.isHidden)
    case .lock: input = .setLocked(!snapshot.isLocked)
    case .reducedMotion:
      let reduces = sheet.controller.assumeIsolated { $0.configuration.movement.reducesMotion }
      input = .setReducesMotion(!reduces)
    case .animations:
      // GTK's own setting, as a settings daemon would change it: the widget hears `notify` and follows.
      guard let settings = gtk_settings_get_default() else { return false }
      pullup_settings_set_int(
        settings, "gtk-enable-animations", pullup_settings_get_int(settings, "gtk-enable-animations") == 0 ? 1 : 0)
      return true
    case .quit:
      g_main_loop_quit(loop)
      return true
    case .scroll:
      places.scrollAsTheApp()
      return true
    }
    do {
      try sheet.applyNow(input)
    } catch {
      // Space on a locked sheet, say: the controller's words, and the sheet as it was.
      printError("pullup-gtk: \(error)")
    }
    return true
  }
}
