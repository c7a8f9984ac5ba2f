#if canImport(SwiftUI)  // Elsewhere the module is empty: Linux type-checks it against .ci/swiftui-stand-in.
  import PullUpSwiftUITranslation
  import SwiftUI

  extension ScenePhaseKind {
    /// The translation's kind of a SwiftUI scene phase; a phase a later SDK adds counts as inactive (frames
    /// paused, nothing saved).
    init(_ phase: ScenePhase) {
      switch phase {
      case .active: self = .active
      case .inactive: self = .inactive
      case .background: self = .background
      @unknown default: self = .inactive
      }
    }
  }
#endif
