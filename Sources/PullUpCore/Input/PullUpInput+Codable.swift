extension PullUpInput: Codable {
  /// Any key, so that decoding can name keys it does not know (the front-end kit's raw events use it too).
  package struct Key: CodingKey, Hashable {
    package var stringValue: String
    package var intValue: Int? { nil }

    package init(_ name: String) {
      stringValue = name
    }

    package init?(stringValue: String) {
      self.init(stringValue)
    }

    package init?(intValue: Int) {
      return nil
    }
  }

  /// Reads an input from its JSON object (see ``PullUpInput``): the `type`, then the case's keys. Values
  /// are read as they are; ranges are the machine's to check when the input is applied.
  ///
  /// - Throws: `DecodingError.dataCorrupted` for an unknown `type`, a key the type does not have, a state
  ///   other than collapsed or expanded, or an unknown accessibility action, each at the offending key's
  ///   coding path; the decoder's own errors for missing keys and wrong types.
  public init(from decoder: any Decoder) throws {
    let object = try decoder.container(keyedBy: Key.self)
    let typeKey = Key("type")
    let type = try object.decode(String.self, forKey: typeKey)
    guard let kind = Kind(rawValue: type) ?? Kind.aliases[type] else {
      let names = Self.names.map { "\"\($0)\"" }.joined(separator: ", ")
      var note = ""
      if Kind.rawEventTypes.contains(type) {
        note = "; \"\(type)\" is a raw event (PullUpRawEvent), not an input"
        if let retired = Kind.retiredAliases[type] { note += ", and no longer an old name of \"\(retired.rawValue)\"" }
      }
      throw DecodingError.dataCorruptedError(
        forKey: typeKey, in: object,
        debugDescription: "unknown input type \"\(type)\"\(note); expected one of \(names)")
    }
    let article = kind.rawValue.first.map { "aeiou".contains($0) } == true ? "an" : "a"
    try Self.allowOnly(["type"] + kind.keys, in: object, what: "\(article) \(kind.rawValue) input")
    let reader = FieldReader(object: object)
    switch kind {
    case .dragBegan:
      self = .dragBegan(inScrollableContent: try reader.optional("inScrollableContent") ?? false)
    case .dragChanged:
      self = .dragChanged(translation: try reader.required("translation"))
    case .dragEnded:
      self = .dragEnded(velocity: try reader.optional("velocity"))
    case .dragCancelled:
      self = .dragCancelled
    case .dimmingTapped:
      self = .dimmingTapped
    case .setState:
      let stateKey = Key("state")
      let name = try object.decode(String.self, forKey: stateKey)
      guard name == "collapsed" || name == "expanded", let state = PullUpState(rawValue: name) else {
        throw DecodingError.dataCorruptedError(
          forKey: stateKey, in: object, debugDescription: "expected \"collapsed\" or \"expanded\", found \"\(name)\"")
      }
      self = .setState(state, animated: try reader.animated(default: true))
    case .setHeight:
      self = .setHeight(try reader.required("height"), animated: try reader.animated(default: true))
    case .moveToDetent:
      self = .moveToDetent(try reader.required("index"), animated: try reader.animated(default: true))
    case .toggleState:
      self = .toggleState(animated: try reader.animated(default: true))
    case .setHidden:
      self = .setHidden(try reader.required("hidden"), animated: try reader.animated(default: true))
    case .setLocked:
      self = .setLocked(try reader.required("locked"))
    case .setContainer:
      let safeArea = try object.decodeIfPresent(SafeArea.self, forKey: Key("safeArea"))
      let container = PullUpContainer(
        width: try reader.required("width"), height: try reader.required("height"),
        safeArea: safeArea?.insets ?? .zero)
      self = .setContainer(container, animated: try reader.animated(default: false))
    case .setContentHeight:
      self = .setContentHeight(try reader.optional("height"), animated: try reader.animated(default: false))
    case .scrollOffsetChanged:
      self = .scrollOffsetChanged(try reader.required("offset"), maximum: try reader.optional("maximum"))
    case .keyboardChanged:
      self = .keyboardChanged(height: try reader.required("height"), animated: try reader.animated(default: true))
    case .accessibilityActionPerformed:
      self = .accessibilityActionPerformed(
        try Self.name(PullUpAccessibilityAction.self, "action", in: object, what: "action"))
    case .setReducesMotion:
      self = .setReducesMotion(try reader.required("reducesMotion"))
    case .restore:
      let state = try object.decode(SavedState.self, forKey: Key("state")).state
      self = .restore(state, animated: try reader.animated(default: false))
    }
  }

  /// Writes the input as its JSON object: `type`, then the case's keys in the documented order, leaving
  /// out the values that are their defaults.
  public func encode(to encoder: any Encoder) throws {
    var object = encoder.container(keyedBy: Key.self)
    try object.encode(name, forKey: Key("type"))
    func animated(_ value: Bool, default standard: Bool) throws {
      if value != standard { try object.encode(value, forKey: Key("animated")) }
    }
    switch self {
    case .dragBegan(let inScrollableContent):
      if inScrollableContent { try object.encode(true, forKey: Key("inScrollableContent")) }
    case .dragChanged(let translation):
      try object.encode(translation, forKey: Key("translation"))
    case .dragEnded(let velocity):
      try object.encodeIfPresent(velocity, forKey: Key("velocity"))
    case .dragCancelled, .dimmingTapped:
      break
    case .setState(let state, let isAnimated):
      try object.encode(state.rawValue, forKey: Key("state"))
      try animated(isAnimated, default: true)
    case .setHeight(let height, let isAnimated):
      try object.encode(height, forKey: Key("height"))
      try animated(isAnimated, default: true)
    case .moveToDetent(let index, let isAnimated):
      try object.encode(index, forKey: Key("index"))
      try animated(isAnimated, default: true)
    case .toggleState(let isAnimated):
      try animated(isAnimated, default: true)
    case .setHidden(let hidden, let isAnimated):
      try object.encode(hidden, forKey: Key("hidden"))
      try animated(isAnimated, default: true)
    case .setLocked(let locked):
      try object.encode(locked, forKey: Key("locked"))
    case .setContainer(let container, let isAnimated):
      try object.encode(container.size.width, forKey: Key("width"))
      try object.encode(container.size.height, forKey: Key("height"))
      if container.safeArea != .zero { try object.encode(SafeArea(container.safeArea), forKey: Key("safeArea")) }
      try animated(isAnimated, default: false)
    case .setContentHeight(let height, let isAnimated):
      try object.encodeIfPresent(height, forKey: Key("height"))
      try animated(isAnimated, default: false)
    case .scrollOffsetChanged(let offset, let maximum):
      try object.encode(offset, forKey: Key("offset"))
      try object.encodeIfPresent(maximum, forKey: Key("maximum"))
    case .keyboardChanged(let height, let isAnimated):
      try object.encode(height, forKey: Key("height"))
      try animated(isAnimated, default: true)
    case .accessibilityActionPerformed(let action):
      try object.encode(action.rawValue, forKey: Key("action"))
    case .setReducesMotion(let reducesMotion):
      try object.encode(reducesMotion, forKey: Key("reducesMotion"))
    case .restore(let state, let isAnimated):
      try object.encode(SavedState(state), forKey: Key("state"))
      try animated(isAnimated, default: false)
    }
  }

  /// Fails on the first key that is not in `keys`.
  ///
  /// - Parameters:
  ///   - keys: The keys the object may have.
  ///   - object: The object.
  ///   - what: What the object is, for the message ("a dragBegan input").
  /// - Throws: `DecodingError.dataCorrupted` at the key, whose `underlyingError` is an ``UnknownKey``: the
  ///   kind, for a reader that reports an unknown key as such, is carried as a type, not in the words.
  package static func allowOnly(_ keys: [String], in object: KeyedDecodingContainer<Key>, what: String) throws {
    for key in object.allKeys where !keys.contains(key.stringValue) {
      let allowed = keys.map { "\"\($0)\"" }.joined(separator: ", ")
      throw DecodingError.dataCorrupted(
        DecodingError.Context(
          codingPath: object.codingPath + [key], debugDescription: "unknown key; \(what) has the keys \(allowed)",
          underlyingError: UnknownKey(name: key.stringValue)))
    }
  }

  /// The underlying error of the `DecodingError` that ``allowOnly(_:in:what:)`` throws: a key the object
  /// does not define.
  package struct UnknownKey: Error, Hashable {
    /// The key, as the document spells it.
    package var name: String
  }

  /// Reads one of a set of names, such as an accessibility action or a region.
  ///
  /// - Parameters:
  ///   - type: The names' type: its cases, spelled as their raw values.
  ///   - key: The key that holds the name.
  ///   - object: The object.
  ///   - what: What the name is, for the message ("action": `unknown action "zoom"; expected one of …`).
  /// - Returns: The name's case.
  /// - Throws: `DecodingError.dataCorrupted` at the key for a name that is not one of the cases.
  package static func name<Name: RawRepresentable & CaseIterable>(
    _ type: Name.Type, _ key: String, in object: KeyedDecodingContainer<Key>, what: String
  ) throws -> Name where Name.RawValue == String {
    let name = try object.decode(String.self, forKey: Key(key))
    guard let value = Name(rawValue: name) else {
      let names = Name.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: ", ")
      throw DecodingError.dataCorruptedError(
        forKey: Key(key), in: object, debugDescription: "unknown \(what) \"\(name)\"; expected one of \(names)")
    }
    return value
  }

  /// Reads one of a set of names, or `nil` when the key is absent or `null`; see ``name(_:_:in:what:)``.
  package static func optionalName<Name: RawRepresentable & CaseIterable>(
    _ type: Name.Type, _ key: String, in object: KeyedDecodingContainer<Key>, what: String
  ) throws -> Name? where Name.RawValue == String {
    guard try object.decodeIfPresent(String.self, forKey: Key(key)) != nil else { return nil }
    return try name(type, key, in: object, what: what)
  }

  /// Reads a case's values by name.
  private struct FieldReader {
    let object: KeyedDecodingContainer<Key>

    func required<Value: Decodable>(_ key: String) throws -> Value {
      try object.decode(Value.self, forKey: Key(key))
    }

    /// The value, or `nil` when the key is absent or `null`.
    func optional<Value: Decodable>(_ key: String) throws -> Value? {
      try object.decodeIfPresent(Value.self, forKey: Key(key))
    }

    func animated(default standard: Bool) throws -> Bool {
      try optional("animated") ?? standard
    }
  }

  /// A safe area as the JSON writes it: `top` and `bottom`, each zero when left out.
  private struct SafeArea: Codable {
    var insets: PullUpInsets

    init(_ insets: PullUpInsets) {
      self.insets = insets
    }

    init(from decoder: any Decoder) throws {
      let object = try decoder.container(keyedBy: Key.self)
      try PullUpInput.allowOnly(["top", "bottom"], in: object, what: "a safe area")
      insets = PullUpInsets(
        top: try object.decodeIfPresent(Double.self, forKey: Key("top")) ?? 0,
        bottom: try object.decodeIfPresent(Double.self, forKey: Key("bottom")) ?? 0)
    }

    func encode(to encoder: any Encoder) throws {
      var object = encoder.container(keyedBy: Key.self)
      try object.encode(insets.top, forKey: Key("top"))
      try object.encode(insets.bottom, forKey: Key("bottom"))
    }
  }

  /// A saved state as the JSON writes it: the position, then the values that differ from their defaults.
  private struct SavedState: Codable {
    var state: PullUpRestorationState

    init(_ state: PullUpRestorationState) {
      self.state = state
    }

    init(from decoder: any Decoder) throws {
      let object = try decoder.container(keyedBy: Key.self)
      let keys = ["detentIndex", "detentCount", "fraction", "height", "isHidden", "isLocked"]
      try PullUpInput.allowOnly(keys, in: object, what: "a saved state")
      state = PullUpRestorationState(
        detentIndex: try object.decode(Int.self, forKey: Key("detentIndex")),
        detentCount: try object.decode(Int.self, forKey: Key("detentCount")),
        fraction: try object.decodeIfPresent(Double.self, forKey: Key("fraction")) ?? 0,
        height: try object.decodeIfPresent(Double.self, forKey: Key("height")) ?? 0,
        isHidden: try object.decodeIfPresent(Bool.self, forKey: Key("isHidden")) ?? false,
        isLocked: try object.decodeIfPresent(Bool.self, forKey: Key("isLocked")) ?? false)
    }

    func encode(to encoder: any Encoder) throws {
      var object = encoder.container(keyedBy: Key.self)
      try object.encode(state.detentIndex, forKey: Key("detentIndex"))
      try object.encode(state.detentCount, forKey: Key("detentCount"))
      if state.fraction != 0 { try object.encode(state.fraction, forKey: Key("fraction")) }
      if state.height != 0 { try object.encode(state.height, forKey: Key("height")) }
      if state.isHidden { try object.encode(true, forKey: Key("isHidden")) }
      if state.isLocked { try object.encode(true, forKey: Key("isLocked")) }
    }
  }
}
