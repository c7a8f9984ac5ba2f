import Foundation
import Testing

/// The article's music player ("A sheet in your GTK app"), whose main.swift is the article's code word for
/// word, as a person uses it: it opens with the window titled "Music", and a drag of the handle to the top, or
/// the article's own shortcut, expands the sheet, which its `for await` loop shows by titling the window
/// "Now Playing".
@Suite(
  "The GTK article's music player", .serialized,
  .enabled(if: WindowSession.missingTools == nil || windowTestsRequired), .timeLimit(.minutes(2)))
struct MusicPlayerTests {
  @Test("It opens collapsed, and a drag of the handle to the top expands it")
  func dragExpands() throws {
    let player = try ProgramWindow("music-player", titled: "Music")
    try player.xdotool(ProgramWindow.dragHandleToTop)
    try player.waitForWindow(titled: "Now Playing")
  }

  @Test(
    "The handle has the keyboard focus when the window opens, as the article says: End, with no Tab first, expands it")
  func handleHasTheFocusFirst() throws {
    let player = try ProgramWindow("music-player", titled: "Music")
    // With no window manager, the keyboard's focus follows the pointer: the pointer over the window sends it
    // the key.
    try player.xdotool(["mousemove", "200", "300", "key", "End"])
    try player.waitForWindow(titled: "Now Playing")
  }

  @Test("Control+P, the article's own shortcut, expands it")
  func controlPExpands() throws {
    let player = try ProgramWindow("music-player", titled: "Music")
    // With no window manager, the keyboard's focus follows the pointer: the pointer over the window sends it
    // the key, and the window's own focus is the sheet's handle, its first focusable widget.
    try player.xdotool(["mousemove", "200", "300", "key", "ctrl+p"])
    try player.waitForWindow(titled: "Now Playing")
  }
}
