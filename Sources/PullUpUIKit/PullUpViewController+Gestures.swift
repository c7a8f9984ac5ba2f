#if canImport(UIKit)  // Elsewhere the module is empty: Linux type-checks it against .ci/uikit-stand-in.
  import PullUp
  import PullUpHost
  import PullUpUIKitTranslation
  import UIKit

  /// Touches and scrolls, translated into the interpreter's raw events. The sheet recognizer
  /// (``SheetGestureRecognizer``) on the view follows presses; two pan recognizers that take no touches follow
  /// a trackpad's two-finger scroll (`UIScrollTypeMask.continuous`) and a mouse wheel's (`.discrete`).
  /// Coordinates are the view's, which are the container's.
  ///
  /// The interpreter decides what each event means, the host reads the hit view's chain as its region
  /// (`PullUpHost.region(ofChain:y:)`), the recognizer takes the state the verdict gives, and the tracked scroll
  /// view's offset goes where `ScrollPinning` says after every event of a press and every action of its pan.
  extension PullUpViewController {
    /// A scroll pan: its recognizer, whether it is the trackpad's, its translation into scroll events, and its
    /// action's target (an Objective-C shim, kept alive here).
    struct ScrollPan {
      let recognizer: UIPanGestureRecognizer
      let continuous: Bool
      var translation = ScrollPanTranslation()
      let target: AnyObject
    }

    /// The tracked scroll view, its pan's target, where its offset is pinned, and its lock.
    struct ScrollTracking {
      weak var scrollView: UIScrollView?
      var target: AnyObject?
      var pinning = ScrollPinning()
      var reportedMaximum: Double?? = .none
      /// What the lock wrote and what it puts back (the app's own `bounces` and `showsVerticalScrollIndicator`).
      var lock = ScrollViewLock()
      /// The list's vertical insets, written from the layout (`TrackedListInsets`), and the app's own.
      var insets = TrackedListInsets(current: .zero)
      /// The list's `contentInsetAdjustmentBehavior` before it was tracked, put back when tracking ends.
      var adjustment: UIScrollView.ContentInsetAdjustmentBehavior?
    }

    /// Tracks a scroll view inside the bottom view controller: the sheet shares a press on it with the scroll
    /// view (PullUp's scroll hand-off under the configuration's scroll policy: the list scrolls once the sheet
    /// is at its top, the sheet moves once the list is at its top), with no jump of the offset at the hand-off,
    /// and the list decelerates on its own after a release that scrolled it. FloatingPanel's
    /// `track(scrollView:)`. One scroll view at a time: tracking another stops tracking the first.
    ///
    /// While tracked, the list's vertical insets are the sheet's to write, as FloatingPanel's are: its
    /// `contentInsetAdjustmentBehavior` is `.never`, and its `contentInset` and `verticalScrollIndicatorInsets`
    /// get, at every frame, the part of the list that the status bar's area covers (top) and the part below what
    /// the user sees (bottom: below the screen, under the home indicator's area or under the keyboard), on top of
    /// the insets the app gave it (its own, kept, including any it writes while tracked). So do not add the
    /// sheet's insets (`PullUpSheetInsetsDelegate`) to a tracked list: they are in already. `untrack(scrollView:)`
    /// puts the app's insets and adjustment behavior back.
    ///
    /// - Parameter scrollView: A scroll view in the bottom view controller's view (a `UITableView`, a
    ///   `UICollectionView`).
    public func track(scrollView: UIScrollView) {
      if let tracked = scrollTracking.scrollView { untrack(scrollView: tracked) }
      scrollTracking = ScrollTracking(scrollView: scrollView)
      scrollTracking.insets = TrackedListInsets(current: Self.verticalInsets(of: scrollView))
      scrollTracking.adjustment = scrollView.contentInsetAdjustmentBehavior
      scrollView.contentInsetAdjustmentBehavior = .never
      updateTrackedListInsets(for: host.snapshot)
      if let shims = objectiveCShims() {
        scrollTracking.target = shims.addTarget(to: scrollView.panGestureRecognizer) { [weak self] in
          self?.scrollViewPanned()
        }
      }
      reportScrollOffset(of: scrollView)
    }

    /// Stops tracking a scroll view (FloatingPanel's `untrack(scrollView:)`); one not tracked changes nothing.
    public func untrack(scrollView: UIScrollView) {
      guard scrollTracking.scrollView === scrollView else { return }
      scrollTracking.pinning = ScrollPinning()
      updateScrollViewLock()
      if let restored = scrollTracking.insets.restore(current: Self.verticalInsets(of: scrollView)) {
        Self.setVerticalInsets(restored, of: scrollView)
      }
      if let adjustment = scrollTracking.adjustment { scrollView.contentInsetAdjustmentBehavior = adjustment }
      if let target = scrollTracking.target, let shims = objectiveCShims() {
        shims.removeTarget(target, from: scrollView.panGestureRecognizer)
      }
      scrollTracking = ScrollTracking()
    }

    /// Gives the tracked list its vertical insets for `snapshot` (`TrackedListInsets`, tested on Linux): the app's
    /// own plus the part of the list the screen's unsafe areas and the keyboard cover, from the list's frame in
    /// the view and the snapshot's layout.
    func updateTrackedListInsets(for snapshot: PullUpSnapshot) {
      guard let scrollView = scrollTracking.scrollView, isViewLoaded else { return }
      let part = TrackedListInsets.sheetPart(
        listFrame: PullUpRect(view.convert(scrollView.bounds, from: scrollView)), layout: snapshot.layout,
        safeArea: host.container.safeArea)
      guard let insets = scrollTracking.insets.update(sheetPart: part, current: Self.verticalInsets(of: scrollView))
      else { return }
      Self.setVerticalInsets(insets, of: scrollView)
    }

    /// A scroll view's vertical content insets.
    static func verticalInsets(of scrollView: UIScrollView) -> TrackedListInsets.Insets {
      TrackedListInsets.Insets(top: Double(scrollView.contentInset.top), bottom: Double(scrollView.contentInset.bottom))
    }

    /// Sets a scroll view's vertical content insets, and its vertical indicator's to match.
    static func setVerticalInsets(_ insets: TrackedListInsets.Insets, of scrollView: UIScrollView) {
      scrollView.contentInset.top = CGFloat(insets.top)
      scrollView.contentInset.bottom = CGFloat(insets.bottom)
      scrollView.verticalScrollIndicatorInsets.top = CGFloat(insets.top)
      scrollView.verticalScrollIndicatorInsets.bottom = CGFloat(insets.bottom)
    }

    /// Forgets a tracked scroll view that went away without `untrack(scrollView:)` (its bottom view controller
    /// released it): its pan's target, the pinning and the lock's saved values. The delegate keeps no
    /// recognizers, so nothing else held it. Called at each layout pass.
    func forgetTrackedScrollViewIfGone() {
      guard scrollTracking.scrollView == nil, scrollTracking.target != nil || scrollTracking.lock.isLocked else {
        return
      }
      scrollTracking = ScrollTracking()
    }

    /// Stops tracking the tracked scroll view when it is inside `old`'s view, a bottom view controller the sheet
    /// no longer shows.
    func untrackScrollView(leaving old: UIViewController?) {
      guard let old, old.isViewLoaded, let tracked = scrollTracking.scrollView, Self.view(tracked, isIn: old.view)
      else { return }
      untrack(scrollView: tracked)
    }

    /// Whether `view` is `container` or inside it (UIKit's `isDescendant(of:)`, by the superview chain).
    static func view(_ view: UIView, isIn container: UIView) -> Bool {
      var current: UIView? = view
      while let each = current {
        if each === container { return true }
        current = each.superview
      }
      return false
    }

    /// What another recognizer UIKit asks about is to the sheet, for the recognizers' delegate.
    func otherRecognizer(_ other: UIGestureRecognizer) -> OtherRecognizer {
      var holdsSheet = false
      if isViewLoaded, let otherView = other.view { holdsSheet = Self.view(view, isIn: otherView) }
      return OtherRecognizer(
        isTrackedListPan: other === scrollTracking.scrollView?.panGestureRecognizer,
        isScrollPan: scrollPans.contains { $0.recognizer === other },
        isSheetRecognizer: other is SheetGestureRecognizer && other !== sheetRecognizer, holdsSheet: holdsSheet,
        name: other.name)
    }

    /// What a tap on the handle, or VoiceOver's activate on it, does: nothing unless set (ISHPullUp toggles:
    /// `PullUpInterpreter.HandleTap.toggle`). Takes effect at the next press.
    public var handleTap: PullUpInterpreter.HandleTap {
      get { host.interpreter.settings.handleTap }
      set { host.interpreter.settings.handleTap = newValue }
    }

    /// The settings the interpreter reads UIKit's touches with: a finger's drag threshold 16 pt, a pointer's
    /// and a pencil's 8 pt, ``handleTap`` as set, and the configuration's velocity window, read again at each
    /// press. A recording of ``onRawEvent`` puts them in its scenario's configuration, so that its replay
    /// decides the same.
    public var interpreterSettings: PullUpInterpreter.Settings { host.interpreter.settings }

    func connectGestures() {
      sheetRecognizer.owner = self
      recognizerDelegate.owner = self
      sheetRecognizer.delegate = recognizerDelegate
      sheetRecognizer.cancelsTouchesInView = true
      sheetRecognizer.delaysTouchesBegan = false
      sheetRecognizer.delaysTouchesEnded = false
      view.addGestureRecognizer(sheetRecognizer)
      guard let shims = objectiveCShims() else { return }
      for continuous in [true, false] {
        let pan = UIPanGestureRecognizer()
        pan.allowedScrollTypesMask = continuous ? .continuous : .discrete
        pan.allowedTouchTypes = []
        let target = shims.addTarget(to: pan) { [weak self, weak pan] in
          if let self, let pan { scrollPanned(pan) }
        }
        scrollPans.append(ScrollPan(recognizer: pan, continuous: continuous, target: target))
        // With the tracked scroll view's pan too, so that both hear a scroll over the list: the list scrolls
        // when the sheet yields, and is pinned where the machine has it when the sheet claims.
        pan.delegate = recognizerDelegate
        view.addGestureRecognizer(pan)
      }
    }

    // MARK: Presses

    /// A sample of the followed touch: its region, its raw event for the interpreter, and where the tracked
    /// scroll view goes after it.
    ///
    /// - Returns: The verdict and the pointer phase, for the recognizer's state; `nil` for a sample that is no
    ///   event (a stationary touch).
    func interpretTouch(_ sample: TouchSample, at point: CGPoint) -> (PullUpVerdict, PullUpPointerPhase)? {
      let region = region(at: point)
      if sample.phase == .began {
        scrollTracking.pinning.pressBegan(region: region)
        // The machine shares the press with the list from where the list is now.
        if region == .scrollableContent, let scrollView = scrollTracking.scrollView {
          reportScrollOffset(of: scrollView)
        }
      }
      guard let event = sample.rawEvent(region: region), case .pointer(let phase, _, _, _, _, _) = event else {
        return nil
      }
      let verdict = host.interpret(event).verdict
      if let scrollView = scrollTracking.scrollView {
        apply(
          scrollTracking.pinning.command(
            after: host.snapshot, verdict: verdict, phase: phase, topInset: Self.topInset(of: scrollView)),
          to: scrollView)
      }
      return (verdict, phase)
    }

    /// The region at a point in the view: UIKit's hit view, and the chain of its superviews up to the view,
    /// read by the host's rule, which every front end shares.
    func region(at point: CGPoint) -> PullUpRegion {
      host.region(ofChain: chain(from: view.hitTest(point, with: nil)), y: Double(point.y))
    }

    /// What each view from `start` up to the view (exclusive) is to the sheet, or `nil` when `start` is not
    /// inside the view.
    func chain(from start: UIView?) -> [PullUpHitPart]? {
      var chain: [PullUpHitPart] = []
      var current = start
      while let hit = current, hit !== view {
        chain.append(part(hit))
        current = hit.superview
      }
      return current == nil ? nil : chain
    }

    /// What a view is to the sheet. Sliders, switches, steppers, text being edited and the views the app
    /// marked (``leavePresses(to:)``) keep their presses.
    func part(_ hit: UIView) -> PullUpHitPart {
      if hit === handleView { return Self.drawsDivider ? .divider : .handle }
      if hit === scrollTracking.scrollView { return .scrollableContent }
      if hit === dimmingView { return .dimming }
      if hit === sheetSurface { return .sheet }
      if hit === contentContainer { return .background }
      if hit is UISlider || hit is UISwitch || hit is UIStepper { return .keepsPresses }
      if let text = hit as? UITextView, text.isFirstResponder { return .keepsPresses }
      if let text = hit as? UITextField, text.isEditing { return .keepsPresses }
      if pressKeepingViews.contains(where: { $0.view === hit }) { return .keepsPresses }
      return .other
    }

    /// The gesture recognizer that follows presses for the sheet, on the view controller's view (the sheet's
    /// counterpart of FloatingPanel's `panGestureRecognizer`). It stays possible while a press is nobody's,
    /// begins when the sheet takes the press (UIKit then cancels the content's touches), and fails as soon as the
    /// sheet leaves the press to the content: at once on the content behind the sheet (unless the sheet dims it)
    /// or on a view that keeps its presses, at the drag threshold (16 points for a finger) for a drag across the
    /// sheet or on a locked sheet, and at the release for a tap.
    ///
    /// Add failure requirements to settle which of your recognizers and the sheet's goes first, in either
    /// direction:
    ///
    /// ```swift
    /// // The carousel's pan waits for the sheet's to fail: a drag up or down on the carousel moves the sheet,
    /// // and a swipe across it scrolls the carousel once the sheet has let the press go.
    /// carouselPan.require(toFail: sheet.sheetGestureRecognizer)
    /// // The sheet's recognizer waits for the canvas's pan to fail: a stroke on the canvas draws.
    /// sheet.sheetGestureRecognizer.require(toFail: canvasPan)
    /// ```
    ///
    /// When the sheet's recognizer waits, the sheet may still follow the finger from its threshold until your
    /// recognizer decides, and settles back if it recognizes: for a view whose drags are all its own,
    /// ``leavePresses(to:)`` is exact. UIKit's dismissal of a page-sheet or form-sheet presentation, and the
    /// recognizer of a sheet that holds this one, wait for it already; the tracked list's pan shares presses
    /// with it.
    ///
    /// - Important: Its delegate is the view controller's, which shares presses with the tracked list's pan
    ///   and makes those recognizers wait: do not replace it.
    public var sheetGestureRecognizer: UIGestureRecognizer { sheetRecognizer }

    /// Marks `view`, a view in the sheet's content or behind it, as handling its own presses: a press on it or
    /// on anything inside it stays the view's and never drags the sheet, whatever way it moves (a drawing view,
    /// a map, a carousel). Sliders, switches, steppers and text being edited are marked already. As
    /// PullUpGTK's `PullUpSheetWidget.leavePresses(to:)`. The view is held weakly; the mark takes effect at the
    /// next press.
    public func leavePresses(to view: UIView) {
      pressKeepingViews.removeAll { $0.view == nil }
      guard !pressKeepingViews.contains(where: { $0.view === view }) else { return }
      pressKeepingViews.append(WeakView(view: view))
    }

    /// Marks `view` as handling its own presses: ``leavePresses(to:)``'s old name, which read as a question.
    @available(*, deprecated, renamed: "leavePresses(to:)")
    public func keepsPresses(_ view: UIView) {
      leavePresses(to: view)
    }

    // MARK: The tracked scroll view

    /// After an action of the tracked scroll view's own pan, which UIKit runs after the scroll view's own (it
    /// has moved the offset by the whole finger, or by a trackpad's or a wheel's scroll): `ScrollPinning`
    /// says whether the list scrolled by itself as it should (the machine hears where it went: a press nobody
    /// owns yet, a wheel's notch that scrolls the content), is pinned back to where the machine has it (the
    /// sheet's drag shares the finger; a release that gave the sheet the momentum, which stops the list's own
    /// deceleration), or is left alone.
    private func scrollViewPanned() {
      guard let scrollView = scrollTracking.scrollView else { return }
      let state = SheetGestureRecognizer.recognizerState(scrollView.panGestureRecognizer.state)
      let command = scrollTracking.pinning.commandAfterScrollViewPan(
        ended: state.isTerminal, snapshot: host.snapshot, topInset: Self.topInset(of: scrollView),
        pressHeld: host.interpreter.holdsPress)
      apply(command, to: scrollView)
    }

    /// Does what `ScrollPinning` asked with the scroll view, then locks or unlocks it as it says, and runs the
    /// frames while the list is on its own after a release (`ScrollPinning.followsList`).
    private func apply(_ command: ScrollViewCommand, to scrollView: UIScrollView) {
      switch command {
      case .leave, .releaseToDeceleration:
        break
      case .pin(let contentOffsetY):
        // Not animated: it also stops the scroll view's own deceleration.
        scrollView.setContentOffset(
          CGPoint(x: scrollView.contentOffset.x, y: CGFloat(contentOffsetY)), animated: false)
      case .report:
        reportScrollOffset(of: scrollView)
      }
      updateScrollViewLock()
      if scrollTracking.pinning.followsList { host.startFrames() }
    }

    /// The view controller's own work in a display-link frame (`PullUpHostToolkit`): while the tracked list
    /// glides on its own after a release, the controller hears its offset each frame it moved, until the list
    /// stops decelerating (`ScrollPinning.commandAtFrame(contentOffsetY:isDecelerating:)`). The link's tick may
    /// come before or after the scroll view's own step of the frame; the last report, once it stops, is where
    /// it rests.
    ///
    /// - Returns: Whether it needs another frame.
    package func frameWork() -> Bool {
      guard let scrollView = scrollTracking.scrollView, scrollTracking.pinning.followsList else { return false }
      apply(
        scrollTracking.pinning.commandAtFrame(
          contentOffsetY: Double(scrollView.contentOffset.y), isDecelerating: scrollView.isDecelerating),
        to: scrollView)
      return scrollTracking.pinning.followsList
    }

    /// Locks the tracked scroll view while the sheet's drag owns a press or a trackpad scroll on it and holds
    /// it where it is (`ScrollPinning.locksScrollView`), as FloatingPanel does (no bounce, no vertical
    /// indicator: the list does not rubber-band or show its indicator under a moving sheet), and puts back
    /// the app's own settings once the drag scrolls the list, ends, or the list is untracked: what the app set
    /// while the list was locked stays (`ScrollViewLock`, tested on Linux).
    func updateScrollViewLock() {
      guard let scrollView = scrollTracking.scrollView else { return }
      let current = ScrollViewLock.Settings(
        bounces: scrollView.bounces, showsVerticalScrollIndicator: scrollView.showsVerticalScrollIndicator)
      guard let written = scrollTracking.lock.update(locks: scrollTracking.pinning.locksScrollView, current: current)
      else { return }
      if written.bounces != current.bounces { scrollView.bounces = written.bounces }
      if written.showsVerticalScrollIndicator != current.showsVerticalScrollIndicator {
        scrollView.showsVerticalScrollIndicator = written.showsVerticalScrollIndicator
      }
    }

    /// The scroll view's `adjustedContentInset.top`, for `ScrollPinning`.
    private static func topInset(of scrollView: UIScrollView) -> Double {
      Double(scrollView.adjustedContentInset.top)
    }

    // MARK: Scroll pans

    /// An action of a scroll pan: its scroll event, at the pointer's position now.
    private func scrollPanned(_ pan: UIPanGestureRecognizer) {
      guard let index = scrollPans.firstIndex(where: { $0.recognizer === pan }) else { return }
      let point = pan.location(in: view)
      let scrollView = scrollTracking.scrollView
      let state = SheetGestureRecognizer.recognizerState(pan.state)
      let region = region(at: point)
      if state == .began, let scrollView {
        scrollTracking.pinning.scrollBegan(region: region)
        reportScrollOffset(of: scrollView)
      }
      let event = scrollPans[index].translation.event(
        state: state, translationY: Double(pan.translation(in: view).y), continuous: scrollPans[index].continuous,
        x: Double(point.x), y: Double(point.y), region: region,
        contentMaximum: scrollView.flatMap(Self.contentMaximum(of:)), time: CACurrentMediaTime())
      if let event, case .scroll(_, _, _, let phase, _, _, _, _, _) = event {
        let interpretation = host.interpret(event)
        if let scrollView {
          apply(
            scrollTracking.pinning.command(
              afterScroll: interpretation, phase: phase, snapshot: host.snapshot,
              topInset: Self.topInset(of: scrollView)),
            to: scrollView)
        }
      }
      if state.isTerminal, !scrollPans[index].continuous {
        scrollTracking.pinning.wheelEnded()
      }
    }
  }
#endif
