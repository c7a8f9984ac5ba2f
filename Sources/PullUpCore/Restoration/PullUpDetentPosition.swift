/// A place among resolved detents: the detent at or below, and the fraction of the way to the next.
struct PullUpDetentPosition: Sendable, Hashable {
  var index: Int
  var count: Int
  var fraction: Double

  /// The position of a height among detents; heights outside the range count as its ends.
  init(of height: Double, in detents: PullUpResolvedDetents) {
    self.init(of: height, among: detents.heights)
  }

  /// The position of a height among resolved detents' heights (ascending, at least one).
  init(of height: Double, among heights: [Double]) {
    count = heights.count
    fraction = 0
    if let exact = heights.firstIndex(where: { abs($0 - height) <= PullUpState.heightTolerance }) {
      index = exact
    } else if let upper = heights.firstIndex(where: { $0 > height }), upper > 0 {
      index = upper - 1
      let lower = heights[upper - 1]
      fraction = Swift.min(Swift.max((height - lower) / (heights[upper] - lower), 0), 1)
      if fraction >= 1 {
        index = upper
        fraction = 0
      }
    } else {
      index = height < heights[0] ? 0 : heights.count - 1
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
