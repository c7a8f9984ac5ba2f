import PullUpCore
import PullUpTerminal
import PullUpTesting
import Testing

/// Random frames and random changes to them.
struct FrameGenerator {
  var random: SeededGenerator

  static let characters: [Character] = ["a", "Z", " ", "─", "╭", "♣", "~", "é", "█", "\u{7}", "\u{1B}"]

  mutating func cell() -> TerminalCell {
    let style = TerminalStyle(
      foreground: TerminalColor.allCases.randomElement(using: &random)!,
      background: Int.random(in: 0..<3, using: &random) == 0
        ? TerminalColor.allCases.randomElement(using: &random)! : .default,
      isBold: Int.random(in: 0..<4, using: &random) == 0,
      isDim: Int.random(in: 0..<4, using: &random) == 0)
    return TerminalCell(Self.characters.randomElement(using: &random)!, style: style)
  }

  mutating func frame(width: Int, height: Int) -> TerminalFrame {
    var frame = TerminalFrame(width: width, height: height)
    for row in 0..<height {
      for column in 0..<width where Bool.random(using: &random) { frame[column, row] = cell() }
    }
    return frame
  }

  /// Changes a few cells, a rectangle, or nothing.
  mutating func change(_ frame: inout TerminalFrame) {
    switch Int.random(in: 0..<4, using: &random) {
    case 0:
      break
    case 1:
      let rows = Int.random(in: 0..<frame.height, using: &random)
      let columns = Int.random(in: 0..<frame.width, using: &random)
      frame.fill(
        columns: columns..<columns + Int.random(in: 1...8, using: &random),
        rows: rows..<rows + Int.random(in: 1...4, using: &random), with: cell())
    default:
      for _ in 0..<Int.random(in: 1...12, using: &random) {
        frame[Int.random(in: 0..<frame.width, using: &random), Int.random(in: 0..<frame.height, using: &random)] =
          cell()
      }
    }
  }
}

/// What a frame looks like once written: control characters become spaces.
func displayed(_ frame: TerminalFrame) -> TerminalFrame {
  var result = frame
  result.restyle(columns: 0..<frame.width, rows: 0..<frame.height) { cell in
    if cell.character.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) {
      cell.character = " "
    }
  }
  return result
}

@Suite("TerminalScreenWriter")
struct ScreenWriterTests {
  @Test("A frame equal to the previous one produces nothing")
  func unchangedFrameProducesNothing() {
    var writer = TerminalScreenWriter()
    var frame = TerminalFrame(width: 20, height: 5)
    frame.write("hello", column: 2, row: 1, style: TerminalStyle(foreground: .green, isBold: true))
    #expect(!writer.render(frame).isEmpty)
    #expect(writer.render(frame) == "")
    #expect(writer.render(frame) == "")
  }

  @Test("One changed cell produces a cursor move, its style and its character")
  func oneChangedCellIsSmall() {
    var writer = TerminalScreenWriter()
    var frame = TerminalFrame(width: 80, height: 24)
    _ = writer.render(frame)
    frame[40, 12] = TerminalCell("x")
    #expect(writer.render(frame) == "\u{1B}[13;41H\u{1B}[0mx")
    frame[40, 12] = TerminalCell("y", style: TerminalStyle(foreground: .red))
    #expect(writer.render(frame) == "\u{1B}[13;41H\u{1B}[0;31my\u{1B}[0m")
  }

  @Test("The first frame, a resize and an invalidation clear the screen; other frames never do")
  func clearsOnlyWhenItMust() {
    var writer = TerminalScreenWriter()
    var frame = TerminalFrame(width: 10, height: 3)
    #expect(writer.render(frame).contains("\u{1B}[2J"))
    frame.write("abc", column: 0, row: 0)
    #expect(!writer.render(frame).contains("\u{1B}[2J"))
    let resized = TerminalFrame(width: 11, height: 3)
    #expect(writer.render(resized).contains("\u{1B}[2J"))
    #expect(writer.render(resized) == "")
    writer.invalidate()
    #expect(writer.render(resized).contains("\u{1B}[2J"))
  }

  @Test("Rewrites a short run of unchanged cells instead of moving the cursor")
  func rewritesShortGaps() {
    var writer = TerminalScreenWriter()
    var frame = TerminalFrame(width: 20, height: 2)
    frame.write("abcdefgh", column: 0, row: 0)
    _ = writer.render(frame)
    frame.write("X", column: 1, row: 0)
    frame.write("Y", column: 4, row: 0)
    #expect(writer.render(frame) == "\u{1B}[1;2H\u{1B}[0mXcdY")
  }

  @Test("Replaying the output leaves exactly the frame on screen", arguments: randomSeeds)
  func replayLeavesTheFrameOnScreen(seed: UInt64) {
    var generator = FrameGenerator(random: SeededGenerator(seed: seed))
    var writer = TerminalScreenWriter()
    var width = Int.random(in: 1...30, using: &generator.random)
    var height = Int.random(in: 1...10, using: &generator.random)
    var terminal = VirtualTerminal(width: width, height: height)
    var frame = generator.frame(width: width, height: height)
    for step in 0..<60 {
      let resizes = Int.random(in: 0..<15, using: &generator.random) == 0
      if resizes {
        // A real terminal only reports a resize when the size changed.
        let oldWidth = width
        width = Int.random(in: 1...30, using: &generator.random)
        height = Int.random(in: 1...10, using: &generator.random)
        if width == oldWidth { width = width % 30 + 1 }
        terminal = VirtualTerminal(width: width, height: height)
        frame = generator.frame(width: width, height: height)
      } else {
        generator.change(&frame)
      }
      let output = writer.render(frame)
      terminal.apply(output)
      #expect(terminal.problems.isEmpty, "seed \(seed), step \(step): \(terminal.problems)")
      #expect(terminal.screen == displayed(frame), "seed \(seed), step \(step)")
      #expect(output.contains("\u{1B}[2J") == (step == 0 || resizes), "seed \(seed), step \(step)")
    }
  }

  @Test("Replaying the renderer's frames while a sheet moves leaves each on screen, touching changed rows only")
  func replayOfAMovingSheet() throws {
    let renderer = TerminalSheetRenderer()
    var machine = try PullUpMachine(container: renderer.container(columns: 60, rows: 30))
    var writer = TerminalScreenWriter()
    var terminal = VirtualTerminal(width: 60, height: 30)
    var previous = renderer.render(machine.snapshot, columns: 60, rows: 30)
    terminal.apply(writer.render(previous))
    _ = try machine.apply(.dragBegan(), at: 0)
    for step in 1...20 {
      _ = try machine.apply(.dragChanged(translation: renderer.scale.translation(rows: -step)), at: Double(step) / 60)
      let frame = renderer.render(machine.snapshot, columns: 60, rows: 30)
      let output = writer.render(frame)
      terminal.apply(output)
      #expect(terminal.problems.isEmpty)
      #expect(terminal.screen == frame, "step \(step)")
      let changedRows = Set((0..<30).filter { row in (0..<60).contains { frame[$0, row] != previous[$0, row] } })
      #expect(Set(cursorRows(in: output)).isSubset(of: changedRows), "step \(step)")
      previous = frame
    }
  }
}

/// The rows, from zero, that the cursor moves in some output address.
func cursorRows(in output: String) -> [Int] {
  output.split(separator: "\u{1B}[").compactMap { sequence in
    let parameters = sequence.prefix { $0.isNumber || $0 == ";" }
    guard sequence.dropFirst(parameters.count).first == "H" else { return nil }
    return parameters.split(separator: ";").first.flatMap { Int($0) }.map { $0 - 1 }
  }
}
