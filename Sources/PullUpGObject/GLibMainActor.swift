#if GTK  // PullUpGObject builds with the package's GTK trait (Package.swift); without it, it is empty.
  import CGTK
  import Dispatch

  #if canImport(Darwin)
    import Darwin
  #elseif canImport(Glibc)
    import Glibc
  #endif

  /// Runs Swift's main-actor jobs inside GLib's main loop.
  ///
  /// On Linux, Swift enqueues every main-actor job on libdispatch's main queue, and only a loop that drains
  /// that queue runs them: `dispatch_main()`, Foundation's `RunLoop`, or an async `main`. A GTK program's
  /// main thread sits in GLib's loop instead, so without this a `Task { @MainActor in … }` never starts,
  /// `await MainActor.run { … }` never returns, and a main-actor renderer, delegate, `PullUpModel` or
  /// `for await` loop never runs. Synchronous main-actor code (GTK's callbacks through
  /// `MainActor.assumeIsolated`) works either way: it runs on the main thread, not as a queued job.
  ///
  /// ``install()`` adds a GLib source to the default main context that watches the main queue's wake-up
  /// handle (an eventfd that libdispatch writes when a job arrives) and drains the queue when it is readable,
  /// the way Foundation's run loop does. At rest it costs nothing: the loop sleeps in `poll` until a job
  /// arrives.
  ///
  /// ```swift
  /// GLibMainActor.install()
  /// let loop = g_main_loop_new(nil, 0)!
  /// ```
  ///
  /// Call it once GTK is initialized (`gtk_init_check()`) and before anything awaits the main actor; then
  /// build the window and run GLib's loop (`g_main_loop_run(loop)`), not a top-level `await`, so that
  /// `main.swift` stays on the main thread.
  ///
  /// - Important: Call it from the main thread, once GLib is set up; a second call does nothing.
  public enum GLibMainActor {
    /// Adds the source that drains the main queue to GLib's default main context. Idempotent.
    public static func install() {
      #if os(Linux)
        installOnLinux()
      #endif
      // Elsewhere GTK's backend runs the system's run loop inside GLib's poll (Cocoa's on macOS), and that run
      // loop drains the main queue already; not verified here, where only Linux builds.
    }

    private static func installOnLinux() {
      MainActor.assumeIsolated {
        guard !installed else { return }
        installed = true
        let handle = _dispatch_get_main_queue_handle_4CF()
        let drain: GUnixFDSourceFunc = { descriptor, _, _ in
          // The handle is an eventfd: reading it re-arms it, so the source does not fire again until the next
          // job arrives.
          var count: UInt64 = 0
          _ = read(descriptor, &count, MemoryLayout<UInt64>.size)
          _dispatch_main_queue_callback_4CF(nil)
          return 1  // G_SOURCE_CONTINUE
        }
        _ = g_unix_fd_add_full(G_PRIORITY_DEFAULT, handle, G_IO_IN, drain, nil, nil)
      }
    }

    @MainActor private static var installed = false
  }
#endif
