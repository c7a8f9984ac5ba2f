import PullUpCore

/// What an app's write to the state or the detent binding asks of the sheet: an input, or nothing, and why.
package enum BindingWrite: Sendable, Hashable {
  /// Indicates that the glue sends `input` to the controller.
  case send(PullUpInput)
  /// Indicates that the write asks nothing of the sheet, for `reason`.
  case ignore(Reason)

  /// Why a write asks nothing.
  package enum Reason: Sendable, Hashable {
    /// The value is the one the binding already showed: the sheet's own publication coming back (an echo),
    /// or the app writing the same value again.
    case alreadyShown
    /// The sheet already rests there.
    case alreadyThere
    /// `dragging` and `intermediate` describe the sheet; they cannot be asked for (`setState` takes
    /// `collapsed` and `expanded`).
    case transientState(PullUpState)
    /// `nil` (no detent) cannot be asked for.
    case noDetent
    /// The index is not one of the sheet's detents (`0..<count`).
    case detentOutOfRange(index: Int, count: Int)
  }

  /// The input to send, or `nil`.
  package var input: PullUpInput? {
    switch self {
    case .send(let input): return input
    case .ignore: return nil
    }
  }
}
