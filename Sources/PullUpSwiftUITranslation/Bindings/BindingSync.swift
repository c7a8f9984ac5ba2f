import PullUpCore

/// The sheet's state and detent bindings (`Binding<PullUpState>`, `Binding<Int?>`), and its hidden and locked
/// flags (`Binding<Bool>`, BindingSync+Flags.swift), kept true in both directions without echo loops.
///
/// It remembers what each binding shows, as far as the sheet knows: the value it last published into it, or
/// the value the app last wrote. Then:
/// - **The app writes** (``appWroteState(_:snapshot:)``, ``appWroteDetent(_:snapshot:)``): a value other
///   than the one shown is the app's, and asks for `setState` or `moveToDetent`, unless the sheet already
///   rests there or the value cannot be asked for (``BindingWrite/Reason``). A value equal to the one shown is
///   the sheet's own publication coming back, and asks nothing: so a publication never becomes an input, and
///   a drag's `dragging` never cancels the drag.
/// - **A snapshot comes** (``publishState(_:)``, ``publishDetent(_:)``): the binding is written when the
///   sheet's value differs from the one shown, and only then. After a write the app made, the next snapshot
///   publishes the truth if the write did not make it so (an out-of-range detent, `intermediate`, a refused
///   input).
///
/// The published detent (``detent(of:)``) is the detent the sheet rests at or settles to, `nil` while a
/// finger holds it, between detents, and while hidden.
///
/// - Important: The glue reads the bindings' current values (and hands any change to the `appWrote…`
///   methods) before it publishes a snapshot, all on the main actor, so that an app's write is never taken for
///   an echo or overwritten unseen.
package struct BindingSync: Sendable, Hashable {
  /// What the state binding shows, `nil` before anything was published or written.
  package private(set) var shownState: PullUpState?
  /// What the detent binding shows, when known.
  private var shownDetentStorage: ShownDetent = .unknown
  /// What the hidden binding shows, `nil` before anything was published or written.
  package internal(set) var shownHidden: Bool?
  /// What the locked binding shows, `nil` before anything was published or written.
  package internal(set) var shownLocked: Bool?

  private enum ShownDetent: Sendable, Hashable {
    case unknown
    case shown(Int?)
  }

  /// Creates a sync that knows nothing the bindings show.
  package init() {}

  /// What the detent binding shows: `.some(value)` once published or written, `nil` before.
  package var shownDetent: Int?? {
    switch shownDetentStorage {
    case .unknown: return nil
    case .shown(let value): return .some(value)
    }
  }

  // MARK: The app writes

  /// The app wrote `value` into the state binding (or it is the binding's value at the first reading).
  ///
  /// - Parameters:
  ///   - value: The binding's value now.
  ///   - snapshot: The sheet on screen.
  /// - Returns: `.send(.setState(value))` for the app's `collapsed` or `expanded` where the sheet is not
  ///   already at rest there; otherwise `.ignore` with the reason.
  package mutating func appWroteState(_ value: PullUpState, snapshot: PullUpSnapshot) -> BindingWrite {
    guard value != shownState else { return .ignore(.alreadyShown) }
    shownState = value
    switch value {
    case .dragging, .intermediate:
      return .ignore(.transientState(value))
    case .collapsed, .expanded:
      // `state` is `dragging` unless the sheet rests, so this is "rests there".
      guard snapshot.state != value else { return .ignore(.alreadyThere) }
      return .send(.setState(value))
    }
  }

  /// The app wrote `value` into the detent binding (or it is the binding's value at the first reading).
  ///
  /// - Parameters:
  ///   - value: The binding's value now: an index of `snapshot.detents`, ascending from 0, or `nil`.
  ///   - snapshot: The sheet on screen.
  /// - Returns: `.send(.moveToDetent(value))` for a detent of the sheet's where it does not already rest;
  ///   otherwise `.ignore` with the reason (an out-of-range index names the index and the count).
  package mutating func appWroteDetent(_ value: Int?, snapshot: PullUpSnapshot) -> BindingWrite {
    guard shownDetentStorage != .shown(value) else { return .ignore(.alreadyShown) }
    shownDetentStorage = .shown(value)
    guard let index = value else { return .ignore(.noDetent) }
    guard snapshot.detents.indices.contains(index) else {
      return .ignore(.detentOutOfRange(index: index, count: snapshot.detents.count))
    }
    if snapshot.phase == .resting, Self.detent(of: snapshot) == index { return .ignore(.alreadyThere) }
    return .send(.moveToDetent(index))
  }

  // MARK: A snapshot comes

  /// The value to write into the state binding after `snapshot`, if any.
  ///
  /// - Parameter snapshot: The sheet on screen, right after an input or a frame.
  /// - Returns: `.publish(snapshot.state)` when it differs from what the binding shows; `.unchanged`
  ///   otherwise.
  package mutating func publishState(_ snapshot: PullUpSnapshot) -> BindingUpdate<PullUpState> {
    guard snapshot.state != shownState else { return .unchanged }
    shownState = snapshot.state
    return .publish(snapshot.state)
  }

  /// The value to write into the detent binding after `snapshot`, if any.
  ///
  /// - Parameter snapshot: The sheet on screen, right after an input or a frame.
  /// - Returns: `.publish(detent(of: snapshot))` when it differs from what the binding shows; `.unchanged`
  ///   otherwise.
  package mutating func publishDetent(_ snapshot: PullUpSnapshot) -> BindingUpdate<Int?> {
    let value = Self.detent(of: snapshot)
    guard shownDetentStorage != .shown(value) else { return .unchanged }
    shownDetentStorage = .shown(value)
    return .publish(value)
  }

  /// The detent a snapshot publishes: the index of the detent the sheet rests at or settles to; `nil` while
  /// a finger holds it or its release waits for a target, between detents, and while hidden.
  package static func detent(of snapshot: PullUpSnapshot) -> Int? {
    guard !snapshot.isHidden else { return nil }
    switch snapshot.phase {
    case .resting, .settling: return snapshot.detentIndex
    case .tracking, .awaitingTarget: return nil
    }
  }
}
