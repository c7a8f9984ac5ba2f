#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#endif

#if canImport(Darwin) || canImport(Glibc)
  /// The real terminal, set up for a full-screen front end and restored afterwards, whatever happens.
  ///
  /// Creating a session checks that input and output are terminals (a redirected one throws
  /// ``TerminalSessionError/notATerminal(descriptor:)`` before anything changes), then puts the input in
  /// raw mode (no echo, no line editing, no signals from Control-C, byte by byte) and writes
  /// ``TerminalSessionOptions/setupSequence``: the alternate screen, a hidden cursor and mouse reports.
  ///
  /// Everything is undone — ``TerminalSessionOptions/restoreSequence`` written, the saved `termios` put
  /// back — exactly once, by whichever comes first: ``restore()``, the session's `deinit`, `SIGINT`,
  /// `SIGTERM`, `SIGHUP` or `SIGQUIT` (the handler then exits with 128 + the signal number), a crash
  /// (`SIGILL`, `SIGTRAP`, `SIGABRT`, `SIGSEGV`, `SIGBUS`, `SIGFPE`: the handler then gives the signal back
  /// to the handler that was there before, so the process dies as it would have), or the process's exit
  /// (`atexit`). The signal handlers are async-signal-safe: they only write bytes prepared in advance and
  /// call `tcsetattr`, `sigaction`, `raise` and `_exit`. `SIGWINCH` sets a flag that ``takeResize()`` reads.
  ///
  /// One session at a time owns the terminal. All its stored properties are constants and its state lives
  /// in atomics, so it may be used from any thread.
  @available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
  public final class TerminalSession: Sendable {
    /// The file descriptor read for input.
    public let input: Int32
    /// The file descriptor written to.
    public let output: Int32
    /// What the session changed about the terminal.
    public let options: TerminalSessionOptions
    private let generation: Int

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
      generation = TerminalSignals.activate(
        input: input, output: output, saved: saved, restoreSequence: options.restoreSequence)

      var raw = saved
      Self.makeRaw(&raw)
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

    /// The terminal's size, as `TIOCGWINSZ` reports it; ``TerminalSize/fallback`` when it reports none.
    public var size: TerminalSize {
      var window = winsize()
      guard ioctl(output, UInt(TIOCGWINSZ), &window) == 0, window.ws_col > 0, window.ws_row > 0 else {
        return .fallback
      }
      return TerminalSize(columns: Int(window.ws_col), rows: Int(window.ws_row))
    }

    /// The new size, if the terminal was resized (`SIGWINCH`) since the last call; otherwise `nil`.
    ///
    /// Poll it once per loop: a signal interrupts ``read(timeout:)``, which then returns no bytes.
    public func takeResize() -> TerminalSize? {
      TerminalSignals.takeResize() ? size : nil
    }

    /// Waits for input and reads what is there.
    ///
    /// - Parameter timeout: How long to wait for the first byte; `nil` waits until input or a signal.
    /// - Returns: The bytes read (feed them to a ``TerminalInputDecoder``); empty after the timeout or a
    ///   signal.
    /// - Throws: ``TerminalSessionError/endOfInput`` when the terminal hung up,
    ///   ``TerminalSessionError/systemCall(_:errno:)`` when reading fails.
    public func read(timeout: Duration?) throws(TerminalSessionError) -> [UInt8] {
      var descriptor = pollfd(fd: input, events: Int16(POLLIN), revents: 0)
      let milliseconds = timeout.map { Int32(Swift.min(Swift.max(($0 / .milliseconds(1)).rounded(.up), 0), 1e9)) } ?? -1
      let ready = poll(&descriptor, 1, milliseconds)
      if ready < 0 {
        guard errno == EINTR else { throw .systemCall("poll", errno: errno) }
        return []
      }
      guard ready > 0 else { return [] }
      var buffer = [UInt8](repeating: 0, count: 4096)
      let count = buffer.withUnsafeMutableBytes { readDescriptor(input, $0.baseAddress, $0.count) }
      if count < 0 {
        guard errno == EINTR || errno == EAGAIN else { throw .systemCall("read", errno: errno) }
        return []
      }
      guard count > 0 else { throw .endOfInput }
      return Array(buffer.prefix(count))
    }

    /// Writes text to the terminal, all of it (a frame from ``TerminalScreenWriter``, for example).
    ///
    /// - Parameter text: The text; its UTF-8 bytes are written in as few `write(2)` calls as the terminal
    ///   allows.
    /// - Throws: ``TerminalSessionError/systemCall(_:errno:)`` when writing fails.
    public func write(_ text: String) throws(TerminalSessionError) {
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
