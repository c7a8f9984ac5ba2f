/// A strict JSON parser (RFC 8259) that keeps object keys in order and reports where it fails.
///
/// Strict means: no trailing commas, no comments, no leading zeros, no duplicate keys in one object,
/// valid UTF-8 only, and at most ``maximumDepth`` nested arrays and objects (so that hostile input cannot
/// exhaust the stack). A number too large for a `Double` parses as infinite; the scenario decoder then
/// refuses it with the value's path.
struct JSONParser {
  /// The deepest nesting of arrays and objects accepted.
  static let maximumDepth = 64

  private let bytes: [UInt8]
  private var index = 0
  private var path = JSONPath.root
  private var depth = 0

  /// Parses a whole document.
  static func parse(_ bytes: [UInt8]) throws(PullUpScenarioError) -> JSONValue {
    var parser = JSONParser(bytes: bytes)
    var start = 0
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { start = 3 }  // A byte-order mark is tolerated.
    parser.index = start
    parser.skipWhitespace()
    let value = try parser.parseValue()
    parser.skipWhitespace()
    guard parser.index == bytes.count else { throw parser.failure("unexpected text after the document") }
    return value
  }

  private init(bytes: [UInt8]) {
    self.bytes = bytes
  }

  // MARK: - Values

  private mutating func parseValue() throws(PullUpScenarioError) -> JSONValue {
    guard index < bytes.count else { throw failure("unexpected end of the document, expected a value") }
    switch bytes[index] {
    case UInt8(ascii: "{"): return try parseObject()
    case UInt8(ascii: "["): return try parseArray()
    case UInt8(ascii: "\""): return .string(try parseString())
    case UInt8(ascii: "t"): return try parseLiteral("true", .bool(true))
    case UInt8(ascii: "f"): return try parseLiteral("false", .bool(false))
    case UInt8(ascii: "n"): return try parseLiteral("null", .null)
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return try parseNumber()
    default: throw failure("expected a value")
    }
  }

  private mutating func parseObject() throws(PullUpScenarioError) -> JSONValue {
    try enter()
    index += 1
    var members: [JSONMember] = []
    var keys: Set<String> = []
    skipWhitespace()
    if consume(UInt8(ascii: "}")) {
      depth -= 1
      return .object(members)
    }
    let outer = path
    while true {
      skipWhitespace()
      guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else { throw failure("expected a key in quotes") }
      let keyStart = index
      let key = try parseString()
      guard keys.insert(key).inserted else {
        let position = Self.position(of: keyStart, in: bytes)
        throw PullUpScenarioError(
          .duplicateKey, at: outer.appending(key).description,
          "the key appears twice in the same object (line \(position.line), column \(position.column))")
      }
      skipWhitespace()
      guard consume(UInt8(ascii: ":")) else { throw failure("expected ':' after the key") }
      skipWhitespace()
      path = outer.appending(key)
      let value = try parseValue()
      path = outer
      members.append(JSONMember(key, value))
      skipWhitespace()
      if consume(UInt8(ascii: ",")) { continue }
      if consume(UInt8(ascii: "}")) { break }
      throw failure("expected ',' or '}' in an object")
    }
    depth -= 1
    return .object(members)
  }

  private mutating func parseArray() throws(PullUpScenarioError) -> JSONValue {
    try enter()
    index += 1
    var elements: [JSONValue] = []
    skipWhitespace()
    if consume(UInt8(ascii: "]")) {
      depth -= 1
      return .array(elements)
    }
    let outer = path
    while true {
      skipWhitespace()
      path = outer.appending(elements.count)
      elements.append(try parseValue())
      path = outer
      skipWhitespace()
      if consume(UInt8(ascii: ",")) { continue }
      if consume(UInt8(ascii: "]")) { break }
      throw failure("expected ',' or ']' in an array")
    }
    depth -= 1
    return .array(elements)
  }

  private mutating func enter() throws(PullUpScenarioError) {
    depth += 1
    guard depth <= Self.maximumDepth else {
      throw failure("arrays and objects are nested more than \(Self.maximumDepth) deep")
    }
  }

  private mutating func parseLiteral(_ word: String, _ value: JSONValue) throws(PullUpScenarioError) -> JSONValue {
    let utf8 = Array(word.utf8)
    guard index + utf8.count <= bytes.count, Array(bytes[index..<index + utf8.count]) == utf8 else {
      throw failure("expected a value")
    }
    index += utf8.count
    return value
  }

  // MARK: - Numbers and strings

  private mutating func parseNumber() throws(PullUpScenarioError) -> JSONValue {
    let start = index
    _ = consume(UInt8(ascii: "-"))
    if consume(UInt8(ascii: "0")) {
      if index < bytes.count, Self.isDigit(bytes[index]) { throw failure("a number must not start with 0") }
    } else {
      guard consumeDigits() else { throw failure("expected a digit") }
    }
    if consume(UInt8(ascii: ".")) {
      guard consumeDigits() else { throw failure("expected a digit after the decimal point") }
    }
    if consume(UInt8(ascii: "e")) || consume(UInt8(ascii: "E")) {
      if !consume(UInt8(ascii: "+")) { _ = consume(UInt8(ascii: "-")) }
      guard consumeDigits() else { throw failure("expected a digit in the exponent") }
    }
    let literal = String(decoding: bytes[start..<index], as: UTF8.self)
    // The grammar above is a subset of what Double accepts; an overflow gives ±infinity.
    guard let value = Double(literal) else { throw failure("the number \(literal) cannot be read") }
    return .number(value)
  }

