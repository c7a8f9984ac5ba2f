/// A damped spring in closed form: the sheet's height and height velocity at any instant, with no stepping.
///
/// Because the motion is a formula of time, not an integration of frames, the sheet is at the same place
/// at the same instant whatever the frame rate, and a missed frame costs nothing. Retargeting reads the
/// height and height velocity at the instant of the change and starts a new spring from them, so neither
/// jumps.
///
/// Velocities are height velocities: points per second, positive while the height grows (the sheet moves
/// up), the opposite sign of a pan recognizer's.
package struct PullUpSpring: Sendable, Hashable {
  /// The height the spring comes to rest at.
  package let target: Double
  /// When the spring started, in seconds.
  package let startTime: Double
  /// The start height less the target.
  package let initialDisplacement: Double
  /// The height velocity at the start, in points per second, positive while the height grows.
  package let initialHeightVelocity: Double
  /// The parameters.
  package let parameters: PullUpSpringParameters
  /// The closed form's constants, worked out once when the spring starts rather than at every frame.
  private let form: Form

  /// The constants of the closed form for one damping regime: `x` is the start's displacement, `v` its
  /// height velocity, `ω` the natural frequency and `ζ` the damping ratio.
  private enum Form: Sendable, Hashable {
    /// `ζ = 1`: `x(t) = (x + c·t)·e^(−ωt)` with `c = v + ωx`.
    case critical(omega: Double, c: Double)
    /// `ζ < 1`: `x(t) = e^(−βt)·(x·cos ω_d t + c·sin ω_d t)` with `β = ζω`, `ω_d = ω√(1 − ζ²)`,
    /// `c = (v + βx) / ω_d`; the velocity's cosine and sine factors are `ω_d·c − βx` and `β·c + ω_d·x`.
    case under(beta: Double, dampedOmega: Double, c: Double, cosineVelocity: Double, sineVelocity: Double)
    /// `ζ > 1`: `x(t) = a·e^(r₁t) + b·e^(r₂t)` with `r₁,₂ = −ω(ζ ∓ √(ζ² − 1))`.
    case over(r1: Double, r2: Double, a: Double, b: Double)

    init(displacement x0: Double, heightVelocity v0: Double, parameters: PullUpSpringParameters) {
      let w0 = 2 * Double.pi / parameters.response
      let zeta = parameters.dampingRatio
      if abs(zeta - 1) < 1e-6 {
        self = .critical(omega: w0, c: v0 + w0 * x0)
      } else if zeta < 1 {
        let beta = zeta * w0
        let wd = w0 * (1 - zeta * zeta).squareRoot()
        let c2 = (v0 + beta * x0) / wd
        self = .under(
          beta: beta, dampedOmega: wd, c: c2, cosineVelocity: wd * c2 - beta * x0, sineVelocity: beta * c2 + wd * x0)
      } else {
        let root = (zeta * zeta - 1).squareRoot()
        let r1 = -w0 * (zeta - root)
        let r2 = -w0 * (zeta + root)
        let a = (v0 - r2 * x0) / (r1 - r2)
        self = .over(r1: r1, r2: r2, a: a, b: x0 - a)
      }
    }
  }

  /// How long, in seconds, the spring's velocity may still carry the sheet: `1 / ω = response / 2π`, the
  /// horizon of its rest (``PullUpRestRule/isAtRest(displacement:heightVelocity:horizon:)``).
  package var restHorizon: Double { parameters.response / (2 * Double.pi) }

  /// Starts a spring for a move at `time`.
  ///
  /// A continuing move keeps its velocity whatever the parameters say. A new one takes the velocity the
  /// parameters ask for; the sheet's own (``PullUpSpringParameters/InitialVelocity/current``) is limited to
  /// `ω · max(distance, flickAllowance)` where `ω = 2π / response`: enough to carry a flick into the settle,
  /// not enough for a hard flick that the policy limited to the next detent to sail far past it (or for a
  /// flick away from the target to dive off screen) before the spring pulls it back.
  @inline(__always)
  package init(_ move: PullUpMove, at time: Double, parameters: PullUpSpringParameters) {
    var parameters = parameters
    var velocity = move.heightVelocity
    if move.continues {
      parameters.initialVelocity = .current
    } else {
      let limit = 2 * Double.pi / parameters.response * Swift.max(abs(move.target - move.start), Self.flickAllowance)
      velocity = Swift.min(Swift.max(velocity, -limit), limit)
    }
    self.init(from: move.start, heightVelocity: velocity, to: move.target, at: time, parameters: parameters)
  }

  /// The distance, in points, a new spring's starting velocity may always carry the sheet.
  package static let flickAllowance = 20.0

  /// Starts a spring at `height` moving at `heightVelocity` (positive up), towards `target`, at `time`.
  package init(
    from height: Double, heightVelocity: Double, to target: Double, at time: Double,
    parameters: PullUpSpringParameters
  ) {
    self.target = target
    self.startTime = time
    self.initialDisplacement = height - target
    self.parameters = parameters
    switch parameters.initialVelocity {
    case .current: self.initialHeightVelocity = heightVelocity
    case .relative(let fraction): self.initialHeightVelocity = fraction * (target - height)
    }
    self.form = Form(displacement: initialDisplacement, heightVelocity: initialHeightVelocity, parameters: parameters)
  }

  /// The height at `time`; before the start, the start height.
  package func height(at time: Double) -> Double {
    target + state(at: time).displacement
  }

  /// The height velocity at `time` in points per second, positive while the height grows.
  package func heightVelocity(at time: Double) -> Double {
    state(at: time).velocity
  }

  /// The height and the height velocity at `time`, from one evaluation.
  package func motion(at time: Double) -> (height: Double, heightVelocity: Double) {
    let now = state(at: time)
    return (target + now.displacement, now.velocity)
  }

  /// Whether the spring stops at `time` by `rule`: by the visible rule, once it is within half a point of its
  /// target and its energy can never carry it half a point away again.
  package func isSettled(at time: Double, rule: PullUpRestRule = .visible) -> Bool {
    let now = state(at: time)
    return rule.isAtRest(displacement: now.displacement, heightVelocity: now.velocity, horizon: restHorizon)
  }

  /// A spring that continues from this one's height and height velocity at `time` towards a new target.
  package func retargeted(to newTarget: Double, at time: Double) -> PullUpSpring {
    let now = state(at: time)
    var continued = parameters
    continued.initialVelocity = .current
    return PullUpSpring(
      from: target + now.displacement, heightVelocity: now.velocity, to: newTarget, at: time, parameters: continued)
  }

  private func state(at time: Double) -> (displacement: Double, velocity: Double) {
    let t = Swift.max(0, time - startTime)
    let x0 = initialDisplacement
    switch form {
    case .critical(let w0, let c2):
      let decay = PullUpMath.exp(-w0 * t)
      return ((x0 + c2 * t) * decay, (c2 - w0 * (x0 + c2 * t)) * decay)
    case .under(let beta, let wd, let c2, let cosineVelocity, let sineVelocity):
      let decay = PullUpMath.exp(-beta * t)
      // Long after the end the envelope is zero; the phase of a huge angle is not worth computing.
      if decay == 0 { return (0, 0) }
      let (sine, cosine) = PullUpMath.sinCos(wd * t)
      return (decay * (x0 * cosine + c2 * sine), decay * (cosineVelocity * cosine - sineVelocity * sine))
    case .over(let r1, let r2, let a, let b):
      let e1 = PullUpMath.exp(r1 * t)
      let e2 = PullUpMath.exp(r2 * t)
      return (a * e1 + b * e2, r1 * a * e1 + r2 * b * e2)
    }
  }
}
