import CGTK
import PullUpSystem
import Synchronization

#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#endif

/// The ways a session ends other than `q` and the window's close, each of which keeps what was recorded.
///
/// - The signals of `PullUpSignalPolicy`, the table `pullup demo` follows too (`SIGINT`, `SIGTERM`,
///   `SIGHUP`, `SIGQUIT`): the first of each kind ends the session as `q` does (the handler writes the
///   signal's number into a pipe that a GLib source watches, so the loop quits in normal code); the logs
///   and the recording are saved, and then the process dies of the signal. A repeat the table ends at once
///   ends the process from the handler, with the signal's default action (for `SIGQUIT` a core, where
///   `ulimit -c` allows one, and never Swift's crash report); a repeat it ignores (`SIGHUP`) changes
///   nothing.
/// - The display lost (the X server died, or `xkill` closed the connection): Xlib calls its I/O error
///   handler, which GDK sets to end the process with `_exit(1)` and nothing said. pullup-gtk puts its own
///   in its place, which saves and says so, then exits with status 1.
/// - GDK's own message that the window is lost (domain `Gdk`, ``endsTheWindow(level:message:)``): GDK 4.8
///   warns "GdkSurface … unexpectedly destroyed" when another client destroys the window, and then fails an
///   assertion (`abort`), or "received an X Window System error" and then exits (`_exit(1)`). The
///   message comes first, in normal code: pullup-gtk prints it, saves, and exits with status 1 before GDK's
///   end comes. Other warnings of GDK's are only printed.
///
/// Everything here runs on the main thread, except the signal handler, which only uses atomics, `write`,
/// `sigaction` and `raise`.
@MainActor
enum DemoEnding {
  /// What the window does when its session must end at once, the main loop being unable to go on: it
  /// says `why` and saves. `nil` until the window opens.
  static var end: ((String) -> Void)?
  /// The first terminating signal received, or `0`: also one that came while the files were saved after
  /// `q`, which then ends the process as it would have.
  static var signal: Int32 { Int32(first.load(ordering: .acquiring)) }
  /// The first terminating signal's name, such as `SIGTERM`.
  static var signalName: String {
    switch signal {
    case SIGINT: "SIGINT"
    case SIGTERM: "SIGTERM"
    case SIGHUP: "SIGHUP"
    case SIGQUIT: "SIGQUIT"
    default: "signal \(signal)"
    }
  }

