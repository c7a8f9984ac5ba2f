import Foundation
import Testing

/// Runs an executable of this package and returns its exit status and standard output.
func run(_ product: String, _ arguments: [String], environment: [String: String]? = nil) throws -> (
  status: Int32, output: String
) {
  let process = Process()
  process.executableURL = WindowSession.product(product)
  process.arguments = arguments
  if let environment { process.environment = environment }
  let output = Pipe()
  process.standardOutput = output
  process.standardError = output
  try process.run()
  WindowSession.deadline(90, for: process)
  let data = output.fileHandleForReading.readDataToEndOfFile()
  process.waitUntilExit()
  return (process.terminationStatus, String(decoding: data, as: UTF8.self))
}

@Suite("Swift concurrency under GLib's main loop", .timeLimit(.minutes(2)))
struct MainLoopTests {
  static let checks = [
    "a main-actor task starts and MainActor.run returns",
    "GLib callbacks call a .mainActor controller through assumeIsolated",
    "external frames from a GLib timer settle the sheet",
    "a main-actor renderer draws the current snapshot and every new one",
    "a for-await loop on the main actor reads every state",
    "PullUpModel's observers hear each new snapshot",
    "main-actor delegates are asked and answer",
    "a PullUpFrameDriver drives a .mainActor controller",
  ]

  @Test("With GLibMainActor installed, every documented use of the controller works inside the loop")
  func everyUseWorks() throws {
    var environment = ProcessInfo.processInfo.environment
    environment["DISPLAY"] = nil
    environment["WAYLAND_DISPLAY"] = nil
    let result = try run("glib-main-loop-checks", [], environment: environment)
    #expect(result.status == 0, "\(result.output)")
    for check in Self.checks { #expect(result.output.contains("PASS \(check)\n"), "\(check): \(result.output)") }
    #expect(result.output.hasSuffix("\(Self.checks.count) passed, 0 failed\n"))
  }

  /// The checks of the sheet widget in a window, each run on its own.
  static let windowChecks = [
    "PullUpSheetWidget draws a settle started through the controller's async API",
    "finish() while the sheet settles: drawn to its rest, and the tick ends",
    "a safe area set on the widget or given with a container stays through resizes",
    "the first frame after a resize has the main-actor sizing delegate's answer",
    "custom detents without an initial height start at the lowest",
    "a split view's sizing maximum above its range leaves the divider within it",
    "a late delivery of an old snapshot neither lays out nor ticks at rest",
    "onInput is never called inside GTK's layout",
    "typed signal handlers run with what GTK emits",
    "the examples of \"Coming from AdwBottomSheet\" do what the article says",
    "a withArgument handler sees the row of row-activated",
    "a signal named with the wrong shape is refused at connect and never runs",
    "a shortcut trigger GTK cannot read throws and adds nothing",
    "setting the widget's properties after GTK freed it touches nothing freed",
    "from the first moment of dispose, with a reference held, a destroy handler and every setter touch nothing freed",
    "the sheet goes on when GTK frees its scrollable content",
    "a turn of the wheel stops at the queue's top as in a plain GtkScrolledWindow; a new turn steps the sheet",
    "the widget is a PullUpSheetView, a GtkWidget subclass with its CSS name",
    "g_object_get reads the sheet, and a toggle notifies state and sheet-height",
    "g_object_set moves the sheet and replaces the content and the background",
    "a .ui file builds the view with its children; bad input is a warning, never a crash",
    "a view refuses itself, or a widget that contains it, as its content or background",
    "scrollableContent sets, reads and notifies scrollable-content, and refuses what does not scroll",
    "writing the state of a hidden sheet is no refusal: it shows there",
  ]

  @Test(
    "In a window under Xvfb, the sheet widget holds what the check says",
    .enabled(if: WindowSession.missingTools == nil || windowTestsRequired), arguments: windowChecks)
  func widgetInAWindow(_ check: String) throws {
    // Taller than any window the checks open (950 points), so that no window is cut to the screen.
    let display = try VirtualDisplay(height: 1200)
    var environment = WindowSession.environment(display: display.name)
    // Freed memory filled with a pattern, GLib's objects from malloc: a read of a freed GTK object crashes.
    environment["MALLOC_PERTURB_"] = "165"
    environment["G_SLICE"] = "always-malloc"
    let result = try run("glib-main-loop-checks", ["--only", check], environment: environment)
    #expect(result.status == 0, "\(result.output)")
    #expect(result.output == "PASS \(check)\n1 passed, 0 failed\n", "\(result.output)")
  }

  @Test("Without it, no main-actor job ever runs: the first check never starts")
  func nothingRunsWithoutTheSource() throws {
    let result = try run("glib-main-loop-checks", ["--without-main-actor-source", "--limit", "1"])
    #expect(result.status == 1)
    #expect(result.output.contains("main-actor jobs ran: false"), "\(result.output)")
  }
}

@Suite("pullup-gtk's command line", .timeLimit(.minutes(1)))
struct CommandLineTests {
  @Test(
    "A bad argument gets a message and exit status 2",
    arguments: [
      ["--size", "0x10"], ["--size", "400"], ["--size", "axb"], ["--preset", "nope"], ["--log"], ["--bogus\u{1B}[2J"],
      ["--record", "/nonexistent-folder/x.pullup.json"], ["--record-raw", "/nonexistent-folder/x.pullup.json"],
      ["--record-raw"], ["--record", "a.pullup.json", "--record-raw", "b.pullup.json"],
    ])
  func badArguments(_ arguments: [String]) throws {
    let result = try run("pullup-gtk", arguments)
    #expect(result.status == 2, "\(result.output)")
    #expect(result.output.hasPrefix("pullup-gtk: "))
    #expect(!result.output.contains("\u{1B}"), "no control character reaches the terminal")
  }

  @Test("Without a display it says so and exits with status 1")
  func noDisplay() throws {
    var environment = ProcessInfo.processInfo.environment
    environment["DISPLAY"] = nil
    environment["WAYLAND_DISPLAY"] = nil
    let result = try run("pullup-gtk", [], environment: environment)
    #expect(result.status == 1)
    #expect(result.output.contains("no display"), "\(result.output)")
  }

  @Test("--help prints the usage and the presets pullup demo takes")
  func help() throws {
    let result = try run("pullup-gtk", ["--help"])
    #expect(result.status == 0)
    #expect(result.output.contains("--preset NAME"))
    #expect(result.output.contains("--record-raw FILE"))
    #expect(result.output.contains("ishPullUp"))
  }
}
