import PullUpCore

/// A `Decoder` over a JSON tree with the strict reader's rules: a value of any `Decodable` type (a
/// `PullUpInput`, say) is read by its own `init(from:)`, and every error still names its JSON path.
///
/// Numbers must be finite, integers whole and in range, and types exact (``JSONReader``). Keys appear in
/// document order in `allKeys`. Errors the value's own decoding throws (`DecodingError`) become
/// ``PullUpScenarioError``s at their coding path.
struct JSONTreeDecoder: Decoder {
  let reader: JSONReader

  var codingPath: [any CodingKey] { reader.path.codingKeys }
  var userInfo: [CodingUserInfoKey: Any] { [:] }

  func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
    KeyedDecodingContainer(KeyedContainer<Key>(object: try reader.object()))
  }

  func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
    UnkeyedContainer(elements: try reader.array(), path: reader.path)
  }

  func singleValueContainer() throws -> any SingleValueDecodingContainer {
    SingleValueContainer(reader: reader)
  }

  /// Reads a value from the tree at `reader`.
  ///
  /// - Throws: ``PullUpScenarioError`` naming the path of the first value that cannot be used.
  static func decode<Value: Decodable>(_ type: Value.Type, from reader: JSONReader) throws(PullUpScenarioError)
    -> Value
  {
    do {
      return try Value(from: JSONTreeDecoder(reader: reader))
    } catch let error as PullUpScenarioError {
      throw error
    } catch let error as DecodingError {
      throw scenarioError(error)
    } catch {
      throw PullUpScenarioError(.invalidValue, at: reader.path.description, "\(error)")
    }
  }

  /// A value's own decoding error, at its coding path. An unknown key and a wrong type are reported as such.
  private static func scenarioError(_ error: DecodingError) -> PullUpScenarioError {
    switch error {
    case .dataCorrupted(let context), .valueNotFound(_, let context):
      let kind: PullUpScenarioError.Kind =
        context.underlyingError is PullUpInput.UnknownKey ? .unknownKey : .invalidValue
      return PullUpScenarioError(kind, at: JSONPath(context.codingPath).description, context.debugDescription)
    case .typeMismatch(_, let context):
      return PullUpScenarioError(.wrongType, at: JSONPath(context.codingPath).description, context.debugDescription)
    case .keyNotFound(let key, let context):
      return PullUpScenarioError(
        .missingKey, at: JSONPath(context.codingPath + [key]).description, "required key is missing")
    @unknown default:
      return PullUpScenarioError(.invalidValue, at: "", "\(error)")
    }
  }
}

extension JSONPath {
  /// The path as coding keys: names for keys, integers for indices.
  var codingKeys: [any CodingKey] {
    components.map { component in
      switch component {
      case .key(let key): return JSONPathKey(stringValue: key)
      case .index(let index): return JSONPathKey(intValue: index)
      }
    }
  }

  /// The path of coding keys (an integer key is an index).
  init(_ codingKeys: [any CodingKey]) {
    self.init(components: codingKeys.map { $0.intValue.map(Component.index) ?? .key($0.stringValue) })
  }
}

/// A key or an index of a ``JSONPath``, as a coding key.
private struct JSONPathKey: CodingKey {
  var stringValue: String
  var intValue: Int?

  init(stringValue: String) {
    self.stringValue = stringValue
  }

  init(intValue: Int) {
    stringValue = String(intValue)
    self.intValue = intValue
  }
}

private struct KeyedContainer<Key: CodingKey>: KeyedDecodingContainerProtocol {
  let object: JSONObjectReader

  var codingPath: [any CodingKey] { object.path.codingKeys }
  var allKeys: [Key] { object.keys.compactMap { Key(stringValue: $0) } }

  func contains(_ key: Key) -> Bool { object.contains(key.stringValue) }

  private func decoder(for key: Key) throws -> JSONTreeDecoder {
    JSONTreeDecoder(reader: try object.required(key.stringValue))
  }

  func decodeNil(forKey key: Key) throws -> Bool { try object.required(key.stringValue).value == .null }

