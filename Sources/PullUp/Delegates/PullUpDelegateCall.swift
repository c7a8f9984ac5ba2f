/// One call to a delegate: its number, and the task that runs it, which ``cancel()`` cancels.
///
/// The controller starts the task once ``PullUpQuestions`` says to ask, and hands it over with
/// ``attach(_:)``; the machine may cancel the call before that (the task is then cancelled when attached).
/// Cancelling a call never waits for it: a delegate that waits cooperatively (`Task.sleep`, a cancellable
/// continuation) returns early, one that ignores cancellation keeps its call, and only its call, running.
/// Whatever it returns then is dropped by the machine, which no longer counts the call as current.
final class PullUpDelegateCall: Sendable {
  /// The call's number, unique per controller; the answer and the task-local ``PullUpAnswering`` name it.
  let number: UInt64
  private let state = PullUpLock<(task: Task<Void, Never>?, isCancelled: Bool)>((nil, false))

  init(number: UInt64) {
    self.number = number
  }

  /// Hands over the task that runs the call; cancels it at once if the call was cancelled already.
  func attach(_ task: Task<Void, Never>) {
    let cancelled = state.withLock { state in
      state.task = task
      return state.isCancelled
    }
    if cancelled { task.cancel() }
  }

  /// Cancels the call's task, now or when it is attached.
  func cancel() {
    let task = state.withLock { state in
      state.isCancelled = true
      return state.task
    }
    task?.cancel()
  }
}

/// A caller waiting for the sizing delegate's answers (`setContainer`, `setConfiguration`,
/// `setSizingDelegate`, `invalidateLayout()`), or for a target height (`waitUntilDelivered()`).
///
/// The first of ``resume(_:)`` and the caller's cancellation wins; a resume before ``wait()`` is kept, so
/// a caller whose change applied on the spot returns without suspending.
final class PullUpWaiter: Sendable {
  enum Outcome: Sendable {
    /// The answers applied (or were not needed); the error, if applying the change failed.
    case resumed(PullUpError?)
    /// The caller's task was cancelled first.
    case cancelled
  }

  private let state = PullUpLock<(continuation: CheckedContinuation<Outcome, Never>?, outcome: Outcome?)>((nil, nil))

  /// Waits for ``resume(_:)``, or returns `.cancelled` at once when the caller's task is cancelled.
  ///
  /// - Parameter isolation: Where the caller runs, and where the wait resumes: the controller's executor,
  ///   without a hop to another one.
  func wait(isolation: isolated (any Actor)? = #isolation) async -> Outcome {
    if let outcome = state.withLock({ $0.outcome }) { return outcome }
    return await withTaskCancellationHandler {
      await withCheckedContinuation(isolation: isolation) { continuation in
        let outcome = state.withLock { state -> Outcome? in
          if let outcome = state.outcome { return outcome }
          state.continuation = continuation
          return nil
        }
        if let outcome { continuation.resume(returning: outcome) }
      }
    } onCancel: {
      resume(.cancelled)
    }
  }

  /// Ends the wait with `outcome`, unless it ended already.
  func resume(_ outcome: Outcome) {
    let continuation = state.withLock { state -> CheckedContinuation<Outcome, Never>? in
      guard state.outcome == nil else { return nil }
      state.outcome = outcome
      defer { state.continuation = nil }
      return state.continuation
    }
    continuation?.resume(returning: outcome)
  }
}

/// The sizing call whose answer the current task runs in: set around the delegate's two methods, and
/// inherited by the child tasks and the tasks the answer starts. A change made under it while that call
/// is still running is re-entrant (see ``PullUpQuestions``); once the call has returned, it is not.
struct PullUpAnswering: Sendable {
  let controller: ObjectIdentifier
  let call: UInt64

  @TaskLocal static var current: PullUpAnswering?
}
