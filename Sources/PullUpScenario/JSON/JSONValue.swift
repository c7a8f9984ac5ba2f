/// A JSON value whose objects keep their keys in document order.
///
/// The scenario format is read and written through this tree rather than through `JSONDecoder` directly:
/// it keeps the order of keys (so errors and output are deterministic), finds duplicate keys, and lets
/// every error name its JSON path.
enum JSONValue: Sendable, Hashable {
  case null
  case bool(Bool)
  /// A number; a literal too large for a `Double` (`1e400`) is infinite.
  case number(Double)
  case string(String)
  case array([JSONValue])
  case object([JSONMember])

  /// The name of the value's JSON type, for messages: "a number", "an object", ….
  var typeName: String {
    switch self {
    case .null: return "null"
    case .bool: return "a boolean"
    case .number: return "a number"
    case .string: return "a string"
    case .array: return "an array"
    case .object: return "an object"
    }
  }
}

/// One key and its value in a JSON object.
struct JSONMember: Sendable, Hashable {
  var key: String
  var value: JSONValue

  init(_ key: String, _ value: JSONValue) {
    self.key = key
    self.value = value
  }
}

/// Where a value sits in a JSON document: `events[3].translation`.
struct JSONPath: Sendable, Hashable, CustomStringConvertible {
  enum Component: Sendable, Hashable {
    case key(String)
    case index(Int)
  }

  var components: [Component] = []

  static let root = JSONPath()

  func appending(_ key: String) -> JSONPath {
    JSONPath(components: components + [.key(key)])
  }

  func appending(_ index: Int) -> JSONPath {
    JSONPath(components: components + [.index(index)])
  }

  /// Keys as `.key` (the first without the dot), indices as `[i]`, and keys that are not plain names as
  /// `["key"]`.
  var description: String {
    var text = ""
    for component in components {
      switch component {
      case .index(let index):
        text += "[\(index)]"
      case .key(let key):
        if Self.isPlainName(key) {
          text += text.isEmpty ? key : ".\(key)"
        } else {
          text += "[\(JSONWriter.quoted(key))]"
        }
      }
    }
    return text
  }

  /// Whether a key can be written as `.key`: an ASCII letter or underscore, then letters, digits or
  /// underscores.
  private static func isPlainName(_ key: String) -> Bool {
    guard let first = key.utf8.first, isLetter(first) || first == UInt8(ascii: "_") else { return false }
    return key.utf8.allSatisfy {
      isLetter($0) || ($0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9")) || $0 == UInt8(ascii: "_")
    }
  }

  private static func isLetter(_ byte: UInt8) -> Bool {
    (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
  }
}
