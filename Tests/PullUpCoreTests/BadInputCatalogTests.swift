import PullUpCore
import Testing

/// One row of the "Bad input" article: a bad input, and what PullUp must do with it.
struct BadInputCase: Sendable, CustomTestStringConvertible {
  enum Expectation: Sendable {
    /// Refused with a typed error, leaving the machine exactly as it was.
    case refused
    /// Accepted after sanitizing; the check says how.
    case sanitized(@Sendable (PullUpMachine) -> Bool)
  }

  let name: String
  var configuration: PullUpConfiguration = .default
  var prepare: @Sendable (inout PullUpMachine) throws -> Void = { _ in }
  let input: @Sendable (inout PullUpMachine) throws -> Void
  let expectation: Expectation

  var testDescription: String { name }

  static let container = PullUpContainer(width: 390, height: 844, safeArea: .init(top: 47, bottom: 34))
}

extension BadInputCase {
  static func refused(
    _ name: String, configuration: PullUpConfiguration = .default,
    prepare: @escaping @Sendable (inout PullUpMachine) throws -> Void = { _ in },
    _ input: @escaping @Sendable (inout PullUpMachine) throws -> Void
  ) -> BadInputCase {
    BadInputCase(name: name, configuration: configuration, prepare: prepare, input: input, expectation: .refused)
  }

  static func sanitized(
    _ name: String, configuration: PullUpConfiguration = .default,
    prepare: @escaping @Sendable (inout PullUpMachine) throws -> Void = { _ in },
    _ input: @escaping @Sendable (inout PullUpMachine) throws -> Void,
    check: @escaping @Sendable (PullUpMachine) -> Bool
  ) -> BadInputCase {
    BadInputCase(
      name: name, configuration: configuration, prepare: prepare, input: input, expectation: .sanitized(check))
  }

  static let dragging: @Sendable (inout PullUpMachine) throws -> Void = { _ = try $0.apply(.dragBegan(), at: 0) }
  static let asking = PullUpConfiguration.ishPullUp
  static let awaiting: @Sendable (inout PullUpMachine) throws -> Void = {
    $0.asksForTargetHeight = true
    _ = try $0.apply(.dragBegan(), at: 0)
    _ = try $0.apply(.dragChanged(translation: -200), at: 0.1)
    _ = try $0.apply(.dragEnded(velocity: 0), at: 0.2)
  }

