// glib-main-loop-checks: runs every documented way of using a PullUp controller inside a real GLib main
// loop and prints a line per check, then "N passed, N failed"; with a display, it also checks the sheet
// widget in a window. Exit status 0 when all
// hold. `--without-main-actor-source` leaves out `GLibMainActor.install()`, to show what fails without it;
// `--only NAME` runs the check of that name alone.
import CGTK
import PullUpGObject
import PullUpGTK

#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#endif

let mainThread = pthread_self()
let arguments = CommandLine.arguments.dropFirst()
if !arguments.contains("--without-main-actor-source") { GLibMainActor.install() }
let loop = g_main_loop_new(nil, 0)!
/// The value after an option, if the option is given.
func value(of option: String) -> String? {
  arguments.firstIndex(of: option).flatMap { arguments.dropFirst($0 - arguments.startIndex + 1).first }
}
/// How long all the checks may take before the loop gives up on them, in seconds: `--limit SECONDS`.
let limit = value(of: "--limit").flatMap { UInt32($0) } ?? 60
var failed = 0
var passed = 0

// With a display, the checks that need a window run too.
let checks = (Checks.all + (gtk_init_check() != 0 ? Checks.window : [])).filter { check in
  value(of: "--only").map { $0 == check.name } ?? true
}
Task { @MainActor in
  for check in checks {
    if let failure = await check.run() {
      failed += 1
      print("FAIL \(check.name): \(failure)")
    } else {
      passed += 1
      print("PASS \(check.name)")
    }
  }
  g_main_loop_quit(loop)
}
fromGLib(afterMilliseconds: limit * 1000) {
  print("FAIL the checks did not finish within \(limit) s (main-actor jobs ran: \(passed + failed > 0))")
  failed += 1
  g_main_loop_quit(loop)
  return false
}
g_main_loop_run(loop)
print("\(passed) passed, \(failed) failed")
exit(failed == 0 && passed == checks.count ? 0 : 1)
