import PullUpCore

/// Says what a toolkit's raw events mean for a sheet: the one owner of every rule between a toolkit and the
/// machine, so that each front end only translates.
///
/// A front end keeps one interpreter per sheet, hands it each ``PullUpRawEvent`` with the snapshot on
/// screen, applies the ``PullUpInterpretation/inputs`` it returns, and does what the
/// ``PullUpInterpretation/verdict`` says with the event. The interpreter is a value: it reads no clock
/// (every event carries its time) and knows nothing of any toolkit.
///
/// ```swift
/// func pressOnTheSheet() throws -> PullUpVerdict {
///   let machine = try PullUpMachine(container: PullUpContainer(width: 390, height: 844))
///   var interpreter = PullUpInterpreter()
///   let press = PullUpRawEvent.pointer(.down, x: 160, y: 800, time: 0, device: .mouse, region: .body)
///   // Undecided: a button under the pointer still gets its click unless the press moves past 8 points.
///   return interpreter.interpret(press, on: machine.snapshot).verdict
/// }
/// ```
///
/// ## Rules
/// 1. **Threshold and direction.** A press becomes a drag of the sheet only once it has moved past its
///    device's threshold (``DragThresholds``), and only when the motion is mostly along the sheet's axis
///    (`|dy| ≥ |dx|`); across the axis it is the content's. Until then nobody owns it. A drag of the
///    sheet's body or its content is measured from the threshold's edge (the press's `y` less the
///    threshold, towards the motion), so the sheet starts without a jump and then follows point for point.
///    A drag of the handle or the divider (``PullUpRegion/handle``, ``PullUpRegion/divider``, and a hidden
///    sheet's strip) is measured from the press itself: the point you grabbed stays under the pointer, as
///    GtkPaned keeps its handle, and the sheet catches up the threshold when the press crosses it. A press
///    on a settling sheet catches it at once, where it is: that is what makes the sheet interruptible.
/// 2. **Children keep their presses.** A press on ``PullUpRegion/child`` is never the sheet's.
/// 3. **Taps.** A release within the threshold is a tap on the press's region. On the dimming it collapses
///    the sheet (`PullUpInput.dimmingTapped`), on release, so panning a dimmed map does not. On the content
///    it is the content's: no `dragBegan`, so no `dragging` state. On the handle it does what
///    ``Settings/handleTap`` says.
/// 4. **Scroll.** Wheel notches scroll the content while it may scroll by itself
///    (`PullUpSnapshot.isContentScrollEnabled`) and has room in that direction, and otherwise step a
///    detent; but a turn of the wheel that scrolled the content stops at the content's edge, as a
///    GtkScrolledWindow does, and only a new turn, one whose first notch comes ``Settings/wheelTurnPause``
///    or more after the last, may step the sheet. Surface scrolls with phases (touchpads) are drags: the
///    sheet or the content follows 1:1 by the same hand-off rule, and the end of the scroll is a release with
///    the scroll's velocity; one whose first motion is mostly across the sheet's axis
///    (`|crossDelta| > |delta|`, as rule 1 decides a press) is not the sheet's, to its end.
/// 5. **Keys** (``PullUpKey``): Escape collapses, or hides a collapsed sheet that may hide; ↑ and Page Up
///    go a detent up, ↓ and Page Down a detent down; Home goes to the lowest detent and End to the
///    highest; activate on the handle does the handle's tap. Escape acts with the focus anywhere in the
///    sheet, the others only with the focus on the handle or the divider, as ARIA's slider pattern gives
///    value keys to the focused slider (`PullUpKey.isTheSheets(withFocusOn:)`): elsewhere they are the
///    toolkit's focus navigation's and the focused widget's.
/// 6. **A hidden sheet** is taken by a press in the strip its layout gives
///    (`PullUpLayout.hiddenGrabHeight`), except a press on a child, which keeps it (rule 2).
/// 7. **Focus.** Focus moving to a widget that is off screen, or cut off by the sheet's height, brings the
///    sheet to the lowest detent that shows it; ``visibleHeight(of:)`` says which part of the sheet is on
///    screen, so a front end can keep focus out of the rest.
/// 8. **Velocity** comes from the events' own times.
///
/// A locked sheet's presses can be taps, never drags, and its keys and wheel steps do nothing. Whether a press
/// may drag is decided when it goes down and checked again when it crosses its threshold: a press held while
/// code locks, hides or drags the sheet is not the sheet's, so the interpreter never asks the machine for a
/// drag it refuses. One press is followed at a time: a second finger is ignored until the first lifts.
public struct PullUpInterpreter: Sendable {
  /// The thresholds, the handle's tap, the wheel's step and the velocity's window. Changing them takes
  /// effect at the next event.
  public var settings: Settings {
    didSet {
      if settings.usableVelocityWindow != oldValue.usableVelocityWindow {
        velocity = PullUpVelocityEstimator(window: settings.usableVelocityWindow)
      }
    }
  }

