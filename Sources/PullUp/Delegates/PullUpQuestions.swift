/// The questions the controller asks its sizing and target-height delegates, as one state machine: the
/// only writer of what is asked, what waits for the answers and who waits.
///
/// Each method is one event and returns an ``Output``, what the controller must do; the controller
/// commits the machine's new state before it acts, and feeds what happens back as events (an answer, a
/// cancelled caller). Every method switches over every state.
///
/// The sizing question (minimum and maximum, asked together):
///
/// | event | idle | asking | finished |
/// |---|---|---|---|
/// | container, ask first (`send`, `setContainer`) | no delegate: apply with no answers; else ask for it, the caller waits | re-entrant: apply now with the cached answers; else it becomes the pending container, the caller waits, the call is overtaken | apply with the cached answers |
/// | container, now (`applyNow`) | no delegate: apply with no answers; else ask, then apply with the cached answers unless answered on the spot | apply now with the cached answers (the pending container is older: dropped); unless re-entrant, the call is overtaken | apply with the cached answers |
/// | configuration (`setConfiguration`) | as a container, ask first | as a container, ask first | apply with the cached answers |
/// | invalidate (`invalidateLayout()`) | no delegate: apply no answers; else ask, the caller waits | re-entrant: return; else the caller waits, the call is overtaken | return |
/// | delegate set or removed | removed: apply no answers; set: ask, the caller waits | the call is abandoned; set: ask the new delegate, everyone waits; removed: apply what is pending with no answers, everyone returns | removed: apply no answers |
/// | call started | nothing | a container given `now` still pending (not answered on the spot): apply it with the cached answers | nothing |
/// | answer arrives | dropped (an abandoned call) | current: apply what is pending with the answers in one transition, everyone returns; overtaken: dropped, ask again for the newest | dropped |
/// | caller cancelled | nothing | the caller returns; its container or configuration, unless a newer one overtook it, applies now with the cached answers, and the call goes on | nothing |
/// | finish | finished | cancel the call, apply what is pending with the cached answers, everyone returns | nothing |
///
/// "Overtaken": the call in flight is cancelled and its answers will be dropped; the delegate is asked
/// again for the newest container and configuration once that call returns, so a delegate has at most one
/// call outstanding. "Re-entrant": the caller runs in the answer of the call in flight (``PullUpAnswering``,
/// so the answer's child tasks and the tasks it starts count while the call runs); waiting would wait for
/// itself. "Abandoned": a replaced delegate's call, cancelled and no longer counted.
///
/// The target-height question (one per release):
///
/// | event | idle | asking | finished |
/// |---|---|---|---|
/// | release | ask | the newest release waits for the call in flight, which is overtaken; a call to a replaced delegate is abandoned and the new one asked | give the proposed height |
/// | answer arrives | dropped | for the latest release: give it, waiters return; overtaken: ask for the newest release | dropped |
/// | delegate set or removed | nothing | a release waiting: abandon the call, then ask the new delegate, or give the proposed height without one; else the call still answers the latest release | nothing |
/// | wait for the answer (`waitUntilDelivered()`) | return | wait | return |
/// | finish | finished | cancel the call, give the latest release its proposed height, waiters return | nothing |
struct PullUpQuestions {
  private var state: State = .active(.idle, .idle)
  private var lastCall: UInt64 = 0

  fileprivate enum State {
    /// Questions are asked; each delegate's question is idle or asking.
    case active(Sizing, Target)
    /// ``finish()`` ran: nothing is asked any more, changes apply at once with the cached answers.
    case finished
  }

  fileprivate enum Sizing {
    case idle
    case asking(SizingAsking)
  }

  /// A sizing call in flight, and what waits for its answers.
  fileprivate struct SizingAsking {
    var call: PullUpDelegateCall
    /// Whether a newer request came after the call was asked: its answers are dropped, and the delegate is
    /// asked again when it returns.
    var isOvertaken = false
    var pending: PendingChange?
    var waiters: [PullUpWaiter]
  }

  /// The newest container and configuration that wait for the answers, each with the caller it belongs to.
  fileprivate struct PendingChange {
    var container: Waiting<PullUpContainer>?
    var configuration: Waiting<PullUpConfiguration>?
    var animated = false

    var isEmpty: Bool { container == nil && configuration == nil }
  }

