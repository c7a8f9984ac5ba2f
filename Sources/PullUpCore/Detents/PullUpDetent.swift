/// A height a sheet can rest at, described relative to its container.
///
/// Heights are measured up from the container's bottom edge. ``PullUpResolvedDetents`` turns a list of
/// detents into sorted, distinct, finite heights for one ``PullUpDetentContext``.
public enum PullUpDetent: Sendable, Hashable {
  /// A fixed height in points above the container's bottom edge.
  case height(Double)
  /// A fixed height in points above the bottom safe-area inset (ISHPullUp's minimum height).
  case heightAboveSafeArea(Double)
  /// A fraction of the available height (``PullUpDetentContext/availableHeight``), from 0 to 1.
  case fraction(Double)
  /// The height of the sheet's content, so that the sheet sizes itself (SplitSheet's expanded detent).
  /// Until a content height is known it resolves to zero, which the minimum bound (if any) lifts.
  case fitsContent
  /// The whole available height (ISHPullUp's maximum height).
  case available
  /// A height computed by your own rule.
  case custom(PullUpCustomDetent)

  /// The raw height of this detent in a context, before sanitizing.
  package func height(in context: PullUpDetentContext) -> Double {
    switch self {
    case .height(let points):
      return points
    case .heightAboveSafeArea(let points):
      return points + context.safeArea.bottom
    case .fraction(let fraction):
      return fraction * context.availableHeight
    case .fitsContent:
      return context.contentHeight ?? 0
    case .available:
      return context.availableHeight
    case .custom(let custom):
      return custom.resolve(context)
    }
  }

  /// Checks the detent's own number, where it has one.
  ///
  /// - Throws: ``PullUpError/invalidInput(_:value:rule:)`` for a non-finite or negative height or a
  ///   fraction outside 0...1.
  func validate() throws(PullUpError) {
    switch self {
    case .height(let points):
      try PullUpError.requireNonNegative(points, .detentHeight)
    case .heightAboveSafeArea(let points):
      try PullUpError.requireNonNegative(points, .detentHeightAboveSafeArea)
    case .fraction(let fraction):
      try PullUpError.requireNonNegative(fraction, .detentFraction)
      guard fraction <= 1 else { throw .invalidInput(.detentFraction, value: fraction, rule: .mustNotExceed(1)) }
    case .fitsContent, .available, .custom:
      break
    }
  }
}

/// A detent computed by a closure from the ``PullUpDetentContext``.
///
/// Two custom detents are equal when their identifiers are equal. A custom detent encodes as its
/// identifier only; decoding one fails, because a closure cannot be decoded.
public struct PullUpCustomDetent: Sendable, Hashable {
  /// The name that identifies this rule.
  public let identifier: String
  /// The rule. A non-finite answer removes the detent; a negative one or one above the available height
  /// is clamped (see ``PullUpResolvedDetents``).
  let resolve: @Sendable (PullUpDetentContext) -> Double

  /// Creates a custom detent.
  ///
  /// - Parameters:
  ///   - identifier: A name that identifies the rule, used for equality and encoding.
  ///   - resolve: Computes the height in points above the container's bottom edge.
  public init(_ identifier: String, resolve: @escaping @Sendable (PullUpDetentContext) -> Double) {
    self.identifier = identifier
    self.resolve = resolve
  }

  public static func == (lhs: PullUpCustomDetent, rhs: PullUpCustomDetent) -> Bool {
    lhs.identifier == rhs.identifier
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(identifier)
  }
}
