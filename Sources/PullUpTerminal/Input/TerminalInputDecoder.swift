/// Turns the bytes a terminal sends in raw mode into ``TerminalInputEvent`` values, one chunk at a time.
///
/// ``TerminalSession/readEvents(timeout:)`` keeps one and feeds it every chunk that `read(2)` returns, in
/// order, through ``decode(_:)``. A sequence split across chunks is kept until its last byte arrives, so
/// splitting the same bytes differently never changes the events (only when they are reported). The decoder understands:
/// - SGR mouse reports, `ESC [ < b ; x ; y M` (press, or motion with `b` = 32) and `… m` (release), for
///   the left button; the wheel (`b` = 64 and 65) as ``TerminalInputEvent/scroll(_:column:row:)``.
///   Legacy X10 reports (`ESC [ M` and three bytes), which a terminal without SGR mode sends, likewise.
/// - The arrows in both cursor-key modes (`ESC [ A` and `ESC O A`), with or without modifiers.
/// - Space, Return, Control-C, Escape, and printable ASCII and UTF-8 characters.
///
/// Everything else is dropped without a trace, and the decoder never traps: unknown or malformed
/// sequences, stray control bytes, invalid UTF-8, mouse reports with a coordinate above
/// ``maximumCoordinate`` or of zero, and sequences longer than ``maximumSequenceLength`` (consumed to
/// their final byte, so that their tail is not mistaken for keys). A sequence interrupted by a byte that
/// cannot belong to it (a control byte such as Escape, or a non-ASCII byte) is abandoned and the byte is
/// decoded afresh, so the decoder recovers on the next sequence that starts with Escape.
///
/// ## A lone Escape
///
/// An Escape byte may be the Escape key or the start of a sequence, and only the next byte tells. The
/// decoder reports ``TerminalKey/escape`` as soon as that byte arrives and does not continue a sequence
/// (`ESC q` gives Escape, then `q`; `ESC ESC` gives Escape and waits again). An Escape at the end of a
/// chunk is held: ``hasPendingInput`` is then `true`, and the caller, which owns the clock, calls
/// ``flush()`` when no more bytes arrived within a short timeout (25–50 ms is usual; poll the input with
/// that timeout). Flushing reports the held Escape and drops any other unfinished sequence.
package struct TerminalInputDecoder: Sendable {
  /// The most parameter bytes a control sequence may carry; a longer sequence is consumed and dropped.
  static let maximumSequenceLength = 32
  /// The largest coordinate (one-based, as terminals send it) a mouse report may carry; a report with a
  /// larger one is dropped. Digits are never accumulated past this bound, so no number overflows.
  static let maximumCoordinate = 65_535

  enum State: Sendable, Hashable {
    /// Between sequences.
    case ground
    /// After an Escape byte.
    case escape
    /// After `ESC [`, collecting parameter and intermediate bytes in `sequence`.
    case controlSequence
    /// After `ESC O`.
    case singleShift
    /// After `ESC [ M`, collecting the three bytes of a legacy mouse report in `sequence`.
    case legacyMouse
    /// Inside a UTF-8 sequence, with the scalar so far in `scalar`.
    case unicode(remaining: Int, minimum: UInt32)
  }

  private var state = State.ground
  private var sequence: [UInt8] = []
  private var overflowed = false
  private var scalar: UInt32 = 0

  /// Creates a decoder that expects the start of a sequence.
  package init() {
    sequence.reserveCapacity(Self.maximumSequenceLength)
  }

  /// Whether bytes of an unfinished sequence (or a lone Escape) are held until more bytes or ``flush()``.
  package var hasPendingInput: Bool { state != .ground }

  /// Whether a Control-Z (0x1A) arrived: not an event, but a request to suspend, which the session acts on.
  private var suspendRequested = false

  /// Whether a Control-Z arrived since the last call.
  package mutating func takeSuspend() -> Bool {
    defer { suspendRequested = false }
    return suspendRequested
  }

  /// Decodes the next chunk of bytes.
  ///
  /// - Parameter bytes: The bytes, in the order the terminal sent them.
  /// - Returns: The events completed by these bytes, in order; empty while a sequence is unfinished.
  package mutating func decode(_ bytes: some Sequence<UInt8>) -> [TerminalInputEvent] {
    var events: [TerminalInputEvent] = []
    for byte in bytes { consume(byte, into: &events) }
    return events
  }

  /// Ends the pending input: call it when no byte arrived for a short while.
  ///
  /// - Returns: ``TerminalKey/escape`` if a lone Escape was held; nothing for any other unfinished
  ///   sequence, which is dropped as truncated.
  package mutating func flush() -> [TerminalInputEvent] {
    let pending = state
    reset()
    return pending == .escape ? [.key(.escape)] : []
  }

  private mutating func reset() {
    state = .ground
    sequence.removeAll(keepingCapacity: true)
    overflowed = false
    scalar = 0
  }

  private mutating func consume(_ byte: UInt8, into events: inout [TerminalInputEvent]) {
    switch state {
    case .ground: ground(byte, &events)
    case .escape: escaped(byte, &events)
    case .controlSequence: controlSequence(byte, &events)
    case .singleShift: singleShift(byte, &events)
    case .legacyMouse: legacyMouse(byte, &events)
    case .unicode(let remaining, let minimum): unicode(byte, remaining: remaining, minimum: minimum, &events)
    }
  }

  private mutating func ground(_ byte: UInt8, _ events: inout [TerminalInputEvent]) {
    switch byte {
    case 0x1B: state = .escape
    case 0x03: events.append(.key(.interrupt))
    case 0x1A: suspendRequested = true
    case 0x0A, 0x0D: events.append(.key(.enter))
    case 0x20: events.append(.key(.space))
    case 0x21...0x7E: events.append(.key(.character(Character(Unicode.Scalar(byte)))))
    case 0xC2...0xDF: beginScalar(UInt32(byte & 0x1F), remaining: 1, minimum: 0x80)
    case 0xE0...0xEF: beginScalar(UInt32(byte & 0x0F), remaining: 2, minimum: 0x800)
    case 0xF0...0xF4: beginScalar(UInt32(byte & 0x07), remaining: 3, minimum: 0x1_0000)
    default: break  // Other control bytes, DEL, stray continuation bytes, bytes no UTF-8 sequence starts with.
    }
  }

  private mutating func escaped(_ byte: UInt8, _ events: inout [TerminalInputEvent]) {
    switch byte {
    case 0x5B:
      reset()
      state = .controlSequence
    case 0x4F:
      state = .singleShift
    default:
      state = .ground
      events.append(.key(.escape))
      ground(byte, &events)
    }
  }

  private mutating func controlSequence(_ byte: UInt8, _ events: inout [TerminalInputEvent]) {
    switch byte {
    case 0x20...0x3F:
      if sequence.count < Self.maximumSequenceLength { sequence.append(byte) } else { overflowed = true }
    case 0x40...0x7E:
      state = .ground
      if !overflowed { finishControlSequence(final: byte, &events) }
    default:
      // A control or non-ASCII byte cannot belong to a sequence: abandon it and decode the byte afresh.
      state = .ground
      ground(byte, &events)
    }
  }

  private mutating func finishControlSequence(final: UInt8, _ events: inout [TerminalInputEvent]) {
    switch final {
    case 0x41...0x44 where sequence.allSatisfy({ $0 == 0x3B || (0x30...0x39).contains($0) }):
      events.append(.key(Self.arrow(final)))
    case 0x4D where sequence.isEmpty:
      state = .legacyMouse
    case 0x4D where sequence.first == 0x3C, 0x6D where sequence.first == 0x3C:
      let report = TerminalMouseReport.sgr(sequence.dropFirst(), released: final == 0x6D)
      if let report { events.append(report) }
    default:
      break  // A sequence PullUp does not use: function keys, focus reports, replies to queries.
    }
  }

  private mutating func singleShift(_ byte: UInt8, _ events: inout [TerminalInputEvent]) {
    state = .ground
    switch byte {
    case 0x41...0x44: events.append(.key(Self.arrow(byte)))
    case 0x4D: events.append(.key(.enter))
    case 0x40...0x7E: break  // F1–F4 and the rest of the keypad.
    default: ground(byte, &events)
    }
  }

  private mutating func legacyMouse(_ byte: UInt8, _ events: inout [TerminalInputEvent]) {
    guard byte >= 0x20 else {
      state = .ground
      ground(byte, &events)
      return
    }
    sequence.append(byte)
    guard sequence.count == 3 else { return }
    state = .ground
    if let report = TerminalMouseReport.legacy(sequence[0], sequence[1], sequence[2]) { events.append(report) }
  }

  private mutating func beginScalar(_ bits: UInt32, remaining: Int, minimum: UInt32) {
    scalar = bits
    state = .unicode(remaining: remaining, minimum: minimum)
  }

  private mutating func unicode(
    _ byte: UInt8, remaining: Int, minimum: UInt32, _ events: inout [TerminalInputEvent]
  ) {
    guard byte & 0xC0 == 0x80 else {
      // The character is cut short: drop it and decode the byte afresh.
      state = .ground
      ground(byte, &events)
      return
    }
    scalar = scalar << 6 | UInt32(byte & 0x3F)
    guard remaining == 1 else {
      state = .unicode(remaining: remaining - 1, minimum: minimum)
      return
    }
    state = .ground
    // Overlong forms, surrogates, values past U+10FFFF and C1 controls are not characters.
    guard scalar >= minimum, scalar >= 0xA0, let value = Unicode.Scalar(scalar) else { return }
    events.append(.key(.character(Character(value))))
  }

  private static func arrow(_ final: UInt8) -> TerminalKey {
    switch final {
    case 0x41: return .up
    case 0x42: return .down
    case 0x43: return .right
    default: return .left
    }
  }
}
