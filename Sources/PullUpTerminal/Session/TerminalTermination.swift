#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#endif

#if canImport(Darwin) || canImport(Glibc)
  import Synchronization

  /// A program's work kept over the signals that end it, by the table the program passes
  /// (`PullUpSignalPolicy`, which `pullup demo` and `pullup-gtk` share): while deferring, the first of
  /// each kind (`SIGINT`, `SIGTERM`, `SIGHUP`, `SIGQUIT`) only sets a flag, ``requested``, and the program
  /// ends the way it chooses, keeping what it has (`pullup demo` leaves its loop as `q` does, restores the
  /// terminal and saves the recording), then dies of the signal (``endProcess(dyingOf:)``). A repeat takes
  /// the immediate path (the terminal is restored, if a session owns it, and the process dies of the
  /// signal), except one the table says changes nothing (`SIGHUP`). A signal that is ignored when
  /// deferring begins (`nohup`'s `SIGHUP`) stays ignored.
  ///
  /// It holds also while a ``TerminalSession`` owns the terminal: the session's handlers defer these
  /// signals the same way, and put the deferring handlers back when it ends. Without deferring, a session
  /// restores the terminal and exits at the first of them, as it always did.
  @available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
  package enum TerminalTermination {
    nonisolated(unsafe) private static var previousActions: [(signal: Int32, action: sigaction)] = []

    /// Starts deferring `signals` (`PullUpSignalPolicy.sessionEnding`): the first of each kind only sets
    /// the flag; a repeat ends the process at once, unless it is among `repeatsIgnored` (`SIGHUP`). Call
    /// once, from the program's own code, before the work to keep; ``endDeferring()`` stops.
    package static func beginDeferring(_ signals: [Int32], repeatsIgnored: [Int32]) {
      TerminalSignals.deferrable = signals
      TerminalSignals.deferrableBits.store(signals.reduce(0) { $0 | 1 << Int($1) }, ordering: .releasing)
      TerminalSignals.repeatsIgnoredBits.store(repeatsIgnored.reduce(0) { $0 | 1 << Int($1) }, ordering: .releasing)
      TerminalSignals.terminationsReceived.store(0, ordering: .relaxed)
      TerminalSignals.termination.store(0, ordering: .relaxed)
      TerminalSignals.defersTermination.store(true, ordering: .releasing)
      // Each deferring handler blocks SIGTTIN while it runs, and SIGTTIN's handler the deferred signals: a
      // stop for the terminal is decided after a termination that came first (`kill %1` on a stopped job).
      previousActions = TerminalSignals.deferrable.filter { !TerminalSignals.isIgnored($0) }.map {
        (signal: $0, action: TerminalSignals.install(terminate, for: $0, blocking: [SIGTTIN]))
      }
      if !TerminalSignals.isIgnored(SIGTTIN) {
        previousActions.append(
          (
            signal: SIGTTIN,
            action: TerminalSignals.install(answerStopRequest, for: SIGTTIN, blocking: TerminalSignals.deferrable)
          ))
        TerminalSignals.answersStopRequests.store(true, ordering: .releasing)
      }
    }

    /// The first signal deferred since ``beginDeferring()``, or `nil`.
    package static var requested: Int32? {
      let signal = TerminalSignals.termination.load(ordering: .acquiring)
      return signal == 0 ? nil : Int32(signal)
    }

    /// Stops deferring: the handlers that were there before come back. Returns the first signal deferred,
    /// or `nil`.
    package static func endDeferring() -> Int32? {
      TerminalSignals.answersStopRequests.store(false, ordering: .releasing)
      for previous in previousActions {
        var action = previous.action
        sigaction(previous.signal, &action, nil)
      }
      previousActions = []
      TerminalSignals.defersTermination.store(false, ordering: .releasing)
      return requested
    }

    /// Ends the process as `signal`'s default action does, so that the shell sees it die of the signal
    /// (status 128 + the signal): what a program does once it has kept its work.
    package static func endProcess(dyingOf signal: Int32) -> Never {
      _ = TerminalSignals.setDefaultAction(signal)
      var unblocked = sigset_t()
      sigemptyset(&unblocked)
      sigaddset(&unblocked, signal)
      _ = pthread_sigmask(SIG_UNBLOCK, &unblocked, nil)
      _ = raise(signal)
      _exit(128 + signal)
    }
  }
#endif
