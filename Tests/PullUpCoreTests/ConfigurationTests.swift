import PullUpCore
import Testing

@Suite("Configuration groups")
struct ConfigurationGroupTests {
  @Test("Each preset holds the values it is built from, and the groups mix")
  func presetsFromGroups() throws {
    #expect(PullUpConfiguration.default == PullUpConfiguration())
    #expect(PullUpConfiguration.default.movement.motion == .spring(PullUpPresetValues.defaultSpring))
    #expect(PullUpConfiguration.default.appearance.dimming == PullUpPresetValues.defaultDimming)
    #expect(PullUpConfiguration.ishPullUp.movement.motion == .spring(PullUpPresetValues.ishPullUpSpring))
    #expect(PullUpConfiguration.ishPullUp.movement.rubberBand.top == PullUpPresetValues.ishPullUpRubberBand)
    #expect(PullUpConfiguration.ishPullUp.appearance.dimming == PullUpPresetValues.ishPullUpDimming)
    #expect(PullUpConfiguration.splitSheet.movement.motion == .spring(PullUpPresetValues.splitSheetSpring))
    let splitView = PullUpConfiguration.splitView(middle: 0.4, range: 0.3...0.7)
    #expect(splitView.shape.detents == [.fraction(0.3), .fraction(0.7)])
    #expect(splitView.shape.initialHeight == .fraction(0.4))
    #expect(splitView.movement == PullUpConfiguration.splitView().movement)
    #expect(splitView.appearance == PullUpConfiguration.splitView().appearance)

    // ISHPullUp's shape moving as PullUp's default: its two detents, projected snapping.
    var mixed = PullUpConfiguration.ishPullUp
    mixed.movement = PullUpConfiguration.default.movement
    var machine = try PullUpMachine(configuration: mixed, container: PullUpContainer(width: 390, height: 844))
    #expect(machine.snapshot.detents.count == 2)
    _ = try machine.apply(.dragBegan(), at: 0)
    _ = try machine.apply(.dragChanged(translation: -10), at: 0.05)
    let output = try machine.apply(.dragEnded(velocity: -3000), at: 0.06)
    guard case .settleStarted(let settle) = output.events.last else {
      Issue.record("expected a settle, got \(output.events)")
      return
    }
    // ISHPullUp's own position-only thresholds would collapse a sheet released 10 points up; the default
    // projection carries the flick to the top.
    #expect(settle.target == machine.snapshot.detents.last)
  }

  @Test("Validation names a bad value in any group")
  func validation() {
    var configuration = PullUpConfiguration.default
    configuration.shape.detents = []
    #expect(throws: PullUpError.invalidConfiguration("detents must not be empty")) { try configuration.validate() }
    configuration = .default
    configuration.movement.velocityWindow = 0
    #expect(throws: PullUpError.self) { try configuration.validate() }
    configuration = .default
    configuration.appearance.dimming = .threshold(fraction: 0.5, alpha: 2)
    #expect(throws: PullUpError.self) { try configuration.validate() }
  }

  @Test(
    "The handle style decides what the layout reports",
    arguments: [
      (PullUpHandleStyle.arrow, [PullUpHandleState.up, .neutral, .down]),
      (.bar, [.neutral, .neutral, .neutral]),
    ])
  func handleStyles(style: PullUpHandleStyle, expected: [PullUpHandleState]) {
    #expect([PullUpState.collapsed, .intermediate, .expanded].map(style.handle(for:)) == expected)
  }

  @Test("A hidden handle is no handle in the layout, in every state")
  func hiddenHandle() throws {
    var configuration = PullUpConfiguration.default
    configuration.appearance.handle = .hidden
    var machine = try PullUpMachine(configuration: configuration, container: PullUpContainer(width: 390, height: 844))
    #expect(machine.snapshot.layout.handle == nil)
    _ = try machine.apply(.setState(.expanded, animated: false), at: 1)
    #expect(machine.snapshot.layout.handle == nil)
  }
}
