/// Where a hidden sheet goes when it is shown (``PullUpInput/setHidden(_:animated:)`` with `false`,
/// the accessibility action `show`).
///
/// JSON: `"lastRestingPlace"`, or `{"detent": 0}`.
public enum PullUpShowTarget: Sendable, Hashable, Codable {
  /// Back where the sheet last rested before it was hidden: PullUp's default.
  case lastRestingPlace
  /// To the detent at this index of the resolved detents, ascending from 0 (the last one when the index is
  /// past the end, the first when it is negative): SplitSheet's `show(true)`, which always goes to its
  /// shown detent.
  case detent(Int)

  private enum CodingKeys: String, CodingKey {
    case detent
  }

  public init(from decoder: any Decoder) throws {
    if let word = try? decoder.singleValueContainer().decode(String.self) {
      guard word == "lastRestingPlace" else {
        throw DecodingError.dataCorrupted(
          .init(codingPath: decoder.codingPath, debugDescription: "expected \"lastRestingPlace\" or {\"detent\": N}"))
      }
      self = .lastRestingPlace
      return
    }
    self = .detent(try decoder.container(keyedBy: CodingKeys.self).decode(Int.self, forKey: .detent))
  }

  public func encode(to encoder: any Encoder) throws {
    switch self {
    case .lastRestingPlace:
      var container = encoder.singleValueContainer()
      try container.encode("lastRestingPlace")
    case .detent(let index):
      var container = encoder.container(keyedBy: CodingKeys.self)
      try container.encode(index, forKey: .detent)
    }
  }

  /// The height a sheet shown now goes to.
  func height(restingHeight: Double, detents: PullUpResolvedDetents) -> Double {
    switch self {
    case .lastRestingPlace: return restingHeight
    case .detent(let index): return detents.heights[Swift.min(Swift.max(index, 0), detents.heights.count - 1)]
    }
  }
}
