import PullUpCore

extension PullUpRawEvent {
  /// The cases without their values: the one list of JSON `type`s, and the keys each case's JSON has.
  enum Kind: String, CaseIterable {
    case pointer, scroll, key, focus

    /// The JSON keys besides `type`, in the order they are written.
    var keys: [String] {
      switch self {
      case .pointer: return ["at", "phase", "x", "y", "device", "region"]
      case .scroll: return ["at", "delta", "crossDelta", "unit", "phase", "x", "y", "region", "contentMaximum"]
      case .key: return ["at", "key", "region"]
      case .focus: return ["at", "top", "bottom"]
      }
    }
  }

  var kind: Kind {
    switch self {
    case .pointer: return .pointer
    case .scroll: return .scroll
    case .key: return .key
    case .focus: return .focus
    }
  }

  /// The event's name: its case and its JSON `type`.
  package var name: String { kind.rawValue }

  /// Every raw event's name, in the order of the cases.
  package static var names: [String] { Kind.allCases.map(\.rawValue) }

  /// The same event at another time.
  ///
  /// - Parameter time: The new time, in seconds.
  /// - Returns: The event with `time` as its time and every other value as it was.
  package func stamped(at time: Double) -> PullUpRawEvent {
    switch self {
    case .pointer(let phase, let x, let y, _, let device, let region):
      return .pointer(phase, x: x, y: y, time: time, device: device, region: region)
    case .scroll(let delta, let crossDelta, let unit, let phase, let x, let y, let region, let contentMaximum, _):
      return .scroll(
        delta: delta, crossDelta: crossDelta, unit: unit, phase: phase, x: x, y: y, region: region,
        contentMaximum: contentMaximum, time: time)
    case .key(let key, let region, _):
      return .key(key, region: region, time: time)
    case .focus(let top, let bottom, _):
      return .focus(top: top, bottom: bottom, time: time)
    }
  }
}

extension PullUpRawEvent: Codable {
  typealias Key = PullUpInput.Key

