import Foundation
import Testing

/// The article's music player ("A sheet in your GTK app") as a person uses it: it opens with the mini
/// player, and a drag of the handle to the top expands the sheet, which its `for await` loop reports.
@Suite(
  "The GTK article's music player", .serialized,
  .enabled(if: WindowSession.missingTools == nil || windowTestsRequired), .timeLimit(.minutes(2)))
struct MusicPlayerTests {
  @Test("It opens collapsed, and a drag of the handle to the top expands it")
  func dragExpands() throws {
    let display = try VirtualDisplay()
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("music-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let statesPath = folder.appendingPathComponent("states").path
    guard mkfifo(statesPath, 0o600) == 0 else { throw SessionError("cannot make the states' FIFO") }
    let states = LineCollector(fifo: statesPath)
    let player = Process()
    player.executableURL = WindowSession.product("music-player")
    player.arguments = ["--states", statesPath]
    player.environment = WindowSession.environment(display: display.name)
    player.standardOutput = FileHandle.nullDevice
    player.standardError = FileHandle.nullDevice
    try player.run()
    defer { WindowSession.end(player) }

    try states.wait(for: "the first state", until: { $0 == "collapsed" })
    // The window is 400 × 700 at the screen's origin; the handle is the sheet's top strip, 72 pt above
    // the bottom. A slow drag to the top rests at the highest detent.
    var arguments = ["mousemove", "200", "640", "mousedown", "1"]
    for y in stride(from: 600, through: 20, by: -40) { arguments += ["sleep", "0.03", "mousemove", "200", "\(y)"] }
    arguments += ["sleep", "0.3", "mouseup", "1"]
    let xdotool = Process()
    xdotool.executableURL = URL(fileURLWithPath: try WindowSession.path(of: "xdotool"))
    xdotool.arguments = arguments
    xdotool.environment = WindowSession.environment(display: display.name)
    try xdotool.run()
    WindowSession.deadline(30, for: xdotool)
    xdotool.waitUntilExit()
    #expect(xdotool.terminationStatus == 0)

    let dragging = try states.wait(for: "dragging", until: { $0 == "dragging" })
    try states.wait(from: dragging, for: "expanded after the drag", until: { $0 == "expanded" })
  }
}
