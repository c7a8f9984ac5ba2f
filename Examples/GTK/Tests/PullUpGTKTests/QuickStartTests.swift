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
    let program = try ProgramWindow("gtk-quick-start", titled: "Quick start")
    #expect(program.isRunning)
  }
}
