import PullUpCore
import PullUpFrontEnd

/// Where a tracked scroll view's offset is pinned while the sheet's drag shares a press with it, and when
/// it is released to decelerate on its own (R5, R6): the glue keeps one per sheet and asks it after every
/// event of a press and after every action of the scroll view's own pan.
///
/// The machine shares a drag on scrollable content between the sheet and the content
/// (`PullUpMachine.share`): the sheet's height and the snapshot's `contentOffset` add up to the finger's
/// movement. The scroll view's own pan sees the same finger and would scroll by the whole movement, so
/// while the drag is live its offset is pinned to the machine's: once the sheet owns the press, the hand-off
/// between the two never jumps.
///
/// Before that the press is nobody's and the scroll view scrolls by itself (its pan's hysteresis is below
/// the interpreter's threshold): report its offset to the machine as it moves
/// (`PullUpInput.scrollOffsetChanged`, ``offset(contentOffsetY:topInset:)``), so that the share starts from
/// where the list is. What remains at the claim is at most the threshold less the pan's hysteresis: the
/// interpreter measures the drag from the threshold's edge.
///
/// ## The rule
/// For a press that went down on the scrollable content (``pressBegan(region:)``), with `topInset` the
/// scroll view's `adjustedContentInset.top`:
///
/// | event                                                        | command                                   |
/// |--------------------------------------------------------------|-------------------------------------------|
/// | verdict `claimed`, snapshot phase `tracking` (down or move)  | `pin(-topInset + snapshot.contentOffset)` |
/// | `up` claimed, the content carries the momentum (below)       | `releaseToDeceleration`                   |
/// | `up` claimed, the sheet carries it                           | `pin(-topInset + snapshot.contentOffset)` |
/// | `cancel` claimed (the sheet settles without velocity)        | `pin(-topInset + snapshot.contentOffset)` |
/// | `undecided` (nobody owns the press yet)                      | `leave`                                   |
/// | `yielded`, `tapped` (the content's or the child's)           | `leave`, and the press is done            |
/// | any event of a press elsewhere, or after the press ended     | `leave`                                   |
///
/// The content carries the momentum exactly when the machine's release does (`PullUpMachine.dragEnded`):
/// the drag shared with the content (it began on the content of a visible sheet, under a scroll policy
/// other than `never`, which the snapshot tells by `isContentScrollEnabled` at the release) and left the
/// content scrolled (`contentOffset > 0`). The machine then releases the sheet without velocity, and the
/// scroll view decelerates with its own pan's; otherwise the sheet takes the velocity and the content is
/// pinned where the machine left it, so the list does not fling under a moving sheet.
package struct ScrollPinning: Sendable, Hashable {
  /// The press the pinning follows.
  private enum Press: Sendable, Hashable {
    /// No press, or one the pinning has nothing more to do with.
    case none
    /// A press on the content that is nobody's yet.
    case pending
    /// A press on the content that became the sheet's drag; `sharesWithContent` is whether the machine
    /// shares it with the content (the sheet was visible when it began).
    case dragging(sharesWithContent: Bool)
  }

  private var press = Press.none

  /// Creates a pinning that follows no press.
  package init() {}

  /// A press went down on `region`: only a press on the scrollable content can pin the scroll view.
  ///
  /// - Parameter region: Where the press went down (``HitView/region(ofChain:)``).
  package mutating func pressBegan(region: PullUpRegion) {
    switch region {
    case .scrollableContent: press = .pending
    case .handle, .body, .child, .dimming, .divider, .outside: press = .none
    }
  }

  /// What to do with the scroll view after an event of the press, by the rule in the type's discussion.
  ///
  /// - Parameters:
  ///   - snapshot: The sheet after the event's inputs were applied.
  ///   - verdict: The interpreter's verdict on the event.
  ///   - phase: The event's pointer phase (`move` after an action of the scroll view's own pan).
  ///   - topInset: The scroll view's `adjustedContentInset.top`, in points (not finite: 0).
  /// - Returns: The command for the scroll view.
  package mutating func command(
    after snapshot: PullUpSnapshot, verdict: PullUpVerdict, phase: PullUpPointerPhase, topInset: Double
  ) -> ScrollViewCommand {
    let pinned = ScrollViewCommand.pin(
      contentOffsetY: Self.contentOffsetY(offset: snapshot.contentOffset, topInset: topInset))
    switch (press, verdict) {
    case (.none, _):
      return .leave
    case (.pending, .undecided), (.dragging, .undecided):
      return .leave
    case (.pending, .yielded), (.pending, .tapped), (.dragging, .yielded), (.dragging, .tapped):
      press = .none
      return .leave
    case (.pending, .claimed):
      press = .dragging(sharesWithContent: !snapshot.isHidden)
      return claimed(phase: phase, sharesWithContent: !snapshot.isHidden, snapshot: snapshot, pinned: pinned)
    case (.dragging(let sharesWithContent), .claimed):
      return claimed(phase: phase, sharesWithContent: sharesWithContent, snapshot: snapshot, pinned: pinned)
    }
  }

  private mutating func claimed(
    phase: PullUpPointerPhase, sharesWithContent: Bool, snapshot: PullUpSnapshot, pinned: ScrollViewCommand
  ) -> ScrollViewCommand {
    switch phase {
    case .down, .move:
      return snapshot.phase == .tracking ? pinned : .leave
    case .cancel:
      press = .none
      return pinned
    case .up:
      press = .none
      let contentCarries = sharesWithContent && snapshot.isContentScrollEnabled && snapshot.contentOffset > 0
      return contentCarries ? .releaseToDeceleration : pinned
    }
  }
}