  var press = Press.none
  var surfaceScroll = SurfaceScroll.none
  /// The last position and region a pointer event or a positioned scroll reported.
  var pointer: (x: Double, y: Double, region: PullUpRegion)?
  /// Wheel notches (or wheel steps of surface points) counted towards the next detent step.
  var wheelRemainder = 0.0
  /// The turn of the wheel in progress: its latest notch's time, and whether it scrolled the content.
  var wheelTurn: WheelTurn?
  /// The drag's positions (screen `y` for a pointer, the translation for a surface scroll) at the events' times.
  var velocity: PullUpVelocityEstimator
  /// Whether a grabbed handle or divider is measured from the threshold's edge too, as the sheet's body is:
  /// the rule before grabs stayed under the pointer, which a replay of a scenario file of format version 1
  /// keeps, so that a recording replays as it was recorded (`ScenarioFormat`). `false` everywhere else.
  package var measuresGrabsFromThresholdEdge = false

  /// Creates an interpreter with no press held.
  public init(settings: Settings = Settings()) {
    self.settings = settings
    velocity = PullUpVelocityEstimator(window: settings.usableVelocityWindow)
  }

  /// Whether the interpreter follows a press or a surface scroll that has not ended.
  public var isFollowingGesture: Bool {
    if case .none = press, case .none = surfaceScroll { return false }
    return true
  }

  /// What an event means for the sheet in `snapshot` (the one on screen when the event came).
  ///
  /// - Parameters:
  ///   - event: The toolkit's event, translated.
  ///   - snapshot: The sheet as it is on screen now (the controller's `latestSnapshot`).
  /// - Returns: The inputs to apply, in order, the verdict for the toolkit, and the reason.
  public mutating func interpret(_ event: PullUpRawEvent, on snapshot: PullUpSnapshot) -> PullUpInterpretation {
    switch event {
    case .pointer(let phase, let x, let y, let time, let device, let region):
      guard x.isFinite, y.isFinite, time.isFinite else { return Self.invalid }
      pointer = (x, y, region)
      switch phase {
      case .down: return pressed(x: x, y: y, time: time, device: device, region: region, snapshot: snapshot)
      case .move: return moved(x: x, y: y, time: time, snapshot: snapshot)
      case .up: return released(x: x, y: y, time: time, snapshot: snapshot)
      case .cancel: return cancelled(snapshot: snapshot)
      }
    case .scroll(let delta, let crossDelta, let unit, let phase, let x, let y, let region, let contentMaximum, let time):
      guard delta.isFinite, crossDelta.isFinite, time.isFinite, x?.isFinite ?? true, y?.isFinite ?? true,
        contentMaximum?.isFinite ?? true
      else { return Self.invalid }
      if let x, let y, let region { pointer = (x, y, region) }
      let over = region ?? pointer?.region ?? .outside
      return scrolled(
        delta: delta, crossDelta: crossDelta, unit: unit, phase: phase, region: over, contentMaximum: contentMaximum,
        time: time, snapshot: snapshot)
    case .key(let key, let region, let time):
      guard time.isFinite else { return Self.invalid }
      return pressed(key, region: region, snapshot: snapshot)
    case .focus(let top, let bottom, let time):
      guard top.isFinite, bottom.isFinite, time.isFinite else { return Self.invalid }
      return focused(top: top, bottom: bottom, snapshot: snapshot)
    }
  }

  static let invalid = PullUpInterpretation(verdict: .yielded, reason: .invalidEvent)
}

// MARK: - Pointer presses

