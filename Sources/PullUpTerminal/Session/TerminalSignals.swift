#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#endif

#if canImport(Darwin) || canImport(Glibc)
  import Synchronization

  /// The process-wide state that signal handlers and the exit handler use to restore the terminal.
  ///
  /// A handler may only call async-signal-safe functions, so everything it needs is prepared before it can
  /// run: the descriptors, the saved `termios` and the restore bytes live in memory allocated up front, and
  /// the handler only loads them, calls `write(2)`, `tcsetattr(3)` and `_exit(2)`, and uses lock-free
  /// atomics. ``owner`` says who may restore: `0` nobody (the terminal is as it was), `-1` a session that
  /// is starting or restoring (the handlers leave the terminal alone), a positive generation the session
  /// that owns the terminal. The plain variables are written only while ``owner`` is not positive, and read
  /// only by whoever moved it from positive to `0` or `-1`, so the atomic orders every access.
  ///
  /// `Atomic` (Synchronization) is what needs macOS 15 and its contemporaries.
  @available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
  enum TerminalSignals {
    static let owner = Atomic<Int>(0)
    static let generations = Atomic<Int>(0)
    static let resized = Atomic<Bool>(false)
    /// Set when the session took the terminal back after a stop (`SIGCONT`), until ``takeContinued()``.
    static let continued = Atomic<Bool>(false)

    static let restoreCapacity = 256
    nonisolated(unsafe) static let restoreBytes = UnsafeMutablePointer<UInt8>.allocate(capacity: restoreCapacity)
    nonisolated(unsafe) static let savedTermios = UnsafeMutablePointer<termios>.allocate(capacity: 1)
    /// The session's raw mode and setup bytes, for taking the terminal back after a stop.
    nonisolated(unsafe) static let rawTermios = UnsafeMutablePointer<termios>.allocate(capacity: 1)
    nonisolated(unsafe) static let setupBytes = UnsafeMutablePointer<UInt8>.allocate(capacity: restoreCapacity)
    nonisolated(unsafe) static var setupCount = 0
    /// Whether Control-Z suspends: `SIGTSTP` was not ignored when the session started (a shell without job
    /// control ignores it, and a stopped process could then not be continued).
    nonisolated(unsafe) static var suspends = false
    nonisolated(unsafe) static var restoreCount = 0
    nonisolated(unsafe) static var input: Int32 = -1
    nonisolated(unsafe) static var output: Int32 = -1
    nonisolated(unsafe) static var previousActions: [(signal: Int32, action: sigaction)] = []
    nonisolated(unsafe) static var exitHandlerInstalled = false

    /// The signals whose default action ends the process without a core: the handler restores the terminal,
    /// then exits with 128 + signal. One that is ignored when the session starts (`nohup`'s `SIGHUP`) stays
    /// ignored: it ends nothing. (`SIGPIPE` is left to the program, which may ignore it, as `pullup` does.)
    static let terminating: [Int32] = {
      var signals = [SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGUSR1, SIGUSR2, SIGALRM, SIGVTALRM, SIGPROF]
      #if os(Linux)
        signals += [SIGIO, SIGPWR, SIGSTKFLT]
      #endif
      return signals
    }()
    /// The signals a crash or a limit raises (a Swift runtime trap is `SIGILL` on x86-64 and `SIGTRAP` on
    /// arm64; `abort()` raises `SIGABRT`; bad memory `SIGSEGV` or `SIGBUS`; `ulimit -t` `SIGXCPU`, `ulimit -f`
    /// `SIGXFSZ`; a bad system call `SIGSYS`): the handler restores the terminal, puts the previous handler
    /// back and raises the signal again, so the process dies as it would have (the Swift runtime's backtrace
    /// and the core included).
    static let crashing = [SIGILL, SIGTRAP, SIGABRT, SIGSEGV, SIGBUS, SIGFPE, SIGXCPU, SIGXFSZ, SIGSYS]
    /// The handlers that were installed before the crash handlers, by signal number, for the crash handler
    /// to put back: allocated up front, because a handler may not allocate.
    static let signalCount = 65
    nonisolated(unsafe) static let previousCrashActions = UnsafeMutablePointer<sigaction>.allocate(
      capacity: signalCount)

    /// Claims the terminal for a session that is starting; `false` if another session has it.
    static func claim() -> Bool {
      owner.compareExchange(expected: 0, desired: -1, ordering: .acquiringAndReleasing).exchanged
    }

    /// Records what restoring needs, installs the handlers, and hands the terminal to a session.
    /// Call only after ``claim()`` succeeded.
    static func activate(
      input: Int32, output: Int32, saved: termios, raw: termios, setupSequence: String, restoreSequence: String
    ) -> Int {
      self.input = input
      self.output = output
      savedTermios.pointee = saved
      rawTermios.pointee = raw
      let bytes = Array(restoreSequence.utf8.prefix(restoreCapacity))
      for (index, byte) in bytes.enumerated() { restoreBytes[index] = byte }
      restoreCount = bytes.count
      let setup = Array(setupSequence.utf8.prefix(restoreCapacity))
      for (index, byte) in setup.enumerated() { setupBytes[index] = byte }
      setupCount = setup.count
      resized.store(false, ordering: .relaxed)
      continued.store(false, ordering: .relaxed)
      previousActions = terminating.filter { !isIgnored($0) }.map { (signal: $0, action: install(terminate, for: $0)) }
      previousActions.append((signal: SIGWINCH, action: install(noteResize, for: SIGWINCH)))
      suspends = !isIgnored(SIGTSTP)
      if suspends {
        previousActions.append((signal: SIGTSTP, action: install(suspend, for: SIGTSTP)))
        previousActions.append((signal: SIGCONT, action: install(resume, for: SIGCONT)))
      }
      for signal in crashing {
        let previous = install(crash, for: signal, flags: SA_ONSTACK)
        previousCrashActions[Int(signal)] = previous
        previousActions.append((signal: signal, action: previous))
      }
      if !exitHandlerInstalled {
        exitHandlerInstalled = true
        atexit(restoreAtExit)
      }
      let generation = generations.add(1, ordering: .relaxed).newValue
      owner.store(generation, ordering: .releasing)
      return generation
    }

    /// Whether a `SIGWINCH` arrived since the last call.
    static func takeResize() -> Bool {
      resized.exchange(false, ordering: .relaxed)
    }

    /// Whether the session took the terminal back after a stop since the last call.
    static func takeContinued() -> Bool {
      continued.exchange(false, ordering: .relaxed)
    }

    /// Suspends the process as Control-Z would in cooked mode, if the session of this generation owns the
    /// terminal and `SIGTSTP` is not ignored: the `SIGTSTP` handler restores the terminal and stops; on
    /// continue it takes the terminal back. Returns at once: another thread handles the signal.
    static func suspendProcess(generation: Int) {
      guard suspends, owner.load(ordering: .acquiring) == generation else { return }
      // To the process, not this thread: the threads of Swift's task pool block signals, and one that
      // does not takes it.
      _ = kill(getpid(), SIGTSTP)
    }

    /// From the `SIGTSTP` handler: restores the terminal, stops the process with the default action, then,
    /// once continued (or at once, where the stop is discarded: an orphaned process group), takes the
    /// terminal back. Async-signal-safe.
    static func suspendFromHandler() {
      let restored = owner.load(ordering: .acquiring) > 0
      if restored { restoreTerminal() }
      var action = sigaction()
      #if canImport(Darwin)
        action.__sigaction_u.__sa_handler = SIG_DFL
      #else
        action.__sigaction_handler.sa_handler = SIG_DFL
      #endif
      sigemptyset(&action.sa_mask)
      var previous = sigaction()
      _ = sigaction(SIGTSTP, &action, &previous)
      var stopping = sigset_t()
      sigemptyset(&stopping)
      sigaddset(&stopping, SIGTSTP)
      _ = pthread_sigmask(SIG_UNBLOCK, &stopping, nil)
      _ = raise(SIGTSTP)
      // Running again.
      _ = sigaction(SIGTSTP, &previous, nil)
      if restored { reenterFromHandler() }
    }

    /// From the `SIGCONT` handler, and after a stop: raw mode, the setup bytes (the alternate screen, the
    /// hidden cursor, mouse reports) and a note for the session to redraw at the current size, if a session
    /// owns the terminal. Async-signal-safe.
    static func reenterFromHandler() {
      guard owner.load(ordering: .acquiring) > 0 else { return }
      _ = tcsetattr(input, TCSAFLUSH, rawTermios)
      writeAll(setupBytes, count: setupCount)
      continued.store(true, ordering: .relaxed)
      resized.store(true, ordering: .relaxed)
    }

    /// Whether `signal` is ignored now.
    private static func isIgnored(_ signal: Int32) -> Bool {
      var current = sigaction()
      guard sigaction(signal, nil, &current) == 0 else { return false }
      #if canImport(Darwin)
        let handler = current.__sigaction_u.__sa_handler
      #else
        let handler = current.__sigaction_handler.sa_handler
      #endif
      return handler.map { unsafeBitCast($0, to: Int.self) } == 1  // SIG_IGN
    }

    /// Gives up a claim that never became a session.
    static func abandonClaim() {
      owner.store(0, ordering: .releasing)
    }

    /// Restores the terminal for the session of this generation, if it still owns it; then puts the
    /// previous signal handlers back and frees the terminal. Not for use in a signal handler.
    static func restore(generation: Int) {
      guard owner.compareExchange(expected: generation, desired: -1, ordering: .acquiringAndReleasing).exchanged
      else { return }
      restoreTerminal()
      for previous in previousActions {
        var action = previous.action
        sigaction(previous.signal, &action, nil)
      }
      previousActions = []
      owner.store(0, ordering: .releasing)
    }

    /// Restores the terminal for whichever session owns it, from a signal or exit handler. Async-signal-safe.
    static func restoreFromHandler() {
      let current = owner.load(ordering: .acquiring)
      guard current > 0,
        owner.compareExchange(expected: current, desired: 0, ordering: .acquiringAndReleasing)
          .exchanged
      else { return }
      restoreTerminal()
    }

    /// Writes `count` bytes to the terminal, again after an interruption, until done or an error.
    /// Async-signal-safe.
    private static func writeAll(_ bytes: UnsafePointer<UInt8>, count: Int) {
      var written = 0
      while written < count {
        let result = write(output, bytes + written, count - written)
        if result > 0 {
          written += result
        } else if result < 0, errno == EINTR {
          continue
        } else {
          break
        }
      }
    }

    /// Writes the restore bytes and puts the saved `termios` back. Async-signal-safe.
    private static func restoreTerminal() {
      writeAll(restoreBytes, count: restoreCount)
      _ = tcsetattr(input, TCSAFLUSH, savedTermios)
    }

    private static func install(
      _ handler: @convention(c) (Int32) -> Void, for signal: Int32, flags: Int32 = 0
    ) -> sigaction {
      var action = sigaction()
      #if canImport(Darwin)
        action.__sigaction_u.__sa_handler = handler
      #else
        action.__sigaction_handler.sa_handler = handler
      #endif
      sigemptyset(&action.sa_mask)
      action.sa_flags = flags
      var previous = sigaction()
      sigaction(signal, &action, &previous)
      return previous
    }
  }

  @available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
  private func terminate(_ signal: Int32) {
    TerminalSignals.restoreFromHandler()
    _exit(128 + signal)
  }

  /// Restores the terminal, then hands the signal to the handler that was there before (the Swift runtime's
  /// backtracer, or the default action): it is blocked while this runs, so it is delivered again as soon as
  /// this returns. Async-signal-safe.
  @available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
  private func crash(_ signal: Int32) {
    TerminalSignals.restoreFromHandler()
    _ = sigaction(signal, TerminalSignals.previousCrashActions + Int(signal), nil)
    _ = raise(signal)
  }

  @available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
  private func suspend(_ signal: Int32) {
    TerminalSignals.suspendFromHandler()
  }

  @available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
  private func resume(_ signal: Int32) {
    TerminalSignals.reenterFromHandler()
  }

  @available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
  private func noteResize(_ signal: Int32) {
    TerminalSignals.resized.store(true, ordering: .relaxed)
  }

  @available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
  private func restoreAtExit() {
    TerminalSignals.restoreFromHandler()
  }
#endif
