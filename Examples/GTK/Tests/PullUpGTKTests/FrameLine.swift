import Foundation

/// One line of `pullup-gtk --log`.
struct FrameLine {
  let time: Double
  let state: String
  let phase: String
  let height: Double
  let hidden: Bool
  let detent: Int?
  let contentOffset: Double
  let dimming: Double
  let sheetY: Double
  let containerHeight: Double
  let lagFrames: Int?
  /// Whether the frame drew the sheet as a side pane.
  let sidePane: Bool
  let containerWidth: Double

  init(_ line: String) throws {
    guard let object = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any],
      object["kind"] as? String == "frame", let time = object["t"] as? Double, let state = object["state"] as? String,
      let phase = object["phase"] as? String, let height = object["height"] as? Double,
      let hidden = object["hidden"] as? Bool,
      let contentOffset = object["contentOffset"] as? Double, let dimming = object["dimming"] as? Double,
      let sheet = object["sheetFrame"] as? [String: Any], let sheetY = sheet["y"] as? Double,
      let container = object["container"] as? [String: Any], let containerHeight = container["height"] as? Double
    else { throw SessionError("not a frame line: \(line)") }
    self.time = time
    self.state = state
    self.phase = phase
    self.height = height
    self.hidden = hidden
    self.detent = object["detent"] as? Int
    self.contentOffset = contentOffset
    self.dimming = dimming
    self.sheetY = sheetY
    self.containerHeight = containerHeight
    self.lagFrames = object["lagFrames"] as? Int
    self.sidePane = object["sidePane"] as? Bool ?? false
    self.containerWidth = container["width"] as? Double ?? 0
  }

  /// Whether a line is a frame of a sheet at rest in `state` (any state when `nil`).
  static func rests(_ line: String, in state: String? = nil) -> Bool {
    guard let frame = try? FrameLine(line) else { return false }
    return frame.phase == "resting" && (state == nil || frame.state == state)
  }
}

/// One line of `pullup-gtk --events`.
struct EventLine {
  let kind: String
  let object: [String: Any]

  init(_ line: String) throws {
    guard let object = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any],
      let kind = object["kind"] as? String
    else { throw SessionError("not an event line: \(line)") }
    self.kind = kind
    self.object = object
  }

  /// The state of a `state` line.
  var state: String? { kind == "state" ? object["state"] as? String : nil }
  /// The button of a `clicked` line.
  var clicked: String? { kind == "clicked" ? object["name"] as? String : nil }
  /// The slider's value of a `scale` line.
  var scaleValue: Double? { kind == "scale" ? object["value"] as? Double : nil }
  /// The focused widget's top and bottom edges in the window, of a `focus` line.
  var focus: (top: Double, bottom: Double)? {
    guard kind == "focus", let top = object["top"] as? Double, let bottom = object["bottom"] as? Double else {
      return nil
    }
    return (top, bottom)
  }

  /// The list's offset and the window's monotonic time in seconds, of a `scroll` line.
  var scroll: (value: Double, time: Double)? {
    guard kind == "scroll", let value = object["value"] as? Double, let time = object["t"] as? Double else {
      return nil
    }
    return (value, time)
  }
  /// The list's extent of an `extent` line: how far it scrolls, in points.
  var scrollMaximum: Double? {
    guard kind == "extent", let upper = object["upper"] as? Double, let page = object["page"] as? Double, page > 0
    else { return nil }
    return upper - page
  }

  /// Whether a line is an event of `kind`.
  static func `is`(_ line: String, _ kind: String) -> Bool { (try? EventLine(line))?.kind == kind }
}

extension LineCollector {
  /// Does `action` and waits for the first frame at rest after the sheet moved, in this frame log: a frame drawn
  /// at rest before the window handled the action (GTK may lay out again) is not the action's rest.
  func rest(
    after start: Int, in state: String?, _ what: String, _ action: () throws -> Void
  ) throws -> (index: Int, frame: FrameLine) {
    let mark = max(start + 1, lines.count)
    try action()
    let moving = try wait(from: mark, for: "the sheet moving (\(what))") { !FrameLine.rests($0) }
    let index = try wait(from: moving, for: what) { FrameLine.rests($0, in: state) }
    return (index, try FrameLine(lines[index]))
  }
}
