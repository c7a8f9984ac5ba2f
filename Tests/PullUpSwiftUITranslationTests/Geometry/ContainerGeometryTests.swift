import PullUpCore
import PullUpSwiftUITranslation
import Testing

/// `ContainerGeometry` and `ContainerTracker`: a geometry proxy's size and safe area to the container the
/// controller takes, once per change.
@Suite struct ContainerGeometryTests {
  @Test("A geometry is a container with the safe area's leading and trailing as left and right")
  func container() {
    let container = ContainerGeometry.container(
      width: 390, height: 844, safeTop: 47, safeBottom: 34, safeLeading: 1, safeTrailing: 2)
    #expect(
      container == PullUpContainer(width: 390, height: 844, safeArea: .init(top: 47, left: 1, bottom: 34, right: 2)))
  }

  @Test("A one-point container is the smallest there is")
  func smallest() {
    #expect(ContainerGeometry.container(width: 1, height: 1) == PullUpContainer(width: 1, height: 1))
  }

  /// Geometries the machine refuses: (width, height, top, bottom, leading, trailing).
  static let refused: [(Double, Double, Double, Double, Double, Double)] = [
    (0, 0, 0, 0, 0, 0),  // before the first layout
    (390, 0, 0, 0, 0, 0), (0, 844, 0, 0, 0, 0),
    (0.5, 844, 0, 0, 0, 0), (390, 0.999, 0, 0, 0, 0),
    (-390, 844, 0, 0, 0, 0), (390, -844, 0, 0, 0, 0),
    (.nan, 844, 0, 0, 0, 0), (390, .nan, 0, 0, 0, 0),
    (.infinity, 844, 0, 0, 0, 0), (390, .infinity, 0, 0, 0, 0), (390, -.infinity, 0, 0, 0, 0),
    (390, 844, -1, 0, 0, 0), (390, 844, 0, -0.5, 0, 0), (390, 844, 0, 0, -3, 0), (390, 844, 0, 0, 0, -3),
    (390, 844, .nan, 0, 0, 0), (390, 844, 0, .infinity, 0, 0), (390, 844, 0, 0, .nan, 0),
    (390, 844, 0, 0, 0, -.infinity),
  ]

  @Test("Sizes below a point, negative or not finite, and bad insets, are no container", arguments: refused)
  func refusedGeometry(geometry: (Double, Double, Double, Double, Double, Double)) throws {
    let (width, height, top, bottom, leading, trailing) = geometry
    #expect(
      ContainerGeometry.container(
        width: width, height: height, safeTop: top, safeBottom: bottom, safeLeading: leading,
        safeTrailing: trailing) == nil)
  }

  @Test("What the geometry gives, the machine takes: a machine accepts every container returned")
  func machineTakesIt() throws {
    var machine = try PullUpMachine(container: phone)
    for (width, height) in [(1.0, 1.0), (320, 480), (1024, 1366), (2e4, 1)] {
      let container = try #require(ContainerGeometry.container(width: width, height: height, safeTop: 20))
      _ = try machine.apply(.setContainer(container), at: 0)
      #expect(machine.snapshot.layout.containerSize.height == height)
    }
  }

  @Test("The tracker sends a container once, and again only when it changes")
  func trackerSendsChanges() {
    var tracker = ContainerTracker()
    #expect(tracker.update(width: 390, height: 844) == PullUpContainer(width: 390, height: 844))
    #expect(tracker.update(width: 390, height: 844) == nil)
    #expect(
      tracker.update(width: 390, height: 844, safeTop: 47)
        == PullUpContainer(
          width: 390, height: 844, safeArea: .init(top: 47)))
    #expect(tracker.update(width: 844, height: 390, safeTop: 47) != nil)
    #expect(tracker.sent == PullUpContainer(width: 844, height: 390, safeArea: .init(top: 47)))
  }

  @Test("A bad geometry sends nothing and leaves the container sent as it was")
  func trackerIgnoresBadGeometry() {
    var tracker = ContainerTracker()
    #expect(tracker.update(width: 0, height: 0) == nil)
    #expect(tracker.sent == nil)
    _ = tracker.update(width: 390, height: 844)
    #expect(tracker.update(width: .nan, height: 844) == nil)
    #expect(tracker.update(width: 390, height: 844) == nil)
    #expect(tracker.sent == PullUpContainer(width: 390, height: 844))
  }

  @Test("After forget, the same geometry is sent again (a new controller)")
  func trackerForgets() {
    var tracker = ContainerTracker()
    _ = tracker.update(width: 390, height: 844)
    tracker.forget()
    #expect(tracker.update(width: 390, height: 844) == PullUpContainer(width: 390, height: 844))
  }
}
