import Foundation
import PullUpCore
import Testing

/// A policy of the test's own: always the highest detent, with a parameter to compare.
private struct AlwaysHighest: PullUpSnapping {
  var tag = 0
  var name: String { "always highest" }

  func decide(_ release: PullUpRelease) -> PullUpSnapDecision {
    PullUpSnapDecision(
      target: .height(release.detents.maximum), projectedHeight: release.projectedHeight(),
      candidates: release.detents.heights, reason: .custom("always the highest detent"))
  }
}

/// A policy of the test's own: always hide.
private struct AlwaysHide: PullUpSnapping {
  var name: String { "always hide" }

  func decide(_ release: PullUpRelease) -> PullUpSnapDecision {
    PullUpSnapDecision(
      target: .hidden, projectedHeight: release.height, candidates: release.detents.heights,
      reason: .custom("always hide"))
  }
}

/// A policy of the test's own: back to where the drag began, saying where that was.
private struct BackToStart: PullUpSnapping {
  var name: String { "back to start" }

  func decide(_ release: PullUpRelease) -> PullUpSnapDecision {
    PullUpSnapDecision(
      target: .height(release.startHeight), projectedHeight: release.height, candidates: release.detents.heights,
      reason: .custom("started at \(release.startHeight), released at \(release.height)"))
  }
}

/// A policy whose parameters never validate.
private struct Broken: PullUpSnapping {
  var name: String { "broken" }
  func decide(_ release: PullUpRelease) -> PullUpSnapDecision { PullUpFreeSnapping().decide(release) }
  func validate() throws(PullUpError) { throw .invalidConfiguration("broken policy") }
}

/// Snapping as an extension point: your own `PullUpSnapping` works where the built-ins do.
@Suite("PullUpSnapping")
struct SnappingProtocolTests {
  let container = PullUpContainer(width: 390, height: 844)