extension PullUpInterpreter {
  /// Whether the press held now is the sheet's drag, or may still become it. Until the interpreter yields it,
  /// the content under it must not act on it by itself (a toolkit's own touch scrolling of the list): the
  /// content would move under a finger that the sheet then takes, and keep what it moved. A press that can
  /// only tap (on the dimming, on a locked sheet) is not held: the content may scroll under it.
  package var holdsPress: Bool {
    switch press {
    case .dragging: true
    case .pending(let pending): pending.mayDrag
    case .none, .yielded: false
    }
  }
}

extension PullUpInterpreter {
  /// Where a press is in its life.
  enum Press: Sendable {
    /// No press is held.
    case none
    /// A press that has not moved past its threshold: nobody owns it.
    case pending(PendingPress)
    /// The press is the sheet's drag, measured from `originY`.
    case dragging(originY: Double)
    /// The press is not the sheet's until it ends.
    case yielded
  }

  /// Why the machine would refuse a press's drag now.
  enum DragRefusal: Sendable, Hashable {
    /// The sheet is locked.
    case locked
    /// The sheet is hidden, and the press is not in the strip its layout gives.
    case hidden
    /// The machine follows another drag.
    case tracking

    /// The refusal in words, for reasons.
    var words: String {
      switch self {
      case .locked: return "the sheet is locked"
      case .hidden: return "the sheet is hidden, and the press is not in a strip that shows it"
      case .tracking: return "the sheet follows another drag"
      }
    }
  }

  struct PendingPress: Sendable {
    var x: Double
    var y: Double
    var region: PullUpRegion
    var threshold: Double
    /// Whether the press may become a drag, as decided when it went down (not on a locked sheet, nor on the
    /// dimming); ``dragRefusal(on:snapshot:)`` is asked again at the threshold.
    var mayDrag: Bool
    /// Whether the sheet was hidden when the press went down (the press is then in its strip).
    var onHiddenSheet = false
  }

  private mutating func pressed(
    x: Double, y: Double, time: Double, device: PullUpPointerDevice, region given: PullUpRegion,
    snapshot: PullUpSnapshot
  ) -> PullUpInterpretation {
    guard case .none = press, !surfaceScroll.isDragging else {
      return PullUpInterpretation(verdict: .yielded, reason: .anotherPressHeld)
    }
    surfaceScroll = .none
    let region = Self.region(of: given, y: y, snapshot: snapshot)
    let threshold = settings.dragThresholds[device]
    switch region {
    case .child:
      press = .yielded
      return PullUpInterpretation(verdict: .yielded, reason: .childKeepsPress)
    case .outside:
      press = .yielded
      return PullUpInterpretation(verdict: .yielded, reason: .notTheSheets(region))
    case .dimming:
      press = .pending(PendingPress(x: x, y: y, region: region, threshold: threshold, mayDrag: false))
      return PullUpInterpretation(verdict: .undecided, reason: .pressPending(region, threshold: threshold))
    case .handle, .body, .scrollableContent, .divider:
      if snapshot.isHidden && region != .handle {
        press = .yielded
        return PullUpInterpretation(verdict: .yielded, reason: .notTheSheets(region))
      }
      if let refusal = Self.dragRefusal(on: region, snapshot: snapshot) {
        press = .pending(PendingPress(x: x, y: y, region: region, threshold: threshold, mayDrag: false))
        let reason: PullUpInterpretationReason = refusal == .locked ? .locked : .tapOnly(region, refusal)
        return PullUpInterpretation(verdict: .undecided, reason: reason)
      }
      switch snapshot.phase {
      case .settling, .awaitingTarget:
        return beginDrag(from: y, pointerAt: y, time: time, region: region, reason: .caughtSettling)
      case .resting, .tracking:  // A tracking sheet was refused above.
        press = .pending(
          PendingPress(
            x: x, y: y, region: region, threshold: threshold, mayDrag: true, onHiddenSheet: snapshot.isHidden))
        return PullUpInterpretation(verdict: .undecided, reason: .pressPending(region, threshold: threshold))
      }
    }
  }

