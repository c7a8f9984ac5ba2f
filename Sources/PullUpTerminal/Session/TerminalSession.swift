#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#endif

#if canImport(Darwin) || canImport(Glibc)
  import PullUp
  import PullUpCore

  /// The real terminal, set up for a full-screen front end and restored afterwards, whatever happens.
  ///
  /// Creating a session checks that input and output are terminals (a redirected one throws
  /// ``TerminalSessionError/notATerminal(descriptor:)`` before anything changes), then puts the input in
  /// raw mode (no echo, no line editing, no signals from Control-C, byte by byte) and makes the changes its
  /// ``TerminalSessionOptions`` ask for: the alternate screen, a hidden cursor and mouse reports.
  ///
  /// Everything is undone — the options' changes reversed, the style reset, the saved `termios` put back —
  /// exactly once, by whichever comes first: ``restore()``, the session's `deinit`, a signal whose default
  /// action ends the process (`SIGINT`, `SIGTERM`, `SIGHUP`, `SIGQUIT`, `SIGUSR1`, `SIGUSR2`, `SIGALRM`,
  /// `SIGVTALRM`, `SIGPROF`, and on Linux `SIGIO`, `SIGPWR`, `SIGSTKFLT`: the process then dies of the
  /// signal, with its default action; one that was ignored stays ignored), a crash or a limit (`SIGILL`, `SIGTRAP`,
  /// `SIGABRT`, `SIGSEGV`, `SIGBUS`, `SIGFPE`, `SIGXCPU`, `SIGXFSZ`, `SIGSYS`: the handler then gives the
  /// signal back to the handler that was there before, so the process dies as it would have), or the
  /// process's exit (`atexit`). A program that keeps work over `SIGINT`, `SIGTERM`, `SIGHUP` and `SIGQUIT`
  /// (`pullup demo` saves its recording, by `PullUpSignalPolicy`) defers them: the first of each kind then
  /// only sets a flag, and the program ends its loop, which restores the terminal.
  ///
  /// Signal handlers do only what must happen before the process stops or dies (restoring the terminal for
  /// a crash, a signal that ends the process, or a `SIGTSTP` from elsewhere); they are async-signal-safe:
  /// they only write bytes prepared in advance and call `tcsetattr`, `sigaction`, `pthread_sigmask`, `raise`
  /// and `_exit`, and every one that returns keeps `errno`. Everything else is decided on one thread of the
  /// session's, in plain code and in the order the signals came: the handlers of `SIGWINCH`, `SIGCONT` and
  /// the deferred signals only pass their number on to it. A resize (``takeResize()``), a return from a stop
  /// or a deferred signal also ends a ``readEvents(timeout:)`` that waits, whatever signals the reading
  /// thread blocks. That order, and waiting in the background, need a thread of the program that takes
  /// signals, as the main thread of a program with an `async` `main` does.
  ///
  /// Job control works as in other full-screen programs. Control-Z (the byte 0x1A, which raw mode no longer
  /// turns into a signal) read by ``readEvents(timeout:)`` suspends in the session's own code: with no
  /// drawing under way, it restores the terminal, then stops the process with `SIGTSTP`'s default action.
  /// A `SIGTSTP` from elsewhere does the same from its handler. When the process continues (`fg`,
  /// `SIGCONT`), the session takes the terminal back once, at its next call, in its own code: raw mode
  /// (keys typed meanwhile are kept) with its options' setup, and ``takeResize()`` reports the current size
  /// so that the front end redraws everything at it. Only in the foreground: continued in the background
  /// (`bg`, `kill -CONT`), or reading there, the process stops again (`SIGTTIN`'s default action, "Stopped
  /// (tty input)") until `fg`, as the kernel would stop it if its threads did not block that signal, and
  /// the shell's terminal is left alone; a session created in the background waits the same way before it
  /// changes anything. A program that defers the terminating signals (`pullup demo`) is not kept waiting
  /// by them: one that arrives while the process is stopped or in the background (`kill %1`, which bash
  /// follows with `SIGCONT`) ends the wait, the terminal stays the shell's (nothing is drawn or restored
  /// from the background), and the program ends its loop and keeps its work. Where `SIGTSTP` is ignored
  /// when the session starts (a shell without job control), Control-Z does nothing.
  ///
  /// While it owns the terminal, the session reads what the person does as ``TerminalInputEvent`` values
  /// (``readEvents(timeout:)``) and draws snapshots with a ``TerminalSheetRenderer``, sending only the cells
  /// that changed (``draw(_:with:announcement:)``).
  ///
  /// One session at a time owns the terminal. Its state lives in atomics and locks, so it may be used from
  /// any thread: reads of events take turns, and so do drawings and writes.
  @available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
  public final class TerminalSession: Sendable {
    /// The file descriptor read for input.
    package let input: Int32
    /// The file descriptor written to.
    package let output: Int32
    /// What the session changed about the terminal.
    package let options: TerminalSessionOptions
    private let generation: Int
    /// Raw mode, for taking the terminal back after a stop.
    private let raw: termios
    /// Holds an unfinished escape sequence from one read to the next.
    private let decoder = PullUpLock(TerminalInputDecoder())
    /// What the last drawing left on screen, as far as the session knows; `nil` after other output.
    private let writer = PullUpLock(TerminalScreenWriter())

    /// Sets the terminal up.
    ///
    /// - Parameters:
    ///   - input: The terminal's input descriptor (standard input).
    ///   - output: The terminal's output descriptor (standard output).
    ///   - options: What to change about the terminal.
    /// - Throws: ``TerminalSessionError/notATerminal(descriptor:)`` when a descriptor is not a terminal,
    ///   ``TerminalSessionError/alreadyActive`` when another session owns the terminal,
    ///   ``TerminalSessionError/systemCall(_:errno:)`` when the terminal refuses a setting (the terminal is
    ///   then restored).
    public init(
      input: Int32 = STDIN_FILENO, output: Int32 = STDOUT_FILENO, options: TerminalSessionOptions = .init()
    ) throws(TerminalSessionError) {
      guard isatty(input) == 1 else { throw .notATerminal(descriptor: input) }
      guard isatty(output) == 1 else { throw .notATerminal(descriptor: output) }
      var saved = termios()
      guard tcgetattr(input, &saved) == 0 else { throw .systemCall("tcgetattr", errno: errno) }
      guard TerminalSignals.claim() else { throw .alreadyActive }
      self.input = input
      self.output = output
      self.options = options
      var raw = saved
      Self.makeRaw(&raw)
      self.raw = raw
      generation = TerminalSignals.activate(
        input: input, output: output, saved: saved, restoreSequence: options.restoreSequence)

      // Started in the background (`pullup demo &`): stopped until `fg`, as for a re-entry, rather than set up
      // the terminal under the shell, which this thread's blocked SIGTTOU would let through. Told to end
      // meanwhile (a deferred signal: `kill %1`), it never touches the terminal; the program's loop ends.
      if TerminalSignalThread.waitForForeground() == .terminating {
        TerminalSignals.leaveTerminalToTheShell()
        return
      }
      guard tcsetattr(input, TCSAFLUSH, &raw) == 0 else {
        let error = errno
        restore()
        throw .systemCall("tcsetattr", errno: error)
      }
      do {
        try write(options.setupSequence)
      } catch {
        restore()
        throw error
      }
    }

    deinit {
      restore()
    }

    /// Restores the terminal, if this session still owns it; later calls do nothing.
    public func restore() {
      TerminalSignals.restore(generation: generation)
    }

    /// The terminal's size, as `TIOCGWINSZ` reports it; 80 × 24 when it reports none.
    public var size: TerminalSize {
      var window = winsize()
      guard ioctl(output, UInt(TIOCGWINSZ), &window) == 0, window.ws_col > 0, window.ws_row > 0 else {
        return .fallback
      }
      return TerminalSize(columns: Int(window.ws_col), rows: Int(window.ws_row))
    }

    /// The new size, if the terminal was resized (`SIGWINCH`) since the last call; otherwise `nil`.
    ///
    /// Poll it once per loop: a signal interrupts ``readEvents(timeout:)``, which then returns no events.
    /// The next ``draw(_:with:announcement:)`` draws at the new size by itself; give the machine the new
    /// container (``TerminalSheetRenderer/container(columns:rows:)``).
    ///
    /// After the process was suspended and continued (Control-Z, then `fg`), the session has taken the
    /// terminal back (raw mode, its options' setup) and this reports the current size, whether or not it
    /// changed meanwhile; the next drawing then draws everything.
    public func takeResize() -> TerminalSize? {
      writer.withLock { reenterIfContinued(&$0) }
      return TerminalSignals.takeResize() ? size : nil
    }

    /// Takes the terminal back after a stop the session's code did not make (`kill -TSTP`, `SIGSTOP`),
    /// once: raw mode, the setup, and everything drawn again. Call with the writer lock held.
    private func reenterIfContinued(_ writer: inout TerminalScreenWriter) {
      guard TerminalSignals.takeReentry(generation: generation) else { return }
      reenter(&writer, after: TerminalSignalThread.waitForForeground())
    }

    /// Takes the terminal back after a stop, if the process is in the foreground (`answer`): raw mode
    /// (keeping what was typed since), the setup bytes (the alternate screen, the hidden cursor, mouse
    /// reports) and a note to redraw at the current size. With the writer lock held.
    ///
    /// A process continued in the background (`bg`, `kill -CONT`) has first stopped again until the shell
    /// gave it the terminal (``TerminalSignalThread/waitForForeground()``): its own threads block `SIGTTOU`
    /// (Swift's task pool blocks every signal), so the kernel would let a `tcsetattr` from the background
    /// through, and the session would take the terminal from under the shell. A process told to end while it
    /// waits (`kill %1`: bash sends `SIGTERM`, then `SIGCONT` to a stopped job) does not wait: the terminal
    /// stays the shell's (``TerminalSignals/away``), and the session's loop ends. Returns whether the
    /// terminal is the session's again.
    @discardableResult
    private func reenter(_ writer: inout TerminalScreenWriter, after answer: TerminalSignalThread.Answer) -> Bool {
      guard answer == .foreground else {
        if !TerminalSignals.isForeground() { TerminalSignals.leaveTerminalToTheShell() }
        return false
      }
      withUnsafePointer(to: raw) { TerminalSignals.setAttributes($0, when: TCSADRAIN) }
      _ = try? writeAll(options.setupSequence)
      TerminalSignals.noteTerminalTakenBack()
      writer.invalidate()
      return true
    }

    /// A read failed with `EIO`: if that is because the process runs in the background (continued there by
    /// `bg` or `kill -CONT` while a read was under way), which is how the kernel answers a read from there on
    /// a thread that blocks `SIGTTIN` (rather than stopping the process), waits, stopped, until it is in the
    /// foreground, and takes the terminal back, with no drawing under way. Returns whether it did; otherwise
    /// the error stands (a terminal that hung up).
    private func reenterFromBackground() -> Bool {
      writer.withLock { writer in
        guard TerminalSignals.isOwned(by: generation), !TerminalSignals.isForeground() else { return false }
        TerminalSignals.forgetReentry()
        return reenter(&writer, after: TerminalSignalThread.waitForForeground())
      }
    }

    /// Control-Z: suspends as Control-Z would in cooked mode, in this code and with no drawing under way, if
    /// `SIGTSTP` is not ignored: restores the terminal, has the signal thread stop the process with
    /// `SIGTSTP`'s default action, and once it runs again in the foreground (or at once, where the stop is
    /// discarded: an orphaned process group) takes the terminal back, once.
    private func suspend() {
      writer.withLock { writer in
        reenterIfContinued(&writer)
        guard TerminalSignals.canSuspend, TerminalSignals.isOwned(by: generation) else { return }
        TerminalSignals.restoreTerminal()
        TerminalSignals.leaveTerminalToTheShell()
        let answer = TerminalSignalThread.suspend()
        TerminalSignals.forgetReentry()
        reenter(&writer, after: answer)
        writer.invalidate()
      }
    }

    /// Waits for input and reads what is there, as bytes.
    ///
    /// Bytes read here bypass the session's decoder: use either this or ``readEvents(timeout:)``.
    ///
    /// - Parameter timeout: How long to wait for the first byte; `nil` waits until input or a signal.
    /// - Returns: The bytes read; empty after the timeout or a signal.
    /// - Throws: ``TerminalSessionError/endOfInput`` when the terminal hung up,
    ///   ``TerminalSessionError/systemCall(_:errno:)`` when reading fails.
    package func read(timeout: Duration?) throws(TerminalSessionError) -> [UInt8] {
      // The input, and the signal thread's wake pipe: a resize, a return from a stop or a deferred signal
      // ends the wait, whatever this thread blocks.
      var descriptors = [
        pollfd(fd: input, events: Int16(POLLIN), revents: 0),
        pollfd(fd: TerminalSignalThread.wakeDescriptor, events: Int16(POLLIN), revents: 0),
      ]
      let milliseconds = timeout.map { Int32(Swift.min(Swift.max(($0 / .milliseconds(1)).rounded(.up), 0), 1e9)) } ?? -1
      let ready = poll(&descriptors, nfds_t(descriptors.count), milliseconds)
      if ready < 0 {
        guard errno == EINTR else { throw .systemCall("poll", errno: errno) }
        return []
      }
      if descriptors[1].revents != 0 { TerminalSignalThread.drainWakes() }
      guard descriptors[0].revents != 0 else { return [] }
      var buffer = [UInt8](repeating: 0, count: 4096)
      let count = buffer.withUnsafeMutableBytes { readDescriptor(input, $0.baseAddress, $0.count) }
      if count < 0 {
        let error = errno
        // From the background the kernel answers EIO instead of stopping on a thread that blocks SIGTTIN, and
        // EINTR on one that takes it (its handler, while a session owns the terminal, forwards it).
        if error == EIO || error == EINTR, reenterFromBackground() { return [] }
        guard error == EINTR || error == EAGAIN else { throw .systemCall("read", errno: error) }
        return []
      }
      guard count > 0 else { throw .endOfInput }
      return Array(buffer.prefix(count))
    }

    /// Waits for input and returns what the person did: keys, mouse presses, drags and releases, and the
    /// wheel.
    ///
    /// The session decodes the bytes the terminal sends in raw mode: SGR mouse reports (and the legacy X10
    /// ones) for the left button and the vertical wheel, the arrows in both cursor-key modes, space, Return,
    /// Control-C (``TerminalKey/interrupt``: raw mode turns off the terminal's signal), Escape, and printable
    /// ASCII and UTF-8 characters. Everything else, and anything malformed, is dropped without a trace.
    ///
    /// An Escape byte may be the Escape key or the start of a sequence, and only the next byte tells. When
    /// the bytes read end part-way through a sequence (most often after a lone Escape), the session waits up
    /// to 25 ms more for the rest; if nothing comes, a lone Escape is reported as ``TerminalKey/escape`` and
    /// any other unfinished sequence is dropped. So a call may return up to 25 ms after `timeout`, and
    /// never leaves a key pressed half-reported.
    ///
    /// - Parameter timeout: How long to wait for the first byte; `nil` waits until input or a signal.
    ///   Zero reports only what has already arrived.
    /// - Returns: The events, in the order the person made them; empty after the timeout or a signal (a
    ///   resize: check ``takeResize()``).
    /// - Throws: ``TerminalSessionError/endOfInput`` when the terminal hung up,
    ///   ``TerminalSessionError/systemCall(_:errno:)`` when reading fails.
    public func readEvents(timeout: Duration?) throws(TerminalSessionError) -> [TerminalInputEvent] {
      writer.withLock { reenterIfContinued(&$0) }
      return try decoder.withLock { pending in
        Result { () throws(TerminalSessionError) in
          var events: [TerminalInputEvent] = []
          var wait = timeout
          repeat {
            let bytes = try read(timeout: wait)
            guard !bytes.isEmpty else {
              events += pending.flush()
              break
            }
            events += pending.decode(bytes)
            wait = options.escapeDelay
          } while pending.hasPendingInput
          // Control-Z: raw mode turns off the terminal's own suspend, so the session does what it would.
          if pending.takeSuspend() { suspend() }
          return events
        }
      }.get()
    }

    /// Draws a snapshot over the whole terminal, at its current ``size``, sending only the cells that
    /// changed since the last drawing.
    ///
    /// The first drawing, a drawing at another size than the last, and the first after ``write(_:)`` clear
    /// the screen and draw everything; drawing the same picture again sends nothing. What changed is sent as
    /// one string, in as few `write(2)` calls as the terminal allows, so the screen does not flicker.
    /// Drawing happens under a lock, so drawings from several tasks reach the terminal whole, one after
    /// the other.
    ///
    /// - Parameters:
    ///   - snapshot: The snapshot to draw; its container should be the renderer's
    ///     ``TerminalSheetRenderer/container(columns:rows:)`` for this size (one for another size is drawn
    ///     clipped, as right after a resize).
    ///   - renderer: How to draw it.
    ///   - announcement: The last `PullUpEvent.announcement` to show at the right of the accessibility bar
    ///     (the top row), if any.
    /// - Throws: ``TerminalSessionError/systemCall(_:errno:)`` when writing fails.
    public func draw(
      _ snapshot: PullUpSnapshot, with renderer: TerminalSheetRenderer, announcement: String? = nil
    ) throws(TerminalSessionError) {
      try draw(snapshot, with: renderer, overlay: TerminalOverlay(announcement: announcement))
    }

    /// Draws a snapshot with an overlay: ``draw(_:with:announcement:)`` with the status line's extra flags.
    package func draw(
      _ snapshot: PullUpSnapshot, with renderer: TerminalSheetRenderer, overlay: TerminalOverlay
    ) throws(TerminalSessionError) {
      try writer.withLock { writer in
        reenterIfContinued(&writer)
        // The terminal is the shell's (told to end in the background): nothing is drawn.
        guard !TerminalSignals.isAway else { return Result<Void, TerminalSessionError>.success(()) }
        return Result { () throws(TerminalSessionError) in
          let size = self.size
          let text = writer.render(
            renderer.render(snapshot, columns: size.columns, rows: size.rows, overlay: overlay))
          guard !text.isEmpty else { return }
          do throws(TerminalSessionError) {
            try writeAll(text)
          } catch {
            // What reached the screen is unknown: the next drawing starts over.
            writer.invalidate()
            throw error
          }
        }
      }.get()
    }

    /// Writes text to the terminal, all of it, for example a bell (`"\u{7}"`).
    ///
    /// The text may change what is on screen, so the next ``draw(_:with:announcement:)`` clears the screen
    /// and draws everything.
    ///
    /// - Parameter text: The text; its UTF-8 bytes are written in as few `write(2)` calls as the terminal
    ///   allows.
    /// - Throws: ``TerminalSessionError/systemCall(_:errno:)`` when writing fails.
    public func write(_ text: String) throws(TerminalSessionError) {
      try writer.withLock { writer in
        reenterIfContinued(&writer)
        writer.invalidate()
        guard !TerminalSignals.isAway else { return Result<Void, TerminalSessionError>.success(()) }
        return Result { () throws(TerminalSessionError) in try writeAll(text) }
      }.get()
    }

    /// Writes all of a text's UTF-8 bytes, retrying after a signal.
    private func writeAll(_ text: String) throws(TerminalSessionError) {
      let bytes = Array(text.utf8)
      var written = 0
      while written < bytes.count {
        let result = bytes.withUnsafeBytes { writeDescriptor(output, $0.baseAddress! + written, $0.count - written) }
        if result >= 0 {
          written += result
        } else if errno != EINTR && errno != EAGAIN {
          throw .systemCall("write", errno: errno)
        }
      }
    }

    /// Raw mode, as `cfmakeraw(3)` sets it but with reads that return as soon as one byte is there.
    static func makeRaw(_ settings: inout termios) {
      settings.c_iflag &= ~tcflag_t(IGNBRK | BRKINT | PARMRK | ISTRIP | INLCR | IGNCR | ICRNL | IXON)
      settings.c_oflag &= ~tcflag_t(OPOST)
      settings.c_lflag &= ~tcflag_t(ECHO | ECHONL | ICANON | ISIG | IEXTEN)
      settings.c_cflag &= ~tcflag_t(CSIZE | PARENB)
      settings.c_cflag |= tcflag_t(CS8)
      withUnsafeMutableBytes(of: &settings.c_cc) { controls in
        controls[Int(VMIN)] = 1
        controls[Int(VTIME)] = 0
      }
    }
  }

  // `read(2)` and `write(2)` under names of their own: inside the session, `read` and `write` are its methods.
  private func readDescriptor(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
    read(descriptor, buffer, count)
  }

  private func writeDescriptor(_ descriptor: Int32, _ buffer: UnsafeRawPointer?, _ count: Int) -> Int {
    write(descriptor, buffer, count)
  }
#endif
