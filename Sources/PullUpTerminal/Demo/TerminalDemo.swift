#if canImport(Glibc)
  import PullUp

  /// The interactive demo: a Maps-like scene with a sheet you drag with the mouse, in the real terminal.
  ///
  /// The demo owns a `PullUpController` on the real clock, draws every snapshot with a
  /// ``TerminalSheetRenderer`` through a ``TerminalScreenWriter`` (only changed cells, one write per
  /// frame), and turns mouse and keys into controller inputs with real timestamps, so a quick flick settles
  /// differently from a slow drag. A terminal resize becomes a container change. The terminal is restored
  /// however the demo ends (see ``TerminalSession``).
  ///
  /// The demo shows what PullUp decides beyond the seeds: the list of places scrolls inside the sheet
  /// (drag it or wheel over it: the sheet expands first, then the list scrolls, and back), `k` raises a
  /// software keyboard that the sheet follows by its keyboard policy, the top row is an accessibility
  /// bar whose numbered actions the digit keys perform and which shows every announcement, and `m`
  /// turns reduced motion on and off. The status line and the bar name the keys.
  public struct TerminalDemo: Sendable {
    /// How the sheet behaves.
    public var configuration: PullUpConfiguration
    /// How cells map to points.
    public var scale: TerminalScale
    /// The height of the sheet's content in points, for fit-to-content detents.
    public var contentHeight: Double?
    /// Who hears about the session's inputs (a recorder).
    public var hooks: TerminalDemoHooks

    /// Creates a demo.
    ///
    /// - Parameters:
    ///   - configuration: How the sheet behaves.
    ///   - scale: How cells map to points.
    ///   - contentHeight: The height of the sheet's content, for fit-to-content detents.
    ///   - hooks: Who hears about the session's inputs.
    public init(
      configuration: PullUpConfiguration, scale: TerminalScale = .standard, contentHeight: Double? = 560,
      hooks: TerminalDemoHooks = .none
    ) {
      self.configuration = configuration
      self.scale = scale
      self.contentHeight = contentHeight
      self.hooks = hooks
    }

    /// Runs until the person quits (`q` or Control-C).
    ///
    /// - Throws: ``TerminalSessionError/notATerminal(descriptor:)`` when standard input or output is not a
    ///   terminal, before anything changes; other session errors; `PullUpError` if the configuration does
    ///   not validate.
    public func run() async throws {
      let session = try TerminalSession()
      defer { session.restore() }
      let renderer = TerminalSheetRenderer(scale: scale)
      var size = session.size
      let clock = ContinuousClock()
      let start = clock.now
      let container = renderer.container(columns: size.columns, rows: size.rows)
      let controller = try PullUpController(
        configuration: configuration, container: container, contentHeight: contentHeight, clock: clock)
      hooks.started(container, contentHeight)
      let screen = TerminalDemoScreen(session: session, renderer: renderer, size: size)
      screen.update { $0.flags = configuration.movement.reducesMotion ? [Self.reducedMotionFlag] : [] }
      await controller.attach(screen)
      let announcements = Task { [events = controller.events] in
        for await event in events {
          if case .announcement(let words) = event { screen.update { $0.announcement = words } }
        }
      }
      var run = Run(
        controller: controller, renderer: renderer, hooks: hooks, events: controller.events.makeAsyncIterator(),
        start: start, clock: clock)
      var mapper = TerminalDemoMapper(
        renderer: renderer, dragsWhileHidden: configuration.movement.dragsWhileHidden,
        reducesMotion: configuration.movement.reducesMotion)
      var decoder = TerminalInputDecoder()

      defer {
        announcements.cancel()
        Task { await controller.finish() }
      }
      await run.updateScrollExtent()
      while true {
        if let resized = session.takeResize() {
          size = resized
          screen.resize(to: size)
          let container = renderer.container(columns: size.columns, rows: size.rows)
          await run.perform(.setContainer(container))
        }
        let bytes = try session.read(timeout: .milliseconds(25))
        var decoded = decoder.decode(bytes)
        if bytes.isEmpty, decoder.hasPendingInput { decoded += decoder.flush() }
        for event in decoded {
          if TerminalDemoMapper.quits(event) { return }
          let snapshot = await controller.snapshot
          for input in mapper.inputs(for: event, snapshot: snapshot, rows: size.rows) {
            await run.perform(input)
            if case .setReducesMotion(let reduces) = input {
              screen.update { $0.flags = reduces ? [Self.reducedMotionFlag] : [] }
            }
          }
        }
      }
    }

    /// The status line's flag while motion is reduced.
    static let reducedMotionFlag = "reduce motion"

    /// The state of one run of the demo: the controller and what it has been told.
    private struct Run {
      let controller: PullUpController
      let renderer: TerminalSheetRenderer
      let hooks: TerminalDemoHooks
      var events: PullUpStream<PullUpEvent>.Iterator
      let start: ContinuousClock.Instant
      let clock: ContinuousClock
      /// The list's maximum offset as last given to the controller.
      var scrollMaximum: Double? = nil

      /// Seconds since the demo started, read as the controller reads its clock.
      func seconds() -> Double {
        PullUpClockTime.seconds(start.duration(to: clock.now))
      }

      /// Tells the controller how far the list can scroll now, when that changed (the start, a resize,
      /// the keyboard): without it, a drag on the list would scroll it without end.
      mutating func updateScrollExtent() async {
        let snapshot = await controller.snapshot
        let maximum = renderer.scrollMaximum(of: snapshot)
        guard maximum != scrollMaximum else { return }
        if await send(.scrollOffsetChanged(Swift.min(snapshot.contentOffset, maximum), maximum: maximum)) {
          scrollMaximum = maximum
        }
      }

      /// Gives an input to the controller and, when it accepted it, tells the hooks; a container or
      /// keyboard change then updates how far the list scrolls.
      mutating func perform(_ input: PullUpInput) async {
        guard await send(input) else { return }
        switch input {
        case .setContainer, .keyboardChanged: await updateScrollExtent()
        default: break
        }
      }

      /// Sends one input; tells the hooks what the controller accepted. A release is told with the velocity
      /// the controller estimated (from its release event), so that a replay decides the same.
      private mutating func send(_ input: PullUpInput) async -> Bool {
        let time = seconds()
        guard (try? await controller.send(input)) != nil else { return false }
        if case .dragEnded(nil) = input {
          while let event = await events.next() {
            if case .dragEnded(_, let velocity) = event {
              hooks.input(time, .dragEnded(velocity: -velocity))
              return true
            }
          }
          return true
        }
        hooks.input(time, input)
        return true
      }
    }
  }
#endif
