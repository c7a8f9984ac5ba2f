extension PullUpDetent: Codable {
  private enum CodingKeys: String, CodingKey, CaseIterable {
    case height, heightAboveSafeArea, fraction, fitsContent, available, custom
  }

  /// What a detent's JSON may be, for the messages.
  private static let expected = "\"available\", \"fitsContent\" or an object such as {\"height\": 120}"

  /// Reads a detent: `"available"`, `"fitsContent"`, or an object with one key, `{"height": 120}`,
  /// `{"heightAboveSafeArea": 88}` or `{"fraction": 0.5}`.
  ///
  /// The object forms of the cases without a value, `{"available": true}` and `{"fitsContent": true}`,
  /// which configurations encoded by earlier releases hold, still decode.
  ///
  /// - Throws: `DecodingError.dataCorrupted` for an unknown name, a key that is not a detent's, or an
  ///   object without exactly one key, and always for `{"custom": …}` (a custom detent is a closure);
  ///   `DecodingError.typeMismatch` for a value that is neither a string nor an object.
  public init(from decoder: any Decoder) throws {
    if let name = try? decoder.singleValueContainer().decode(String.self) {
      switch name {
      case "available": self = .available
      case "fitsContent": self = .fitsContent
      default:
        throw DecodingError.dataCorrupted(
          .init(
            codingPath: decoder.codingPath, debugDescription: "unknown detent \"\(name)\"; expected \(Self.expected)"))
      }
      return
    }
    guard let object = try? decoder.container(keyedBy: PullUpInput.Key.self) else {
      throw DecodingError.typeMismatch(
        PullUpDetent.self,
        .init(codingPath: decoder.codingPath, debugDescription: "expected a detent: \(Self.expected)"))
    }
    try PullUpInput.allowOnly(CodingKeys.allCases.map(\.rawValue), in: object, what: "a detent")
    let container = try decoder.container(keyedBy: CodingKeys.self)
    guard let key = container.allKeys.first, container.allKeys.count == 1 else {
      throw DecodingError.dataCorrupted(
        .init(
          codingPath: decoder.codingPath,
          debugDescription: "A detent has exactly one key, for example {\"fraction\": 0.5}.")
      )
    }
    switch key {
    case .height: self = .height(try container.decode(Double.self, forKey: key))
    case .heightAboveSafeArea: self = .heightAboveSafeArea(try container.decode(Double.self, forKey: key))
    case .fraction: self = .fraction(try container.decode(Double.self, forKey: key))
    case .fitsContent: self = .fitsContent
    case .available: self = .available
    case .custom:
      let identifier = try container.decode(String.self, forKey: key)
      throw DecodingError.dataCorruptedError(
        forKey: key, in: container,
        debugDescription: "The custom detent '\(identifier)' is a closure and cannot be decoded; add it in code."
      )
    }
  }

  /// Writes a detent in the form ``init(from:)`` reads: `"available"` and `"fitsContent"` as names, the others
  /// as an object with one key. A custom detent writes `{"custom": identifier}`, which does not decode.
  public func encode(to encoder: any Encoder) throws {
    func name(_ name: String) throws {
      var single = encoder.singleValueContainer()
      try single.encode(name)
    }
    func value<Value: Encodable>(_ value: Value, forKey key: CodingKeys) throws {
      var container = encoder.container(keyedBy: CodingKeys.self)
      try container.encode(value, forKey: key)
    }
    switch self {
    case .height(let points): try value(points, forKey: .height)
    case .heightAboveSafeArea(let points): try value(points, forKey: .heightAboveSafeArea)
    case .fraction(let fraction): try value(fraction, forKey: .fraction)
    case .fitsContent: try name("fitsContent")
    case .available: try name("available")
    case .custom(let custom): try value(custom.identifier, forKey: .custom)
    }
  }
}
