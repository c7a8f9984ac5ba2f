import PullUpCore
import Testing

/// A small, fast, seedable generator (SplitMix64), so that every random test can be replayed from the
/// seed it prints.
struct SeededGenerator: RandomNumberGenerator {
  private var state: UInt64

  init(seed: UInt64) {
    state = seed
  }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}

/// A context for resolving detents in a plain container with no safe area and no top margin.
func plainContext(height: Double = 1000, width: Double = 400) -> PullUpDetentContext {
  PullUpDetentContext(
    containerSize: PullUpSize(width: width, height: height), safeArea: .zero, topMargin: 0, contentHeight: nil)
}

/// Detents at exactly these heights, in a plain 1000-point container.
func detents(_ heights: Double...) -> PullUpResolvedDetents {
  PullUpResolvedDetents(heights.map(PullUpDetent.height), in: plainContext())
}

extension PullUpMachine {
  /// Advances in fixed steps until the sheet rests, or `limit` seconds pass.
  mutating func runUntilResting(step: Double = 1.0 / 60, limit: Double = 10) throws {
    let end = time + limit
    while currentPhase == .settling, time < end {
      _ = try advance(to: time + step)
    }
  }
}

extension PullUpConfiguration: CustomTestStringConvertible {
  /// The preset's name in test logs, instead of every field.
  public var testDescription: String {
    switch self {
    case .default: return ".default"
    case .ishPullUp: return ".ishPullUp"
    case .splitSheet: return ".splitSheet"
    case .splitView(): return ".splitView()"
    default: return "a custom configuration"
    }
  }
}
