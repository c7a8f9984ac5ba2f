import PullUpCore

/// What a raw event means: the inputs to apply to the controller, what the toolkit must do with the event,
/// and why, in words.
public struct PullUpInterpretation: Sendable, Hashable {
  /// The inputs to apply, in order (`controller.apply(_:)` each, or `machine.apply(_:at:)`); often none.
  public var inputs: [PullUpInput]
  /// What the toolkit must do with the event or the press it belongs to.
  public var verdict: PullUpVerdict
  /// Why, for logs and for `pullup explain`.
  public var reason: PullUpInterpretationReason

  /// Creates an interpretation.
  public init(inputs: [PullUpInput] = [], verdict: PullUpVerdict, reason: PullUpInterpretationReason) {
    self.inputs = inputs
    self.verdict = verdict
    self.reason = reason
  }
}

/// What a toolkit must do with an event, or with the press it belongs to.
///
/// For a pointer press, the verdict moves from ``undecided`` to one of the others and stays there until the
/// press ends. For a scroll, a key or a focus change, it is ``claimed`` when the sheet used the event and
/// ``yielded`` when it did not (let the event go on to the app).
public enum PullUpVerdict: Sendable, Hashable {
  /// Indicates that nobody owns the press yet: let the content see it too (a button still gets its click).
  case undecided
  /// Indicates that the sheet owns the press or used the event: claim it, so that the content's own
  /// gestures are cancelled and the event goes no further (GTK: `GTK_EVENT_SEQUENCE_CLAIMED`, stop
  /// propagation).
  case claimed
  /// Indicates that the press or the event is not the sheet's: leave it to the child or the app (GTK:
  /// `GTK_EVENT_SEQUENCE_DENIED`, propagate).
  case yielded
  /// Indicates that the press ended within the drag threshold: a tap on the region. The inputs say what
  /// the sheet does with it (a tap on the dimming collapses it); a tap on the content is the content's.
  case tapped(PullUpRegion)
}

extension PullUpVerdict {
  /// The verdicts without their region: the names a scenario file and its outputs write.
  package enum Name: String, Sendable, CaseIterable {
    case undecided, claimed, yielded, tapped
  }

  /// The verdict's name.
  package var name: Name {
    switch self {
    case .undecided: return .undecided
    case .claimed: return .claimed
    case .yielded: return .yielded
    case .tapped: return .tapped
    }
  }

  /// The region of a tap; `nil` for the other verdicts.
  package var region: PullUpRegion? {
    if case .tapped(let region) = self { return region }
    return nil
  }

  /// The verdict of a name and, for a tap, its region; `nil` when a tap has no region or another verdict has
  /// one.
  package init?(_ name: Name, region: PullUpRegion?) {
    switch (name, region) {
    case (.undecided, nil): self = .undecided
    case (.claimed, nil): self = .claimed
    case (.yielded, nil): self = .yielded
    case (.tapped, let region?): self = .tapped(region)
    case (.undecided, _?), (.claimed, _?), (.yielded, _?), (.tapped, nil): return nil
    }
  }
}

/// Why a raw event means what it does, in words, with the numbers that decided: "moved 5 pt, below the
/// 8 pt threshold: a tap on the content". Read it as `description`; the words are for people, not a format
/// to parse.
public struct PullUpInterpretationReason: Sendable, Hashable, CustomStringConvertible {
  let rule: PullUpInterpretationRule

  init(_ rule: PullUpInterpretationRule) {
    self.rule = rule
  }

  public var description: String { rule.description }
}

