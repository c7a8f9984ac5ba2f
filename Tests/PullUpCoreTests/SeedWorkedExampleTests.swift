import PullUpCore
import Testing

/// Every worked example of seeds-spec.md, one row each, through the public API.
@Suite("Seed worked examples")
struct SeedWorkedExampleTests {
  // seeds-spec §1.9: ISHPullUp snapping with threshold 0.25 (and 0.5 for the binary case).
  @Test(
    "ISHPullUp threshold snapping",
    arguments: [
      (100.0, 600.0, 460.0, 0.25, 600.0),
      (100, 600, 450, 0.25, 450),
      (100, 600, 249, 0.25, 100),
      (300, 400, 301, 0.25, 400),
      (100, 600, 301, 0.5, 600),
      (100, 600, 299, 0.5, 100),
      (100, 600, 700, 0.25, 600),
    ])
  func ishPullUpSnapping(minimum: Double, maximum: Double, released: Double, threshold: Double, expected: Double) {
    let policy = PullUpThresholdSnapping(snapToEnds: true, threshold: threshold)
    let release = PullUpRelease(height: released, heightVelocity: -5000, detents: detents(minimum, maximum))
    #expect(policy.decide(release).target == .height(expected))
  }

  @Test("ISHPullUp without snapToEnds rests where released, clipped to the maximum")
  func ishPullUpWithoutSnapping() {
    let policy = PullUpThresholdSnapping(snapToEnds: false)
    #expect(policy.decide(.init(height: 580, heightVelocity: 0, detents: detents(100, 600))).target == .height(580))
    #expect(policy.decide(.init(height: 650, heightVelocity: 0, detents: detents(100, 600))).target == .height(600))
  }

  // seeds-spec §2.5: SplitSheet, minimum 400, snapping distance 150, expanded 800. `p` is the projected
  // point, so the projection is switched off (rate 0) and only the velocity's sign matters.
  @Test(
    "SplitSheet directional snapping",
    arguments: [
      (1.0, 100.0, "400"),
      (1, 400, "800"),
      (1, 410, "800"),
      (1, 900, "800"),
      (-1, 700, "400"),
      (-1, 390, "hidden"),
      (-1, 400, "hidden"),
      (-1, -20, "hidden"),
      (0, 620, "620"),
      (0, 550, "550"),
      (0, 500, "400"),
      (0, 251, "400"),
      (0, 250, "hidden"),
    ])
  func splitSheetSnapping(velocity: Double, projected: Double, expected: String) {
    let policy = PullUpDirectionalSnapping(snappingDistance: 150, decelerationRate: 0)
    let release = PullUpRelease(
      height: projected, heightVelocity: velocity, detents: detents(400, 800), hiddenHeight: 0)
    let decision = policy.decide(release)
    switch decision.target {
    case .hidden: #expect(expected == "hidden")
    case .height(let height): #expect(expected == String(Int(height)))
    }
  }

  @Test("SplitSheet counts a subnormal velocity as zero")
  func splitSheetSubnormalVelocity() {
    let policy = PullUpDirectionalSnapping(snappingDistance: 150, decelerationRate: 0)
    let subnormal = Double.leastNormalMagnitude / 2
    let release = PullUpRelease(height: 620, heightVelocity: subnormal, detents: detents(400, 800), hiddenHeight: 0)
    #expect(policy.decide(release).target == .height(620))
  }

  // seeds-spec §3.3: SwiftUI SplitView limits.
  @Test(
    "SplitView limits",
    arguments: [
      (1000.0, 0.5, 0.2...0.8, 200.0, 800.0, 500.0),
      (1000, 0.3, 0.1...0.9, 100, 900, 700),
    ])
  func splitViewLimits(
    height: Double, middle: Double, range: ClosedRange<Double>, lowestBottom: Double, highestBottom: Double,
    initialDividerY: Double
  ) throws {
    var divider = try PullUpDivider(middle: middle, range: range, containerHeight: height)
    #expect(abs(divider.dividerY - initialDividerY) < 1e-9)
    try divider.dragChanged(translation: 10_000)
    #expect(abs(divider.bottomHeight - lowestBottom) < 1e-9)
    #expect(divider.isAtLowerLimit)
    try divider.dragChanged(translation: -10_000)
    #expect(abs(divider.bottomHeight - highestBottom) < 1e-9)
    #expect(divider.isAtUpperLimit)

    let configuration = PullUpConfiguration.splitView(middle: middle, range: range)
    let machine = try PullUpMachine(configuration: configuration, container: .init(width: 400, height: height))
    #expect(machine.detents.heights.map { $0.rounded() } == [lowestBottom, highestBottom])
    #expect(abs(machine.snapshot.layout.sheetFrame.y - initialDividerY) < 1e-9)
  }

  // seeds-spec §1.11: shift layout, H 800, safe bottom 34, delegate minimum 66, maximum 600, h 350.
  @Test("ISHPullUp shift layout example")
  func ishPullUpLayout() throws {
    var machine = try PullUpMachine(
      configuration: .ishPullUp, container: .init(width: 390, height: 800, safeArea: .init(top: 47, bottom: 34)))
    _ = try machine.sizingChanged(.init(minimumHeight: 66, maximumHeight: 600), at: 0)
    #expect(machine.detents.heights == [100, 600])
    _ = try machine.moveRequested(to: .height(350), animated: false, at: 0)
    let layout = machine.snapshot.layout
    #expect(layout.sheetFrame == PullUpRect(x: 0, y: 450, width: 390, height: 600))
    #expect(layout.contentInsets.bottom == 316)
    #expect(layout.sheetInsets.bottom == 250)
    #expect(layout.dimmingFrame.height == 450)
    #expect(layout.contentFrame == PullUpRect(x: 0, y: 0, width: 390, height: 800))
  }

  // seeds-spec §1.12: dimming from h ≥ 350 with minimum 100, maximum 600, threshold 0.5.
  @Test("ISHPullUp dimming threshold", arguments: [(349.0, 0.0), (350, 0.4), (600, 0.4), (100, 0)])
  func ishPullUpDimming(height: Double, alpha: Double) {
    let layout = PullUpLayout(
      height: height, state: .intermediate, isHidden: false, detents: detents(100, 600),
      appearance: PullUpConfiguration.ishPullUp.appearance)
    #expect(layout.dimmingAlpha == alpha)
  }

  // seeds-spec §1.6: minimum = delegate minimum (or 55) + safe bottom; available = H − top − margin.
  @Test("ISHPullUp height model")
  func ishPullUpHeightModel() throws {
    let container = PullUpContainer(width: 390, height: 844, safeArea: .init(top: 47, bottom: 34))
    let machine = try PullUpMachine(configuration: .ishPullUp, container: container)
    #expect(machine.detents.heights == [89, 844 - 47 - 20])
    #expect(machine.snapshot.state == .collapsed)
    #expect(machine.snapshot.layout.handle == .up)
  }

  // seeds-spec §1.16: handle mapping.
  @Test(
    "Handle follows the state",
    arguments: [
      (PullUpState.collapsed, PullUpHandleState.up), (.expanded, .down), (.intermediate, .neutral),
      (.dragging, .neutral),
    ])
  func handle(state: PullUpState, handle: PullUpHandleState) {
    #expect(PullUpHandleState(state) == handle)
  }
}
