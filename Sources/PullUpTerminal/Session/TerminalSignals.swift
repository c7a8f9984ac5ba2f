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
  /// the handler only loads them, calls `write(2)`, `tcsetattr(3)`, `sigaction(2)`, `raise(3)` and
  /// `_exit(2)`, and uses lock-free atomics. Every handler that returns keeps `errno` as it found it.
  /// ``owner`` says who may restore: `0` nobody (the terminal is as it was), `-1` a session that is
  /// starting or restoring (the handlers leave the terminal alone), a positive generation the session that
  /// owns the terminal. The plain variables are written only while ``owner`` is not positive, and read
  /// only by whoever moved it from positive to `0` or `-1`, or by the owning session's own code, so the
  /// atomic orders every access.
  ///
  /// Only what must happen before the process stops or dies happens in a handler (restoring the terminal
  /// for an external `SIGTSTP`, a crash or a signal that ends the process at once). Taking the terminal
  /// back after a stop is a flag (``reentry``) that the session acts on in its own code, under its writer
  /// lock, once; Control-Z read by the session suspends in the session's code from start to end
  /// (``suspendFromSession(generation:)``).
  ///
  /// `Atomic` (Synchronization) is what needs macOS 15 and its contemporaries.
  @available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
  enum TerminalSignals {
    static let owner = Atomic<Int>(0)
    static let generations = Atomic<Int>(0)
    static let resized = Atomic<Bool>(false)
    /// Set by the `SIGCONT` handler, and by the `SIGTSTP` handler once the process runs again: the session
    /// takes the terminal back (raw mode, its setup, a redraw) at its next call, in its own code, once.
    static let reentry = Atomic<Bool>(false)
    /// Whether `SIGINT`, `SIGTERM` and `SIGHUP` set a flag instead of ending the process
    /// (``TerminalTermination``).
    static let defersTermination = Atomic<Bool>(false)
    /// The deferrable signals received while deferring, one bit per signal number: a second one of a kind
    /// ends the process at once.
    static let terminationsReceived = Atomic<Int>(0)
    /// The first signal deferred, or `0`.
    static let termination = Atomic<Int>(0)
    /// How many deferring handlers are running now: a signal taken by another thread whose handler has not
    /// set ``termination`` yet (``terminationArriving()``).
    static let terminationsHandled = Atomic<Int>(0)
    /// Whether the terminal is the shell's while a session owns it: restored for a stop and not taken back
    /// (the process was continued in the background and told to end there, or a session created in the
    /// background was told to end before it had the terminal). Drawing and writing then do nothing, and
    /// restoring has nothing to undo.
    static let away = Atomic<Bool>(false)

    /// Whether the terminal is the shell's while a session owns it (``away``).
    static var isAway: Bool { away.load(ordering: .acquiring) }

    /// Leaves the terminal as the shell has it, for a session that was told to end before it set it up.
    static func leaveTerminalToTheShell() {
      away.store(true, ordering: .releasing)
    }

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
    /// then exits with 128 + signal (unless the signal is deferred: ``deferTermination(_:)``). One that is
    /// ignored when the session starts (`nohup`'s `SIGHUP`) stays ignored: it ends nothing. (`SIGPIPE` is
    /// left to the program, which may ignore it, as `pullup` does.)
    static let terminating: [Int32] = {
      var signals = [SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGUSR1, SIGUSR2, SIGALRM, SIGVTALRM, SIGPROF]
      #if os(Linux)
        signals += [SIGIO, SIGPWR, SIGSTKFLT]
      #endif
      return signals
    }()
    /// The signals whose first of each kind only sets a flag while ``defersTermination`` is set: the
    /// program's table (`pullup demo` passes `PullUpSignalPolicy.sessionEnding`: `SIGINT`, `SIGTERM`,
    /// `SIGHUP`, `SIGQUIT`), set by ``TerminalTermination/beginDeferring(_:repeatsIgnored:)`` before its
    /// handlers are installed.
    nonisolated(unsafe) static var deferrable: [Int32] = []
    /// ``deferrable`` as bits, one per signal number, for the handlers.
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
      reentry.store(false, ordering: .relaxed)
      away.store(false, ordering: .relaxed)
      previousActions = terminating.filter { !isIgnored($0) }.map {
        (signal: $0, action: install(terminate, for: $0, blocking: [SIGTTIN]))
      }
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

    /// Whether the session of this generation should take the terminal back (``reenter()``) because the
    /// process ran again after a stop that the session's code did not make; clears the request.
    static func takeReentry(generation: Int) -> Bool {
      guard reentry.load(ordering: .acquiring), owner.load(ordering: .acquiring) == generation else { return false }
      return reentry.exchange(false, ordering: .acquiringAndReleasing)
    }

    /// Suspends the process as Control-Z would in cooked mode, from the session's own code, if the session
    /// of this generation owns the terminal and `SIGTSTP` is not ignored: restores the terminal, stops the
    /// process with `SIGTSTP`'s default action, and once it runs again (or at once, where the stop is
    /// discarded: an orphaned process group) takes the terminal back, once. Call with the session's writer
    /// lock held, so that no drawing is under way. Returns whether it stopped.
    static func suspendFromSession(generation: Int) -> Bool {
      guard suspends, owner.load(ordering: .acquiring) == generation else { return false }
      restoreTerminal()
      away.store(true, ordering: .releasing)
      stop(with: SIGTSTP)
      reentry.store(false, ordering: .releasing)
      reenter()
      return true
    }

    /// Takes the terminal back after a stop: raw mode (keeping what was typed since), the setup bytes (the
    /// alternate screen, the hidden cursor, mouse reports) and a note for the session to redraw at the
    /// current size. From the owning session's code only, with its writer lock held.
    ///
    /// Only in the foreground: a process continued in the background (`bg`, `kill -CONT`) first stops
    /// again until the shell gives it the terminal (``waitForForeground()``). Its own threads block
    /// `SIGTTOU` (Swift's task pool blocks every signal), so the kernel would let a `tcsetattr` from the
    /// background through, and the session would take the terminal from under the shell. Returns whether
    /// the terminal is the session's again; `false` only where the process cannot wait to be in the
    /// foreground, and a read then fails.
    ///
    /// A process told to end while it waits (`kill %1`: bash sends `SIGTERM`, then `SIGCONT` to a stopped
    /// job) does not wait: the terminal stays the shell's (``away``), and the session's loop ends.
    @discardableResult
    static func reenter() -> Bool {
      guard waitForForeground() else {
        if !isForeground() { away.store(true, ordering: .releasing) }
        return false
      }
      setAttributes(rawTermios, when: TCSADRAIN)
      writeAll(setupBytes, count: setupCount)
      away.store(false, ordering: .releasing)
      resized.store(true, ordering: .relaxed)
      return true
    }

    /// After a read failed with `EIO`: when the process is in the background, which is how the kernel
    /// answers a read from there on a thread that blocks `SIGTTIN` (rather than stopping the process),
    /// waits, stopped, until the process is in the foreground, then takes the terminal back (the shell had
    /// it meanwhile). Returns whether it did; `false` when the session of this generation is in the
    /// foreground, so the error stands (a terminal that hung up), or cannot wait. With the writer lock held.
    static func reenterFromBackground(generation: Int) -> Bool {
      guard owner.load(ordering: .acquiring) == generation, !isForeground() else { return false }
      reentry.store(false, ordering: .releasing)
      return reenter()
    }

    /// Whether the process is in the terminal's foreground process group, as job control decides who may
    /// read and set it; also when the terminal does not say (then nothing can be waited for).
    static func isForeground() -> Bool {
      let foreground = tcgetpgrp(input)
      return foreground <= 0 || foreground == getpgrp()
    }

    /// Stops the process, as the kernel does to a background process that reads its terminal (`SIGTTIN`),
    /// until the shell has made it the foreground (`fg`); at once when it already is. Returns whether it
    /// is in the foreground: `false` when it cannot stop, because `SIGTTIN` is ignored, or because its
    /// process group is orphaned (its parent is no shell of this session in another group: the kernel
    /// discards the stop, as nobody could continue it), or because a deferred signal asked the program to
    /// end (``terminationArriving()``): a terminating signal ends the session wherever the process is.
    static func waitForForeground() -> Bool {
      while !isForeground() {
        guard !terminationArriving() else { return false }
        let parent = getppid()
        guard !isIgnored(SIGTTIN), getsid(parent) == getsid(0), getpgid(parent) != getpgrp() else { return false }
        if answersStopRequests.load(ordering: .acquiring) {
          requestStop()
        } else {
          stop(with: SIGTTIN)
        }
      }
      return true
    }

    /// Whether a `SIGTTIN` handler (``answerStopRequest(_:)``) decides the stops for the foreground: set
    /// while deferring, so that the decision and the deferred signals take turns on the thread that takes
    /// the process's signals.
    static let answersStopRequests = Atomic<Bool>(false)
    /// How many stop requests the handler has answered.
    static let stopRequestsAnswered = Atomic<Int>(0)

    /// Asks the thread that takes the process's signals to stop the process for the terminal: sends the
    /// process `SIGTTIN`, whose handler stops it unless a deferred signal asked it to end (or it is in the
    /// foreground by then), and waits until the handler has answered (the process may have stopped and run
    /// again meanwhile). A deferred signal that is pending has a lower number than `SIGTTIN`, so it is taken
    /// first, and its handler blocks `SIGTTIN` while it runs: the handler never stops a process whose
    /// termination it has not yet seen. Where no thread answers within two seconds, this thread stops the
    /// process itself.
    private static func requestStop() {
      let answered = stopRequestsAnswered.load(ordering: .acquiring)
      _ = kill(getpid(), SIGTTIN)
      var waited = 0
      while stopRequestsAnswered.load(ordering: .acquiring) == answered {
        guard waited < 2_000 else { return stop(with: SIGTTIN) }
        _ = usleep(1_000)
        waited += 1
      }
    }

    /// The `SIGTTIN` handler's decision: stops the process, with `SIGTTIN`'s default action, unless a
    /// deferred signal asked it to end or it is in the foreground. Async-signal-safe.
    static func answerStopRequest() {
      if termination.load(ordering: .acquiring) == 0, !isForeground() { stop(with: SIGTTIN) }
      stopRequestsAnswered.add(1, ordering: .acquiringAndReleasing)
    }

    /// Whether a deferred signal asked the program to end (``termination``), or is on its way: one is
    /// pending, which this thread blocks (the threads of Swift's task pool block every signal) so another
    /// thread will run its handler, or a deferring handler is running. Then it waits, at most two seconds,
    /// until the handler has set ``termination``. This is what a process continued by `kill %1` needs:
    /// bash sends `SIGTERM` and then `SIGCONT`, and every thread wakes at once, so the thread that waits for
    /// the foreground may look before the thread that takes the signal has run its handler.
    static func terminationArriving() -> Bool {
      guard defersTermination.load(ordering: .acquiring) else { return false }
      var waited = 0
      while termination.load(ordering: .acquiring) == 0 {
        var pending = sigset_t()
        sigpending(&pending)
        let arriving =
          terminationsHandled.load(ordering: .acquiring) > 0
          || deferrable.contains { sigismember(&pending, $0) == 1 }
        guard arriving, waited < 2_000 else { return false }
        _ = usleep(1_000)
        waited += 1
      }
      return true
    }

    /// Stops the process with `signal`'s default action, from the thread that calls it (which may block
    /// `signal`: the threads of Swift's task pool block every signal), and returns once it runs again. While
    /// it is stopped `SIGCONT` keeps its default action, which continues the process and is then
    /// discarded: the caller takes the terminal back, and the handler does not ask for it a second time.
    /// Async-signal-safe.
    private static func stop(with signal: Int32) {
      var continuing = setDefaultAction(SIGCONT)
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
      _ = sigaction(SIGCONT, &continuing, nil)
    }

    /// From the `SIGTSTP` handler (a `SIGTSTP` from elsewhere: `kill -TSTP`): restores the terminal, stops
    /// the process with the default action, then, once continued, asks the session to take the terminal
    /// back at its next call. Async-signal-safe.
    static func suspendFromHandler() {
      let restored = owner.load(ordering: .acquiring) > 0
      if restored {
        restoreTerminal()
        away.store(true, ordering: .releasing)
      }
      stop(with: SIGTSTP)
      if restored { reentry.store(true, ordering: .releasing) }
    }

    /// Whether `signal` only sets a flag: ``defersTermination`` is set, and it is among ``deferrable`` and
    /// the first of its kind, or one whose repeat changes nothing (`SIGHUP`: a closing terminal sends more
    /// than one). A repeat of any other, or any other signal, takes the immediate path. Async-signal-safe.
    static func deferTermination(_ signal: Int32) -> Bool {
      let bit = 1 << Int(signal)
      guard defersTermination.load(ordering: .acquiring), deferrableBits.load(ordering: .acquiring) & bit != 0
      else { return false }
      let earlier = terminationsReceived.bitwiseOr(bit, ordering: .acquiringAndReleasing).oldValue
      guard earlier & bit == 0 || repeatsIgnoredBits.load(ordering: .acquiring) & bit != 0 else { return false }
      _ = termination.compareExchange(expected: 0, desired: Int(signal), ordering: .acquiringAndReleasing)
      return true
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

    /// Writes the restore bytes and puts the saved `termios` back, unless the terminal is the shell's: the
    /// session gave it back for a stop (``away``), or the process is in the background (the shell has it;
    /// this thread's blocked `SIGTTOU` would let the writes through). Async-signal-safe.
    private static func restoreTerminal() {
      guard !away.load(ordering: .acquiring), isForeground() else { return }
      writeAll(restoreBytes, count: restoreCount)
      setAttributes(savedTermios, when: TCSAFLUSH)
    }

    /// Sets the terminal's attributes, again after an interruption (draining the output waits).
    /// Async-signal-safe.
    private static func setAttributes(_ settings: UnsafePointer<termios>, when action: Int32) {
      while tcsetattr(input, action, settings) != 0, errno == EINTR {}
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

  /// A signal that ends the process: sets a flag if it is deferred (``TerminalSignals/deferTermination(_:)``),
  /// else restores the terminal and lets the process die of the signal, with its default action (the shell
  /// reports 128 + the signal), as `PullUpSignalPolicy.Response.endProcess` says.
  @available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
  func terminate(_ signal: Int32) {
    let saved = errno
    TerminalSignals.terminationsHandled.add(1, ordering: .acquiringAndReleasing)
    defer { TerminalSignals.terminationsHandled.subtract(1, ordering: .acquiringAndReleasing) }
    if TerminalSignals.deferTermination(signal) {
      errno = saved
      return
    }
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

  /// `SIGTTIN` while deferring: ``TerminalSignals/answerStopRequest()``. Async-signal-safe.
  @available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
  func answerStopRequest(_ signal: Int32) {
    let saved = errno
    TerminalSignals.answerStopRequest()
    errno = saved
  }

  @available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
  private func suspend(_ signal: Int32) {
    let saved = errno
    TerminalSignals.suspendFromHandler()
    errno = saved
  }

  /// After any stop (also `SIGSTOP`, which no handler sees): the session takes the terminal back at its
  /// next call. Async-signal-safe.
  @available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
  private func resume(_ signal: Int32) {
    let saved = errno
    if TerminalSignals.owner.load(ordering: .acquiring) > 0 {
      TerminalSignals.reentry.store(true, ordering: .releasing)
    }
    errno = saved
  }

  @available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
  private func noteResize(_ signal: Int32) {
    let saved = errno
    TerminalSignals.resized.store(true, ordering: .relaxed)
    errno = saved
  }

  @available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
  private func restoreAtExit() {
    TerminalSignals.restoreFromHandler()
  }
#endif
