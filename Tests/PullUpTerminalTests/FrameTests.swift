import PullUpTerminal
import Testing

@Suite("TerminalFrame")
struct FrameTests {
  @Test("Writing text clips it to the frame, on every side")
  func writingClips() {
    var frame = TerminalFrame(width: 5, height: 2)
    frame.write("abcdefg", column: 3, row: 0)
    frame.write("xyz", column: -2, row: 1)
    frame.write("nope", column: 0, row: 2)
    frame.write("nope", column: 0, row: -1)
    #expect(frame.text == "   ab\nz    ")
  }

  @Test("Writing a control character writes a space")
  func writingControlCharacters() {
    var frame = TerminalFrame(width: 4, height: 1)
    frame.write("a\u{1B}b\u{7}", column: 0, row: 0)
    #expect(frame.text == "a b ")
  }

  @Test("Fills and restyles clip to the frame")
  func fillsClip() {
    var frame = TerminalFrame(width: 3, height: 3)
    frame.fill(columns: -5..<2, rows: 1..<10, with: TerminalCell("#"))
    frame.restyle(columns: 1..<99, rows: -3..<1) { $0.style.isBold = true }
    #expect(frame.text == "   \n## \n## ")
    #expect(frame[2, 0].style.isBold && !frame[2, 1].style.isBold)
  }

  @Test("A frame of a negative size is empty", arguments: [(-1, 3), (3, -1), (0, 0)])
  func negativeSizes(width: Int, height: Int) {
    var frame = TerminalFrame(width: width, height: height)
    frame.write("abc", column: 0, row: 0)
    frame.fill(columns: 0..<3, rows: 0..<3, with: .blank)
    #expect(frame.cells.count == frame.width * frame.height)
    #expect(frame.width >= 0 && frame.height >= 0)
  }

  @Test(
    "A frame's sides are at most maximumSide, so no size traps", arguments: [(Int.max, 1), (1, Int.max), (5_000, 2)])
  func hugeSizes(width: Int, height: Int) {
    let frame = TerminalFrame(width: width, height: height)
    #expect(frame.width == min(width, TerminalFrame.maximumSide))
    #expect(frame.height == min(height, TerminalFrame.maximumSide))
    #expect(frame.cells.count == frame.width * frame.height)
  }
}

@Suite("TerminalStyle")
struct StyleTests {
  @Test(
    "Selects a style completely, from a reset",
    arguments: [
      (TerminalStyle.plain, "\u{1B}[0m"),
      (TerminalStyle(foreground: .blue, isBold: true), "\u{1B}[0;1;34m"),
      (TerminalStyle(foreground: .brightWhite, background: .brightBlack), "\u{1B}[0;97;100m"),
      (TerminalStyle(background: .white, isDim: true), "\u{1B}[0;2;47m"),
      (TerminalStyle(foreground: .black, background: .red, isBold: true, isDim: true), "\u{1B}[0;1;2;30;41m"),
    ])
  func selectsAStyle(style: TerminalStyle, sequence: String) {
    #expect(style.selectGraphicRendition == sequence)
  }

  @Test("Each color has its own codes", arguments: TerminalColor.allCases)
  func colorCodes(color: TerminalColor) {
    let others = TerminalColor.allCases.filter { $0 != color }
    #expect(!others.contains { $0.foregroundCode == color.foregroundCode })
    #expect(color.backgroundCode == color.foregroundCode + 10)
  }

  @Test(
    "Darkening steps a color down towards black",
    arguments: [
      (TerminalColor.brightWhite, TerminalColor.white), (.brightGreen, .green), (.white, .brightBlack),
      (.blue, .brightBlack), (.brightBlack, .black), (.black, .black), (.default, .default),
    ])
  func darkening(color: TerminalColor, darker: TerminalColor) {
    #expect(color.darkened == darker)
  }
}
