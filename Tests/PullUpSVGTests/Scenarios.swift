import PullUpCore
import PullUpSVG
import Testing

/// The presets the tests draw.
enum Preset: String, CaseIterable, CustomTestStringConvertible {
  case standard
  case ishPullUp
  case splitSheet
  case splitView

  var testDescription: String { rawValue }

  var configuration: PullUpConfiguration {
    switch self {
    case .standard: return .default
    case .ishPullUp: return .ishPullUp
    case .splitSheet: return .splitSheet
    case .splitView: return .splitView()
    }
  }

  /// A machine at rest and in view, at time 0.
  func makeMachine() throws -> PullUpMachine {
    var machine = try PullUpMachine(configuration: configuration, container: phone, contentHeight: 600)
    _ = try machine.apply(.setHidden(false, animated: false), at: 0)
    return machine
  }
}

/// Where the tests put the sheet before drawing it.
enum Pose: String, CaseIterable, CustomTestStringConvertible {
  case collapsed
  case expanded
  case intermediate
  case dragging
  case hidden

  var testDescription: String { rawValue }

  /// Puts a machine in this pose.
  func apply(to machine: inout PullUpMachine) throws {
    switch self {
    case .collapsed:
      _ = try machine.moveRequested(to: .state(.collapsed), animated: false, at: 1)
    case .expanded:
      _ = try machine.moveRequested(to: .state(.expanded), animated: false, at: 1)
    case .intermediate:
      let detents = machine.detents
      _ = try machine.moveRequested(to: .height((detents.minimum + detents.maximum) / 2), animated: false, at: 1)
    case .dragging:
      _ = try machine.moveRequested(to: .state(.collapsed), animated: false, at: 1)
      _ = try machine.apply(.dragBegan(), at: 1)
      _ = try machine.apply(.dragChanged(translation: -60), at: 1.1)
    case .hidden:
      _ = try machine.apply(.setHidden(true, animated: false), at: 1)
    }
  }

  /// The state a snapshot in this pose reports (a hidden sheet keeps the state of its height).
  var expectedState: PullUpState? {
    switch self {
    case .collapsed: return .collapsed
    case .expanded: return .expanded
    case .intermediate: return .intermediate
    case .dragging: return .dragging
    case .hidden: return nil
    }
  }
}

/// A snapshot of a preset in a pose, built from scratch each time.
func snapshot(_ preset: Preset, _ pose: Pose) throws -> PullUpSnapshot {
  var machine = try preset.makeMachine()
  try pose.apply(to: &machine)
  return machine.snapshot
}

/// Every preset in every pose.
let presetPoses: [(Preset, Pose)] = Preset.allCases.flatMap { preset in Pose.allCases.map { (preset, $0) } }

/// A flick up from collapsed, recorded at 60 Hz: a short rest, a drag that speeds up, a release, the
/// settle, and a short rest after it.
func recordFlick(
  _ preset: Preset = .standard, distance: Double = 90, velocity: Double? = -1800
) throws -> PullUpTimeline {
  var machine = try preset.makeMachine()
  _ = try machine.moveRequested(to: .state(.collapsed), animated: false, at: 0)
  var timeline = PullUpTimeline()
  let frame = 1.0 / 60
  timeline.record(machine.snapshot)
  for index in 1...9 { timeline.record(try machine.advance(to: Double(index) * frame), snapshot: machine.snapshot) }
  timeline.record(try machine.apply(.dragBegan(), at: 10 * frame), snapshot: machine.snapshot)
  let steps = 8
  for step in 1...steps {
    // The finger speeds up: the translation grows with the square of the step.
    let progress = Double(step) / Double(steps)
    let output = try machine.apply(
      .dragChanged(translation: -distance * progress * progress), at: Double(10 + step) * frame)
    timeline.record(output, snapshot: machine.snapshot)
  }
  timeline.record(
    try machine.apply(.dragEnded(velocity: velocity), at: Double(10 + steps) * frame), snapshot: machine.snapshot)
  try machine.settle(recordingInto: &timeline)
  let restStart = machine.snapshot.time
  for index in 1...15 {
    timeline.record(try machine.advance(to: restStart + Double(index) * frame), snapshot: machine.snapshot)
  }
  return timeline
}
