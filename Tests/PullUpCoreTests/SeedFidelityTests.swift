import Foundation
import PullUpCore
import Testing

/// Where a preset reproduces a seed's choice that PullUp's default makes differently (issue: seed fidelity).
@Suite("Seed fidelity")
struct SeedFidelityTests {
  /// A machine released after a drag from `start` by `translation` (screen points, negative up) with
  /// `velocity` (screen points per second), stepped at 60 Hz until it rests; the heights of every frame.
  static func release(
    _ configuration: PullUpConfiguration, from start: Double, translation: Double, velocity: Double
  ) throws -> (machine: PullUpMachine, heights: [Double]) {
    var machine = try PullUpMachine(configuration: configuration, container: phoneContainer)
    _ = try machine.apply(.setHeight(start, animated: false), at: 0)
    _ = try machine.apply(.dragBegan(), at: 0.1)
    _ = try machine.apply(.dragChanged(translation: translation), at: 0.15)
    _ = try machine.apply(.dragEnded(velocity: velocity), at: 0.2)
    var heights: [Double] = [machine.snapshot.height]
    var time = 0.2
    while machine.snapshot.phase == .settling, time < 10 {
      time += 1.0 / 60
      _ = try machine.advance(to: time)
      heights.append(machine.snapshot.height)
    }
    return (machine, heights)
  }

  // SplitView's `onDragEnded` only stores the position (SplitView.swift): no momentum. The divider's
  // range in a 844-point container is 0.2…0.8 of it, 168.8…675.2 points; it starts at 0.5, 422.
  @Test(
    "SplitView: a release leaves the divider where the finger let go, and inside its range",
    arguments: [
      // (start, translation, velocity, where it rests)
      (422.0, -100.0, -3000.0, 522.0),  // a flick up mid-range: 422 + 100, no coasting
      (422, 100, 3000, 322),  // a flick down
      (422, -253.2, -5000, 675.2),  // at the upper limit with an upward flick: stays at 675.2
      (422, 253.2, 5000, 168.8),  // at the lower limit with a downward flick
      (422, -40, 0, 462),  // a slow release
    ])
  func splitViewHasNoMomentum(start: Double, translation: Double, velocity: Double, rests: Double) throws {
    let (machine, heights) = try Self.release(
      .splitView(), from: start, translation: translation, velocity: velocity)
    #expect(abs(machine.snapshot.height - rests) < 1e-9)
    #expect(heights.allSatisfy { abs($0 - rests) < 1e-9 }, "the divider never moves after the release: \(heights)")
    #expect(heights.allSatisfy { (168.8 - 1e-9)...(675.2 + 1e-9) ~= $0 })
  }

  @Test("The default keeps its momentum: the same flick coasts on to a detent")
  func defaultCarriesVelocity() throws {
    let (machine, heights) = try Self.release(.default, from: 122, translation: -100, velocity: -1500)
    #expect(machine.snapshot.height == 392.5)
    #expect(Set(heights).count > 2, "the sheet moved on after the release")
  }

  // SplitSheet's `show(true)` always animates to its shown detent, `minimumSheetHeight` (400 here, the
  // first resolved detent); PullUp's default returns to where the sheet last rested.
  @Test(
    "Showing goes to the configured place: SplitSheet's shown detent, the default's last resting place",
    arguments: [
      (PullUpConfiguration.splitSheet, 1, 400.0),
      (.default, 2, 785),
      (.default.with { $0.movement.showTarget = .detent(0) }, 2, 122),
      (.default.with { $0.movement.showTarget = .detent(7) }, 0, 785),  // past the end: the last detent
    ])
  func showTarget(configuration: PullUpConfiguration, restingDetent: Int, shownAt expected: Double) throws {
    var machine = try PullUpMachine(configuration: configuration, container: phoneContainer, contentHeight: 700)
    _ = try machine.apply(.setHidden(false, animated: false), at: 0)
    _ = try machine.apply(.moveToDetent(restingDetent, animated: false), at: 0.1)
    _ = try machine.apply(.setHidden(true, animated: false), at: 0.2)
    _ = try machine.apply(.setHidden(false, animated: true), at: 0.3)
    try machine.settle()
    #expect(machine.snapshot.height == expected)
    #expect(!machine.isHidden)
  }