  /// A value that waits for the answers, and its caller: `nil` for a container given to `applyNow`, which
  /// applies at once unless answered on the spot.
  fileprivate struct Waiting<Value: Sendable>: Sendable {
    var value: Value
    var caller: PullUpWaiter?
  }

  fileprivate enum Target {
    case idle
    case asking(TargetAsking)
  }

  /// A target-height call in flight.
  fileprivate struct TargetAsking {
    var call: PullUpDelegateCall
    /// The height proposed for the release the call asks about: where that release settles if ``finish()``
    /// ends the question before the answer comes.
    var proposed: Double
    /// The newest release that waits for the call to return (which overtakes the call), if any.
    var queued: Double?
    /// Whether the delegate asked was replaced since: the next release abandons the call.
    var isToReplacedDelegate = false
    var waiters: [PullUpWaiter]
  }

  /// What the controller must do, in this order: cancel, commit, give the target height, resume, ask.
  struct Output {
    /// Indicates calls to cancel: overtaken, abandoned, or ended by ``finish()``.
    var cancel: [PullUpDelegateCall] = []
    /// Indicates a change to apply to the machine in one transition.
    var commit: Commit?
    /// Indicates a target height for the release waiting for it, if the sheet still waits.
    var targetHeight: Double?
    /// Indicates callers whose wait ends, with the result of `commit`.
    var resume: [PullUpWaiter] = []
    /// Indicates a question to start; the last step, since an answer on the spot acts again.
    var ask: Ask?
  }

  /// A change for `PullUpMachine.changeLayout(container:configuration:sizing:animated:at:)`.
  struct Commit: Equatable {
    var container: PullUpContainer? = nil
    var configuration: PullUpConfiguration? = nil
    /// The answers to apply with it; `nil` keeps the cached ones.
    var sizing: PullUpSizing?
    var animated = false
  }

  /// A question to start.
  enum Ask {
    /// Indicates that the sizing delegate is to be asked, for `container` and `configuration` (`nil`: the
    /// current ones).
    case sizing(PullUpDelegateCall, container: PullUpContainer?, configuration: PullUpConfiguration?)
    /// Indicates that the target-height delegate is to be asked for a release at `proposed`.
    case targetHeight(PullUpDelegateCall, proposed: Double)
  }

  /// How a container change reaches the controller.
  enum Entry {
    /// `send` and `setContainer`: ask first; `waiter` returns once the container applied with answers.
    case askFirst(PullUpWaiter)
    /// `applyNow`: apply at once, with answers given on the spot or else the cached ones, then ask.
    case now
  }

  // MARK: - Reading

  /// Whether a sizing call is in flight.
  var isAskingSizing: Bool {
    switch state {
    case .active(.asking, _): return true
    case .active(.idle, _), .finished: return false
    }
  }

  /// Whether a target-height call is in flight.
  var isAskingTargetHeight: Bool {
    switch state {
    case .active(_, .asking): return true
    case .active(_, .idle), .finished: return false
    }
  }

  /// Whether the machine holds nothing: no call, no change and no caller (after ``finish()``, always).
  var holdsNothing: Bool { !isAskingSizing && !isAskingTargetHeight }

  var isFinished: Bool {
    switch state {
    case .finished: return true
    case .active: return false
    }
  }

  // MARK: - Sizing events

  /// The container changed through `entry`; `answering` is the sizing call the caller runs in, if any.
  mutating func containerChanged(
    _ container: PullUpContainer, animated: Bool, entry: Entry, answering: UInt64?, hasDelegate: Bool
  ) -> Output {
    let change = Commit(container: container, sizing: nil, animated: animated)
    switch state {
    case .finished:
      return Output(commit: change, resume: entry.waiters)
    case .active(.idle, let target):
      guard hasDelegate else { return Output(commit: change.withoutAnswers, resume: entry.waiters) }
      let call = makeCall()
      let pending = PendingChange(container: Waiting(value: container, caller: entry.waiter), animated: animated)
      state = .active(.asking(SizingAsking(call: call, pending: pending, waiters: entry.waiters)), target)
      return Output(ask: .sizing(call, container: container, configuration: nil))
    case .active(.asking(var asking), let target):
      var output: Output
      if answering == asking.call.number {
        // From the answer of the call in flight, which cannot return before this does: apply now, and let
        // that call's answers follow. The pending container is older.
        asking.updatePending { $0.container = nil }
        output = Output(commit: change, resume: entry.waiters)
      } else {
        switch entry {
        case .askFirst(let waiter):
          asking.updatePending { pending in
            pending.container = Waiting(value: container, caller: waiter)
            pending.animated = animated
          }
          asking.waiters.append(waiter)
          output = asking.overtake()
        case .now:
          asking.updatePending { $0.container = nil }
          output = asking.overtake()
          output.commit = change
        }
      }
      state = .active(.asking(asking), target)
      return output
    }
  }

