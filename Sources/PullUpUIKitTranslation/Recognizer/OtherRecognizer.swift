/// Another gesture recognizer that UIKit asks the sheet's recognizer's delegate about, as the glue sees it, and
/// what the delegate answers for it (issue 50): which recognizers share a press with the sheet's, and which
/// wait for the sheet's to fail.
///
/// | the other recognizer                                            | at the same time | waits for the sheet's |
/// |-----------------------------------------------------------------|------------------|-----------------------|
/// | ``trackedListPan``: the tracked scroll view's pan               | yes              | no                    |
/// | ``scrollPan``: the view controller's trackpad or wheel pan      | yes              | no                    |
/// | ``sheetDismissal``: UIKit's page-sheet or form-sheet dismissal  | no               | yes                   |
/// | ``enclosingSheet``: another sheet's, on a view holding this one | no               | yes                   |
/// | ``other``: anything else                                        | no               | no                    |
///
/// "At the same time" is `gestureRecognizer(_:shouldRecognizeSimultaneouslyWith:)`: the sheet's recognizer and
/// the list's pan both see a press on the list, and the interpreter and `ScrollPinning` decide which moves.
/// "Waits" is `gestureRecognizer(_:shouldBeRequiredToFailBy:)`, asked of the sheet's recognizer: `true` makes
/// the other recognizer wait until the sheet's fails, which it does as soon as the interpreter yields the press
/// (at once on the content behind a sheet that does not dim it and on a view that keeps its presses, at the
/// threshold across the sheet's axis or on a locked sheet, at the release for a tap). Apple's page has `true`
/// set up "a dynamic failure requirement" (AppKit's page for the same method spells out that the asking
/// recognizer must fail first), and `require(toFail:)`'s page sends failure requirements between recognizers
/// made elsewhere, or in other view hierarchies, to these delegate methods: UIKit's dismissal recognizer is
/// both. The sheet's recognizer itself never waits (`shouldRequireFailureOf` is not answered): an app that
/// wants it to wait for one of its own recognizers says so with `require(toFail:)` on
/// `PullUpViewController.sheetGestureRecognizer`.
///
/// - **UIKit's sheet dismissal.** A view controller presented as a page sheet or a form sheet (iOS 13's
///   `.automatic` on a phone) is dismissed by a recognizer of UIKit's that begins after a few points down, before
///   the sheet's threshold (16 points for a finger), so it won every downward drag. It is known by the name UIKit
///   gives it (`UIGestureRecognizer.name`), ``sheetDismissalName``, which FloatingPanel has matched since 2020
///   (its `Core.swift`, PR #358); Apple documents neither the recognizer nor its name, so a later iOS may rename
///   it, and the dismissal then wins again.
/// - **Nested sheets.** A sheet inside another's content: both recognizers would claim at the same threshold on
///   the same event, and which UIKit lets win is not defined. The outer one waits for the inner one, as
///   FloatingPanel's ancestor panels wait for the farthest descendant's.
/// - **Anything else** keeps UIKit's default: a navigation controller's back swipe, a page view controller's
///   scroll, a scroll view that is not tracked, an app's recognizers in the content. None waits for the sheet's
///   and none shares a press with it, so whichever recognizes first wins: the sheet's axis rule yields horizontal
///   swipes, and an app arbitrates the rest with `require(toFail:)`.
package enum OtherRecognizer: Sendable, Hashable, CaseIterable {
  /// The tracked scroll view's `panGestureRecognizer`.
  case trackedListPan
  /// One of the view controller's own scroll pans (a trackpad's, a mouse wheel's).
  case scrollPan
  /// UIKit's recognizer that dismisses a page-sheet or form-sheet presentation.
  case sheetDismissal
  /// Another PullUp sheet's recognizer, on a view that holds this sheet's view.
  case enclosingSheet
  /// Any other recognizer.
  case other

  /// The name UIKit gives the recognizer that dismisses a sheet presentation, as FloatingPanel matches it.
  package static let sheetDismissalName = "_UISheetInteractionBackgroundDismissRecognizer"

  /// What a recognizer is to the sheet, from what the glue can tell of it.
  ///
  /// - Parameters:
  ///   - isTrackedListPan: Whether it is the tracked scroll view's pan.
  ///   - isScrollPan: Whether it is one of the view controller's scroll pans.
  ///   - isSheetRecognizer: Whether it is another PullUp sheet's recognizer.
  ///   - holdsSheet: Whether its view holds the sheet's view (UIKit's `isDescendant(of:)`: the sheet's view is
  ///     its view or inside it).
  ///   - name: Its `name`.
  package init(isTrackedListPan: Bool, isScrollPan: Bool, isSheetRecognizer: Bool, holdsSheet: Bool, name: String?) {
    if isTrackedListPan {
      self = .trackedListPan
    } else if isScrollPan {
      self = .scrollPan
    } else if name == Self.sheetDismissalName {
      self = .sheetDismissal
    } else if isSheetRecognizer && holdsSheet {
      self = .enclosingSheet
    } else {
      self = .other
    }
  }

  /// Whether the sheet's recognizer (or one of the scroll pans) recognizes at the same time as this one.
  package var recognizesWithSheet: Bool {
    switch self {
    case .trackedListPan, .scrollPan: true
    case .sheetDismissal, .enclosingSheet, .other: false
    }
  }

  /// Whether this recognizer waits for the sheet's to fail (the sheet's delegate answers `true` to
  /// `gestureRecognizer(_:shouldBeRequiredToFailBy:)`).
  package var waitsForSheet: Bool {
    switch self {
    case .sheetDismissal, .enclosingSheet: true
    case .trackedListPan, .scrollPan, .other: false
    }
  }
}
