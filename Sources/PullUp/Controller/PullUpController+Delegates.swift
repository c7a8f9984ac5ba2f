extension PullUpController {
  /// The sizing delegate, held weakly.
  public var sizingDelegate: (any PullUpSizingDelegate)? { sizingDelegateStorage }
  /// The target-height delegate, held weakly.
  public var targetHeightDelegate: (any PullUpTargetHeightDelegate)? { targetHeightDelegateStorage }
  /// The sheet-insets delegate, held weakly.
  public var sheetInsetsDelegate: (any PullUpSheetInsetsDelegate)? { sheetInsetsDelegateStorage }
  /// The content delegate, held weakly.
  public var contentDelegate: (any PullUpContentDelegate)? { contentDelegateStorage }
  /// The state delegate, held weakly.
  public var stateDelegate: (any PullUpStateDelegate)? { stateDelegateStorage }

  /// Sets the sizing delegate (held weakly) and asks it for its minimum and maximum heights; returns once
  /// its answers applied.
  ///
  /// Setting `nil` drops the old delegate's answers at once: the configuration's own minimum and maximum
  /// apply again. A delegate that is freed is noticed the next time the controller would ask it (a
  /// container change, ``invalidateLayout()``), with the same effect. A call to the old delegate still in
  /// flight is cancelled and its answers dropped; a container or configuration change waiting for it waits
  /// for the new delegate's answers instead (or, with `nil`, applies at once). The wait ends early when the
  /// calling task is cancelled, and at ``finish()``.
  public func setSizingDelegate(_ delegate: (any PullUpSizingDelegate)?) async {
    sizingDelegateStorage = delegate
    let waiter = PullUpWaiter()
    act(on: questions.sizingDelegateChanged(hasDelegate: delegate != nil, waiter: waiter))
    try? await wait(for: waiter)
  }

  /// Sets the target-height delegate (held weakly).
  ///
  /// With one, every release first asks it for a target height; the sheet waits in its `awaitingTarget`
  /// phase until the answer arrives. Without one (set to `nil`, or freed by the time of a release),
  /// releases settle at once. A release already asked still takes its answer; a release still waiting for
  /// an earlier call to return is asked of the new delegate at once, or settles by the snap policy when
  /// the delegate is removed.
  public func setTargetHeightDelegate(_ delegate: (any PullUpTargetHeightDelegate)?) {
    targetHeightDelegateStorage = delegate
    machine.asksForTargetHeight = delegate != nil
    act(on: questions.targetHeightDelegateChanged(hasDelegate: delegate != nil))
  }

  /// Sets the sheet-insets delegate (held weakly); it first receives the current insets, then every change.
  public func setSheetInsetsDelegate(_ delegate: (any PullUpSheetInsetsDelegate)?) {
    sheetInsetsDelegateStorage = delegate
    startInsetsTask(.sheetInsets, enabled: delegate != nil, insets: \.sheetInsets) {
      [weak delegate] controller, insets in
      guard let delegate else { return false }
      await delegate.pullUpController(controller, updateSheetInsets: insets)
      return true
    }
  }

  /// Sets the content delegate (held weakly); it first receives the current insets.
  public func setContentDelegate(_ delegate: (any PullUpContentDelegate)?) {
    contentDelegateStorage = delegate
    startInsetsTask(.content, enabled: delegate != nil, insets: \.contentInsets) { [weak delegate] controller, insets in
      guard let delegate else { return false }
      await delegate.pullUpController(controller, updateContentInsets: insets)
      return true
    }
  }

  /// Sets the state delegate (held weakly); it first receives the current state, then every transition.
  public func setStateDelegate(_ delegate: (any PullUpStateDelegate)?) {
    stateDelegateStorage = delegate
    delegateTasks[.state]?.cancel()
    delegateTasks[.state] = nil
    guard let delegate, !isFinished else { return }
    // Subscribing here, not inside the task, so that no transition between now and the task's start is
    // missed.
    var iterator = states.delivering(to: "the state delegate").makeAsyncIterator()
    delegateTasks[.state] = Task { [weak self, weak delegate] in
      while let state = await iterator.next() {
        guard let self, let delegate else { return }
        await delegate.pullUpController(self, didChangeTo: state)
      }
    }
  }

  /// Runs a delegate over the snapshots, calling it each time the insets it cares about change. `deliver`
  /// returns `false` once the delegate is gone.
  private func startInsetsTask(
    _ role: DelegateRole, enabled: Bool, insets: @escaping @Sendable (PullUpLayout) -> PullUpInsets,
    deliver: @escaping @Sendable (PullUpController, PullUpInsets) async -> Bool
  ) {
    delegateTasks[role]?.cancel()
    delegateTasks[role] = nil
    guard enabled, !isFinished else { return }
    var iterator = snapshots.delivering(to: "the \(role) delegate's insets").makeAsyncIterator()
    delegateTasks[role] = Task { [weak self] in
      var last: PullUpInsets?
      while let snapshot = await iterator.next() {
        let current = insets(snapshot.layout)
        guard current != last else { continue }
        last = current
        guard let self, await deliver(self, current) else { return }
      }
    }
  }
}
