import Testing

@testable import PullUpTerminal

/// Control-Z in raw mode: the byte 0x1A is no event but a request to suspend, which the session acts on.
@Suite("Control-Z in the input decoder")
struct InputDecoderSuspendTests {
  @Test("0x1A asks to suspend once and reports no event; the bytes around it decode as before")
  func controlZ() {
    var decoder = TerminalInputDecoder()
    let around = decoder.decode([0x71, 0x1A, 0x20])
    #expect(around == [.key(.character("q")), .key(.space)])
    let first = decoder.takeSuspend()
    let second = decoder.takeSuspend()
    #expect(first && !second)
    let later = decoder.decode([0x71])
    let third = decoder.takeSuspend()
    #expect(later == [.key(.character("q"))] && !third)
  }
}