  @Test("A custom policy decides the machine's releases, and its reason is in the settle event")
  func decidesReleases() throws {
    var configuration = PullUpConfiguration.default
    configuration.movement.snapPolicy = .custom(AlwaysHighest())
    var machine = try PullUpMachine(configuration: configuration, container: container)
    _ = try machine.apply(.dragBegan(), at: 0)
    _ = try machine.apply(.dragChanged(translation: -5), at: 0.1)
    let output = try machine.apply(.dragEnded(velocity: 300), at: 0.2)
    let settle = try #require(
      output.events.compactMap { event -> PullUpSettle? in
        if case .settleStarted(let settle) = event { return settle }
        return nil
      }.first)
    #expect(settle.target == machine.snapshot.detents.last)
    #expect(settle.decision?.reason.description == "always the highest detent")
    try machine.runUntilResting()
    #expect(machine.snapshot.state == .expanded)
  }

  @Test(
    "A policy's .hidden hides the sheet only where a drag may hide it; elsewhere the sheet goes to the lowest detent",
    arguments: [false, true])
  func hiddenOnlyWhereAllowed(hidesByDragging: Bool) throws {
    var configuration = PullUpConfiguration.default
    configuration.movement.snapPolicy = .custom(AlwaysHide())
    configuration.movement.hidesByDragging = hidesByDragging
    var machine = try PullUpMachine.phone(configuration, detent: 1)
    _ = try machine.apply(.dragBegan(), at: 0.1)
    _ = try machine.apply(.dragChanged(translation: 30), at: 0.2)
    let output = try machine.apply(.dragEnded(velocity: 0), at: 0.3)
    #expect(output.events.contains(.hidden) == hidesByDragging)
    try machine.settle()
    let snapshot = machine.snapshot
    #expect(snapshot.isHidden == hidesByDragging)
    #expect(snapshot.height == (hidesByDragging ? -configuration.shape.hiddenMargin : snapshot.detents[0]))
  }

  @Test("A release where the sheet already rests at its target reports the policy's decision, then rests at once")
  func releaseAtTarget() throws {
    var machine = try PullUpMachine.phone(detent: 1)
    _ = try machine.apply(.dragBegan(), at: 0.1)
    let output = try machine.apply(.dragEnded(velocity: 0), at: 0.2)
    let settles = output.events.compactMap { event -> PullUpSettle? in
      if case .settleStarted(let settle) = event { return settle }
      return nil
    }
    #expect(settles.count == 1)
    #expect(settles.first?.target == 392.5)
    #expect(settles.first?.cause == .user)
    #expect(settles.first?.decision?.target == .height(392.5))
    #expect(output.events.suffix(1) == [.settled(height: 392.5)])
    #expect(machine.snapshot.phase == .resting)
  }

  @Test("The machine tells a policy where the drag began; a release made by hand starts where it is released")
  func startHeight() throws {
    var configuration = PullUpConfiguration.default
    configuration.movement.snapPolicy = .custom(BackToStart())
    var machine = try PullUpMachine.phone(configuration, detent: 1)
    _ = try machine.apply(.dragBegan(), at: 0.1)
    _ = try machine.apply(.dragChanged(translation: -40), at: 0.2)
    _ = try machine.apply(.dragChanged(translation: -70), at: 0.3)
    let output = try machine.apply(.dragEnded(velocity: 0), at: 0.4)
    let reasons = output.events.compactMap { event -> String? in
      if case .settleStarted(let settle) = event { return settle.decision?.reason.description }
      return nil
    }
    #expect(reasons == ["started at 392.5, released at 462.5"])
    try machine.settle()
    #expect(machine.snapshot.height == 392.5)

    let detents = machine.detents
    #expect(PullUpRelease(height: 300, heightVelocity: 0, detents: detents).startHeight == 300)
    #expect(PullUpRelease(height: 300, heightVelocity: 0, detents: detents, startHeight: 122).startHeight == 122)
  }

  @Test("Policies are equal when of one type with the same parameters")
  func equality() {
    #expect(PullUpSnapPolicy.custom(AlwaysHighest(tag: 1)) == .custom(AlwaysHighest(tag: 1)))
    #expect(PullUpSnapPolicy.custom(AlwaysHighest(tag: 1)) != .custom(AlwaysHighest(tag: 2)))
    #expect(PullUpSnapPolicy.custom(PullUpProjectedSnapping()) == .projected)
    #expect(PullUpSnapPolicy.projected != .free)
    #expect(Set([PullUpSnapPolicy.projected, .projected(PullUpProjectedSnapping()), .free]).count == 2)
    #expect(PullUpSnapPolicy.projected.isBuiltIn && !PullUpSnapPolicy.custom(AlwaysHighest()).isBuiltIn)
  }

  @Test("A policy whose parameters do not validate is refused with the configuration")
  func validation() {
    var configuration = PullUpConfiguration.default
    configuration.movement.snapPolicy = .custom(Broken())
    #expect(throws: PullUpError.invalidConfiguration("broken policy")) {
      try PullUpMachine(configuration: configuration, container: container)
    }
  }

  @Test("Built-in policies encode as before; a custom one is an encoding error naming it, not a crash")
  func coding() throws {
    for preset in [PullUpConfiguration.default, .ishPullUp, .splitSheet, .splitView()] {
      let data = try JSONEncoder().encode(preset)
      #expect(try JSONDecoder().decode(PullUpConfiguration.self, from: data) == preset)
    }
    let json = try #require(String(data: try JSONEncoder().encode(PullUpSnapPolicy.projected), encoding: .utf8))
    #expect(json.hasPrefix(#"{"projected":{"_0":{"#))
    var custom = PullUpConfiguration.default
    custom.movement.snapPolicy = .custom(AlwaysHighest())
    do {
      _ = try JSONEncoder().encode(custom)
      Issue.record("a custom policy encoded")
    } catch EncodingError.invalidValue(_, let context) {
      #expect(context.debugDescription.contains("\"always highest\""))
      #expect(context.debugDescription.contains("AlwaysHighest"))
    }
  }

  @Test("The release's projection helper is the release height plus the momentum distance")
  func projection() {
    let release = PullUpRelease(
      height: 300, heightVelocity: 1_000,
      detents: PullUpResolvedDetents(
        [.height(100)],
        in: .init(containerSize: PullUpSize(width: 1, height: 1_000), safeArea: .zero, topMargin: 0, contentHeight: nil)
      ))
    #expect(release.projectedHeight() == 300 + PullUpProjection.distance(velocity: 1_000, decelerationRate: 0.998))
    #expect(release.projectedHeight(decelerationRate: 0) == 300)
  }
}
