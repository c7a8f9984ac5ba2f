import PullUpCore
import PullUpFrontEnd

/// What a view in the hit view's chain is to the sheet: the glue classifies each view from the one
/// `hitTest(_:with:)` found up to the container, and ``region(ofChain:)`` says where the press is.
package enum HitView: Sendable, Hashable {
  /// The sheet's handle view.
  case handle
  /// A split view's divider.
  case divider
  /// A scroll view the sheet tracks (`track(scrollView:)`).
  case trackedScrollView
  /// A control that keeps its presses: a `UISlider`, a `UISwitch`, a `UIStepper`, a view the app marked.
  case controlKeepingPresses
  /// A text view or field being edited (its presses move the caret and select).
  case editingText
  /// The dimming view, at its alpha now (0 to 1).
  case dimming(alpha: Double)
  /// The sheet's own view (the bottom view controller's root, its container).
  case sheet
  /// Any other view: the content behind the sheet, a label, an image.
  case other

  /// The region of a press whose hit view's chain is `chain`, from the hit view (first) up to the container.
  ///
  /// The first view of the sheet's own (handle, divider, tracked scroll view, sheet, dimming) up the chain
  /// decides, and a control that keeps its presses or text being edited below it makes the press a child's:
  ///
  /// | first of the sheet's views up the chain | a control or editing text below it | region              |
  /// |-----------------------------------------|------------------------------------|---------------------|
  /// | `handle`                                | no                                 | `handle`            |
  /// | `divider`                               | no                                 | `divider`           |
  /// | `trackedScrollView`                     | no                                 | `scrollableContent` |
  /// | `sheet`                                 | no                                 | `body`              |
  /// | `handle`, `divider`, `trackedScrollView`, `sheet` | yes                      | `child`             |
  /// | `dimming(alpha:)` with alpha > 0        | either                             | `dimming`           |
  /// | `dimming(alpha:)` with alpha ≤ 0 or NaN | either                             | `outside`           |
  /// | none (an empty chain, only `other`s and controls) | either                   | `outside`           |
  ///
  /// A control outside the sheet (a button on the map behind it) is `outside`: the sheet has nothing to do
  /// with it.
  ///
  /// - Parameter chain: The views from the hit view up to the container (`superview` after `superview`).
  /// - Returns: Where the press is, for ``TouchSample/rawEvent(region:)``.
  package static func region(ofChain chain: [HitView]) -> PullUpRegion {
    var keepsPresses = false
    for view in chain {
      let region: PullUpRegion
      switch view {
      case .controlKeepingPresses, .editingText:
        keepsPresses = true
        continue
      case .other:
        continue
      case .dimming(let alpha):
        return alpha > 0 ? .dimming : .outside
      case .handle: region = .handle
      case .divider: region = .divider
      case .trackedScrollView: region = .scrollableContent
      case .sheet: region = .body
      }
      return keepsPresses ? .child : region
    }
    return .outside
  }

  /// Whether the dimming view is a touch target now: while the sheet is modal, which the core decides
  /// (`PullUpLayout.isModal`: the dimming dims). A tap on it is then the sheet's (it collapses a dimmed sheet)
  /// and never reaches the content behind; otherwise the dimming lets every touch through.
  ///
  /// - Parameter snapshot: The sheet on screen.
  /// - Returns: `snapshot.layout.isModal`.
  package static func dimmingTakesTouches(_ snapshot: PullUpSnapshot) -> Bool {
    snapshot.layout.isModal
  }
}
