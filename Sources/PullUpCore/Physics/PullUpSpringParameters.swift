/// How a settling sheet springs to its target: a response time and a damping ratio.
///
/// `response` is the period of the undamped spring in seconds (SwiftUI's `response`, Apple's
/// "duration"); `dampingRatio` is 1 for the fastest motion without overshoot, below 1 to overshoot and
/// above 1 to creep. Stiffness is `(2π / response)²` and damping `4π · dampingRatio / response` for a unit
/// mass.
public struct PullUpSpringParameters: PullUpMotion, Codable {
  /// Where the spring's starting velocity comes from.
  public enum InitialVelocity: Sendable, Hashable, Codable {
    /// The sheet's velocity at the start: the finger's on release, the old spring's on a retarget.
    case current
    /// A fixed fraction of the distance to travel per second, as UIKit's `initialSpringVelocity`
    /// (ISHPullUp uses 0.3). The gesture's velocity is ignored.
    case relative(Double)
  }

  /// The undamped period in seconds; greater than zero.
  public var response: Double
  /// The damping ratio; greater than zero.
  public var dampingRatio: Double
  /// Where the starting velocity comes from.
  public var initialVelocity: InitialVelocity

  /// Creates spring parameters.
  public init(response: Double, dampingRatio: Double, initialVelocity: InitialVelocity = .current) {
    self.response = response
    self.dampingRatio = dampingRatio
    self.initialVelocity = initialVelocity
  }

  /// What every settle uses when motion is reduced (``PullUpConfiguration/Movement/reducesMotion``): a
  /// response of 0.2 s, critically damped, starting from rest. It never overshoots, so the sheet glides once
  /// to its target and stops, whatever the release velocity was. The response is the spring's period, not
  /// the glide's length: a reduced settle ends when nothing visible is left, after 0.25 s for 100 points,
  /// 0.3 s for 300 and 0.33 s for 1,000 (15, 18 and 20 frames at 60 Hz).
  public static let reducedMotion = PullUpSpringParameters(
    response: 0.2, dampingRatio: 1, initialVelocity: .relative(0))

  /// The shortest response accepted, in seconds.
  static let minimumResponse = 0.001
  /// The smallest damping ratio accepted: a spring that barely damps would ring for minutes.
  static let minimumDampingRatio = 0.05

  /// "spring".
  public var name: String { "spring" }

  /// The spring's height and height velocity `elapsed` seconds into `move`, in closed form.
  ///
  /// A new move's starting velocity (``InitialVelocity/current``) is limited to
  /// `2π / response · max(distance, 20 pt)`, so that a hard flick the snap policy limited to the next detent
  /// does not sail far past it; a continuing move keeps its velocity.
  public func state(of move: PullUpMove, after elapsed: Double) -> (height: Double, heightVelocity: Double) {
    PullUpSpring(move, at: 0, parameters: self).motion(at: elapsed)
  }

  /// Checks that the spring settles: a response of at least 1 ms and a damping ratio of at least 0.05,
  /// both finite.
  public func validate() throws(PullUpError) {
    try PullUpError.requirePositive(response, .springResponse)
    guard response >= Self.minimumResponse else {
      throw .invalidInput(.springResponse, value: response, rule: .mustBeAtLeast(Self.minimumResponse))
    }
    try PullUpError.requirePositive(dampingRatio, .springDampingRatio)
    guard dampingRatio >= Self.minimumDampingRatio else {
      throw .invalidInput(.springDampingRatio, value: dampingRatio, rule: .mustBeAtLeast(Self.minimumDampingRatio))
    }
    if case .relative(let fraction) = initialVelocity {
      try PullUpError.requireFinite(fraction, .springRelativeInitialVelocity)
    }
  }
}

extension PullUpSpringParameters.InitialVelocity {
  /// The keyed form that configurations encoded by earlier releases hold.
  private enum Keyed: Codable {
    case current
    case relative(Double)
  }

  /// Reads `"current"` or a number (a relative velocity). The keyed forms `{"current": {}}` and
  /// `{"relative": {"_0": 0.3}}`, which configurations encoded by earlier releases hold, still decode.
  public init(from decoder: any Decoder) throws {
    if (try? decoder.container(keyedBy: PullUpInput.Key.self)) != nil {
      switch try Keyed(from: decoder) {
      case .current: self = .current
      case .relative(let fraction): self = .relative(fraction)
      }
      return
    }
    let single = try decoder.singleValueContainer()
    if let name = try? single.decode(String.self) {
      guard name == "current" else {
        throw DecodingError.dataCorrupted(
          .init(
            codingPath: decoder.codingPath, debugDescription: "expected \"current\" or a number, found \"\(name)\""))
      }
      self = .current
      return
    }
    self = .relative(try single.decode(Double.self))
  }

  /// Writes `"current"`, or the relative velocity as a number.
  public func encode(to encoder: any Encoder) throws {
    var single = encoder.singleValueContainer()
    switch self {
    case .current: try single.encode("current")
    case .relative(let fraction): try single.encode(fraction)
    }
  }
}