extension PullUpInterpretationReason {
  static let invalidEvent = Self(.invalidEvent)
  static let hover = Self(.hover)
  static let caughtSettling = Self(.caughtSettling)
  static let childKeepsPress = Self(.childKeepsPress)
  static let locked = Self(.locked)
  static let anotherPressHeld = Self(.anotherPressHeld)
  static func tapOnly(_ region: PullUpRegion, _ refusal: PullUpInterpreter.DragRefusal) -> Self {
    Self(.tapOnly(region, refusal))
  }
  static func changedSincePress(_ region: PullUpRegion, _ refusal: PullUpInterpreter.DragRefusal) -> Self {
    Self(.changedSincePress(region, refusal))
  }
  static let dragCancelled = Self(.dragCancelled)
  static let dragTakenAway = Self(.dragTakenAway)
  static let notOwned = Self(.notOwned)
  static let scrollIgnored = Self(.scrollIgnored)
  static let scrollBegan = Self(.scrollBegan)
  static let focusVisible = Self(.focusVisible)
  static func pressPending(_ region: PullUpRegion, threshold: Double) -> Self {
    Self(.pressPending(region, threshold: threshold))
  }
  static func notTheSheets(_ region: PullUpRegion) -> Self { Self(.notTheSheets(region)) }
  static func belowThreshold(distance: Double, threshold: Double) -> Self {
    Self(.belowThreshold(distance: distance, threshold: threshold))
  }
  static func dragBegan(distance: Double, threshold: Double) -> Self {
    Self(.dragBegan(distance: distance, threshold: threshold))
  }
  static func acrossAxis(dx: Double, dy: Double) -> Self { Self(.acrossAxis(dx: dx, dy: dy)) }
  static func movedAway(_ region: PullUpRegion) -> Self { Self(.movedAway(region)) }
  static func dragMoved(translation: Double) -> Self { Self(.dragMoved(translation: translation)) }
  static func dragEnded(velocity: Double) -> Self { Self(.dragEnded(velocity: velocity)) }
  static func tap(_ region: PullUpRegion, distance: Double, threshold: Double) -> Self {
    Self(.tap(region, distance: distance, threshold: threshold))
  }
  static func scrolledContent(offset: Double) -> Self { Self(.scrolledContent(offset: offset)) }
  static func steppedDetent(up: Bool) -> Self { Self(.steppedDetent(up: up)) }
  static func wheelStoppedAtEdge(pause: Double) -> Self { Self(.wheelStoppedAtEdge(pause: pause)) }
  static func scrollDragged(translation: Double) -> Self { Self(.scrollDragged(translation: translation)) }
  static func key(_ key: PullUpKey) -> Self { Self(.key(key)) }
  static func keyIgnored(_ key: PullUpKey) -> Self { Self(.keyIgnored(key)) }
  static func focusRaises(detent: Int) -> Self { Self(.focusRaises(detent: detent)) }
}

/// The rule that decided, with its numbers: the cases behind `PullUpInterpretationReason`.
enum PullUpInterpretationRule: Sendable, Hashable, CustomStringConvertible {
  /// A value of the event was not finite; nothing happened.
  case invalidEvent
  /// A pointer moved with no button held: remembered for scroll events without a position.
  case hover
  /// A press went down on a region whose presses may become a drag; nobody owns it until it moves past the
  /// threshold (in points).
  case pressPending(PullUpRegion, threshold: Double)
  /// A press went down on a settling sheet and caught it where it was.
  case caughtSettling
  /// A press went down on a child that handles its own presses.
  case childKeepsPress
  /// A press went down where the sheet has nothing to do (outside, or on a hidden sheet away from its strip).
  case notTheSheets(PullUpRegion)
  /// A press went down on a locked sheet: it can be a tap, never a drag.
  case locked
  /// A press went down where the machine would refuse a drag for another reason than a lock (a hidden sheet
  /// away from its strip, another drag): it can be a tap, never a drag.
  case tapOnly(PullUpRegion, PullUpInterpreter.DragRefusal)
  /// The press crossed its threshold, but since it went down code locked, hid or dragged the sheet: not the
  /// sheet's.
  case changedSincePress(PullUpRegion, PullUpInterpreter.DragRefusal)
  /// A second press went down while one was held: only the first counts.
  case anotherPressHeld
  /// The press moved `distance` points, within the threshold: nobody owns it yet.
  case belowThreshold(distance: Double, threshold: Double)
  /// The press moved past the threshold, mostly along the sheet's axis: it became a drag of the sheet.
  case dragBegan(distance: Double, threshold: Double)
  /// The press moved past the threshold across the sheet's axis: the content's (a horizontal carousel).
  case acrossAxis(dx: Double, dy: Double)
  /// The press moved past the threshold where it cannot drag the sheet (the dimming, a locked sheet).
  case movedAway(PullUpRegion)
  /// The drag moved.
  case dragMoved(translation: Double)
  /// The drag ended, at the velocity in points per second estimated from the events' times.
  case dragEnded(velocity: Double)
  /// The drag was cancelled by the toolkit.
  case dragCancelled
  /// Code moved, hid or locked the sheet during the drag: the rest of the press is not the sheet's.
  case dragTakenAway
  /// The press ended having moved `distance` points, within the threshold: a tap on the region.
  case tap(PullUpRegion, distance: Double, threshold: Double)
  /// The event belongs to a press the sheet does not own, or to none.
  case notOwned
  /// A scroll scrolled the content.
  case scrolledContent(offset: Double)
  /// A scroll stepped the sheet a detent.
  case steppedDetent(up: Bool)
  /// A wheel notch came at the content's edge in a turn that scrolled the content: the wheel stops there until
  /// a pause of `pause` seconds begins a new turn.
  case wheelStoppedAtEdge(pause: Double)
  /// A scroll was not over the sheet, came while a press was held, or could move nothing.
  case scrollIgnored
  /// A surface scroll moved the sheet or its content, as a drag by the translation does.
  case scrollDragged(translation: Double)
  /// A surface scroll began; it becomes a drag at its first motion.
  case scrollBegan
  /// A key did something.
  case key(PullUpKey)
  /// A key had nothing to do (a detent step at the end, Escape on a hidden sheet, a locked sheet).
  case keyIgnored(PullUpKey)
  /// The focused widget is on screen already.
  case focusVisible
  /// The focused widget was off screen: the sheet moves to the detent that shows it.
  case focusRaises(detent: Int)

