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

  /// Sets the sizing delegate (held weakly) and asks it for its minimum and maximum heights.
  ///
  /// Setting `nil` drops the old delegate's answers at once: the configuration's own minimum and maximum
  /// apply again. A delegate that is freed is noticed the next time the controller would ask it (a
  /// container change, ``invalidateLayout()``), with the same effect.
  public func setSizingDelegate(_ delegate: (any PullUpSizingDelegate)?) async {
    sizingDelegateStorage = delegate
    try? await refreshSizing()
  }

  /// Sets the target-height delegate (held weakly).
  ///
  /// With one, every release first asks it for a target height; the sheet waits in its `awaitingTarget`
  /// phase until the answer arrives. Without one (set to `nil`, or freed by the time of a release),
  /// releases settle at once. A release already waiting still takes its answer.
  public func setTargetHeightDelegate(_ delegate: (any PullUpTargetHeightDelegate)?) {
    targetHeightDelegateStorage = delegate
    machine.asksForTargetHeight = delegate != nil
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

  /// Asks the sizing delegate for its minimum and maximum heights and applies them, unless a newer request
  /// started meanwhile (the newer one then applies its answers, and any change still waiting).
  ///
  /// A container or configuration change (`change`) is validated first, then waits for the answers for the
  /// new container and configuration and is applied with them in one transition, so the sheet lays out
  /// once. Without a delegate (none was set, or it was freed) the configuration's own bounds apply again.
  ///
  /// A newer request cancels the older one's question, so the older call returns at once. A request made
  /// from inside the sizing delegate's own answer (it calls `setContainer`, `setConfiguration` or
  /// `invalidateLayout()` while it is asked) asks nothing again: its change becomes the pending one, which
  /// the question in flight applies with its answers. After ``finish()``, which cancels the question in
  /// flight, a change applies with the answers cached before, without asking.
  ///
  /// - Throws: `PullUpError` for a bad container or configuration, before the delegate is asked; nothing
  ///   changes then.
  func refreshSizing(applying change: PendingChange? = nil) async throws(PullUpError) {
    if let change {
      try change.container?.validate()
      try change.configuration?.validate()
      pendingChange = pendingChange?.merged(with: change) ?? change
    }
    if sizingQuestion != nil, PullUpSizingQuestion.controller == ObjectIdentifier(self) { return }
    sizingRequest += 1
    let request = sizingRequest
    sizingQuestion?.cancel()
    sizingQuestion = nil
    var sizing = PullUpSizing()
    if let delegate = sizingDelegateStorage {
      if let answers = await askSizing(delegate, request: request) {
        sizing = answers
      } else {
        // Cancelled: a newer request applies its own answers, or finish() ended the wait.
        guard isFinished, request == sizingRequest else { return }
        sizing = machine.sizing
      }
      guard request == sizingRequest else { return }
    } else if pendingChange == nil, machine.sizing == sizing {
      return
    }
    guard let pending = pendingChange else {
      try perform { machine, now throws(PullUpError) in try machine.sizingChanged(sizing, at: now) }
      return
    }
    pendingChange = nil
    switch (pending.container, pending.configuration) {
    case (let container?, let configuration?):
      // Both waited: two transitions, with nothing in between, each with the answers for both.
      try perform { machine, now throws(PullUpError) in
        try machine.setConfiguration(configuration, sizing: sizing, animated: pending.animated, at: now)
      }
      try perform { machine, now throws(PullUpError) in
        try machine.setContainer(container, sizing: sizing, animated: pending.animated, at: now)
      }
    case (let container?, nil):
      try perform { machine, now throws(PullUpError) in
        try machine.setContainer(container, sizing: sizing, animated: pending.animated, at: now)
      }
    case (nil, let configuration?):
      try perform { machine, now throws(PullUpError) in
        try machine.setConfiguration(configuration, sizing: sizing, animated: pending.animated, at: now)
      }
    case (nil, nil):
      try perform { machine, now throws(PullUpError) in try machine.sizingChanged(sizing, at: now) }
    }
  }

  /// Asks the sizing delegate for the minimum, then the maximum, for the pending container (or the current
  /// one), as one question that a newer request or ``finish()`` cancels; `nil` when cancelled.
  private func askSizing(_ delegate: any PullUpSizingDelegate, request: UInt64) async -> PullUpSizing? {
    guard !isFinished else { return nil }
    let container = pendingChange?.container ?? machine.container
    let available = machine.availableHeight(
      in: container, configuration: pendingChange?.configuration ?? machine.configuration)
    let question = PullUpDelegateQuestion<PullUpSizing>()
    sizingQuestion = question
    let identifier = ObjectIdentifier(self)
    let answers = await question.ask { [self] in
      await PullUpSizingQuestion.$controller.withValue(identifier) {
        let minimum = await delegate.pullUpController(self, minimumHeightForSheetIn: container)
        // Cancelled meanwhile: the answers are dropped, so the maximum is not asked.
        guard !Task.isCancelled else { return PullUpSizing() }
        let maximum = await delegate.pullUpController(self, maximumHeightForSheetWithAvailableHeight: available)
        return PullUpSizing(minimumHeight: minimum, maximumHeight: maximum)
      }
    }
    if sizingQuestion === question { sizingQuestion = nil }
    return answers
  }

  /// Asks the target-height delegate for a released sheet's target height and feeds the answer back,
  /// unless the sheet has moved on (another release, a drag, a request) by then. A new release supersedes
  /// an unanswered one: the older question is cancelled, and only the latest release's task is kept.
  func requestTargetHeight(_ proposed: Double) {
    targetRequest += 1
    let request = targetRequest
    targetQuestion?.cancel()
    targetRequestTask?.cancel()
    let delegate = targetHeightDelegateStorage
    let question = PullUpDelegateQuestion<Double>()
    targetQuestion = question
    targetRequestTask = Task { [weak self] in
      guard let self else { return }
      let answer = await question.ask { [self] in
        await delegate?.pullUpController(self, targetHeightForSheetFrom: proposed) ?? proposed
      }
      guard let answer else { return }
      await self.targetHeightAnswered(answer, request: request)
    }
  }

  func targetHeightAnswered(_ answer: Double, request: UInt64) {
    guard request == targetRequest else { return }
    targetRequestTask = nil
    targetQuestion = nil
    guard machine.currentPhase == .awaitingTarget else { return }
    try? perform { machine, now throws(PullUpError) in try machine.targetHeightProvided(answer, at: now) }
  }
}
