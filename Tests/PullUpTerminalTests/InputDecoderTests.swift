import PullUpTerminal
import Testing

/// The bytes of a string, with `^[` standing for Escape to keep the tables readable.
func bytes(_ text: String) -> [UInt8] {
  Array(text.replacing("^[", with: "\u{1B}").utf8)
}

/// Decodes bytes in one chunk, then flushes.
func decodeAll(_ input: [UInt8]) -> [TerminalInputEvent] {
  var decoder = TerminalInputDecoder()
  return decoder.decode(input) + decoder.flush()
}

@Suite("TerminalInputDecoder")
struct InputDecoderTests {
  static let sequences: [(input: String, events: [TerminalInputEvent])] = [
    ("^[[A", [.key(.up)]),
    ("^[[B", [.key(.down)]),
    ("^[[C", [.key(.right)]),
    ("^[[D", [.key(.left)]),
    ("^[OA", [.key(.up)]),
    ("^[OB", [.key(.down)]),
    ("^[[1;5A", [.key(.up)]),
    (" ", [.key(.space)]),
    ("h", [.key(.character("h"))]),
    ("l", [.key(.character("l"))]),
    ("q", [.key(.character("q"))]),
    ("k", [.key(.character("k"))]),
    ("\u{03}", [.key(.interrupt)]),
    ("\r", [.key(.enter)]),
    ("^[OM", [.key(.enter)]),
    ("^[", [.key(.escape)]),
    ("^[^[", [.key(.escape), .key(.escape)]),
    ("^[q", [.key(.escape), .key(.character("q"))]),
    ("é", [.key(.character("é"))]),
    ("→", [.key(.character("→"))]),
    ("😀", [.key(.character("😀"))]),
    ("^[[<0;10;5M", [.mouse(kind: .press, column: 9, row: 4)]),
    ("^[[<32;11;6M", [.mouse(kind: .drag, column: 10, row: 5)]),
    ("^[[<0;11;7m", [.mouse(kind: .release, column: 10, row: 6)]),
    ("^[[<4;1;1M", [.mouse(kind: .press, column: 0, row: 0)]),
    ("^[[<64;3;4M", [.scroll(.up, column: 2, row: 3)]),
    ("^[[<65;3;4M", [.scroll(.down, column: 2, row: 3)]),
    ("^[[<2;3;4M", []),
    ("^[[<35;3;4M", []),
    ("^[[<66;3;4M", []),
    ("^[[<0;0;4M", []),
    ("^[[<0;3M", []),
    ("^[[<0;3;4;5M", []),
    ("^[[<0;;4M", []),
    ("^[[<0;65535;1M", [.mouse(kind: .press, column: 65_534, row: 0)]),
    ("^[[<0;65536;1M", []),
    ("^[[<0;99999999999999999999;5M", []),
    ("^[[<0;1;999999999999999999999999999999999999999999M", []),
    ("^[[M !!", [.mouse(kind: .press, column: 0, row: 0)]),
    ("^[[M@*%", [.mouse(kind: .drag, column: 9, row: 4)]),
    ("^[[M#*%", [.mouse(kind: .release, column: 9, row: 4)]),
    ("^[[M`*%", [.scroll(.up, column: 9, row: 4)]),
    ("^[[3~", []),
    ("^[[15~", []),
    ("^[OP", []),
    ("^[[I", []),
    ("\u{7F}\u{01}\t", []),
  ]

  @Test("Decodes each sequence", arguments: sequences)
  func decodesEachSequence(input: String, events: [TerminalInputEvent]) {
    #expect(decodeAll(bytes(input)) == events, "input \(input.debugDescription)")
  }

  @Test(
    "Drops invalid UTF-8 and decodes what follows",
    arguments: [
      [0xFF, 0x71], [0xC0, 0xAF, 0x71], [0xE2, 0x82, 0x71], [0xED, 0xA0, 0x80, 0x71], [0xF5, 0x80, 0x80, 0x80, 0x71],
      [0x80, 0x71], [0xC2, 0x85, 0x71], [0xF0, 0x9F, 0x71], [0xE0, 0x80, 0x80, 0x71],
    ] as [[UInt8]])
  func dropsInvalidUTF8(input: [UInt8]) {
    #expect(decodeAll(input) == [.key(.character("q"))], "input \(input)")
  }

  @Test("Holds a lone Escape until the next byte or a flush")
  func holdsALoneEscape() {
    var decoder = TerminalInputDecoder()
    #expect(decoder.decode(bytes("^[")).isEmpty)
    #expect(decoder.hasPendingInput)
    #expect(decoder.flush() == [.key(.escape)])
    #expect(!decoder.hasPendingInput)
    #expect(decoder.flush().isEmpty)

    #expect(decoder.decode(bytes("^[")).isEmpty)
    #expect(decoder.decode(bytes("[A")) == [.key(.up)])
    #expect(decoder.decode(bytes("^[")).isEmpty)
    #expect(decoder.decode(bytes("x")) == [.key(.escape), .key(.character("x"))])
  }

  @Test("Drops a truncated sequence on flush and starts afresh")
  func dropsATruncatedSequenceOnFlush() {
    var decoder = TerminalInputDecoder()
    #expect(decoder.decode(bytes("^[[<0;12")).isEmpty)
    #expect(decoder.hasPendingInput)
    #expect(decoder.flush().isEmpty)
    #expect(decoder.decode(bytes(";3M")) == [.key(.character(";")), .key(.character("3")), .key(.character("M"))])
  }

  @Test("Consumes an overlong sequence to its end without keeping it")
  func consumesAnOverlongSequence() {
    let parameters = String(repeating: "1;", count: 5_000)
    #expect(decodeAll(bytes("^[[<" + parameters + "1M" + "q")) == [.key(.character("q"))])
  }

  @Test("Gives the same events however the bytes are split into chunks", arguments: sequences)
  func splitsAtEveryBoundary(input: String, events: [TerminalInputEvent]) {
    let stream = bytes("k" + input + "^[[<0;2;3M" + input + " ")
    let whole = decodeAll(stream)
    for boundary in 0...stream.count {
      var decoder = TerminalInputDecoder()
      let split =
        decoder.decode(stream[..<boundary]) + decoder.decode(stream[boundary...]) + decoder.flush()
      #expect(split == whole, "input \(input.debugDescription) split at \(boundary)")
    }
    var decoder = TerminalInputDecoder()
    let byteByByte = stream.flatMap { decoder.decode([$0]) } + decoder.flush()
    #expect(byteByByte == whole, "input \(input.debugDescription) byte by byte")
  }
}
