import PullUpCore

/// When the display link runs (R7): only while the sheet settles, so a sheet at rest wakes the app up zero
/// times a second.
///
/// The glue asks ``afterInput(phase:)`` after applying any input (a release, a state set from code) and
/// ``afterTick(phase:)`` after each frame of the link:
///
/// | call                      | link not running                   | link running                          |
/// |---------------------------|------------------------------------|---------------------------------------|
/// | `afterInput`, `settling`  | start it (`true`)                  | nothing to do (`false`)               |
/// | `afterInput`, other phase | nothing to do (`false`)            | nothing to do: the next tick stops it |
/// | `afterTick`, `settling`   | —                                  | keep it (`true`)                      |
/// | `afterTick`, other phase  | —                                  | stop it (`false`) in this frame       |
///
/// `tracking` needs no frames (touches move the sheet), nor `awaitingTarget` (the delegate's answer does),
/// nor `resting`.
package struct DisplayLinkSchedule: Sendable, Hashable {
  /// Whether the link runs, as far as this schedule has told the glue.
  package private(set) var isRunning = false

  /// Creates a schedule whose link does not run.
  package init() {}

  /// Whether the glue starts the link after an input left the sheet in `phase`.
  ///
  /// - Parameter phase: The snapshot's phase after the input.
  /// - Returns: `true` exactly when the link does not run and the sheet settles: start it.
  package mutating func afterInput(phase: PullUpPhase) -> Bool {
    guard !isRunning, Self.needsFrames(phase) else { return false }
    isRunning = true
    return true
  }

  /// Whether the link keeps running after a frame left the sheet in `phase`.
  ///
  /// - Parameter phase: The snapshot's phase after the frame.
  /// - Returns: `false` in the frame in which the sheet stops settling: stop (invalidate or pause) the link.
  package mutating func afterTick(phase: PullUpPhase) -> Bool {
    isRunning = Self.needsFrames(phase)
    return isRunning
  }

  /// Whether the sheet in `phase` moves by itself, frame by frame.
  package static func needsFrames(_ phase: PullUpPhase) -> Bool {
    switch phase {
    case .settling: return true
    case .resting, .tracking, .awaitingTarget: return false
    }
  }
}
