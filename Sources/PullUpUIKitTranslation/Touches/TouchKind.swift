import PullUpFrontEnd

/// What touched the screen, as `UITouch.TouchType` says (`.direct`, `.indirect`, `.pencil`,
/// `.indirectPointer`, iOS 13.4).
///
/// Each kind maps to the ``PullUpPointerDevice`` whose drag threshold the interpreter uses:
///
/// | `TouchKind`         | `PullUpPointerDevice` | why                                              |
/// |---------------------|-----------------------|--------------------------------------------------|
/// | `direct`            | `touch`               | a finger on the screen                           |
/// | `indirect`          | `touch`               | a finger on a remote's or a trackpad's surface   |
/// | `pencil`            | `pen`                 | Apple Pencil                                     |
/// | `indirectPointer`   | `mouse`               | a mouse or a trackpad's click, with a pointer    |
package enum TouchKind: Sendable, Hashable, CaseIterable {
  /// A finger on the screen.
  case direct
  /// A touch not on the screen (a remote's surface).
  case indirect
  /// Apple Pencil.
  case pencil
  /// A pointer: a mouse, or a trackpad's click and drag.
  case indirectPointer

  /// The device whose drag threshold applies to this kind of touch (the table in the type's discussion).
  package var device: PullUpPointerDevice {
    switch self {
    case .direct, .indirect: return .touch
    case .pencil: return .pen
    case .indirectPointer: return .mouse
    }
  }
}