  /// The configuration changed (`setConfiguration`); `waiter` returns once it applied with answers.
  mutating func configurationChanged(
    _ configuration: PullUpConfiguration, animated: Bool, waiter: PullUpWaiter, answering: UInt64?, hasDelegate: Bool
  ) -> Output {
    let change = Commit(configuration: configuration, sizing: nil, animated: animated)
    switch state {
    case .finished:
      return Output(commit: change, resume: [waiter])
    case .active(.idle, let target):
      guard hasDelegate else { return Output(commit: change.withoutAnswers, resume: [waiter]) }
      let call = makeCall()
      let pending = PendingChange(configuration: Waiting(value: configuration, caller: waiter), animated: animated)
      state = .active(.asking(SizingAsking(call: call, pending: pending, waiters: [waiter])), target)
      return Output(ask: .sizing(call, container: nil, configuration: configuration))
    case .active(.asking(var asking), let target):
      var output: Output
      if answering == asking.call.number {
        asking.updatePending { $0.configuration = nil }
        output = Output(commit: change, resume: [waiter])
      } else {
        asking.updatePending { pending in
          pending.configuration = Waiting(value: configuration, caller: waiter)
          pending.animated = animated
        }
        asking.waiters.append(waiter)
        output = asking.overtake()
      }
      state = .active(.asking(asking), target)
      return output
    }
  }

  /// `invalidateLayout()`: the delegate's answers may have changed; `waiter` returns once new ones applied.
  mutating func invalidated(waiter: PullUpWaiter, answering: UInt64?, hasDelegate: Bool) -> Output {
    switch state {
    case .finished:
      return Output(resume: [waiter])
    case .active(.idle, let target):
      guard hasDelegate else { return Output(commit: Commit(sizing: PullUpSizing()), resume: [waiter]) }
      let call = makeCall()
      state = .active(.asking(SizingAsking(call: call, waiters: [waiter])), target)
      return Output(ask: .sizing(call, container: nil, configuration: nil))
    case .active(.asking(var asking), let target):
      // From the answer in flight, that answer is the refresh asked for.
      guard answering != asking.call.number else { return Output(resume: [waiter]) }
      asking.waiters.append(waiter)
      let output = asking.overtake()
      state = .active(.asking(asking), target)
      return output
    }
  }

  /// The sizing delegate was set (`hasDelegate`) or removed; `waiter` returns once its answers applied.
  mutating func sizingDelegateChanged(hasDelegate: Bool, waiter: PullUpWaiter) -> Output {
    switch state {
    case .finished:
      return Output(commit: hasDelegate ? nil : Commit(sizing: PullUpSizing()), resume: [waiter])
    case .active(.idle, let target):
      guard hasDelegate else { return Output(commit: Commit(sizing: PullUpSizing()), resume: [waiter]) }
      let call = makeCall()
      state = .active(.asking(SizingAsking(call: call, waiters: [waiter])), target)
      return Output(ask: .sizing(call, container: nil, configuration: nil))
    case .active(.asking(let asking), let target):
      // The old delegate's call is abandoned: its answers are not the new delegate's.
      let waiters = asking.waiters + [waiter]
      guard hasDelegate else {
        state = .active(.idle, target)
        let commit = asking.pending.map { Commit($0, sizing: PullUpSizing()) } ?? Commit(sizing: PullUpSizing())
        return Output(cancel: [asking.call], commit: commit, resume: waiters)
      }
      let call = makeCall()
      state = .active(.asking(SizingAsking(call: call, pending: asking.pending, waiters: waiters)), target)
      return Output(
        cancel: [asking.call],
        ask: .sizing(
          call, container: asking.pending?.container?.value, configuration: asking.pending?.configuration?.value))
    }
  }

