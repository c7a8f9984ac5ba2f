import PullUpCore
import PullUpTerminal
import Testing

#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#endif

// The example of the PullUpTerminal module's DocC article (Sources/PullUpTerminal/PullUpTerminal.docc). It
// takes over the real terminal (raw mode, the alternate screen), so it is compiled, not run; the library's
// own tests drive a session through a pseudo-terminal.

// Where `TerminalSession` is: a terminal's system calls come from Darwin or Glibc.
#if canImport(Darwin) || canImport(Glibc)
  enum TerminalArticleOverview {
    static func run() throws -> [TerminalInputEvent] {
      // example: Sources/PullUpTerminal/PullUpTerminal.docc/PullUpTerminal.md "Overview"
      let session = try TerminalSession()  // raw mode, alternate screen, mouse reports
      let renderer = TerminalSheetRenderer()  // 8 × 16 points per cell
      var writer = TerminalScreenWriter()  // sends only the cells that changed
      var decoder = TerminalInputDecoder()

      var size = session.size
      var machine = try PullUpMachine(container: renderer.container(columns: size.columns, rows: size.rows))
      try session.write(writer.render(renderer.render(machine.snapshot, columns: size.columns, rows: size.rows)))

      let bytes = try session.read(timeout: .milliseconds(30))
      let events = bytes.isEmpty ? decoder.flush() : decoder.decode(bytes)
      // .mouse(kind: .press, column:, row:) → machine.dragBegan(at:) if the row is in renderer.sheetRows(…)
      // .mouse(kind: .drag, …) → machine.dragChanged(translation: renderer.scale.translation(rows: row − start), at:)
      // .mouse(kind: .release, …) → machine.dragEnded(at:)
      if let newSize = session.takeResize() {
        size = newSize
        _ = try machine.setContainer(renderer.container(columns: size.columns, rows: size.rows), at: machine.time)
      }
      session.restore()  // also on deinit, SIGINT, SIGTERM, a crash and exit
      // end of example
      return events
    }
  }

  @Suite("Documentation examples: PullUpTerminal")
  struct TerminalDocExampleTests {
    @Test("PullUpTerminal.md: a session refuses a standard input that is not a terminal, changing nothing")
    func overview() throws {
      // The tests' standard input is not a terminal when they run under `swift test`; where it is one, the
      // example would take it over, so it runs only when it cannot.
      guard isatty(STDIN_FILENO) == 0 else { return }
      #expect(throws: TerminalSessionError.self) { try TerminalArticleOverview.run() }
    }
  }
#endif
