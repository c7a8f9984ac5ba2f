import PullUpUIKitTranslation
import Testing

/// `ScrollViewLock`: what the lock of the tracked scroll view (no bounce, no vertical indicator while the sheet's
/// drag holds the list) writes, and what it puts back (issue 50): the app's own settings, including one the app
/// made while the list was locked.
@Suite struct ScrollViewLockTests {
  typealias Settings = ScrollViewLock.Settings

  /// A scroll view's two settings, as the glue reads and writes them.
  struct ScrollView {
    var settings: Settings
    var writes = 0

    mutating func apply(_ written: Settings?) {
      guard let written else { return }
      settings = written
      writes += 1
    }
  }

  struct Row: Sendable, CustomTestStringConvertible {
    var name: String
    /// The app's settings before the drag.
    var before: Settings
    /// What the app sets while the list is locked, if anything.
    var setWhileLocked: Settings?
    /// The settings once the drag ends.
    var after: Settings
    var testDescription: String { name }
  }

  static let both = Settings(bounces: true, showsVerticalScrollIndicator: true)
  static let neither = Settings(bounces: false, showsVerticalScrollIndicator: false)
  static let bouncesOnly = Settings(bounces: true, showsVerticalScrollIndicator: false)
  static let indicatorOnly = Settings(bounces: false, showsVerticalScrollIndicator: true)

  static let rows: [Row] = [
    Row(name: "UIKit's defaults come back", before: both, after: both),
    Row(name: "an app's list that never bounces stays so", before: indicatorOnly, after: indicatorOnly),
    Row(name: "an app's list without an indicator stays so", before: bouncesOnly, after: bouncesOnly),
    Row(
      name: "the app turns bouncing on while the list is locked: the app's setting stays",
      before: indicatorOnly, setWhileLocked: both, after: both),
    Row(
      name: "the app shows the indicator while the list is locked: the app's setting stays",
      before: bouncesOnly, setWhileLocked: both, after: both),
    Row(
      name: "the app changes one setting while locked: that one is the app's, the other comes back",
      before: both, setWhileLocked: bouncesOnly, after: both),
    Row(
      name: "the app writes what the lock wrote (bounces off): the lock cannot tell, and the saved value comes back",
      before: both, setWhileLocked: neither, after: both),
  ]

  @Test("A drag's lock ends with the app's own settings", arguments: rows)
  func lockAndUnlock(row: Row) {
    var lock = ScrollViewLock()
    var scrollView = ScrollView(settings: row.before)
    scrollView.apply(lock.update(locks: true, current: scrollView.settings))
    #expect(scrollView.settings == ScrollViewLock.locked)
    #expect(lock.isLocked)
    if let set = row.setWhileLocked { scrollView.settings = set }
    // The lock holds through the drag's events: nothing is written again.
    #expect(lock.update(locks: true, current: scrollView.settings) == nil)
    scrollView.apply(lock.update(locks: false, current: scrollView.settings))
    #expect(scrollView.settings == row.after)
    #expect(!lock.isLocked)
  }

  @Test("An unlocked scroll view is never written to")
  func unlocked() {
    var lock = ScrollViewLock()
    for settings in [Self.both, Self.neither, Self.bouncesOnly, Self.indicatorOnly] {
      #expect(lock.update(locks: false, current: settings) == nil)
    }
  }

  @Test("A lock that changes nothing (the app's list neither bounces nor shows its indicator) writes nothing")
  func nothingToChange() {
    var lock = ScrollViewLock()
    #expect(lock.update(locks: true, current: Self.neither) == nil)
    #expect(lock.update(locks: false, current: Self.neither) == nil)
  }

  @Test("A second drag saves what the app has after the first")
  func secondDrag() {
    var lock = ScrollViewLock()
    var scrollView = ScrollView(settings: Self.both)
    scrollView.apply(lock.update(locks: true, current: scrollView.settings))
    scrollView.apply(lock.update(locks: false, current: scrollView.settings))
    scrollView.settings = Self.indicatorOnly
    scrollView.apply(lock.update(locks: true, current: scrollView.settings))
    #expect(scrollView.settings == ScrollViewLock.locked)
    scrollView.apply(lock.update(locks: false, current: scrollView.settings))
    #expect(scrollView.settings == Self.indicatorOnly)
  }
}
