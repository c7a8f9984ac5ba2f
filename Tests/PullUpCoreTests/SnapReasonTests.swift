import PullUpCore
import Testing

@Suite("Snap reasons")
struct SnapReasonTests {
  let stops = detents(100, 400, 800)

  func reason(_ policy: PullUpSnapPolicy, height: Double, velocity: Double) -> PullUpSnapReason {
    policy.decide(PullUpRelease(height: height, heightVelocity: velocity, detents: stops)).reason
  }

  @Test("Each policy names the rule it applied, with the numbers it compared")
  func structured() {
    let projected = PullUpSnapPolicy.projected(PullUpProjectedSnapping())
    #expect(reason(projected, height: 100, velocity: 5000) == .projectionOnDetent(projection: 400, limit: 1))
    #expect(reason(projected, height: 240, velocity: 0) == .nearestDetent(projection: 240))
    guard
      case .projectionPassedSegment(.up, _, nil, let progress, 100, 400) = reason(projected, height: 150, velocity: 250)
    else {
      Issue.record("a slow release up passes part of the segment 100...400")
      return
    }
    #expect(progress > 0.5 && progress < 1)

    let thresholds = PullUpSnapPolicy.thresholds(PullUpThresholdSnapping())
    let threshold = PullUpThresholdSnapping().threshold
    #expect(reason(thresholds, height: 790, velocity: 0) == .aboveExpandThreshold(800 * (1 - threshold)))
    let directional = PullUpSnapPolicy.directional(PullUpDirectionalSnapping())
    let projection =
      500 + PullUpProjection.distance(velocity: -10, decelerationRate: PullUpRelease.fastDecelerationRate)
    #expect(reason(directional, height: 500, velocity: -10) == .nearestDetentBeyond(.down, projection: projection))
    #expect(reason(.free, height: 300, velocity: 900) == .free)
  }

  @Test(
    "Sentences round heights and fractions to a hundredth, without trailing zeros",
    arguments: [
      (PullUpSnapReason.nearestDetent(projection: 392.5), "no velocity: the detent nearest to 392.5"),
      (.nearestDetent(projection: 121.99999999), "no velocity: the detent nearest to 122"),
      (.nearestDetent(projection: -0.004), "no velocity: the detent nearest to 0"),
      (.nearestDetent(projection: -12.257), "no velocity: the detent nearest to -12.26"),
      (
        .projectionPassedSegment(.down, projection: 270.123, limit: 2, progress: 0.41666, lower: 100, upper: 400),
        "moving down, the projection 270.12 (limited to 2 detents per flick) passed 0.42 of the segment 100...400"
      ),
      (
        .projectionOnDetent(projection: 400, limit: 1),
        "the projection 400 (limited to 1 detent per flick) lands on a detent"
      ),
      (
        .betweenThresholds(collapseBelow: 308.25, expandAbove: 582.7512),
        "released between 308.25 and 582.75: the sheet rests where it was released"
      ),
      (.nearestDetent(projection: .infinity), "no velocity: the detent nearest to inf"),
    ])
  func sentences(reason: PullUpSnapReason, sentence: String) {
    #expect(reason.description == sentence)
  }

  @Test(
    "rounded(_:decimals:), the one way reasons write numbers, is public for a plug-in's own reasons",
    arguments: [
      (308.254, 2, "308.25"), (392.5, 2, "392.5"), (122, 2, "122"), (-0.004, 2, "0"), (-1.25, 1, "-1.3"),
      (2.5, 0, "3"), (0.123456, 7, "0.123456"), (1.5, -3, "2"), (0.5, 99, "0.5"), (Double.infinity, 2, "inf"),
      (1e20, 2, "1e+20"),
    ])
  func rounded(value: Double, decimals: Int, words: String) {
    #expect(PullUpSnapReason.rounded(value, decimals: decimals) == words)
  }
}
