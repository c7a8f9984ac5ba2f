/// The pure state machine of a pull-up sheet: every input in, a decision out.
///
/// The machine is a value. Each input is a ``PullUpInput``, named for what happened, given to
/// ``apply(_:at:)``, the one entry point for inputs: it validates the input, performs one transition and
/// returns a ``PullUpOutput`` saying what changed and what the caller must do. The machine never reads a
/// clock (time comes in with every input, in seconds), never waits and never calls out, so the same inputs
/// always give the same outputs.
///
/// Inputs that cannot be used throw ``PullUpError`` and leave the machine exactly as it was. Time that
/// goes backwards is clamped to the machine's latest time.
public struct PullUpMachine: Sendable {
  /// The configuration.
  public var configuration: PullUpConfiguration {
    // Read in place: a getter would copy the configuration out of its box at every use.
    _read { yield settings.configuration }
  }
  /// The container.
  public internal(set) var container: PullUpContainer
  /// The content's height, for fit-to-content detents.
  package internal(set) var contentHeight: Double?
  /// The sizing delegate's latest answers.
  public internal(set) var sizing: PullUpSizing
  /// The resolved detents.
  public internal(set) var detents: PullUpResolvedDetents
  /// Whether the sheet is hidden.
  package internal(set) var isHidden: Bool
  /// Whether gestures are locked.
  package internal(set) var isLocked = false
  /// The latest time the machine has seen, in seconds: ``snapshot``'s `time`, read without building a snapshot.
  package internal(set) var latestTime: Double
  /// The state, as last reported: ``snapshot``'s `state`, read without building a snapshot.
  package internal(set) var currentState: PullUpState
  /// The scroll offset of the sheet's scrollable content, in points from its top: within
  /// `0...contentMaximumOffset`.
  package internal(set) var contentOffset = 0.0
  /// The content's largest scroll offset, or `nil` while unknown (no limit).
  package internal(set) var contentMaximumOffset: Double?
  /// The software keyboard's height above the container's bottom edge, zero when it is gone; never above
  /// the container's height.
  package internal(set) var keyboardHeight = 0.0
  /// Whether a release first asks for a target height (ISHPullUp's sizing-delegate hook) before the snap
  /// policy runs: ``PullUpInput/dragEnded(velocity:)`` then waits in ``PullUpPhase/awaitingTarget`` for
  /// ``targetHeightProvided(_:at:)``. Off by default; a front end with a delegate that decides target
  /// heights turns it on (the `PullUp` controller does, while it has a target-height delegate). A change
  /// applies from the next release.
  public var asksForTargetHeight = false

  /// When a settle stops: ``PullUpRestRule/visible`` (nothing visible left), or PullUp 0.1's
  /// ``PullUpRestRule/strict`` rule for a replay of a scenario file written by it. A change applies from the
  /// next frame.
  package var restRule = PullUpRestRule.visible

  /// The configuration, in one shared immutable box: it changes rarely, and a machine copied by value (a
  /// snapshot read on a stored machine, a controller's copy) then copies one reference instead of its
  /// 600 bytes and their references.
  var settings: Settings
  /// The configuration's dimming resolved for ``detents``, kept with them so that a layout per frame need
  /// not resolve its detents again; ``setDetents(_:)`` and ``setConfigurationValue(_:)`` keep it current.
  var resolvedDimming: PullUpLayout.ResolvedDimming
  /// What every snapshot shares until the detents or the configuration change: the detents' heights and
  /// what the accessibility description is derived from; ``setDetents(_:)`` and
  /// ``setConfigurationValue(_:)`` make a new one.
  var snapshotShared: PullUpSnapshot.Shared

  /// Replaces the detents, and what is kept with them.
  mutating func setDetents(_ new: PullUpResolvedDetents) {
    detents = new
    resolvedDimming = PullUpLayout.ResolvedDimming(configuration.appearance.dimming, in: new)
    snapshotShared = Self.snapshotShared(detents: new, labels: accessibilityLabels, movement: configuration.movement)
  }

  /// Replaces the configuration (already validated), and what is derived from it.
  mutating func setConfigurationValue(_ configuration: PullUpConfiguration) {
    settings = Settings(configuration)
    if configuration.accessibilityLabels != accessibilityLabels.labels {
      accessibilityLabels = PullUpAccessibilityLabelsBox(configuration.accessibilityLabels)
    }
    resolvedDimming = PullUpLayout.ResolvedDimming(configuration.appearance.dimming, in: detents)
    snapshotShared = Self.snapshotShared(
      detents: detents, labels: accessibilityLabels, movement: configuration.movement)
  }

