/// A draggable divider between a top and a bottom part, as in a SwiftUI SplitView.
///
/// The divider is kept as the **fraction** of the container height given to the bottom part, always
/// within `range`. Keeping a fraction rather than a point offset means a container that changes size
/// (rotation, window resize) re-clamps and rescales the divider at once; the original kept points and
/// could leave its range until the next drag (seeds-spec §3.5, bug 1). The limit flags compare with a
/// tolerance rather than exact float equality.
///
/// This is SwiftUI SplitView's model alone, checked against the seed's worked examples
/// (`SeedWorkedExampleTests`); a sheet with the same limits is ``PullUpConfiguration/splitView(middle:range:)``.
/// A bad fraction (of the range, the middle or ``setFraction(_:)``) is refused as the preset's would be,
/// as a ``PullUpError/ValueName/detentFraction``, and a bad translation as a
/// ``PullUpError/ValueName/dragTranslation``.
package struct PullUpDivider: Sendable, Hashable, Codable {
  /// How close, in points, the divider must be to a limit for the limit flag to be set.
  package static let limitTolerance = 0.001

  /// The allowed fractions of the container height for the bottom part.
  package let range: ClosedRange<Double>
  /// The fraction of the container height given to the bottom part.
  package private(set) var fraction: Double
  /// The container height in points.
  package private(set) var containerHeight: Double
  private var dragStartFraction: Double?

  /// Creates a divider.
  ///
  /// - Parameters:
  ///   - middle: The initial fraction for the bottom part (SplitView's default 0.5).
  ///   - range: The allowed fractions (SplitView's ``PullUpConfiguration/Shape/splitViewRange``); both ends within
  ///     0...1.
  ///   - containerHeight: The container height in points.
  /// - Throws: ``PullUpError`` when a value is not finite, the range leaves 0...1, `middle` lies outside
  ///   the range, or the container height is not positive. (SplitView traps on the first two.)
  package init(
    middle: Double = 0.5, range: ClosedRange<Double> = PullUpConfiguration.Shape.splitViewRange, containerHeight: Double
  )
    throws(PullUpError)
  {
    try PullUpError.requireNonNegative(range.lowerBound, .detentFraction)
    try PullUpError.requireFinite(range.upperBound, .detentFraction)
    guard range.upperBound <= 1 else {
      throw .invalidInput(.detentFraction, value: range.upperBound, rule: .mustNotExceed(1))
    }
    try PullUpError.requireFinite(middle, .detentFraction)
    guard range.contains(middle) else {
      throw .invalidInput(.detentFraction, value: middle, rule: .mustLieWithin(range))
    }
    try PullUpError.requirePositive(containerHeight, .containerHeight)
    self.range = range
    self.fraction = middle
    self.containerHeight = containerHeight
  }

  /// The bottom part's height in points.
  package var bottomHeight: Double { fraction * containerHeight }
  /// The top part's height in points.
  package var topHeight: Double { containerHeight - bottomHeight }
  /// The divider's y position, from the container's top.
  package var dividerY: Double { topHeight }
  /// Whether the bottom part is as large as the range allows (the divider at its highest).
  package var isAtUpperLimit: Bool { abs(fraction - range.upperBound) * containerHeight <= Self.limitTolerance }
  /// Whether the bottom part is as small as the range allows (the divider at its lowest).
  package var isAtLowerLimit: Bool { abs(fraction - range.lowerBound) * containerHeight <= Self.limitTolerance }

  /// The finger moved by `translation` points since the drag began (screen coordinates: positive is
  /// down, which shrinks the bottom part). The first change after an end starts a new drag.
  ///
  /// - Throws: ``PullUpError/invalidInput(_:value:rule:)`` for a non-finite translation.
  package mutating func dragChanged(translation: Double) throws(PullUpError) {
    try PullUpError.requireFinite(translation, .dragTranslation)
    let start = dragStartFraction ?? fraction
    dragStartFraction = start
    fraction = clamp(start - translation / containerHeight)
  }

  /// The finger let go; the next change starts from here.
  package mutating func dragEnded() {
    dragStartFraction = nil
  }

  /// The container changed height: the fraction stays, re-clamped into the range.
  ///
  /// - Throws: ``PullUpError/invalidInput(_:value:rule:)`` for a height that is not finite and positive.
  package mutating func containerChanged(height: Double) throws(PullUpError) {
    try PullUpError.requirePositive(height, .containerHeight)
    containerHeight = height
    fraction = clamp(fraction)
  }

  /// Moves the divider to a fraction, clamped into the range (SplitView let external writes bypass it).
  ///
  /// - Throws: ``PullUpError/invalidInput(_:value:rule:)`` for a non-finite fraction.
  package mutating func setFraction(_ newFraction: Double) throws(PullUpError) {
    try PullUpError.requireFinite(newFraction, .detentFraction)
    fraction = clamp(newFraction)
  }

  private func clamp(_ value: Double) -> Double {
    Swift.min(Swift.max(value, range.lowerBound), range.upperBound)
  }
}
