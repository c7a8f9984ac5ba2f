/// What a sheet needs to come back after a relaunch or on another screen: where it rests among its
/// detents, whether it is hidden and whether it is locked.
///
/// Save ``PullUpMachine/restorationState`` (it is `Codable`), and hand it back in the input
/// ``PullUpInput/restore(_:animated:)``. The position is stored relative to the detents, not in
/// points, so that it means the same thing in a container of another size:
///
/// 1. **At a detent.** With as many detents as when saved, the sheet returns to the detent with the same
///    index. With a different number, the lowest maps to the lowest, the highest to the highest, and any
///    other to the index at the same proportion of the list, rounded (halves up): index 1 of 3 becomes
///    index 2 of 5.
/// 2. **Between detents.** The two detents around the saved position map by rule 1, and the sheet takes
///    the same relative place (``fraction``) between them; if both map to one detent, it rests there.
/// 3. **Hidden and locked** come back as saved. The keyboard is not saved: a relaunched app has none.
/// 4. **Outside the range.** A height kept outside the range (a request under
///    ``PullUpConfiguration/Movement/clampsRequestedHeights`` off, as ISHPullUp keeps it) is saved as the
///    end it is beyond: above the maximum as the highest detent, below the minimum as the lowest.
///
/// ``height`` records the height in points when saved, for information and logs; restoring does not use
/// it. The machine refuses a ``PullUpInput/restore(_:animated:)`` with a record that cannot describe a position.
public struct PullUpRestorationState: Sendable, Hashable, Codable {
  /// The index of the detent the sheet rested at, or of the one just below it.
  public var detentIndex: Int
  /// How many detents there were.
  public var detentCount: Int
  /// Where the sheet rested between ``detentIndex`` and the detent above it: 0 at the detent, up to (not
  /// including) 1.
  public var fraction: Double
  /// The resting height in points when saved (informational).
  public var height: Double
  /// Whether the sheet was hidden.
  public var isHidden: Bool
  /// Whether gestures were locked.
  public var isLocked: Bool

  /// Creates a restoration state, for example to restore a sheet to a place of your choosing or to test
  /// how a record is refused.
  ///
  /// The initializer stores what it is given and checks nothing, as decoding a record checks nothing:
  /// the input ``PullUpInput/restore(_:animated:)``, to a machine or a controller, is where a record is
  /// checked, and the sheet refuses one that cannot describe a position with
  /// ``PullUpError/invalidInput(_:value:rule:)`` (the Bad input article lists the rules), leaving the sheet
  /// as it was. No value made here crashes anything: every number is checked before it is used.
  ///
  /// ```swift
  /// var machine = try PullUpMachine(container: container)
  /// let between = PullUpRestorationState(detentIndex: 0, detentCount: 3, fraction: 0.5, height: 300)
  /// _ = try machine.apply(.restore(between), at: 1)  // halfway between the lowest two detents
  /// let bad = PullUpRestorationState(detentIndex: 3, detentCount: 3, height: 0)
  /// #expect(throws: PullUpError.invalidInput(.restoredDetentIndex, value: 3, rule: .mustLieIn(0..<3))) {
  ///   try machine.apply(.restore(bad), at: 2)
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - detentIndex: The index of the detent the sheet rests at, or of the one just below it, counted
  ///     from the lowest (0); from 0 to `detentCount - 1`.
  ///   - detentCount: How many detents the sheet had; at least 1.
  ///   - fraction: Where the sheet rests between `detentIndex` and the detent above it, as a fraction of
  ///     the distance: 0 (the default) at the detent, up to (not including) 1; 0 at the highest detent.
  ///   - height: The resting height in points, for information only: restoring does not read it. Finite.
  ///   - isHidden: Whether the sheet is hidden.
  ///   - isLocked: Whether gestures are locked.
  public init(
    detentIndex: Int, detentCount: Int, fraction: Double = 0, height: Double, isHidden: Bool = false,
    isLocked: Bool = false
  ) {
    self.detentIndex = detentIndex
    self.detentCount = detentCount
    self.fraction = fraction
    self.height = height
    self.isHidden = isHidden
    self.isLocked = isLocked
  }

  /// Checks that the record describes a position.
  ///
  /// - Throws: ``PullUpError/invalidInput(_:value:rule:)`` for a detent count below 1, an index outside
  ///   `0..<detentCount`, a fraction that is not finite or outside `0..<1` (or above 0 at the highest
  ///   detent, with nothing above it), or a height that is not finite.
  package func validate() throws(PullUpError) {
    guard detentCount >= 1 else {
      throw .invalidInput(.restoredDetentCount, value: Double(detentCount), rule: .mustBeAtLeast(1))
    }
    guard detentIndex >= 0, detentIndex < detentCount else {
      throw .invalidInput(.restoredDetentIndex, value: Double(detentIndex), rule: .mustLieIn(0..<Double(detentCount)))
    }
    try PullUpError.requireNonNegative(fraction, .restoredFraction)
    guard fraction < 1 else { throw .invalidInput(.restoredFraction, value: fraction, rule: .mustBeBelow(1)) }
    if fraction > 0, detentIndex == detentCount - 1 {
      throw .invalidInput(.restoredFraction, value: fraction, rule: .mustBeZeroAtHighestDetent)
    }
    try PullUpError.requireFinite(height, .restoredHeight)
  }
}
