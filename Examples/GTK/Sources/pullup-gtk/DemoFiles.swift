import PullUp
import PullUpGTK
import PullUpScenario
import PullUpSystem

#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#endif

/// A JSON Lines file of the window's (`--log`, `--events`): a stream, not a document. It is written by
/// PullUpSystem's rules for output files (`PullUpOutputFile`) as a stream: a regular file is truncated
/// when the window opens and gets each line as it happens (one `write` per line, so a frame's line is in
/// the file by the end of the frame, for `tail -f` or a second terminal), and is synced when the session
/// ends; `/dev/stdout` (or `-`) and `/dev/fd/N` are written through the descriptor the shell gave; a FIFO
/// gets each line as it is written, and one with no reader is refused before the window opens, rather than
/// waited for. A recording (``DemoRecording``) is a document instead: written whole, then renamed into
/// place.
///
/// The first write that fails (`/dev/full`, a full disk) is said once on standard error, and nothing more
/// is written; the process then exits with status 1 at the end.
@MainActor
final class DemoLines {
  private let file: PullUpOutputFile
  private let path: String
  /// The first failure, in words, or `nil` while every line was written.
  private(set) var failure: String?

  /// Opens `path`, without waiting for a FIFO's reader.
  ///
  /// - Throws: `PullUpOutputFileError` naming the path and the reason.
  init(path: String) throws(PullUpOutputFileError) {
    self.path = path
    file = try PullUpOutputFile(path: path, waitingForReader: false, streaming: true)
  }

  /// Writes the line `line` makes, unless a line failed before.
  func write(_ line: () throws -> String) {
    guard failure == nil else { return }
    do {
      try file.write(try line())
    } catch {
      fail("\(error)")
    }
  }

  /// Syncs a regular file and closes it (or closes the stream); says so once if that fails.
  func commit() {
    do {
      try file.commit()
    } catch {
      if failure == nil { fail("\(error)") }
    }
  }

  private func fail(_ reason: String) {
    failure = reason
    printError("pullup-gtk: \(reason); no more lines are written to it, and pullup-gtk will exit with status 1")
  }
}

/// `--log FILE`: one JSON object per drawn frame, with the keys of `pullup simulate --format jsonl`'s frame
/// lines, `lagFrames`, and `sidePane` (whether the frame drew the sheet as a side pane, whose frame is then
/// not `sheetFrame`).
@MainActor
final class FrameLog {
  let file: DemoLines

  init(path: String) throws(PullUpOutputFileError) {
    file = try DemoLines(path: path)
  }

  /// Writes the frame's line: `pullup simulate --format jsonl`'s frame line, by the writer that writes it,
  /// and the window's own keys.
  func write(_ frame: PullUpSheetFrame) {
    let layout = frame.snapshot.layout
    file.write {
      try PullUpScenarioRecord.frameLine(
        frame.snapshot,
        adding: [
          "dimming": layout.dimmingAlpha, "container": layout.containerSize, "sheetFrame": layout.sheetFrame,
          "frameCounter": frame.frameCounter, "lagFrames": frame.lagFrames, "sidePane": frame.showsSidePane,
        ])
    }
  }
}

/// `--events FILE`: one JSON object per thing the window's content saw, for the window tests:
/// `{"kind":"state","state":"dragging"}` for each state the controller's `states` stream published,
/// `{"kind":"clicked","name":"Open now"}` for a button's click, `{"kind":"scale","value":42}` for the radius
/// slider's value, `{"kind":"focus","top":…,"bottom":…}` for the focused widget's edges in the window, in
/// points, and `{"kind":"scroll","value":…,"t":…}` for each value of the list's vertical adjustment, with GLib's
/// monotonic time in seconds, and `{"kind":"extent","upper":…,"page":…}` for each new extent of it.
@MainActor
final class EventLog {
  let file: DemoLines

  init(path: String) throws(PullUpOutputFileError) {
    file = try DemoLines(path: path)
  }

  func state(_ state: PullUpState) { write(["kind": "state", "state": state.rawValue]) }
  func clicked(_ name: String) { write(["kind": "clicked", "name": name]) }
  func scale(_ value: Double) { write(["kind": "scale", "value": value]) }
  func focus(top: Double, bottom: Double) { write(["kind": "focus", "top": top, "bottom": bottom]) }
  func scroll(_ value: Double, time: Double) { write(["kind": "scroll", "value": value, "t": time]) }
  func extent(upper: Double, page: Double) { write(["kind": "extent", "upper": upper, "page": page]) }

  /// Writes one line, by the writer of `pullup simulate --format jsonl`.
  private func write(_ members: KeyValuePairs<String, any Encodable>) {
    file.write { try PullUpScenarioRecord.jsonLine(members) }
  }
}
