import PullUpCore
import PullUpPresets
import PullUpScenario
import Testing

/// Issue 27's public API as a client uses it: the release's start, the free curve and the scenario keys.
@Suite("Contract: where a drag began, the free curve and the scenario keys")
struct KeyContractTests {
  @Test("A release made by hand compiles as before and starts where it is released")
  func releaseStart() throws {
    let machine = try PullUpMachine(configuration: .default, container: PullUpContainer(width: 390, height: 844))
    #expect(PullUpRelease(height: 300, heightVelocity: 0, detents: machine.detents).startHeight == 300)
    let release = PullUpRelease(height: 300, heightVelocity: 0, detents: machine.detents, startHeight: 200)
    #expect(release.startHeight == 200)
  }

  @Test("A scenario sets the rubber band, hiding by a drag and the hidden margin, on any preset")
  func scenarioKeys() throws {
    var configuration = PullUpScenario.Configuration(preset: .ishPullUp)
    configuration.rubberBand = PullUpRubberBand(top: .free, bottom: .free)
    configuration.hidesByDragging = true
    configuration.hiddenMargin = 40
    let made = try configuration.makeConfiguration()
    #expect(made.movement.rubberBand == PullUpRubberBand(top: .free, bottom: .free))
    #expect(made.movement.hidesByDragging)
    #expect(made.shape.hiddenMargin == 40)
    let scenario = PullUpScenario(container: PullUpContainer(width: 390, height: 844), configuration: configuration)
    #expect(scenario.json().contains(#""rubberBand": {"top": "free", "bottom": "free"}"#), "\(scenario.json())")
    #expect(try PullUpScenario(json: scenario.json()) == scenario)
  }

  @Test("The FloatingPanel preset is built from public parts and a scenario can start from it")
  func floatingPanel() throws {
    let container = PullUpContainer(width: 375, height: 812, safeArea: PullUpInsets(top: 44, bottom: 34))
    let machine = try PullUpMachine(configuration: .floatingPanel, container: container)
    #expect(machine.snapshot.detents == [103, 401, 750])
    #expect(machine.snapshot.height == 401)
    #expect(PullUpConfiguration.floatingPanel.movement.snapPolicy == .custom(PullUpFloatingPanelSnapping()))
    var configuration = PullUpScenario.Configuration(preset: .floatingPanel)
    configuration.removalInteraction = true
    let made = try configuration.makeConfiguration()
    #expect(made.movement.snapPolicy == .custom(PullUpFloatingPanelSnapping(isRemovalInteractionEnabled: true)))
    #expect(made.movement.hidesByDragging)
  }

  @Test("The Material preset is built from public parts and a scenario can start from it")
  func materialBottomSheet() throws {
    let machine = try PullUpMachine(
      configuration: .materialBottomSheet(), container: PullUpContainer(width: 360, height: 640))
    #expect(machine.snapshot.detents == [438, 640])
    #expect(PullUpConfiguration.materialBottomSheet().movement.snapPolicy == .custom(PullUpMaterialSnapping()))
    var configuration = PullUpScenario.Configuration(preset: .materialBottomSheet)
    configuration.peekHeight = .points(100)
    configuration.hideable = true
    let made = try configuration.makeConfiguration()
    #expect(made == .materialBottomSheet(peekHeight: .points(100), hideable: true))
  }
}
