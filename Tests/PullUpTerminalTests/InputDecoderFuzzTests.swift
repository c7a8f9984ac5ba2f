import PullUpTerminal
import PullUpTesting
import Testing

/// Random streams for the decoder: valid sequences whose events are known, and garbage.
struct InputStreamGenerator {
  var random: SeededGenerator

  /// A valid sequence and the events it must decode to, regardless of what came before it, as long as the
  /// decoder was between sequences.
  mutating func validSequence() -> (bytes: [UInt8], events: [TerminalInputEvent]) {
    let column = Int.random(in: 1...300, using: &random)
    let row = Int.random(in: 1...120, using: &random)
    switch Int.random(in: 0..<9, using: &random) {
    case 0: return (bytes("^[[<0;\(column);\(row)M"), [.mouse(kind: .press, column: column - 1, row: row - 1)])
    case 1: return (bytes("^[[<32;\(column);\(row)M"), [.mouse(kind: .drag, column: column - 1, row: row - 1)])
    case 2: return (bytes("^[[<0;\(column);\(row)m"), [.mouse(kind: .release, column: column - 1, row: row - 1)])
    case 3: return (bytes("^[[A"), [.key(.up)])
    case 4: return (bytes("^[OB"), [.key(.down)])
    case 5: return (bytes("^[[<65;\(column);\(row)M"), [.scroll(.down, column: column - 1, row: row - 1)])
    case 6: return (bytes(" "), [.key(.space)])
    case 7: return ([0x03], [.key(.interrupt)])
    default:
      let key = "hlqk".randomElement(using: &random)!
      return (bytes(String(key)), [.key(.character(key))])
    }
  }

  /// Bytes that mean nothing in particular: random bytes, with Escape, `[`, `<`, digits and `;` more
  /// likely than the rest so that many fragments of sequences turn up.
  mutating func garbage(length: Int) -> [UInt8] {
    let likely: [UInt8] = [0x1B, 0x5B, 0x3C, 0x3B, 0x30, 0x39, 0x4D, 0x6D, 0x4F, 0xE2, 0x80]
    return (0..<length).map { _ in
      Bool.random(using: &random) ? likely.randomElement(using: &random)! : UInt8.random(in: 0...255, using: &random)
    }
  }

  /// Random chunk boundaries for a stream.
  mutating func chunks(of stream: [UInt8]) -> [ArraySlice<UInt8>] {
    var result: [ArraySlice<UInt8>] = []
    var start = 0
    while start < stream.count {
      let end = Swift.min(stream.count, start + Int.random(in: 1...7, using: &random))
      result.append(stream[start..<end])
      start = end
    }
    return result
  }
}

@Suite("TerminalInputDecoder with random input")
struct InputDecoderFuzzTests {
  @Test("Never traps, and decodes random chunkings of a stream the same", arguments: randomSeeds)
  func neverTrapsAndIgnoresChunking(seed: UInt64) {
    var generator = InputStreamGenerator(random: SeededGenerator(seed: seed))
    for _ in 0..<200 {
      var stream: [UInt8] = []
      for _ in 0..<Int.random(in: 1...6, using: &generator.random) {
        if Bool.random(using: &generator.random) {
          stream += generator.validSequence().bytes
        } else {
          stream += generator.garbage(length: Int.random(in: 1...24, using: &generator.random))
        }
      }
      let whole = decodeAll(stream)
      var decoder = TerminalInputDecoder()
      let chunked = generator.chunks(of: stream).flatMap { decoder.decode($0) } + decoder.flush()
      #expect(chunked == whole, "seed \(seed), stream \(stream)")
    }
  }

  @Test("Recovers after garbage on the next sequence that starts with Escape", arguments: randomSeeds)
  func recoversOnTheNextEscape(seed: UInt64) {
    var generator = InputStreamGenerator(random: SeededGenerator(seed: seed))
    for _ in 0..<300 {
      let garbage = generator.garbage(length: Int.random(in: 0...40, using: &generator.random))
      var valid = generator.validSequence()
      while valid.bytes.first != 0x1B { valid = generator.validSequence() }
      var decoder = TerminalInputDecoder()
      var events: [TerminalInputEvent] = []
      for chunk in generator.chunks(of: garbage + valid.bytes) { events += decoder.decode(chunk) }
      #expect(events.suffix(valid.events.count) == valid.events[...], "seed \(seed), garbage \(garbage)")
      #expect(!decoder.hasPendingInput, "seed \(seed), garbage \(garbage)")
    }
  }

  @Test("Recovers after garbage and a flush on any sequence", arguments: randomSeeds)
  func recoversAfterAFlush(seed: UInt64) {
    var generator = InputStreamGenerator(random: SeededGenerator(seed: seed))
    for _ in 0..<300 {
      let garbage = generator.garbage(length: Int.random(in: 0...40, using: &generator.random))
      let valid = generator.validSequence()
      var decoder = TerminalInputDecoder()
      _ = decoder.decode(garbage)
      _ = decoder.flush()
      #expect(decoder.decode(valid.bytes) == valid.events, "seed \(seed), garbage \(garbage)")
    }
  }

  @Test("Decodes interleaved keys and mouse reports in order", arguments: randomSeeds)
  func decodesInterleavedSequences(seed: UInt64) {
    var generator = InputStreamGenerator(random: SeededGenerator(seed: seed))
    var stream: [UInt8] = []
    var expected: [TerminalInputEvent] = []
    for _ in 0..<500 {
      let valid = generator.validSequence()
      stream += valid.bytes
      expected += valid.events
    }
    var decoder = TerminalInputDecoder()
    let events = generator.chunks(of: stream).flatMap { decoder.decode($0) } + decoder.flush()
    #expect(events == expected, "seed \(seed)")
  }
}
