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
  /// Their handler only forwards them to one thread, ``TerminalSignalThread``, which decides in plain code,
  /// in the order they came. It holds also while a ``TerminalSession`` owns the terminal. Without deferring,
  /// a session restores the terminal and exits at the first of them, from a handler, as it always did.
  @available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
  package enum TerminalTermination {
    private static let previousActions = Mutex<[(signal: Int32, action: sigaction)]>([])

    /// Starts deferring `signals` (`PullUpSignalPolicy.sessionEnding`): the first of each kind only sets
    /// the flag; a repeat ends the process at once, unless it is among `repeatsIgnored` (`SIGHUP`). Call
    /// once, from the program's own code, before the work to keep; ``endDeferring()`` stops.
    package static func beginDeferring(_ signals: [Int32], repeatsIgnored: [Int32]) {
      let deferred = signals.filter { !TerminalSignals.isIgnored($0) }
      TerminalSignals.repeatsIgnoredBits.store(repeatsIgnored.reduce(0) { $0 | 1 << Int($1) }, ordering: .releasing)
      TerminalSignals.terminationsReceived.store(0, ordering: .relaxed)
      TerminalSignals.termination.store(0, ordering: .relaxed)
      TerminalSignals.defersTermination.store(true, ordering: .releasing)
      let deferrableBits = deferred.reduce(0) { $0 | 1 << Int($1) }
      TerminalSignals.deferrableBits.store(deferrableBits, ordering: .releasing)
      TerminalSignalThread.start()
      let forwarded = TerminalSignalThread.forwarded(deferrable: deferrableBits)
      previousActions.withLock {
        $0 = deferred.map { (signal: $0, action: TerminalSignals.install(forward, for: $0, blocking: forwarded)) }
      }
    }

    /// The first signal deferred since ``beginDeferring(_:repeatsIgnored:)``, or `nil`.
    package static var requested: Int32? {
      let signal = TerminalSignals.termination.load(ordering: .acquiring)
      return signal == 0 ? nil : Int32(signal)
    }

    /// Stops deferring: the handlers that were there before come back. Returns the first signal deferred,
    /// or `nil`.
    package static func endDeferring() -> Int32? {
      previousActions.withLock { actions in
        for previous in actions {
          var action = previous.action
          sigaction(previous.signal, &action, nil)
        }
        actions = []
      }
      TerminalSignals.defersTermination.store(false, ordering: .releasing)
      return requested
    }

    /// Ends the process as `signal`'s default action does, so that the shell sees it die of the signal
    /// (status 128 + the signal): what a program does once it has kept its work.
    package static func endProcess(dyingOf signal: Int32) -> Never {
      TerminalSignals.endProcess(dyingOf: signal)
    }
  }
#endif
