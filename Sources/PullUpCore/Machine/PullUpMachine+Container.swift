extension PullUpMachine {
  /// The container changed size or safe area, with the sizing delegate's answers for the new container, in
  /// one transition: the sheet moves once, straight to the detents of the new container (ISHPullUp asks its
  /// delegate before it lays out). Ask the delegate with ``availableHeight(in:configuration:)`` for the new
  /// container first. Otherwise it is ``PullUpInput/setContainer(_:animated:)``, which keeps the answers the
  /// machine has.
  ///
  /// The answers are sanitized as ``PullUpSizing`` describes; pass `PullUpSizing()` to drop earlier answers (no
  /// delegate any more), or `nil` to keep them.
  ///
  /// - Parameters:
  ///   - container: The new container.
  ///   - sizing: The sizing delegate's answers for `container`, or `nil` to keep the current ones.
  ///   - animated: Whether a resting sheet springs to its new height or jumps there.
  ///   - time: When, in seconds.
  /// - Throws: ``PullUpError/invalidInput(_:value:rule:)`` for a container that is not finite and
  ///   positive; the machine keeps the old container and the old answers.
  public mutating func setContainer(
    _ container: PullUpContainer, sizing: PullUpSizing?, animated: Bool = false, at time: Double
  ) throws(PullUpError) -> PullUpOutput {
    try changeContainer(container, sizing: sizing, animated: animated, at: time)
  }

  /// Applies ``PullUpInput/setContainer(_:animated:)``: the container, with the answers the machine has.
  mutating func applySetContainer(_ container: PullUpContainer, animated: Bool, at time: Double) throws(PullUpError)
    -> PullUpOutput
  {
    try changeContainer(container, sizing: nil, animated: animated, at: time)
  }

  /// The height a sheet may take in a container, by the rule its detents are resolved with: the container's
  /// height less the top safe area (unless the configuration ignores the safe area) and the top margin,
  /// never negative. It is what a sizing delegate's maximum is asked with, before a container change
  /// (``setContainer(_:sizing:animated:at:)``) or a configuration change
  /// (``setConfiguration(_:sizing:animated:at:)``).
  ///
  /// - Parameters:
  ///   - container: The container.
  ///   - configuration: The configuration, when it is another than the machine's (`nil`).
  public func availableHeight(in container: PullUpContainer, configuration: PullUpConfiguration? = nil) -> Double {
    Self.context(configuration ?? self.configuration, container, contentHeight, keyboard: 0).availableHeight
  }

  private mutating func changeContainer(
    _ container: PullUpContainer, sizing: PullUpSizing?, animated: Bool, at time: Double
  ) throws(PullUpError) -> PullUpOutput {
    try changeLayout(container: container, configuration: nil, sizing: sizing, animated: animated, at: time)
  }

  /// The container, the configuration and the sizing delegate's answers changed, any of them or all, in one
  /// transition: the sheet moves once, straight to the detents they resolve to together. The controller's
  /// sizing questions commit what waited for the answers this way, so that a container and a configuration
  /// that waited together publish one snapshot.
  ///
  /// Both values are validated before anything changes; the configuration is adopted first, then the
  /// container, then the answers (sanitized), as ``setConfiguration(_:sizing:animated:at:)`` and
  /// ``setContainer(_:sizing:animated:at:)`` would one after the other. The settle's cause is
  /// `containerChange` when the container changed, `sizingChange` otherwise.
  ///
  /// - Parameters:
  ///   - container: The new container, or `nil` to keep the current one.
  ///   - configuration: The new configuration, or `nil` to keep the current one.
  ///   - sizing: The sizing delegate's answers for both, or `nil` to keep the cached ones.
  ///   - animated: Whether a resting sheet springs to its new height or jumps there.
  ///   - time: When, in seconds.
  /// - Throws: `PullUpError` for a container or configuration that does not validate; nothing changes.
  package mutating func changeLayout(
    container: PullUpContainer?, configuration: PullUpConfiguration?, sizing: PullUpSizing?, animated: Bool,
    at time: Double
  ) throws(PullUpError) -> PullUpOutput {
    try container?.validate()
    try configuration?.validate()
    try accept(time: time)
    if let configuration { adoptConfiguration(configuration) }
    if let container {
      self.container = container
      keyboardHeight = Swift.min(keyboardHeight, container.size.height)
    }
    if let sizing { self.sizing = sizing.sanitized }
    return reresolve(animated: animated, cause: container == nil ? .sizingChange : .containerChange)
  }

  /// The sizing delegate's answers changed (ISHPullUp's `invalidateLayout()`).
  ///
  /// Answers are sanitized as ``PullUpSizing`` describes; then the sheet moves as for a container change.
  public mutating func sizingChanged(_ sizing: PullUpSizing, animated: Bool = false, at time: Double)
    throws(PullUpError) -> PullUpOutput
  {
    try accept(time: time)
    self.sizing = sizing.sanitized
    return reresolve(animated: animated, cause: .sizingChange)
  }

  /// Applies ``PullUpInput/setContentHeight(_:animated:)``.
  mutating func applySetContentHeight(_ contentHeight: Double?, animated: Bool, at time: Double) throws(PullUpError)
    -> PullUpOutput
  {
    if let contentHeight { try PullUpError.requireNonNegative(contentHeight, .contentHeight) }
    try accept(time: time)
    self.contentHeight = contentHeight
    return reresolve(animated: animated, cause: .sizingChange)
  }

  mutating func reresolve(animated: Bool, cause: PullUpCause) -> PullUpOutput {
    adopt(resolveDetents(), placing: nil, animated: animated, cause: cause)
  }

  /// Moves to new detents. A resting or settling sheet goes to `placed` when given, otherwise where
  /// ``PullUpConfiguration/Movement/resizeBehavior`` maps its resting height. A held sheet keeps following the
  /// finger within the new range; for a keyboard change it stays where it is on screen.
  mutating func adopt(_ new: PullUpResolvedDetents, placing placed: Double?, animated: Bool, cause: PullUpCause)
    -> PullUpOutput
  {
    let old = detents
    let position = currentHeight
    let currentVelocity = currentHeightVelocity
    setDetents(new)
    var events: [PullUpEvent] = []
    switch phase {
    case .tracking(var drag):
      restingHeight = new.clamp(restingHeight)
      if cause == .keyboard {
        // The keyboard does not pull a sheet from under the finger: the drag continues from where the sheet
        // is, as when a finger catches a moving sheet.
        (drag.lower, drag.upper) = dragBounds(around: drag.height)
        drag.raw = configuration.movement.rubberBand.unapply(
          drag.height, lower: drag.lower, upper: drag.upper, dimension: container.size.height)
        drag.origin = drag.raw + drag.translation
        estimator.reset()
        estimator.add(position: drag.raw, at: latestTime)
      } else {
        (drag.lower, drag.upper) = dragBounds(around: nil)
        drag.height = configuration.movement.rubberBand.apply(
          drag.raw, lower: drag.lower, upper: drag.upper, dimension: container.size.height)
      }
      phase = .tracking(drag)
      return finish(events, .publish)
    case .awaitingTarget(var drag, let releaseVelocity):
      // The released sheet waits where the finger left it, moved into the new range.
      restingHeight = new.clamp(restingHeight)
      (drag.lower, drag.upper) = dragBounds(around: nil)
      drag.height = Swift.min(Swift.max(drag.height, drag.lower), drag.upper)
      phase = .awaitingTarget(drag, heightVelocity: releaseVelocity)
      return finish(events, .publish)
    case .resting, .settling:
      let settlingToHidden = isHidden
      let wasPlacedByKeyboard = keyboardReturn.map {
        abs($0.placedHeight - restingHeight) <= PullUpState.heightTolerance
      }
      restingHeight =
        placed ?? Self.map(restingHeight, from: old, to: new, behavior: configuration.movement.resizeBehavior)
      // The keyboard's sheet moved with the detents: it still rests where the keyboard put it.
      if wasPlacedByKeyboard == true, placed == nil { keyboardReturn?.placedHeight = restingHeight }
      let target = settlingToHidden ? hiddenHeight : restingHeight
      if case .resting = phase, settlingToHidden || abs(target - position) <= PullUpState.heightTolerance {
        return finish(events, old == new ? .none : .publish)
      }
      let action = move(
        from: position, heightVelocity: currentVelocity, to: target, animated: animated || isSettling,
        cause: cause, decision: nil, events: &events)
      return finish(events, action)
    }
  }

  var isSettling: Bool {
    if case .settling = phase { return true }
    return false
  }

  /// Where a height in the old detents goes in the new ones.
  static func map(
    _ height: Double, from old: PullUpResolvedDetents, to new: PullUpResolvedDetents, behavior: PullUpResizeBehavior
  ) -> Double {
    if let index = old.index(at: height) { return new.heights[corresponding(index, old.count, new.count)] }
    guard behavior == .keepProportion else { return new.clamp(height) }
    guard let upperIndex = old.heights.firstIndex(where: { $0 > height }), upperIndex > 0 else {
      return new.clamp(height)
    }
    let lower = old.heights[upperIndex - 1]
    let upper = old.heights[upperIndex]
    let fraction = (height - lower) / (upper - lower)
    let newLower = new.heights[corresponding(upperIndex - 1, old.count, new.count)]
    let newUpper = new.heights[corresponding(upperIndex, old.count, new.count)]
    return new.clamp(newLower + fraction * (newUpper - newLower))
  }

  /// The index in a list of `newCount` detents that corresponds to `index` of `oldCount`: the same index
  /// when the counts agree, otherwise the ends map to the ends and the rest proportionally.
  static func corresponding(_ index: Int, _ oldCount: Int, _ newCount: Int) -> Int {
    if oldCount == newCount { return index }
    if index == 0 || newCount == 1 { return 0 }
    if index == oldCount - 1 { return newCount - 1 }
    let scaled = Double(index) * Double(newCount - 1) / Double(oldCount - 1)
    return Swift.min(Swift.max(Int(scaled.rounded()), 0), newCount - 1)
  }
}
