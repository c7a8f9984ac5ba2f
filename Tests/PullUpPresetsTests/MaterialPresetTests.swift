import PullUpCore
import PullUpPresets
import PullUpTesting
import Testing

/// The `.materialBottomSheet(…)` preset in the machine: its states, its clamps, hiding and its settle.
@Suite("The Material bottom-sheet preset")
struct MaterialPresetTests {
  /// A 360 × 640 container without safe area: an auto peek shows 640 − 202 = 438 points (MDC's
  /// `360 * 9 / 16` in `int`s is 202).
  static let container = PullUpContainer(width: 360, height: 640)

  @Test("Its detents are Material's states, and it starts collapsed")
  func detents() throws {
    let machine = try PullUpMachine(configuration: .materialBottomSheet(), container: Self.container)
    #expect(machine.snapshot.detents == [438, 640])
    #expect(machine.snapshot.height == 438)
    let half = try PullUpMachine(
      configuration: .materialBottomSheet(fitToContents: false, peekHeight: .points(100), halfExpandedRatio: 0.6),
      container: Self.container)
    #expect(half.snapshot.detents == [100, 384, 640])
  }

  @Test("A drag stops hard at expanded and at collapsed; hideable, at the container's bottom edge")
  func hardClamps() throws {
    var machine = try PullUpMachine(configuration: .materialBottomSheet(), container: Self.container)
    _ = try machine.apply(.dragBegan(), at: 0)
    _ = try machine.apply(.dragChanged(translation: -400), at: 0.1)
    #expect(machine.snapshot.height == 640)
    _ = try machine.apply(.dragChanged(translation: 400), at: 0.2)
    #expect(machine.snapshot.height == 438)
    var hideable = try PullUpMachine(configuration: .materialBottomSheet(hideable: true), container: Self.container)
    _ = try hideable.apply(.dragBegan(), at: 0)
    _ = try hideable.apply(.dragChanged(translation: 800), at: 0.1)
    #expect(hideable.snapshot.height == 0)
  }

  @Test("A hideable sheet swiped down fast hides, and explain's reason names MDC's rule")
  func hides() throws {
    var machine = try PullUpMachine(configuration: .materialBottomSheet(hideable: true), container: Self.container)
    _ = try machine.apply(.dragBegan(), at: 0)
    _ = try machine.apply(.dragChanged(translation: 300), at: 0.1)
    let output = try machine.apply(.dragEnded(velocity: 1_500), at: 0.2)
    let decision = output.events.lazy.compactMap { event -> PullUpSnapDecision? in
      if case .settleStarted(let settle) = event { return settle.decision }
      return nil
    }.first
    let reason = try #require(decision).reason.description
    #expect(reason.hasPrefix("Material: shouldHide ("))
    #expect(reason.hasSuffix("faster than its significantVelocityThreshold of 500: hidden"))
    try machine.settle()
    #expect(machine.snapshot.isHidden)
  }

  @Test("A release inside ViewDragHelper's 50-point dead zone counts as still", arguments: [49.0, 51.0])
  func deadZone(speed: Double) throws {
    // 60 points above collapsed (438), nearer collapsed than expanded: still goes back, upwards expands.
    var machine = try PullUpMachine(configuration: .materialBottomSheet(), container: Self.container)
    _ = try machine.apply(.dragBegan(), at: 0)
    _ = try machine.apply(.dragChanged(translation: -60), at: 0.1)
    _ = try machine.apply(.dragEnded(velocity: -speed), at: 0.2)
    try machine.settle()
    #expect(machine.snapshot.height == (speed < 50 ? 438 : 640))
  }

  @Test(
    "The settle never passes its target, whatever the release velocity",
    arguments: [-8_000.0, -3_000.0, -500.0, 0, 500, 3_000])
  func noOvershoot(velocity: Double) throws {
    let motion = PullUpMaterialSettle()
    for (start, target) in [(437.5, 640.0), (600, 640), (639, 640), (500, 437.5)] {
      let move = PullUpMove(start: start, heightVelocity: -velocity, target: target)
      for step in 0...240 {
        let height = motion.state(of: move, after: Double(step) / 240).height
        if target > start {
          #expect(height <= target + 1e-9, "from \(start) at \(-velocity) pt/s")
        } else {
          #expect(height >= target - 1e-9, "from \(start) at \(-velocity) pt/s")
        }
      }
      #expect(abs(motion.state(of: move, after: 2).height - target) < 0.01)
    }
  }

  @Test("The settle keeps every guarantee a motion must, and a continuing move's velocity")
  func motionCheck() {
    #expect(PullUpMotionCheck.violations(of: PullUpMaterialSettle()) == [])
    #expect(PullUpMotionCheck.continuityViolations(of: PullUpMaterialSettle()) == [])
  }

