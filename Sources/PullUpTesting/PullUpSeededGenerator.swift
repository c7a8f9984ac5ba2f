/// A small, fast random number generator that replays from its seed (SplitMix64).
///
/// Property tests of a sheet draw random inputs from it and print the seed on failure, so that any failing
/// sequence can be replayed exactly:
///
/// ```swift
/// var generator = PullUpSeededGenerator(seed: seed)
/// let translation = Double.random(in: -500...500, using: &generator)
/// ```
public struct PullUpSeededGenerator: RandomNumberGenerator, Sendable {
  private var state: UInt64

  /// Creates a generator; the same seed gives the same numbers on every platform.
  public init(seed: UInt64) {
    state = seed
  }

  /// The next 64 random bits.
  public mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}
