import PullUpCore

/// The hidden and locked bindings (`Binding<Bool>`), by the rule of the state's: a value other than the one
/// shown is the app's and asks for `setHidden` or `setLocked` unless the sheet already has it; a value equal to
/// it is the sheet's own publication coming back and asks nothing; a snapshot writes the binding when the sheet's
/// flag differs from the one shown, and only then.
extension BindingSync {
  // MARK: The app writes

  /// The app wrote `value` into the hidden binding (or it is the binding's value at the first reading).
  ///
  /// - Parameters:
  ///   - value: The binding's value now.
  ///   - snapshot: The sheet on screen.
  /// - Returns: `.send(.setHidden(value))` when the sheet's `isHidden` differs; otherwise `.ignore` with the
  ///   reason.
  package mutating func appWroteHidden(_ value: Bool, snapshot: PullUpSnapshot) -> BindingWrite {
    guard value != shownHidden else { return .ignore(.alreadyShown) }
    shownHidden = value
    guard snapshot.isHidden != value else { return .ignore(.alreadyThere) }
    return .send(.setHidden(value))
  }

  /// The app wrote `value` into the locked binding (or it is the binding's value at the first reading).
  ///
  /// - Parameters:
  ///   - value: The binding's value now.
  ///   - snapshot: The sheet on screen.
  /// - Returns: `.send(.setLocked(value))` when the sheet's `isLocked` differs; otherwise `.ignore` with the
  ///   reason.
  package mutating func appWroteLocked(_ value: Bool, snapshot: PullUpSnapshot) -> BindingWrite {
    guard value != shownLocked else { return .ignore(.alreadyShown) }
    shownLocked = value
    guard snapshot.isLocked != value else { return .ignore(.alreadyThere) }
    return .send(.setLocked(value))
  }

  // MARK: A snapshot comes

  /// The value to write into the hidden binding after `snapshot`: `.publish(snapshot.isHidden)` when it differs
  /// from what the binding shows; `.unchanged` otherwise.
  package mutating func publishHidden(_ snapshot: PullUpSnapshot) -> BindingUpdate<Bool> {
    guard snapshot.isHidden != shownHidden else { return .unchanged }
    shownHidden = snapshot.isHidden
    return .publish(snapshot.isHidden)
  }

  /// The value to write into the locked binding after `snapshot`: `.publish(snapshot.isLocked)` when it differs
  /// from what the binding shows; `.unchanged` otherwise.
  package mutating func publishLocked(_ snapshot: PullUpSnapshot) -> BindingUpdate<Bool> {
    guard snapshot.isLocked != shownLocked else { return .unchanged }
    shownLocked = snapshot.isLocked
    return .publish(snapshot.isLocked)
  }
}