  /// The controller started `call` and it returned control, answered on the spot or not.
  mutating func sizingCallStarted(_ call: PullUpDelegateCall) -> Output {
    switch state {
    case .finished, .active(.idle, _):
      return Output()
    case .active(.asking(var asking), let target):
      guard asking.call.number == call.number, let pending = asking.pending, let container = pending.container,
        container.caller == nil
      else { return Output() }
      // Not answered on the spot: `applyNow` applies now, and the answers follow.
      asking.updatePending { $0.container = nil }
      state = .active(.asking(asking), target)
      return Output(commit: Commit(container: container.value, sizing: nil, animated: pending.animated))
    }
  }

  /// The sizing delegate answered `call`; `answers` is `nil` when the call ended early, cancelled.
  mutating func sizingAnswered(_ call: PullUpDelegateCall, _ answers: PullUpSizing?) -> Output {
    switch state {
    case .finished, .active(.idle, _):
      return Output()
    case .active(.asking(var asking), let target):
      guard asking.call.number == call.number else { return Output() }
      if asking.isOvertaken {
        asking.call = makeCall()
        asking.isOvertaken = false
        state = .active(.asking(asking), target)
        return Output(
          ask: .sizing(
            asking.call, container: asking.pending?.container?.value,
            configuration: asking.pending?.configuration?.value))
      }
      state = .active(.idle, target)
      // A call that is neither overtaken nor abandoned is never cancelled; should one end without answers
      // all the same, the change applies with the cached ones rather than with none.
      let commit = asking.pending.map { Commit($0, sizing: answers) } ?? answers.map { Commit(sizing: $0) }
      return Output(commit: commit, resume: asking.waiters)
    }
  }

  // MARK: - Target-height events

  /// A release waits for its target height (`proposed`); `hasDelegate` says whether one is set now.
  mutating func released(proposed: Double, hasDelegate: Bool) -> Output {
    switch state {
    case .finished:
      return Output(targetHeight: proposed)
    case .active(let sizing, .idle):
      guard hasDelegate else { return Output(targetHeight: proposed) }
      let call = makeCall()
      state = .active(sizing, .asking(TargetAsking(call: call, proposed: proposed, waiters: [])))
      return Output(ask: .targetHeight(call, proposed: proposed))
    case .active(let sizing, .asking(var asking)):
      if asking.isToReplacedDelegate {
        // The replaced delegate's call is abandoned; the delegate now set is asked.
        guard hasDelegate else {
          state = .active(sizing, .idle)
          return Output(cancel: [asking.call], targetHeight: proposed, resume: asking.waiters)
        }
        let call = makeCall()
        state = .active(sizing, .asking(TargetAsking(call: call, proposed: proposed, waiters: asking.waiters)))
        return Output(cancel: [asking.call], ask: .targetHeight(call, proposed: proposed))
      }
      // One call per delegate: the newest release waits for the call in flight to return.
      let cancel = asking.queued == nil ? [asking.call] : []
      asking.queued = proposed
      state = .active(sizing, .asking(asking))
      return Output(cancel: cancel)
    }
  }

  /// The target-height delegate answered `call`.
  mutating func targetHeightAnswered(_ call: PullUpDelegateCall, _ answer: Double) -> Output {
    switch state {
    case .finished, .active(_, .idle):
      return Output()
    case .active(let sizing, .asking(var asking)):
      guard asking.call.number == call.number else { return Output() }
      guard let queued = asking.queued else {
        state = .active(sizing, .idle)
        return Output(targetHeight: answer, resume: asking.waiters)
      }
      asking.call = makeCall()
      asking.proposed = queued
      asking.queued = nil
      state = .active(sizing, .asking(asking))
      return Output(ask: .targetHeight(asking.call, proposed: queued))
    }
  }

  /// The target-height delegate was set (`hasDelegate`) or removed.
  mutating func targetHeightDelegateChanged(hasDelegate: Bool) -> Output {
    switch state {
    case .finished, .active(_, .idle):
      return Output()
    case .active(let sizing, .asking(var asking)):
      guard let queued = asking.queued else {
        // The call answers the latest release still; the release after it asks the delegate now set.
        asking.isToReplacedDelegate = true
        state = .active(sizing, .asking(asking))
        return Output()
      }
      guard hasDelegate else {
        state = .active(sizing, .idle)
        return Output(cancel: [asking.call], targetHeight: queued, resume: asking.waiters)
      }
      let call = makeCall()
      state = .active(sizing, .asking(TargetAsking(call: call, proposed: queued, waiters: asking.waiters)))
      return Output(cancel: [asking.call], ask: .targetHeight(call, proposed: queued))
    }
  }

