import CGTK
import PullUp
import PullUpGTK
import PullUpScenario

/// The demo's window: a map with a sheet of places over it, the terminal demo's keys, and the log and the
/// recording the command line asks for.
@MainActor
final class DemoApp {
  private let arguments: DemoArguments
  private let loop = g_main_loop_new(nil, 0)!
  private let window: UnsafeMutablePointer<GtkWidget>
  private let sheet: PullUpSheetWidget
  private let log: FrameLog?
  private let recording: DemoRecording?
  private var reducesMotion: Bool

  /// Builds the window.
  ///
  /// - Throws: ``DemoFileError`` for a log that cannot be opened, before the window
  ///   opens; `PullUpError` if the preset's configuration does not validate.
  init(_ arguments: DemoArguments) throws {
    self.arguments = arguments
    log = try arguments.logPath.map(FrameLog.init(path:))
    let container = PullUpContainer(width: Double(arguments.width), height: Double(arguments.height))
    let places = PlacesList()
    var scenarioConfiguration = PullUpScenario.Configuration(preset: arguments.preset)
    // SplitSheet fits its content: the list of places, as the terminal demo does.
    if arguments.preset == .splitSheet { scenarioConfiguration.sheetHeight = places.contentHeight }
    recording = arguments.recordPath.map {
      DemoRecording(path: $0, configuration: scenarioConfiguration, container: container)
    }
    let configuration = try scenarioConfiguration.makeConfiguration()
    reducesMotion = configuration.movement.reducesMotion
    sheet = try PullUpSheetWidget(
      configuration: configuration, container: container, contentHeight: scenarioConfiguration.sheetHeight,
      background: MapView.make(), content: places.widget, scrollableContent: places.scrolledWindow)
    window = gtk_window_new()
    gtk_window_set_title(gobject(window), "PullUp")
    gtk_window_set_default_size(gobject(window), Int32(arguments.width), Int32(arguments.height))
    gtk_window_set_child(gobject(window), sheet.widget)
    connectWindow()
  }

  /// Opens the window and runs until it closes or `q` is pressed; then writes the recording.
  ///
  /// - Throws: ``DemoFileError`` when the recording cannot be written (it names where the session was kept).
  func run() throws {
    let log = self.log
    sheet.onDraw = { frame in log?.write(frame) }
    let recording = self.recording
    sheet.onInput = { input, time in recording?.record(input, at: time) }
    gtk_window_present(gobject(window))
    g_main_loop_run(loop)
    gtk_window_destroy(gobject(window))
    guard let recording else { return }
    // The replay that computes the expectations is async: run it inside the same main loop.
    var outcome: Result<String, DemoFileError>?
    Task { @MainActor [loop] in
      outcome = await recording.finish()
      g_main_loop_quit(loop)
    }
    g_main_loop_run(loop)
    print(try outcome?.get() ?? "")
  }

  private func connectWindow() {
    connect(
      window, "close-request", trampoline: Trampoline.boolean,
      { [loop] in
        g_main_loop_quit(loop)
        return true
      } as BooleanSignal)
    let keys = gtk_event_controller_key_new()!
    connect(
      keys, "key-pressed", trampoline: Trampoline.key,
      { [unowned self] value, _, _ in
        keyPressed(value)
      } as KeySignal)
    gtk_widget_add_controller(window, keys)
  }

  /// The terminal demo's keys: ↑/↓ a detent, space toggles, `h` hides and shows, `l` locks and unlocks, `m`
  /// turns reduced motion on and off, `q` quits.
  private func keyPressed(_ value: UInt32) -> Bool {
    let snapshot = sheet.controller.latestSnapshot
    let input: PullUpInput?
    switch Int32(value) {
    case GDK_KEY_Up, GDK_KEY_KP_Up: input = snapshot.detentStep(up: true)
    case GDK_KEY_Down, GDK_KEY_KP_Down: input = snapshot.detentStep(up: false)
    case GDK_KEY_space: input = .toggleState()
    case GDK_KEY_h, GDK_KEY_H: input = .setHidden(!snapshot.isHidden)
    case GDK_KEY_l, GDK_KEY_L: input = .setLocked(!snapshot.isLocked)
    case GDK_KEY_m, GDK_KEY_M: input = .setReducesMotion(!reducesMotion)
    case GDK_KEY_q, GDK_KEY_Q:
      g_main_loop_quit(loop)
      return true
    default: return false
    }
    if let input, sheet.send(input), case .setReducesMotion(let reduces) = input { reducesMotion = reduces }
    return input != nil
  }
}