  static let numbers: [BadInputCase] = [
    .refused("NaN translation", prepare: dragging) { _ = try $0.apply(.dragChanged(translation: .nan), at: 1) },
    .refused("infinite translation", prepare: dragging) {
      _ = try $0.apply(.dragChanged(translation: -.infinity), at: 1)
    },
    .refused("huge translation", prepare: dragging) { _ = try $0.apply(.dragChanged(translation: 1e12), at: 1) },
    .refused("NaN velocity", prepare: dragging) { _ = try $0.apply(.dragEnded(velocity: .nan), at: 1) },
    .refused("infinite velocity", prepare: dragging) { _ = try $0.apply(.dragEnded(velocity: .infinity), at: 1) },
    .refused("NaN time") { _ = try $0.advance(to: .nan) },
    .refused("infinite time") { _ = try $0.apply(.dragBegan(), at: .infinity) },
    .refused("time beyond 1e9 s") { _ = try $0.advance(to: 2e9) },
    .sanitized(
      "time going backwards", prepare: { _ = try $0.advance(to: 10) }, { _ = try $0.apply(.dragBegan(), at: 3) },
      check: { $0.snapshot.time == 10 }),
    .refused("zero container") { _ = try $0.apply(.setContainer(.init(width: 0, height: 0)), at: 1) },
    .refused("negative container") { _ = try $0.apply(.setContainer(.init(width: 390, height: -844)), at: 1) },
    .refused("container below one point") {
      _ = try $0.apply(.setContainer(.init(width: 390, height: .leastNonzeroMagnitude)), at: 1)
    },
    .refused("NaN container") { _ = try $0.apply(.setContainer(.init(width: .nan, height: 844)), at: 1) },
    .refused(
      "NaN container with sizing answers", prepare: { _ = try $0.sizingChanged(.init(minimumHeight: 70), at: 0) },
      { _ = try $0.setContainer(.init(width: .nan, height: 844), sizing: .init(minimumHeight: 30), at: 1) }),
    .refused("infinite container") { _ = try $0.apply(.setContainer(.init(width: 390, height: .infinity)), at: 1) },
    .refused("negative safe area") {
      _ = try $0.apply(.setContainer(.init(width: 390, height: 844, safeArea: .init(bottom: -34))), at: 1)
    },
    .refused("NaN safe area") {
      _ = try $0.apply(.setContainer(.init(width: 390, height: 844, safeArea: .init(top: .nan))), at: 1)
    },
    .sanitized(
      "safe area taller than the container",
      {
        _ = try $0.apply(.setContainer(.init(width: 390, height: 100, safeArea: .init(top: 200))), at: 1)
      }, check: { $0.detents.heights == [0] }),
    .refused("negative content height") { _ = try $0.apply(.setContentHeight(-1), at: 1) },
    .refused("NaN content height") { _ = try $0.apply(.setContentHeight(.nan), at: 1) },
    .refused("NaN requested height") { _ = try $0.moveRequested(to: .height(.nan), animated: true, at: 1) },
    .sanitized(
      "requested height above the range", { _ = try $0.moveRequested(to: .height(5000), animated: false, at: 1) },
      check: { $0.snapshot.height == $0.detents.maximum }),
    .sanitized(
      "requested height below the range", { _ = try $0.moveRequested(to: .height(-50), animated: false, at: 1) },
      check: { $0.snapshot.height == $0.detents.minimum }),
    .sanitized(
      "NaN sizing answers", configuration: .ishPullUp,
      { _ = try $0.sizingChanged(.init(minimumHeight: .nan, maximumHeight: .infinity), at: 1) },
      check: { $0.detents.heights == [89, 777] }),
    .sanitized(
      "negative sizing answers", configuration: .ishPullUp,
      { _ = try $0.sizingChanged(.init(minimumHeight: -20), at: 1) },
      check: { $0.detents.minimum == 34 }),
    .sanitized(
      "maximum below the minimum", configuration: .ishPullUp,
      { _ = try $0.sizingChanged(.init(minimumHeight: 300, maximumHeight: 100), at: 1) },
      check: { $0.detents.heights == [334] }),
    .sanitized(
      "maximum above the available height", configuration: .ishPullUp,
      { _ = try $0.sizingChanged(.init(maximumHeight: 5000), at: 1) },
      check: { $0.detents.maximum == 777 }),
    .sanitized(
      "NaN target height", configuration: asking, prepare: awaiting, { _ = try $0.targetHeightProvided(.nan, at: 1) },
      check: { $0.snapshot.phase != .awaitingTarget && $0.snapshot.restingHeight == 289 }),
    .sanitized(
      "target height out of range", configuration: asking, prepare: awaiting,
      { _ = try $0.targetHeightProvided(-400, at: 1) },
      check: { $0.snapshot.restingHeight == $0.detents.minimum }),
    .refused("NaN keyboard height") { _ = try $0.apply(.keyboardChanged(height: .nan, animated: true), at: 1) },
    .refused("infinite keyboard height") {
      _ = try $0.apply(.keyboardChanged(height: .infinity, animated: true), at: 1)
    },
    .refused("negative keyboard height") { _ = try $0.apply(.keyboardChanged(height: -1, animated: true), at: 1) },
    .sanitized(
      "keyboard taller than the container",
      { _ = try $0.apply(.keyboardChanged(height: 5000, animated: false), at: 1) },
      check: { $0.keyboardHeight == 844 && $0.detents.heights == [785] }),
    .refused("NaN content offset") { _ = try $0.apply(.scrollOffsetChanged(.nan, maximum: 100), at: 1) },
    .refused("infinite content maximum") { _ = try $0.apply(.scrollOffsetChanged(0, maximum: .infinity), at: 1) },
    .sanitized(
      "negative content offset", { _ = try $0.apply(.scrollOffsetChanged(-30, maximum: 100), at: 1) },
      check: { $0.contentOffset == 0 }),
    .sanitized(
      "content offset above its maximum", { _ = try $0.apply(.scrollOffsetChanged(300, maximum: 100), at: 1) },
      check: { $0.contentOffset == 100 }),
    .sanitized(
      "negative content maximum", { _ = try $0.apply(.scrollOffsetChanged(30, maximum: -5), at: 1) },
      check: { $0.contentOffset == 0 && $0.contentMaximumOffset == 0 }),
    .refused("restored detent count 0") {
      _ = try $0.apply(.restore(.init(detentIndex: 0, detentCount: 0, height: 0)), at: 1)
    },
    .refused("negative restored detent index") {
      _ = try $0.apply(.restore(.init(detentIndex: -1, detentCount: 3, height: 0)), at: 1)
    },
    .refused("restored detent index past the count") {
      _ = try $0.apply(.restore(.init(detentIndex: 3, detentCount: 3, height: 0)), at: 1)
    },
    .refused("NaN restored fraction") {
      _ = try $0.apply(.restore(.init(detentIndex: 0, detentCount: 3, fraction: .nan, height: 0)), at: 1)
    },
    .refused("restored fraction 1") {
      _ = try $0.apply(.restore(.init(detentIndex: 0, detentCount: 3, fraction: 1, height: 0)), at: 1)
    },
    .refused("restored fraction above the highest detent") {
      _ = try $0.apply(.restore(.init(detentIndex: 2, detentCount: 3, fraction: 0.5, height: 0)), at: 1)
    },
    .refused("NaN restored height") {
      _ = try $0.apply(.restore(.init(detentIndex: 0, detentCount: 3, height: .nan)), at: 1)
    },
  ]

