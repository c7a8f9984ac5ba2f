/// SwiftUI's `AccessibilityAdjustmentDirection`: which way an assistive technology adjusts the divider or the
/// handle (VoiceOver's swipe up is an increment, down a decrement).
package enum AdjustDirection: Sendable, Hashable, CaseIterable {
  /// `.increment`: the bottom part, or the sheet, grows a detent.
  case increment
  /// `.decrement`: it shrinks a detent.
  case decrement
}
