import PullUp

/// The demo's renderer: draws each snapshot into a terminal frame and writes only what changed.
final class TerminalDemoScreen: PullUpRenderer {
  private struct State {
    var writer = TerminalScreenWriter()
    var size: TerminalSize
    var latest: PullUpSnapshot?
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

  func render(_ snapshot: PullUpSnapshot) async {
    let text = state.withLock { state in
      state.latest = snapshot
      let frame = renderer.render(snapshot, columns: state.size.columns, rows: state.size.rows)
      return state.writer.render(frame)
    }
    guard !text.isEmpty else { return }
    try? session.write(text)
  }
}
