import Foundation
import Testing

/// Issue 40, item 9: a shortcut of the app's own on the sheet's `shortcutController`, added with
/// PullUpGObject's `addShortcut(to:trigger:_:)` as the article shows it (`queue-keys --app-shortcut`:
/// Control+E expands the sheet), next to the sheet's own keys.
@Suite(
  "An app's own shortcut on the sheet's shortcut controller", .serialized,
  .enabled(if: WindowSession.missingTools == nil || windowTestsRequired), .timeLimit(.minutes(2)))
struct ShortcutTests {
  @Test("Control+E, the app's shortcut, expands a collapsed sheet; Escape and Down, the sheet's keys, still act")
  func appShortcutBesideTheSheetsKeys() throws {
    // The window's first focus is the sheet's handle; the sheet starts expanded.
    let sheet = try QueueSession(mode: "--sheet", options: ["--app-shortcut"])
    let escape = sheet.events.lines.count
    try sheet.xdotool(["key", "Escape"])
    try sheet.events.wait(from: escape, for: "the collapse after Escape, the sheet's key") { $0 == "state collapsed" }
    let control = sheet.events.lines.count
    try sheet.xdotool(["key", "ctrl+e"])
    try sheet.events.wait(from: control, for: "the app's shortcut") { $0 == "app shortcut" }
    try sheet.events.wait(from: control, for: "the sheet expanded by the app's shortcut") { $0 == "state expanded" }
    let down = sheet.events.lines.count
    try sheet.xdotool(["key", "Down"])
    try sheet.events.wait(from: down, for: "a detent down after Down, the sheet's key") { $0 == "state intermediate" }
  }

  @Test("Without the app's shortcut, Control+E leaves the collapsed sheet where it is")
  func controlEDoesNothingWithoutIt() throws {
    let sheet = try QueueSession(mode: "--sheet")
    let escape = sheet.events.lines.count
    try sheet.xdotool(["key", "Escape"])
    try sheet.events.wait(from: escape, for: "the collapse after Escape") { $0 == "state collapsed" }
    let control = sheet.events.lines.count
    try sheet.xdotool(["key", "ctrl+e", "sleep", "0.5"])
    let lines = Array(sheet.events.lines[control...])
    #expect(!lines.contains { $0.hasPrefix("state ") || $0 == "app shortcut" }, "Control+E moved the sheet: \(lines)")
  }
}
