/// The number rules of the scenario format, each failing with the value's JSON path.
enum ScenarioCheck {
  static func finite(_ value: Double, at path: String) throws(PullUpScenarioError) {
    guard value.isFinite else {
      throw PullUpScenarioError(.invalidValue, at: path, "must be a finite number, found \(value)")
    }
  }

  static func nonNegative(_ value: Double, at path: String) throws(PullUpScenarioError) {
    try finite(value, at: path)
    guard value >= 0 else {
      throw PullUpScenarioError(.invalidValue, at: path, "must not be negative, found \(JSONWriter.number(value))")
    }
  }

  static func positive(_ value: Double, at path: String) throws(PullUpScenarioError) {
    try finite(value, at: path)
    guard value > 0 else {
      throw PullUpScenarioError(.invalidValue, at: path, "must be greater than zero, found \(JSONWriter.number(value))")
    }
  }

  static func atMost(_ value: Double, _ limit: Double, at path: String) throws(PullUpScenarioError) {
    guard value <= limit else {
      throw PullUpScenarioError(
        .invalidValue, at: path, "must be at most \(JSONWriter.number(limit)), found \(JSONWriter.number(value))")
    }
  }

  /// A value in `0...1` (`open` excludes both ends, `halfOpen` excludes the upper).
  static func fraction(_ value: Double, at path: String, excluding: FractionBounds = .none)
    throws(PullUpScenarioError)
  {
    try finite(value, at: path)
    let inside: Bool
    let range: String
    switch excluding {
    case .none:
      inside = value >= 0 && value <= 1
      range = "from 0 to 1"
    case .upper:
      inside = value >= 0 && value < 1
      range = "from 0 up to (not including) 1"
    case .both:
      inside = value > 0 && value < 1
      range = "strictly between 0 and 1"
    }
    guard inside else {
      throw PullUpScenarioError(.invalidValue, at: path, "must lie \(range), found \(JSONWriter.number(value))")
    }
  }

  enum FractionBounds {
    case none, upper, both
  }
}