  static func snapshotShared(
    detents: PullUpResolvedDetents, labels: PullUpAccessibilityLabelsBox, movement: PullUpConfiguration.Movement
  ) -> PullUpSnapshot.Shared {
    PullUpSnapshot.Shared(
      detents: detents.heights, accessibility: .derived(accessibilitySource(labels: labels, movement: movement)))
  }

  final class Settings: Sendable {
    let configuration: PullUpConfiguration

    init(_ configuration: PullUpConfiguration) {
      self.configuration = configuration
    }
  }

  var phase: Phase
  /// The height the sheet rests at, is heading to, or (hidden) shows at.
  var restingHeight: Double
  var estimator: PullUpVelocityEstimator
  /// The settle's motion at the latest frame, so that the snapshot of that frame need not evaluate it again;
  /// valid only at the same time, and cleared whenever a new settle starts.
  var frameMotion: FrameMotion?
  /// The configuration's accessibility labels in one shared box, so that snapshots need not copy them.
  var accessibilityLabels: PullUpAccessibilityLabelsBox

  struct FrameMotion: Sendable {
    var time: Double
    var height: Double
    var heightVelocity: Double
  }
  /// Where the sheet goes back to when the keyboard goes away, if the keyboard moved it.
  var keyboardReturn: KeyboardReturn?
  /// The place last announced to assistive technologies.
  var announced: AnnouncementKey

  enum Phase: Sendable {
    case resting
    case tracking(Drag)
    case awaitingTarget(Drag, heightVelocity: Double)
    case settling(SettleMotion, cause: PullUpCause)
  }

  struct Drag: Sendable {
    /// The finger position, before the rubber band, at which the drag began.
    var origin: Double
    /// The latest finger position before the rubber band. In a drag on scrollable content, the sheet's
    /// share of the finger's movement, accumulated from the origin.
    var raw: Double
    /// The latest height on screen.
    var height: Double
    /// The height on screen when the finger took the sheet (``PullUpRelease/startHeight``).
    var startHeight: Double
    var lower: Double
    var upper: Double
    /// Whether the finger drags the sheet's scrollable content, sharing its movement with the content.
    var inContent = false
    /// The latest translation, to measure the finger's movement between samples.
    var translation = 0.0
  }

  /// What the keyboard remembers of the sheet it moved.
  struct KeyboardReturn: Sendable, Hashable {
    /// Where the sheet rested among the detents before the keyboard appeared.
    var position: PullUpDetentPosition
    /// Where the keyboard put the sheet; the sheet returns only if it still rests there.
    var placedHeight: Double
  }

  /// A place as assistive technologies hear it: equal places are not announced twice.
  struct AnnouncementKey: Sendable, Hashable {
    var isHidden: Bool
    var state: PullUpState
    var detentIndex: Int?
    var detentCount: Int
  }

  /// Creates a machine resting at the configuration's initial height.
  ///
  /// - Parameters:
  ///   - configuration: How the sheet behaves.
  ///   - container: The container's size and safe area.
  ///   - contentHeight: The content's height, for fit-to-content detents.
  ///   - time: The starting time in seconds.
  /// - Throws: ``PullUpError`` for an invalid configuration, container, content height or time.
  public init(
    configuration: PullUpConfiguration = .default,
    container: PullUpContainer,
    contentHeight: Double? = nil,
    at time: Double = 0
  ) throws(PullUpError) {
    try configuration.validate()
    try container.validate()
    if let contentHeight { try PullUpError.requireNonNegative(contentHeight, .contentHeight) }
    try PullUpError.requireFinite(time, .time, limit: PullUpError.timeLimit)
    self.settings = Settings(configuration)
    self.accessibilityLabels = PullUpAccessibilityLabelsBox(configuration.accessibilityLabels)
    self.container = container
    self.contentHeight = contentHeight
    self.sizing = PullUpSizing()
    self.latestTime = time
    self.phase = .resting
    self.estimator = PullUpVelocityEstimator(window: configuration.movement.velocityWindow)
    let detents = Self.resolve(configuration, container, contentHeight, PullUpSizing(), keyboard: 0)
    self.detents = detents
    self.resolvedDimming = PullUpLayout.ResolvedDimming(configuration.appearance.dimming, in: detents)
    self.snapshotShared = Self.snapshotShared(
      detents: detents, labels: accessibilityLabels, movement: configuration.movement)
    // Without an initial height, at the lowest detent: never between two detents unless asked.
    let restingHeight = detents.snapped(
      configuration.shape.initialHeight?.height(in: detents.context) ?? detents.minimum)
    self.restingHeight = restingHeight
    self.isHidden = configuration.shape.startsHidden
    let state = PullUpState.derive(phase: .resting, height: restingHeight, detents: detents)
    self.currentState = state
    self.announced = AnnouncementKey(
      isHidden: configuration.shape.startsHidden, state: state, detentIndex: detents.index(at: restingHeight),
      detentCount: detents.count)
  }