  /// Why a press on `region`, a region that drags the sheet, cannot drag the sheet in `snapshot`, or `nil` when
  /// it can: the rule a press goes by when it goes down and again when it crosses its threshold, since code
  /// may lock, hide or drag the sheet in between (a key, `applyNow`, a delegate), and the machine refuses a
  /// drag of a locked sheet, of a hidden one that is not dragged while hidden, and a second drag.
  static func dragRefusal(on region: PullUpRegion, snapshot: PullUpSnapshot) -> DragRefusal? {
    if snapshot.isLocked { return .locked }
    // A hidden sheet is dragged only from the strip its layout gives, which it gives only when the
    // configuration drags it while hidden.
    if snapshot.isHidden, region != .handle || snapshot.layout.hiddenGrabHeight <= 0 { return .hidden }
    if snapshot.phase == .tracking { return .tracking }
    return nil
  }

  /// The region a press counts for: a press in a hidden sheet's grab strip is on its handle, unless it is on
  /// a child, which keeps its press there too (rule 2).
  static func region(of region: PullUpRegion, y: Double, snapshot: PullUpSnapshot) -> PullUpRegion {
    let strip = snapshot.layout.hiddenGrabHeight
    guard snapshot.isHidden, strip > 0, region != .child, y >= snapshot.layout.containerSize.height - strip else {
      return region
    }
    return .handle
  }

  /// Whether a drag that starts on `region` keeps the point grabbed under the pointer (rule 1): a handle and a
  /// divider are grips, which a person aims at and expects to follow the pointer exactly, as GtkPaned's
  /// handle does; the sheet's body and its content start where the press crossed its threshold instead, so
  /// that a drag begun on content does not jump.
  static func keepsGrabUnderPointer(_ region: PullUpRegion) -> Bool {
    switch region {
    case .handle, .divider: return true
    case .body, .scrollableContent: return false
    // Never dragged: a child keeps its presses, the dimming's and the outside's are not the sheet's.
    case .child, .dimming, .outside: return false
    }
  }

  /// Begins the sheet's drag, measured from `origin`, with the pointer at `y` (its first velocity sample).
  private mutating func beginDrag(
    from origin: Double, pointerAt y: Double, time: Double, region: PullUpRegion, reason: PullUpInterpretationReason
  ) -> PullUpInterpretation {
    press = .dragging(originY: origin)
    velocity.reset()
    velocity.add(position: y, at: time)
    var inputs: [PullUpInput] = [.dragBegan(inScrollableContent: region == .scrollableContent)]
    if y != origin { inputs.append(.dragChanged(translation: y - origin)) }
    return PullUpInterpretation(inputs: inputs, verdict: .claimed, reason: reason)
  }

  private mutating func moved(x: Double, y: Double, time: Double, snapshot: PullUpSnapshot) -> PullUpInterpretation {
    if let takenAway = dragTakenAway(snapshot) { return takenAway }
    switch press {
    case .none:
      return PullUpInterpretation(verdict: .undecided, reason: .hover)
    case .yielded:
      return PullUpInterpretation(verdict: .yielded, reason: .notOwned)
    case .dragging(let originY):
      let translation = y - originY
      // Two finite positions can still be too far apart to subtract (1e308 and -1e308).
      guard translation.isFinite else { return Self.invalid }
      velocity.add(position: y, at: time)
      return PullUpInterpretation(
        inputs: [.dragChanged(translation: translation)], verdict: .claimed,
        reason: .dragMoved(translation: translation))
    case .pending(let pending):
      let (dx, dy) = (x - pending.x, y - pending.y)
      guard dx.isFinite, dy.isFinite else { return Self.invalid }
      let distance = Swift.max(abs(dx), abs(dy))
      guard distance > pending.threshold else {
        return PullUpInterpretation(
          verdict: .undecided, reason: .belowThreshold(distance: distance, threshold: pending.threshold))
      }
      guard pending.mayDrag else {
        press = .yielded
        return PullUpInterpretation(verdict: .yielded, reason: .movedAway(pending.region))
      }
      // Decided at the press, and checked again here: code may have locked, hidden or dragged the sheet since.
      // A sheet hidden since is not under the press any more, even where a hidden sheet has a strip.
      let hiddenSince = snapshot.isHidden && !pending.onHiddenSheet
      if let refusal = hiddenSince ? .hidden : Self.dragRefusal(on: pending.region, snapshot: snapshot) {
        press = .yielded
        return PullUpInterpretation(verdict: .yielded, reason: .changedSincePress(pending.region, refusal))
      }
      guard abs(dy) >= abs(dx) else {
        press = .yielded
        return PullUpInterpretation(verdict: .yielded, reason: .acrossAxis(dx: dx, dy: dy))
      }
      // The sheet's body and content: measured from the threshold's edge, as Android's scroll views do, so
      // the sheet starts where the press crossed it, without a jump, and then follows point for point. A
      // handle or a divider: measured from the press, so the point grabbed stays under the pointer.
      let fromPress = Self.keepsGrabUnderPointer(pending.region) && !measuresGrabsFromThresholdEdge
      let origin = fromPress ? pending.y : pending.y + (dy < 0 ? -pending.threshold : pending.threshold)
      return beginDrag(
        from: origin, pointerAt: y, time: time, region: pending.region,
        reason: .dragBegan(distance: distance, threshold: pending.threshold))
    }
  }

