extension PullUpDetent: Codable {
  private enum CodingKeys: String, CodingKey {
    case height, heightAboveSafeArea, fraction, fitsContent, available, custom
  }

  public init(from decoder: any Decoder) throws {
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

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    switch self {
    case .height(let points): try container.encode(points, forKey: .height)
    case .heightAboveSafeArea(let points): try container.encode(points, forKey: .heightAboveSafeArea)
    case .fraction(let fraction): try container.encode(fraction, forKey: .fraction)
    case .fitsContent: try container.encode(true, forKey: .fitsContent)
    case .available: try container.encode(true, forKey: .available)
    case .custom(let custom): try container.encode(custom.identifier, forKey: .custom)
    }
  }
}
