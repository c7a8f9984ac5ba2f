extension PullUpError {
  /// The rule a refused number broke: what ``PullUpError/invalidInput(_:value:rule:)`` asked for.
  ///
  /// Its `description` is the rule in words, as the error's message says it: "must be finite". A struct with
  /// static members, so that a rule a later PullUp adds breaks no `switch`.
  public struct Rule: Sendable, Hashable, CustomStringConvertible {
    private enum Base: Sendable, Hashable {
      case mustBeFinite
      case mustNotExceedMagnitude(Double)
      case mustNotBeNegative
      case mustBePositive
      case mustBeAtLeast(Double)
      case mustNotExceed(Double)
      case mustBeBelow(Double)
      case mustLieWithin(ClosedRange<Double>)
      case mustLieIn(Range<Double>)
      case mustLieStrictlyBetween(Double, Double)
      case mustBeZeroAtHighestDetent
    }
    private let base: Base

    private init(_ base: Base) {
      self.base = base
    }

    /// The value must be finite: not NaN, not infinite.
    public static let mustBeFinite = Rule(.mustBeFinite)
    /// The value's magnitude must not exceed the limit: ten million (10⁷) for a length, a velocity or a
    /// parameter, a billion (10⁹) seconds for a time.
    public static func mustNotExceedMagnitude(_ limit: Double) -> Rule { Rule(.mustNotExceedMagnitude(limit)) }
    /// The value must be zero or more.
    public static let mustNotBeNegative = Rule(.mustNotBeNegative)
    /// The value must be greater than zero.
    public static let mustBePositive = Rule(.mustBePositive)
    /// The value must be at least the bound.
    public static func mustBeAtLeast(_ bound: Double) -> Rule { Rule(.mustBeAtLeast(bound)) }
    /// The value must not exceed the bound.
    public static func mustNotExceed(_ bound: Double) -> Rule { Rule(.mustNotExceed(bound)) }
    /// The value must be below the bound.
    public static func mustBeBelow(_ bound: Double) -> Rule { Rule(.mustBeBelow(bound)) }
    /// The value must lie in the range, both ends included.
    public static func mustLieWithin(_ range: ClosedRange<Double>) -> Rule { Rule(.mustLieWithin(range)) }
    /// The value must lie in the range: at least its lower bound, below its upper bound.
    public static func mustLieIn(_ range: Range<Double>) -> Rule { Rule(.mustLieIn(range)) }
    /// The value must lie between the bounds, both ends excluded.
    public static func mustLieStrictlyBetween(_ lower: Double, _ upper: Double) -> Rule {
      Rule(.mustLieStrictlyBetween(lower, upper))
    }
    /// A restored fraction must be zero at the highest detent: there is no detent above it to be part of the
    /// way to.
    public static let mustBeZeroAtHighestDetent = Rule(.mustBeZeroAtHighestDetent)

    /// The rule in words: "must be finite".
    public var description: String {
      switch base {
      case .mustBeFinite: return "must be finite"
      case .mustNotExceedMagnitude(let limit): return "must not exceed \(Self.words(limit)) in magnitude"
      case .mustNotBeNegative: return "must not be negative"
      case .mustBePositive: return "must be greater than zero"
      case .mustBeAtLeast(let bound): return "must be at least \(Self.words(bound))"
      case .mustNotExceed(let bound): return "must not exceed \(Self.words(bound))"
      case .mustBeBelow(let bound): return "must be below \(Self.words(bound))"
      case .mustLieWithin(let range):
        return "must be a number from \(Self.words(range.lowerBound)) to \(Self.words(range.upperBound))"
      case .mustLieIn(let range): return "must lie in \(Self.words(range.lowerBound))..<\(Self.words(range.upperBound))"
      case .mustLieStrictlyBetween(let lower, let upper):
        return "must lie strictly between \(Self.words(lower)) and \(Self.words(upper))"
      case .mustBeZeroAtHighestDetent: return "must be 0 at the highest detent"
      }
    }

    /// A bound as a message says it: whole numbers without a fraction (`1`, `10000000`), others as Swift
    /// prints them (`0.001`).
    private static func words(_ bound: Double) -> String {
      guard bound.rounded() == bound, abs(bound) < 1e15 else { return "\(bound)" }
      return "\(Int64(bound))"
    }
  }
}
