import PullUpFrontEnd
import PullUpUIKitTranslation
import Testing

/// `TouchSample.rawEvent(region:)`: a touch's phase to a pointer event, and what says nothing.
@Suite struct TouchSampleTests {
  @Test(
    "Each touch phase is a pointer phase, or nothing for a touch that did not move",
    arguments: [
      (TouchPhase.began, PullUpPointerPhase?.some(.down)),
      (.moved, .move),
      (.stationary, nil),
      (.ended, .up),
      (.cancelled, .cancel),
      (.regionEntered, .move),
      (.regionMoved, .move),
      (.regionExited, .move),
    ])
  func phase(touch: TouchPhase, pointer: PullUpPointerPhase?) {
    let sample = TouchSample(x: 120, y: 700.5, time: 3.25, kind: .direct, phase: touch)
    let expected = pointer.map {
      PullUpRawEvent.pointer($0, x: 120, y: 700.5, time: 3.25, device: .touch, region: .scrollableContent)
    }
    #expect(sample.rawEvent(region: .scrollableContent) == expected)
  }

  @Test("The event carries the sample's position, time, device and the region given", arguments: TouchKind.allCases)
  func carriesEverything(kind: TouchKind) {
    let sample = TouchSample(x: -4, y: 0, time: 0, kind: kind, phase: .began)
    #expect(
      sample.rawEvent(region: .handle) == .pointer(.down, x: -4, y: 0, time: 0, device: kind.device, region: .handle))
  }

  @Test(
    "A sample with a position or a time that is not finite is nothing",
    arguments: [
      (Double.nan, 1.0, 1.0), (1, .nan, 1), (1, 1, .nan), (.infinity, 1, 1), (1, -.infinity, 1),
      (1, 1, .infinity), (.nan, .nan, .nan),
    ])
  func notFinite(x: Double, y: Double, time: Double) {
    for phase in TouchPhase.allCases {
      #expect(TouchSample(x: x, y: y, time: time, kind: .direct, phase: phase).rawEvent(region: .body) == nil)
    }
  }

  @Test("Positions beyond the container, negative or huge, are passed on as they are: the interpreter decides")
  func outOfRange() {
    let sample = TouchSample(x: -1e300, y: 1e300, time: -5, kind: .pencil, phase: .moved)
    #expect(
      sample.rawEvent(region: .outside)
        == .pointer(.move, x: -1e300, y: 1e300, time: -5, device: .pen, region: .outside))
  }
}
