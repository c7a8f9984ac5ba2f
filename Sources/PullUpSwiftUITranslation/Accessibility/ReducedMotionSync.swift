import PullUpCore

/// Reduced motion followed live: `EnvironmentValues.accessibilityReduceMotion` to the controller's
/// `setReducesMotion`, sent when it changes and once at the first reading.
package struct ReducedMotionSync: Sendable, Hashable {
  /// The value last sent, `nil` before the first.
  package private(set) var sent: Bool?

  /// Creates a sync that has sent nothing.
  package init() {}

  /// The input for the environment's value now.
  ///
  /// - Parameter reducesMotion: `accessibilityReduceMotion`.
  /// - Returns: `.setReducesMotion(reducesMotion)` at the first reading and at each change; otherwise `nil`.
  package mutating func update(_ reducesMotion: Bool) -> PullUpInput? {
    guard reducesMotion != sent else { return nil }
    sent = reducesMotion
    return .setReducesMotion(reducesMotion)
  }
}
