import PullUpCore
import PullUpFrontEnd
import PullUpScenario
import PullUpUIKitTranslation

/// The transitions UIKit allows a continuous recognizer (`UIGestureRecognizer.State`'s documentation),
/// plus staying in place.
func uiKitAllows(from state: RecognizerState, to next: RecognizerState) -> Bool {
  if state == next { return true }
  switch state {
  case .possible: return [.began, .ended, .failed].contains(next)
  case .began: return [.changed, .ended, .cancelled].contains(next)
  case .changed: return [.ended, .cancelled].contains(next)
  case .ended, .cancelled, .failed: return false
  }
}

/// A replay's pointer events run through `RecognizerState.next` and `ScrollPinning` as the glue runs them,
/// one press at a time, with what broke the recognizer's invariants.
///
/// The invariants, for each press (a `down` to its `up` or `cancel`):
/// 1. Every transition is one UIKit allows.
/// 2. `changed` never comes before `began`.
/// 3. The press ends in exactly one terminal state, reached once.
/// 4. A press the sheet never claims fails, and never begins: the child keeps it.
/// 5. While the recognizer is `began` or `changed`, the machine follows the drag (`tracking`).
/// 6. On a press that began on the scrollable content, the scroll view is pinned to the machine's offset
///    while the machine tracks it, and let go only when the machine released the sheet without velocity
///    and left the content scrolled.
struct RecognizerReplay {
  /// The scroll view's top inset the pinning is asked with.
  static let topInset = 47.0

  /// A press being followed.
  private struct Press {
    var region: PullUpRegion
    var state = RecognizerState.possible
    var history: [RecognizerState] = [.possible]
    var claimed = false
    var pinning = ScrollPinning()
  }

  /// A raw pointer event whose inputs are still being applied.
  private struct Pending {
    var index: Int
    var phase: PullUpPointerPhase
    var region: PullUpRegion
    var verdict: PullUpVerdict
    var snapshot: PullUpSnapshot
    var releaseHeightVelocity: Double?
  }

  private var press: Press?
  private var pending: Pending?
  /// What broke an invariant, in words, with the event's index.
  private(set) var violations: [String] = []
  /// The presses followed to their end, and how they ended.
  private(set) var endings: [RecognizerState] = []

  /// Runs the record's entries.
  init(_ record: PullUpScenarioRecord) {
    for entry in record.entries {
      switch entry.kind {
      case .rawEvent(let index, .pointer(let phase, _, _, _, _, let region), let interpretation):
        finishPending()
        pending = Pending(
          index: index, phase: phase, region: region, verdict: interpretation.verdict, snapshot: entry.snapshot)
      case .rawEvent:
        finishPending()
      case .input(let index, _):
        if index == pending?.index {
          pending?.snapshot = entry.snapshot
        } else {
          finishPending()
        }
      case .event(.dragEnded(_, let heightVelocity)):
        pending?.releaseHeightVelocity = heightVelocity
      case .event, .transition, .frame:
        break
      }
    }
    finishPending()
  }

  private mutating func finishPending() {
    guard let event = pending else { return }
    pending = nil
    if event.phase == .down, press == nil { press = Press(region: event.region) }
    guard var current = press else { return }  // A hover: no press to follow.
    if event.phase == .down, current.history.count == 1 { current.pinning.pressBegan(region: event.region) }
    let context = "event \(event.index) (\(event.phase), \(event.verdict))"
    let next = current.state.next(verdict: event.verdict, phase: event.phase)
    if !uiKitAllows(from: current.state, to: next) { violations.append("\(context): \(current.state) → \(next)") }
    if next == .changed, !current.history.contains(.began) { violations.append("\(context): changed before began") }
    if next != current.state { current.history.append(next) }
    current.state = next
    if event.verdict == .claimed { current.claimed = true }
    if next == .began || next == .changed, event.snapshot.phase != .tracking {
      violations.append("\(context): \(next) while the machine is \(event.snapshot.phase)")
    }
    checkPinning(event, press: &current, context: context)
    switch event.phase {
    case .down, .move:
      press = current
    case .up, .cancel:
      finishPress(current, context: context)
      press = nil
    }
  }

  private mutating func checkPinning(_ event: Pending, press: inout Press, context: String) {
    let command = press.pinning.command(
      after: event.snapshot, verdict: event.verdict, phase: event.phase, topInset: Self.topInset)
    guard press.region == .scrollableContent else {
      if command != .leave { violations.append("\(context): \(command) on a press on the \(press.region)") }
      return
    }
    let pinned = ScrollViewCommand.pin(
      contentOffsetY: ScrollPinning.contentOffsetY(offset: event.snapshot.contentOffset, topInset: Self.topInset))
    switch command {
    case .leave:
      if event.verdict == .claimed, event.phase != .up, event.phase != .cancel, event.snapshot.phase == .tracking {
        violations.append("\(context): left alone while the machine tracks the content's drag")
      }
    case .pin:
      if command != pinned { violations.append("\(context): \(command), not the machine's \(pinned)") }
    case .report:
      violations.append("\(context): a press's event asked to report the offset (only the list's pan does)")
    case .releaseToDeceleration:
      if event.phase != .up || event.releaseHeightVelocity != 0 || event.snapshot.contentOffset <= 0 {
        violations.append(
          "\(context): let go, but the machine gave the sheet \(String(describing: event.releaseHeightVelocity)) "
            + "with the content at \(event.snapshot.contentOffset)")
      }
    }
  }

  private mutating func finishPress(_ press: Press, context: String) {
    let terminals = press.history.filter(\.isTerminal)
    if terminals.count != 1 { violations.append("\(context): the press ended in \(press.history)") }
    if !press.claimed, press.state != .failed || press.history.contains(.began) {
      violations.append("\(context): a press the sheet never claimed went \(press.history)")
    }
    endings.append(press.state)
  }
}
