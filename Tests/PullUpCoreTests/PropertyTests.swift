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
      log.append("\(machine.snapshot.phase)@\(machine.snapshot.height)")
      let before = machine.snapshot
      let beforeState = machine.snapshot.state
      time += Double.random(in: -0.01...0.12, using: &generator)
      let step = Self.stepChoices.randomElement(using: &generator)!
      if case .input(.setHeight) = step { restsAnywhere = true }
      if case .input(.restore) = step { restsAnywhere = true }
      do {
        let output = try apply(step, to: &machine, at: time, generator: &generator, log: &log)
        if let transition = output.transition {
          #expect(transition.from != transition.to, "\(context): a transition to the same state")
          #expect(transition.from == beforeState, "\(context): transition from \(transition.from)")
          if let lastTransition {
            #expect(lastTransition.to == transition.from, "\(context): transitions out of order")
          }
          lastTransition = transition
        } else {
          #expect(machine.snapshot.state == beforeState, "\(context): the state changed without a transition")
        }
      } catch {
        #expect(machine.snapshot == before, "\(context): a refused input (\(error)) changed the machine")
      }
      let violations = machine.invariantViolations()
      #expect(violations.isEmpty, "\(context): \(violations)")
      if machine.snapshot.phase == .resting, !machine.isHidden, !restsAnywhere {
        #expect(
          machine.detents.index(at: machine.snapshot.height) != nil,
          "\(context), step \(step): resting at \(machine.snapshot.height), not a detent of \(machine.detents.heights)")
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

  /// A container to change to, its sizes sometimes not finite or negative.
  private func randomNewContainer(_ generator: inout SeededGenerator) -> PullUpContainer {
    PullUpContainer(
      width: randomNumber(100...1200, &generator), height: randomNumber(100...1400, &generator),
      safeArea: .init(top: randomNumber(0...60, &generator), bottom: randomNumber(0...40, &generator)))
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

  /// What one step does: an input, or one of the machine's methods that are not inputs.
  private enum Step {
    case input(PullUpInput.Kind)
    case setContainerWithSizing, sizingChanged, targetHeightProvided, frames
  }

  /// The steps to draw from, each as often as it is listed: every input once, the first two steps of a drag
  /// once more (so that drags are long enough to hand over and fling), and frames twice.
  private static let stepChoices: [Step] =
    PullUpInput.Kind.allCases.map(Step.input)
    + [.input(.dragBegan), .input(.dragChanged), .setContainerWithSizing, .sizingChanged, .targetHeightProvided]
    + [.frames, .frames]

  /// An input of this kind with random values, some of them bad. A new kind fails to compile here until
  /// the property tests generate it.
  private func randomInput(_ kind: PullUpInput.Kind, _ generator: inout SeededGenerator) -> PullUpInput {
    let animated = Bool.random(using: &generator)
    switch kind {
    case .dragBegan:
      return .dragBegan(inScrollableContent: Bool.random(using: &generator))
    case .dragChanged:
      return .dragChanged(translation: randomNumber(0...900, &generator))
    case .dragEnded:
      return .dragEnded(velocity: Bool.random(using: &generator) ? nil : randomNumber(0...6000, &generator))
    case .dragCancelled:
      return .dragCancelled
    case .setState:
      return .setState(Bool.random(using: &generator) ? .collapsed : .expanded, animated: animated)
    case .setHeight:
      return .setHeight(randomNumber(0...1400, &generator), animated: animated)
    case .moveToDetent:
      return .moveToDetent(Int.random(in: -1...3, using: &generator), animated: animated)
    case .toggleState:
      return .toggleState(animated: animated)
    case .setHidden:
      return .setHidden(Bool.random(using: &generator), animated: animated)
    case .setLocked:
      return .setLocked(Int.random(in: 0..<4, using: &generator) == 0)
    case .setContainer:
      return .setContainer(randomNewContainer(&generator), animated: animated)
    case .setContentHeight:
      let height = Int.random(in: 0..<8, using: &generator) == 0 ? nil : randomNumber(0...1400, &generator)
      return .setContentHeight(height, animated: animated)
    case .scrollOffsetChanged:
      let maximum = Bool.random(using: &generator) ? nil : randomNumber(0...800, &generator)
      return .scrollOffsetChanged(randomNumber(0...800, &generator), maximum: maximum)
    case .keyboardChanged:
      let height = Bool.random(using: &generator) ? 0 : randomNumber(0...1500, &generator)
      return .keyboardChanged(height: height, animated: animated)
    case .accessibilityActionPerformed:
      return .accessibilityActionPerformed(PullUpAccessibilityAction.allCases.randomElement(using: &generator)!)
    case .setReducesMotion:
      return .setReducesMotion(Bool.random(using: &generator))
    case .restore:
      let state = PullUpRestorationState(
        detentIndex: Int.random(in: -1...5, using: &generator), detentCount: Int.random(in: -1...5, using: &generator),
        fraction: Bool.random(using: &generator) ? 0 : randomNumber(0...1, &generator),
        height: randomNumber(0...1000, &generator), isHidden: Int.random(in: 0..<4, using: &generator) == 0,
        isLocked: Int.random(in: 0..<6, using: &generator) == 0)
      return .restore(state, animated: animated)
    case .dimmingTapped:
      return .dimmingTapped
    }
  }

  private func apply(
    _ step: Step, to machine: inout PullUpMachine, at time: Double, generator: inout SeededGenerator,
    log: inout [String]
  ) throws -> PullUpOutput {
    switch step {
    case .input(let kind):
      let input = randomInput(kind, &generator)
      log.append("\(input) at \(time)")
      return try machine.apply(input, at: time)
    case .setContainerWithSizing:
      let (container, sizing) = (randomNewContainer(&generator), randomSizing(&generator))
      log.append("setContainer \(container) with \(sizing) at \(time)")
      return try machine.setContainer(container, sizing: sizing, animated: Bool.random(using: &generator), at: time)
    case .sizingChanged:
      let sizing = randomSizing(&generator)
      log.append("sizingChanged \(sizing) at \(time)")
      return try machine.sizingChanged(sizing, at: time)
    case .targetHeightProvided:
      let height = randomNumber(0...1400, &generator)
      log.append("targetHeightProvided \(height) at \(time)")
      return try machine.targetHeightProvided(height, at: time)
    case .frames:
      // Frames, folded into one output: the transitions must chain.
      let count = Int.random(in: 1...30, using: &generator)
      log.append("\(count) frames after \(time)")
      var folded = PullUpOutput()
      for frame in 1...count {
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
