extension PullUpController {
  /// Does what the questions machine says, in its order: cancel, commit, give the target height, resume,
  /// ask. Nothing here suspends; an answer given on the spot acts again from inside the last step.
  ///
  /// - Returns: The error of committing the change, or of one that the question's start committed; the
  ///   callers resumed get the same.
  @discardableResult
  func act(on output: PullUpQuestions.Output) -> PullUpError? {
    for call in output.cancel { call.cancel() }
    var failure: PullUpError?
    if let commit = output.commit {
      do throws(PullUpError) {
        try perform { machine, now throws(PullUpError) in
          try machine.changeLayout(
            container: commit.container, configuration: commit.configuration, sizing: commit.sizing,
            animated: commit.animated, at: now)
        }
      } catch {
        failure = error
      }
    }
    if let targetHeight = output.targetHeight, machine.phaseKind == .awaitingTarget {
      try? perform { machine, now throws(PullUpError) in try machine.targetHeightProvided(targetHeight, at: now) }
    }
    for waiter in output.resume { waiter.resume(.resumed(failure)) }
    switch output.ask {
    case nil:
      break
    case .sizing(let call, let container, let configuration)?:
      if let error = ask(call, container: container, configuration: configuration) { failure = failure ?? error }
    case .targetHeight(let call, let proposed)?:
      ask(call, proposed: proposed)
    }
    return failure
  }

  /// Waits for `waiter`; when the caller is cancelled first, tells the machine, which applies the caller's
  /// change now with the cached answers.
  ///
  /// - Throws: The error of applying the change, if it failed.
  func wait(for waiter: PullUpWaiter) async throws(PullUpError) {
    switch await waiter.wait() {
    case .resumed(let failure?):
      throw failure
    case .resumed(nil):
      return
    case .cancelled:
      if let failure = act(on: questions.callerCancelled(waiter)) { throw failure }
    }
  }

  /// The number of the sizing call whose answer the current task runs in, for this controller.
  var answeringCall: UInt64? {
    guard let answering = PullUpAnswering.current, answering.controller == ObjectIdentifier(self) else { return nil }
    return answering.call
  }

  /// Asks the target-height delegate for a released sheet's target height (the machine's
  /// `requestTargetHeight` action).
  func requestTargetHeight(_ proposed: Double) {
    act(on: questions.released(proposed: proposed, hasDelegate: targetHeightDelegateStorage != nil))
  }

  /// Starts a sizing call: the minimum, then the maximum, for `container` and `configuration` (`nil`: the
  /// current ones), as one question.
  ///
  /// - Returns: The error of applying a container given to `applyNow` when it was not answered on the spot.
  private func ask(
    _ call: PullUpDelegateCall, container: PullUpContainer?, configuration: PullUpConfiguration?
  ) -> PullUpError? {
    guard let delegate = sizingDelegateStorage else {
      // Freed since it was set: no answers, so the configuration's own bounds apply again.
      return act(on: questions.sizingAnswered(call, PullUpSizing()))
    }
    let container = container ?? machine.container
    let available = machine.availableHeight(in: container, configuration: configuration ?? machine.configuration)
    let answering = PullUpAnswering(controller: ObjectIdentifier(self), call: call.number)
    call.attach(
      startCall { controller in
        let answers = await PullUpAnswering.$current.withValue(answering) { () async -> PullUpSizing? in
          let minimum = await delegate.pullUpController(controller, minimumHeightForSheetIn: container)
          // Cancelled meanwhile: the answers are dropped, so the maximum is not asked.
          guard !Task.isCancelled else { return nil }
          let maximum = await delegate.pullUpController(
            controller, maximumHeightForSheetWithAvailableHeight: available)
          return PullUpSizing(minimumHeight: minimum, maximumHeight: maximum)
        }
        controller.act(on: controller.questions.sizingAnswered(call, answers))
      })
    return act(on: questions.sizingCallStarted(call))
  }

  /// Starts a target-height call for a release at `proposed`.
  private func ask(_ call: PullUpDelegateCall, proposed: Double) {
    guard let delegate = targetHeightDelegateStorage else {
      act(on: questions.targetHeightAnswered(call, proposed))
      return
    }
    call.attach(
      startCall { controller in
        let answer = await delegate.pullUpController(controller, targetHeightForSheetFrom: proposed)
        controller.act(on: controller.questions.targetHeightAnswered(call, answer))
      })
  }

  /// Runs `body` in a task of its own on the controller's executor, started on the spot where the system
  /// has `Task.immediate` (Swift 6.2's runtime): until its first suspension the task runs inside this call,
  /// so a delegate isolated to the same executor (a main-actor delegate of a `.mainActor` controller)
  /// answers before this returns. Elsewhere the task starts as the executor's next job.
  private func startCall(_ body: @escaping @Sendable (isolated PullUpController) async -> Void) -> Task<Void, Never> {
    if #available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *) {
      return Task.immediate { await body(self) }
    }
    return Task { await body(self) }
  }
}
