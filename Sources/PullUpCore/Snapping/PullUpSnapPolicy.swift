/// The snap policy a configuration holds: one of PullUp's built-ins or your own ``PullUpSnapping``.
///
/// ```swift
/// configuration.movement.snapPolicy = .projected(PullUpProjectedSnapping(maximumDetentsPerFlick: nil))
/// if let projected = configuration.movement.snapPolicy.policy as? PullUpProjectedSnapping {
///   print(projected.maximumDetentsPerFlick == nil)   // true: no limit per flick
/// }
/// configuration.movement.snapPolicy = .custom(FlickToEnds())
/// ```
///
/// Policies are values: two are equal when they are of the same type with the same parameters.
public struct PullUpSnapPolicy: Sendable, Hashable {
  /// The policy itself.
  public let policy: any PullUpSnapping

  private init(_ policy: any PullUpSnapping) {
    self.policy = policy
  }

  /// Your own policy, or a built-in one.
  public static func custom(_ policy: some PullUpSnapping) -> PullUpSnapPolicy { PullUpSnapPolicy(policy) }
  /// ISHPullUp's position thresholds.
  public static func thresholds(_ policy: PullUpThresholdSnapping) -> PullUpSnapPolicy { PullUpSnapPolicy(policy) }
  /// SplitSheet's direction-of-travel rule.
  public static func directional(_ policy: PullUpDirectionalSnapping) -> PullUpSnapPolicy { PullUpSnapPolicy(policy) }
  /// PullUp's momentum projection.
  public static func projected(_ policy: PullUpProjectedSnapping) -> PullUpSnapPolicy { PullUpSnapPolicy(policy) }
  /// No snapping: the sheet rests where it was released, within its range (SwiftUI SplitView).
  public static let free = PullUpSnapPolicy(PullUpFreeSnapping())

  /// ISHPullUp's policy with its defaults.
  package static let ishPullUp = PullUpSnapPolicy(PullUpThresholdSnapping())
  /// SplitSheet's policy with its defaults.
  package static let splitSheet = PullUpSnapPolicy(PullUpDirectionalSnapping())
  /// PullUp's default policy, `.projected(PullUpProjectedSnapping())`.
  package static let projected = PullUpSnapPolicy(PullUpProjectedSnapping())

  /// The policy's name: "momentum projection", "free positioning", or your policy's.
  package var name: String { policy.name }

  /// Whether the policy is one of PullUp's built-ins (which encode).
  package var isBuiltIn: Bool { BuiltIn(policy) != nil }

  /// Checks the policy's parameters.
  package func validate() throws(PullUpError) { try policy.validate() }

  /// Decides where a release goes.
  package func decide(_ release: PullUpRelease) -> PullUpSnapDecision { policy.decide(release) }

  public static func == (lhs: PullUpSnapPolicy, rhs: PullUpSnapPolicy) -> Bool {
    lhs.policy.isEqual(to: rhs.policy)
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(ObjectIdentifier(type(of: policy)))
    policy.hash(into: &hasher)
  }
}

extension PullUpSnapPolicy: Codable {
  /// The built-in policies, as the configuration's JSON names them.
  private enum BuiltIn: Codable {
    case thresholds(PullUpThresholdSnapping)
    case directional(PullUpDirectionalSnapping)
    case projected(PullUpProjectedSnapping)
    case free

    init?(_ policy: any PullUpSnapping) {
      switch policy {
      case let policy as PullUpThresholdSnapping: self = .thresholds(policy)
      case let policy as PullUpDirectionalSnapping: self = .directional(policy)
      case let policy as PullUpProjectedSnapping: self = .projected(policy)
      case is PullUpFreeSnapping: self = .free
      default: return nil
      }
    }

    var policy: any PullUpSnapping {
      switch self {
      case .thresholds(let policy): return policy
      case .directional(let policy): return policy
      case .projected(let policy): return policy
      case .free: return PullUpFreeSnapping()
      }
    }
  }

  /// Reads a built-in policy: `{"projected": {"_0": {…}}}`, `{"free": {}}`, ….
  public init(from decoder: any Decoder) throws {
    self.init(try BuiltIn(from: decoder).policy)
  }

  /// Writes a built-in policy.
  ///
  /// - Throws: `EncodingError.invalidValue` for a custom policy, naming it: only the built-ins have a
  ///   JSON form. Encode a configuration with a built-in and set your policy after decoding.
  public func encode(to encoder: any Encoder) throws {
    guard let builtIn = BuiltIn(policy) else {
      throw EncodingError.invalidValue(
        policy,
        EncodingError.Context(
          codingPath: encoder.codingPath,
          debugDescription: "the snap policy \"\(policy.name)\" (\(type(of: policy))) is not one of PullUp's "
            + "built-ins and has no JSON form; encode a built-in and set your policy after decoding"))
    }
    try builtIn.encode(to: encoder)
  }
}
