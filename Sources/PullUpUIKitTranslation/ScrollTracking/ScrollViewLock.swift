/// What the lock of the tracked scroll view writes and puts back (issue 50): while the sheet's drag holds the
/// list (``ScrollPinning/locksScrollView``) the glue turns its `bounces` and `showsVerticalScrollIndicator` off,
/// as FloatingPanel's `lockScrollView` does, so that the list neither rubber-bands nor shows its indicator under
/// a moving sheet; when the drag lets go, the app's own settings come back.
///
/// The lock saves the two settings when it starts. When it ends, each setting is put back to the saved value
/// only if it still holds what the lock wrote (`false`); one that holds anything else was set by the app while
/// the list was locked (a `scrollViewDidScroll(_:)` that turns bouncing on away from the top, say), and the
/// app's value stays. Until issue 50 the saved values came back whatever the app had set meanwhile. What the
/// lock cannot tell: an app that writes `false` while the list is locked, the value the lock wrote, gets the saved
/// value back (UIKit does not say who wrote a property, and its classes do not generally support key-value
/// observing, the Objective-C runtime's way to hear every write). A write that would change nothing
/// is not made, since setting `bounces` can move a list's content (FloatingPanel's issue 524).
package struct ScrollViewLock: Sendable, Hashable {
  /// The two settings of a scroll view the lock writes.
  package struct Settings: Sendable, Hashable {
    /// The scroll view's `bounces`.
    package var bounces: Bool
    /// The scroll view's `showsVerticalScrollIndicator`.
    package var showsVerticalScrollIndicator: Bool

    package init(bounces: Bool, showsVerticalScrollIndicator: Bool) {
      self.bounces = bounces
      self.showsVerticalScrollIndicator = showsVerticalScrollIndicator
    }
  }

  /// What the lock writes: no bounce, no vertical indicator.
  package static let locked = Settings(bounces: false, showsVerticalScrollIndicator: false)

  /// The app's settings when the lock started; `nil` while unlocked.
  private var saved: Settings?

  /// Creates a lock that holds nothing.
  package init() {}

  /// Whether the scroll view is locked now.
  package var isLocked: Bool { saved != nil }

  /// The lock should hold (`locks`) or not, with the scroll view's settings now: starts or ends the lock.
  ///
  /// - Parameters:
  ///   - locks: Whether the list is held now (``ScrollPinning/locksScrollView``).
  ///   - current: The scroll view's settings now.
  /// - Returns: The settings to give the scroll view, or `nil` to write nothing: ``locked`` when the lock
  ///   starts, the app's settings by the rule in the type's discussion when it ends; `nil` while nothing starts or
  ///   ends, or when the write would change nothing.
  package mutating func update(locks: Bool, current: Settings) -> Settings? {
    let written: Settings
    switch (locks, saved) {
    case (true, nil):
      saved = current
      written = Self.locked
    case (false, let saved?):
      self.saved = nil
      written = Settings(
        bounces: current.bounces == Self.locked.bounces ? saved.bounces : current.bounces,
        showsVerticalScrollIndicator: current.showsVerticalScrollIndicator == Self.locked.showsVerticalScrollIndicator
          ? saved.showsVerticalScrollIndicator : current.showsVerticalScrollIndicator)
    case (true, _?), (false, nil):
      return nil
    }
    return written == current ? nil : written
  }
}
