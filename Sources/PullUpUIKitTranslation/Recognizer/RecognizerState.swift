import PullUpFrontEnd

/// The sheet's gesture recognizer's state, as `UIGestureRecognizer.State` names it, decided by the
/// interpreter's verdict on each event of the press the recognizer follows.
///
/// A press the sheet does not claim fails the recognizer, so that the child under the finger (a button, a
/// list's cell, a map) keeps it; a press the sheet claims begins it, which cancels the content's own
/// touches (`cancelsTouchesInView`).
///
/// ## The rule (R2)
/// `next(verdict:phase:)`, by the state now, the verdict and the event's pointer phase:
///
/// | state now             | verdict      | `down`, `move` | `up`      | `cancel`    |
/// |-----------------------|--------------|----------------|-----------|-------------|
/// | `possible`            | `undecided`  | `possible`     | `failed`  | `failed`    |
/// | `possible`            | `claimed`    | `began`        | `ended`   | `failed`    |
/// | `possible`            | `yielded`    | `failed`       | `failed`  | `failed`    |
/// | `possible`            | `tapped`     | `failed`       | `failed`  | `failed`    |
/// | `began`, `changed`    | `claimed`    | `changed`      | `ended`   | `cancelled` |
/// | `began`, `changed`    | `undecided`  | unchanged      | `cancelled` | `cancelled` |
/// | `began`, `changed`    | `yielded`    | `down`: unchanged; `move`: `cancelled` | `cancelled` | `cancelled` |
/// | `began`, `changed`    | `tapped`     | `cancelled`    | `ended`   | `cancelled` |
/// | `ended`, `cancelled`, `failed` | any | unchanged      | unchanged | unchanged   |
///
/// - A claim at `up` from `possible` (a press that caught a settling sheet and lifted at once is claimed at
///   `down`, but a recognizer fed only the release sees this) ends the recognizer: UIKit lets a recognizer
///   go from possible to ended (`.recognized`). A recognizer cannot go from possible to cancelled, so a
///   claimed `cancel` there fails it.
/// - While the sheet drags, a `yielded` `down` is a second finger, which the interpreter ignores
///   (it follows one press at a time): the drag goes on. A `yielded` `move` is the drag taken away (code
///   moved, hid or locked the sheet): the recognizer is cancelled and the rest of the press is nobody's.
/// - A terminal state stays until UIKit resets the recognizer (`reset()`, where the glue sets `.possible`).
package enum RecognizerState: Sendable, Hashable, CaseIterable {
  /// Nobody owns the press yet: the content sees its touches too.
  case possible
  /// The sheet took the press: the content's touches are cancelled.
  case began
  /// The sheet's drag moved.
  case changed
  /// The sheet's drag ended with the press's release.
  case ended
  /// The sheet's drag was cancelled (by the system, or taken away by code).
  case cancelled
  /// The press is not the sheet's: the child or the content keeps it.
  case failed

  /// Whether the recognizer is done with its press (`ended`, `cancelled` or `failed`): only a reset leaves it.
  package var isTerminal: Bool {
    switch self {
    case .possible, .began, .changed: return false
    case .ended, .cancelled, .failed: return true
    }
  }

  /// The state after an event of the followed press whose interpretation had `verdict`, by the table in the
  /// type's discussion.
  ///
  /// - Parameters:
  ///   - verdict: The interpreter's verdict on the event (`PullUpInterpretation.verdict`).
  ///   - phase: The event's pointer phase.
  /// - Returns: The state to set (equal to `self` when nothing changes).
  package func next(verdict: PullUpVerdict, phase: PullUpPointerPhase) -> RecognizerState {
    switch self {
    case .possible: return Self.fromPossible(verdict: verdict, phase: phase)
    case .began, .changed: return fromRecognizing(verdict: verdict, phase: phase)
    case .ended, .cancelled, .failed: return self
    }
  }

  private static func fromPossible(verdict: PullUpVerdict, phase: PullUpPointerPhase) -> RecognizerState {
    switch (verdict, phase) {
    case (.undecided, .down), (.undecided, .move): return .possible
    case (.undecided, .up), (.undecided, .cancel): return .failed
    case (.claimed, .down), (.claimed, .move): return .began
    case (.claimed, .up): return .ended
    case (.claimed, .cancel): return .failed
    case (.yielded, _), (.tapped, _): return .failed
    }
  }

  private func fromRecognizing(verdict: PullUpVerdict, phase: PullUpPointerPhase) -> RecognizerState {
    switch (verdict, phase) {
    case (.claimed, .down), (.claimed, .move): return .changed
    case (.claimed, .up): return .ended
    case (.claimed, .cancel): return .cancelled
    case (.undecided, .down), (.undecided, .move): return self
    case (.undecided, .up), (.undecided, .cancel): return .cancelled
    case (.yielded, .down): return self
    case (.yielded, .move), (.yielded, .up), (.yielded, .cancel): return .cancelled
    case (.tapped, .up): return .ended
    case (.tapped, .down), (.tapped, .move), (.tapped, .cancel): return .cancelled
    }
  }
}
