#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#endif

#if canImport(Darwin) || canImport(Glibc)
  import Synchronization

  /// The one thread that acts on the signals a session can wait for: `SIGWINCH`, `SIGCONT`, and the
  /// terminating signals a program defers (``TerminalTermination``). Their handler only writes the signal's
  /// number to a pipe (``forward(_:)``); this thread reads the pipe and acts in plain code, one signal at a
  /// time, in the order they came: no decision in a handler, no timeout, no polling.
  ///
  /// Every decision that depends on the order of signals is made here, and all the stops the session makes
  /// happen here (``suspend()``, ``waitForForeground()``): the session's code asks and waits for the answer.
  /// Before each decision the thread sends the process a `SIGTTIN`, forwarded like the others, and reads up
  /// to it (``synchronize()``): a thread takes pending signals lowest number first, and each forwarding
  /// handler blocks the others while it runs, so every deferrable signal and `SIGCONT` sent before is read
  /// first. After `kill %1` on a stopped job, for instance, bash sends `SIGTERM` and then `SIGCONT`, and the
  /// thread sees the `SIGTERM` before it decides whether to stop again for the terminal.
  ///
  /// That order needs one thread that takes these signals: in `pullup`, as in any program whose `main` is
  /// `async`, the main thread waits in libdispatch's `sigsuspend` with every signal unblocked, and the
  /// threads of Swift's task pool and libdispatch block every signal; this thread blocks them all too. A
  /// program with no thread that takes signals cannot have its session wait in the background.
  @available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
  enum TerminalSignalThread {
    /// What the session's code asks of the thread.
    enum Request: Int {
      /// Indicates that the thread should act on what it read so far, then answer.
      case settle = 1
      /// Indicates that the thread should stop the process (`SIGTTIN`) until it is in the foreground.
      case waitForForeground
      /// Indicates that the thread should stop the process with `SIGTSTP`, then wait for the foreground.
      case suspend
    }

    /// What the thread answers.
    enum Answer: Int {
      /// Indicates that the process is in the terminal's foreground process group.
      case foreground = 1
      /// Indicates that a deferred signal asked the program to end: the terminal stays the shell's.
      case terminating
      /// Indicates that the process is in the background and cannot wait to be in the foreground: `SIGTTIN`
      /// is ignored, or its process group is orphaned (the kernel would discard the stop).
      case cannotWait
    }

    /// The pipe the handlers write signal numbers to, and requests a `0`.
    private static let signals = Pipe()
    /// The pipe the thread writes a byte to after each signal the session acts on, so that a read waiting
    /// for input returns (``TerminalSession/readEvents(timeout:)``).
    private static let wakes = Pipe()
    /// The pipe a requester waits on for ``answer``.
    private static let answers = Pipe()
    private static let request = Atomic<Int>(0)
    private static let answer = Atomic<Int>(0)
    /// One request at a time.
    private static let requests = Mutex<Void>(())

    /// A pipe's two descriptors, close-on-exec, created when the thread starts.
    private final class Pipe: Sendable {
      let reader = Atomic<Int32>(-1)
      let writer = Atomic<Int32>(-1)

      /// Opens the pipe; a non-blocking end never makes its caller wait (a handler, above all).
      func open(nonblockingReader: Bool, nonblockingWriter: Bool) {
        var descriptors: [Int32] = [-1, -1]
        guard pipe(&descriptors) == 0 else { fatalError("pullup terminal: pipe failed: errno \(errno)") }
        for (descriptor, nonblocking) in zip(descriptors, [nonblockingReader, nonblockingWriter]) {
          _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC)
          if nonblocking { _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) | O_NONBLOCK) }
        }
        reader.store(descriptors[0], ordering: .releasing)
        writer.store(descriptors[1], ordering: .releasing)
      }

      /// Writes one byte, again after an interruption; a full pipe with a non-blocking writer drops it (the
      /// signals pipe holds 64 KiB of bytes nobody read). Async-signal-safe.
      func send(_ value: UInt8) {
        var byte = value
        while write(writer.load(ordering: .acquiring), &byte, 1) < 0, errno == EINTR {}
      }

      /// Waits for one byte, again after an interruption.
      func receive() -> UInt8 {
        var byte: UInt8 = 0
        while true {
          let count = read(reader.load(ordering: .acquiring), &byte, 1)
          if count == 1 { return byte }
          guard count < 0, errno == EINTR else { fatalError("pullup terminal: a pipe read failed: errno \(errno)") }
        }
      }
    }

    /// Starts the thread, once.
    static func start() {
      _ = started
    }

    private static let started: Void = {
      signals.open(nonblockingReader: false, nonblockingWriter: true)
      wakes.open(nonblockingReader: true, nonblockingWriter: true)
      answers.open(nonblockingReader: false, nonblockingWriter: false)
      // The thread blocks every signal but a crash's, which it inherits from this one.
      var all = sigset_t()
      sigfillset(&all)
      for signal in TerminalSignals.crashing { sigdelset(&all, signal) }
      var mask = sigset_t()
      pthread_sigmask(SIG_BLOCK, &all, &mask)
      defer { pthread_sigmask(SIG_SETMASK, &mask, nil) }
      guard createThread(create: { pthread_create($0, nil, { _ in run() }, nil) }) else {
        fatalError("pullup terminal: cannot start the signal thread")
      }
    }()

    /// Creates a thread; `Handle` is `pthread_t` on Linux, `pthread_t?` on Darwin.
    private static func createThread<Handle>(create: (UnsafeMutablePointer<Handle>) -> Int32) -> Bool {
      let handle = UnsafeMutablePointer<Handle>.allocate(capacity: 1)
      defer { handle.deallocate() }
      return create(handle) == 0
    }

    /// The signals forwarded to the thread while a session owns the terminal, `SIGTTIN` (the marker)
    /// included, given the deferrable ones: what each forwarding handler blocks while it runs.
    static func forwarded(deferrable: Int) -> [Int32] {
      (1..<Int32(TerminalSignals.signalCount)).filter {
        $0 == SIGWINCH || $0 == SIGCONT || $0 == SIGTTIN || deferrable & 1 << Int($0) != 0
      }
    }

    /// Writes `signal` to the thread's pipe. Async-signal-safe.
    static func send(_ signal: Int32) {
      signals.send(UInt8(truncatingIfNeeded: signal))
    }

    /// The thread's body: acts on one signal after another, for the life of the process.
    private static func run() -> UnsafeMutableRawPointer? {
      while true {
        switch Int32(signals.receive()) {
        case 0: answerRequest()
        // A `SIGTTIN` from elsewhere, or a marker read already: nothing to do.
        case SIGTTIN: break
        case let signal: take(signal, duringRequest: false)
        }
      }
    }

    /// Acts on a signal. A `SIGCONT` read while answering a request is the requester's to act on (it takes
    /// the terminal back itself); any other asks the session to take the terminal back.
    private static func take(_ signal: Int32, duringRequest: Bool) {
      switch signal {
      case SIGWINCH:
        TerminalSignals.resized.store(true, ordering: .releasing)
        wakes.send(1)
      case SIGCONT:
        guard !duringRequest, TerminalSignals.owner.load(ordering: .acquiring) > 0 else { return }
        TerminalSignals.reentry.store(true, ordering: .releasing)
        wakes.send(1)
      default:
        guard TerminalSignals.deferTermination(signal) else {
          TerminalSignals.restoreFromHandler()
          TerminalSignals.endProcess(dyingOf: signal)
        }
        wakes.send(1)
      }
    }

    /// Sends the process a `SIGTTIN` and acts on every signal read before it: every deferrable signal and
    /// `SIGCONT` sent to the process before this call. Returns `false`, at once, where `SIGTTIN` is not
    /// forwarded (it was ignored when the session started: no marker would come).
    @discardableResult
    private static func synchronize() -> Bool {
      guard
        TerminalSignals.handler(of: SIGTTIN) == unsafeBitCast(forward as @convention(c) (Int32) -> Void, to: Int.self)
      else { return false }
      _ = kill(getpid(), SIGTTIN)
      while case let signal = Int32(signals.receive()), signal != SIGTTIN {
        take(signal, duringRequest: true)
      }
      return true
    }

    private static func answerRequest() {
      let asked = Request(rawValue: request.exchange(0, ordering: .acquiringAndReleasing))
      let answer: Answer
      switch asked {
      case nil:
        preconditionFailure("pullup terminal: a request byte with no request")
      case .settle:
        answer = .foreground
      case .waitForForeground:
        answer = stopUntilForeground()
      case .suspend:
        TerminalSignals.stop(with: SIGTSTP)
        answer = stopUntilForeground()
      }
      self.answer.store(answer.rawValue, ordering: .releasing)
      answers.send(1)
    }

    /// Stops the process, as the kernel stops a background process that reads its terminal (`SIGTTIN`),
    /// until the shell makes it the foreground (`fg`), unless a deferred signal asks it to end first.
    private static func stopUntilForeground() -> Answer {
      while true {
        let synchronized = synchronize()
        guard !TerminalSignals.isForeground() else { return .foreground }
        guard TerminalSignals.termination.load(ordering: .acquiring) == 0 else { return .terminating }
        guard synchronized, TerminalSignals.canStop() else { return .cannotWait }
        TerminalSignals.stop(with: SIGTTIN)
      }
    }

    /// The read end of the wake pipe, for `poll`; `-1` before the thread starts.
    static var wakeDescriptor: Int32 { wakes.reader.load(ordering: .acquiring) }

    /// Empties the wake pipe, after a read saw it ready.
    static func drainWakes() {
      var bytes = [UInt8](repeating: 0, count: 64)
      let descriptor = wakeDescriptor
      while bytes.withUnsafeMutableBytes({ read(descriptor, $0.baseAddress, $0.count) }) > 0 {}
    }

    /// Asks the thread and waits for its answer: no timeout, as the thread always answers (after a stop,
    /// once the process runs again).
    private static func ask(_ request: Request) -> Answer {
      requests.withLock { _ in
        self.request.store(request.rawValue, ordering: .releasing)
        signals.send(0)
        _ = answers.receive()
        return Answer(rawValue: answer.load(ordering: .acquiring)) ?? .cannotWait
      }
    }

    /// Returns once the thread has acted on every signal forwarded before this call: what a test waits for
    /// after it raises one.
    static func settle() {
      _ = ask(.settle)
    }

    /// In the foreground, at once; in the background, stopped (`SIGTTIN`) until `fg`, on the signal thread,
    /// so that a deferred signal that came first is seen first.
    static func waitForForeground() -> Answer {
      TerminalSignals.isForeground() ? .foreground : ask(.waitForForeground)
    }

    /// Stops the process with `SIGTSTP`'s default action, then waits for the foreground
    /// (``waitForForeground()``). The terminal must be restored first.
    static func suspend() -> Answer {
      ask(.suspend)
    }
  }

  /// A signal the signal thread acts on: its number goes to the thread's pipe. Async-signal-safe.
  @available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
  func forward(_ signal: Int32) {
    let saved = errno
    TerminalSignalThread.send(signal)
    errno = saved
  }
#endif
