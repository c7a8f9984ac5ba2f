import Foundation
import Testing

/// README's GTK quick start (`gtk-quick-start`, the region of its main.swift) as a reader runs it: it opens its
/// window and keeps running until the window closes.
@Suite(
  "README's GTK quick start", .serialized,
  .enabled(if: WindowSession.missingTools == nil || windowTestsRequired), .timeLimit(.minutes(1)))
struct QuickStartTests {
  @Test("It opens a window titled Quick start and keeps running")
  func opensItsWindow() throws {
    let display = try VirtualDisplay()
    let program = Process()
    program.executableURL = WindowSession.product("gtk-quick-start")
    program.environment = WindowSession.environment(display: display.name)
    program.standardOutput = FileHandle.nullDevice
    program.standardError = FileHandle.nullDevice
    try program.run()
    defer { WindowSession.end(program) }

    try MusicPlayerTests.waitForWindow(titled: "Quick start", on: display)
    #expect(program.isRunning)
  }
}
