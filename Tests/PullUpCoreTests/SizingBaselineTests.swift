import Testing

@testable import PullUpCore

/// The sizing delegate's baselines, decided in issue 50 and stated in `PullUpSizingDelegate`'s documentation: the
/// minimum is measured above the bottom safe area (what the collapsed sheet shows, the same on every phone), the
/// maximum from the container's bottom edge (as the `availableHeight` it is given), and under
/// `liftAboveKeyboard` every stop, the maximum included, is measured above the keyboard while it is up.
@Suite struct SizingBaselineTests {
  /// A phone's context: 390 × 844 with `bottom` points of bottom safe area and 47 on top.
  static func context(bottom: Double, keyboard: Double = 0) -> PullUpDetentContext {
    PullUpDetentContext(
      containerSize: PullUpSize(width: 390, height: 844), safeArea: PullUpInsets(top: 47, bottom: bottom),
      topMargin: 20, contentHeight: nil, keyboardHeight: keyboard)
  }

  @Test("A delegate's minimum near a detent measured from the bottom edge: one stop or two, by the phone")
  func deviceDependentStops() {
    // The minimum: 100 points above the safe area. A configured detent at 134 points from the bottom edge.
    let detents: [PullUpDetent] = [.height(134), .height(600)]
    let faceID = PullUpResolvedDetents(detents, minimum: .heightAboveSafeArea(100), in: Self.context(bottom: 34))
    let homeButton = PullUpResolvedDetents(detents, minimum: .heightAboveSafeArea(100), in: Self.context(bottom: 0))
    #expect(faceID.heights == [134, 600])
    #expect(homeButton.heights == [100, 134, 600])
  }

  @Test("The same detent measured above the safe area, as the minimum is: one stop on every phone")
  func sameBaseline() {
    let detents: [PullUpDetent] = [.heightAboveSafeArea(100), .height(600)]
    for bottom in [0.0, 21, 34] {
      let resolved = PullUpResolvedDetents(
        detents, minimum: .heightAboveSafeArea(100), in: Self.context(bottom: bottom))
      #expect(resolved.heights == [100 + bottom, 600], "bottom safe area \(bottom)")
    }
  }

  @Test("The maximum is from the container's bottom edge, the minimum above the safe area")
  func baselines() {
    let resolved = PullUpResolvedDetents(
      [.height(300)], minimum: .heightAboveSafeArea(100), maximum: .height(700), cap: 500,
      in: Self.context(bottom: 34))
    #expect(resolved.minimum == 134)
    #expect(resolved.maximum == 500)
  }

  @Test("Lifted above the keyboard, the delegate's maximum is measured above the keyboard too")
  func liftedMaximum() {
    let lifted = PullUpResolvedDetents(
      [.height(300)], minimum: .heightAboveSafeArea(100), maximum: .height(700), cap: 500,
      in: Self.context(bottom: 34, keyboard: 334)
    ).raised(by: Self.context(bottom: 34, keyboard: 334).keyboardLift)
    // The keyboard reaches 300 points above the safe area: every stop rises by that, the maximum included,
    // so the sheet shows as much above the keyboard as it showed above the safe area, up to the available height
    // (844 - 47 - 20 = 777): the maximum, 500, becomes 777 rather than 800.
    #expect(lifted.heights == [434, 600, 777])
  }
}