  func decode(_ type: Bool.Type, forKey key: Key) throws -> Bool { try Bool(from: decoder(for: key)) }
  func decode(_ type: String.Type, forKey key: Key) throws -> String { try String(from: decoder(for: key)) }
  func decode(_ type: Double.Type, forKey key: Key) throws -> Double { try Double(from: decoder(for: key)) }
  func decode(_ type: Float.Type, forKey key: Key) throws -> Float { try Float(from: decoder(for: key)) }
  func decode(_ type: Int.Type, forKey key: Key) throws -> Int { try Int(from: decoder(for: key)) }
  func decode(_ type: Int8.Type, forKey key: Key) throws -> Int8 { try Int8(from: decoder(for: key)) }
  func decode(_ type: Int16.Type, forKey key: Key) throws -> Int16 { try Int16(from: decoder(for: key)) }
  func decode(_ type: Int32.Type, forKey key: Key) throws -> Int32 { try Int32(from: decoder(for: key)) }
  func decode(_ type: Int64.Type, forKey key: Key) throws -> Int64 { try Int64(from: decoder(for: key)) }
  func decode(_ type: UInt.Type, forKey key: Key) throws -> UInt { try UInt(from: decoder(for: key)) }
  func decode(_ type: UInt8.Type, forKey key: Key) throws -> UInt8 { try UInt8(from: decoder(for: key)) }
  func decode(_ type: UInt16.Type, forKey key: Key) throws -> UInt16 { try UInt16(from: decoder(for: key)) }
  func decode(_ type: UInt32.Type, forKey key: Key) throws -> UInt32 { try UInt32(from: decoder(for: key)) }
  func decode(_ type: UInt64.Type, forKey key: Key) throws -> UInt64 { try UInt64(from: decoder(for: key)) }
  func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T { try T(from: decoder(for: key)) }

  func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type, forKey key: Key) throws
    -> KeyedDecodingContainer<NestedKey>
  {
    try decoder(for: key).container(keyedBy: type)
  }

  func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
    try decoder(for: key).unkeyedContainer()
  }

  func superDecoder() throws -> any Decoder {
    JSONTreeDecoder(reader: JSONReader(.object(object.members), at: object.path))
  }
  func superDecoder(forKey key: Key) throws -> any Decoder { try decoder(for: key) }
}

private struct UnkeyedContainer: UnkeyedDecodingContainer {
  let elements: [JSONReader]
  let path: JSONPath
  var currentIndex = 0

  init(elements: [JSONReader], path: JSONPath) {
    self.elements = elements
    self.path = path
  }

  var codingPath: [any CodingKey] { path.codingKeys }
  var count: Int? { elements.count }
  var isAtEnd: Bool { currentIndex >= elements.count }

  private mutating func next() throws -> JSONTreeDecoder {
    guard !isAtEnd else {
      throw PullUpScenarioError(
        .missingKey, at: path.appending(currentIndex).description, "the array has no more values")
    }
    currentIndex += 1
    return JSONTreeDecoder(reader: elements[currentIndex - 1])
  }

  mutating func decodeNil() throws -> Bool {
    guard !isAtEnd, elements[currentIndex].value == .null else { return false }
    currentIndex += 1
    return true
  }

  mutating func decode<T: Decodable>(_ type: T.Type) throws -> T { try T(from: next()) }

  mutating func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type) throws
    -> KeyedDecodingContainer<NestedKey>
  {
    try next().container(keyedBy: type)
  }

  mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer { try next().unkeyedContainer() }
  mutating func superDecoder() throws -> any Decoder { try next() }
}

private struct SingleValueContainer: SingleValueDecodingContainer {
  let reader: JSONReader

  var codingPath: [any CodingKey] { reader.path.codingKeys }

  func decodeNil() -> Bool { reader.value == .null }
  func decode(_ type: Bool.Type) throws -> Bool { try reader.bool() }
  func decode(_ type: String.Type) throws -> String { try reader.string() }
  func decode(_ type: Double.Type) throws -> Double { try reader.number() }
  func decode(_ type: Float.Type) throws -> Float { Float(try reader.number()) }
  func decode(_ type: Int.Type) throws -> Int { try reader.integer() }
  func decode(_ type: Int8.Type) throws -> Int8 { try integer() }
  func decode(_ type: Int16.Type) throws -> Int16 { try integer() }
  func decode(_ type: Int32.Type) throws -> Int32 { try integer() }
  func decode(_ type: Int64.Type) throws -> Int64 { try integer() }
  func decode(_ type: UInt.Type) throws -> UInt { try integer() }
  func decode(_ type: UInt8.Type) throws -> UInt8 { try integer() }
  func decode(_ type: UInt16.Type) throws -> UInt16 { try integer() }
  func decode(_ type: UInt32.Type) throws -> UInt32 { try integer() }
  func decode(_ type: UInt64.Type) throws -> UInt64 { try integer() }
  func decode<T: Decodable>(_ type: T.Type) throws -> T { try T(from: JSONTreeDecoder(reader: reader)) }

  /// A whole number that fits the type.
  private func integer<Integer: FixedWidthInteger>() throws -> Integer {
    let whole = try reader.integer()
    guard let value = Integer(exactly: whole) else {
      throw reader.failure(.invalidValue, "\(whole) is out of range for \(Integer.self)")
    }
    return value
  }
}
