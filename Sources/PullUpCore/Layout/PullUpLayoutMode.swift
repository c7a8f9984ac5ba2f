/// How the sheet and the content share the container.
public enum PullUpLayoutMode: String, Sendable, Hashable, Codable, CaseIterable {
  /// ISHPullUp's default: the sheet only moves; it is never shorter than its maximum height, the excess
  /// hangs below the container. The content keeps the full container and gets a bottom inset.
  case shift
  /// ISHPullUp's alternative: the sheet moves and is resized to its visible height.
  case resize
  /// SplitSheet's default (`displaceContent`): the content's frame shrinks from the bottom as the sheet
  /// rises, so the two never overlap.
  case displace
  /// SplitSheet with `displaceContent` off: the sheet slides over full-size content.
  case overlay
}

/// How the dimming layer over the content follows the sheet.
public enum PullUpDimming: Sendable, Hashable, Codable {
  /// No dimming.
  case none
  /// ISHPullUp's rule: fully dimmed to `alpha` once the sheet is at least `fraction` of the way from its
  /// minimum to its maximum (and the range is not empty); otherwise not at all.
  case threshold(fraction: Double, alpha: Double)
  /// Dimming grows linearly from zero at the `from` detent to `maximumAlpha` at the `to` detent.
  case progressive(from: PullUpDetent, to: PullUpDetent, maximumAlpha: Double)

  /// Checks the fraction and the alphas.
  func validate() throws(PullUpError) {
    switch self {
    case .none:
      break
    case .threshold(let fraction, let alpha):
      try PullUpError.requireFinite(fraction, .dimmingThreshold)
      try Self.validateAlpha(alpha)
    case .progressive(let from, let to, let alpha):
      try from.validate()
      try to.validate()
      try Self.validateAlpha(alpha)
    }
  }

  private static func validateAlpha(_ alpha: Double) throws(PullUpError) {
    try PullUpError.requireNonNegative(alpha, .dimmingAlpha)
    guard alpha <= 1 else { throw .invalidInput(.dimmingAlpha, value: alpha, rule: .mustNotExceed(1)) }
  }
}

/// Where a resting sheet goes when its container or its bounds change.
public enum PullUpResizeBehavior: String, Sendable, Hashable, Codable, CaseIterable {
  /// A sheet at a detent follows that detent; one between detents keeps its height, clamped into the
  /// new range (ISHPullUp's rotation rule).
  case clampHeight
  /// A sheet at a detent follows that detent; one between detents keeps its relative position between
  /// the detents around it (SwiftUI SplitView keeps its fraction this way).
  case keepProportion
}
