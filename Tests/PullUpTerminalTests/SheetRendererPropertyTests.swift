import PullUpCore
import PullUpTerminal
import PullUpTesting
import Testing

/// Any snapshot, drawn at any size: the demo draws the last snapshot with the terminal's new size before
/// the controller has published one for the new container, so sizes and snapshots disagree all the time.
@Suite("TerminalSheetRenderer, random snapshots at random sizes")
struct SheetRendererPropertyTests {
  static let presets: [PullUpConfiguration] = [.default, .ishPullUp, .splitSheet, .splitView()]

  @Test("Draws every snapshot at every size, the keyboard included, without trapping", arguments: randomSeeds)
  func anySnapshotAnySize(seed: UInt64) throws {
    var random = SeededGenerator(seed: seed)
    let renderer = TerminalSheetRenderer()
    for configuration in Self.presets {
      let columns = Int.random(in: 1...200, using: &random)
      let rows = Int.random(in: 1...80, using: &random)
      var machine = try PullUpMachine(
        configuration: configuration, container: renderer.container(columns: columns, rows: rows),
        contentHeight: renderer.contentHeight)
      var time = 0.0
      for step in 0..<60 {
        time += 1.0 / 30
        try change(&machine, renderer: renderer, at: time, using: &random)
        let snapshot = machine.snapshot
        for _ in 0..<4 {
          let drawnColumns = Int.random(in: -2...220, using: &random)
          let drawnRows = Int.random(in: -2...90, using: &random)
          let context =
            "seed \(seed), \(configuration.appearance.layoutMode), step \(step), \(columns)×\(rows) drawn at "
            + "\(drawnColumns)×\(drawnRows), keyboard \(snapshot.keyboardHeight)"
          let frame = renderer.render(
            snapshot, columns: drawnColumns, rows: drawnRows, overlay: TerminalOverlay(announcement: "Sheet expanded"))
          #expect(frame.width == max(drawnColumns, 0) && frame.height == max(drawnRows, 0), "\(context)")
        }
      }
    }
  }

  @Test("The reported crash: a keyboard raised at 100×40, then the terminal shrinks to 20 rows")
  func keyboardThenShrink() throws {
    let renderer = TerminalSheetRenderer()
    var machine = try PullUpMachine(configuration: .default, container: renderer.container(columns: 100, rows: 40))
    let keyboard = renderer.keyboardHeight(containerHeight: machine.snapshot.layout.containerSize.height)
    _ = try machine.apply(.keyboardChanged(height: keyboard, animated: false), at: 0)
    let frame = renderer.render(machine.snapshot, columns: 100, rows: 20)
    #expect(frame.height == 20)
    #expect(frame.text(ofRow: 18).contains("123   space   return") == false, "no keyboard row is below the scene")
  }

  /// One random change: a resize, a keyboard, a gesture, a request or time passing.
  private func change(
    _ machine: inout PullUpMachine, renderer: TerminalSheetRenderer, at time: Double,
    using random: inout SeededGenerator
  ) throws {
    switch Int.random(in: 0..<8, using: &random) {
    case 0:
      let container = renderer.container(
        columns: Int.random(in: 1...200, using: &random), rows: Int.random(in: 1...80, using: &random))
      _ = try machine.apply(.setContainer(container), at: time)
    case 1:
      let container = machine.snapshot.layout.containerSize.height
      let keyboard = Bool.random(using: &random) ? renderer.keyboardHeight(containerHeight: container) : 0
      _ = try machine.apply(.keyboardChanged(height: keyboard, animated: Bool.random(using: &random)), at: time)
    case 2:
      _ = try? machine.apply(.dragBegan(inScrollableContent: Bool.random(using: &random)), at: time)
      _ = try? machine.apply(.dragChanged(translation: Double.random(in: -2_000...2_000, using: &random)), at: time)
    case 3:
      _ = try? machine.apply(.dragEnded(), at: time)
    case 4:
      let state = [PullUpState.collapsed, .intermediate, .expanded].randomElement(using: &random)!
      _ = try? machine.moveRequested(to: .state(state), animated: Bool.random(using: &random), at: time)
    case 5:
      _ = try? machine.apply(.setHidden(Bool.random(using: &random), animated: true), at: time)
    case 6:
      let maximum = renderer.scrollMaximum(of: machine.snapshot)
      _ = try? machine.apply(
        .scrollOffsetChanged(Double.random(in: 0...max(maximum, 1), using: &random), maximum: maximum), at: time)
    default:
      _ = try machine.advance(to: time)
    }
  }
}
