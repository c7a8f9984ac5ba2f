import PullUpCore
import PullUpTerminal
import Testing

@Suite("TerminalScale")
struct ScaleTests {
  let scale = TerminalScale.standard

  @Test("Converts cells to points at 8 × 16")
  func convertsCells() {
    #expect(scale.width(columns: 60) == 480)
    #expect(scale.height(rows: 23) == 368)
    #expect(scale.y(row: 0) == 8)
    #expect(scale.y(row: 10) == 168)
  }

  @Test("A drag's row delta is a translation in points, positive down", arguments: [(-3, -48.0), (0, 0), (5, 80)])
  func translation(rows: Int, points: Double) {
    #expect(scale.translation(rows: rows) == points)
  }

  @Test(
    "Finds the row of a y and of an edge", arguments: [(0.0, 0, 0), (15.9, 0, 1), (16, 1, 1), (23.9, 1, 1), (24, 1, 2)])
  func rows(y: Double, containing: Int, edge: Int) {
    #expect(scale.row(containing: y) == containing)
    #expect(scale.row(nearestEdge: y) == edge)
  }

  @Test("Never traps on an extreme y", arguments: [Double.nan, .infinity, -.infinity, 1e300, -1e300])
  func extremeY(y: Double) {
    #expect(abs(scale.row(containing: y)) <= 1_000_000)
    #expect(abs(scale.row(nearestEdge: y)) <= 1_000_000)
  }

  @Test("Replaces a scale that is not finite and positive", arguments: [0.0, -8, .nan, .infinity])
  func sanitizes(value: Double) {
    #expect(TerminalScale(pointsPerColumn: value, pointsPerRow: value) == .standard)
  }
}

@Suite("TerminalSheetRenderer")
struct SheetRendererTests {
  let renderer = TerminalSheetRenderer()

  func machine(_ configuration: PullUpConfiguration = .default, columns: Int = 60, rows: Int = 24) throws
    -> PullUpMachine
  {
    try PullUpMachine(configuration: configuration, container: renderer.container(columns: columns, rows: rows))
  }

  @Test("The container is the terminal less the ruler and the status line")
  func container() {
    #expect(renderer.container(columns: 60, rows: 24) == PullUpContainer(width: 464, height: 368))
    #expect(renderer.container(columns: 0, rows: 0) == PullUpContainer(width: 8, height: 16))
  }

  @Test(
    "Draws the handle the state asks for",
    arguments: [
      (PullUpMoveTarget.state(.collapsed), "──╱╲──"), (.state(.expanded), "──╲╱──"), (.detent(1), "──────"),
    ])
  func handle(target: PullUpMoveTarget, glyph: String) throws {
    var machine = try machine()
    _ = try machine.moveRequested(to: target, animated: false, at: 0)
    let frame = renderer.render(machine.snapshot, columns: 60, rows: 24)
    let handleRow = try #require(renderer.sheetRows(of: machine.snapshot, rows: 24).first) + 1
    #expect(frame.text(ofRow: handleRow).contains(glyph))
  }

  @Test("Dims the content above the sheet only while the layout dims it")
  func dimming() throws {
    var machine = try machine()
    var frame = renderer.render(machine.snapshot, columns: 60, rows: 24)
    #expect(machine.snapshot.layout.dimmingAlpha == 0)
    #expect(!frame.cells.contains { $0.style.isDim })
    _ = try machine.moveRequested(to: .state(.expanded), animated: false, at: 0)
    frame = renderer.render(machine.snapshot, columns: 60, rows: 24)
    let sheetTop = try #require(renderer.sheetRows(of: machine.snapshot, rows: 24).first)
    #expect(machine.snapshot.layout.dimmingAlpha > 0)
    #expect((0..<sheetTop).allSatisfy { row in (0..<58).allSatisfy { frame[$0, row].style.isDim } })
    #expect(!(sheetTop..<23).contains { row in (0..<58).contains { frame[$0, row].style.isDim } })
  }

  @Test("Parks a hidden sheet out of sight, and says so")
  func hidden() throws {
    var machine = try machine()
    _ = try machine.hiddenRequested(true, animated: false, at: 0)
    let frame = renderer.render(machine.snapshot, columns: 60, rows: 24)
    #expect(renderer.sheetRows(of: machine.snapshot, rows: 24).isEmpty)
    #expect(!frame.text.contains("╭"))
    #expect(frame.text(ofRow: 23).contains("hidden"))
  }

  @Test("Marks every detent on the ruler, the current one filled")
  func ruler() throws {
    let machine = try machine()
    let frame = renderer.render(machine.snapshot, columns: 60, rows: 24)
    let ruler = (0..<23).map { String([frame[58, $0].character, frame[59, $0].character]) }.filter { $0 != "  " }
    #expect(ruler == ["◁2", "◁1", "◀0"])
  }

  @Test("The status line names the state, height, detent, phase and flags")
  func statusLine() throws {
    var machine = try machine()
    _ = try machine.lockChanged(true, at: 0)
    let status = renderer.render(machine.snapshot, columns: 120, rows: 24).text(ofRow: 23)
    #expect(status.hasPrefix(" collapsed · 88 pt · detent 0 · resting · locked"))
    #expect(status.contains("↑/↓ detent · space toggle · h hide · l lock · q quit"))
    let narrow = renderer.render(machine.snapshot, columns: 70, rows: 24).text(ofRow: 23)
    #expect(narrow.contains("↑↓ space h l q") && !narrow.contains("quit"))
  }

  @Test("Draws at any size without trapping", arguments: [(0, 0), (1, 1), (2, 2), (3, 5), (5, 3), (7, 40), (200, 4)])
  func anySize(columns: Int, rows: Int) throws {
    for target in [PullUpMoveTarget.state(.collapsed), .state(.expanded)] {
      var machine = try machine(columns: columns, rows: rows)
      _ = try machine.moveRequested(to: target, animated: false, at: 0)
      let frame = renderer.render(machine.snapshot, columns: columns, rows: rows)
      #expect(frame.width == columns && frame.height == rows)
    }
  }

  @Test("Draws a sheet pulled past the top of the screen")
  func pulledPastTheTop() throws {
    var machine = try machine()
    _ = try machine.moveRequested(to: .state(.expanded), animated: false, at: 0)
    _ = try machine.dragBegan(at: 0)
    _ = try machine.dragChanged(translation: -2_000, at: 0.1)
    let frame = renderer.render(machine.snapshot, columns: 60, rows: 24)
    #expect(frame.text(ofRow: 23).contains("dragging"))
  }
}
