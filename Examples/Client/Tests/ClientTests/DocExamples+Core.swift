import PullUp
import PullUpCore
import PullUpFrontEnd
import PullUpPresets
import PullUpTesting
import Synchronization
import Testing

// The examples of the PullUpCore module: its DocC articles (Sources/PullUpCore/PullUpCore.docc) and the `///`
// comments of its sources.

// MARK: - PullUpCore.md

enum PullUpCoreArticleOverview {
  static func run() throws -> (PullUpMachine, PullUpOutput) {
    // example: Sources/PullUpCore/PullUpCore.docc/PullUpCore.md "Overview"
    var machine = try PullUpMachine(
      configuration: .default,
      container: PullUpContainer(width: 390, height: 844))
    _ = try machine.apply(.dragBegan(), at: 0)
    _ = try machine.apply(.dragChanged(translation: -120), at: 0.1)
    let output = try machine.apply(.dragEnded(velocity: -900), at: 0.12)
    // output.action == .startFrames: call advance(to:) once per frame until .stopFrames.

    // A request from code is an input like a finger's:
    _ = try machine.apply(.setState(.collapsed), at: 2)
    // end of example
    return (machine, output)
  }
}

// MARK: - Presets.md

enum PresetsArticleMixing {
  static func run() -> PullUpConfiguration {
    // example: Sources/PullUpCore/PullUpCore.docc/Presets.md "Overview"
    var mixed = PullUpConfiguration.ishPullUp
    mixed.movement = PullUpConfiguration.default.movement
    // end of example
    return mixed
  }
}

// MARK: - PullUpPresets.md

enum PresetsModuleFloatingPanel {
  static func run() throws -> PullUpMachine {
    // example: Sources/PullUpPresets/PullUpPresets.docc/PullUpPresets.md "Overview", the first
    let panel = try PullUpMachine(configuration: .floatingPanel, container: PullUpContainer(width: 390, height: 844))
    // end of example
    return panel
  }
}

enum PresetsArticleMaterial {
  static func run() throws -> PullUpMachine {
    // example: Sources/PullUpPresets/PullUpPresets.docc/PullUpPresets.md "Overview"
    let sheet = PullUpConfiguration.materialBottomSheet(
      fitToContents: false, peekHeight: .points(120), hideable: true)
    let machine = try PullUpMachine(
      configuration: sheet, container: PullUpContainer(width: 360, height: 640))
    // machine.snapshot.detents == [120, 320, 640]: collapsed, half-expanded, expanded
    // end of example
    return machine
  }
}

// MARK: - BeyondTheAnchors.md

enum BeyondTheAnchorsArticleScrolling {
  static func run(_ machine: inout PullUpMachine, scrollView: ListView) throws {
    let t = 1.0
    let dy = -900.0
    let vy = -600.0
    let maximumOffset = 400.0

    // example: Sources/PullUpCore/PullUpCore.docc/BeyondTheAnchors.md "Scroll hand-off"
    _ = try machine.apply(.dragBegan(inScrollableContent: true), at: t)  // the finger went down on the list
    _ = try machine.apply(.dragChanged(translation: dy), at: t)  // on every sample
    scrollView.contentOffset.y = machine.snapshot.contentOffset  // the machine moved the list
    _ = try machine.apply(.dragEnded(velocity: vy), at: t)
    // The list decelerates by itself; report its offset as it scrolls:
    _ = try machine.apply(.scrollOffsetChanged(scrollView.contentOffset.y, maximum: maximumOffset), at: t)
    // end of example
  }
}

// MARK: - Symbol documentation

/// Stands for a front end's accessibility element: the custom actions it offers, by name.
enum AccessibilityActionsSymbol {
  static let customActions = Mutex<[(name: String, handler: @Sendable () -> Void)]>([])
  static let performed = Mutex<[PullUpAccessibilityAction]>([])

  static func addCustomAction(named name: String, _ handler: @escaping @Sendable () -> Void) {
    customActions.withLock { $0.append((name, handler)) }
  }

  static func perform(_ action: PullUpAccessibilityAction) {
    performed.withLock { $0.append(action) }
  }

  static func run(_ snapshot: PullUpSnapshot) {
    // example: Sources/PullUpCore/Accessibility/PullUpAccessibilityAction.swift "PullUpAccessibilityActions"
    for action in PullUpAccessibilityAction.allCases where snapshot.accessibility.actions.contains(action) {
      addCustomAction(named: snapshot.accessibility.labels[action]) { perform(action) }
    }
    // end of example
  }
}