  private mutating func consumeDigits() -> Bool {
    let start = index
    while index < bytes.count, Self.isDigit(bytes[index]) { index += 1 }
    return index > start
  }

  private static func isDigit(_ byte: UInt8) -> Bool {
    byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
  }

  private mutating func parseString() throws(PullUpScenarioError) -> String {
    index += 1
    var scalars = String.UnicodeScalarView()
    var run: [UInt8] = []
    func flush() throws(PullUpScenarioError) {
      guard !run.isEmpty else { return }
      // Scalar by scalar, refusing what is not UTF-8 as `String(validating:)` would (which needs macOS 15).
      var parser = Unicode.UTF8.ForwardParser()
      var input = run.makeIterator()
      while true {
        switch parser.parseScalar(from: &input) {
        case .valid(let encoded): scalars.append(Unicode.UTF8.decode(encoded))
        case .emptyInput:
          run.removeAll(keepingCapacity: true)
          return
        case .error: throw failure("the text is not valid UTF-8")
        }
      }
    }
    while true {
      guard index < bytes.count else { throw failure("unterminated string") }
      let byte = bytes[index]
      if byte == UInt8(ascii: "\"") {
        index += 1
        break
      }
      if byte < 0x20 { throw failure("control characters must be escaped in a string") }
      if byte != UInt8(ascii: "\\") {
        run.append(byte)
        index += 1
        continue
      }
      try flush()
      index += 1
      guard index < bytes.count else { throw failure("unterminated string") }
      let escape = bytes[index]
      index += 1
      switch escape {
      case UInt8(ascii: "\""): scalars.append("\"")
      case UInt8(ascii: "\\"): scalars.append("\\")
      case UInt8(ascii: "/"): scalars.append("/")
      case UInt8(ascii: "b"): scalars.append("\u{08}")
      case UInt8(ascii: "f"): scalars.append("\u{0C}")
      case UInt8(ascii: "n"): scalars.append("\n")
      case UInt8(ascii: "r"): scalars.append("\r")
      case UInt8(ascii: "t"): scalars.append("\t")
      case UInt8(ascii: "u"): scalars.append(try parseUnicodeEscape())
      default: throw failure("unknown escape sequence in a string")
      }
    }
    try flush()
    return String(scalars)
  }

  /// Reads the four hex digits after `\u`, and a second escape for a surrogate pair. An unpaired
  /// surrogate is reported at its own escape, not where the parser noticed.
  private mutating func parseUnicodeEscape() throws(PullUpScenarioError) -> Unicode.Scalar {
    let escape = index - 2  // the backslash of `\uXXXX`
    let high = try parseHex()
    if (0xD800..<0xDC00).contains(high) {
      guard consume(UInt8(ascii: "\\")), consume(UInt8(ascii: "u")) else {
        throw failure("unpaired surrogate", at: escape)
      }
      let low = try parseHex()
      guard (0xDC00..<0xE000).contains(low) else { throw failure("unpaired surrogate", at: escape) }
      let value = 0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00)
      guard let scalar = Unicode.Scalar(value) else { throw failure("invalid \\u escape", at: escape) }
      return scalar
    }
    guard let scalar = Unicode.Scalar(high) else { throw failure("unpaired surrogate", at: escape) }
    return scalar
  }

  private mutating func parseHex() throws(PullUpScenarioError) -> UInt32 {
    guard index + 4 <= bytes.count else { throw failure("expected four hex digits after \\u") }
    var value: UInt32 = 0
    for byte in bytes[index..<index + 4] {
      let digit: UInt8
      switch byte {
      case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
      case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
      case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
      default: throw failure("expected four hex digits after \\u")
      }
      value = value * 16 + UInt32(digit)
    }
    index += 4
    return value
  }

  // MARK: - Helpers

  private mutating func skipWhitespace() {
    while index < bytes.count {
      switch bytes[index] {
      case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"): index += 1
      default: return
      }
    }
  }

  private mutating func consume(_ byte: UInt8) -> Bool {
    guard index < bytes.count, bytes[index] == byte else { return false }
    index += 1
    return true
  }

  /// A syntax error at a byte offset: where the parser is, unless the fault began earlier.
  private func failure(_ message: String, at offset: Int? = nil) -> PullUpScenarioError {
    let position = Self.position(of: offset ?? index, in: bytes)
    return PullUpScenarioError(
      .syntax, at: path.description, "not valid JSON: \(message) (line \(position.line), column \(position.column))")
  }

  /// The line and column (both from 1, columns in characters) of a byte offset.
  static func position(of offset: Int, in bytes: [UInt8]) -> (line: Int, column: Int) {
    var line = 1
    var column = 1
    for byte in bytes[..<min(offset, bytes.count)] {
      if byte == UInt8(ascii: "\n") {
        line += 1
        column = 1
      } else if byte & 0xC0 != 0x80 {
        column += 1
      }
    }
    return (line, column)
  }
}
