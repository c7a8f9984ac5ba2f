import PullUpCore
import PullUpFrontEnd

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

  /// At most `ScenarioLimits.events` events.
  static func eventCount(_ count: Int) throws(PullUpScenarioError) {
    guard count <= ScenarioLimits.events else {
      throw PullUpScenarioError(
        .limitExceeded, at: "events", "\(count) events; a scenario may hold at most \(ScenarioLimits.events)")
    }
  }

  /// A finite value in `range`.
  static func within(_ value: Double, _ range: ClosedRange<Double>, at path: String) throws(PullUpScenarioError) {
    try finite(value, at: path)
    guard range.contains(value) else {
      let bounds = "from \(JSONWriter.number(range.lowerBound)) to \(JSONWriter.number(range.upperBound))"
      throw PullUpScenarioError(.invalidValue, at: path, "must lie \(bounds), found \(JSONWriter.number(value))")
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

  /// Checks the values of an input that a scenario can know are wrong before any replay: numbers that are
  /// not finite, negative sizes, states that cannot be requested, containers and saved states that do not
  /// validate. What depends on the sheet at the time (a detent index out of range, a drag without a
  /// drag) is the controller's to refuse.
  static func input(_ input: PullUpInput, at path: String) throws(PullUpScenarioError) {
    switch input {
    case .dragBegan, .dragCancelled, .toggleState, .setHidden, .setLocked, .accessibilityActionPerformed,
      .setReducesMotion, .dimmingTapped:
      break
    case .dragChanged(let translation):
      try finite(translation, at: path + ".translation")
    case .dragEnded(let velocity):
      if let velocity { try finite(velocity, at: path + ".velocity") }
    case .setState(let state, _):
      guard state == .collapsed || state == .expanded else {
        throw PullUpScenarioError(
          .invalidValue, at: path + ".state", "expected \"collapsed\" or \"expanded\", found \"\(state)\"")
      }
    case .setHeight(let height, _):
      try nonNegative(height, at: path + ".height")
    case .moveToDetent(let index, _):
      guard index >= 0 else {
        throw PullUpScenarioError(.invalidValue, at: path + ".index", "must not be negative, found \(index)")
      }
    case .setContainer(let container, _):
      try PullUpScenario.validate(container, at: path)
    case .setContentHeight(let height, _):
      if let height { try nonNegative(height, at: path + ".height") }
    case .scrollOffsetChanged(let offset, let maximum):
      try finite(offset, at: path + ".offset")
      if let maximum { try nonNegative(maximum, at: path + ".maximum") }
    case .keyboardChanged(let height, _):
      try nonNegative(height, at: path + ".height")
    case .restore(let state, _):
      try PullUpScenario.validate(state, at: path + ".state")
    }
  }

  /// Checks the values of a raw event: positions, deltas and edges must be finite (the interpreter would
  /// ignore the event), and a scroll's `contentMaximum` must not be negative. Names (regions, keys) are
  /// checked when read.
  static func rawEvent(_ event: PullUpRawEvent, at path: String) throws(PullUpScenarioError) {
    switch event {
    case .pointer(_, let x, let y, _, _, _):
      try finite(x, at: path + ".x")
      try finite(y, at: path + ".y")
    case .scroll(let delta, let crossDelta, _, _, let x, let y, _, let contentMaximum, _):
      try finite(delta, at: path + ".delta")
      try finite(crossDelta, at: path + ".crossDelta")
      if let x { try finite(x, at: path + ".x") }
      if let y { try finite(y, at: path + ".y") }
      if let contentMaximum { try nonNegative(contentMaximum, at: path + ".contentMaximum") }
    case .key:
      break
    case .focus(let top, let bottom, _):
      try finite(top, at: path + ".top")
      try finite(bottom, at: path + ".bottom")
    }
  }
}