enum PullUpInputSymbol {
  static func run(_ controller: PullUpController) async throws {
    // example: Sources/PullUpCore/Input/PullUpInput.swift "PullUpInput"
    try await controller.send(.dragBegan())
    try await controller.send(.dragChanged(translation: -120))
    try await controller.send(.dragEnded(velocity: -900))
    try await controller.send(.setState(.expanded))
    // end of example
  }
}

// example: Sources/PullUpCore/Physics/PullUpMotion.swift "PullUpMotion"
/// Eases to the target in a fixed time, ignoring the release velocity.
struct EaseOut: PullUpMotion {
  var duration = 0.3
  var name: String { "ease out" }

  func state(of move: PullUpMove, after elapsed: Double) -> (height: Double, heightVelocity: Double) {
    let t = min(elapsed / duration, 1)
    let distance = move.target - move.start
    let height = move.start + distance * (1 - (1 - t) * (1 - t) * (1 - t))
    let heightVelocity = t < 1 ? distance * 3 * (1 - t) * (1 - t) / duration : 0
    return (height, heightVelocity)
  }
}
// end of example

enum MotionPolicySymbol {
  static let print = Printout()

  static func run() -> PullUpConfiguration {
    var configuration = PullUpConfiguration.default
    // example: Sources/PullUpCore/Physics/PullUpMotionPolicy.swift "PullUpMotionPolicy"
    configuration.movement.motion = .spring(PullUpSpringParameters(response: 0.35, dampingRatio: 1))
    if let spring = configuration.movement.motion.motion as? PullUpSpringParameters {
      print(spring.response)  // 0.35
    }
    configuration.movement.motion = .custom(EaseOut())
    // end of example
    return configuration
  }
}

enum SnappingSymbol {
  static let print = Printout()

  static func run() -> PullUpConfiguration {
    // example: Sources/PullUpCore/Snapping/PullUpSnapping.swift "PullUpSnapping"
    /// A hard flick goes to the far end; anything else to the nearest detent.
    struct FlickToEnds: PullUpSnapping {
      var name: String { "flick to ends" }

      func decide(_ release: PullUpRelease) -> PullUpSnapDecision {
        let detents = release.detents
        let target: Double
        if abs(release.heightVelocity) > 1_500 {
          target = release.heightVelocity > 0 ? detents.maximum : detents.minimum
        } else {
          target = detents.heights[detents.nearestIndex(to: release.projectedHeight())]
        }
        return PullUpSnapDecision(
          target: .height(target), projectedHeight: release.projectedHeight(), candidates: detents.heights,
          reason: .custom("\(abs(release.heightVelocity) > 1_500 ? "a hard flick" : "the nearest detent")"))
      }
    }

    var configuration = PullUpConfiguration.default
    configuration.movement.snapPolicy = .custom(FlickToEnds())
    // end of example

    // example: Sources/PullUpCore/Snapping/PullUpSnapPolicy.swift "PullUpSnapPolicy"
    configuration.movement.snapPolicy = .projected(PullUpProjectedSnapping(maximumDetentsPerFlick: nil))
    if let projected = configuration.movement.snapPolicy.policy as? PullUpProjectedSnapping {
      print(projected.maximumDetentsPerFlick == nil)  // true: no limit per flick
    }
    configuration.movement.snapPolicy = .custom(FlickToEnds())
    // end of example
    return configuration
  }
}

// MARK: - Tests

// example: Sources/PullUpFrontEnd/PullUpInterpreter.swift "PullUpInterpreter"
func pressOnTheSheet() throws -> PullUpVerdict {
  let machine = try PullUpMachine(container: PullUpContainer(width: 390, height: 844))
  var interpreter = PullUpInterpreter()
  let press = PullUpRawEvent.pointer(.down, x: 160, y: 800, time: 0, device: .mouse, region: .body)
  // Undecided: a button under the pointer still gets its click unless the press moves past 8 points.
  return interpreter.interpret(press, on: machine.snapshot).verdict
}
// end of example

