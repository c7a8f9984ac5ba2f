// Where `TerminalSession` is: a terminal's system calls come from Darwin or Glibc.
#if canImport(Darwin) || canImport(Glibc)
  import PullUp

  /// The interactive demo: a Maps-like scene with a sheet you drag with the mouse, in the real terminal.
  ///
  /// It is what `pullup demo` runs. The demo owns a `PullUpController` on the real clock, draws every
  /// snapshot through a ``TerminalSession`` with a ``TerminalSheetRenderer`` (only changed cells, one write
  /// per frame), and turns mouse and keys into controller inputs with real timestamps, so a quick flick
  /// settles differently from a slow drag. A terminal resize becomes a container change. The terminal is
  /// restored however the demo ends (see ``TerminalSession``).
  ///
  /// The demo shows what PullUp decides beyond the seeds: the list of places scrolls inside the sheet
  /// (drag it or wheel over it: the sheet expands first, then the list scrolls, and back), `k` raises a
  /// software keyboard that the sheet follows by its keyboard policy, the top row is an accessibility
  /// bar whose numbered actions the digit keys perform and which shows every announcement, and `m`
  /// turns reduced motion on and off. The status line and the bar name the keys.
  @available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
  public struct TerminalDemo: Sendable {
    /// How the sheet behaves.
    package var configuration: PullUpConfiguration
    /// The height of the sheet's content in points, for fit-to-content detents.
    package var contentHeight: Double?
    /// Who hears about the session's inputs (a recorder).
    package var hooks: TerminalDemoHooks

    /// Creates a demo.
    ///
    /// - Parameters:
    ///   - configuration: How the sheet behaves.
    ///   - contentHeight: The height of the sheet's content in points, for fit-to-content detents; the
    ///     renderer's ``TerminalSheetRenderer/contentHeight`` is the list's.
    public init(configuration: PullUpConfiguration, contentHeight: Double? = 560) {
      self.init(configuration: configuration, contentHeight: contentHeight, hooks: .none)
    }

    /// Creates a demo whose inputs a recorder hears (`pullup demo --record`).
    ///
    /// - Parameters:
    ///   - configuration: How the sheet behaves.
    ///   - contentHeight: The height of the sheet's content, for fit-to-content detents.
    ///   - hooks: Who hears about the session's inputs.
    package init(configuration: PullUpConfiguration, contentHeight: Double?, hooks: TerminalDemoHooks) {
      self.configuration = configuration
      self.contentHeight = contentHeight
      self.hooks = hooks
    }

    /// Runs until the person quits (`q` or Control-C). Control-Z suspends it, with the terminal restored;
    /// `fg` brings it back, redrawn at the terminal's size then. Where the program defers `SIGINT`,
    /// `SIGTERM` and `SIGHUP` (`pullup demo`, to save its recording), the first of them ends the run as `q`
    /// does, and so does a read that fails once one has arrived (the terminal hung up).
    ///
    /// - Throws: ``TerminalSessionError/notATerminal(descriptor:)`` when standard input or output is not a
    ///   terminal, before anything changes; other session errors; `PullUpError` if the configuration does
    ///   not validate.
    public func run() async throws {
      let session = try TerminalSession()
      defer { session.restore() }
      let renderer = TerminalSheetRenderer()
      var size = session.size
      var driver = try TerminalDemoDriver(
        configuration: configuration, renderer: renderer, contentHeight: contentHeight, columns: size.columns,
        rows: size.rows, clock: ContinuousClock(), hooks: hooks)
      let controller = driver.controller
      let screen = TerminalDemoScreen(session: session, renderer: renderer)
      screen.update { $0.flags = configuration.movement.reducesMotion ? [Self.reducedMotionFlag] : [] }
      let attachment = await controller.attach(screen)
      let announcements = Task { [events = controller.events] in
        for await event in events {
          if case .announcement(let words) = event { screen.update { $0.announcement = words } }
        }
      }

      func readUntilQuit() async throws {
        await driver.begin()
        while TerminalTermination.requested == nil {
          if let resized = session.takeResize() {
            size = resized
            await driver.resize(columns: size.columns, rows: size.rows)
            // After a stop the container may not have changed; the screen is drawn again all the same.
            screen.update { _ in }
          }
          let read = Result { () throws(TerminalSessionError) in try session.readEvents(timeout: .milliseconds(25)) }
          if case .failure = read, TerminalTermination.requested != nil { return }
          for event in try read.get() {
            if TerminalDemoMapper.quits(event) { return }
            for case .setReducesMotion(let reduces) in await driver.handle(event, rows: size.rows) {
              screen.update { $0.flags = reduces ? [Self.reducedMotionFlag] : [] }
            }
          }
        }
      }
      var failure: (any Error)?
      do { try await readUntilQuit() } catch { failure = error }
      // Nothing reaches the screen once `detach` returns, so no frame is drawn after the terminal is restored.
      await controller.detach(attachment)
      announcements.cancel()
      await controller.finish()
      if let failure { throw failure }
    }

    /// The status line's flag while motion is reduced.
    static let reducedMotionFlag = "reduce motion"
  }
#endif
