import Foundation

/// One of this package's programs (the article's music player, README's quick start, the sheet from a `.ui`
/// file) in a window on a virtual display of its own, watched by its title and driven by xdotool, as a person
/// would use it. The process ends with the object.
final class ProgramWindow {
  let display: VirtualDisplay
  private let process: Process

  /// A slow drag of a 400 × 700 window's collapsed handle (72 pt above the bottom) to the top, which rests at
  /// the highest detent.
  static let dragHandleToTop: [String] = {
    var arguments = ["mousemove", "200", "640", "mousedown", "1"]
    for y in stride(from: 600, through: 20, by: -40) { arguments += ["sleep", "0.03", "mousemove", "200", "\(y)"] }
    return arguments + ["sleep", "0.3", "mouseup", "1"]
  }()

  /// Starts `product` on a display of its own and waits for its window, titled `title`.
  ///
  /// - Parameter environment: Variables for the program besides the display's, such as `XDG_CONFIG_HOME`.
  init(_ product: String, titled title: String, environment: [String: String] = [:]) throws {
    display = try VirtualDisplay()
    process = Process()
    process.executableURL = WindowSession.product(product)
    process.environment = WindowSession.environment(display: display.name).merging(environment) { $1 }
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    try process.run()
    try waitForWindow(titled: title)
  }

  deinit { WindowSession.end(process) }

  /// Whether the program still runs.
  var isRunning: Bool { process.isRunning }

  /// Waits, 20 s at most, until a window has exactly this title.
  func waitForWindow(titled title: String) throws {
    do {
      try Self.xdotool(["search", "--sync", "--name", "^\(title)$"], on: display, seconds: 20)
    } catch {
      throw SessionError("no window titled \(title) within 20 s")
    }
  }

  /// Runs xdotool on the program's display and waits for it.
  func xdotool(_ arguments: [String]) throws { try Self.xdotool(arguments, on: display) }

  /// Runs xdotool on `display` and waits for it, `seconds` at most.
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
