/// The rules that turn a terminal's mouse report into an event.
///
/// The button code `b` is a bit field: the low two bits name the button (0 left, 1 middle, 2 right, 3 none
/// or released), 4, 8 and 16 are Shift, Meta and Control (ignored), 32 marks motion, 64 the wheel, and 128
/// the extra buttons 8–11. Only the left button and the vertical wheel become events; a report with a
/// zero coordinate or one above ``TerminalInputDecoder/maximumCoordinate`` is dropped.
enum TerminalMouseReport {
  /// Decodes the parameters of an SGR report, `b ; x ; y`, after its `<`.
  ///
  /// - Parameters:
  ///   - parameters: The parameter bytes.
  ///   - released: Whether the report ended in `m` (a release) rather than `M`.
  static func sgr(_ parameters: ArraySlice<UInt8>, released: Bool) -> TerminalInputEvent? {
    var fields = (0, 0, 0)
    var index = 0
    var digits = 0
    var value = 0
    for byte in parameters {
      if byte == 0x3B {
        guard digits > 0, index < 2 else { return nil }
        if index == 0 { fields.0 = value } else { fields.1 = value }
        index += 1
        digits = 0
        value = 0
        continue
      }
      guard (0x30...0x39).contains(byte) else { return nil }
      value = value * 10 + Int(byte - 0x30)
      digits += 1
      guard value <= TerminalInputDecoder.maximumCoordinate else { return nil }
    }
    guard index == 2, digits > 0 else { return nil }
    fields.2 = value
    return event(code: fields.0, column: fields.1, row: fields.2, released: released)
  }

  /// Decodes a legacy X10 report: three bytes, each a value plus 32.
  ///
  /// X10 reports a release as button 3 without saying which button went up; PullUp takes it as the left
  /// one.
  static func legacy(_ code: UInt8, _ column: UInt8, _ row: UInt8) -> TerminalInputEvent? {
    let code = Int(code) - 32
    let released = code & 3 == 3 && code & (32 | 64) == 0
    return event(code: released ? 0 : code, column: Int(column) - 32, row: Int(row) - 32, released: released)
  }

  /// Applies the rules in the type's discussion to a decoded report with one-based coordinates.
  static func event(code: Int, column: Int, row: Int, released: Bool) -> TerminalInputEvent? {
    let maximum = TerminalInputDecoder.maximumCoordinate
    guard (1...maximum).contains(column), (1...maximum).contains(row), code & 128 == 0 else { return nil }
    if code & 64 != 0 {
      guard !released, code & 32 == 0 else { return nil }
      switch code & 3 {
      case 0: return .scroll(.up, column: column - 1, row: row - 1)
      case 1: return .scroll(.down, column: column - 1, row: row - 1)
      default: return nil  // Horizontal wheels.
      }
    }
    guard code & 3 == 0 else { return nil }
    let kind: TerminalMouseKind = released ? .release : code & 32 != 0 ? .drag : .press
    return .mouse(kind: kind, column: column - 1, row: row - 1)
  }
}
