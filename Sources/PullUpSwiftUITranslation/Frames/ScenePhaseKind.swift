import PullUpCore

/// SwiftUI's `ScenePhase`, as the adapter decides with it (`EnvironmentValues.scenePhase`).
///
/// | phase        | settle frames         | restoration state                              |
/// |--------------|-----------------------|------------------------------------------------|
/// | `active`     | run while it settles  | —                                              |
/// | `inactive`   | paused                | —                                              |
/// | `background` | paused                | saved on entering it ("expect … to terminate") |
///
/// A sheet that settles while its scene is inactive or in the background finishes its settle at the first
/// frame after the scene is active again (the controller's clock has moved on meanwhile).
package enum ScenePhaseKind: Sendable, Hashable, CaseIterable {
  /// `ScenePhase.active`: in the foreground and interactive.
  case active
  /// `ScenePhase.inactive`: visible but not interactive ("should pause timers").
  case inactive
  /// `ScenePhase.background`: not visible; the app may be terminated.
  case background

  /// Whether settle frames may run in this phase.
  package var runsFrames: Bool {
    switch self {
    case .active: return true
    case .inactive, .background: return false
    }
  }

  /// Whether the glue saves the restoration state when the scene goes from `old` to `new`: on entering the
  /// background, once.
  ///
  /// - Parameters:
  ///   - old: The phase before (`nil` at the first reading).
  ///   - new: The phase now.
  /// - Returns: `true` exactly when `new` is `background` and `old` is not.
  package static func savesRestoration(from old: ScenePhaseKind?, to new: ScenePhaseKind) -> Bool {
    new == .background && old != .background
  }
}
