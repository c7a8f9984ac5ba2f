#if canImport(Glibc)
  import PullUp

  /// The interactive demo: a Maps-like scene with a sheet you drag with the mouse, in the real terminal.
  ///
  /// The demo owns a `PullUpController` on the real clock, draws every snapshot with a
  /// ``TerminalSheetRenderer`` through a ``TerminalScreenWriter`` (only changed cells, one write per
  /// frame), and turns mouse and keys into controller inputs with real timestamps, so a quick flick settles
  /// differently from a slow drag. A terminal resize becomes a container change. The terminal is restored
  /// however the demo ends (see ``TerminalSession``).
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
      await controller.attach(screen)
      var events = controller.events.makeAsyncIterator()
      var mapper = TerminalDemoMapper(renderer: renderer, dragsWhileHidden: configuration.dragsWhileHidden)
      var decoder = TerminalInputDecoder()
      let seconds = { start.duration(to: clock.now).seconds }

      defer { Task { await controller.finish() } }
      while true {
        if let resized = session.takeResize() {
          size = resized
          screen.resize(to: size)
          let container = renderer.container(columns: size.columns, rows: size.rows)
          let time = seconds()
          if (try? await controller.setContainer(container)) != nil {
            hooks.input(time, .resize(width: container.size.width, height: container.size.height))
          }
        }
        let bytes = try session.read(timeout: .milliseconds(25))
        var decoded = decoder.decode(bytes)
        if bytes.isEmpty, decoder.hasPendingInput { decoded += decoder.flush() }
        for event in decoded {
          let snapshot = await controller.snapshot
          for command in mapper.commands(for: event, snapshot: snapshot, rows: size.rows) {
            let time = seconds()
            guard
              let input = await perform(command, on: controller, snapshot: snapshot, events: &events)
            else { continue }
            if case .quit = input { return }
            if case .input(let recorded) = input { hooks.input(time, recorded) }
          }
        }
      }
    }

    private enum Outcome {
      case input(TerminalDemoInput)
      case unrecorded
      case quit
    }

    /// Carries out one command; returns what to record, or `nil` when the controller refused it.
    private func perform(
      _ command: TerminalDemoCommand, on controller: PullUpController, snapshot: PullUpSnapshot,
      events: inout PullUpStream<PullUpEvent>.Iterator
    ) async -> Outcome? {
      do {
        switch command {
        case .dragBegan:
          try await controller.dragBegan()
          return .input(.dragBegan)
        case .dragChanged(let translation):
          try await controller.dragChanged(translation: translation)
          return .input(.dragChanged(translation: translation))
        case .dragEnded:
          try await controller.dragEnded()
          // The estimator's velocity, read from the release event, so that a replay decides the same.
          while let event = await events.next() {
            if case .dragEnded(_, let velocity) = event { return .input(.dragEnded(velocity: -velocity)) }
          }
          return nil
        case .setState(let state):
          try await controller.setState(state, animated: true)
          return .input(.setState(state, animated: true))
        case .setHeight(let height):
          try await controller.setHeight(height, animated: true)
          return .input(.setHeight(height, animated: true))
        case .toggleState:
          let target: PullUpState = snapshot.state == .collapsed ? .expanded : .collapsed
          try await controller.setState(target, animated: true)
          return .input(.setState(target, animated: true))
        case .setHidden(let hidden):
          await controller.setHidden(hidden, animated: true)
          return .input(.setHidden(hidden, animated: true))
        case .setLocked(let locked):
          await controller.setLocked(locked)
          return .unrecorded
        case .quit:
          return .quit
        }
      } catch {
        return nil
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
