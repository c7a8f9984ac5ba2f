import PullUpUIKitTranslation
import Testing

/// `KeyboardFollow`: the sheet moves inside the keyboard's own animation, with its duration and its curve, and at
/// once when the keyboard does not animate (issue 50).
@Suite struct KeyboardFollowTests {
  @Test("The keyboard's animation: its duration, and its curve 7 in the options' curve bits")
  func keyboardCurve() {
    #expect(KeyboardFollow.follow(duration: 0.25, curve: 7) == .alongsideKeyboard(duration: 0.25, options: 7 << 16))
  }

  @Test("A public curve goes where UIView.AnimationOptions keeps it (ease-in-out 0, linear 3 << 16)")
  func publicCurves() {
    #expect(KeyboardFollow.follow(duration: 0.3, curve: 0) == .alongsideKeyboard(duration: 0.3, options: 0))
    #expect(KeyboardFollow.follow(duration: 0.3, curve: 3) == .alongsideKeyboard(duration: 0.3, options: 0x30000))
  }

  @Test(
    "No curve, or one the options cannot hold, counts as ease-in-out",
    arguments: [nil, -1, 16, Int.max, Int.min] as [Int?])
  func badCurves(curve: Int?) {
    #expect(KeyboardFollow.follow(duration: 0.25, curve: curve) == .alongsideKeyboard(duration: 0.25, options: 0))
  }

  @Test(
    "A keyboard that does not animate moves the sheet at once",
    arguments: [0, -0.25, .nan, .infinity, -.infinity] as [Double])
  func immediate(duration: Double) {
    #expect(KeyboardFollow.follow(duration: duration, curve: 7) == .immediate)
  }
}
