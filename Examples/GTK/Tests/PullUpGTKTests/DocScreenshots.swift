import Foundation
import Testing

/// Where the docs' screenshots go, from `PULLUP_SCREENSHOTS`, or `nil` when they are not asked for.
let docScreenshotsFolder = ProcessInfo.processInfo.environment["PULLUP_SCREENSHOTS"].map {
  URL(fileURLWithPath: $0)
}

/// The screenshots the docs show, taken from the programs they show, so that a picture cannot go stale: README's
/// `Examples/Pictures/pullup-gtk.png` and the GTK article's `music-player.png`. `.ci/screenshots` runs this suite
/// with `PULLUP_SCREENSHOTS` naming a folder, which it writes each window into as a PPM image; the script
/// assembles the PNGs and compares them with the checked-in ones (or, with `--write`, replaces them). Without
/// the variable the suite does not run: it asserts nothing a window test does not.
///
/// Each picture is taken once the window has stopped changing: the program's own signal first where it has one
/// (pullup-gtk's log says the sheet rests; the music player's title says it is expanded), then captures of the
/// window until they have been the same for half a second, since GTK may still be painting what the signal
/// announced. The music player says nothing when it rests at half the window, so it runs with GTK's animations
/// off (`gtk-enable-animations`), which the sheet follows with a critically damped 0.2 s settle: no overshoot,
/// whose turning point could hold a pixel for a while, and no pixel held for more than some 50 ms on the way.
@Suite(
  "The docs' screenshots", .serialized, .enabled(if: docScreenshotsFolder != nil),
  .timeLimit(.minutes(2)))
struct DocScreenshots {
  @Test("README's pullup-gtk: the sheet at its middle detent over the map, after ↑ on the handle")
  func pullupGTK() throws {
    let session = try WindowSession(arguments: ["--size", "390x720"])
    let first = try session.firstRest(in: "collapsed")
    // With no window manager, the keyboard's focus follows the pointer; the handle has the window's focus first.
    _ = try session.rest(after: first.index, in: "intermediate", "rest at the middle detent") {
      try session.xdotool(["mousemove", "195", "100", "key", "Up"])
    }
    try Self.write(Self.stillCapture(windowNamed: "PullUp", on: session.display), as: "pullup-gtk.ppm")
    try session.quit()
  }

  @Test("The GTK article's music player: collapsed, at half the window after ↑, and expanded after End")
  func musicPlayer() throws {
    let configuration = FileManager.default.temporaryDirectory
      .appendingPathComponent("pullup-screenshots-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: configuration) }
    let gtk = configuration.appendingPathComponent("gtk-4.0")
    try FileManager.default.createDirectory(at: gtk, withIntermediateDirectories: true)
    try Data("[Settings]\ngtk-enable-animations=0\n".utf8).write(to: gtk.appendingPathComponent("settings.ini"))
    let player = try ProgramWindow(
      "music-player", titled: "Music", environment: ["XDG_CONFIG_HOME": configuration.path])
    let display = player.display.name
    try Self.write(Self.stillCapture(windowNamed: "Music", on: display), as: "music-player-collapsed.ppm")
    // The pointer over the window, away from the sheet, gives it the keys; the handle has its focus first.
    try player.xdotool(["mousemove", "200", "100", "key", "Up"])
    try Self.write(Self.stillCapture(windowNamed: "Music", on: display), as: "music-player-half.ppm")
    try player.xdotool(["key", "End"])
    try player.waitForWindow(titled: "Now Playing")
    try Self.write(Self.stillCapture(windowNamed: "Now Playing", on: display), as: "music-player-expanded.ppm")
  }

  /// How long the captures must stay the same, in seconds: ten times the longest a settle holds one pixel (a
  /// critically damped 0.2 s spring's last pixel, some 50 ms), and over twice the time a default spring (0.5 s,
  /// underdamped) spends within half a pixel of an overshoot's turning point.
  static let stillSeconds = 0.5

  /// The window titled `title`, captured until its captures have been the same for ``stillSeconds`` (20 s at
  /// most).
  static func stillCapture(windowNamed title: String, on display: String) throws -> Data {
    let deadline = Date(timeIntervalSinceNow: 20)
    var still: (image: Data, since: Date)?
    while Date() < deadline {
      let image = try capture(windowNamed: title, on: display)
      let now = Date()
      guard let current = still, current.image == image else {
        still = (image, now)
        continue
      }
      if now.timeIntervalSince(current.since) >= stillSeconds { return image }
    }
    throw SessionError("the window titled \(title) kept changing for 20 s")
  }

  /// One capture of the window titled `title`, as a binary PPM (no time stamps in it, unlike a PNG's).
  static func capture(windowNamed title: String, on display: String) throws -> Data {
    let script = #"exec import -window "$(xdotool search --name "^$1$" | head -n 1)" -depth 8 ppm:-"#
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/sh")
    process.arguments = ["-c", script, "capture", title]
    process.environment = WindowSession.environment(display: display)
    let output = Pipe()
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    try process.run()
    WindowSession.deadline(30, for: process)
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard process.terminationStatus == 0, !data.isEmpty else { throw SessionError("cannot capture \(title)") }
    return data
  }

  static func write(_ image: Data, as name: String) throws {
    let folder = try #require(docScreenshotsFolder)
    try image.write(to: folder.appendingPathComponent(name))
  }
}