  /// `waitUntilDelivered()`: `waiter` returns once the latest release has its target height.
  mutating func waitForTargetHeight(_ waiter: PullUpWaiter) -> Output {
    switch state {
    case .finished, .active(_, .idle):
      return Output(resume: [waiter])
    case .active(let sizing, .asking(var asking)):
      asking.waiters.append(waiter)
      state = .active(sizing, .asking(asking))
      return Output()
    }
  }

  // MARK: - Both

  /// The task of `waiter`'s caller was cancelled: its wait has ended already.
  mutating func callerCancelled(_ waiter: PullUpWaiter) -> Output {
    switch state {
    case .finished:
      return Output()
    case .active(var sizing, var target):
      var output = Output()
      switch sizing {
      case .idle:
        break
      case .asking(var asking):
        asking.waiters.removeAll { $0 === waiter }
        output.commit = asking.takeChanges(of: waiter)
        sizing = .asking(asking)
      }
      switch target {
      case .idle:
        break
      case .asking(var asking):
        asking.waiters.removeAll { $0 === waiter }
        target = .asking(asking)
      }
      state = .active(sizing, target)
      return output
    }
  }

  /// ``PullUpController/finish()``: every call is cancelled, what waits applies with the cached answers (a
  /// release waiting for its target height settles to its proposed height) and every caller returns; from now
  /// on nothing is asked.
  mutating func finish() -> Output {
    switch state {
    case .finished:
      return Output()
    case .active(let sizing, let target):
      var output = Output()
      switch sizing {
      case .idle:
        break
      case .asking(let asking):
        output.cancel.append(asking.call)
        output.commit = asking.pending.map { Commit($0, sizing: nil) }
        output.resume += asking.waiters
      }
      switch target {
      case .idle:
        break
      case .asking(let asking):
        // The latest release settles where it was proposed to, as it would with no delegate: no answer
        // comes any more, and a release left waiting would stay frozen until another input moved it.
        output.cancel.append(asking.call)
        output.targetHeight = asking.queued ?? asking.proposed
        output.resume += asking.waiters
      }
      state = .finished
      return output
    }
  }

  private mutating func makeCall() -> PullUpDelegateCall {
    lastCall += 1
    return PullUpDelegateCall(number: lastCall)
  }
}

extension PullUpQuestions.SizingAsking {
  /// Overtakes the call in flight: the first time, the output cancels it.
  fileprivate mutating func overtake() -> PullUpQuestions.Output {
    guard !isOvertaken else { return PullUpQuestions.Output() }
    isOvertaken = true
    return PullUpQuestions.Output(cancel: [call])
  }

  /// Changes the pending change; one left empty is none.
  fileprivate mutating func updatePending(_ update: (inout PullUpQuestions.PendingChange) -> Void) {
    var change = pending ?? PullUpQuestions.PendingChange()
    update(&change)
    pending = change.isEmpty ? nil : change
  }

  /// Takes what `waiter` is the caller of out of the pending change, to apply now with the cached answers.
  fileprivate mutating func takeChanges(of waiter: PullUpWaiter) -> PullUpQuestions.Commit? {
    guard let change = pending else { return nil }
    let container = change.container?.caller === waiter ? change.container?.value : nil
    let configuration = change.configuration?.caller === waiter ? change.configuration?.value : nil
    guard container != nil || configuration != nil else { return nil }
    updatePending { pending in
      if container != nil { pending.container = nil }
      if configuration != nil { pending.configuration = nil }
    }
    return PullUpQuestions.Commit(
      container: container, configuration: configuration, sizing: nil, animated: change.animated)
  }
}

extension PullUpQuestions.Commit {
  /// What is pending, with `sizing`.
  fileprivate init(_ pending: PullUpQuestions.PendingChange, sizing: PullUpSizing?) {
    self.init(
      container: pending.container?.value, configuration: pending.configuration?.value, sizing: sizing,
      animated: pending.animated)
  }

  /// This change without a delegate: the configuration's own bounds apply again.
  fileprivate var withoutAnswers: Self {
    var commit = self
    commit.sizing = PullUpSizing()
    return commit
  }
}

extension PullUpQuestions.Entry {
  fileprivate var waiter: PullUpWaiter? {
    switch self {
    case .askFirst(let waiter): return waiter
    case .now: return nil
    }
  }

  fileprivate var waiters: [PullUpWaiter] { waiter.map { [$0] } ?? [] }
}
