import PullUpCore
import PullUpTesting
import Testing

/// One kind of move: how to get there, and the move itself.
struct MoveCase: Sendable, CustomTestStringConvertible {
  let name: String
  var configuration: PullUpConfiguration = .default
  var prepare: @Sendable (inout PullUpMachine) throws -> Void = { _ in }
  let move: @Sendable (inout PullUpMachine) throws -> Void

  var testDescription: String { name }

  static func flick(_ translation: Double, _ velocity: Double?) -> @Sendable (inout PullUpMachine) throws -> Void {
    {
      _ = try $0.apply(.dragBegan(), at: 1)
      _ = try $0.apply(.dragChanged(translation: translation / 2), at: 1.05)
      _ = try $0.apply(.dragChanged(translation: translation), at: 1.1)
      _ = try $0.apply(.dragEnded(velocity: velocity), at: 1.11)
    }
  }

  static func keyboard(_ policy: PullUpKeyboardPolicy) -> PullUpConfiguration {
    .default.with { $0.movement.keyboardPolicy = policy }
  }

  static let rows: [MoveCase] = [
    .init(name: "a flick up from the peek", move: flick(-40, -3000)),
    .init(name: "a slow release between detents", move: flick(-200, 0)),
    .init(name: "a release with the estimated velocity", move: flick(-300, nil)),
    .init(
      name: "a flick down from the top", prepare: { _ = try $0.moveRequested(to: .detent(2), animated: false, at: 0) },
      move: flick(60, 2500)),
    .init(name: "an ISHPullUp release", configuration: .ishPullUp, move: flick(-500, -800)),
    .init(
      name: "a request for a state", move: { _ = try $0.moveRequested(to: .state(.expanded), animated: true, at: 1) }),
    .init(name: "a request for a detent", move: { _ = try $0.moveRequested(to: .detent(1), animated: true, at: 1) }),
    .init(name: "a request for a height", move: { _ = try $0.moveRequested(to: .height(500), animated: true, at: 1) }),
    .init(name: "hiding", move: { _ = try $0.apply(.setHidden(true, animated: true), at: 1) }),
    .init(
      name: "showing a hidden sheet", prepare: { _ = try $0.apply(.setHidden(true, animated: false), at: 0) },
      move: { _ = try $0.apply(.setHidden(false, animated: true), at: 1) }),
    .init(
      name: "showing a SplitSheet that starts hidden", configuration: .splitSheet,
      move: { _ = try $0.apply(.setHidden(false, animated: true), at: 1) }),
    .init(name: "swiping a hidden SplitSheet into view", configuration: .splitSheet, move: flick(-300, -100)),
    .init(
      name: "a container change", prepare: { _ = try $0.moveRequested(to: .detent(1), animated: false, at: 0) },
      move: { _ = try $0.apply(.setContainer(.init(width: 844, height: 390), animated: true), at: 1) }),
    .init(
      name: "the keyboard lifting the sheet", configuration: keyboard(.liftAboveKeyboard),
      move: { _ = try $0.apply(.keyboardChanged(height: 336, animated: true), at: 1) }),
    .init(
      name: "the keyboard expanding the sheet", configuration: keyboard(.expandToLargest),
      move: { _ = try $0.apply(.keyboardChanged(height: 336, animated: true), at: 1) }),
    .init(
      name: "the keyboard's temporary detent", configuration: keyboard(.temporaryDetent),
      move: { _ = try $0.apply(.keyboardChanged(height: 336, animated: true), at: 1) }),
    .init(
      name: "the keyboard going away", configuration: keyboard(.expandToLargest),
      prepare: { _ = try $0.apply(.keyboardChanged(height: 336, animated: false), at: 0) },
      move: { _ = try $0.apply(.keyboardChanged(height: 0, animated: true), at: 1) }),
    .init(
      name: "an accessibility action", move: { _ = try $0.apply(.accessibilityActionPerformed(.nextDetent), at: 1) }),
    .init(
      name: "restoring, animated",
      move: {
        _ = try $0.apply(
          .restore(.init(detentIndex: 0, detentCount: 2, fraction: 0.5, height: 0), animated: true), at: 1)
      }),
  ]
}

@Suite("Reduced motion")
struct ReducedMotionTests {
  /// Runs frames at 60 Hz until the sheet rests; returns the heights and how long it took.
  func frames(_ machine: inout PullUpMachine) throws -> (heights: [Double], duration: Double) {
    let start = machine.snapshot.time
    var heights = [machine.snapshot.height]
    while machine.snapshot.phase == .settling, machine.snapshot.time < start + 10 {
      _ = try machine.advance(to: machine.snapshot.time + 1.0 / 60)
      heights.append(machine.snapshot.height)
    }
    return (heights, machine.snapshot.time - start)
  }

