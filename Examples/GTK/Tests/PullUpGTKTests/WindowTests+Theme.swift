import Foundation
import Testing

/// The toolkit's settings and theme, and the split view's divider, in the real window.
extension WindowTests {
  /// The longest a settle under reduced motion takes from its first moving frame to its last, in seconds:
  /// PullUp's reduced motion is a critically damped spring from rest (response 0.2 s), which comes to rest
  /// when nothing visible is left (within half a point, too slow to carry it further) from a 620-point move
  /// after about 0.32 s of its time; by PullUp 0.1's rule (within 0.01 pt, under 0.5 pt/s) it took 0.45 s,
  /// which this limit refuses. The times are the frame clock's, and both frames lie inside the settle, so a
  /// busy machine's late frames can shorten the span but never stretch it: measured to the frame at rest, one
  /// late frame after the settle's end added its whole gap, and the check failed under load.
  static let reducedSettleSeconds = 0.38

  @Test(
    "With GTK's animations off the sheet settles with reduced motion, after a key or a flick, and turning them on and off applies"
  )
  func animationsOff() throws {
    let session = try WindowSession(arguments: Self.size, settings: ["gtk-enable-animations": "0"])
    let first = try session.firstRest(in: "collapsed")
    let reduced = try settle(session, after: first.index, key: "End", to: "expanded")
    #expect(reduced.seconds <= Self.reducedSettleSeconds, "a reduced settle took \(reduced.seconds) s")
    #expect(reduced.monotonic, "a reduced settle never overshoots: \(reduced.heights)")

    // A flick's release: the settle starts from rest, without the flick's velocity, so it never overshoots.
    let start = Int(try session.frame(reduced.index).sheetY) + 11
    let released = try session.rest(after: reduced.index, "rest after a flick down") {
      try session.drag(from: (200, start), through: (1...5).map { (200, start + 24 * $0) }, stepSeconds: 0.01)
    }
    let settling = try (reduced.index...released.index).map(session.frame).filter { $0.phase == "settling" }
    #expect(!settling.isEmpty, "the release settled over frames, not at once")
    let heights = settling.map(\.height) + [released.frame.height]
    #expect(zip(heights, heights.dropFirst()).allSatisfy { $0 >= $1 }, "the release's settle overshot: \(heights)")
    #expect(
      (settling.last?.time ?? 0) - (settling.first?.time ?? 0) <= Self.reducedSettleSeconds,
      "the release's settle took too long: \(settling.map(\.time))")