  @Test("A movement written before showTarget and carriesReleaseVelocity decodes with their defaults")
  func olderMovementDecodes() throws {
    let encoded = try JSONEncoder().encode(PullUpConfiguration.default.movement)
    var object = try #require(try JSONSerialization.jsonObject(with: encoded) as? [String: Any])
    object["showTarget"] = nil
    object["carriesReleaseVelocity"] = nil
    let older = try JSONSerialization.data(withJSONObject: object)
    #expect(
      try JSONDecoder().decode(PullUpConfiguration.Movement.self, from: older) == PullUpConfiguration.default.movement)
    let splitSheet = try JSONEncoder().encode(PullUpConfiguration.splitSheet.movement)
    #expect(String(decoding: splitSheet, as: UTF8.self).contains(#""showTarget":{"detent":0}"#))
    #expect(
      try JSONDecoder().decode(PullUpConfiguration.Movement.self, from: splitSheet)
        == PullUpConfiguration.splitSheet.movement)
  }

  // ISHPullUp's dimming view collapses the panel when tapped (ISHPullUpViewController.m, the dimming
  // view's tap recognizer), and the tap is off while locked or hidden. Its dimming is binary: on once the
  // sheet is half-way from the minimum (55 + 34 = 89) to the maximum (844 − 47 − 20 = 777), at 433. The
  // default dims progressively from half (392.5) to full (785), so only above 392.5.
  @Test(
    "A tap on the dimmed background collapses the sheet; elsewhere, locked or hidden it does nothing",
    arguments: [
      // (configuration, height, locked, hidden, height after)
      (PullUpConfiguration.ishPullUp, 777.0, false, false, 89.0),
      (.ishPullUp, 433, false, false, 89),  // exactly half-way: dimmed
      (.ishPullUp, 432, false, false, 432),  // just below half-way: nothing is dimmed
      (.ishPullUp, 777, true, false, 777),  // locked
      (.ishPullUp, 777, false, true, 777),  // hidden (it shows at its resting height later)
      (.default, 785, false, false, 122),
      (.default, 392.5, false, false, 392.5),  // where the progressive dimming starts: alpha 0
      (.splitSheet, 700, false, false, 700),  // no dimming at all
    ])
  func dimmingTap(configuration: PullUpConfiguration, start: Double, locked: Bool, hidden: Bool, after: Double)
    throws
  {
    var machine = try PullUpMachine(configuration: configuration, container: phoneContainer, contentHeight: 700)
    _ = try machine.apply(.setHidden(false, animated: false), at: 0)
    _ = try machine.apply(.setHeight(start, animated: false), at: 0)
    _ = try machine.apply(.setLocked(locked), at: 0)
    _ = try machine.apply(.setHidden(hidden, animated: false), at: 0)
    let output = try machine.apply(.dimmingTapped, at: 1)
    try machine.settle()
    #expect(machine.snapshot.restingHeight == after)
    if after == start { #expect(output == PullUpOutput(), "a tap that does nothing publishes nothing") }
    if !hidden { #expect(machine.snapshot.height == after) }
  }

  // SplitSheet reads `swipeUpToShowAllowed` only once it has shown, hidden or released (SplitSheet.swift);
  // PullUp's `dragsWhileHidden` holds from the start.
  @Test("SplitSheet: a hidden sheet can be swiped into view from the very start")
  func swipeUpToShowFromTheStart() throws {
    var machine = try PullUpMachine(configuration: .splitSheet, container: phoneContainer, contentHeight: 700)
    #expect(machine.isHidden)
    _ = try machine.apply(.dragBegan(), at: 0.1)
    _ = try machine.apply(.dragChanged(translation: -300), at: 0.2)
    _ = try machine.apply(.dragEnded(velocity: -800), at: 0.3)
    try machine.settle()
    #expect(!machine.isHidden)
  }

  // ISHPullUp lets the finger keep control when code moves the panel mid-drag; PullUp's code wins.
  @Test("Code moving the sheet during a drag cancels the drag; the finger's next samples are refused")
  func requestDuringDrag() throws {
    var machine = try PullUpMachine(configuration: .ishPullUp, container: phoneContainer)
    _ = try machine.apply(.dragBegan(), at: 0.1)
    _ = try machine.apply(.dragChanged(translation: -100), at: 0.2)
    let output = try machine.apply(.setState(.expanded, animated: true), at: 0.3)
    #expect(output.events.contains(.dragCancelled(height: 189)))
    #expect(throws: PullUpError.unexpectedInput(.dragChanged, phase: .settling)) {
      try machine.apply(.dragChanged(translation: -150), at: 0.35)
    }
    try machine.settle()
    #expect(machine.snapshot.height == 777)
  }

  // SplitSheet's expanded detent is the sheet's own height, `contentSize − bounds` not clamped to the
  // screen (SplitSheet.swift), so a 1,000-point sheet in an 844-point container rests with its top 156
  // points above the screen. PullUp's default clamps every detent to the available height (844 − 47 − 12).
  @Test(
    "A sheet taller than its container: SplitSheet expands to its full height, the default to what fits",
    arguments: [
      (PullUpConfiguration.splitSheet, 1000.0, 1000.0, -156.0),
      (.splitSheet, 600, 600, 244),
      (.default.with { $0.shape.detents = [.heightAboveSafeArea(88), .fitsContent] }, 1000, 785, 59),
    ])
  func tallSheet(configuration: PullUpConfiguration, content: Double, expanded: Double, top: Double) throws {
    var machine = try PullUpMachine(configuration: configuration, container: phoneContainer, contentHeight: content)
    _ = try machine.apply(.setHidden(false, animated: false), at: 0)
    _ = try machine.apply(.setState(.expanded, animated: true), at: 0.1)
    try machine.settle()
    #expect(machine.snapshot.height == expanded)
    #expect(machine.snapshot.state == .expanded)
    #expect(machine.snapshot.layout.sheetFrame.y == top)
    #expect(machine.invariantViolations().isEmpty, "\(machine.invariantViolations())")
    // A drag down from there follows the finger; a release comes to rest inside the range.
    _ = try machine.apply(.dragBegan(), at: 11)
    _ = try machine.apply(.dragChanged(translation: 100), at: 11.1)
    #expect(machine.snapshot.height == expanded - 100)
    _ = try machine.apply(.dragEnded(velocity: 0), at: 11.2)
    try machine.settle()
    #expect(machine.snapshot.phase == .resting)
    #expect(machine.invariantViolations().isEmpty, "\(machine.invariantViolations())")
  }

  @Test("A shape written before clampsToAvailableHeight decodes with it on")
  func olderShapeDecodes() throws {
    let encoded = try JSONEncoder().encode(PullUpConfiguration.default.shape)
    var object = try #require(try JSONSerialization.jsonObject(with: encoded) as? [String: Any])
    object["clampsToAvailableHeight"] = nil
    let older = try JSONSerialization.data(withJSONObject: object)
    #expect(try JSONDecoder().decode(PullUpConfiguration.Shape.self, from: older) == PullUpConfiguration.default.shape)
    let splitSheet = try JSONEncoder().encode(PullUpConfiguration.splitSheet.shape)
    #expect(
      try JSONDecoder().decode(PullUpConfiguration.Shape.self, from: splitSheet) == PullUpConfiguration.splitSheet.shape
    )
  }

  // ISHPullUp's `setBottomHeight:` "will not perform any 'sanity' checks" (ISHPullUpViewController.h), and
  // its state rule reads `expanded` at or above the maximum (89 + … : min 55 + 34 = 89, max 844 − 47 − 20 =
  // 777), `collapsed` at or below the minimum. PullUp keeps heights within 0…844 (the container) either way;
  // the default clamps into 122…785.
  @Test(
    "setHeight: ISHPullUp keeps a height outside the range, the default clamps it",
    arguments: [
      // (configuration, requested, height, state)
      (PullUpConfiguration.ishPullUp, 800.0, 800.0, PullUpState.expanded),
      (.ishPullUp, 60, 60, .collapsed),
      (.ishPullUp, 2000, 844, .expanded),  // never taller than the container
      (.ishPullUp, -10, 0, .collapsed),
      (.ishPullUp, 500, 500, .intermediate),
      (.default, 800, 785, .expanded),
      (.default, 60, 122, .collapsed),
    ])
  func noSanityChecks(configuration: PullUpConfiguration, requested: Double, height: Double, state: PullUpState)
    throws
  {
    var machine = try PullUpMachine(configuration: configuration, container: phoneContainer)
    _ = try machine.apply(.setHeight(requested, animated: true), at: 0)
    try machine.settle()
    #expect(machine.snapshot.height == height)
    #expect(machine.snapshot.state == state)
    #expect(machine.invariantViolations().isEmpty, "\(machine.invariantViolations())")
    // A drag from there starts where the sheet is; a container change clamps it into the range again.
    _ = try machine.apply(.dragBegan(), at: 11)
    #expect(machine.snapshot.height == height)
    _ = try machine.apply(.dragCancelled, at: 11.1)
    try machine.settle()
    _ = try machine.apply(.setContainer(phoneContainer, animated: false), at: 22)
    _ = try machine.apply(
      .setContainer(PullUpContainer(width: 844, height: 390, safeArea: .init(top: 0, bottom: 21)), animated: false),
      at: 22.1)
    #expect(machine.snapshot.detents.first! - 0.01 <= machine.snapshot.height)
    #expect(machine.snapshot.height <= machine.snapshot.detents.last! + 0.01)
  }

  // ISHPullUp passes a target-height answer to its snapping unclamped: with the thresholds on, an answer
  // beyond an end snaps to it, as the clamped answer would.
  @Test("ISHPullUp: a target-height answer beyond the maximum snaps to the maximum")
  func targetAnswerBeyondMaximum() throws {
    var machine = try PullUpMachine(configuration: .ishPullUp, container: phoneContainer)
    machine.asksForTargetHeight = true
    _ = try machine.apply(.dragBegan(), at: 0.1)
    _ = try machine.apply(.dragChanged(translation: -200), at: 0.2)
    _ = try machine.apply(.dragEnded(velocity: 0), at: 0.3)
    _ = try machine.targetHeightProvided(900, at: 0.4)
    try machine.settle()
    #expect(machine.snapshot.height == 777)
    #expect(machine.snapshot.state == .expanded)
  }

  // Found by the machine fuzzer: without the clamp to the available height, a sizing answer of
  // 1.8e308 points became a detent, and the layout's arithmetic overflowed to NaN. Clamped to ten million
  // points, the answer is then capped at the highest detent, the content's 700 points, since a sizing
  // maximum caps.
  @Test("A taller-than-the-screen shape still keeps every height finite: a huge maximum caps at the highest detent")
  func tallShapeStaysFinite() throws {
    var machine = try PullUpMachine(configuration: .splitSheet, container: phoneContainer, contentHeight: 700)
    _ = try machine.sizingChanged(PullUpSizing(minimumHeight: 100, maximumHeight: .greatestFiniteMagnitude), at: 0)
    _ = try machine.apply(.setHidden(false, animated: false), at: 0.1)
    _ = try machine.apply(.setState(.expanded, animated: true), at: 0.2)
    try machine.settle()
    #expect(machine.snapshot.detents.last == 700)
    #expect(machine.snapshot.detents.allSatisfy { $0.isFinite })
    #expect(machine.invariantViolations().isEmpty, "\(machine.invariantViolations())")
  }
}
