/// A JSON value and its path, with typed reads that fail with a ``PullUpScenarioError`` naming the path.
struct JSONReader {
  let value: JSONValue
  let path: JSONPath

  init(_ value: JSONValue, at path: JSONPath = .root) {
    self.value = value
    self.path = path
  }

  func failure(_ kind: PullUpScenarioError.Kind, _ message: String) -> PullUpScenarioError {
    PullUpScenarioError(kind, at: path.description, message)
  }

  private func mismatch(_ expected: String) -> PullUpScenarioError {
    failure(.wrongType, "expected \(expected), found \(value.typeName)")
  }

  /// The value as a finite number.
  func number() throws(PullUpScenarioError) -> Double {
    guard case .number(let number) = value else { throw mismatch("a number") }
    guard number.isFinite else { throw failure(.invalidValue, "the number is too large to represent (\(number))") }
    return number
  }

  /// The largest magnitude of a whole number in a scenario.
  static let integerLimit = 1_000_000_000

  /// The value as a whole number, at most ``integerLimit`` in magnitude.
  func integer() throws(PullUpScenarioError) -> Int {
    let number = try number()
    guard number == number.rounded() else {
      throw failure(.invalidValue, "expected a whole number, found \(JSONWriter.number(number))")
    }
    guard abs(number) <= Double(Self.integerLimit) else {
      let bound = number < 0 ? "at least \(-Self.integerLimit)" : "at most \(Self.integerLimit)"
      throw failure(.invalidValue, "whole number out of range: expected \(bound), found \(JSONWriter.number(number))")
    }
    return Int(number)
  }

  func bool() throws(PullUpScenarioError) -> Bool {
    guard case .bool(let flag) = value else { throw mismatch("true or false") }
    return flag
  }

  func string() throws(PullUpScenarioError) -> String {
    guard case .string(let string) = value else { throw mismatch("a string") }
    return string
  }

  /// The value as one of a set of names, such as an event type or a preset.
  func name<Name: RawRepresentable & CaseIterable>(_ type: Name.Type, what: String) throws(PullUpScenarioError) -> Name
  where Name.RawValue == String {
    let string = try string()
    guard let name = Name(rawValue: string) else {
      let names = Name.allCases.map { JSONWriter.quoted($0.rawValue) }.joined(separator: ", ")
      throw failure(.invalidValue, "unknown \(what) \(JSONWriter.quoted(string)); expected one of \(names)")
    }
    return name
  }

  /// The elements of an array, each with its path.
  func array() throws(PullUpScenarioError) -> [JSONReader] {
    guard case .array(let elements) = value else { throw mismatch("an array") }
    return elements.enumerated().map { JSONReader($0.element, at: path.appending($0.offset)) }
  }

  /// The value as an object, whatever its keys.
  func object() throws(PullUpScenarioError) -> JSONObjectReader {
    guard case .object(let members) = value else { throw mismatch("an object") }
    return JSONObjectReader(members: members, path: path)
  }

  /// The value as an object whose keys must all be in `keys`.
  ///
  /// - Parameters:
  ///   - keys: The keys the object may have.
  ///   - what: What the object is, for the message about an unknown key ("a dragBegan event").
  func object(keys: [String], what: String) throws(PullUpScenarioError) -> JSONObjectReader {
    let object = try object()
    try object.allowOnly(keys, what: what)
    return object
  }
}

/// The members of a JSON object, read by key.
struct JSONObjectReader {
  let members: [JSONMember]
  let path: JSONPath

  /// Fails on the first key, in document order, that is not in `keys`.
  ///
  /// - Parameters:
  ///   - keys: The keys the object may have.
  ///   - what: What the object is, for the message ("a dragBegan event").
  func allowOnly(_ keys: [String], what: String) throws(PullUpScenarioError) {
    for member in members where !keys.contains(member.key) {
      let allowed =
        keys.isEmpty ? "no other keys" : "the keys " + keys.map { JSONWriter.quoted($0) }.joined(separator: ", ")
      throw PullUpScenarioError(
        .unknownKey, at: path.appending(member.key).description, "unknown key; \(what) has \(allowed)")
    }
  }

  /// Whether the object has a key.
  func contains(_ key: String) -> Bool {
    members.contains { $0.key == key }
  }

  /// The keys present, in document order.
  var keys: [String] { members.map(\.key) }

  /// The value at a key, or `nil` when the key is absent.
  func optional(_ key: String) -> JSONReader? {
    members.first { $0.key == key }.map { JSONReader($0.value, at: path.appending(key)) }
  }

  /// The value at a key that must be present.
  func required(_ key: String) throws(PullUpScenarioError) -> JSONReader {
    guard let reader = optional(key) else {
      throw PullUpScenarioError(.missingKey, at: path.appending(key).description, "required key is missing")
    }
    return reader
  }
}
