import Foundation
import Testing

/// The article's music player ("A sheet in your GTK app"), whose main.swift is the article's code word for
/// word, as a person uses it: it opens with the window titled "Music", and a drag of the handle to the top
/// expands the sheet, which its `for await` loop shows by titling the window "Now Playing".
@Suite(
  "The GTK article's music player", .serialized,
  .enabled(if: WindowSession.missingTools == nil || windowTestsRequired), .timeLimit(.minutes(2)))
struct MusicPlayerTests {
  @Test("It opens collapsed, and a drag of the handle to the top expands it")
  func dragExpands() throws {
    let display = try VirtualDisplay()
    let player = try Self.open(on: display)
    defer { WindowSession.end(player) }
    // The window is 400 × 700 at the screen's origin; the handle is the sheet's top strip, 72 pt above
    // the bottom. A slow drag to the top rests at the highest detent.
    var arguments = ["mousemove", "200", "640", "mousedown", "1"]
    for y in stride(from: 600, through: 20, by: -40) { arguments += ["sleep", "0.03", "mousemove", "200", "\(y)"] }
    arguments += ["sleep", "0.3", "mouseup", "1"]
    try Self.xdotool(arguments, on: display)
    try Self.waitForWindow(titled: "Now Playing", on: display)
  }

  @Test("Control+P, the article's own shortcut, expands it")
  func controlPExpands() throws {
    let display = try VirtualDisplay()
    let player = try Self.open(on: display)
    defer { WindowSession.end(player) }
    // With no window manager, the keyboard's focus follows the pointer: the pointer over the window sends it
    // the key, and the window's own focus is the sheet's handle, its first focusable widget.
    try Self.xdotool(["mousemove", "200", "300", "key", "ctrl+p"], on: display)
    try Self.waitForWindow(titled: "Now Playing", on: display)
  }

  /// Starts the music player on `display` and waits for its window, titled "Music".
  static func open(on display: VirtualDisplay) throws -> Process {
    let player = Process()
    player.executableURL = WindowSession.product("music-player")
    player.environment = WindowSession.environment(display: display.name)
    player.standardOutput = FileHandle.nullDevice
    player.standardError = FileHandle.nullDevice
    try player.run()
    do {
      try waitForWindow(titled: "Music", on: display)
    } catch {
      WindowSession.end(player)
      throw error
    }
    return player
  }

  /// Waits, 20 s at most, until a window has exactly this title.
  static func waitForWindow(titled title: String, on display: VirtualDisplay) throws {
    do {
      try xdotool(["search", "--sync", "--name", "^\(title)$"], on: display, seconds: 20)
    } catch {
      throw SessionError("no window titled \(title) within 20 s")
    }
  }

  /// Runs xdotool and waits for it, `seconds` at most.
  static func xdotool(_ arguments: [String], on display: VirtualDisplay, seconds: Double = 30) throws {
    let xdotool = Process()
    xdotool.executableURL = URL(fileURLWithPath: try WindowSession.path(of: "xdotool"))
    xdotool.arguments = arguments
    xdotool.environment = WindowSession.environment(display: display.name)
    xdotool.standardOutput = FileHandle.nullDevice
    try xdotool.run()
    WindowSession.deadline(seconds, for: xdotool)
    xdotool.waitUntilExit()
    guard xdotool.terminationStatus == 0 else { throw SessionError("xdotool \(arguments) failed") }
  }
}