  /// Resolves the detents, then applies the keyboard policy: ``PullUpKeyboardPolicy/liftAboveKeyboard``
  /// raises every detent by the keyboard's lift, ``PullUpKeyboardPolicy/temporaryDetent`` adds one at the
  /// lowest detent plus the lift.
  static func resolve(
    _ configuration: PullUpConfiguration, _ container: PullUpContainer, _ contentHeight: Double?,
    _ sizing: PullUpSizing, keyboard: Double
  ) -> PullUpResolvedDetents {
    let context = Self.context(configuration, container, contentHeight, keyboard: keyboard)
    let base = PullUpResolvedDetents(
      configuration.shape.detents,
      minimum: sizing.minimumHeight.map(PullUpDetent.heightAboveSafeArea) ?? configuration.shape.minimumHeight,
      maximum: configuration.shape.maximumHeight, cap: sizing.maximumHeight,
      in: context)
    guard keyboard > 0 else { return base }
    switch configuration.movement.keyboardPolicy {
    case .liftAboveKeyboard: return base.raised(by: context.keyboardLift)
    case .expandToLargest: return base
    case .temporaryDetent: return base.adding(base.minimum + context.keyboardLift)
    }
  }

  /// What detents are resolved against in a container.
  static func context(
    _ configuration: PullUpConfiguration, _ container: PullUpContainer, _ contentHeight: Double?, keyboard: Double
  ) -> PullUpDetentContext {
    PullUpDetentContext(
      containerSize: container.size,
      safeArea: configuration.shape.ignoresSafeArea ? .zero : container.safeArea,
      topMargin: configuration.shape.topMargin,
      contentHeight: contentHeight,
      keyboardHeight: keyboard,
      clampsToAvailableHeight: configuration.shape.clampsToAvailableHeight)
  }

  /// The detents for the machine's current configuration, container, content, sizing and keyboard.
  func resolveDetents() -> PullUpResolvedDetents {
    Self.resolve(configuration, container, contentHeight, sizing, keyboard: keyboardHeight)
  }

  // MARK: - Reading

  /// The phase: what moves the sheet. ``snapshot``'s `phase`, read without building a snapshot.
  package var phaseKind: PullUpPhase {
    switch phase {
    case .resting: return .resting
    case .tracking: return .tracking
    case .awaitingTarget: return .awaitingTarget
    case .settling: return .settling
    }
  }

  /// The height of the hidden position: minus the hidden margin.
  package var hiddenHeight: Double { -configuration.shape.hiddenMargin }

  /// The sheet's height on screen now: ``snapshot``'s `height`, read without building a snapshot.
  package var currentHeight: Double {
    switch phase {
    case .resting: return isHidden ? hiddenHeight : restingHeight
    case .tracking(let drag): return drag.height
    case .awaitingTarget(let drag, _): return drag.height
    case .settling(let settle, _): return motion(of: settle).height
    }
  }

  /// How fast the sheet's height changes now, in points per second: positive while it grows (the sheet
  /// moves up). ``snapshot``'s `heightVelocity`, read without building a snapshot.
  package var currentHeightVelocity: Double {
    switch phase {
    case .resting, .awaitingTarget: return 0
    case .tracking: return trackingVelocity
    case .settling(let settle, _): return motion(of: settle).heightVelocity
    }
  }

  /// ``currentHeight`` and ``currentHeightVelocity`` together, evaluating a settle's spring at most once.
  var motion: (height: Double, heightVelocity: Double) {
    @inline(__always) get {
      switch phase {
      case .resting: return (isHidden ? hiddenHeight : restingHeight, 0)
      case .tracking(let drag): return (drag.height, trackingVelocity)
      case .awaitingTarget(let drag, _): return (drag.height, 0)
      case .settling:
        // A frame's snapshot reads what the frame computed, without taking the settle out of the phase.
        if let frame = frameMotion, frame.time == latestTime { return (frame.height, frame.heightVelocity) }
        guard case .settling(let settle, _) = phase else { return (restingHeight, 0) }
        return motion(of: settle, at: latestTime)
      }
    }
  }

