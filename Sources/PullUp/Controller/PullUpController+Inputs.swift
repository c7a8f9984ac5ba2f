extension PullUpController {
  /// Gives the sheet one input: the entry point that every named input method below shares.
  ///
  /// ```swift
  /// try await controller.send(.dragBegan())
  /// try await controller.send(.dragChanged(translation: -120))
  /// try await controller.send(.dragEnded(velocity: -900))
  /// ```
  ///
  /// The input is one machine transition, committed before anything else happens; the streams publish it
  /// at once. For `PullUpInput.setContainer(_:animated:)` with a sizing delegate, the controller first
  /// asks the delegate for the new container and then applies the container with its answers in one
  /// transition (see ``setContainer(_:animated:)``), which is why this method is `async`.
  ///
  /// - Parameter input: What happened; gesture values in screen coordinates (negative is up).
  /// - Throws: `PullUpError` when the sheet cannot take the input now or a value is bad; nothing changed
  ///   then (see the Bad input article).
  public func send(_ input: PullUpInput) async throws(PullUpError) {
    if case .setContainer(let container, let animated) = input {
      try await refreshSizing(applying: PendingChange(container: container, animated: animated))
    } else {
      try apply(input)
    }
  }

  /// Gives the sheet one input at once, without suspending: for synchronous code on the controller's
  /// executor, such as a toolkit's event callback that reaches a `.mainActor` controller through
  /// `assumeIsolated`.
  ///
  /// ```swift
  /// @MainActor func keyPressed(_ input: PullUpInput) {
  ///   controller.assumeIsolated { controller in try? controller.apply(input) }
  /// }
  /// ```
  ///
  /// Every input but one does exactly what ``send(_:)`` does. A container change
  /// (`PullUpInput.setContainer(_:animated:)`) applies at once, with the sizing delegate's answers for the
  /// old container, so that a front end can lay the sheet out in its new size within the same frame; with
  /// a sizing delegate the controller then asks it again, as ``invalidateLayout()`` does. A container change
  /// still waiting for answers (from ``send(_:)``) is dropped; a configuration change still waiting for them
  /// is applied with the new answers. Use ``send(_:)`` to ask first.
  ///
  /// - Parameter input: What happened; gesture values in screen coordinates (negative is up).
  /// - Throws: `PullUpError` when the sheet cannot take the input now or a value is bad; nothing changed
  ///   then (see the Bad input article).
  public func apply(_ input: PullUpInput) throws(PullUpError) {
    // A release waits for a target height only if a delegate is still there to answer it.
    if case .dragEnded = input { machine.asksForTargetHeight = targetHeightDelegateStorage != nil }
    try perform { machine, now throws(PullUpError) in try machine.apply(input, at: now) }
    guard case .setContainer = input else { return }
    // From inside the sizing delegate's own answer, asking again would loop: the question in flight
    // applies its answers when it returns.
    if sizingQuestion != nil, PullUpSizingQuestion.controller == ObjectIdentifier(self) { return }
    // Answers asked for an older container are overtaken, and so is a container waiting for them; a
    // configuration waiting for them is applied with the new answers.
    sizingRequest += 1
    sizingQuestion?.cancel()
    sizingQuestion = nil
    pendingChange?.container = nil
    if pendingChange?.configuration == nil { pendingChange = nil }
    if sizingDelegateStorage != nil || pendingChange != nil { Task { await self.invalidateLayout() } }
  }

  /// A finger took the sheet. A settling sheet is caught where it is on screen.
  ///
  /// - Parameter inScrollableContent: Whether the finger went down on the sheet's scrollable content: the
  ///   drag is then shared between the sheet and the content by the configuration's scroll policy, and
  ///   each snapshot's `contentOffset` says where to put the content.
  /// - Throws: `PullUpError` while locked, on a hidden sheet that cannot be dragged, or during a drag.
  public func dragBegan(inScrollableContent: Bool = false) throws(PullUpError) {
    try apply(.dragBegan(inScrollableContent: inScrollableContent))
  }

  /// The finger moved.
  ///
  /// - Parameter translation: The vertical translation since the drag began, in screen coordinates as a
  ///   pan recognizer reports it: negative is up.
  /// - Throws: `PullUpError` for a non-finite translation or without an active drag.
  public func dragChanged(translation: Double) throws(PullUpError) {
    try apply(.dragChanged(translation: translation))
  }

  /// The finger let go.
  ///
  /// The release event reports the velocity as the sheet's `heightVelocity`, positive up: `-1200` here is
  /// `.dragEnded(height: h, heightVelocity: 1200)` on ``events``.
  ///
  /// - Parameter velocity: The release velocity in screen coordinates (points per second, negative is up),
  ///   as a pan recognizer reports it; `nil` uses the estimator's velocity.
  /// - Throws: `PullUpError` for a non-finite velocity or without an active drag.
  public func dragEnded(velocity: Double? = nil) throws(PullUpError) {
    try apply(.dragEnded(velocity: velocity))
  }

  /// The system cancelled the drag; the sheet settles as if released without velocity.
  ///
  /// - Throws: `PullUpError` without an active drag.
  public func dragCancelled() throws(PullUpError) {
    try apply(.dragCancelled)
  }

  /// Moves the sheet to the collapsed or the expanded state.
  ///
  /// - Parameters:
  ///   - state: `collapsed` or `expanded`.
  ///   - animated: Whether the sheet springs there (the default) or jumps.
  /// - Throws: `PullUpError.unreachableState(_:)` for `dragging` and `intermediate`.
  public func setState(_ state: PullUpState, animated: Bool = true) throws(PullUpError) {
    try apply(.setState(state, animated: animated))
  }

  /// Expands a collapsed sheet; collapses it from any other state.
  ///
  /// - Parameter animated: Whether the sheet springs there (the default) or jumps.
  /// - Throws: `PullUpError` for a bad time only; a toggle always has somewhere to go.
  public func toggleState(animated: Bool = true) throws(PullUpError) {
    try apply(.toggleState(animated: animated))
  }

  /// Moves the sheet to a height, clamped into its range, without snapping.
  ///
  /// - Throws: `PullUpError` for a non-finite height.
  public func setHeight(_ height: Double, animated: Bool = true) throws(PullUpError) {
    try apply(.setHeight(height, animated: animated))
  }

  /// Moves the sheet to the detent at an index of the resolved detents, ascending from 0.
  ///
  /// - Throws: `PullUpError` for an index out of range.
  public func moveToDetent(_ index: Int, animated: Bool = true) throws(PullUpError) {
    try apply(.moveToDetent(index, animated: animated))
  }

  /// A tap on the dimmed background behind the sheet (ISHPullUp's dimming view): the sheet collapses,
  /// animated. Does nothing where the configuration dims nothing, where nothing is dimmed now, and while
  /// the sheet is locked or hidden; a front end may send every tap on the background.
  ///
  /// - Throws: `PullUpError` for a bad time only.
  public func dimmingTapped() throws(PullUpError) {
    try apply(.dimmingTapped)
  }

  /// Hides or shows the sheet. Hiding a hidden sheet or showing a shown one changes nothing.
  ///
  /// - Throws: `PullUpError` for a bad time only.
  public func setHidden(_ hidden: Bool, animated: Bool = true) throws(PullUpError) {
    try apply(.setHidden(hidden, animated: animated))
  }

  /// Locks or unlocks gestures; code can still move the sheet while it is locked.
  ///
  /// - Throws: `PullUpError` for a bad time only.
  public func setLocked(_ locked: Bool) throws(PullUpError) {
    try apply(.setLocked(locked))
  }

  /// The container changed size or safe area.
  ///
  /// With a sizing delegate, the controller asks it first, for the new container and the height available
  /// in it, then applies the container and the answers in one transition: the sheet lays out once, never
  /// with the old container's answers. Until the answers arrive the sheet keeps its old container, and
  /// other inputs run meanwhile. If another container change or ``invalidateLayout()`` starts before they
  /// arrive, these answers are dropped and the newer request applies the latest container. Without a
  /// delegate the container applies at once, with the configuration's own bounds.
  ///
  /// - Throws: `PullUpError` for a container that is not finite and positive, before the delegate is
  ///   asked; the old container stays and nothing changes.
  public func setContainer(_ container: PullUpContainer, animated: Bool = false) async throws(PullUpError) {
    try await send(.setContainer(container, animated: animated))
  }

  /// The content's height changed, for fit-to-content detents.
  ///
  /// - Throws: `PullUpError` for a negative or non-finite height.
  public func setContentHeight(_ contentHeight: Double?, animated: Bool = false) throws(PullUpError) {
    try apply(.setContentHeight(contentHeight, animated: animated))
  }

  /// Replaces the configuration; the sheet follows its detents as for a container change.
  ///
  /// With a sizing delegate, the controller asks it again first, as for a container change: the height
  /// available to the sheet depends on the configuration (its top margin, whether it ignores the safe
  /// area), so the old answers may no longer hold. It then applies the configuration and the answers in one
  /// transition. Until the answers arrive the sheet keeps its old configuration, and other inputs run
  /// meanwhile; a newer container change, configuration change or ``invalidateLayout()`` drops these
  /// answers and applies the latest container and configuration with its own. Without a delegate the
  /// configuration applies at once, with its own bounds.
  ///
  /// - Throws: `PullUpError` when the configuration does not validate, before the delegate is asked; the
  ///   old one stays and nothing changes.
  public func setConfiguration(_ configuration: PullUpConfiguration, animated: Bool = false) async throws(PullUpError) {
    try await refreshSizing(applying: PendingChange(configuration: configuration, animated: animated))
  }

  /// Asks the sizing delegate for its minimum and maximum heights again (ISHPullUp's `invalidateLayout()`),
  /// then moves the sheet into the new range. Call it whenever what the delegate answers has changed.
  ///
  /// The controller does not wait for the delegate inside a transition: other inputs may run while the
  /// delegate answers, and an answer overtaken by a newer request is dropped. Without a sizing delegate
  /// (removed, or freed since it was set) the configuration's own minimum and maximum apply again.
  public func invalidateLayout() async {
    try? await refreshSizing()
  }
}
