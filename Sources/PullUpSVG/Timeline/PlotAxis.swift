/// One axis of a plot: a range of values, widened to round numbers, mapped onto a range of positions.
///
/// Ticks fall on multiples of a "nice" step (1, 2, 2.5 or 5 times a power of ten) chosen so that about
/// the requested number of ticks cover the values. A rounded axis widens its ends to multiples of the
/// step; an exact one ends at the lowest and highest value. Only finite values count; without any, the
/// axis spans 0 to 1.
struct PlotAxis {
  /// The lowest value on the axis (a multiple of ``step`` when rounded).
  private(set) var lower: Double
  /// The highest value on the axis (a multiple of ``step`` when rounded).
  private(set) var upper: Double
  /// The distance between ticks.
  private(set) var step: Double
  /// The position of ``lower``.
  var start: Double
  /// The position of ``upper``.
  var end: Double

  /// Creates an axis that covers values.
  ///
  /// - Parameters:
  ///   - values: The values the axis must show.
  ///   - start: The position of the lowest value (for a vertical axis, the bottom).
  ///   - end: The position of the highest value.
  ///   - tickCount: About how many ticks to draw.
  ///   - rounded: Whether the ends widen to multiples of the step.
  init(covering values: [Double], from start: Double, to end: Double, tickCount: Int, rounded: Bool) {
    let finite = values.filter(\.isFinite).map { Swift.min(Swift.max($0, -SVGNumber.limit), SVGNumber.limit) }
    var low = finite.min() ?? 0
    var high = finite.max() ?? 1
    if high - low < 1e-9 {
      let pad = Swift.max(abs(low) * 0.1, 1)
      low -= pad
      high += pad
    }
    step = Self.niceStep(for: high - low, tickCount: tickCount)
    lower = rounded ? (low / step).rounded(.down) * step : low
    upper = rounded ? (high / step).rounded(.up) * step : high
    self.start = start
    self.end = end
  }

  /// The position of a value; a value that is not finite maps to the axis's start.
  func position(_ value: Double) -> Double {
    guard value.isFinite else { return start }
    return start + (value - lower) / (upper - lower) * (end - start)
  }

  /// The multiples of ``step`` from ``lower`` to ``upper``, where ticks go.
  var ticks: [Double] {
    let first = Int((lower / step - 1e-9).rounded(.up))
    let last = Int((upper / step + 1e-9).rounded(.down))
    guard first <= last else { return [] }
    return (first...last).map { Double($0) * step }
  }

  /// The number of decimals a tick label needs to show the step exactly.
  var decimals: Int {
    var decimals = 0
    var scaled = step
    while decimals < 4, abs(scaled - scaled.rounded()) > 1e-9 {
      scaled *= 10
      decimals += 1
    }
    return decimals
  }

  /// A round step that divides a span into about `tickCount` parts.
  static func niceStep(for span: Double, tickCount: Int) -> Double {
    let raw = span / Double(Swift.max(tickCount, 1))
    guard raw.isFinite, raw > 0 else { return 1 }
    var magnitude = 1.0
    while magnitude * 10 <= raw { magnitude *= 10 }
    while magnitude > raw { magnitude /= 10 }
    let normalized = raw / magnitude
    let factor: Double
    if normalized <= 1 {
      factor = 1
    } else if normalized <= 2 {
      factor = 2
    } else if normalized <= 2.5 {
      factor = 2.5
    } else if normalized <= 5 {
      factor = 5
    } else {
      factor = 10
    }
    return factor * magnitude
  }
}
