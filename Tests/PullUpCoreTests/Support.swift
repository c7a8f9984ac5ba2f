import PullUpCore
import PullUpTesting
import Testing

/// The seeded generator tests use; its seed is printed on failure.
typealias SeededGenerator = PullUpSeededGenerator

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
    let end = snapshot.time + limit
    while snapshot.phase == .settling, snapshot.time < end {
      _ = try advance(to: snapshot.time + step)
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

/// A phone in portrait: 390 × 844 points, 47 points of safe area on top and 34 at the bottom. The default
/// configuration resolves to detents at 122, 392.5 and 785 in it.
let phoneContainer = PullUpContainer(width: 390, height: 844, safeArea: .init(top: 47, bottom: 34))

extension PullUpConfiguration {
  /// This configuration with a change applied.
  func with(_ change: (inout PullUpConfiguration) -> Void) -> PullUpConfiguration {
    var configuration = self
    change(&configuration)
    return configuration
  }
}

extension PullUpMachine {
  /// A machine on a phone, resting at the detent with this index.
  static func phone(_ configuration: PullUpConfiguration = .default, detent: Int? = nil) throws -> PullUpMachine {
    var machine = try PullUpMachine(configuration: configuration, container: phoneContainer)
    if let detent { _ = try machine.moveRequested(to: .detent(detent), animated: false, at: 0) }
    return machine
  }

  /// Runs far past the end of any settle: one frame ten seconds later.
  mutating func settle() throws {
    _ = try advance(to: snapshot.time + 10)
  }
}
