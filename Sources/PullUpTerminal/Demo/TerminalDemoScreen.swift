import PullUp

// Where `TerminalSession` is: a terminal's system calls come from Darwin or Glibc.
#if canImport(Darwin) || canImport(Glibc)
  /// The demo's renderer: draws each snapshot into a terminal frame and writes only what changed.
  @available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
  final class TerminalDemoScreen: PullUpRenderer {
    private struct State {
      var writer = TerminalScreenWriter()
      var size: TerminalSize
      var latest: PullUpSnapshot?
      var overlay = TerminalOverlay()
    }

    private let session: TerminalSession
    private let renderer: TerminalSheetRenderer
    private let state: PullUpLock<State>

    init(session: TerminalSession, renderer: TerminalSheetRenderer, size: TerminalSize) {
      self.session = session
      self.renderer = renderer
      self.state = PullUpLock(State(size: size))
    }

    /// The snapshot on screen, for hit-testing the mouse.
    var latest: PullUpSnapshot? { state.withLock { $0.latest } }

    /// The terminal changed size: the next frame is drawn in full.
    func resize(to size: TerminalSize) {
      state.withLock { state in
        state.size = size
        state.writer.invalidate()
      }
    }

    /// Changes what is shown besides the snapshot, and draws the snapshot on screen again with it.
    func update(_ change: @Sendable (inout TerminalOverlay) -> Void) {
      state.withLock { state in
        change(&state.overlay)
        if let latest = state.latest { draw(latest, in: &state) }
      }
    }

    func render(_ snapshot: PullUpSnapshot) async {
      state.withLock { state in
        state.latest = snapshot
        draw(snapshot, in: &state)
      }
    }

    /// Draws and writes under the lock, so that the writer's idea of the screen and the bytes written
    /// happen in the same order whichever task draws.
    private func draw(_ snapshot: PullUpSnapshot, in state: inout State) {
      let frame = renderer.render(snapshot, columns: state.size.columns, rows: state.size.rows, overlay: state.overlay)
      let text = state.writer.render(frame)
      guard !text.isEmpty else { return }
      try? session.write(text)
    }
  }
#endif
