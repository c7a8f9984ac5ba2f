import PullUpTerminal

/// A tiny terminal emulator: enough of xterm to replay what ``TerminalScreenWriter`` writes and check the
/// screen it leaves, cell by cell.
///
/// It understands printable characters (with xterm's deferred auto-wrap: a character in the last column
/// leaves the cursor there, and the next character wraps first), `CSI row ; column H`, `CSI 2 J` and the
/// SGR parameters the palette uses. Anything else — another control byte, another sequence, a wrap or a
/// scroll — is recorded in ``problems``, because the writer should never send it.
struct VirtualTerminal {
  let width: Int
  let height: Int
  private(set) var cells: [TerminalCell]
  private(set) var problems: [String] = []
  private var row = 0
  private var column = 0
  private var pendingWrap = false
  private var style = TerminalStyle.plain

  /// Creates a terminal whose screen holds leftovers, so that a missing clear shows.
  init(width: Int, height: Int, leftover: Character = "#") {
    self.width = width
    self.height = height
    cells = Array(repeating: TerminalCell(leftover, style: TerminalStyle(foreground: .red)), count: width * height)
  }

  /// The screen as a frame, to compare with the frame that was rendered.
  var screen: TerminalFrame {
    var frame = TerminalFrame(width: width, height: height)
    for row in 0..<height {
      for column in 0..<width { frame[column, row] = cells[row * width + column] }
    }
    return frame
  }

  mutating func apply(_ output: String) {
    var characters = output.makeIterator()
    while let character = characters.next() {
      if character == "\u{1B}" {
        controlSequence(&characters)
      } else if character.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) {
        problems.append("control character \(character.unicodeScalars.map(\.value))")
      } else {
        put(character)
      }
    }
  }

  private mutating func put(_ character: Character) {
    if pendingWrap {
      problems.append("wrapped after row \(row)")
      pendingWrap = false
      column = 0
      row += 1
      if row == height {
        problems.append("scrolled")
        row = height - 1
      }
    }
    cells[row * width + column] = TerminalCell(character, style: style)
    if column == width - 1 { pendingWrap = true } else { column += 1 }
  }

  private mutating func controlSequence(_ characters: inout String.Iterator) {
    guard characters.next() == "[" else {
      problems.append("escape without [")
      return
    }
    var parameters = ""
    while let character = characters.next() {
      guard let ascii = character.asciiValue, (0x40...0x7E).contains(ascii) else {
        parameters.append(character)
        continue
      }
      let numbers = parameters.split(separator: ";", omittingEmptySubsequences: false).map { Int($0) }
      switch character {
      case "H":
        row = Swift.min(Swift.max((numbers.first.flatMap { $0 } ?? 1) - 1, 0), height - 1)
        column = Swift.min(Swift.max((numbers.dropFirst().first.flatMap { $0 } ?? 1) - 1, 0), width - 1)
        pendingWrap = false
      case "J" where parameters == "2":
        cells = Array(
          repeating: TerminalCell(" ", style: TerminalStyle(background: style.background)), count: cells.count)
      case "m":
        selectGraphicRendition(numbers)
      default:
        problems.append("unexpected sequence CSI \(parameters)\(character)")
      }
      return
    }
    problems.append("unterminated sequence CSI \(parameters)")
  }

  private mutating func selectGraphicRendition(_ numbers: [Int?]) {
    for number in numbers {
      switch number {
      case 0, nil: style = .plain
      case 1: style.isBold = true
      case 2: style.isDim = true
      case let code? where TerminalColor.allCases.contains(where: { $0.foregroundCode == code }):
        style.foreground = TerminalColor.allCases.first { $0.foregroundCode == code }!
      case let code? where TerminalColor.allCases.contains(where: { $0.backgroundCode == code }):
        style.background = TerminalColor.allCases.first { $0.backgroundCode == code }!
      case let code?:
        problems.append("unexpected SGR \(code)")
      }
    }
  }
}