  private mutating func released(x: Double, y: Double, time: Double, snapshot: PullUpSnapshot) -> PullUpInterpretation {
    defer { press = .none }
    if let takenAway = dragTakenAway(snapshot) { return takenAway }
    switch press {
    case .none, .yielded:
      return PullUpInterpretation(verdict: .yielded, reason: .notOwned)
    case .dragging:
      return release(at: time)
    case .pending(let pending):
      let distance = Swift.max(abs(x - pending.x), abs(y - pending.y))
      let reason = PullUpInterpretationReason.tap(pending.region, distance: distance, threshold: pending.threshold)
      return PullUpInterpretation(
        inputs: tapInputs(on: pending.region, snapshot: snapshot), verdict: .tapped(pending.region), reason: reason)
    }
  }

  private mutating func cancelled(snapshot: PullUpSnapshot) -> PullUpInterpretation {
    defer { press = .none }
    if let takenAway = dragTakenAway(snapshot) { return takenAway }
    guard case .dragging = press else { return PullUpInterpretation(verdict: .yielded, reason: .notOwned) }
    velocity.reset()
    return PullUpInterpretation(inputs: [.dragCancelled], verdict: .claimed, reason: .dragCancelled)
  }

  /// The end of a drag, a pointer's or a surface scroll's: a release at the velocity of its samples.
  mutating func release(at time: Double) -> PullUpInterpretation {
    let estimate = velocity.velocity(at: time)
    velocity.reset()
    return PullUpInterpretation(
      inputs: [.dragEnded(velocity: estimate)], verdict: .claimed, reason: .dragEnded(velocity: estimate))
  }

  /// Drops a drag that the machine no longer follows (code moved, hid or locked the sheet meanwhile): the
  /// rest of the press is not the sheet's, and nothing is asked of the machine that it would refuse.
  private mutating func dragTakenAway(_ snapshot: PullUpSnapshot) -> PullUpInterpretation? {
    guard case .dragging = press, snapshot.phase != .tracking else { return nil }
    press = .yielded
    velocity.reset()
    return PullUpInterpretation(verdict: .yielded, reason: .dragTakenAway)
  }

  /// What a tap on a region does to the sheet.
  func tapInputs(on region: PullUpRegion, snapshot: PullUpSnapshot) -> [PullUpInput] {
    switch region {
    case .dimming: return [.dimmingTapped]
    case .handle: return handleTapInputs(snapshot: snapshot)
    case .body, .scrollableContent, .child, .divider, .outside: return []
    }
  }

  /// What a tap on the handle does, by ``Settings/handleTap``: nothing on a locked sheet.
  func handleTapInputs(snapshot: PullUpSnapshot) -> [PullUpInput] {
    guard !snapshot.isLocked else { return [] }
    switch settings.handleTap {
    case .none:
      return []
    case .toggle:
      return [snapshot.isHidden ? .setHidden(false) : .toggleState()]
    case .nextDetent:
      if snapshot.isHidden { return [.setHidden(false)] }
      guard let current = snapshot.nearestDetentIndex else { return [] }
      return [current == snapshot.detents.count - 1 ? .moveToDetent(0) : .moveToDetent(current + 1)]
    }
  }
}
