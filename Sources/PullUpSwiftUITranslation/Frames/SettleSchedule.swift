import PullUpCore

/// When the pure SwiftUI view's settle frames run: a `TimelineView(.animation(paused:))` whose every date
/// calls the controller's `advanceFrame()`, paused unless the sheet settles and its scene is active, so that a
/// divider at rest wakes the app up zero times a second.
///
/// "Settles" is the host's rule for every front end's frames (`PullUpHost`): only `settling` moves by itself;
/// `tracking` moves with the pointer, `awaitingTarget` with the delegate's answer, `resting` not at all.
///
/// | phase \ scene                              | `active` | `inactive` | `background` |
/// |--------------------------------------------|----------|------------|--------------|
/// | `settling`                                 | runs     | paused     | paused       |
/// | `resting`, `tracking`, `awaitingTarget`    | paused   | paused     | paused       |
package enum SettleSchedule {
  /// Whether the timeline is paused, by the table in the type's discussion.
  ///
  /// - Parameters:
  ///   - phase: The snapshot's phase (read right after each input and each frame).
  ///   - scenePhase: The scene's phase.
  /// - Returns: `false` exactly while the sheet settles in an active scene.
  package static func paused(phase: PullUpPhase, scenePhase: ScenePhaseKind) -> Bool {
    !(phase == .settling && scenePhase.runsFrames)
  }
}
