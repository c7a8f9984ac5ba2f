/// A place among resolved detents: the detent at or below, and the fraction of the way to the next.
struct PullUpDetentPosition: Sendable, Hashable {
  var index: Int
  var count: Int
  var fraction: Double

  /// The position of a height among detents; heights outside the range count as its ends.
  init(of height: Double, in detents: PullUpResolvedDetents) {
    count = detents.count
    fraction = 0
    if let exact = detents.index(at: height) {
      index = exact
    } else if let upper = detents.heights.firstIndex(where: { $0 > height }), upper > 0 {
      index = upper - 1
      let lower = detents.heights[upper - 1]
      fraction = Swift.min(Swift.max((height - lower) / (detents.heights[upper] - lower), 0), 1)
      if fraction >= 1 {
        index = upper
        fraction = 0
      }
    } else {
      index = height < detents.minimum ? 0 : detents.count - 1
    }
  }

  init(index: Int, count: Int, fraction: Double) {
    self.index = index
    self.count = count
    self.fraction = fraction
  }

  /// The height this position maps to among other detents, by the rules of ``PullUpRestorationState``.
  func height(in detents: PullUpResolvedDetents) -> Double {
    let lower = detents.heights[PullUpMachine.corresponding(index, count, detents.count)]
    guard fraction > 0, index + 1 < count else { return lower }
    let upper = detents.heights[PullUpMachine.corresponding(index + 1, count, detents.count)]
    return detents.clamp(lower + fraction * (upper - lower))
  }
}
