/// The motion a configuration holds: PullUp's spring or your own ``PullUpMotion``.
///
/// ```swift
/// configuration.movement.motion = .spring(PullUpSpringParameters(response: 0.35, dampingRatio: 1))
/// if let spring = configuration.movement.motion.motion as? PullUpSpringParameters {
///   print(spring.response)   // 0.35
/// }
/// configuration.movement.motion = .custom(EaseOut())
/// ```
///
/// Motions are values: two are equal when they are of the same type with the same parameters.
public struct PullUpMotionPolicy: Sendable, Hashable {
  /// The built-in spring's parameters, kept apart from other motions in a plain field, so that the machine
  /// reads them without going through an existential or counting references; `nil` for a custom motion.
  let spring: PullUpSpringParameters?
  /// A custom motion, boxed so that a configuration stays small and copies with one reference count; `nil`
  /// for the spring.
  private let box: CustomMotion?

  /// A custom motion; `nil` for the spring.
  var custom: (any PullUpMotion)? { box?.motion }

  private final class CustomMotion: Sendable {
    let motion: any PullUpMotion
    init(_ motion: any PullUpMotion) { self.motion = motion }
  }

  /// The motion itself.
  public var motion: any PullUpMotion {
    if let custom { return custom }
    return spring ?? PullUpPresetValues.defaultSpring
  }

  /// A spring (PullUp's built-in motion).
  public static func spring(_ parameters: PullUpSpringParameters) -> PullUpMotionPolicy {
    PullUpMotionPolicy(spring: parameters, box: nil)
  }

  /// Your own motion. A ``PullUpSpringParameters`` given here is the built-in spring.
  public static func custom(_ motion: some PullUpMotion) -> PullUpMotionPolicy {
    if let spring = motion as? PullUpSpringParameters { return .spring(spring) }
    return PullUpMotionPolicy(spring: nil, box: CustomMotion(motion))
  }

  /// PullUp's default spring (``PullUpConfiguration/default``'s).
  package static let `default` = PullUpMotionPolicy.spring(PullUpPresetValues.defaultSpring)

  /// Reduced motion's glide: ``PullUpSpringParameters/reducedMotion``, a short critically damped
  /// transition from rest. Every settle uses it while ``PullUpConfiguration/Movement/reducesMotion`` is on.
  package static let reducedMotion = PullUpMotionPolicy.spring(.reducedMotion)

  /// How long, in seconds, a custom motion may run: a move not at rest by then ends at its target.
  package static let maximumDuration = 60.0

  /// The motion's name: "spring", or your motion's.
  package var name: String { motion.name }

  /// Whether the motion is PullUp's built-in spring (which encodes).
  package var isBuiltIn: Bool { box == nil }

  /// Checks the motion's parameters.
  package func validate() throws(PullUpError) { try motion.validate() }

  public static func == (lhs: PullUpMotionPolicy, rhs: PullUpMotionPolicy) -> Bool {
    if let left = lhs.custom, let right = rhs.custom { return left.isEqual(to: right) }
    return lhs.box == nil && rhs.box == nil && lhs.spring == rhs.spring
  }

  public func hash(into hasher: inout Hasher) {
    let motion = self.motion
    hasher.combine(ObjectIdentifier(type(of: motion)))
    motion.hash(into: &hasher)
  }
}

extension PullUpMotionPolicy: Codable {
  private enum BuiltIn: Codable {
    case spring(PullUpSpringParameters)
  }

  /// Reads the built-in spring: `{"spring": {"_0": {"response": 0.45, …}}}`.
  public init(from decoder: any Decoder) throws {
    switch try BuiltIn(from: decoder) {
    case .spring(let parameters): self = .spring(parameters)
    }
  }

  /// Writes the built-in spring.
  ///
  /// - Throws: `EncodingError.invalidValue` for a custom motion, naming it: only the spring has a JSON
  ///   form. Encode a configuration with the spring and set your motion after decoding.
  public func encode(to encoder: any Encoder) throws {
    guard let motion = custom else {
      try BuiltIn.spring(spring ?? PullUpPresetValues.defaultSpring).encode(to: encoder)
      return
    }
    throw EncodingError.invalidValue(
      motion,
      EncodingError.Context(
        codingPath: encoder.codingPath,
        debugDescription: "the motion \"\(motion.name)\" (\(type(of: motion))) is not PullUp's spring and has "
          + "no JSON form; encode the spring and set your motion after decoding"))
  }
}
