import PullUpCore
import PullUpTerminal
import Testing

#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#endif

// The examples of the PullUpTerminal module's DocC article (Sources/PullUpTerminal/PullUpTerminal.docc). They
// take over the real terminal (raw mode, the alternate screen), so they are compiled, not run; the library's
// own tests drive a session through a pseudo-terminal.

// Where `TerminalSession` is: a terminal's system calls come from Darwin or Glibc.
#if canImport(Darwin) || canImport(Glibc)
  enum TerminalArticleOverview {
    static func run() throws {
      // example: Sources/PullUpTerminal/PullUpTerminal.docc/PullUpTerminal.md "Overview"
      let session = try TerminalSession()  // raw mode, alternate screen, mouse reports
      let renderer = TerminalSheetRenderer()  // 8 × 16 points per cell
      let clock = ContinuousClock()
      let start = clock.now
      func seconds() -> Double { (clock.now - start) / .seconds(1) }

      var size = session.size
      var machine = try PullUpMachine(container: renderer.container(columns: size.columns, rows: size.rows))
      var dragStart: Int?  // the row the mouse went down on
      reading: while true {
        if let newSize = session.takeResize() {
          size = newSize
          _ = try machine.apply(
            .setContainer(renderer.container(columns: size.columns, rows: size.rows)), at: seconds())
        }
        for event in try session.readEvents(timeout: .milliseconds(16)) {
          switch event {
          case .mouse(.press, _, let row) where renderer.sheetRows(of: machine.snapshot, rows: size.rows).contains(row):
            dragStart = row
            let onList = renderer.listRows(of: machine.snapshot, rows: size.rows).contains(row)
            _ = try? machine.apply(.dragBegan(inScrollableContent: onList), at: seconds())
          case .mouse(.drag, _, let row):
            guard let dragStart else { break }
            _ = try? machine.apply(
              .dragChanged(translation: renderer.translation(rows: row - dragStart)), at: seconds())
          case .mouse(.release, _, _):
            guard dragStart != nil else { break }
            dragStart = nil
            _ = try? machine.apply(.dragEnded(), at: seconds())
          case .key(.character("q")), .key(.interrupt):
            break reading
          default:
            break
          }
        }
        _ = try machine.advance(to: seconds())
        try session.draw(machine.snapshot, with: renderer)  // only the cells that changed
      }
      session.restore()  // also on deinit, SIGINT, SIGTERM, a crash and exit
      // end of example
    }
  }

  enum TerminalArticleDemo {
    static func run() async throws {
      // example: Sources/PullUpTerminal/PullUpTerminal.docc/PullUpTerminal.md "The demo"
      try await TerminalDemo(configuration: .default).run()
      // end of example
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

    @Test("PullUpTerminal.md: the demo refuses a standard input that is not a terminal, changing nothing")
    func demo() async throws {
      guard isatty(STDIN_FILENO) == 0 else { return }
      await #expect(throws: TerminalSessionError.self) { try await TerminalArticleDemo.run() }
    }
  }
#endif