// example: Sources/PullUpFrontEnd/PullUpFrontEnd.docc/PullUpFrontEnd.md "Overview"
func release(after press: PullUpRawEvent, in machine: inout PullUpMachine) throws -> PullUpVerdict {
  var interpreter = PullUpInterpreter()
  _ = interpreter.interpret(press, on: machine.snapshot)
  let up = PullUpRawEvent.pointer(.up, x: 161, y: 803, time: 0.05, device: .mouse, region: .body)
  let meaning = interpreter.interpret(up, on: machine.snapshot)
  for input in meaning.inputs { _ = try machine.apply(input, at: up.time) }
  return meaning.verdict  // .tapped(.body): moved 3 points, below the 8-point threshold
}
// end of example

@Suite("Documentation examples: PullUpCore")
struct CoreDocExampleTests {
  let container = PullUpContainer(width: 390, height: 844)

  @Test("PullUpCore.md: a release starts frames, and the input as a value is accepted")
  func overview() throws {
    let (machine, output) = try PullUpCoreArticleOverview.run()
    #expect(output.action == .startFrames)
    #expect(machine.snapshot.phase == .settling)
    #expect(machine.snapshot.restingHeight == machine.detents.minimum)
  }

  @Test("Presets.md: ISHPullUp's shape and appearance moving as PullUp's default")
  func presetsMixed() throws {
    let mixed = PresetsArticleMixing.run()
    #expect(mixed.shape == PullUpConfiguration.ishPullUp.shape)
    #expect(mixed.appearance == PullUpConfiguration.ishPullUp.appearance)
    #expect(mixed.movement == PullUpConfiguration.default.movement)
    let machine = try PullUpMachine(configuration: mixed, container: container)
    #expect(machine.snapshot.detents.count == 2)
  }

  @Test("PullUpPresets.md: FloatingPanel's panel starts at its half anchor")
  func presetsFloatingPanel() throws {
    let panel = try PresetsModuleFloatingPanel.run()
    #expect(panel.snapshot.detents.count == 3)
    #expect(panel.snapshot.height == 422)
  }

  @Test("PullUpPresets.md: Material's sheet has collapsed, half-expanded and expanded detents, and may hide")
  func presetsMaterial() throws {
    let machine = try PresetsArticleMaterial.run()
    #expect(machine.snapshot.detents == [120, 320, 640])
    #expect(machine.snapshot.height == 120)
    #expect(machine.configuration.movement.hidesByDragging)
  }

  @Test("BeyondTheAnchors.md, scroll hand-off: the sheet expands, then the list scrolls the rest")
  func scrollHandOff() throws {
    var machine = try PullUpMachine(container: container)
    let scrollView = ListView()
    try BeyondTheAnchorsArticleScrolling.run(&machine, scrollView: scrollView)
    #expect(machine.snapshot.height == machine.detents.maximum)
    #expect(scrollView.contentOffset.y > 0)
    #expect(machine.snapshot.contentOffset == scrollView.contentOffset.y)
  }

  @Test("PullUpAccessibilityActions: one custom action per action that applies, each performing its own")
  func accessibilityActions() throws {
    let machine = try PullUpMachine(container: container)
    AccessibilityActionsSymbol.run(machine.snapshot)
    let customActions = AccessibilityActionsSymbol.customActions.withLock { $0 }
    let names = customActions.map(\.name)
    let expected = PullUpAccessibilityAction.allCases.filter { machine.snapshot.accessibility.canPerform($0) }
    #expect(names == expected.map { machine.snapshot.accessibility.labels[$0] })
    #expect(!names.isEmpty)
    for action in customActions { action.handler() }
    #expect(AccessibilityActionsSymbol.performed.withLock { $0 } == expected)
  }

  @Test("PullUpInput: inputs as values, through the controller")
  func inputs() async throws {
    let harness = try PullUpTestHarness(container: container)
    try await PullUpInputSymbol.run(harness.controller)
    try await harness.settle()
    #expect(await harness.controller.snapshot.state == .expanded)
  }

  @Test("PullUpMotion: a controller moves with EaseOut, and ends at its target")
  func easeOut() async throws {
    var configuration = PullUpConfiguration.default
    // example: Sources/PullUpCore/Physics/PullUpMotion.swift "PullUpMotion", in a configuration
    configuration.movement.motion = .custom(EaseOut())
    // end of example
    let harness = try PullUpTestHarness(configuration: configuration, container: container)
    try await harness.send(.setState(.expanded))
    try await harness.advance(by: .milliseconds(150))
    #expect(harness.controller.latestSnapshot.phase == .settling)
    try await harness.settle()
    #expect(await harness.controller.snapshot.state == .expanded)
  }