  static func configuration(_ change: @Sendable (inout PullUpConfiguration) -> Void) -> PullUpConfiguration {
    var configuration = PullUpConfiguration.default
    change(&configuration)
    return configuration
  }

  static let configurations: [(String, PullUpConfiguration)] = [
    ("no detents", configuration { $0.shape.detents = [] }),
    ("negative detent height", configuration { $0.shape.detents = [.height(-10)] }),
    ("NaN detent height", configuration { $0.shape.detents = [.height(.nan)] }),
    ("fraction above 1", configuration { $0.shape.detents = [.fraction(1.5)] }),
    ("negative top margin", configuration { $0.shape.topMargin = -1 }),
    ("snap threshold 0", configuration { $0.movement.snapPolicy = .thresholds(.init(threshold: 0)) }),
    ("snap threshold 1", configuration { $0.movement.snapPolicy = .thresholds(.init(threshold: 1)) }),
    ("snap threshold NaN", configuration { $0.movement.snapPolicy = .thresholds(.init(threshold: .nan)) }),
    ("deceleration rate 1", configuration { $0.movement.snapPolicy = .projected(.init(decelerationRate: 1)) }),
    ("redirection threshold 2", configuration { $0.movement.snapPolicy = .projected(.init(redirectionThreshold: 2)) }),
    ("zero detents per flick", configuration { $0.movement.snapPolicy = .projected(.init(maximumDetentsPerFlick: 0)) }),
    (
      "negative snapping distance", configuration { $0.movement.snapPolicy = .directional(.init(snappingDistance: -1)) }
    ),
    ("spring response 0", configuration { $0.movement.motion = .spring(.init(response: 0, dampingRatio: 1)) }),
    ("spring response NaN", configuration { $0.movement.motion = .spring(.init(response: .nan, dampingRatio: 1)) }),
    ("spring damping 0.01", configuration { $0.movement.motion = .spring(.init(response: 0.4, dampingRatio: 0.01)) }),
    (
      "rubber band limit 0",
      configuration { $0.movement.rubberBand = .init(top: .tanh(limit: 0, scale: 300), bottom: .hard) }
    ),
    (
      "rubber band scale 1e12",
      configuration { $0.movement.rubberBand = .init(top: .tanh(limit: 100, scale: 1e12), bottom: .hard) }
    ),
    (
      "rubber band coefficient NaN",
      configuration { $0.movement.rubberBand = .init(top: .elastic(coefficient: .nan), bottom: .hard) }
    ),
    ("dimming alpha 2", configuration { $0.appearance.dimming = .threshold(fraction: 0.5, alpha: 2) }),
    ("velocity window 0", configuration { $0.movement.velocityWindow = 0 }),
  ]

