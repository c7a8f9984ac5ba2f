import PullUpCore
import PullUpTesting
import Testing

/// Random input sequences from a seeded generator, with every invariant checked after every step.
@Suite("Machine properties")
struct PullUpMachinePropertyTests {
  static let presets: [(String, PullUpConfiguration, asksForTargetHeight: Bool)] = {
    var underdamped = PullUpConfiguration.default
    underdamped.movement.motion = .spring(.init(response: 0.5, dampingRatio: 0.4))
    underdamped.movement.hidesByDragging = true
    underdamped.maximumDetentsPerFlickless()
    let scrolling = PullUpConfiguration.default.with {
      $0.movement.scrollPolicy = .always
      $0.movement.keyboardPolicy = .temporaryDetent
      $0.movement.reducesMotion = true
      $0.movement.hidesByDragging = true
    }
    let maps = PullUpConfiguration.default.with {
      $0.movement.keyboardPolicy = .expandToLargest
      $0.movement.dragsWhileHidden = true
      $0.movement.motion = .spring(.init(response: 0.5, dampingRatio: 0.5))
    }
    return [
      ("default", .default, false), ("ishPullUp", .ishPullUp, false), ("splitSheet", .splitSheet, false),
      ("splitView", .splitView(), false), ("ishPullUp asking for target heights", .ishPullUp, true),
      ("underdamped, hideable, unlimited flicks", underdamped, false),
      ("content always scrolls, keyboard detent, reduced motion", scrolling, false),
      ("keyboard expands, swipes into view, bouncy", maps, false),
    ]
  }()

  @Test("Invariants hold after every step of 8,000 random sequences", arguments: 0..<8)
  func randomSequences(presetIndex: Int) throws {
    let (name, configuration, asks) = Self.presets[presetIndex]
    for sequence in 0..<1000 {
      let seed = UInt64(presetIndex * 1_000_003 + sequence)
      var generator = SeededGenerator(seed: seed)
      try run(
        configuration, asksForTargetHeight: asks, steps: 40, generator: &generator,
        context: "preset \(name), seed \(seed)")
    }
  }

