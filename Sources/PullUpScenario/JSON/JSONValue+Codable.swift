/// Lets ``JSONValue`` travel through any `Decoder` and `Encoder`, so that `PullUpScenario` is `Codable`
/// with the same rules whichever coder carries it.
///
/// A `Decoder` does not report the order of an object's keys; they are sorted, so that what follows is
/// deterministic. The strict reader (``JSONParser``) keeps the document's order.
extension JSONValue: Codable {
  private struct Key: CodingKey {
    var stringValue: String
    var intValue: Int? { nil }

    init(stringValue: String) {
      self.stringValue = stringValue
    }

    init?(intValue: Int) {
      return nil
    }
  }

  init(from decoder: any Decoder) throws {
    if let object = try? decoder.container(keyedBy: Key.self) {
      var members: [JSONMember] = []
      for key in object.allKeys.sorted(by: { $0.stringValue < $1.stringValue }) {
        members.append(JSONMember(key.stringValue, try object.decode(JSONValue.self, forKey: key)))
      }
      self = .object(members)
      return
    }
    if var array = try? decoder.unkeyedContainer() {
      var elements: [JSONValue] = []
      while !array.isAtEnd { elements.append(try array.decode(JSONValue.self)) }
      self = .array(elements)
      return
    }
    let single = try decoder.singleValueContainer()
    if single.decodeNil() {
      self = .null
    } else if let flag = try? single.decode(Bool.self) {
      self = .bool(flag)
    } else if let number = try? single.decode(Double.self) {
      self = .number(number)
    } else {
      self = .string(try single.decode(String.self))
    }
  }

  func encode(to encoder: any Encoder) throws {
    switch self {
    case .null:
      var single = encoder.singleValueContainer()
      try single.encodeNil()
    case .bool(let flag):
      var single = encoder.singleValueContainer()
      try single.encode(flag)
    case .number(let number):
      var single = encoder.singleValueContainer()
      try single.encode(number)
    case .string(let string):
      var single = encoder.singleValueContainer()
      try single.encode(string)
    case .array(let elements):
      var array = encoder.unkeyedContainer()
      for element in elements { try array.encode(element) }
    case .object(let members):
      var object = encoder.container(keyedBy: Key.self)
      for member in members { try object.encode(member.value, forKey: Key(stringValue: member.key)) }
    }
  }
}
