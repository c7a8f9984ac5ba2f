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

  /// The distance from the target, in points, below which the spring may come to rest.
  package static let restDistance = 0.01
  /// The speed, in points per second, below which the spring may come to rest.
  package static let restSpeed = 0.5

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
  }

  private var omega: Double { 2 * Double.pi / parameters.response }

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

  /// Whether the spring is close enough to its target and slow enough to stop at `time`.
  package func isSettled(at time: Double) -> Bool {
    let now = state(at: time)
    return Self.isAtRest(displacement: now.displacement, heightVelocity: now.velocity)
  }
  /// Whether a spring this far from its target (in points) and this fast (in points per second, either
  /// sign) may stop.
  package static func isAtRest(displacement: Double, heightVelocity: Double) -> Bool {
    abs(displacement) <= restDistance && abs(heightVelocity) <= restSpeed
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
    let v0 = initialHeightVelocity
    let w0 = omega
    let zeta = parameters.dampingRatio
    if abs(zeta - 1) < 1e-6 {
      let decay = PullUpMath.exp(-w0 * t)
      let c2 = v0 + w0 * x0
      return ((x0 + c2 * t) * decay, (c2 - w0 * (x0 + c2 * t)) * decay)
    }
    if zeta < 1 {
      let beta = zeta * w0
      let wd = w0 * (1 - zeta * zeta).squareRoot()
      let c2 = (v0 + beta * x0) / wd
      let decay = PullUpMath.exp(-beta * t)
      // Long after the end the envelope is zero; the phase of a huge angle is not worth computing.
      if decay == 0 { return (0, 0) }
      let (sine, cosine) = PullUpMath.sinCos(wd * t)
      let x = decay * (x0 * cosine + c2 * sine)
      let v = decay * ((wd * c2 - beta * x0) * cosine - (beta * c2 + wd * x0) * sine)
      return (x, v)
    }
    let root = (zeta * zeta - 1).squareRoot()
    let r1 = -w0 * (zeta - root)
    let r2 = -w0 * (zeta + root)
    let a = (v0 - r2 * x0) / (r1 - r2)
    let b = x0 - a
    let e1 = PullUpMath.exp(r1 * t)
    let e2 = PullUpMath.exp(r2 * t)
    return (a * e1 + b * e2, r1 * a * e1 + r2 * b * e2)
  }
}
