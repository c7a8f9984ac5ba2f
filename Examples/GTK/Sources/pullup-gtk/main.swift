// pullup-gtk: PullUp's sheet in a GTK 4 window, over a map, with a scrolling list of places.
//
// Everything here runs on the main thread, inside GLib's main loop: GTK's callbacks reach the controller
// through `assumeIsolated`, and `GLibMainActor` runs Swift's main-actor jobs (the recorder's replay at the
// end) inside the same loop. There is no top-level `await`: it would move this code off the main thread.
import CGTK
import PullUpGTK

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
do {
  // Before the window opens, so that no session is lost to a path that cannot be written.
  for path in [arguments.logPath, arguments.eventsPath, arguments.recordPath].compactMap(\.self) {
    try DemoFile.checkWritable(path)
  }
} catch {
  printError("pullup-gtk: \(error)")
  exit(2)
}
guard gtk_init_check() != 0 else {
  printError("pullup-gtk: no display: run it in a desktop session, or under Xvfb with DISPLAY set")
  exit(1)
}
GLibMainActor.install()
let app: DemoApp
do {
  app = try DemoApp(arguments)
} catch {
  printError("pullup-gtk: \(error)")
  exit(2)
}
do {
  try app.run()
} catch {
  // The session ran; only its recording could not be written (the message says where it was kept).
  printError("pullup-gtk: \(error)")
  exit(1)
}

/// Writes a line to standard error.
func printError(_ line: String) {
  let text = line + "\n"
  _ = text.utf8CString.withUnsafeBufferPointer { write(2, $0.baseAddress, $0.count - 1) }
}
