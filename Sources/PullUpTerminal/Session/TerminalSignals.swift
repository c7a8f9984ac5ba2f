#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#endif

#if canImport(Darwin) || canImport(Glibc)
  import Synchronization

  /// The process-wide state that the signal thread, the signal handlers and the exit handler use to restore
  /// the terminal.
  ///
  /// Only what must happen before the process stops or dies happens in a handler: restoring the terminal
  /// for an external `SIGTSTP`, a crash, or a signal that ends the process at once. A handler may only call
  /// async-signal-safe functions, so everything it needs is prepared before it can run: the descriptors,
  /// the saved `termios` and the restore bytes live in memory allocated up front, and the handler only loads
  /// them, calls `write(2)`, `tcsetattr(3)`, `sigaction(2)`, `pthread_sigmask(3)`, the process-group queries,
  /// `raise(3)` and `_exit(2)`, and uses lock-free atomics. Every handler that returns keeps `errno` as it
  /// found it. ``owner`` says who may restore: `0` nobody (the terminal is as it was), `-1` a session that is
  /// starting or restoring (the handlers leave the terminal alone), a positive generation the session that
  /// owns the terminal. The buffers are written only while ``owner`` is not positive, and read only by
  /// whoever moved it from positive to `0` or `-1`, or by the owning session's own code, so the atomic
  /// orders every access.
  ///
  /// Everything that can wait is taken on one thread, ``TerminalSignalThread``, in plain code: `SIGWINCH`
  /// and `SIGCONT` become flags (``resized``, ``reentry``) that the session acts on in its own code, under
  /// its writer lock, once; the terminating signals a program defers become ``termination``; and the stops
  /// for the terminal are made there.
  ///
  /// `Atomic` (Synchronization) is what needs macOS 15 and its contemporaries.
  @available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
  enum TerminalSignals {
    static let owner = Atomic<Int>(0)
    static let generations = Atomic<Int>(0)
    static let resized = Atomic<Bool>(false)
    /// Set by the signal thread for a `SIGCONT` after a stop that the session's code did not make: the
    /// session takes the terminal back (raw mode, its setup, a redraw) at its next call, in its own code, once.
    static let reentry = Atomic<Bool>(false)
    /// Whether `SIGINT`, `SIGTERM` and `SIGHUP` set a flag instead of ending the process
    /// (``TerminalTermination``).
    static let defersTermination = Atomic<Bool>(false)
    /// The deferrable signals received while deferring, one bit per signal number: a second one of a kind
    /// ends the process at once.
    static let terminationsReceived = Atomic<Int>(0)
    /// The first signal deferred, or `0`.
    static let termination = Atomic<Int>(0)
    /// Whether the terminal is the shell's while a session owns it: restored for a stop and not taken back
    /// (the process was continued in the background and told to end there, or a session created in the
    /// background was told to end before it had the terminal). Drawing and writing then do nothing, and
    /// restoring has nothing to undo.
    static let away = Atomic<Bool>(false)

    /// Whether the terminal is the shell's while a session owns it (``away``).
    static var isAway: Bool { away.load(ordering: .acquiring) }

    /// Leaves the terminal as the shell has it: restored for a stop, or never set up by a session that was
    /// told to end first.
    static func leaveTerminalToTheShell() {
      away.store(true, ordering: .releasing)
    }

    /// Notes that the session took the terminal back after a stop: drawing draws again, everything, at the
    /// current size.
    static func noteTerminalTakenBack() {
      away.store(false, ordering: .releasing)
      resized.store(true, ordering: .releasing)
    }

    /// Forgets a request to take the terminal back: the session's own code is about to.
    static func forgetReentry() {
      reentry.store(false, ordering: .releasing)
    }

    /// Whether the session of this generation owns the terminal.
    static func isOwned(by generation: Int) -> Bool {
      owner.load(ordering: .acquiring) == generation
    }

    /// Whether Control-Z suspends (``suspends``).
    static var canSuspend: Bool { suspends.load(ordering: .relaxed) }

    static let restoreCapacity = 256
    nonisolated(unsafe) static let restoreBytes = UnsafeMutablePointer<UInt8>.allocate(capacity: restoreCapacity)
    nonisolated(unsafe) static let savedTermios = UnsafeMutablePointer<termios>.allocate(capacity: 1)
    static let restoreCount = Atomic<Int>(0)
    static let input = Atomic<Int32>(-1)
    static let output = Atomic<Int32>(-1)
    /// Whether Control-Z suspends: `SIGTSTP` was not ignored when the session started (a shell without job
    /// control ignores it, and a stopped process could then not be continued).
    static let suspends = Atomic<Bool>(false)
    /// The handlers the session replaced, for ``restore(generation:)`` to put back.
    static let previousActions = Mutex<[(signal: Int32, action: sigaction)]>([])
    static let exitHandlerInstalled = Atomic<Bool>(false)

    /// The signals whose default action ends the process without a core: the handler restores the terminal,
    /// then the process dies of the signal (unless the signal is deferred: those go to the signal thread,
    /// ``deferTermination(_:)``). One that is ignored when the session starts (`nohup`'s `SIGHUP`) stays
    /// ignored: it ends nothing. (`SIGPIPE` is left to the program, which may ignore it, as `pullup` does.)
    static let terminating: [Int32] = {
      var signals = [SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGUSR1, SIGUSR2, SIGALRM, SIGVTALRM, SIGPROF]
      #if os(Linux)
        signals += [SIGIO, SIGPWR, SIGSTKFLT]
      #endif
      return signals
    }()
    /// The signals whose first of each kind only sets a flag while ``defersTermination`` is set, one bit per
    /// signal number: the program's table (`pullup demo` passes `PullUpSignalPolicy.sessionEnding`: `SIGINT`,
    /// `SIGTERM`, `SIGHUP`, `SIGQUIT`), set by ``TerminalTermination/beginDeferring(_:repeatsIgnored:)``. The
    /// signal thread takes them from then on.
    static let deferrableBits = Atomic<Int>(0)
    /// The deferrable signals whose repeat changes nothing (`SIGHUP`), one bit per signal number; the repeat
    /// of any other ends the process at once.
    static let repeatsIgnoredBits = Atomic<Int>(0)
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

    /// Records what restoring needs, starts the signal thread, installs the handlers, and hands the terminal
    /// to a session. Call only after ``claim()`` succeeded.
    static func activate(input: Int32, output: Int32, saved: termios, restoreSequence: String) -> Int {
      self.input.store(input, ordering: .relaxed)
      self.output.store(output, ordering: .relaxed)
      savedTermios.pointee = saved
      let bytes = Array(restoreSequence.utf8.prefix(restoreCapacity))
      for (index, byte) in bytes.enumerated() { restoreBytes[index] = byte }
      restoreCount.store(bytes.count, ordering: .relaxed)
      resized.store(false, ordering: .relaxed)
      reentry.store(false, ordering: .relaxed)
      away.store(false, ordering: .relaxed)
      TerminalSignalThread.start()
      // The signal thread acts on these; their handler only forwards them, and blocks the others while it
      // runs, so that they are forwarded in order.
      let forwarded = TerminalSignalThread.forwarded(deferrable: deferrableBits.load(ordering: .acquiring))
      var actions = terminating.filter { !isIgnored($0) }.map {
        (
          signal: $0,
          action: forwarded.contains($0)
            ? install(forward, for: $0, blocking: forwarded) : install(terminate, for: $0, blocking: forwarded)
        )
      }
      for signal in [SIGWINCH, SIGCONT, SIGTTIN] where !isIgnored(signal) {
        actions.append((signal: signal, action: install(forward, for: signal, blocking: forwarded)))
      }
      suspends.store(!isIgnored(SIGTSTP), ordering: .relaxed)
      if !isIgnored(SIGTSTP) { actions.append((signal: SIGTSTP, action: install(suspend, for: SIGTSTP))) }
      for signal in crashing {
        let previous = install(crash, for: signal, flags: SA_ONSTACK)
        previousCrashActions[Int(signal)] = previous
        actions.append((signal: signal, action: previous))
      }
      previousActions.withLock { $0 = actions }
      if !exitHandlerInstalled.exchange(true, ordering: .relaxed) { atexit(restoreAtExit) }
      let generation = generations.add(1, ordering: .relaxed).newValue
      owner.store(generation, ordering: .releasing)
      return generation
    }

    /// Whether a `SIGWINCH` arrived since the last call.
    static func takeResize() -> Bool {
      resized.exchange(false, ordering: .acquiringAndReleasing)
    }

    /// Whether the session of this generation should take the terminal back because the process ran again
    /// after a stop that the session's code did not make; clears the request.
    static func takeReentry(generation: Int) -> Bool {
      guard reentry.load(ordering: .acquiring), owner.load(ordering: .acquiring) == generation else { return false }
      return reentry.exchange(false, ordering: .acquiringAndReleasing)
    }

    /// Whether the process is in the terminal's foreground process group, as job control decides who may
    /// read and set it; also when the terminal does not say (then nothing can be waited for).
    static func isForeground() -> Bool {
      let foreground = tcgetpgrp(input.load(ordering: .relaxed))
      return foreground <= 0 || foreground == getpgrp()
    }

    /// Whether a stop would stop the process: its process group is not orphaned, as far as its parent
    /// tells (a shell of this session in another group). In an orphaned group the kernel discards the stop,
    /// as nobody could continue the process.
    static func canStop() -> Bool {
      let parent = getppid()
      return getsid(parent) == getsid(0) && getpgid(parent) != getpgrp()
    }

    /// Stops the process with `signal`'s default action, from the thread that calls it (which may block
    /// `signal`: the threads of Swift's task pool block every signal), and returns once it runs again.
    /// Async-signal-safe.
    static func stop(with signal: Int32) {
      var stopping = setDefaultAction(signal)
      var only = sigset_t()
      sigemptyset(&only)
      sigaddset(&only, signal)
      var mask = sigset_t()
      _ = pthread_sigmask(SIG_UNBLOCK, &only, &mask)
      _ = raise(signal)
      // Running again.
      _ = pthread_sigmask(SIG_SETMASK, &mask, nil)
      _ = sigaction(signal, &stopping, nil)
    }

    /// From the `SIGTSTP` handler (a `SIGTSTP` from elsewhere: `kill -TSTP`): restores the terminal and
    /// stops the process with the default action; the `SIGCONT` that continues it asks the session to take
    /// the terminal back (``TerminalSignalThread``). Where the stop would be discarded (an orphaned process
    /// group), it does nothing, as the default action would. Async-signal-safe.
    static func suspendFromHandler() {
      guard canStop() else { return }
      if owner.load(ordering: .acquiring) > 0 {
        restoreTerminal()
        away.store(true, ordering: .releasing)
      }
      stop(with: SIGTSTP)
    }

    /// Whether `signal` only sets a flag: ``defersTermination`` is set, and it is deferrable and the first
    /// of its kind, or one whose repeat changes nothing (`SIGHUP`: a closing terminal sends more than one).
    /// A repeat of any other, or any other signal, takes the immediate path.
    static func deferTermination(_ signal: Int32) -> Bool {
      let bit = 1 << Int(signal)
      guard defersTermination.load(ordering: .acquiring), deferrableBits.load(ordering: .acquiring) & bit != 0
      else { return false }
      let earlier = terminationsReceived.bitwiseOr(bit, ordering: .acquiringAndReleasing).oldValue
      guard earlier & bit == 0 || repeatsIgnoredBits.load(ordering: .acquiring) & bit != 0 else { return false }
      _ = termination.compareExchange(expected: 0, desired: Int(signal), ordering: .acquiringAndReleasing)
      return true
    }

    /// Ends the process as `signal`'s default action does, from the thread that calls it, so that the shell
    /// sees it die of the signal (status 128 + the signal). Async-signal-safe.
    static func endProcess(dyingOf signal: Int32) -> Never {
      _ = setDefaultAction(signal)
      var unblocked = sigset_t()
      sigemptyset(&unblocked)
      sigaddset(&unblocked, signal)
      _ = pthread_sigmask(SIG_UNBLOCK, &unblocked, nil)
      _ = raise(signal)
      _exit(128 + signal)
    }

    /// Whether `signal` is ignored now.
    static func isIgnored(_ signal: Int32) -> Bool {
      handler(of: signal) == 1  // SIG_IGN
    }

    /// `signal`'s handler now, as an address (`SIG_DFL` 0, `SIG_IGN` 1), or `nil` if the system does not say.
    static func handler(of signal: Int32) -> Int? {
      var current = sigaction()
      guard sigaction(signal, nil, &current) == 0 else { return nil }
      #if canImport(Darwin)
        let handler = current.__sigaction_u.__sa_handler
      #else
        let handler = current.__sigaction_handler.sa_handler
      #endif
      return handler.map { unsafeBitCast($0, to: Int.self) } ?? 0
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
      previousActions.withLock { actions in
        for previous in actions {
          var action = previous.action
          sigaction(previous.signal, &action, nil)
        }
        actions = []
      }
      owner.store(0, ordering: .releasing)
    }

    /// Restores the terminal for whichever session owns it, from a signal or exit handler, or the signal
    /// thread. Async-signal-safe.
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
        let result = write(output.load(ordering: .relaxed), bytes + written, count - written)
        if result > 0 {
          written += result
        } else if result < 0, errno == EINTR {
          continue
        } else {
          break
        }
      }
    }

    /// Writes the restore bytes and puts the saved `termios` back, unless the terminal is the shell's: the
    /// session gave it back for a stop (``away``), or the process is in the background (the shell has it;
    /// this thread's blocked `SIGTTOU` would let the writes through). Async-signal-safe.
    static func restoreTerminal() {
      guard !away.load(ordering: .acquiring), isForeground() else { return }
      writeAll(restoreBytes, count: restoreCount.load(ordering: .relaxed))
      setAttributes(savedTermios, when: TCSAFLUSH)
    }

    /// Sets the terminal's attributes, again after an interruption (draining the output waits).
    /// Async-signal-safe.
    static func setAttributes(_ settings: UnsafePointer<termios>, when action: Int32) {
      while tcsetattr(input.load(ordering: .relaxed), action, settings) != 0, errno == EINTR {}
    }

    /// Gives `signal` its default action and returns the action it had. Async-signal-safe.
    static func setDefaultAction(_ signal: Int32) -> sigaction {
      install(SIG_DFL, for: signal)
    }

    /// Installs `handler` (or `SIG_DFL`) for `signal`, blocking `blocking` while it runs, and returns the
    /// action it had. Async-signal-safe.
    @discardableResult
    static func install(
      _ handler: (@convention(c) (Int32) -> Void)?, for signal: Int32, flags: Int32 = 0, blocking: [Int32] = []
    ) -> sigaction {
      var action = sigaction()
      #if canImport(Darwin)
        action.__sigaction_u.__sa_handler = handler
      #else
        action.__sigaction_handler.sa_handler = handler
      #endif
      sigemptyset(&action.sa_mask)
      for blocked in blocking { sigaddset(&action.sa_mask, blocked) }
      action.sa_flags = flags
      var previous = sigaction()
      _ = sigaction(signal, &action, &previous)
      return previous
    }
  }

  /// A signal that ends the process and is not deferred: restores the terminal and lets the process die of
  /// the signal, with its default action (the shell reports 128 + the signal), as
  /// `PullUpSignalPolicy.Response.endProcess` says. Async-signal-safe.
  @available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
  private func terminate(_ signal: Int32) {
    let saved = errno
    TerminalSignals.restoreFromHandler()
    // Blocked while this handler runs: delivered with the default action as it returns.
    _ = TerminalSignals.setDefaultAction(signal)
    _ = raise(signal)
    errno = saved
  }

  /// Restores the terminal, then hands the signal to the handler that was there before (the Swift runtime's
  /// backtracer, or the default action): it is blocked while this runs, so it is delivered again as soon as
  /// this returns. Async-signal-safe.
  @available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
  private func crash(_ signal: Int32) {
    let saved = errno
    TerminalSignals.restoreFromHandler()
    _ = sigaction(signal, TerminalSignals.previousCrashActions + Int(signal), nil)
    _ = raise(signal)
    errno = saved
  }

  @available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
  private func suspend(_ signal: Int32) {
    let saved = errno
    TerminalSignals.suspendFromHandler()
    errno = saved
  }

  @available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
  private func restoreAtExit() {
    TerminalSignals.restoreFromHandler()
  }
#endif