  var description: String {
    switch self {
    case .invalidEvent: return "a value of the event is not finite, or too large to measure: ignored"
    case .hover: return "the pointer moved with no button held"
    case .pressPending(let region, let threshold):
      return "a press on the \(region.words): nobody owns it until it moves \(points(threshold))"
    case .caughtSettling: return "a press on the settling sheet caught it where it was"
    case .childKeepsPress: return "a press on a child that handles its own presses: the child's"
    case .notTheSheets(let region): return "a press on the \(region.words): not the sheet's"
    case .locked: return "a press on the locked sheet: a tap at most, never a drag"
    case .tapOnly(let region, let refusal):
      return "a press on the \(region.words), where \(refusal.words): a tap at most, never a drag"
    case .changedSincePress(let region, let refusal):
      return "a press on the \(region.words) moved past its threshold, but now \(refusal.words): not the sheet's"
    case .anotherPressHeld: return "another press is held: only the first counts"
    case .belowThreshold(let distance, let threshold):
      return "moved \(points(distance)), below the \(points(threshold)) threshold: nobody owns the press yet"
    case .dragBegan(let distance, let threshold):
      return "moved \(points(distance)), past the \(points(threshold)) threshold along the sheet: a drag of the sheet"
    case .acrossAxis(let dx, let dy):
      return "moved \(points(abs(dx))) across and \(points(abs(dy))) along the sheet: the content's"
    case .movedAway(let region): return "a press on the \(region.words) moved: not the sheet's"
    case .dragMoved(let translation): return "the drag moved to \(points(translation))"
    case .dragEnded(let velocity): return "the drag ended at \(number(velocity)) pt/s"
    case .dragCancelled: return "the drag was cancelled"
    case .dragTakenAway: return "the sheet was moved by other code during the drag: the press is no longer the sheet's"
    case .tap(let region, let distance, let threshold):
      return "moved \(points(distance)), below the \(points(threshold)) threshold: a tap on the \(region.words)"
    case .notOwned: return "the press is not the sheet's"
    case .scrolledContent(let offset): return "the scroll moved the content to \(points(offset))"
    case .steppedDetent(let up): return "the scroll stepped the sheet a detent \(up ? "up" : "down")"
    case .wheelStoppedAtEdge(let pause):
      return "the wheel scrolled the content to its edge in this turn: it stops there until a \(number(pause)) s pause"
    case .scrollIgnored: return "the scroll had nothing to move"
    case .scrollDragged(let translation):
      return "the surface scroll moved the sheet as a drag to \(points(translation))"
    case .scrollBegan: return "a surface scroll began"
    case .key(let key): return "the \(key.rawValue) key"
    case .keyIgnored(let key): return "the \(key.rawValue) key had nothing to do"
    case .focusVisible: return "the focused widget is on screen"
    case .focusRaises(let detent): return "the focused widget was off screen: the sheet moves to detent index \(detent)"
    }
  }

  private func points(_ value: Double) -> String { "\(number(value)) pt" }

  /// A number with at most one decimal, as the reasons write them.
  private func number(_ value: Double) -> String { PullUpSnapReason.rounded(value, decimals: 1) }
}

extension PullUpRegion {
  /// The region in words, for reasons and for what a scenario's outputs say about an event.
  package var words: String {
    switch self {
    case .handle: return "handle"
    case .body: return "sheet"
    case .scrollableContent: return "content"
    case .child: return "child"
    case .dimming: return "dimming"
    case .divider: return "divider"
    case .outside: return "outside"
    }
  }
}
