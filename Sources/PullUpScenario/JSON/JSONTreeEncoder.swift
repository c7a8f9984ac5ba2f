/// An `Encoder` that builds a JSON tree, keys in the order the value writes them, so that a value's own
/// `encode(to:)` (a `PullUpInput`'s, say) writes the scenario format.
struct JSONTreeEncoder: Encoder {
  /// A value being built: a leaf, or an object or array whose children are still being written.
  final class Node {
    enum Content {
      case empty
      case leaf(JSONValue)
      case object([(key: String, node: Node)])
      case array([Node])
    }

    var content = Content.empty

    var value: JSONValue {
      switch content {
      case .empty: return .null
      case .leaf(let value): return value
      case .object(let members): return .object(members.map { JSONMember($0.key, $0.node.value) })
      case .array(let elements): return .array(elements.map(\.value))
      }
    }

    /// A new child under `key`, replacing an earlier one of the same key.
    func child(forKey key: String) -> Node {
      let node = Node()
      var members: [(key: String, node: Node)] = []
      if case .object(let existing) = content { members = existing.filter { $0.key != key } }
      content = .object(members + [(key, node)])
      return node
    }

    func appendChild() -> Node {
      let node = Node()
      if case .array(let elements) = content { content = .array(elements + [node]) } else { content = .array([node]) }
      return node
    }

    func makeObject() {
      if case .object = content { return }
      content = .object([])
    }
  }

  let node: Node
  var codingPath: [any CodingKey] = []
  var userInfo: [CodingUserInfoKey: Any] { [:] }

  /// Writes a value as a JSON tree.
  static func encode<Value: Encodable>(_ value: Value) throws -> JSONValue {
    let root = Node()
    try value.encode(to: JSONTreeEncoder(node: root))
    return root.value
  }

  func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
    node.makeObject()
    return KeyedEncodingContainer(KeyedContainer<Key>(node: node, codingPath: codingPath))
  }

  func unkeyedContainer() -> any UnkeyedEncodingContainer {
    if case .array = node.content {} else { node.content = .array([]) }
    return UnkeyedContainer(node: node, codingPath: codingPath)
  }

  func singleValueContainer() -> any SingleValueEncodingContainer {
    SingleValueContainer(node: node, codingPath: codingPath)
  }
}

extension JSONTreeEncoder {
  private struct KeyedContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let node: Node
    let codingPath: [any CodingKey]

    private func encoder(forKey key: Key) -> JSONTreeEncoder {
      JSONTreeEncoder(node: node.child(forKey: key.stringValue), codingPath: codingPath + [key])
    }

    mutating func encodeNil(forKey key: Key) throws { encoder(forKey: key).node.content = .leaf(.null) }
    mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
      try value.encode(to: encoder(forKey: key))
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type, forKey key: Key)
      -> KeyedEncodingContainer<NestedKey>
    {
      encoder(forKey: key).container(keyedBy: keyType)
    }

    mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
      encoder(forKey: key).unkeyedContainer()
    }

    mutating func superEncoder() -> any Encoder { JSONTreeEncoder(node: node, codingPath: codingPath) }
    mutating func superEncoder(forKey key: Key) -> any Encoder { encoder(forKey: key) }
  }

  private struct UnkeyedContainer: UnkeyedEncodingContainer {
    let node: Node
    let codingPath: [any CodingKey]
    var count: Int {
      guard case .array(let elements) = node.content else { return 0 }
      return elements.count
    }

    private func encoder() -> JSONTreeEncoder {
      JSONTreeEncoder(node: node.appendChild(), codingPath: codingPath)
    }

    mutating func encodeNil() throws { encoder().node.content = .leaf(.null) }
    mutating func encode<T: Encodable>(_ value: T) throws { try value.encode(to: encoder()) }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type)
      -> KeyedEncodingContainer<NestedKey>
    {
      encoder().container(keyedBy: keyType)
    }

    mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer { encoder().unkeyedContainer() }
    mutating func superEncoder() -> any Encoder { encoder() }
  }

  private struct SingleValueContainer: SingleValueEncodingContainer {
    let node: Node
    let codingPath: [any CodingKey]

    private func set(_ value: JSONValue) { node.content = .leaf(value) }

    mutating func encodeNil() throws { set(.null) }
    mutating func encode(_ value: Bool) throws { set(.bool(value)) }
    mutating func encode(_ value: String) throws { set(.string(value)) }
    mutating func encode(_ value: Double) throws { set(.number(value)) }
    mutating func encode(_ value: Float) throws { set(.number(Double(value))) }
    mutating func encode(_ value: Int) throws { set(.number(Double(value))) }
    mutating func encode(_ value: Int8) throws { set(.number(Double(value))) }
    mutating func encode(_ value: Int16) throws { set(.number(Double(value))) }
    mutating func encode(_ value: Int32) throws { set(.number(Double(value))) }
    mutating func encode(_ value: Int64) throws { set(.number(Double(value))) }
    mutating func encode(_ value: UInt) throws { set(.number(Double(value))) }
    mutating func encode(_ value: UInt8) throws { set(.number(Double(value))) }
    mutating func encode(_ value: UInt16) throws { set(.number(Double(value))) }
    mutating func encode(_ value: UInt32) throws { set(.number(Double(value))) }
    mutating func encode(_ value: UInt64) throws { set(.number(Double(value))) }
    mutating func encode<T: Encodable>(_ value: T) throws {
      try value.encode(to: JSONTreeEncoder(node: node, codingPath: codingPath))
    }
  }
}
