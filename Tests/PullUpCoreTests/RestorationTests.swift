import Foundation
import PullUpCore
import PullUpTesting
import Testing

@Suite("Restoration")
struct RestorationTests {
  /// Five detents at 100, 200, 300, 400 and 500 points, in a plain 1000-point container.
  static func fiveDetents() throws -> PullUpMachine {
    let configuration = PullUpConfiguration.default.with {
      $0.shape.detents = [.height(100), .height(200), .height(300), .height(400), .height(500)]
      $0.shape.initialHeight = .height(100)
      $0.shape.topMargin = 0
    }
    return try PullUpMachine(configuration: configuration, container: .init(width: 390, height: 1000))
  }

  @Test(
    "A saved position maps onto other detents: same count, same index; ends to ends; the rest in proportion",
    arguments: [
      (1, 3, 0.0, 300.0), (0, 3, 0, 100), (2, 3, 0, 500), (1, 2, 0, 500), (0, 1, 0, 100), (2, 5, 0, 300),
      (3, 7, 0, 300), (1, 4, 0, 200), (2, 4, 0, 400), (1, 3, 0.5, 400), (0, 2, 0.25, 200), (2, 5, 0.5, 350),
    ])
  func mapping(index: Int, count: Int, fraction: Double, expected: Double) throws {
    var machine = try Self.fiveDetents()
    let state = PullUpRestorationState(detentIndex: index, detentCount: count, fraction: fraction, height: 0)
    _ = try machine.apply(.restore(state), at: 1)
    #expect(abs(machine.snapshot.height - expected) < 1e-9)
    #expect(machine.snapshot.phase == .resting)
  }

  static let places: [(String, @Sendable (inout PullUpMachine) throws -> Void)] = [
    ("the peek", { _ in }),
    ("the middle detent", { _ = try $0.moveRequested(to: .detent(1), animated: false, at: 0) }),
    ("the top", { _ = try $0.moveRequested(to: .state(.expanded), animated: false, at: 0) }),
    ("between detents", { _ = try $0.moveRequested(to: .height(300), animated: false, at: 0) }),
    (
      "hidden at the middle",
      {
        _ = try $0.moveRequested(to: .detent(1), animated: false, at: 0)
        _ = try $0.apply(.setHidden(true, animated: false), at: 0)
      }
    ),
    (
      "locked at the top",
      {
        _ = try $0.moveRequested(to: .detent(2), animated: false, at: 0)
        _ = try $0.apply(.setLocked(true), at: 0)
      }
    ),
    ("settling to the top", { _ = try $0.moveRequested(to: .detent(2), animated: true, at: 0) }),
  ]

  @Test("Saved and restored in the same container, the sheet is where it was", arguments: places.indices)
  func roundTrip(place: Int) throws {
    var original = try PullUpMachine.phone()
    try Self.places[place].1(&original)
    let saved = original.restorationState
    try saved.validate()
    var restored = try PullUpMachine.phone()
    _ = try restored.apply(.restore(saved), at: 1)
    try original.settle()
    #expect(abs(restored.snapshot.height - original.snapshot.height) < 1e-9)
    #expect(restored.snapshot.restingHeight == original.snapshot.restingHeight)
    #expect(restored.isHidden == original.isHidden)
    #expect(restored.isLocked == original.isLocked)
    #expect(restored.snapshot.state == original.snapshot.state)
    #expect(restored.invariantViolations().isEmpty)
  }

  @Test(
    "After a rotation the sheet comes back at the same detent, or the same place between two",
    arguments: [(1, 0.0, 189.0), (2, 0, 378), (0, 0.5, 149)])
  func otherContainer(detent: Int, fraction: Double, expected: Double) throws {
    var portrait = try PullUpMachine.phone()
    let heights = portrait.detents.heights
    let height = heights[detent] + fraction * (detent + 1 < heights.count ? heights[detent + 1] - heights[detent] : 0)
    _ = try portrait.moveRequested(to: .height(height), animated: false, at: 0)
    let saved = portrait.restorationState
    #expect(saved.detentIndex == detent)
    #expect(abs(saved.fraction - fraction) < 1e-12)
    var landscape = try PullUpMachine(container: .init(width: 844, height: 390, safeArea: .init(bottom: 21)))
    #expect(landscape.detents.heights == [109, 189, 378])
    _ = try landscape.apply(.restore(saved), at: 1)
    #expect(abs(landscape.snapshot.height - expected) < 1e-9)
  }

