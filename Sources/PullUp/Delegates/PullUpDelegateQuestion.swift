/// One question to a delegate that the controller can stop waiting for.
///
/// The delegate's method runs in a task of its own; the asker waits for the first of its answer and
/// ``cancel()``. Cancelling resumes the asker at once with `nil` and cancels the delegate's task, so a
/// delegate that waits cooperatively (`Task.sleep`, a cancellable continuation) ends too. A delegate that
/// never returns keeps only its own call suspended: the controller no longer waits for it.
final class PullUpDelegateQuestion<Answer: Sendable>: Sendable {
  private struct State {
    var asker: CheckedContinuation<Answer?, Never>?
    var answer: Answer??
    var task: Task<Void, Never>?
  }

  private let state = PullUpLock(State())

  /// Asks: runs `question` in a task of its own and returns its answer, or `nil` once ``cancel()`` is
  /// called (before or during the wait).
  func ask(_ question: @escaping @Sendable () async -> Answer) async -> Answer? {
    let task = Task { [self] in
      let answer = await question()
      resume(with: answer)
    }
    let done = state.withLock { state in
      state.task = task
      return state.answer != nil
    }
    if done { task.cancel() }
    return await withCheckedContinuation { continuation in
      let answer = state.withLock { state -> Answer?? in
        guard let answer = state.answer else {
          state.asker = continuation
          return nil
        }
        return answer
      }
      if let answer { continuation.resume(returning: answer) }
    }
  }

  /// Stops the wait: the asker gets `nil`, the delegate's task is cancelled. Later answers are ignored.
  func cancel() {
    resume(with: nil)
  }

  /// Resumes the asker with the first result, `answer` or `nil` for a cancellation; later ones are ignored.
  private func resume(with answer: Answer?) {
    let (asker, task) = state.withLock { state -> (CheckedContinuation<Answer?, Never>?, Task<Void, Never>?) in
      guard state.answer == nil else { return (nil, nil) }
      state.answer = .some(answer)
      defer { state.asker = nil }
      return (state.asker, answer == nil ? state.task : nil)
    }
    task?.cancel()
    asker?.resume(returning: answer)
  }
}

/// The controller whose sizing delegate the current task is answering, so that a change the delegate makes
/// from inside its answer (`setContainer`, `invalidateLayout()`) is recognized and asks nothing again.
enum PullUpSizingQuestion {
  @TaskLocal static var controller: ObjectIdentifier?
}
