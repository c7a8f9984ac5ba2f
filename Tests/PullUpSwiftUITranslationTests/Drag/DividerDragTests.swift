import PullUpFrontEnd
import PullUpSwiftUITranslation
import Testing

/// `DividerDrag`: a `DragGesture`'s values on the divider to raw pointer events, by the table in its
/// discussion, with bad values.
@Suite struct DividerDragTests {
  typealias Point = (x: Double, y: Double)

  static func pointer(_ phase: PullUpPointerPhase, _ x: Double, _ y: Double, _ time: Double) -> PullUpRawEvent {
    .pointer(phase, x: x, y: y, time: time, device: .touch, region: .divider)
  }

  @Test("The first onChanged is the press at startLocation; a later one a move; onEnded the release")
  func aWholeGesture() {
    var drag = DividerDrag()
    let start: Point = (195, 422)
    #expect(
      drag.changed(location: start, startLocation: start, time: gestureDate, controllerNow: 2) == [
        Self.pointer(.down, 195, 422, 2)
      ])
    #expect(drag.isFollowing)
    #expect(
      drag.changed(location: (196, 400), startLocation: start, time: gestureDate + 0.03125, controllerNow: 9) == [
        Self.pointer(.move, 196, 400, 2.03125)
      ])
    #expect(
      drag.ended(location: (196, 400), startLocation: start, time: gestureDate + 0.0625, controllerNow: 9) == [
        Self.pointer(.up, 196, 400, 2.0625)
      ])
    #expect(!drag.isFollowing)
    #expect(drag.lastLocation == nil)
  }

  @Test("A first onChanged away from its start (a minimum distance above zero) is the press, then a move")
  func firstChangeAwayFromTheStart() {
    var drag = DividerDrag()
    let events = drag.changed(location: (195, 380), startLocation: (195, 422), time: gestureDate, controllerNow: 0)
    #expect(events == [Self.pointer(.down, 195, 422, 0), Self.pointer(.move, 195, 380, 0)])
  }

  @Test("An onChanged that has not moved says nothing")
  func stationary() {
    var drag = DividerDrag()
    _ = drag.changed(location: (10, 20), startLocation: (10, 20), time: gestureDate, controllerNow: 0)
    #expect(drag.changed(location: (10, 20), startLocation: (10, 20), time: gestureDate + 1, controllerNow: 0) == [])
  }

  @Test("onEnded where the pointer moved since the last onChanged moves there before the release")
  func endedElsewhere() {
    var drag = DividerDrag()
    _ = drag.changed(location: (0, 500), startLocation: (0, 500), time: gestureDate, controllerNow: 1)
    #expect(
      drag.ended(location: (0, 450), startLocation: (0, 500), time: gestureDate + 0.125, controllerNow: 1) == [
        Self.pointer(.move, 0, 450, 1.125), Self.pointer(.up, 0, 450, 1.125),
      ])
  }

  @Test("onEnded without an onChanged is a press and a release: a tap")
  func endedAlone() {
    var drag = DividerDrag()
    #expect(
      drag.ended(location: (5, 6), startLocation: (5, 6), time: gestureDate, controllerNow: 4) == [
        Self.pointer(.down, 5, 6, 4), Self.pointer(.up, 5, 6, 4),
      ])
  }

  @Test("Cancelled mid-gesture: a cancel where the pointer was last, at the latest time; nothing between gestures")
  func cancelled() {
    var drag = DividerDrag()
    #expect(drag.cancelled() == [])
    _ = drag.changed(location: (1, 300), startLocation: (1, 300), time: gestureDate, controllerNow: 3)
    _ = drag.changed(location: (1, 280), startLocation: (1, 300), time: gestureDate + 0.5, controllerNow: 3)
    #expect(drag.cancelled() == [Self.pointer(.cancel, 1, 280, 3.5)])
    #expect(drag.cancelled() == [])
    // The next gesture is anchored again.
    #expect(
      drag.changed(location: (1, 1), startLocation: (1, 1), time: gestureDate - 100, controllerNow: 20) == [
        Self.pointer(.down, 1, 1, 20)
      ])
  }

  @Test("An onChanged with another startLocation is a new gesture: the unfinished one is cancelled first")
  func newGestureCancelsTheOld() {
    var drag = DividerDrag()
    _ = drag.changed(location: (1, 300), startLocation: (1, 300), time: gestureDate, controllerNow: 3)
    let events = drag.changed(location: (2, 600), startLocation: (2, 600), time: gestureDate + 1, controllerNow: 5)
    #expect(events == [Self.pointer(.cancel, 1, 300, 3), Self.pointer(.down, 2, 600, 5)])
  }

  @Test("The device and the region are the drag's", arguments: PullUpPointerDevice.allCases)
  func deviceAndRegion(device: PullUpPointerDevice) {
    var drag = DividerDrag(device: device, region: .handle)
    #expect(
      drag.changed(location: (0, 0), startLocation: (0, 0), time: gestureDate, controllerNow: 0) == [
        .pointer(.down, x: 0, y: 0, time: 0, device: device, region: .handle)
      ])
  }

  static let badPoints: [Point] = [
    (.nan, 1), (1, .nan), (.infinity, 1), (1, -.infinity), (.nan, .nan),
  ]

  @Test("A first onChanged with a bad start presses at the location; with both bad it says nothing", arguments: 0..<5)
  func badFirstChange(index: Int) {
    let bad = Self.badPoints[index]
    var drag = DividerDrag()
    #expect(
      drag.changed(location: (3, 4), startLocation: bad, time: gestureDate, controllerNow: 0) == [
        Self.pointer(.down, 3, 4, 0)
      ])
    var both = DividerDrag()
    #expect(both.changed(location: bad, startLocation: bad, time: gestureDate, controllerNow: 0) == [])
    #expect(!both.isFollowing)
    #expect(both.ended(location: bad, startLocation: bad, time: gestureDate, controllerNow: 0) == [])
  }

  @Test("A later bad location says nothing; onEnded at a bad location releases where the pointer was", arguments: 0..<5)
  func badLaterLocation(index: Int) {
    let bad = Self.badPoints[index]
    var drag = DividerDrag()
    _ = drag.changed(location: (3, 4), startLocation: (3, 4), time: gestureDate, controllerNow: 0)
    #expect(drag.changed(location: bad, startLocation: (3, 4), time: gestureDate + 1, controllerNow: 0) == [])
    #expect(
      drag.ended(location: bad, startLocation: (3, 4), time: gestureDate + 2, controllerNow: 0) == [
        Self.pointer(.up, 3, 4, 2)
      ])
  }

  @Test(
    "Bad or backwards gesture times never give an event a bad or earlier time",
    arguments: [Double.nan, .infinity, -.infinity, gestureDate - 10])
  func badTimes(time: Double) {
    var drag = DividerDrag()
    _ = drag.changed(location: (0, 100), startLocation: (0, 100), time: gestureDate, controllerNow: 1)
    _ = drag.changed(location: (0, 90), startLocation: (0, 100), time: gestureDate + 0.125, controllerNow: 1)
    let events =
      drag.changed(location: (0, 80), startLocation: (0, 100), time: time, controllerNow: 1)
      + drag.ended(location: (0, 70), startLocation: (0, 100), time: time, controllerNow: 1)
    #expect(events.map(\.time) == [1.125, 1.125, 1.125])
    #expect(events.map(\.pointerPhase) == [.move, .move, .up])
  }
}