  @Test("PullUpMotionPolicy: the spring is read back, then the custom motion set")
  func motionPolicy() {
    let configuration = MotionPolicySymbol.run()
    #expect(MotionPolicySymbol.print.lines == ["0.35"])
    #expect(configuration.movement.motion == .custom(EaseOut()))
  }

  @Test("PullUpSnapping: a hard flick goes to the far end, a slow release to the nearest detent")
  func flickToEnds() throws {
    let configuration = SnappingSymbol.run()
    #expect(SnappingSymbol.print.lines == ["true"])
    #expect(configuration.movement.snapPolicy.policy.name == "flick to ends")

    var machine = try PullUpMachine(configuration: configuration, container: container)
    _ = try machine.apply(.dragBegan(), at: 0)
    _ = try machine.apply(.dragChanged(translation: -20), at: 0.05)
    _ = try machine.apply(.dragEnded(velocity: -2000), at: 0.06)
    #expect(machine.snapshot.restingHeight == machine.detents.maximum)

    _ = try machine.apply(.dragBegan(), at: 2)
    _ = try machine.apply(.dragChanged(translation: 20), at: 2.05)
    _ = try machine.apply(.dragEnded(velocity: 300), at: 2.06)
    #expect(machine.snapshot.restingHeight == machine.detents.maximum)
  }
}

@Suite("Documentation examples: matching errors")
struct ErrorMatchingExamples {
  let container = PullUpContainer(width: 390, height: 844)

  @Test("PullUpError: a NaN translation and a release without a drag, matched by case, name and rule")
  func pullUpErrorSymbol() throws {
    var machine = try PullUpMachine(configuration: .default, container: container)
    // example: Sources/PullUpCore/Errors/PullUpError.swift "PullUpError"
    #expect(throws: PullUpError.invalidInput(.dragTranslation, value: .nan, rule: .mustBeFinite)) {
      try machine.apply(.dragChanged(translation: .nan), at: 1)
    }
    #expect(throws: PullUpError.unexpectedInput(.dragEnded, phase: .resting)) {
      try machine.apply(.dragEnded(velocity: -1200), at: 1)
    }
    // end of example
  }

  @Test("PullUpRestorationState: a record made by hand restores; one that names no detent is refused")
  func restorationStateSymbol() throws {
    // example: Sources/PullUpCore/Restoration/PullUpRestorationState.swift "init(detentIndex:…)"
    var machine = try PullUpMachine(container: container)
    let between = PullUpRestorationState(detentIndex: 0, detentCount: 3, fraction: 0.5, height: 300)
    _ = try machine.apply(.restore(between), at: 1)  // halfway between the lowest two detents
    let bad = PullUpRestorationState(detentIndex: 3, detentCount: 3, height: 0)
    #expect(throws: PullUpError.invalidInput(.restoredDetentIndex, value: 3, rule: .mustLieIn(0..<3))) {
      try machine.apply(.restore(bad), at: 2)
    }
    // end of example
    let heights = machine.detents.heights
    #expect(machine.snapshot.height == (heights[0] + heights[1]) / 2)
  }

  @Test("PullUpInterpreter: a press on the sheet is undecided until it moves")
  func interpreterSymbol() throws {
    #expect(try pressOnTheSheet() == .undecided)
  }

  @Test("PullUpFrontEnd.md: a press released 3 points away is a tap on the sheet, and the sheet does not move")
  func frontEndLandingPage() throws {
    var machine = try PullUpMachine(container: PullUpContainer(width: 390, height: 844))
    let press = PullUpRawEvent.pointer(.down, x: 160, y: 800, time: 0, device: .mouse, region: .body)
    #expect(try release(after: press, in: &machine) == .tapped(.body))
    #expect(machine.snapshot.phase == .resting)
  }

  @Test("BadInput.md: a NaN release velocity is refused, matched with NaN")
  func badInputArticle() throws {
    var machine = try PullUpMachine(configuration: .default, container: container)
    _ = try machine.apply(.dragBegan(), at: 0.5)
    // example: Sources/PullUpCore/PullUpCore.docc/BadInput.md "Matching an error"
    #expect(throws: PullUpError.invalidInput(.releaseVelocity, value: .nan, rule: .mustBeFinite)) {
      try machine.apply(.dragEnded(velocity: .nan), at: 1)
    }
    // end of example
  }
}
