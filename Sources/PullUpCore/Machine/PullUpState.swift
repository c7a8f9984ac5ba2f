/// Where a sheet is, in the four words ISHPullUp made familiar.
///
/// The state is derived from the sheet's phase and height, the same way everywhere:
/// 1. `dragging` while anything moves the sheet: a finger, or a settle animation
///    (``PullUpPhase`` tells the two apart).
/// 2. Otherwise `collapsed` at or below the lowest detent (tested first, so a sheet whose minimum
///    equals its maximum is collapsed),
/// 3. `expanded` at or above the highest detent,
/// 4. `intermediate` in between.
///
/// A height within 0.01 points of a detent counts as at it.
///
/// Whether the sheet is hidden is a separate flag; a hidden sheet keeps the state of the height it
/// returns to.
public enum PullUpState: String, Sendable, Hashable, Codable, CaseIterable {
  /// At the lowest detent.
  case collapsed
  /// Moving: held by a finger or settling by itself.
  case dragging
  /// At rest strictly between the lowest and the highest detent.
  case intermediate
  /// At the highest detent.
  case expanded
}

/// What is moving the sheet, if anything.
public enum PullUpPhase: String, Sendable, Hashable, Codable, CaseIterable {
  /// Nothing moves the sheet; no frames are needed.
  case resting
  /// A finger holds the sheet.
  case tracking
  /// The finger let go and the machine waits for the target-height delegate's answer.
  case awaitingTarget
  /// The sheet moves by itself towards a target, one frame at a time.
  case settling
}

extension PullUpState {
  /// The tolerance, in points, within which a height counts as being at a detent.
  package static let heightTolerance = 0.01

  /// Derives the state from a phase and a height, by the rule in the type's discussion.
  ///
  /// - Parameters:
  ///   - phase: What moves the sheet.
  ///   - height: The height the state describes (for a hidden sheet, the height it returns to).
  ///   - detents: The resolved detents.
  static func derive(phase: PullUpPhase, height: Double, detents: PullUpResolvedDetents) -> PullUpState {
    guard phase == .resting else { return .dragging }
    if height <= detents.minimum + heightTolerance { return .collapsed }
    if height >= detents.maximum - heightTolerance { return .expanded }
    return .intermediate
  }
}