  /// Installs the signal handlers and the GLib source that quits `loop` for them.
  static func watchSignals(quitting loop: OpaquePointer) {
    var descriptors: [Int32] = [-1, -1]
    guard pipe(&descriptors) == 0 else { return }
    for descriptor in descriptors {
      _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC)
      _ = fcntl(descriptor, F_SETFL, O_NONBLOCK)  // a handler never waits on a full pipe
    }
    signalPipe.store(Int(descriptors[1]), ordering: .releasing)
    let quit: GUnixFDSourceFunc = { descriptor, _, loop in
      var byte: UInt8 = 0
      guard read(descriptor, &byte, 1) == 1 else { return 1 }
      g_main_loop_quit(OpaquePointer(loop))
      return 1  // G_SOURCE_CONTINUE: a signal of another kind while saving changes nothing more
    }
    _ = g_unix_fd_add_full(G_PRIORITY_HIGH, descriptors[0], G_IO_IN, quit, UnsafeMutableRawPointer(loop), nil)
    // A signal ignored when the window starts (`nohup`'s SIGHUP) stays ignored. One the parent left blocked
    // (a thread of Swift's task pool that started this process blocks them) is unblocked on this thread,
    // so that it arrives.
    // The table is read here, before any handler runs: a handler only reads the bits.
    let signals = PullUpSignalPolicy.sessionEnding
    repeatsIgnored.store(
      signals.filter { PullUpSignalPolicy.response(to: $0, repeated: true) == .ignore }.reduce(0) { $0 | 1 << Int($1) },
      ordering: .releasing)
    var handled = sigset_t()
    sigemptyset(&handled)
    for signal in signals where !isIgnored(signal) {
      install(noteTermination, for: signal)
      sigaddset(&handled, signal)
    }
    _ = pthread_sigmask(SIG_UNBLOCK, &handled, nil)
  }

  /// Ends the process as the first terminating signal's default action does, once its work is kept: the
  /// shell sees it die of the signal (status 128 + the signal). Returns when no signal came.
  static func dieOfSignalIfOne() {
    guard signal != 0 else { return }
    fflush(nil)
    install(nil, for: signal)
    var unblocked = sigset_t()
    sigemptyset(&unblocked)
    sigaddset(&unblocked, signal)
    _ = pthread_sigmask(SIG_UNBLOCK, &unblocked, nil)
    _ = raise(signal)
    _exit(128 + signal)
  }

  /// Puts pullup-gtk's X I/O error handler in the place of GDK's. Call after `gtk_init_check`, which opens
  /// the display and sets GDK's handler. Xlib is reached through `dlsym`, so that nothing links it and a
  /// display other than X11 (Wayland) simply has no such handler.
  static func watchDisplay() {
    typealias IOErrorHandler = @convention(c) (OpaquePointer?) -> Int32
    typealias SetIOErrorHandler = @convention(c) (IOErrorHandler?) -> IOErrorHandler?
    if let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "XSetIOErrorHandler") {
      let set = unsafeBitCast(symbol, to: SetIOErrorHandler.self)
      _ = set { _ in
        // Xlib calls this on the main thread, in normal code, and exits if it returns.
        MainActor.assumeIsolated {
          DemoEnding.end?("lost the connection to the display (the X server went away, or xkill closed it)")
        }
        _exit(1)
      }
    }
  }

  /// Watches GLib's log for GDK's warnings. Call once, before `gtk_init_check`: GLib takes a writer only
  /// before the first message.
  static func watchWarnings() {
    mainThread = pthread_self()
    g_log_set_writer_func(
      { level, fields, count, _ in
        let result = g_log_writer_default(level, fields, count, nil)
        guard let fields, DemoEnding.field("GLIB_DOMAIN", of: fields, count: Int(count)) == "Gdk",
          DemoEnding.endsTheWindow(level: level, message: DemoEnding.field("MESSAGE", of: fields, count: Int(count))),
          DemoEnding.isMainThread()
        else { return result }
        let ended = MainActor.assumeIsolated { () -> Bool in
          guard let end = DemoEnding.end else { return false }
          end("GDK warned of a problem with the window (above), after which it ends the process itself")
          return true
        }
        guard ended else { return result }
        _exit(1)
      }, nil, nil)
  }

  /// Whether this thread is the main thread (GDK warns from it; another thread's message is only printed).
  nonisolated static func isMainThread() -> Bool {
    pthread_equal(pthread_self(), mainThread) != 0
  }

  /// The main thread, which ``watchWarnings()`` runs on.
  nonisolated(unsafe) private static var mainThread = pthread_self()

  /// The messages of GDK 4.8 after which it ends the process itself: another client destroyed the window
  /// (its own assertion follows), and an X error (its handler then calls `_exit(1)`, or aborts in a debug
  /// build).
  nonisolated static let fatalMessages = ["unexpectedly destroyed", "received an X Window System error"]

  /// Whether a message of GDK's says the window is lost, GDK ending the process itself next: an error
  /// (`g_error` aborts), a message GLib was told to make fatal (`G_DEBUG=fatal-warnings`), or a warning or
  /// critical among ``fatalMessages``. Any other warning (a cursor missing from the theme, a bad XSETTINGS
  /// value) is printed, and the session goes on.
  nonisolated static func endsTheWindow(level: GLogLevelFlags, message: String?) -> Bool {
    let fatal = G_LOG_LEVEL_ERROR.rawValue | G_LOG_FLAG_FATAL.rawValue
    if level.rawValue & fatal != 0 { return true }
    let warning = G_LOG_LEVEL_CRITICAL.rawValue | G_LOG_LEVEL_WARNING.rawValue
    guard level.rawValue & warning != 0, let message else { return false }
    return fatalMessages.contains { message.contains($0) }
  }

  /// A field of a structured log message (`GLIB_DOMAIN`, `MESSAGE`), when it is a string.
  nonisolated static func field(_ key: String, of fields: UnsafePointer<GLogField>, count: Int) -> String? {
    for index in 0..<count where String(cString: fields[index].key) == key {
      guard let value = fields[index].value, fields[index].length < 0 else { return nil }
      return String(cString: value.assumingMemoryBound(to: CChar.self))
    }
    return nil
  }

  /// Whether `signal` is ignored now.
  static func isIgnored(_ signal: Int32) -> Bool {
    var current = sigaction()
    guard sigaction(signal, nil, &current) == 0 else { return false }
    #if canImport(Darwin)
      let handler = current.__sigaction_u.__sa_handler
    #else
      let handler = current.__sigaction_handler.sa_handler
    #endif
    return handler.map { unsafeBitCast($0, to: Int.self) } == 1  // SIG_IGN
  }

  /// Installs `handler` (or `SIG_DFL`) for `signal`. Async-signal-safe.
  nonisolated static func install(_ handler: (@convention(c) (Int32) -> Void)?, for signal: Int32) {
    var action = sigaction()
    #if canImport(Darwin)
      action.__sigaction_u.__sa_handler = handler
    #else
      action.__sigaction_handler.sa_handler = handler
    #endif
    sigemptyset(&action.sa_mask)
    _ = sigaction(signal, &action, nil)
  }

  /// The write end of the pipe the signal handler writes into, or `-1`.
  nonisolated static let signalPipe = Atomic<Int>(-1)
  /// The terminating signals received, one bit per signal number.
  nonisolated static let received = Atomic<Int>(0)
  /// The first terminating signal received, or `0`.
  nonisolated static let first = Atomic<Int>(0)
  /// The signals whose repeat changes nothing, by `PullUpSignalPolicy` (`SIGHUP`), one bit per signal number.
  nonisolated static let repeatsIgnored = Atomic<Int>(0)
}

/// The handler of `PullUpSignalPolicy.sessionEnding`: the first of a kind asks the loop to end the session;
/// a repeat ends the process at once, unless the table ignores it (`SIGHUP`). Async-signal-safe, and keeps
/// `errno`.
private func noteTermination(_ signal: Int32) {
  let saved = errno
  defer { errno = saved }
  let bit = 1 << Int(signal)
  let earlier = DemoEnding.received.bitwiseOr(bit, ordering: .acquiringAndReleasing).oldValue
  guard earlier & bit == 0 else {
    guard DemoEnding.repeatsIgnored.load(ordering: .acquiring) & bit == 0 else { return }
    // Blocked while this handler runs: delivered, with the default action, as it returns.
    DemoEnding.install(nil, for: signal)
    _ = raise(signal)
    return
  }
  _ = DemoEnding.first.compareExchange(expected: 0, desired: Int(signal), ordering: .acquiringAndReleasing)
  var byte = UInt8(truncatingIfNeeded: signal)
  _ = write(Int32(DemoEnding.signalPipe.load(ordering: .acquiring)), &byte, 1)
}
