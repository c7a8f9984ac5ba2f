/// Equality for matching errors: a refused NaN equals any NaN, so that
/// `#expect(throws: PullUpError.invalidInput(.releaseVelocity, value: .nan, rule: .mustBeFinite))` matches.
///
/// Synthesized equality compares the refused value with `==`, and NaN is never equal to itself, so an error
/// carrying NaN could not equal anything, not even itself. Every NaN counts as one value here (whatever its
/// sign or payload: `0 / 0` and `.nan` differ in their bits), and every other value compares as `Double`
/// does, `-0.0` equal to `0.0`.
extension PullUpError: Hashable {
  public static func == (lhs: PullUpError, rhs: PullUpError) -> Bool {
    switch lhs {
    case .invalidInput(let name, let value, let rule):
      guard case .invalidInput(name, let other, rule) = rhs else { return false }
      return value == other || (value.isNaN && other.isNaN)
    case .invalidConfiguration(let message):
      guard case .invalidConfiguration(message) = rhs else { return false }
      return true
    case .unreachableState(let state):
      guard case .unreachableState(state) = rhs else { return false }
      return true
    case .unexpectedInput(let input, let phase):
      guard case .unexpectedInput(input, phase) = rhs else { return false }
      return true
    case .locked:
      guard case .locked = rhs else { return false }
      return true
    case .hidden:
      guard case .hidden = rhs else { return false }
      return true
    case .unavailableAction(let action):
      guard case .unavailableAction(action) = rhs else { return false }
      return true
    }
  }

  public func hash(into hasher: inout Hasher) {
    switch self {
    case .invalidInput(let name, let value, let rule):
      hasher.combine(0)
      hasher.combine(name)
      // Every NaN hashes alike, as it compares alike; `Double` hashes `-0.0` and `0.0` alike already.
      hasher.combine(value.isNaN ? .nan : value)
      hasher.combine(rule)
    case .invalidConfiguration(let message):
      hasher.combine(1)
      hasher.combine(message)
    case .unreachableState(let state):
      hasher.combine(2)
      hasher.combine(state)
    case .unexpectedInput(let input, let phase):
      hasher.combine(3)
      hasher.combine(input)
      hasher.combine(phase)
    case .locked:
      hasher.combine(4)
    case .hidden:
      hasher.combine(5)
    case .unavailableAction(let action):
      hasher.combine(6)
      hasher.combine(action)
    }
  }
}