  @Test(
    "A continuing move starts at its own velocity, towards the target or away, limited by nothing",
    arguments: [-3_000.0, -500, 0, 500, 3_000])
  func continuingMove(heightVelocity: Double) {
    let motion = PullUpMaterialSettle()
    for (start, target) in [(437.5, 640.0), (500, 437.5)] {
      let move = PullUpMove(start: start, heightVelocity: heightVelocity, target: target, continues: true)
      let first = motion.state(of: move, after: 0)
      #expect(first.height == start)
      #expect(abs(first.heightVelocity - heightVelocity) < 1e-9, "from \(start) to \(target)")
      #expect(abs(motion.state(of: move, after: 2).height - target) < 0.01)
    }
  }

  @Test("A new move's velocity away from the target is limited as every spring limits its start")
  func awayFromTarget() {
    let motion = PullUpMaterialSettle()
    // 202.5 points to go up; moving down at 5,000 pt/s. The spring's limit is 2π / 0.3 · 202.5 ≈ 4,241 pt/s.
    let move = PullUpMove(start: 437.5, heightVelocity: -5_000, target: 640)
    let limit = 2 * Double.pi / 0.3 * 202.5
    #expect(abs(motion.state(of: move, after: 0).heightVelocity + limit) < 1e-9)
    // Towards it, the settle's own limit: the fastest start that does not pass the target.
    let towards = PullUpMove(start: 437.5, heightVelocity: 5_000, target: 640)
    #expect(abs(motion.state(of: towards, after: 0).heightVelocity - limit) < 1e-9)
  }

  @Test("Retargeted mid-settle, the sheet's velocity does not jump")
  func retarget() throws {
    var machine = try PullUpMachine(configuration: .materialBottomSheet(), container: Self.container)
    _ = try machine.apply(.dragBegan(), at: 0)
    _ = try machine.apply(.dragChanged(translation: -60), at: 0.1)
    _ = try machine.apply(.dragEnded(velocity: -1_500), at: 0.2)
    _ = try machine.advance(to: 0.25)
    let before = machine.snapshot.heightVelocity
    #expect(before > 100)
    _ = try machine.apply(.moveToDetent(0), at: 0.25)
    #expect(abs(machine.snapshot.heightVelocity - before) < 1e-9)
  }

  @Test("Without fitToContents, an upward release from below half-expanded half-expands, and from above it expands")
  func upwards() throws {
    let configuration = PullUpConfiguration.materialBottomSheet(fitToContents: false, peekHeight: .points(100))
    for (translation, expected) in [(-150.0, 320.0), (-250, 640)] {
      var machine = try PullUpMachine(configuration: configuration, container: Self.container)
      _ = try machine.apply(.dragBegan(), at: 0)
      _ = try machine.apply(.dragChanged(translation: translation), at: 0.1)
      _ = try machine.apply(.dragEnded(velocity: -2_000), at: 0.2)
      try machine.settle()
      #expect(machine.snapshot.height == expected, "from \(100 - translation) pt")
    }
  }

  @Test("skipCollapsed: a slow release from expanded above the middle goes back to expanded, not to collapsed")
  func skipCollapsed() throws {
    let configuration = PullUpConfiguration.materialBottomSheet(hideable: true, skipCollapsed: true)
    var machine = try PullUpMachine(configuration: configuration, container: Self.container)
    _ = try machine.apply(.setState(.expanded, animated: false), at: 0)
    _ = try machine.apply(.dragBegan(), at: 0.1)
    _ = try machine.apply(.dragChanged(translation: 300), at: 0.2)
    _ = try machine.apply(.dragEnded(velocity: 300), at: 0.3)
    try machine.settle()
    #expect(machine.snapshot.height == 640)
    #expect(!machine.snapshot.isHidden)
    let plain = PullUpConfiguration.materialBottomSheet(hideable: true)
    var other = try PullUpMachine(configuration: plain, container: Self.container)
    _ = try other.apply(.setState(.expanded, animated: false), at: 0)
    _ = try other.apply(.dragBegan(), at: 0.1)
    _ = try other.apply(.dragChanged(translation: 300), at: 0.2)
    _ = try other.apply(.dragEnded(velocity: 300), at: 0.3)
    try other.settle()
    #expect(other.snapshot.height == 438)
  }

  @Test("The settle refuses a spring that overshoots on its own")
  func settleValidates() {
    #expect(throws: PullUpError.self) {
      try PullUpMaterialSettle(spring: PullUpSpringParameters(response: 0.3, dampingRatio: 0.9)).validate()
    }
    #expect(throws: Never.self) { try PullUpMaterialSettle().validate() }
  }

  @Test("Two presets with the same parameters are equal, and different parameters make different detents")
  func equality() {
    #expect(PullUpConfiguration.materialBottomSheet() == .materialBottomSheet())
    #expect(
      PullUpConfiguration.materialBottomSheet(peekHeight: .points(80)).shape
        != PullUpConfiguration.materialBottomSheet(peekHeight: .points(90)).shape)
  }
}