  private func run(
    _ configuration: PullUpConfiguration, asksForTargetHeight: Bool, steps: Int, generator: inout SeededGenerator,
    context: String
  ) throws {
    var machine = try PullUpMachine(configuration: configuration, container: randomContainer(&generator))
    machine.asksForTargetHeight = asksForTargetHeight
    var time = 0.0
    var lastTransition: PullUpTransition?
    var restsAnywhere = !(configuration.movement.snapPolicy.policy is PullUpProjectedSnapping)
    var log: [String] = []
    for step in 0..<steps {
      let context = "\(context), step \(step), after \(log.suffix(4))"
      log.append("\(machine.currentPhase)@\(machine.height)")
      let before = machine.snapshot
      let beforeState = machine.state
      time += Double.random(in: -0.01...0.12, using: &generator)
      let input = Int.random(in: 0..<19, using: &generator)
      if input == 6 || input == 18 { restsAnywhere = true }
      do {
        let output = try apply(input, to: &machine, at: time, generator: &generator, log: &log)
        if let transition = output.transition {
          #expect(transition.from != transition.to, "\(context): a transition to the same state")
          #expect(transition.from == beforeState, "\(context): transition from \(transition.from)")
          if let lastTransition {
            #expect(lastTransition.to == transition.from, "\(context): transitions out of order")
          }
          lastTransition = transition
        } else {
          #expect(machine.state == beforeState, "\(context): the state changed without a transition")
        }
      } catch {
        #expect(machine.snapshot == before, "\(context): a refused input (\(error)) changed the machine")
      }
      let violations = machine.invariantViolations()
      #expect(violations.isEmpty, "\(context): \(violations)")
      if machine.currentPhase == .resting, !machine.isHidden, !restsAnywhere {
        #expect(
          machine.detents.index(at: machine.height) != nil,
          "\(context), step \(step): resting at \(machine.height), not a detent of \(machine.detents.heights)")
      }
    }
  }

  private func randomContainer(_ generator: inout SeededGenerator) -> PullUpContainer {
    PullUpContainer(
      width: Double.random(in: 200...1200, using: &generator),
      height: Double.random(in: 150...1400, using: &generator),
      safeArea: .init(
        top: Double.random(in: 0...60, using: &generator), bottom: Double.random(in: 0...40, using: &generator)))
  }

  private func randomNumber(_ range: ClosedRange<Double>, _ generator: inout SeededGenerator) -> Double {
    switch Int.random(in: 0..<40, using: &generator) {
    case 0: return .nan
    case 1: return .infinity
    case 2: return -.infinity
    case 3: return -Double.random(in: range, using: &generator)
    default: return Double.random(in: range, using: &generator)
    }
  }

  private func randomSizing(_ generator: inout SeededGenerator) -> PullUpSizing {
    PullUpSizing(
      minimumHeight: Bool.random(using: &generator) ? nil : randomNumber(0...500, &generator),
      maximumHeight: Bool.random(using: &generator) ? nil : randomNumber(0...1400, &generator))
  }

  private func apply(
    _ input: Int, to machine: inout PullUpMachine, at time: Double, generator: inout SeededGenerator,
    log: inout [String]
  ) throws -> PullUpOutput {
    log.append("input \(input) at \(time)")
    switch input {
    case 0:
      return try machine.dragBegan(at: time)
    case 1, 2:
      return try machine.dragChanged(translation: randomNumber(0...900, &generator), at: time)
    case 3:
      let velocity = Bool.random(using: &generator) ? nil : randomNumber(0...6000, &generator)
      return try machine.dragEnded(velocity: velocity, at: time)
    case 4:
      return try machine.dragCancelled(at: time)
    case 5:
      let targets: [PullUpMoveTarget] = [
        .state(.collapsed), .state(.expanded), .detent(Int.random(in: -1...3, using: &generator)),
      ]
      return try machine.moveRequested(
        to: targets.randomElement(using: &generator)!, animated: Bool.random(using: &generator), at: time)
    case 6:
      return try machine.moveRequested(
        to: .height(randomNumber(0...1400, &generator)), animated: Bool.random(using: &generator), at: time)
    case 7:
      return try machine.setHidden(
        Bool.random(using: &generator), animated: Bool.random(using: &generator), at: time)
    case 8:
      return try machine.setLocked(Int.random(in: 0..<4, using: &generator) == 0, at: time)
    case 9:
      let container = PullUpContainer(
        width: randomNumber(100...1200, &generator), height: randomNumber(100...1400, &generator),
        safeArea: .init(top: randomNumber(0...60, &generator), bottom: randomNumber(0...40, &generator)))
      let animated = Bool.random(using: &generator)
      guard Bool.random(using: &generator) else {
        return try machine.setContainer(container, animated: animated, at: time)
      }
      return try machine.setContainer(container, sizing: randomSizing(&generator), animated: animated, at: time)
    case 10:
      return try machine.sizingChanged(randomSizing(&generator), at: time)
    case 11:
      return try machine.setContentHeight(randomNumber(0...1400, &generator), at: time)
    case 12:
      return try machine.targetHeightProvided(randomNumber(0...1400, &generator), at: time)
    case 14:
      return try machine.dragBegan(inScrollableContent: true, at: time)
    case 15:
      let maximum = Bool.random(using: &generator) ? nil : randomNumber(0...800, &generator)
      return try machine.scrollOffsetChanged(randomNumber(0...800, &generator), maximum: maximum, at: time)
    case 16:
      let height = Bool.random(using: &generator) ? 0 : randomNumber(0...1500, &generator)
      return try machine.keyboardChanged(height: height, animated: Bool.random(using: &generator), at: time)
    case 17:
      let action = PullUpAccessibilityAction.allCases.randomElement(using: &generator)!
      return try machine.accessibilityActionPerformed(action, at: time)
    case 18:
      let count = Int.random(in: -1...5, using: &generator)
      let state = PullUpRestorationState(
        detentIndex: Int.random(in: -1...5, using: &generator), detentCount: count,
        fraction: Bool.random(using: &generator) ? 0 : randomNumber(0...1, &generator),
        height: randomNumber(0...1000, &generator), isHidden: Int.random(in: 0..<4, using: &generator) == 0,
        isLocked: Int.random(in: 0..<6, using: &generator) == 0)
      return try machine.restore(state, animated: Bool.random(using: &generator), at: time)
    default:
      // Frames, folded into one output: the transitions must chain.
      var folded = PullUpOutput()
      for frame in 1...Int.random(in: 1...30, using: &generator) {
        let output = try machine.advance(to: time + Double(frame) / 60)
        if let transition = output.transition {
          folded.transition = PullUpTransition(from: folded.transition?.from ?? transition.from, to: transition.to)
        }
      }
      return folded
    }
  }
}

extension PullUpConfiguration {
  fileprivate mutating func maximumDetentsPerFlickless() {
    movement.snapPolicy = .projected(.init(maximumDetentsPerFlick: nil))
  }
}
