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
      screen.update { $0.flags = configuration.reducesMotion ? [Self.reducedMotionFlag] : [] }
      await controller.attach(screen)
      let announcements = Task { [events = controller.events] in
        for await event in events {
          if case .announcement(let words) = event { screen.update { $0.announcement = words } }
        }
      }
      var run = Run(
        controller: controller, renderer: renderer, hooks: hooks, events: controller.events.makeAsyncIterator(),
        reducesMotion: configuration.reducesMotion, start: start, clock: clock)
      var mapper = TerminalDemoMapper(renderer: renderer, dragsWhileHidden: configuration.dragsWhileHidden)
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
          let time = run.seconds()
          if (try? await controller.setContainer(container)) != nil {
            hooks.input(time, .resize(width: container.size.width, height: container.size.height))
            await run.updateScrollExtent()
          }
        }
        let bytes = try session.read(timeout: .milliseconds(25))
        var decoded = decoder.decode(bytes)
        if bytes.isEmpty, decoder.hasPendingInput { decoded += decoder.flush() }
        for event in decoded {
          let snapshot = await controller.snapshot
          for command in mapper.commands(for: event, snapshot: snapshot, rows: size.rows) {
            if case .quit = command { return }
            await run.perform(command, snapshot: snapshot)
            if case .toggleReducesMotion = command {
              let flags = run.reducesMotion ? [Self.reducedMotionFlag] : []
              screen.update { $0.flags = flags }
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
      var reducesMotion: Bool
      let start: ContinuousClock.Instant
      let clock: ContinuousClock
      /// The list's maximum offset as last given to the controller.
      var scrollMaximum: Double? = nil

      /// Seconds since the demo started.
      func seconds() -> Double {
        start.duration(to: clock.now).seconds
      }

      /// Tells the controller how far the list can scroll now, when that changed (the start, a resize,
      /// the keyboard): without it, a drag on the list would scroll it without end.
      mutating func updateScrollExtent() async {
        let snapshot = await controller.snapshot
        let maximum = renderer.scrollMaximum(of: snapshot)
        guard maximum != scrollMaximum else { return }
        let offset = Swift.min(snapshot.contentOffset, maximum)
        let time = seconds()
        guard (try? await controller.scrollOffsetChanged(offset, maximum: maximum)) != nil else { return }
        scrollMaximum = maximum
        hooks.input(time, .scroll(offset: offset, maximum: maximum))
      }

      /// Carries out one command and tells the hooks what the controller accepted.
      mutating func perform(_ command: TerminalDemoCommand, snapshot: PullUpSnapshot) async {
        let time = seconds()
        guard let input = await input(for: command, snapshot: snapshot) else { return }
        hooks.input(time, input)
        if case .keyboard = input { await updateScrollExtent() }
      }

      /// Gives a command to the controller; returns the input to record, or `nil` when the controller
      /// refused it.
      private mutating func input(for command: TerminalDemoCommand, snapshot: PullUpSnapshot) async
        -> TerminalDemoInput?
      {
        do {
          switch command {
          case .dragBegan(let inScrollableContent):
            try await controller.dragBegan(inScrollableContent: inScrollableContent)
            return .dragBegan(inScrollableContent: inScrollableContent)
          case .dragChanged(let translation):
            try await controller.dragChanged(translation: translation)
            return .dragChanged(translation: translation)
          case .dragEnded:
            try await controller.dragEnded()
            // The estimator's velocity, read from the release event, so that a replay decides the same.
            while let event = await events.next() {
              if case .dragEnded(_, let velocity) = event { return .dragEnded(velocity: -velocity) }
            }
            return nil
          case .setState(let state):
            try await controller.setState(state, animated: true)
            return .setState(state, animated: true)
          case .setHeight(let height):
            try await controller.setHeight(height, animated: true)
            return .setHeight(height, animated: true)
          case .toggleState:
            let target: PullUpState = snapshot.state == .collapsed ? .expanded : .collapsed
            try await controller.setState(target, animated: true)
            return .setState(target, animated: true)
          case .setHidden(let hidden):
            await controller.setHidden(hidden, animated: true)
            return .setHidden(hidden, animated: true)
          case .setLocked(let locked):
            await controller.setLocked(locked)
            return .setLocked(locked)
          case .scrollContent(let offset, let maximum):
            try await controller.scrollOffsetChanged(offset, maximum: maximum)
            return .scroll(offset: offset, maximum: maximum)
          case .setKeyboard(let height):
            try await controller.keyboardChanged(height: height, animated: true)
            return .keyboard(height: height, animated: true)
          case .accessibility(let action):
            try await controller.accessibilityActionPerformed(action)
            return .accessibility(action)
          case .toggleReducesMotion:
            reducesMotion.toggle()
            await controller.setReducesMotion(reducesMotion)
            return .setReducesMotion(reducesMotion)
          case .quit:
            return nil
          }
        } catch {
          return nil
        }
      }
    }
  }

  extension Duration {
    fileprivate var seconds: Double {
      let (seconds, attoseconds) = components
      return Double(seconds) + Double(attoseconds) * 1e-18
    }
  }
#endif