  /// Reads an event from its JSON object: the `type` (`pointer`, `scroll`, `key` or `focus`), the time `at`
  /// in seconds, then the case's keys, named as the case's values are:
  ///
  /// ```json
  /// {"type": "pointer", "at": 0.1, "phase": "down", "x": 160, "y": 500, "device": "mouse", "region": "body"}
  /// {"type": "scroll", "at": 0.5, "delta": 1, "unit": "notches", "phase": "none", "region": "scrollableContent"}
  /// {"type": "key", "at": 0.9, "key": "escape", "region": "handle"}
  /// {"type": "focus", "at": 1.2, "top": 10, "bottom": 40}
  /// ```
  ///
  /// A pointer's `device` defaults to `mouse`; a scroll's `crossDelta` to 0 (files written before it existed
  /// have none), its `unit` to `notches` and its `phase` to `none`, and its `x`, `y` (given together or not at
  /// all), `region` and `contentMaximum` are optional (absent or `null`: unknown); a key's `region` defaults to `handle`. A scenario event is this object, its `at`
  /// being the scenario's time. Values are read as they are: the interpreter ignores an event with a value
  /// that is not finite.
  ///
  /// - Throws: `DecodingError.dataCorrupted` for an unknown `type`, a key the type does not have, an unknown
  ///   name (phase, device, region, unit, key), or a scroll with only one of `x` and `y`, each at the offending
  ///   key's coding path; the decoder's own errors for missing keys and wrong types.
  public init(from decoder: any Decoder) throws {
    let object = try decoder.container(keyedBy: Key.self)
    let typeKey = Key("type")
    let type = try object.decode(String.self, forKey: typeKey)
    guard let kind = Kind(rawValue: type) else {
      let names = Self.names.map { "\"\($0)\"" }.joined(separator: ", ")
      throw DecodingError.dataCorruptedError(
        forKey: typeKey, in: object, debugDescription: "unknown raw event type \"\(type)\"; expected one of \(names)")
    }
    var what = "a \(kind.rawValue) event"
    if kind == .scroll, object.contains(Key("offset")), let retired = PullUpInput.Kind.retiredAliases[type] {
      what += " (a raw event now: a scroll offset is a \"\(retired.rawValue)\" input, once named \"scroll\")"
    }
    try PullUpInput.allowOnly(["type"] + kind.keys, in: object, what: what)
    let time = try object.decode(Double.self, forKey: Key("at"))
    func number(_ key: String) throws -> Double { try object.decode(Double.self, forKey: Key(key)) }
    func optionalNumber(_ key: String) throws -> Double? { try object.decodeIfPresent(Double.self, forKey: Key(key)) }
    switch kind {
    case .pointer:
      self = .pointer(
        try PullUpInput.name(PullUpPointerPhase.self, "phase", in: object, what: "pointer phase"),
        x: try number("x"), y: try number("y"), time: time,
        device: try PullUpInput.optionalName(PullUpPointerDevice.self, "device", in: object, what: "device") ?? .mouse,
        region: try PullUpInput.name(PullUpRegion.self, "region", in: object, what: "region"))
    case .scroll:
      let (x, y) = (try optionalNumber("x"), try optionalNumber("y"))
      if (x == nil) != (y == nil) {
        let (given, missing) = x == nil ? ("y", "x") : ("x", "y")
        throw DecodingError.dataCorrupted(
          DecodingError.Context(
            codingPath: object.codingPath + [Key(given)],
            debugDescription: "a scroll's position is \"x\" and \"y\" together, or neither; \"\(missing)\" is missing"))
      }
      self = .scroll(
        delta: try number("delta"), crossDelta: try optionalNumber("crossDelta") ?? 0,
        unit: try PullUpInput.optionalName(PullUpScrollUnit.self, "unit", in: object, what: "scroll unit") ?? .notches,
        phase: try PullUpInput.optionalName(PullUpScrollPhase.self, "phase", in: object, what: "scroll phase") ?? .none,
        x: x, y: y, region: try PullUpInput.optionalName(PullUpRegion.self, "region", in: object, what: "region"),
        contentMaximum: try optionalNumber("contentMaximum"), time: time)
    case .key:
      self = .key(
        try PullUpInput.name(PullUpKey.self, "key", in: object, what: "key"),
        region: try PullUpInput.optionalName(PullUpRegion.self, "region", in: object, what: "region") ?? .handle,
        time: time)
    case .focus:
      self = .focus(top: try number("top"), bottom: try number("bottom"), time: time)
    }
  }

  /// Writes the event as its JSON object: `type`, `at`, then the case's keys in the documented order, leaving
  /// out the values that are their defaults and those that are `nil`. A scroll's position is written only when
  /// it is whole (both `x` and `y`): the interpreter uses no half of one.
  public func encode(to encoder: any Encoder) throws {
    var object = encoder.container(keyedBy: Key.self)
    try object.encode(name, forKey: Key("type"))
    try object.encode(time, forKey: Key("at"))
    switch self {
    case .pointer(let phase, let x, let y, _, let device, let region):
      try object.encode(phase.rawValue, forKey: Key("phase"))
      try object.encode(x, forKey: Key("x"))
      try object.encode(y, forKey: Key("y"))
      if device != .mouse { try object.encode(device.rawValue, forKey: Key("device")) }
      try object.encode(region.rawValue, forKey: Key("region"))
    case .scroll(let delta, let crossDelta, let unit, let phase, let x, let y, let region, let contentMaximum, _):
      try object.encode(delta, forKey: Key("delta"))
      if crossDelta != 0 { try object.encode(crossDelta, forKey: Key("crossDelta")) }
      if unit != .notches { try object.encode(unit.rawValue, forKey: Key("unit")) }
      if phase != .none { try object.encode(phase.rawValue, forKey: Key("phase")) }
      if let x, let y {
        try object.encode(x, forKey: Key("x"))
        try object.encode(y, forKey: Key("y"))
      }
      try object.encodeIfPresent(region?.rawValue, forKey: Key("region"))
      try object.encodeIfPresent(contentMaximum, forKey: Key("contentMaximum"))
    case .key(let key, let region, _):
      try object.encode(key.rawValue, forKey: Key("key"))
      if region != .handle { try object.encode(region.rawValue, forKey: Key("region")) }
    case .focus(let top, let bottom, _):
      try object.encode(top, forKey: Key("top"))
      try object.encode(bottom, forKey: Key("bottom"))
    }
  }
}
