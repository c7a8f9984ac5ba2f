import Foundation
import PullUpCore
import PullUpPresets
import Testing

/// `PullUpFloatingPanelSpring` against FloatingPanel's `NumericSpringAnimator` (scenee/FloatingPanel @7efcc76,
/// Sources/Core.swift:1400-1488), stepped as FloatingPanel steps it: once per 60 Hz frame.
@Suite("FloatingPanel's spring")
struct FloatingPanelSpringTests {
  /// The most the motion passes its target, stepping FloatingPanel's way: response 0.4 s, damping from
  /// `springDecelerationRate` 0.991 when faster than 300 pt/s, otherwise 1, a semi-implicit step per frame.
  static func floatingPanelOvershoot(start: Double, velocity: Double, target: Double) -> Double {
    let omega = 2 * Double.pi / 0.4
    let zeta = abs(velocity) > 300 ? -log(0.991) / (2 * Double.pi * 2.5 * 0.001) : 1
    let h = 1.0 / 60
    var (x, v) = (start, velocity)
    var overshoot = 0.0
    for _ in 0..<600 {
      let f = 1 + 2 * h * zeta * omega
      let det = f + h * h * omega * omega
      x = (f * x + h * v + h * h * omega * omega * target) / det
      v = (v + h * omega * omega * (target - x)) / det
      overshoot = max(overshoot, (x - target) * (target > start ? 1 : -1))
    }
    return overshoot
  }

  /// The most the preset's motion passes its target, read at 60 Hz frames.
  static func presetOvershoot(start: Double, velocity: Double, target: Double) -> Double {
    let move = PullUpMove(start: start, heightVelocity: velocity, target: target)
    var overshoot = 0.0
    for frame in 1...600 {
      let height = PullUpFloatingPanelSpring().state(of: move, after: Double(frame) / 60).height
      overshoot = max(overshoot, (height - target) * (target > start ? 1 : -1))
    }
    return overshoot
  }

  @Test(
    "The preset's overshoot is within 2 pt of FloatingPanel's at 60 Hz",
    arguments: [
      (250.0, 1_500.0, 647.0), (250, 800, 647), (250, 3_000, 647), (647, -2_000, 250), (401, -600, 103),
      (103, 1_200, 401), (300, 200, 647), (600, -250, 250), (250, 0, 647),
    ])
  func overshoot(start: Double, velocity: Double, target: Double) {
    let theirs = Self.floatingPanelOvershoot(start: start, velocity: velocity, target: target)
    let ours = Self.presetOvershoot(start: start, velocity: velocity, target: target)
    #expect(abs(ours - theirs) <= 2, "FloatingPanel \(theirs) pt, preset \(ours) pt")
  }

  @Test("A fast release overshoots in both, a slow one in neither: the comparison is not of zeros")
  func overshootExists() {
    #expect(Self.floatingPanelOvershoot(start: 250, velocity: 3_000, target: 647) > 5)
    #expect(Self.presetOvershoot(start: 250, velocity: 3_000, target: 647) > 5)
    #expect(Self.presetOvershoot(start: 300, velocity: 200, target: 647) < 0.01)
  }
}
