/// A rule that decides where a released sheet goes: the extension point for snapping.
///
/// PullUp's built-ins conform (``PullUpThresholdSnapping`` for ISHPullUp, ``PullUpDirectionalSnapping`` for
/// SplitSheet, ``PullUpProjectedSnapping``, PullUp's default, and ``PullUpFreeSnapping`` for SplitView), and
/// so can yours. Put it into a configuration with ``PullUpSnapPolicy/custom(_:)``; it then works wherever a
/// built-in does: in the machine and the controller, in `pullup explain` (its ``PullUpSnapDecision/reason``
/// in words) and in SVG timelines.
///
/// ```swift
/// /// A hard flick goes to the far end; anything else to the nearest detent.
/// struct FlickToEnds: PullUpSnapping {
///   var name: String { "flick to ends" }
///
///   func decide(_ release: PullUpRelease) -> PullUpSnapDecision {
///     let detents = release.detents
///     let target: Double
///     if abs(release.heightVelocity) > 1_500 {
///       target = release.heightVelocity > 0 ? detents.maximum : detents.minimum
///     } else {
///       target = detents.heights[detents.nearestIndex(to: release.projectedHeight())]
///     }
///     return PullUpSnapDecision(
///       target: .height(target), projectedHeight: release.projectedHeight(), candidates: detents.heights,
///       reason: .custom("\(abs(release.heightVelocity) > 1_500 ? "a hard flick" : "the nearest detent")"))
///   }
/// }
///
/// var configuration = PullUpConfiguration.default
/// configuration.movement.snapPolicy = .custom(FlickToEnds())
/// ```
///
/// ## What a policy must guarantee
/// - **Pure.** The same release gives the same decision: recorded gestures replay exactly.
/// - **Inside the range.** A target height outside the detents' range is clamped into it by the machine;
///   ``PullUpSnapDecision/Target/hidden`` is honoured only when ``PullUpRelease/hiddenHeight`` is set;
///   otherwise the sheet goes to the lowest detent.
/// - **Cheap.** `decide` runs once per release on the controller's executor.
///
/// A configuration holding a custom policy cannot be encoded (`Codable`): encoding throws
/// `EncodingError.invalidValue` naming the policy. Encode a configuration with a built-in, and set your
/// policy after decoding.
public protocol PullUpSnapping: Sendable, Hashable {
  /// A short name for logs, `explain` and error messages: "momentum projection".
  var name: String { get }

  /// Decides where a release goes.
  ///
  /// - Parameter release: The height, height velocity (positive up), detents and hidden position at release.
  /// - Returns: The target, the height the policy reasoned about, the candidates and the reason.
  func decide(_ release: PullUpRelease) -> PullUpSnapDecision

  /// Checks the policy's parameters; ``PullUpMachine`` refuses a configuration whose policy throws.
  func validate() throws(PullUpError)
}

extension PullUpSnapping {
  /// Nothing to check.
  public func validate() throws(PullUpError) {}

  /// Whether `other` is a policy of the same type with the same parameters.
  func isEqual(to other: any PullUpSnapping) -> Bool {
    guard let other = other as? Self else { return false }
    return self == other
  }
}

/// No snapping: the sheet rests where it was released, within its range (SwiftUI SplitView).
public struct PullUpFreeSnapping: PullUpSnapping, Codable {
  /// Creates the policy; configurations name it ``PullUpSnapPolicy/free``.
  package init() {}

  /// "free positioning".
  public var name: String { "free positioning" }

  /// The release height, clamped into the range.
  public func decide(_ release: PullUpRelease) -> PullUpSnapDecision {
    let height = release.detents.clamp(release.height)
    return PullUpSnapDecision(
      target: .height(height), projectedHeight: height, candidates: release.detents.heights, reason: .free)
  }
}
