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

  @Test("The container is the terminal less the ruler and the status line, the bar's row its top safe area")
  func container() {
    #expect(
      renderer.container(columns: 60, rows: 24)
        == PullUpContainer(width: 464, height: 368, safeArea: PullUpInsets(top: 16, bottom: 0)))
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

  @Test("Dims the content above the sheet only while the layout dims it, never the accessibility bar")
  func dimming() throws {
    var machine = try machine()
    var frame = renderer.render(machine.snapshot, columns: 60, rows: 24)
    #expect(machine.snapshot.layout.dimmingAlpha == 0)
    #expect(!frame.cells.contains { $0.style.isDim })
    _ = try machine.moveRequested(to: .state(.expanded), animated: false, at: 0)
    frame = renderer.render(machine.snapshot, columns: 60, rows: 24)
    let sheetTop = try #require(renderer.sheetRows(of: machine.snapshot, rows: 24).first)
    #expect(machine.snapshot.layout.dimmingAlpha > 0)
    #expect(sheetTop > 1)
    #expect((1..<sheetTop).allSatisfy { row in (0..<58).allSatisfy { frame[$0, row].style.isDim } })
    #expect(!(0..<58).contains { frame[$0, 0].style.isDim })
    #expect(!(sheetTop..<23).contains { row in (0..<58).contains { frame[$0, row].style.isDim } })
  }

  @Test("Parks a hidden sheet out of sight, and says so")
  func hidden() throws {
    var machine = try machine()
    _ = try machine.apply(.setHidden(true, animated: false), at: 0)
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
    #expect(ruler == ["◁3", "◁2", "◀1"])
  }

  @Test(
    "The accessibility bar, the ruler and the status line number the detents one way: from 1, as the keys count",
    arguments: 0..<3)
  func oneNumbering(index: Int) throws {
    var machine = try machine(columns: 140)
    _ = try machine.apply(.moveToDetent(index, animated: false), at: 0)
    let frame = renderer.render(machine.snapshot, columns: 140, rows: 24)
    let number = index + 1
    #expect(frame.text(ofRow: 0).contains("Detent \(number) of 3"), "\(frame.text(ofRow: 0))")
    let current = (0..<23).map { String([frame[138, $0].character, frame[139, $0].character]) }.filter {
      $0.hasPrefix("◀")
    }
    #expect(current == ["◀\(number)"])
    #expect(frame.text(ofRow: 23).contains(" · detent \(number) · "), "\(frame.text(ofRow: 23))")
  }

  @Test("The status line names the state, height, detent, phase and flags")
  func statusLine() throws {
    var machine = try machine()
    _ = try machine.apply(.setLocked(true), at: 0)
    let status = renderer.render(machine.snapshot, columns: 150, rows: 24).text(ofRow: 23)
    #expect(status.hasPrefix(" collapsed · 88 pt · detent 1 · resting · locked"))
    #expect(
      status.contains("↑/↓ detent · Esc collapse · space toggle · h hide · l lock · k keyboard · m motion · q quit"))
    let narrow = renderer.render(machine.snapshot, columns: 74, rows: 24).text(ofRow: 23)
    #expect(narrow.contains("↑↓ Esc space h l k m q") && !narrow.contains("quit"))
  }

  @Test("The status line adds the scroll offset and the overlay's flags")
  func statusLineExtras() throws {
    var machine = try machine()
    _ = try machine.moveRequested(to: .state(.expanded), animated: false, at: 0)
    _ = try machine.apply(.scrollOffsetChanged(48, maximum: 200), at: 0)
    _ = try machine.apply(.keyboardChanged(height: 128, animated: false), at: 0)
    let overlay = TerminalOverlay(flags: ["reduce motion"])
    let status = renderer.render(machine.snapshot, columns: 160, rows: 24, overlay: overlay).text(ofRow: 23)
    #expect(status.contains(" · resting · scrolled 48 pt · reduce motion"))
  }

  @Test("The list scrolls by the content offset, in whole rows, under a header that stays")
  func scrolledList() throws {
    var machine = try machine()
    _ = try machine.moveRequested(to: .state(.expanded), animated: false, at: 0)
    let top = try #require(renderer.sheetRows(of: machine.snapshot, rows: 24).first)
    let listTop = top + TerminalSheetRenderer.headerRows
    #expect(renderer.listRows(of: machine.snapshot, rows: 24).first == listTop)
    #expect(renderer.render(machine.snapshot, columns: 60, rows: 24).text(ofRow: listTop).contains("Coffee"))
    _ = try machine.apply(.scrollOffsetChanged(56, maximum: 400), at: 0)
    let frame = renderer.render(machine.snapshot, columns: 60, rows: 24)
    #expect(frame.text(ofRow: listTop).contains("Museum"))
    #expect(frame.text(ofRow: top + 2).contains("Nearby"))
  }

  @Test("The list's rows are the sheet's rows below its header, and none while the sheet is out of sight")
  func listRows() throws {
    var machine = try machine()
    _ = try machine.moveRequested(to: .state(.expanded), animated: false, at: 0)
    let sheet = renderer.sheetRows(of: machine.snapshot, rows: 24)
    #expect(renderer.listRows(of: machine.snapshot, rows: 24) == sheet.lowerBound + 4..<sheet.upperBound)
    let frame = renderer.render(machine.snapshot, columns: 60, rows: 24)
    #expect(frame.text(ofRow: sheet.lowerBound + 4).contains("Coffee"), "the list's first row")
    _ = try machine.apply(.setHidden(true, animated: false), at: 0)
    #expect(renderer.listRows(of: machine.snapshot, rows: 24).isEmpty)
    // In a terminal six rows high, the expanded sheet is no taller than its header: no list shows.
    var small = try self.machine(rows: 6)
    _ = try small.moveRequested(to: .state(.expanded), animated: false, at: 0)
    #expect(!renderer.sheetRows(of: small.snapshot, rows: 6).isEmpty)
    #expect(renderer.listRows(of: small.snapshot, rows: 6).isEmpty)
  }

  @Test(
    "A drag of some rows is a translation of 16 points a row, positive down", arguments: [(-3, -48.0), (0, 0), (5, 80)])
  func translation(rows: Int, points: Double) {
    #expect(renderer.translation(rows: rows) == points)
  }

  @Test("How far the list scrolls: the list less what shows below the header and above the keyboard")
  func scrollMaximum() throws {
    var machine = try machine()
    let highest = try #require(machine.snapshot.detents.last)
    let list = renderer.scale.height(rows: 31)
    #expect(renderer.contentHeight == 560)
    #expect(renderer.scrollMaximum(of: machine.snapshot) == list - (highest - 64))
    _ = try machine.apply(.keyboardChanged(height: 128, animated: false), at: 0)
    let lifted = try #require(machine.snapshot.detents.last)
    #expect(renderer.scrollMaximum(of: machine.snapshot) == list - (lifted - 128 - 64))
    let tall = try self.machine(rows: 60)
    #expect(renderer.scrollMaximum(of: tall.snapshot) == 0)
  }

  @Test("The keyboard covers the bottom of the scene and turns the title into a search field")
  func keyboard() throws {
    var machine = try machine()
    let height = renderer.keyboardHeight(containerHeight: machine.snapshot.layout.containerSize.height)
    #expect(height == renderer.scale.height(rows: 9))
    #expect(renderer.keyboardHeight(containerHeight: 48) == 48)
    _ = try machine.apply(.keyboardChanged(height: height, animated: false), at: 0)
    let frame = renderer.render(machine.snapshot, columns: 60, rows: 24)
    let keyboardTop = 23 - 9
    #expect(frame.text(ofRow: keyboardTop + 1).contains("Q W E R T Y U I O P"))
    #expect(!frame.text(ofRow: keyboardTop - 1).contains("Q W E"))
    let top = try #require(renderer.sheetRows(of: machine.snapshot, rows: 24).first)
    #expect(frame.text(ofRow: top + 2).contains("Search places"))
  }

  @Test("The accessibility bar says the value, numbers the actions and shows the announcement")
  func accessibilityBar() throws {
    var machine = try machine()
    let bar = renderer.render(machine.snapshot, columns: 100, rows: 24).text(ofRow: 0)
    #expect(TerminalSheetRenderer.accessibilityActions(of: machine.snapshot) == [.expand, .nextDetent])
    #expect(bar.contains("Detent 1 of 3 · 1 Expand · 2 Larger · +/- adjust"))
    let overlay = TerminalOverlay(announcement: "Sheet expanded")
    let announced = renderer.render(machine.snapshot, columns: 100, rows: 24, overlay: overlay).text(ofRow: 0)
    #expect(announced.hasSuffix("» Sheet expanded   "))
    let narrow = renderer.render(machine.snapshot, columns: 30, rows: 24, overlay: overlay).text(ofRow: 0)
    #expect(narrow.contains("» Sheet expanded") && !narrow.contains("Larger"))
    _ = try machine.apply(.setLocked(true), at: 0)
    let locked = renderer.render(machine.snapshot, columns: 100, rows: 24).text(ofRow: 0)
    #expect(locked.contains("Detent 1 of 3") && !locked.contains("Expand"))
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
    _ = try machine.apply(.dragBegan(), at: 0)
    _ = try machine.apply(.dragChanged(translation: -2_000), at: 0.1)
    let frame = renderer.render(machine.snapshot, columns: 60, rows: 24)
    #expect(frame.text(ofRow: 23).contains("dragging"))
  }
}
