import PullUp
import PullUpGTK

#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#endif

/// A log or recording file that cannot be written, in words.
struct DemoFileError: Error, CustomStringConvertible {
  let description: String

  /// The error for a failed system call on `path`, with errno's words.
  static func system(_ action: String, _ path: String) -> DemoFileError {
    DemoFileError(description: "cannot \(action) \(path.debugDescription): \(String(cString: strerror(errno)))")
  }
}

/// The system's `write`, which `DemoFile.write(_:)` hides by name.
private func systemWrite(_ descriptor: Int32, _ bytes: UnsafeRawPointer?, _ count: Int) -> Int {
  write(descriptor, bytes, count)
}

/// A file written through the system calls, line by line, so that a reader sees each line as it is written.
final class DemoFile {
  private let descriptor: Int32

  /// Creates or truncates the file.
  ///
  /// - Throws: ``DemoFileError`` when it cannot be opened for writing.
  init(path: String) throws(DemoFileError) {
    descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
    guard descriptor >= 0 else { throw .system("write", path) }
  }

  deinit { close(descriptor) }

  /// Writes all of `text`.
  ///
  /// - Returns: Whether every byte was written.
  @discardableResult
  func write(_ text: String) -> Bool {
    var bytes = Array(text.utf8)[...]
    while !bytes.isEmpty {
      let written = bytes.withUnsafeBytes { systemWrite(descriptor, $0.baseAddress, $0.count) }
      if written < 0, errno == EINTR { continue }
      guard written > 0 else { return false }
      bytes = bytes.dropFirst(written)
    }
    return true
  }

  /// Checks, before a session starts, that a file can be created at `path`: not a directory, in a folder
  /// that exists and may be written.
  ///
  /// - Throws: ``DemoFileError`` saying which.
  static func checkWritable(_ path: String) throws(DemoFileError) {
    var status = stat()
    if stat(path, &status) == 0 {
      guard status.st_mode & S_IFMT != S_IFDIR else {
        throw DemoFileError(description: "\(path.debugDescription) is a folder")
      }
      guard access(path, W_OK) == 0 else { throw .system("write", path) }
      return
    }
    let folder = path.contains("/") ? String(path[..<path.lastIndex(of: "/")!]) : "."
    guard access(folder.isEmpty ? "/" : folder, W_OK) == 0 else { throw .system("write into the folder of", path) }
  }
}

/// `--log FILE`: one JSON object per drawn frame, with the keys of `pullup simulate --format jsonl`'s frame
/// lines, `lagFrames`, and `sidePane` (whether the frame drew the sheet as a side pane, whose frame is then
/// not `sheetFrame`).
@MainActor
final class FrameLog {
  private let file: DemoFile

  init(path: String) throws(DemoFileError) {
    file = try DemoFile(path: path)
  }

  func write(_ frame: PullUpSheetFrame) {
    let snapshot = frame.snapshot
    let sheet = snapshot.layout.sheetFrame
    let members: [(String, String)] = [
      ("t", number(snapshot.time)), ("kind", "\"frame\""), ("state", "\"\(snapshot.state.rawValue)\""),
      ("phase", "\"\(snapshot.phase.rawValue)\""), ("height", number(snapshot.height)),
      ("hidden", "\(snapshot.isHidden)"), ("heightVelocity", number(snapshot.heightVelocity)),
      ("restingHeight", number(snapshot.restingHeight)), ("detent", snapshot.detentIndex.map { "\($0)" } ?? "null"),
      ("contentOffset", number(snapshot.contentOffset)),
      ("contentScrollEnabled", "\(snapshot.isContentScrollEnabled)"),
      ("keyboardHeight", number(snapshot.keyboardHeight)),
      ("dimming", number(snapshot.layout.dimmingAlpha)),
      (
        "container",
        "{\"width\":\(number(snapshot.layout.containerSize.width)),\"height\":\(number(snapshot.layout.containerSize.height))}"
      ),
      (
        "sheetFrame",
        "{\"x\":\(number(sheet.x)),\"y\":\(number(sheet.y)),\"width\":\(number(sheet.width)),\"height\":\(number(sheet.height))}"
      ),
      ("frameCounter", "\(frame.frameCounter)"), ("lagFrames", frame.lagFrames.map { "\($0)" } ?? "null"),
      ("sidePane", frame.showsSidePane ? "true" : "false"),
    ]
    file.write("{" + members.map { "\"\($0.0)\":\($0.1)" }.joined(separator: ",") + "}\n")
  }

  /// A number as JSON: the shortest form that reads back to the same `Double` (Swift's description).
  private func number(_ value: Double) -> String {
    value.isFinite ? "\(value)" : "null"
  }
}

/// `--events FILE`: one JSON object per thing the window's content saw, for the window tests:
/// `{"kind":"state","state":"dragging"}` for each state the controller's `states` stream published,
/// `{"kind":"clicked","name":"Open now"}` for a button's click, `{"kind":"scale","value":42}` for the radius
/// slider's value, and `{"kind":"focus","top":…,"bottom":…}` for the focused widget's edges in the window, in
/// points.
@MainActor
final class EventLog {
  private let file: DemoFile

  init(path: String) throws(DemoFileError) {
    file = try DemoFile(path: path)
  }

  func state(_ state: PullUpState) { write("state", ("state", "\"\(state.rawValue)\"")) }
  func clicked(_ name: String) { write("clicked", ("name", "\"\(name)\"")) }
  func scale(_ value: Double) { write("scale", ("value", "\(value)")) }
  func focus(top: Double, bottom: Double) { write("focus", ("top", "\(top)"), ("bottom", "\(bottom)")) }

  private func write(_ kind: String, _ members: (String, String)...) {
    let fields = [("kind", "\"\(kind)\"")] + members
    file.write("{" + fields.map { "\"\($0.0)\":\($0.1)" }.joined(separator: ",") + "}\n")
  }
}