  static let detentsAndOrder: [BadInputCase] = [
    .sanitized(
      "duplicate and unsorted detents",
      configuration: configuration { $0.shape.detents = [.height(500), .height(200), .height(500.2), .height(200)] },
      { _ in },
      check: { $0.detents.heights == [200, 500] }),
    .sanitized(
      "every custom detent NaN",
      configuration: configuration { $0.shape.detents = [.custom(.init("nan") { _ in .nan })] },
      { _ in },
      check: { $0.detents.heights == [785] }),
    .refused("detent index out of range") { _ = try $0.moveRequested(to: .detent(7), animated: true, at: 1) },
    .refused("negative detent index") { _ = try $0.moveRequested(to: .detent(-1), animated: true, at: 1) },
    .refused("drag changed without a drag") { _ = try $0.apply(.dragChanged(translation: 10), at: 1) },
    .refused("drag ended without a drag") { _ = try $0.apply(.dragEnded(velocity: 0), at: 1) },
    .refused("drag cancelled without a drag") { _ = try $0.apply(.dragCancelled, at: 1) },
    .refused("drag began during a drag", prepare: dragging) { _ = try $0.apply(.dragBegan(), at: 1) },
    .refused(
      "drag ended twice",
      prepare: {
        _ = try $0.apply(.dragBegan(), at: 0)
        _ = try $0.apply(.dragEnded(velocity: 0), at: 0.1)
      },
      { _ = try $0.apply(.dragEnded(velocity: 0), at: 1) }),
    .refused("a target height nobody asked for") { _ = try $0.targetHeightProvided(300, at: 1) },
    .refused(
      "drag while locked", prepare: { _ = try $0.apply(.setLocked(true), at: 0) },
      { _ = try $0.apply(.dragBegan(), at: 1) }),
    .refused(
      "drag on a hidden sheet", prepare: { _ = try $0.apply(.setHidden(true, animated: false), at: 0) },
      { _ = try $0.apply(.dragBegan(), at: 1) }),
    .refused("move to dragging") { _ = try $0.moveRequested(to: .state(.dragging), animated: true, at: 1) },
    .refused("move to intermediate") { _ = try $0.moveRequested(to: .state(.intermediate), animated: false, at: 1) },
    .sanitized("a frame at rest", { _ = try $0.advance(to: 1) }, check: { $0.snapshot.phase == .resting }),
    .sanitized(
      "a request during a drag", prepare: dragging,
      { _ = try $0.moveRequested(to: .state(.expanded), animated: false, at: 1) },
      check: { $0.snapshot.state == .expanded }),
    .refused("an accessibility action that does not apply") {
      _ = try $0.apply(.accessibilityActionPerformed(.collapse), at: 1)
    },
    .refused(
      "an accessibility action while locked", prepare: { _ = try $0.apply(.setLocked(true), at: 0) },
      { _ = try $0.apply(.accessibilityActionPerformed(.expand), at: 1) }),
    .sanitized(
      "the keyboard during a drag", prepare: dragging,
      { _ = try $0.apply(.keyboardChanged(height: 336, animated: true), at: 1) },
      check: { $0.snapshot.phase == .tracking && $0.snapshot.height == 122 }),
  ]
}

@Suite("Bad input catalog")
struct BadInputCatalogTests {
  @Test(
    "Each bad input is refused or sanitized; every invariant holds and the sheet still works",
    arguments: BadInputCase.numbers + BadInputCase.detentsAndOrder)
  func row(_ row: BadInputCase) throws {
    var machine = try PullUpMachine(configuration: row.configuration, container: BadInputCase.container)
    try row.prepare(&machine)
    let before = machine.snapshot
    switch row.expectation {
    case .refused:
      #expect(throws: PullUpError.self) { try row.input(&machine) }
      #expect(machine.snapshot == before, "a refused input changed the machine")
    case .sanitized(let check):
      try row.input(&machine)
      #expect(check(machine), "the sanitized result is not the documented one")
    }
    #expect(machine.invariantViolations().isEmpty)
    try expectStillWorks(&machine)
  }

  @Test("Each bad configuration is refused with a message", arguments: BadInputCase.configurations.map(\.0))
  func configuration(_ name: String) throws {
    let configuration = try #require(BadInputCase.configurations.first { $0.0 == name }).1
    let error = #expect(throws: PullUpError.self) {
      try PullUpMachine(configuration: configuration, container: BadInputCase.container)
    }
    #expect(error?.description.isEmpty == false)
    var machine = try PullUpMachine(container: BadInputCase.container)
    #expect(throws: PullUpError.self) { try machine.setConfiguration(configuration, at: 1) }
    #expect(machine.configuration == .default)
  }

  /// After a bad input, a drag and release still settles on a detent.
  private func expectStillWorks(_ machine: inout PullUpMachine) throws {
    _ = try machine.apply(.setLocked(false), at: machine.snapshot.time)
    _ = try machine.apply(.setHidden(false, animated: false), at: machine.snapshot.time)
    if machine.snapshot.phase == .tracking { _ = try machine.apply(.dragCancelled, at: machine.snapshot.time) }
    if machine.snapshot.phase == .awaitingTarget { _ = try machine.targetHeightProvided(0, at: machine.snapshot.time) }
    try machine.runUntilResting()
    _ = try machine.apply(.dragBegan(), at: machine.snapshot.time)
    _ = try machine.apply(.dragChanged(translation: -40), at: machine.snapshot.time + 0.05)
    _ = try machine.apply(.dragEnded(velocity: -500), at: machine.snapshot.time + 0.1)
    if machine.snapshot.phase == .awaitingTarget {
      _ = try machine.targetHeightProvided(.nan, at: machine.snapshot.time)
    }
    try machine.runUntilResting()
    #expect(machine.snapshot.phase == .resting)
    #expect(machine.invariantViolations().isEmpty)
  }
}
