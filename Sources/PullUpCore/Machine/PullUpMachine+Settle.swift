extension PullUpMachine {
  /// What moves a settling sheet: the built-in spring, solved once, or a move of the configuration's custom
  /// motion. Both are plain values, so that the phase copies without reference counting.
  enum SettleMotion: Sendable {
    case spring(PullUpSpring)
    case custom(CustomSettle)

    /// The height the settle ends at.
    var target: Double {
      switch self {
      case .spring(let spring): return spring.target
      case .custom(let custom): return custom.move.target
      }
    }

    /// How long, in seconds, the settle's velocity may still carry the sheet, for its rest
    /// (``PullUpRestRule/isAtRest(displacement:heightVelocity:horizon:)``): the spring's own, or
    /// ``PullUpRestRule/customHorizon`` for a custom motion.
    var restHorizon: Double {
      switch self {
      case .spring(let spring): return spring.restHorizon
      case .custom: return PullUpRestRule.customHorizon
      }
    }
  }

  /// A move of the configuration's custom motion (``PullUpMotionPolicy/custom(_:)``), and the guards against
  /// a motion that breaks its guarantees (``PullUpMotion``).
  struct CustomSettle: Sendable {
    var move: PullUpMove
    var startTime: Double
    /// How far past the move's start and target the height may go: the container's height.
    var overshoot: Double

    func motion(of motion: any PullUpMotion, at time: Double) -> (height: Double, heightVelocity: Double) {
      let elapsed = Swift.max(0, time - startTime)
      guard elapsed < PullUpMotionPolicy.maximumDuration else { return (move.target, 0) }
      let state = motion.state(of: move, after: elapsed)
      guard state.height.isFinite, state.heightVelocity.isFinite else { return (move.target, 0) }
      let lowest = Swift.min(move.start, move.target) - overshoot
      let highest = Swift.max(move.start, move.target) + overshoot
      return (Swift.min(Swift.max(state.height, lowest), highest), state.heightVelocity)
    }
  }

  /// A settle's height and height velocity at `time`. A custom settle moves by the configuration's motion, which
  /// ``setConfiguration(_:sizing:animated:at:)`` keeps the one that started it.
  @inline(__always)
  func motion(of settle: SettleMotion, at time: Double) -> (height: Double, heightVelocity: Double) {
    switch settle {
    case .spring(let spring):
      return spring.motion(at: time)
    case .custom(let custom):
      return Self.customMotion(of: custom, at: time, settings: settings)
    }
  }

  /// Out of line, so that the spring's path, inlined where the height is read, stays small; static, with the
  /// configuration's box, so that a caller in a `mutating` method (a frame) need not copy the machine for it.
  @inline(never)
  static func customMotion(of custom: CustomSettle, at time: Double, settings: Settings)
    -> (height: Double, heightVelocity: Double)
  {
    guard let motion = settings.configuration.movement.motion.custom else { return (custom.move.target, 0) }
    return custom.motion(of: motion, at: time)
  }

  /// The settle for a move from `position` at `heightVelocity` to `target`, starting now: reduced motion's glide,
  /// the configuration's motion, or the running spring redirected.
  @inline(__always)
  func settleMotion(from position: Double, heightVelocity: Double, to target: Double) -> SettleMotion {
    let continues: Bool
    if case .settling = phase { continues = true } else { continues = false }
    if configuration.movement.reducesMotion {
      // Always a fresh, short glide from rest, never carrying a velocity into a bounce.
      let move = PullUpMove(start: position, heightVelocity: 0, target: target)
      return .spring(PullUpSpring(move, at: latestTime, parameters: .reducedMotion))
    }
    let move = PullUpMove(start: position, heightVelocity: heightVelocity, target: target, continues: continues)
    guard let parameters = configuration.movement.motion.spring else {
      return .custom(CustomSettle(move: move, startTime: latestTime, overshoot: detents.context.containerSize.height))
    }
    if case .settling(.spring(let current), _) = phase {
      return .spring(current.retargeted(to: target, at: latestTime))
    }
    return .spring(PullUpSpring(move, at: latestTime, parameters: parameters))
  }
}