  @Test("Restoring is a request: a drag is cancelled, the lock and the visibility report their events")
  func events() throws {
    var machine = try PullUpMachine.phone()
    _ = try machine.apply(.dragBegan(), at: 0)
    _ = try machine.apply(.dragChanged(translation: -50), at: 0.1)
    let saved = PullUpRestorationState(detentIndex: 2, detentCount: 3, height: 785, isHidden: true, isLocked: true)
    let output = try machine.apply(.restore(saved), at: 1)
    #expect(
      output.events == [
        .dragCancelled(height: 172), .lockChanged(isLocked: true), .hidden, .settled(height: -10),
        .announcement("Sheet hidden"),
      ])
    #expect(machine.isHidden && machine.isLocked)
    #expect(machine.snapshot.restingHeight == 785)
    #expect(machine.snapshot.state == .expanded)
    let again = try machine.apply(.restore(saved), at: 2)
    #expect(again == PullUpOutput())
  }

  @Test("The record is Codable with stable keys")
  func codable() throws {
    let state = PullUpRestorationState(
      detentIndex: 1, detentCount: 3, fraction: 0.25, height: 460, isHidden: false, isLocked: true)
    let data = try JSONEncoder().encode(state)
    #expect(try JSONDecoder().decode(PullUpRestorationState.self, from: data) == state)
    let keys = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any]).keys.sorted()
    #expect(keys == ["detentCount", "detentIndex", "fraction", "height", "isHidden", "isLocked"])
  }

  @Test("A configuration written before the groups and the new keys still decodes, with their defaults")
  func configurationCompatibility() throws {
    // The first release wrote every value at the top level, with the controller's `asksForTargetHeight`,
    // and without the keys added later.
    let data = try JSONEncoder().encode(PullUpConfiguration.ishPullUp)
    let grouped = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    #expect(grouped.keys.sorted() == ["accessibilityLabels", "appearance", "movement", "shape"])
    var flat: [String: Any] = ["asksForTargetHeight": false]
    for group in ["shape", "movement", "appearance"] {
      let values = try #require(grouped[group] as? [String: Any])
      flat.merge(values) { first, _ in first }
    }
    for key in [
      "scrollPolicy", "keyboardPolicy", "reducesMotion", "handle", "showTarget", "carriesReleaseVelocity",
      "clampsRequestedHeights", "clampsToAvailableHeight",
    ] {
      #expect(flat.removeValue(forKey: key) != nil)
    }
    // The motion was a bare spring.
    let motion = try #require(flat.removeValue(forKey: "motion") as? [String: Any])
    flat["spring"] = try #require(motion["spring"] as? [String: Any])["_0"]
    let old = try JSONSerialization.data(withJSONObject: flat)
    // Keys added after the flat format take their defaults: what the configuration did when it was written
    // (the preset's own `clampsRequestedHeights`, off, came later).
    #expect(
      try JSONDecoder().decode(PullUpConfiguration.self, from: old)
        == .ishPullUp.with { $0.movement.clampsRequestedHeights = true })
    let changed = PullUpConfiguration.default.with {
      $0.movement.scrollPolicy = .always
      $0.movement.keyboardPolicy = .temporaryDetent
      $0.movement.reducesMotion = true
      $0.appearance.handle = .bar
      $0.accessibilityLabels[.expand] = "Agrandir"
    }
    let roundTrip = try JSONDecoder().decode(PullUpConfiguration.self, from: JSONEncoder().encode(changed))
    #expect(roundTrip == changed)
  }

  @Test("Random places in random containers come back exactly in the same container", arguments: 0..<4)
  func randomRoundTrips(seed: Int) throws {
    var generator = SeededGenerator(seed: UInt64(seed) &+ 99)
    let configurations: [PullUpConfiguration] = [.default, .ishPullUp, .splitSheet, .splitView()]
    for trial in 0..<200 {
      let configuration = configurations[trial % configurations.count]
      let container = PullUpContainer(
        width: 390, height: Double.random(in: 200...1400, using: &generator),
        safeArea: .init(top: Double.random(in: 0...60, using: &generator), bottom: 34))
      var machine = try PullUpMachine(configuration: configuration, container: container)
      _ = try machine.moveRequested(
        to: .height(Double.random(in: 0...1400, using: &generator)), animated: false, at: 0)
      if Bool.random(using: &generator) { _ = try machine.apply(.setHidden(true, animated: false), at: 0) }
      if Bool.random(using: &generator) { _ = try machine.apply(.setLocked(true), at: 0) }
      var restored = try PullUpMachine(configuration: configuration, container: container)
      _ = try restored.apply(.restore(machine.restorationState), at: 1)
      let context = "seed \(seed), trial \(trial)"
      // A height within the detent tolerance of a detent is saved as that detent. A height kept outside the
      // range (ISHPullUp's requests are not clamped) is saved as the end it is beyond.
      let tolerance = PullUpState.heightTolerance + 1e-9
      let detents = machine.snapshot.detents
      func inRange(_ height: Double) -> Double { Swift.min(Swift.max(height, detents[0]), detents[detents.count - 1]) }
      let saved = inRange(machine.snapshot.restingHeight)
      #expect(abs(restored.snapshot.restingHeight - saved) < tolerance, "\(context)")
      #expect(
        abs(restored.snapshot.height - (machine.isHidden ? machine.snapshot.height : saved)) < tolerance, "\(context)")
      #expect(restored.isHidden == machine.isHidden && restored.isLocked == machine.isLocked, "\(context)")
      #expect(restored.invariantViolations().isEmpty, "\(context)")
    }
  }
}