    // `a` sets gtk-enable-animations on GtkSettings, as a settings daemon would: the widget hears `notify`.
    try session.xdotool(["key", "a"])
    let animated = try settle(session, after: released.index, key: "Home", to: "collapsed")
    #expect(animated.seconds > Self.reducedSettleSeconds, "with animations on, the spring took \(animated.seconds) s")
    try session.xdotool(["key", "a"])
    let again = try settle(session, after: animated.index, key: "End", to: "expanded")
    #expect(again.seconds <= Self.reducedSettleSeconds, "animations off again: the settle took \(again.seconds) s")
    #expect(again.monotonic, "\(again.heights)")
    try session.quit()
  }

  @Test(
    "In the dark, high-contrast and default themes the sheet's text is readable on its background",
    arguments: [
      ("dark", ["gtk-application-prefer-dark-theme": "1"]), ("high contrast", ["gtk-theme-name": "Default-hc"]),
      ("default", [:]),
    ])
  func themeIsReadable(_ theme: String, settings: [String: String]) throws {
    let session = try WindowSession(arguments: Self.size, settings: settings)
    let first = try session.firstRest(in: "collapsed")
    let shot = try session.screenshot()
    let top = Int(first.frame.sheetY.rounded())
    // The handle's strip, clear of the grabber: the sheet's own background.
    let background = Self.luminance(shot.pixel(x: Self.screenshotColumn, y: top + 6))
    // The header's title ("Nearby"), in the header's left 85 points: its glyphs are the extreme pixels.
    let title = (top + 30..<top + 55).flatMap { y in (10..<95).map { Self.luminance(shot.pixel(x: $0, y: y)) } }
    let text = (background < 0.5 ? title.max() : title.min()) ?? background
    let contrast = (max(text, background) + 0.05) / (min(text, background) + 0.05)
    #expect(
      contrast >= 7, "\(theme): the title's contrast on the sheet is \(contrast) (text \(text), sheet \(background))")
    switch theme {
    case "dark":
      #expect(background < 0.1, "the dark sheet's background is dark: luminance \(background)")
      #expect(text > 0.6, "the dark sheet's text is light: luminance \(text)")
    default:
      #expect(background > 0.8, "\(theme): the sheet's background is light: luminance \(background)")
      #expect(text < 0.1, "\(theme): the sheet's text is dark: luminance \(text)")
    }
    try session.quit()
  }

  @Test("CSS above the widget's lowest priority wins: a colour definition of the user's and a rule for the handle")
  func userStyleWins() throws {
    let css = "@define-color window_bg_color #ff0000;\npullup-sheet > pullup-handle { color: #0000ff; }\n"
    let session = try WindowSession(arguments: Self.size, css: css)
    let first = try session.firstRest(in: "collapsed")
    let top = Int(first.frame.sheetY.rounded())
    let shot = try session.screenshot()
    #expect(shot.pixel(x: Self.screenshotColumn, y: top + 6) == (255, 0, 0), "the sheet is the user's window_bg_color")
    // The collapsed sheet's grabber points up: its tip is 3 points above the strip's middle, at 11 points.
    let grabber = (top + 6...top + 10).map { shot.pixel(x: 200, y: $0) }
    #expect(grabber.contains { $0 == (0, 0, 255) }, "the grabber is drawn in the handle's CSS colour: \(grabber)")
    try session.quit()
  }

  @Test("A split view's divider is a bar across the pane: square corners, no shadow, the resize cursor")
  func divider() throws {
    let session = try WindowSession(arguments: ["--preset", "splitView"] + Self.size)
    let first = try session.firstRest()
    let shot = try session.screenshot()
    let top = Int(first.frame.sheetY.rounded())
    // Square corners: the divider's top row is one colour from edge to edge.
    let row = shot.pixel(x: 100, y: top)
    #expect(shot.pixel(x: 0, y: top) == row && shot.pixel(x: Self.width - 1, y: top) == row, "a rounded corner")
    // No shadow: the map's rows just above the divider are the map's own colours.
    for y in top - 6..<top {
      let pixel = shot.pixel(x: 60, y: y)
      #expect(Self.mapColors.contains { Self.close($0, pixel) }, "row \(y) above the divider is shaded: \(pixel)")
    }
    // The resize cursor over the divider, the default one over the pane's content. Where a cursor theme has
    // it (Adwaita's), the X server knows it by its name; without one GDK makes it from X's cursor font,
    // unnamed, and only its serial tells it from the default.
    try session.xdotool(["mousemove", "100", "\(top + 11)", "sleep", "0.3"])
    let overDivider = try session.cursor()
    try session.xdotool(["mousemove", "100", "\(top + 120)", "sleep", "0.3"])
    let overContent = try session.cursor()
    #expect(overDivider.serial != overContent.serial, "the cursor changes over the divider")
    if FileManager.default.fileExists(atPath: "/usr/share/icons/Adwaita/cursors/row-resize") {
      #expect(overDivider.name == "row-resize", "the divider's cursor: \(String(describing: overDivider.name))")
      #expect(overContent.name != "row-resize", "the resize cursor stays on the divider")
    }
    // A drag on the divider moves the split, which stays where it is let go.
    let moved = try session.rest(after: first.index, "rest after dragging the divider") {
      try session.drag(
        from: (100, top + 11), through: (1...10).map { (100, top + 11 - 10 * $0) }, stepSeconds: 0.03,
        holdSeconds: 0.2)
    }
    #expect(
      abs(moved.frame.height - (first.frame.height + 100)) <= 12, "the divider followed the pointer 100 points up")
    try session.quit()

    // The sheet, for contrast: its top corners are rounded, so the corner pixel is the map's.
    let sheet = try WindowSession(arguments: Self.size)
    let sheetTop = Int(try sheet.firstRest(in: "collapsed").frame.sheetY.rounded())
    let sheetShot = try sheet.screenshot()
    #expect(sheetShot.pixel(x: 0, y: sheetTop) != sheetShot.pixel(x: 100, y: sheetTop), "a sheet's corner is rounded")
    try sheet.quit()
  }

  @Test("The handle's strip takes the height it is given: a 60-point strip puts the header 38 points lower")
  func handleHeight() throws {
    let session = try WindowSession(arguments: ["--handle-height", "60"] + Self.size)
    let first = try session.firstRest(in: "collapsed")
    let top = Int(first.frame.sheetY.rounded())
    // The strip is the sheet's background all the way down (the default strip ends at 22, the header below).
    let shot = try session.screenshot()
    let strip = (top + 2..<top + 58).map { shot.pixel(x: Self.buttonX, y: $0) }
    #expect(
      strip.allSatisfy { Self.close(Self.sheetColor, $0) },
      "the strip is the sheet's colour: \(Set(strip.map { "\($0)" }))")
    // The header's button is in the middle of the header, 60 + 20 points below the sheet's top edge, where
    // the default strip has the list's first row.
    let settled = try session.events.wait(for: "the first state") { (try? EventLine($0))?.state == "collapsed" }
    try session.xdotool(["mousemove", "\(Self.buttonX)", "\(top + 78)", "click", "1"])
    try session.events.wait(from: settled, for: "the button's click") { (try? EventLine($0))?.clicked == "Open now" }
    try session.quit()
  }

  @Test("Past the breakpoint the sheet is a side pane beside the map, which keeps its place for the narrow window")
  func sidePane() throws {
    let session = try WindowSession(arguments: ["--side-pane-breakpoint", "700"] + Self.size)
    let first = try session.firstRest(in: "collapsed")
    #expect(!first.frame.sidePane, "400 points is narrower than the breakpoint")
    let middle = try session.rest(after: first.index, in: "intermediate", "rest at the middle detent") {
      try session.xdotool(["key", "Up"])
    }
    let window = try session.windowIdentifier()
    var mark = session.logLines.lines.count
    try session.xdotool(["windowsize", window, "900", "\(Self.height)"])
    let wideIndex = try session.logLines.wait(from: mark, for: "a side pane in the wide window") {
      guard let frame = try? FrameLine($0) else { return false }
      return frame.sidePane && frame.containerWidth == 900
    }
    #expect(try session.frame(wideIndex).detent == middle.frame.detent, "the controller keeps its detent")
    // The pane: 315 points (35 % of 900), the sheet's colour from top to bottom; the map beside it.
    let shot = try session.screenshot()
    for y in [2, 300, Self.height - 2] {
      #expect(
        Self.close(Self.sheetColor, shot.pixel(x: 300, y: y)), "the pane at row \(y): \(shot.pixel(x: 300, y: y))")
      #expect(!Self.close(Self.sheetColor, shot.pixel(x: 330, y: y)), "the map beside the pane at row \(y)")
    }
    // A drag on the pane is the content's: the sheet never follows it.
    mark = session.logLines.lines.count
    try session.drag(from: (150, 500), through: (1...10).map { (150, 500 - 20 * $0) }, stepSeconds: 0.02)
    try session.xdotool(["sleep", "0.3"])
    let during = try session.logLines.lines.indices.dropFirst(mark).map(session.frame)
    #expect(during.allSatisfy { $0.phase == "resting" && $0.detent == middle.frame.detent }, "the sheet moved")
    // Narrow again: the sheet is back at the middle detent, drawn there.
    mark = session.logLines.lines.count
    try session.xdotool(["windowsize", window, "\(Self.width)", "\(Self.height)"])
    let narrowIndex = try session.logLines.wait(from: mark, for: "the sheet in the narrow window") {
      guard let frame = try? FrameLine($0) else { return false }
      return !frame.sidePane && frame.containerWidth == Double(Self.width) && frame.phase == "resting"
    }
    let narrow = try session.frame(narrowIndex)
    #expect(narrow.detent == middle.frame.detent && narrow.height == middle.frame.height)
    try expectScreenshotEdge(session, at: narrow.sheetY)
    try session.quit()
  }

  /// Waits for the settle `key` starts to rest in `state`.
  ///
  /// - Returns: The rest's index, the time from the first moving frame to the last, the heights drawn, and
  ///   whether they only moved towards the rest.
  func settle(_ session: WindowSession, after start: Int, key: String, to state: String) throws
    -> (index: Int, seconds: Double, heights: [Double], monotonic: Bool)
  {
    let mark = max(start + 1, session.logLines.lines.count)
    let rest = try session.rest(after: start, in: state, "rest \(state) after \(key)") {
      try session.xdotool(["key", key])
    }
    let frames = try (mark...rest.index).map(session.frame)
    let moving = frames.drop { $0.phase == "resting" }
    let heights = moving.map(\.height)
    let up = rest.frame.height >= (frames.first?.height ?? 0)
    let monotonic = zip(heights, heights.dropFirst()).allSatisfy { up ? $0 <= $1 : $0 >= $1 }
    let span = (moving.last { $0.phase != "resting" }?.time ?? 0) - (moving.first?.time ?? 0)
    return (rest.index, span, heights, monotonic)
  }

  /// The map's colours (MapView.swift), as 8-bit RGB: the ground, blocks, parks and water.
  static let mapColors: [(UInt8, UInt8, UInt8)] = [
    eightBit(0.93, 0.92, 0.88), eightBit(0.87, 0.85, 0.80), eightBit(0.74, 0.87, 0.67), eightBit(0.65, 0.80, 0.93),
  ]

  /// A cairo colour as 8-bit RGB.
  static func eightBit(_ red: Double, _ green: Double, _ blue: Double) -> (UInt8, UInt8, UInt8) {
    (UInt8((red * 255).rounded()), UInt8((green * 255).rounded()), UInt8((blue * 255).rounded()))
  }

  /// Whether two colours differ by at most 2 in each channel.
  static func close(_ a: (UInt8, UInt8, UInt8), _ b: (red: UInt8, green: UInt8, blue: UInt8)) -> Bool {
    abs(Int(a.0) - Int(b.red)) <= 2 && abs(Int(a.1) - Int(b.green)) <= 2 && abs(Int(a.2) - Int(b.blue)) <= 2
  }

  /// A pixel's relative luminance (WCAG 2: sRGB linearised, weighted 0.2126, 0.7152, 0.0722), 0 to 1.
  static func luminance(_ pixel: (red: UInt8, green: UInt8, blue: UInt8)) -> Double {
    func linear(_ channel: UInt8) -> Double {
      let value = Double(channel) / 255
      return value <= 0.039_28 ? value / 12.92 : pow((value + 0.055) / 1.055, 2.4)
    }
    return 0.2126 * linear(pixel.red) + 0.7152 * linear(pixel.green) + 0.0722 * linear(pixel.blue)
  }
}
