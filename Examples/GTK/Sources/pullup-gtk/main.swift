// pullup-gtk: PullUp's sheet in a GTK 4 window, over a map, with a scrolling list of places.
//
// Everything here runs on the main thread, inside GLib's main loop: GTK's callbacks reach the controller
// through `assumeIsolated`, and `GLibMainActor` runs Swift's main-actor jobs (the recorder's replay at the
// end) inside the same loop. There is no top-level `await`: it would move this code off the main thread.
import CGTK
import PullUpGObject
import PullUpGTK
import PullUpScenario
import PullUpSystem

#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#endif

let arguments: DemoArguments
do {
  arguments = try DemoArguments(CommandLine.arguments.dropFirst())
} catch {
  printError("pullup-gtk: \(error)\n\(DemoArguments.usage)")
  exit(2)
}
if arguments.showsHelp {
  print(DemoArguments.usage)
  print(DemoArguments.help)
  exit(0)
}
// A log whose reader has gone (a FIFO, a pipe) fails its writes with EPIPE, which DemoLines says once,
// rather than ending the process and the session with SIGPIPE.
signal(SIGPIPE, SIG_IGN)
// Before the window opens, so that no session is lost to a path that cannot be written: the recording's
// path is checked, the logs are opened (a FIFO without waiting for its reader), and no two outputs may be
// one file, since the last written would replace the other.
var log: FrameLog?
var events: EventLog?
do {
  let outputs = [("--log", arguments.logPath), ("--events", arguments.eventsPath), ("--record", arguments.recordPath)]
    .compactMap { name, path in path.map { (name, $0) } }
  for (index, (name, path)) in outputs.enumerated() {
    for (otherName, other) in outputs[..<index] where PullUpOutputFile.isSameFile(path, as: other) {
      throw DemoArguments.Failure(
        description:
          "\(otherName) \(other.debugDescription) and \(name) \(path.debugDescription) are one file: give each its own")
    }
  }
  if let path = arguments.recordPath { try PullUpOutputFile.check(path) }
  log = try arguments.logPath.map(FrameLog.init(path:))
  events = try arguments.eventsPath.map(EventLog.init(path:))
} catch {
  printError("pullup-gtk: \(error)")
  exit(2)
}
DemoEnding.watchWarnings()
guard gtk_init_check() != 0 else {
  printError("pullup-gtk: no display: run it in a desktop session, or under Xvfb with DISPLAY set")
  // The logs' temporary files go with them; the files they would replace stay as they were.
  (log, events) = (nil, nil)
  exit(1)
}
DemoEnding.watchDisplay()
GLibMainActor.install()
if arguments.isPlain {
  let plain = PlainListWindow(arguments, events: events)
  let status = plain.run()
  events = nil
  exit(status)
}
let app: DemoApp
do {
  app = try DemoApp(arguments, log: log, events: events)
} catch {
  printError("pullup-gtk: \(error)")
  (log, events) = (nil, nil)
  exit(2)
}
let status = app.run()
// A signal that ended the session: its files are saved, and the process dies of it.
DemoEnding.dieOfSignalIfOne()
exit(status)

/// Writes a line to standard error.
func printError(_ line: String) {
  let text = line + "\n"
  _ = text.utf8CString.withUnsafeBufferPointer { write(2, $0.baseAddress, $0.count - 1) }
}