  /// The finger's height velocity now, by the estimator: its current estimate, which ``accept(time:sampling:)``
  /// and every drag sample keep at the machine's time while a finger drags. It is read as stored: a call
  /// into the estimator from here made every snapshot copy the estimator, or the whole machine.
  private var trackingVelocity: Double {
    guard let current = estimator.current, current.time == latestTime else { return 0 }
    return current.velocity
  }

  /// A settle's height and height velocity now: from the latest frame when it was computed there.
  @inline(__always)
  func motion(of settle: SettleMotion) -> (height: Double, heightVelocity: Double) {
    if let frame = frameMotion, frame.time == latestTime { return (frame.height, frame.heightVelocity) }
    return motion(of: settle, at: latestTime)
  }

  // MARK: - Shared steps

  /// Accepts a time, clamping one that goes backwards to the latest time seen. While a finger drags, the
  /// estimator's current estimate moves to the new time, unless a drag sample (`sampling`) follows, which
  /// makes its own.
  mutating func accept(time newTime: Double, sampling: Bool = false) throws(PullUpError) {
    try PullUpError.requireFinite(newTime, .time, limit: PullUpError.timeLimit)
    latestTime = Swift.max(latestTime, newTime)
    if !sampling, case .tracking = phase { estimator.estimate(at: latestTime) }
  }

  /// Derives the state and reports the transition, if any, exactly once.
  mutating func commitState() -> PullUpTransition? {
    let derived = PullUpState.derive(phase: phaseKind, height: restingHeight, detents: detents)
    guard derived != currentState else { return nil }
    defer { currentState = derived }
    return PullUpTransition(from: currentState, to: derived)
  }

  /// Finishes an input: derives the state, adds the announcement of a settle, and packs the output.
  mutating func finish(_ events: [PullUpEvent], _ action: PullUpAction) -> PullUpOutput {
    let transition = commitState()
    let action = action == .none && transition != nil ? .publish : action
    var events = events
    announceSettle(&events)
    return PullUpOutput(transition: transition, events: events, action: action)
  }

  /// Moves the sheet towards `target`: a new settle, a redirected one, or a jump.
  ///
  /// Called with the phase still describing the motion before. `position` and `heightVelocity` are where the
  /// sheet is and how fast it moves; callers read them before they end a gesture. `decision` is consumed:
  /// whichever branch runs moves it into its settle event, where a borrowed one was copied (its candidates
  /// and reason retained and released) on every release, 168 instructions (BENCHMARKS.md).
  mutating func move(
    from position: Double, heightVelocity currentVelocity: Double, to target: Double, animated: Bool,
    cause: PullUpCause, decision: consuming PullUpSnapDecision?, events: inout [PullUpEvent]
  ) -> PullUpAction {
    let hides = isHidden && target == hiddenHeight
    let wasSettling: Bool
    if case .settling = phase { wasSettling = true } else { wasSettling = false }
    let settle = settleMotion(from: position, heightVelocity: currentVelocity, to: target)
    let atTarget = restRule.isAtRest(
      displacement: position - target, heightVelocity: currentVelocity, horizon: settle.restHorizon)
    if !animated || atTarget {
      if wasSettling, !atTarget { events.append(.interrupted(height: position)) }
      // A release already at its target still reports the policy's decision, as a settle that ends at once.
      if let decision {
        events.append(.settleStarted(PullUpSettle(target: target, hides: hides, cause: cause, decision: decision)))
      }
      phase = .resting
      events.append(.settled(height: target))
      return wasSettling ? .stopFrames : .publish
    }
    phase = .settling(settle, cause: cause)
    frameMotion = nil
    events.append(.settleStarted(PullUpSettle(target: target, hides: hides, cause: cause, decision: decision)))
    return wasSettling ? .publish : .startFrames
  }

  /// Ends a finger's drag (or a pending release) that code overrides. The sheet stays where it is until
  /// the caller moves it; the height it rests at afterwards is the snap policy's choice for a release
  /// without velocity, so that hiding a sheet mid-drag and showing it again lands on a detent.
  mutating func abandonGesture(events: inout [PullUpEvent]) {
    switch phase {
    case .tracking, .awaitingTarget:
      let position = currentHeight
      events.append(.dragCancelled(height: position))
      phase = .resting
      let release = PullUpRelease(height: position, heightVelocity: 0, detents: detents)
      if case .height(let target) = configuration.movement.snapPolicy.decide(release).target {
        restingHeight = detents.clamp(target)
      } else {
        restingHeight = detents.minimum
      }
      if isHidden, position > hiddenHeight {
        isHidden = false
        events.append(.shown)
      }
    case .resting, .settling:
      break
    }
  }
}
