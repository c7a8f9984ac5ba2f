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
/// Before that the press is nobody's, and the scroll view's own pan begins first (its hysteresis, some 10
/// points, is below a finger's 16-point threshold). While the sheet may still take the press
/// (`PullUpInterpreter.holdsPress`), the list is pinned where the machine has it from the pan's first action,
/// as FloatingPanel pins it while the panel may not scroll its content: scrolled by itself and reported, it
/// would leave the machine's offset positive at the claim, so that the release gave the sheet no velocity and
/// flung the list, and each drag left the list a few points further from its top (issue 50). The list scrolls
/// by itself, reported to the machine (`PullUpInput.scrollOffsetChanged`,
/// ``offset(contentOffsetY:topInset:)``), only where its own pan is what the press does first either way: the
/// content scrolled and scrolling (`isContentScrollEnabled`: the machine's share gives any motion to it before
/// the sheet), or a press the interpreter does not hold (a locked sheet's, which can only tap). The share then
/// starts from where the list is; the interpreter measures the drag from the threshold's edge.
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
/// | `yielded` (the press goes on as the list's)                  | `leave`; the list's pan reports (below)   |
/// | `tapped` (the content's or the child's)                      | `leave`, and the press is done            |
/// | any event of a press elsewhere, or after the press ended     | `leave`                                   |
///
/// A trackpad's two-finger scroll over the content (``scrollBegan(region:)``, then
/// ``command(afterScroll:phase:snapshot:topInset:)``) is the same drag: its `begin`, `update` and `end` are a
/// press's down, moves and release, by the table above. The interpreter claims it at its `begin`, and the
/// machine follows it from its first `update`: in between the list is held where the machine has it (the list's
/// offset, reported at the scroll pan's `began`, already holds whatever of the scroll's first points the list's
/// pan took if it acted first, and ``ScrollPanTranslation`` gives the drag only the points after `began`, so
/// those points count once). Those first points then stay the list's, so a release flings the list rather than
/// the sheet (the flick from a low detent, for a trackpad, left open); whether UIKit runs the list's pan's action
/// first, and whether the list moves by those points at all, only a device shows. A mouse wheel's notch (phase `none`) the sheet
/// claims is `report` when the interpreter scrolled the content with it (the scroll view scrolls by the
/// notch itself, and the machine hears where it went, whichever of the two pans UIKit runs first), and
/// `pin` otherwise (the notch stepped the sheet, or added up towards a step: the content stays where the
/// machine has it); a notch the sheet yields is `leave` (the scroll view's own).
///
/// After every action of the scroll view's own pan (``commandAfterScrollViewPan(ended:snapshot:topInset:)``,
/// which UIKit runs after the pan moved the offset by the whole finger):
///
/// | the press or scroll                                  | the pan's action   | command                       |
/// |------------------------------------------------------|--------------------|-------------------------------|
/// | a press nobody owns yet the sheet may take           | any                | `pin`                         |
/// | a press nobody owns yet, the content scrolled first  | any                | `report`                      |
/// | a press nobody owns yet the interpreter does not hold| any                | `report`                      |
/// | a press the sheet yielded, going on                  | any                | `report`                      |
/// | the sheet's drag (a trackpad's before its first update too) | began, changed | `pin`                      |
/// | the sheet's drag, not yet released                   | ended, cancelled   | `leave` (the release decides) |
/// | released with a `pin` (the sheet took the momentum)  | ended, cancelled   | `pin` (stops its deceleration)|
/// | a wheel's notch that scrolled the content, or yielded| any                | `report`                      |
/// | a wheel's notch that the sheet took                  | any                | `pin`                         |
/// | anything else                                        | any                | `leave`                       |
///
/// The pan's own release may come after the sheet's (a touch's release reaches the recognizers before
/// UIKit runs their actions): a release that pinned pins again at the pan's end, which stops the
/// deceleration the pan just started, so the list does not fling under a sheet that took the momentum.
///
/// While the sheet's drag owns a press on the content and holds the list (``locksScrollView``), the glue
/// locks the scroll view as FloatingPanel does: no bounce, no vertical indicator; it puts the app's own settings
/// back when the drag scrolls the content or ends (``ScrollViewLock``).
///
/// After a release that leaves the list to itself (`releaseToDeceleration`, or an end of its pan that did not
/// pin it), the list may glide: the glue follows it at each displayed frame (``followsList``,
/// ``commandAtFrame(contentOffsetY:isDecelerating:)``), reporting its offset each time it moved, until the scroll
/// view no longer decelerates (UIKit's `isDecelerating`) or a pin or a press on the list stops the glide. So the
/// machine's offset is the list's at every frame, not only from the next press on: a recording replays the
/// glide, and `isContentScrollEnabled` follows the list back to its top.
///
/// The content carries the momentum exactly when the machine's release does (`PullUpInput.dragEnded`):
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
    /// A drag released with the content pinned: the scroll view's own pan may still end after it.
    case releasedPinned
    /// A wheel's notches over the content; `listScrolls` is whether the scroll view scrolls by itself with
    /// the last one (the interpreter scrolled the content with it, or yielded it), rather than the sheet
    /// taking it.
    case wheel(listScrolls: Bool)
    /// A press on the content that the sheet yielded and that goes on: the list's own pan scrolls it.
    case yielded
  }

  private var press = Press.none
  /// Whether the glue follows the list's glide at each frame, and the offset the last frame reported.
  private var following = false
  private var lastFollowedOffsetY: Double?

  /// Creates a pinning that follows no press.
  package init() {}

  /// A press went down on `region`: only a press on the scrollable content can pin the scroll view.
  ///
  /// - Parameter region: Where the press went down (`PullUpHost.region(ofChain:y:)`).
  package mutating func pressBegan(region: PullUpRegion) {
    switch region {
    case .scrollableContent:
      press = .pending
      // A finger on the list stops its glide; the glue reports where it stopped.
      following = false
    case .handle, .body, .child, .dimming, .divider, .outside: press = .none
    }
  }

  /// Whether the list is on its own after a release and may glide: the glue then runs its frames and asks
  /// ``commandAtFrame(contentOffsetY:isDecelerating:)`` at each.
  package var followsList: Bool { following }

  /// What to do at a displayed frame while the glue follows the list on its own (``followsList``): `report`
  /// when its offset moved since the last frame that reported (the first frame always), `leave` otherwise.
  /// Once the scroll view no longer decelerates, this frame is the last: the glue stops following.
  ///
  /// - Parameters:
  ///   - contentOffsetY: The scroll view's `contentOffset.y` now, in points.
  ///   - isDecelerating: The scroll view's `isDecelerating` now.
  /// - Returns: The command for the scroll view; `leave` when the glue does not follow the list.
  package mutating func commandAtFrame(contentOffsetY: Double, isDecelerating: Bool) -> ScrollViewCommand {
    guard following else { return .leave }
    if !isDecelerating { following = false }
    guard contentOffsetY != lastFollowedOffsetY else { return .leave }
    lastFollowedOffsetY = contentOffsetY
    return .report
  }

  /// Notes what a command does to the list's glide: a pin stops it; a release to deceleration, or the end of
  /// the list's pan that did not pin it, leaves the list to itself.
  private mutating func noting(_ command: ScrollViewCommand, panEnded: Bool = false) -> ScrollViewCommand {
    switch command {
    case .pin:
      following = false
    case .releaseToDeceleration:
      startFollowing()
    case .leave, .report:
      if panEnded { startFollowing() }
    }
    return command
  }

  private mutating func startFollowing() {
    following = true
    lastFollowedOffsetY = nil
  }

  /// Whether the glue locks the scroll view now (FloatingPanel's `lockScrollView`: `bounces` off, the
  /// vertical indicator hidden): while the sheet's drag owns a press or a trackpad scroll on the content
  /// and the content is not what it scrolls (the list is held while the sheet moves). While the drag
  /// scrolls the content (shared with it, content scrolling enabled, the content scrolled: what carries
  /// the momentum at a release), the list shows its indicator as FloatingPanel's does at its most expanded
  /// anchor. When it turns false, the glue puts back the app's settings (``ScrollViewLock``).
  package var locksScrollView: Bool {
    if case .dragging = press { return !contentScrolls }
    return false
  }

  /// Whether the last claimed event of the drag left the content what it scrolls.
  private var contentScrolls = false

  /// A trackpad's or a wheel's scroll began over `region` (the scroll pan's `began`): only one over the
  /// scrollable content can pin the scroll view. A drag still live keeps the scroll view (the interpreter
  /// ignores a scroll during a press).
  ///
  /// - Parameter region: Where the pointer is (`PullUpHost.region(ofChain:y:)`).
  package mutating func scrollBegan(region: PullUpRegion) {
    if case .dragging = press { return }
    pressBegan(region: region)
  }

  /// A wheel's scroll ended (the discrete scroll pan's `ended`, `cancelled` or `failed`): its notches are
  /// done. A trackpad's scroll ends with its `end` event instead.
  package mutating func wheelEnded() {
    if case .wheel = press { press = .none }
  }

  /// What to do with the scroll view after a scroll event of a trackpad or a wheel, by the rule in the
  /// type's discussion.
  ///
  /// - Parameters:
  ///   - interpretation: The interpreter's interpretation of the scroll event.
  ///   - phase: The scroll event's phase: `begin`, `update`, `end` for a trackpad, `none` for a wheel.
  ///   - snapshot: The sheet after the event's inputs were applied.
  ///   - topInset: The scroll view's `adjustedContentInset.top`, in points (not finite: 0).
  /// - Returns: The command for the scroll view.
  package mutating func command(
    afterScroll interpretation: PullUpInterpretation, phase: PullUpScrollPhase, snapshot: PullUpSnapshot,
    topInset: Double
  ) -> ScrollViewCommand {
    switch phase {
    case .begin: return command(after: snapshot, verdict: interpretation.verdict, phase: .down, topInset: topInset)
    case .update: return command(after: snapshot, verdict: interpretation.verdict, phase: .move, topInset: topInset)
    case .end: return command(after: snapshot, verdict: interpretation.verdict, phase: .up, topInset: topInset)
    case .none: return noting(wheeled(interpretation, snapshot: snapshot, topInset: topInset))
    }
  }

  private mutating func wheeled(_ interpretation: PullUpInterpretation, snapshot: PullUpSnapshot, topInset: Double)
    -> ScrollViewCommand
  {
    switch press {
    case .pending, .wheel: break
    case .none, .dragging, .releasedPinned, .yielded: return .leave
    }
    guard case .claimed = interpretation.verdict else {
      press = .wheel(listScrolls: true)
      return .leave
    }
    // The interpreter scrolls the content with a notch by giving the machine the content's new offset.
    let scrolledContent = interpretation.inputs.contains {
      if case .scrollOffsetChanged = $0 { return true }
      return false
    }
    if scrolledContent {
      press = .wheel(listScrolls: true)
      return .report
    }
    press = .wheel(listScrolls: false)
    return .pin(contentOffsetY: Self.contentOffsetY(offset: snapshot.contentOffset, topInset: topInset))
  }

  /// What to do with the scroll view after an action of its own pan (added after the scroll view's own
  /// target, so the pan has moved the offset), by the second table in the type's discussion.
  ///
  /// - Parameters:
  ///   - ended: Whether the pan's state is `ended`, `cancelled` or `failed`.
  ///   - snapshot: The sheet now.
  ///   - topInset: The scroll view's `adjustedContentInset.top`, in points (not finite: 0).
  ///   - pressHeld: Whether the interpreter holds the press (`PullUpInterpreter.holdsPress`): it is the sheet's
  ///     drag, or may still become it.
  /// - Returns: The command for the scroll view.
  package mutating func commandAfterScrollViewPan(
    ended: Bool, snapshot: PullUpSnapshot, topInset: Double, pressHeld: Bool
  ) -> ScrollViewCommand {
    noting(
      afterScrollViewPan(ended: ended, snapshot: snapshot, topInset: topInset, pressHeld: pressHeld), panEnded: ended)
  }

  private mutating func afterScrollViewPan(
    ended: Bool, snapshot: PullUpSnapshot, topInset: Double, pressHeld: Bool
  ) -> ScrollViewCommand {
    let pinned = ScrollViewCommand.pin(
      contentOffsetY: Self.contentOffsetY(offset: snapshot.contentOffset, topInset: topInset))
    switch press {
    case .none:
      return .leave
    case .pending:
      let contentFirst = snapshot.isContentScrollEnabled && snapshot.contentOffset > 0
      return pressHeld && !contentFirst ? pinned : .report
    case .dragging:
      // Tracking, or a trackpad's scroll the interpreter claimed at its `begin` that the machine follows from
      // its first `update`: held where the machine has it either way.
      return ended ? .leave : pinned
    case .releasedPinned:
      press = .none
      return ended ? pinned : .leave
    case .wheel(let listScrolls):
      return listScrolls ? .report : pinned
    case .yielded:
      if ended { press = .none }
      return .report
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
    noting(pressCommand(after: snapshot, verdict: verdict, phase: phase, topInset: topInset))
  }

  private mutating func pressCommand(
    after snapshot: PullUpSnapshot, verdict: PullUpVerdict, phase: PullUpPointerPhase, topInset: Double
  ) -> ScrollViewCommand {
    let pinned = ScrollViewCommand.pin(
      contentOffsetY: Self.contentOffsetY(offset: snapshot.contentOffset, topInset: topInset))
    switch (press, verdict) {
    case (.none, _), (.releasedPinned, _), (.wheel, _):
      return .leave
    case (.yielded, _):
      // The rest of a press the sheet yielded: the list's pan reports; the release ends the press.
      if phase == .up || phase == .cancel { press = .none }
      return .leave
    case (.pending, .undecided), (.dragging, .undecided):
      return .leave
    case (.pending, .yielded), (.dragging, .yielded):
      press = phase == .up || phase == .cancel ? .none : .yielded
      return .leave
    case (.pending, .tapped), (.dragging, .tapped):
      press = .none
      return .leave
    case (.pending, .claimed):
      press = .dragging(sharesWithContent: !snapshot.isHidden)
      contentScrolls = false
      return claimed(phase: phase, sharesWithContent: !snapshot.isHidden, snapshot: snapshot, pinned: pinned)
    case (.dragging(let sharesWithContent), .claimed):
      return claimed(phase: phase, sharesWithContent: sharesWithContent, snapshot: snapshot, pinned: pinned)
    }
  }

  private mutating func claimed(
    phase: PullUpPointerPhase, sharesWithContent: Bool, snapshot: PullUpSnapshot, pinned: ScrollViewCommand
  ) -> ScrollViewCommand {
    contentScrolls = sharesWithContent && snapshot.isContentScrollEnabled && snapshot.contentOffset > 0
    switch phase {
    case .down, .move:
      return snapshot.phase == .tracking ? pinned : .leave
    case .cancel:
      press = .releasedPinned
      return pinned
    case .up:
      let contentCarries = sharesWithContent && snapshot.isContentScrollEnabled && snapshot.contentOffset > 0
      press = contentCarries ? .none : .releasedPinned
      return contentCarries ? .releaseToDeceleration : pinned
    }
  }
}
