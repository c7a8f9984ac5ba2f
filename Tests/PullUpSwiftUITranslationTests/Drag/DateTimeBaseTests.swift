import PullUpSwiftUITranslation
import PullUpTesting
import Testing

/// `DateTimeBase`: a gesture's dates onto the controller's clock, anchored at the gesture's first event, and
/// what it does with bad times.
@Suite struct DateTimeBaseTests {
  @Test("The first event reads as the controller's now, later ones keep the gesture's own intervals")
  func anchoredAtTheFirstEvent() {
    var base = DateTimeBase()
    #expect(base.map(gestureDate, controllerNow: 12.5) == 12.5)
    #expect(base.map(gestureDate + 0.015625, controllerNow: 99) == 12.5 + 0.015625)
    #expect(base.map(gestureDate + 0.25, controllerNow: 99) == 12.5 + 0.25)
    #expect(base.offset == 12.5 - gestureDate)
  }

  @Test("The controller's now is read only to anchor a gesture")
  func nowReadOnce() {
    var base = DateTimeBase()
    var reads = 0
    func now() -> Double {
      reads += 1
      return 3
    }
    _ = base.map(gestureDate, controllerNow: now())
    _ = base.map(gestureDate + 1, controllerNow: now())
    _ = base.map(gestureDate + 2, controllerNow: now())
    #expect(reads == 1)
  }

  @Test("A new gesture is anchored again, so a date clock that jumped does not carry over")
  func reanchoredAfterAGesture() {
    var base = DateTimeBase()
    _ = base.map(gestureDate, controllerNow: 1)
    #expect(base.map(gestureDate + 0.5, controllerNow: 1) == 1.5)
    base.endGesture()
    #expect(base.offset == nil)
    // The user set the date back an hour; the controller moved on two seconds.
    #expect(base.map(gestureDate - 3600, controllerNow: 3.5) == 3.5)
    #expect(abs(base.map(gestureDate - 3599, controllerNow: 0) - 4.5) < 1e-6)
  }

  @Test(
    "Bad dates read as the latest time mapped: NaN, infinities, backwards",
    arguments: [Double.nan, .infinity, -.infinity, gestureDate - 1, gestureDate + 0.05 - 1e-3])
  func badDates(date: Double) {
    var base = DateTimeBase()
    _ = base.map(gestureDate, controllerNow: 10)
    let latest = base.map(gestureDate + 0.05, controllerNow: 10)
    #expect(base.map(date, controllerNow: 10) == latest)
    #expect(base.latest == latest)
  }

  @Test(
    "A bad first date anchors at the controller's now and leaves the gesture unanchored",
    arguments: [Double.nan, .infinity, -.infinity])
  func badFirstDate(date: Double) {
    var base = DateTimeBase()
    #expect(base.map(date, controllerNow: 7) == 7)
    #expect(base.offset == nil)
    // The next good date anchors the gesture, no earlier than 7.
    #expect(base.map(gestureDate, controllerNow: 6) == 7)
    #expect(base.map(gestureDate + 1, controllerNow: 6) == 8)
  }

  @Test("A controller's now that is not finite reads as 0", arguments: [Double.nan, .infinity, -.infinity])
  func badNow(now: Double) {
    var base = DateTimeBase()
    #expect(base.map(gestureDate, controllerNow: now) == 0)
    #expect(base.map(gestureDate + 2, controllerNow: now) == 2)
  }

  @Test("A gesture anchored below the latest time mapped starts at that time: times never go backwards")
  func neverBackwardsAcrossGestures() {
    var base = DateTimeBase()
    _ = base.map(gestureDate, controllerNow: 5)
    #expect(base.map(gestureDate + 3, controllerNow: 5) == 8)
    base.endGesture()
    #expect(base.map(gestureDate + 4, controllerNow: 6) == 8)
    #expect(base.map(gestureDate + 4.5, controllerNow: 6) == 8.5)
  }

  @Test("Seeded random dates, some bad: every mapped time is finite and none is earlier than the one before")
  func randomDatesAreMonotonic() {
    for seed in UInt64(1)...20 {
      var random = PullUpSeededGenerator(seed: seed)
      var base = DateTimeBase()
      var previous = -Double.infinity
      var now = 0.0
      for step in 0..<200 {
        now += Double.random(in: -0.5...1, using: &random)
        if Int.random(in: 0..<15, using: &random) == 0 { base.endGesture() }
        let date: Double
        switch Int.random(in: 0..<8, using: &random) {
        case 0: date = .nan
        case 1: date = Int.random(in: 0..<2, using: &random) == 0 ? .infinity : -.infinity
        default: date = gestureDate + Double(step) * 0.01 + Double.random(in: -0.05...0.05, using: &random)
        }
        let mapped = base.map(date, controllerNow: Int.random(in: 0..<20, using: &random) == 0 ? .nan : now)
        #expect(mapped.isFinite, "seed \(seed), step \(step)")
        #expect(mapped >= previous, "seed \(seed), step \(step): \(mapped) after \(previous)")
        previous = mapped
      }
    }
  }
}