  @Test("Every kind of move arrives at the same place, without a bounce, and quickly", arguments: MoveCase.rows)
  func samePlace(_ row: MoveCase) throws {
    var normal = try PullUpMachine.phone(row.configuration)
    var reduced = try PullUpMachine.phone(row.configuration.with { $0.movement.reducesMotion = true })
    try row.prepare(&normal)
    try row.prepare(&reduced)
    try row.move(&normal)
    try row.move(&reduced)
    #expect(reduced.snapshot.phase == .settling, "the move animates")
    let target = reduced.snapshot.isHidden ? reduced.hiddenHeight : reduced.snapshot.restingHeight
    let (heights, duration) = try frames(&reduced)
    _ = try frames(&normal)
    #expect(reduced.snapshot.height == normal.snapshot.height)
    #expect(reduced.isHidden == normal.isHidden)
    #expect(reduced.snapshot.state == normal.snapshot.state)
    #expect(reduced.snapshot.phase == .resting)
    #expect(reduced.snapshot.height == target)
    #expect(duration < 0.75, "a reduced-motion settle is short")
    let direction = (target - heights[0]).sign
    for (earlier, later) in zip(heights, heights.dropFirst()) {
      #expect(later == earlier || (later - earlier).sign == direction, "the sheet turned back: no bounce allowed")
      #expect(direction == .plus ? later <= target + 1e-9 : later >= target - 1e-9, "the sheet passed its target")
    }
  }

  @Test("Reducing motion during a settle continues from where the sheet is, to the same target")
  func toggledMidFlight() throws {
    var machine = try PullUpMachine.phone()
    _ = try machine.moveRequested(to: .state(.expanded), animated: true, at: 0)
    _ = try machine.advance(to: 0.1)
    let before = machine.snapshot.height
    _ = try machine.setConfiguration(machine.configuration.with { $0.movement.reducesMotion = true }, at: 0.1)
    #expect(abs(machine.snapshot.height - before) < 1e-9)
    #expect(machine.snapshot.heightVelocity == 0)
    let (heights, _) = try frames(&machine)
    #expect(heights.last == 785)
    #expect(zip(heights, heights.dropFirst()).allSatisfy { $0 <= $1 })
  }

  @Test(
    "Random sequences of moves: with and without reduced motion, the sheet rests at the same place", arguments: 0..<4)
  func randomSequences(seed: Int) throws {
    let configurations: [PullUpConfiguration] = [
      .default, .ishPullUp, .splitSheet,
      .default.with {
        $0.movement.keyboardPolicy = .temporaryDetent
        $0.movement.hidesByDragging = true
      },
    ]
    var generator = SeededGenerator(seed: UInt64(seed) &+ 4242)
    for sequence in 0..<50 {
      let configuration = configurations[sequence % configurations.count]
      var normal = try PullUpMachine.phone(configuration)
      var reduced = try PullUpMachine.phone(configuration.with { $0.movement.reducesMotion = true })
      for step in 0..<12 {
        let time = Double(step + 1) * 20
        let input = randomMove(&generator, at: time)
        let normalResult = Result { try input(&normal) }
        let reducedResult = Result { try input(&reduced) }
        #expect(normalResult.isSuccess == reducedResult.isSuccess)
        _ = try normal.advance(to: time + 10)
        _ = try reduced.advance(to: time + 10)
        let context = "seed \(seed), sequence \(sequence), step \(step)"
        #expect(abs(normal.snapshot.height - reduced.snapshot.height) < 1e-9, "\(context)")
        #expect(normal.isHidden == reduced.isHidden, "\(context)")
        #expect(normal.snapshot.state == reduced.snapshot.state, "\(context)")
        #expect(reduced.invariantViolations().isEmpty, "\(context)")
      }
    }
  }

  private func randomMove(_ generator: inout SeededGenerator, at time: Double)
    -> (inout PullUpMachine) throws -> Void
  {
    switch Int.random(in: 0..<8, using: &generator) {
    case 0:
      let translation = Double.random(in: -600...600, using: &generator)
      let velocity = Bool.random(using: &generator) ? nil : Double.random(in: -4000...4000, using: &generator)
      return { machine in
        _ = try machine.apply(.dragBegan(), at: time)
        _ = try machine.apply(.dragChanged(translation: translation / 2), at: time + 0.05)
        _ = try machine.apply(.dragChanged(translation: translation), at: time + 0.1)
        _ = try machine.apply(.dragEnded(velocity: velocity), at: time + 0.12)
      }
    case 1:
      let index = Int.random(in: 0...3, using: &generator)
      return { _ = try $0.moveRequested(to: .detent(index), animated: true, at: time) }
    case 2:
      let hidden = Bool.random(using: &generator)
      return { _ = try $0.apply(.setHidden(hidden, animated: true), at: time) }
    case 3:
      let keyboard = Bool.random(using: &generator) ? 0 : Double.random(in: 200...400, using: &generator)
      return { _ = try $0.apply(.keyboardChanged(height: keyboard, animated: true), at: time) }
    case 4:
      let height = Double.random(in: 300...1000, using: &generator)
      return { _ = try $0.apply(.setContainer(.init(width: 390, height: height), animated: true), at: time) }
    case 5:
      let action = PullUpAccessibilityAction.allCases.randomElement(using: &generator)!
      return { _ = try $0.apply(.accessibilityActionPerformed(action), at: time) }
    case 6:
      let count = Int.random(in: 1...5, using: &generator)
      let index = Int.random(in: 0..<count, using: &generator)
      let fraction = index == count - 1 ? 0 : Double.random(in: 0..<1, using: &generator)
      let state = PullUpRestorationState(
        detentIndex: index, detentCount: count, fraction: fraction, height: 0,
        isHidden: Int.random(in: 0..<4, using: &generator) == 0)
      return { _ = try $0.apply(.restore(state, animated: true), at: time) }
    default:
      let height = Double.random(in: 0...900, using: &generator)
      return { _ = try $0.moveRequested(to: .height(height), animated: true, at: time) }
    }
  }
}

extension Result where Failure == any Error {
  fileprivate var isSuccess: Bool {
    if case .success = self { return true }
    return false
  }
}
