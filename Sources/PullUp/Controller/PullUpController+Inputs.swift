extension PullUpController {
  /// Gives the sheet one input: the controller's one door, which the gestures go through too and every
  /// named input method below shares.
  ///
  /// ```swift
  /// try await controller.send(.dragBegan())
  /// try await controller.send(.dragChanged(translation: -120))
  /// try await controller.send(.dragEnded(velocity: -900))
  /// ```
  ///
  /// The input is one machine transition, committed before anything else happens; the streams publish it
  /// at once. `animated` defaults to `true` for what you ask of the sheet and to `false` for a change of the
  /// world it sits in (`PullUpInput.setContainer(_:animated:)`, `PullUpInput.setContentHeight(_:animated:)`,
  /// `PullUpInput.restore(_:animated:)`, and ``setConfiguration(_:animated:)``), which has already happened.
  /// ``applyNow(_:)`` is the synchronous entry point, which applies a container change at once.
  ///
  /// A container change (`PullUpInput.setContainer(_:animated:)`) asks first, which is why this method is
  /// `async`, and returns once the container applied, with the sizing delegate's answers for it. With a
  /// sizing delegate, the controller asks it for the new container and the height available in it, then
  /// applies the container and the answers in one transition: the sheet lays out once, never with the old
  /// container's answers. Until the answers arrive the sheet keeps its old container, and other inputs run
  /// meanwhile. A newer change (a container, a configuration, ``invalidateLayout()``) overtakes these
  /// answers: the delegate is asked again, for the newest container and configuration, once its call in
  /// flight returns, and this call returns when those answers apply. Without a delegate the container
  /// applies at once, with the configuration's own bounds. If the calling task is cancelled while it waits,
  /// this returns at once, and the container (unless a newer one overtook it) applies at once with the cached
  /// answers, as ``applyNow(_:)`` would apply it; the answers already asked for still apply when they arrive.
  /// Called from inside the sizing delegate's own answer, it applies at once with the cached answers too, and
  /// asks nothing more (see the Delegates article). After ``finish()`` it applies at once, with the cached
  /// answers. A container that is not finite and positive throws before the delegate is asked.
  ///
  /// - Parameter input: What happened; gesture values in screen coordinates (negative is up).
  /// - Throws: `PullUpError` when the sheet cannot take the input now or a value is bad; nothing changed
  ///   then (see the Bad input article).
  public func send(_ input: PullUpInput) async throws(PullUpError) {
    guard case .setContainer(let container, let animated) = input else { return try applyNow(input) }
    try container.validate()
    let waiter = PullUpWaiter()
    act(
      on: questions.containerChanged(
        container, animated: animated, entry: .askFirst(waiter), answering: answeringCall,
        hasDelegate: sizingDelegateStorage != nil))
    try await wait(for: waiter)
  }

  /// Gives the sheet one input now, without suspending: for synchronous code on the controller's executor,
  /// such as a toolkit's event callback that reaches a `.mainActor` controller through `assumeIsolated`.
  ///
  /// ```swift
  /// @MainActor func keyPressed(_ input: PullUpInput) {
  ///   controller.assumeIsolated { controller in try? controller.applyNow(input) }
  /// }
  /// ```
  ///
  /// Every input but one does exactly what ``send(_:)`` does. A container change
  /// (`PullUpInput.setContainer(_:animated:)`) applies before this returns, so that a front end lays the
  /// sheet out in its new size within the same frame. With a sizing delegate the controller asks it for the
  /// new container first, and if the delegate answers on the spot (it is isolated to the controller's
  /// executor, such as a main-actor delegate of a `.mainActor` controller, and its answer does not
  /// suspend), the container applies with those answers, in one transition. Otherwise the container applies
  /// with the answers cached for the old container, and the new answers apply when they arrive. A
  /// container change still waiting for answers (from ``send(_:)``) is older, so it is dropped, and its
  /// caller returns once the new container's answers apply; a configuration change still waiting is applied
  /// with those answers. Use ``send(_:)`` to wait for the answers.
  ///
  /// - Parameter input: What happened; gesture values in screen coordinates (negative is up).
  /// - Throws: `PullUpError` when the sheet cannot take the input now or a value is bad; nothing changed
  ///   then (see the Bad input article).
  public func applyNow(_ input: PullUpInput) throws(PullUpError) {
    switch input {
    case .setContainer(let container, let animated):
      try container.validate()
      let output = questions.containerChanged(
        container, animated: animated, entry: .now, answering: answeringCall,
        hasDelegate: sizingDelegateStorage != nil)
      if let failure = act(on: output) { throw failure }
    case .dragEnded:
      // A release waits for a target height only if a delegate is still there to answer it.
      machine.asksForTargetHeight = targetHeightDelegateStorage != nil && !questions.isFinished
      try perform { machine, now throws(PullUpError) in try machine.apply(input, at: now) }
    default:
      try perform { machine, now throws(PullUpError) in try machine.apply(input, at: now) }
    }
  }

  /// A finger took the sheet. A settling sheet is caught where it is on screen.
  ///
  /// - Parameter inScrollableContent: Whether the finger went down on the sheet's scrollable content: the
  ///   drag is then shared between the sheet and the content by the configuration's scroll policy, and
  ///   each snapshot's `contentOffset` says where to put the content.
  /// - Throws: `PullUpError` while locked, on a hidden sheet that cannot be dragged, or during a drag.
  @available(
    *, deprecated, message: "send(.dragBegan(inScrollableContent:)), or applyNow on the controller's executor"
  )
  public func dragBegan(inScrollableContent: Bool = false) throws(PullUpError) {
    try applyNow(.dragBegan(inScrollableContent: inScrollableContent))
  }

  /// The finger moved.
  ///
  /// - Parameter translation: The vertical translation since the drag began, in screen coordinates as a
  ///   pan recognizer reports it: negative is up.
  /// - Throws: `PullUpError` for a non-finite translation or without an active drag.
  @available(*, deprecated, message: "send(.dragChanged(translation:)), or applyNow on the controller's executor")
  public func dragChanged(translation: Double) throws(PullUpError) {
    try applyNow(.dragChanged(translation: translation))
  }

  /// The finger let go.
  ///
  /// The release event reports the velocity as the sheet's `heightVelocity`, positive up: `-1200` here is
  /// `.dragEnded(height: h, heightVelocity: 1200)` on ``events``.
  ///
  /// - Parameter velocity: The release velocity in screen coordinates (points per second, negative is up),
  ///   as a pan recognizer reports it; `nil` uses the estimator's velocity.
  /// - Throws: `PullUpError` for a non-finite velocity or without an active drag.
  @available(*, deprecated, message: "send(.dragEnded(velocity:)), or applyNow on the controller's executor")
  public func dragEnded(velocity: Double? = nil) throws(PullUpError) {
    try applyNow(.dragEnded(velocity: velocity))
  }

  /// The system cancelled the drag; the sheet settles as if released without velocity.
  ///
  /// - Throws: `PullUpError` without an active drag.
  @available(*, deprecated, message: "send(.dragCancelled), or applyNow on the controller's executor")
  public func dragCancelled() throws(PullUpError) {
    try applyNow(.dragCancelled)
  }

  /// Moves the sheet to the collapsed or the expanded state.
  ///
  /// - Parameters:
  ///   - state: `collapsed` or `expanded`.
  ///   - animated: Whether the sheet springs there (the default) or jumps.
  /// - Throws: `PullUpError.unreachableState(_:)` for `dragging` and `intermediate`.
  public func setState(_ state: PullUpState, animated: Bool = true) throws(PullUpError) {
    try applyNow(.setState(state, animated: animated))
  }

  /// Expands a collapsed sheet; collapses it from any other state.
  ///
  /// - Parameter animated: Whether the sheet springs there (the default) or jumps.
  /// - Throws: `PullUpError` for a bad time only; a toggle always has somewhere to go.
  public func toggleState(animated: Bool = true) throws(PullUpError) {
    try applyNow(.toggleState(animated: animated))
  }

  /// Moves the sheet to a height, clamped into its range, without snapping.
  ///
  /// - Throws: `PullUpError` for a non-finite height.
  public func setHeight(_ height: Double, animated: Bool = true) throws(PullUpError) {
    try applyNow(.setHeight(height, animated: animated))
  }

  /// Moves the sheet to the detent at an index of the resolved detents, ascending from 0.
  ///
  /// - Throws: `PullUpError` for an index out of range.
  @available(*, deprecated, message: "send(.moveToDetent(index, animated:)), or applyNow on the controller's executor")
  public func moveToDetent(_ index: Int, animated: Bool = true) throws(PullUpError) {
    try applyNow(.moveToDetent(index, animated: animated))
  }

  /// A tap on the dimmed background behind the sheet (ISHPullUp's dimming view): the sheet collapses,
  /// animated. Does nothing where the configuration dims nothing, where nothing is dimmed now, and while
  /// the sheet is locked or hidden; a front end may send every tap on the background.
  ///
  /// - Throws: `PullUpError` for a bad time only.
  @available(*, deprecated, message: "send(.dimmingTapped), or applyNow on the controller's executor")
  public func dimmingTapped() throws(PullUpError) {
    try applyNow(.dimmingTapped)
  }

  /// Hides or shows the sheet. Hiding a hidden sheet or showing a shown one changes nothing.
  ///
  /// - Throws: `PullUpError` for a bad time only.
  public func setHidden(_ hidden: Bool, animated: Bool = true) throws(PullUpError) {
    try applyNow(.setHidden(hidden, animated: animated))
  }

  /// Locks or unlocks gestures; code can still move the sheet while it is locked.
  ///
  /// - Throws: `PullUpError` for a bad time only.
  public func setLocked(_ locked: Bool) throws(PullUpError) {
    try applyNow(.setLocked(locked))
  }

  /// The container changed size or safe area: `send(.setContainer(container, animated: animated))`, which
  /// returns once the container applied, with the sizing delegate's answers for it (see ``send(_:)``).
  @available(
    *, deprecated, message: "send(.setContainer(container, animated:)), or applyNow on the controller's executor"
  )
  public func setContainer(_ container: PullUpContainer, animated: Bool = false) async throws(PullUpError) {
    try await send(.setContainer(container, animated: animated))
  }

  /// The content's height changed, for fit-to-content detents.
  ///
  /// - Throws: `PullUpError` for a negative or non-finite height.
  @available(
    *, deprecated, message: "send(.setContentHeight(height, animated:)), or applyNow on the controller's executor"
  )
  public func setContentHeight(_ contentHeight: Double?, animated: Bool = false) throws(PullUpError) {
    try applyNow(.setContentHeight(contentHeight, animated: animated))
  }

  /// Replaces the configuration; the sheet follows its detents as for a container change. Returns once the
  /// configuration applied, with the sizing delegate's answers for it.
  ///
  /// With a sizing delegate, the controller asks it again first, as for a container change: the height
  /// available to the sheet depends on the configuration (its top margin, whether it ignores the safe
  /// area), so the old answers may no longer hold. It then applies the configuration and the answers in one
  /// transition; a container change waiting at the same time applies in that transition too. Until the
  /// answers arrive the sheet keeps its old configuration, and other inputs run meanwhile. A newer change
  /// overtakes these answers, as for a container change (``send(_:)``), and this call returns once the newest
  /// answers applied; cancelling the calling task applies the configuration at once with the cached answers
  /// and returns. Without a delegate the configuration applies at once, with its own bounds.
  ///
  /// - Throws: `PullUpError` when the configuration does not validate, before the delegate is asked; the
  ///   old one stays and nothing changes.
  public func setConfiguration(_ configuration: PullUpConfiguration, animated: Bool = false) async throws(PullUpError) {
    try configuration.validate()
    let waiter = PullUpWaiter()
    act(
      on: questions.configurationChanged(
        configuration, animated: animated, waiter: waiter, answering: answeringCall,
        hasDelegate: sizingDelegateStorage != nil))
    try await wait(for: waiter)
  }

  /// Asks the sizing delegate for its minimum and maximum heights again (ISHPullUp's `invalidateLayout()`),
  /// then moves the sheet into the new range; returns once the answers applied. Call it whenever what the
  /// delegate answers has changed.
  ///
  /// The controller does not wait for the delegate inside a transition: other inputs run while the
  /// delegate answers. A call in flight is overtaken: its answers are dropped, and the delegate is asked
  /// again once that call returns. Called from inside the delegate's own answer, it returns at once, since
  /// that answer is the refresh it asks for. The wait ends early when the calling task is cancelled, and at
  /// ``finish()``. Without a sizing delegate (removed, or freed since it was set) the configuration's own
  /// minimum and maximum apply again.
  public func invalidateLayout() async {
    let waiter = PullUpWaiter()
    act(on: questions.invalidated(waiter: waiter, answering: answeringCall, hasDelegate: sizingDelegateStorage != nil))
    try? await wait(for: waiter)
  }
}
