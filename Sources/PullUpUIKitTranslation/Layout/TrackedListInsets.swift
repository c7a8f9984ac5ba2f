import PullUpCore

/// The tracked list's insets, from the layout (issue 50): what the glue writes into the tracked scroll view's
/// `contentInset` and `verticalScrollIndicatorInsets` while it tracks it, with the list's
/// `contentInsetAdjustmentBehavior` set to `.never`.
///
/// UIKit gives a view the part of it that the screen's unsafe areas cover as its safe area, and an automatic scroll
/// view adds that to its insets. The sheet's list is in a view controller's view that the glue places by frame, and
/// in the shift layout the sheet hangs below the screen: UIKit's answer for such a view is reported to go stale
/// (FloatingPanel's source warns against a content view placed by frame; its issue 606 is a list that scrolls 34
/// points past its end), and an app that also adds the sheet's insets counts them twice. So the glue takes the
/// list's vertical insets over, as FloatingPanel's `track(scrollView:)` does, and computes them from the snapshot's
/// layout by the same rule UIKit documents for a safe area: the part of the list's frame that the status bar's area
/// covers at the top, and at the bottom the part below what the user sees, which is above the home indicator's area
/// and above the keyboard.
///
/// The app's own insets stay its own: the insets it had when tracking started (its section footer's room, say),
/// and any it writes while tracked, are the base the sheet's part is added to. The rule that tells the app's write
/// from the glue's is ``ScrollViewLock``'s: a value that is not the one the glue last wrote was written by the app.
/// When tracking ends, the app's base comes back.
///
/// The left and right insets are not touched: a list keeps its rows' content out of a landscape notch by its own
/// safe area (`UITableView`'s `insetsContentViewsToSafeArea`), which UIKit still gives it, and the sheet's
/// background spans the screen's width under the notch as UIKit's bars do.
package struct TrackedListInsets: Sendable, Hashable {
  /// A list's vertical insets, in points.
  package struct Insets: Sendable, Hashable {
    /// The top inset.
    package var top: Double
    /// The bottom inset.
    package var bottom: Double

    package init(top: Double, bottom: Double) {
      self.top = top
      self.bottom = bottom
    }

    /// No inset.
    package static let zero = Insets(top: 0, bottom: 0)
  }

  /// The app's own insets: the list's when tracking started, or the ones the app wrote since.
  private var base: Insets
  /// What the glue wrote last, `nil` before its first write.
  private var written: Insets?

  /// Starts tracking a list whose insets are `current` (the app's own).
  package init(current: Insets) {
    base = current
  }

  /// The sheet's part of the list's insets: the part of the list's frame that the top unsafe area covers, and the
  /// part below what the user sees (the container's bottom less its safe area, and the keyboard's top when it is
  /// higher). Each is at least zero and at most the list's height.
  ///
  /// - Parameters:
  ///   - listFrame: The list's frame in the container's coordinates (the view controller's view's).
  ///   - layout: The snapshot's layout: the container's size and the keyboard's frame.
  ///   - safeArea: The container's safe area.
  /// - Returns: The sheet's part of the insets.
  package static func sheetPart(listFrame: PullUpRect, layout: PullUpLayout, safeArea: PullUpInsets) -> Insets {
    let height = Swift.max(0, listFrame.height)
    let top = Swift.max(0, safeArea.top) - listFrame.y
    var visibleBottom = layout.containerSize.height - Swift.max(0, safeArea.bottom)
    if layout.keyboardFrame.height > 0 { visibleBottom = Swift.min(visibleBottom, layout.keyboardFrame.y) }
    let bottom = listFrame.y + height - visibleBottom
    return Insets(top: clamp(top, to: height), bottom: clamp(bottom, to: height))
  }

  /// The insets to write for the sheet's part now, with the list's insets now.
  ///
  /// - Parameters:
  ///   - sheetPart: ``sheetPart(listFrame:layout:safeArea:)`` for the snapshot being laid out.
  ///   - current: The list's insets now.
  /// - Returns: The insets to give the list (the app's base plus the sheet's part), or `nil` when they are what it
  ///   has (a write that changes nothing is not made: setting an inset can move a list's content).
  package mutating func update(sheetPart: Insets, current: Insets) -> Insets? {
    if let written, current != written { base = current }
    let target = Insets(top: base.top + sheetPart.top, bottom: base.bottom + sheetPart.bottom)
    written = target
    return target == current ? nil : target
  }

  /// The insets to put back when tracking ends: the app's base, or `nil` when the list has what the app last wrote
  /// (then the app's write stays).
  package func restore(current: Insets) -> Insets? {
    guard let written, current == written else { return nil }
    return current == base ? nil : base
  }

  private static func clamp(_ value: Double, to height: Double) -> Double {
    guard value.isFinite else { return 0 }
    return Swift.min(Swift.max(0, value), height)
  }
}
