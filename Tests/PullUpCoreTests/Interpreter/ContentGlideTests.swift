import PullUpCore
import PullUpFrontEnd
import Testing

/// `PullUpContentGlide`: the content's momentum after a release that leaves it scrolled, by the sheet's
/// projection.
@Suite struct ContentGlideTests {
  @Test func theContentCoastsTheSheetsProjectedDistance() throws {
    let glide = try #require(PullUpContentGlide(offset: 100, velocity: 1200, maximum: 2000, at: 3))
    let projected = PullUpProjection.distance(velocity: 1200, decelerationRate: PullUpRelease.normalDecelerationRate)
    #expect(glide.distance == projected)
    #expect(glide.offset(at: 3) == 100)
    #expect(abs(glide.offset(at: 60) - (100 + projected)) < 1e-9)
    #expect(!glide.isFinished(at: 3.5))
    #expect(glide.isFinished(at: 60))
  }

  @Test func itLeavesAtTheReleaseVelocityAndSlowsDown() throws {
    let glide = try #require(PullUpContentGlide(offset: 0, velocity: 1000, maximum: nil, at: 0))
    // The first millisecond moves about a point (1000 points per second), each later one less.
    let first = glide.offset(at: 0.001) - glide.offset(at: 0)
    #expect(abs(first - 1) < 0.01, "\(first)")
    let later = glide.offset(at: 0.201) - glide.offset(at: 0.2)
    #expect(later < first * 0.7)
  }

  @Test func aFingerMovingDownScrollsBackAndStopsAtTheTop() throws {
    let glide = try #require(PullUpContentGlide(offset: 40, velocity: -2000, maximum: 500, at: 0))
    #expect(glide.offset(at: 0.1) < 40)
    #expect(glide.offset(at: 5) == 0)
    #expect(glide.isFinished(at: 5))
  }

  @Test func itStopsAtTheContentsEnd() throws {
    let glide = try #require(PullUpContentGlide(offset: 480, velocity: 3000, maximum: 500, at: 0))
    #expect(glide.offset(at: 1) == 500)
    #expect(glide.isFinished(at: 1))
  }

  @Test(arguments: [
    (offset: 100.0, velocity: 0.2, maximum: 500.0 as Double?),  // under half a point
    (offset: 0, velocity: -800, maximum: 500),  // into the top it touches
    (offset: 500, velocity: 800, maximum: 500),  // into the end it touches
    (offset: 100, velocity: .nan, maximum: 500),
    (offset: .infinity, velocity: 800, maximum: nil),
  ])
  func aReleaseThatCannotCarryTheContentGivesNoGlide(offset: Double, velocity: Double, maximum: Double?) {
    #expect(PullUpContentGlide(offset: offset, velocity: velocity, maximum: maximum, at: 0) == nil)
  }

  @Test func aDecelerationRateOutsideItsRangeGivesNoGlide() {
    for rate in [0, 1, -0.5, 1.5, .nan] {
      #expect(PullUpContentGlide(offset: 0, velocity: 800, maximum: nil, at: 0, decelerationRate: rate) == nil)
    }
  }
}
