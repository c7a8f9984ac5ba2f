import PullUp

// Where `TerminalSession` is: a terminal's system calls come from Darwin or Glibc.
#if canImport(Darwin) || canImport(Glibc)
  /// The demo's renderer: draws each snapshot through the session, which writes only what changed, with
  /// what the demo shows besides the snapshot.
  @available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
  final class TerminalDemoScreen: PullUpRenderer {
    private struct State {
      var latest: PullUpSnapshot?
      var overlay = TerminalOverlay()
    }

    private let session: TerminalSession
    private let renderer: TerminalSheetRenderer
    private let state = PullUpLock(State())

    init(session: TerminalSession, renderer: TerminalSheetRenderer) {
      self.session = session
      self.renderer = renderer
    }

    /// Changes what is shown besides the snapshot, and draws the snapshot on screen again with it.
    func update(_ change: @Sendable (inout TerminalOverlay) -> Void) {
      state.withLock { state in
        change(&state.overlay)
        if let latest = state.latest { draw(latest, overlay: state.overlay) }
      }
    }

    func render(_ snapshot: PullUpSnapshot) async {
      state.withLock { state in
        state.latest = snapshot
        draw(snapshot, overlay: state.overlay)
      }
    }

    /// Draws under the lock, so that a snapshot and an overlay change reach the screen in the order they
    /// happened whichever task draws.
    private func draw(_ snapshot: PullUpSnapshot, overlay: TerminalOverlay) {
      try? session.draw(snapshot, with: renderer, overlay: overlay)
    }
  }
#endif
