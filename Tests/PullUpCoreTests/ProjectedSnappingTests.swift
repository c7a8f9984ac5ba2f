import PullUpCore
import Testing

@Suite("Projected snapping")
struct PullUpProjectedSnappingTests {
  let policy = PullUpProjectedSnapping()
  let stops = detents(100, 400, 800)

  func target(_ height: Double, _ velocity: Double, _ policy: PullUpProjectedSnapping? = nil, hidden: Double? = nil)
    -> PullUpSnapDecision.Target
  {
    (policy ?? self.policy).decide(
      .init(height: height, heightVelocity: velocity, detents: stops, hiddenHeight: hidden)
    )
    .target
  }

  @Test(
    "Velocity-aware, one detent per flick",
    arguments: [
      (240.0, 0.0, 100.0),  // no velocity: the nearest
      (260, 0, 400),
      (150, 250, 400),  // slow upward release: projects 125 pt, past half of 100...400
      (150, 50, 100),  // too slow to pass half-way
      (100, 5000, 400),  // a hard flick moves one detent
      (800, -5000, 400),
      (420, -300, 400),  // down, projection 270: lands in 100...400 but has not passed half of it
      (700, 2000, 800),
    ])
  func table(height: Double, velocity: Double, expected: Double) {
    #expect(target(height, velocity) == .height(expected))
  }

  @Test("Without a limit, a hard flick can pass several detents")
  func unlimited() {
    let unlimited = PullUpProjectedSnapping(maximumDetentsPerFlick: nil)
    #expect(target(100, 5000, unlimited) == .height(800))
    #expect(target(100, 5000, PullUpProjectedSnapping(maximumDetentsPerFlick: 2)) == .height(800))
  }

  @Test("A lower redirection threshold favours the direction of travel")
  func redirection() {
    let eager = PullUpProjectedSnapping(redirectionThreshold: 0.2)
    #expect(target(150, 100, eager) == .height(400))
    #expect(target(150, 100) == .height(100))
  }

  @Test("A hideable sheet hides on a downward flick from its lowest detent")
  func hides() {
    #expect(target(100, -2000, hidden: -10) == .hidden)
    #expect(target(100, -2000) == .height(100))
  }

  @Test("Invalid parameters are refused")
  func invalid() {
    #expect(throws: PullUpError.self) { try PullUpProjectedSnapping(decelerationRate: 1).validate() }
    #expect(throws: PullUpError.self) { try PullUpProjectedSnapping(maximumDetentsPerFlick: 0).validate() }
    #expect(throws: PullUpError.self) { try PullUpProjectedSnapping(redirectionThreshold: .nan).validate() }
  }
}
