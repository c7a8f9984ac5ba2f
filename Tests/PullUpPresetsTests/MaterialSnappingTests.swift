import Foundation
import PullUpCore
import Testing

@testable import PullUpPresets

/// A release in one of Material's own tests (material-components-android @ac7e18e,
/// tests/javatests/com/google/android/material/bottomsheet/BottomSheetBehaviorTest.java), modelled in the
/// test activity (testing/…/test_design_bottom_sheet_behavior.xml: a full-height sheet, hideable, a peek of
/// 256 dp) on a 360 × 640 container at a density of 1. Espresso's swipes become a release: the sheet's top in
/// MDC's coordinates (down from the container's top) and the velocity (down positive).
struct MaterialRow: Sendable, CustomTestStringConvertible {
  enum State: Sendable {
    case expanded, halfExpanded, collapsed, hidden
  }

  let source: String
  let fitToContents: Bool
  let skipCollapsed: Bool
  let top: Double
  let velocity: Double
  let expected: State

  init(
    _ source: String, fitToContents: Bool = true, skipCollapsed: Bool = false, top: Double, velocity: Double,
    expected: State
  ) {
    self.source = source
    self.fitToContents = fitToContents
    self.skipCollapsed = skipCollapsed
    self.top = top
    self.velocity = velocity
    self.expected = expected
  }

  var testDescription: String { "\(source): top \(top), velocity \(velocity)" }
}

/// `PullUpMaterialSnapping` against Material's own release tests, row by row, then rule by rule.
@Suite("Material's release rule")
struct MaterialSnappingTests {
  static let height = 640.0
  static let context = PullUpDetentContext(
    containerSize: PullUpSize(width: 360, height: height), safeArea: .zero, topMargin: 0, contentHeight: nil)
  static let path = "tests/javatests/com/google/android/material/bottomsheet/BottomSheetBehaviorTest.java"

  /// The test activity's sheet: peek 256, hideable.
  static func policy(fitToContents: Bool = true, skipCollapsed: Bool = false) -> PullUpMaterialSnapping {
    PullUpMaterialSnapping(fitToContents: fitToContents, peekHeight: .points(256), skipCollapsed: skipCollapsed)
  }

  /// The policy's states as resolved detents, as the preset makes them.
  static func detents(_ policy: PullUpMaterialSnapping) -> PullUpResolvedDetents {
    let keylines = policy.keylines(in: context)
    return PullUpResolvedDetents(
      [keylines.collapsed, keylines.halfExpanded, keylines.expanded].compactMap { $0.map(PullUpDetent.height) },
      in: context)
  }

  static let rows: [MaterialRow] = [
    // Expanded, a fast swipe down ending just above the peek: released 1 pt above collapsed, not shouldHide.
    MaterialRow("\(path):324", top: 383, velocity: 2_000, expected: .collapsed),
    // Collapsed, swipeDown() to the bottom: released low and fast.
    MaterialRow("\(path):369", top: 639, velocity: 3_000, expected: .hidden),
    MaterialRow("\(path):386", fitToContents: false, top: 639, velocity: 3_000, expected: .hidden),
    // skipCollapsed, expanded, a fast swipe down to just above the peek: faster than 500.
    MaterialRow("\(path):393", skipCollapsed: true, top: 383, velocity: 2_000, expected: .hidden),
    MaterialRow("\(path):435", fitToContents: false, skipCollapsed: true, top: 383, velocity: 2_000, expected: .hidden),
    // skipCollapsed, a slow swipe (Swipe.SLOW, 1.5 s) to half the view's height: neither fast nor low.
    MaterialRow("\(path):485", skipCollapsed: true, top: 319, velocity: 213, expected: .expanded),
    MaterialRow(
      "\(path):492", fitToContents: false, skipCollapsed: true, top: 319, velocity: 213, expected: .halfExpanded),
    // The same to three quarters of the view's height: released below the middle of expanded and hidden.
    MaterialRow("\(path):500", skipCollapsed: true, top: 479, velocity: 320, expected: .hidden),
    MaterialRow("\(path):507", fitToContents: false, skipCollapsed: true, top: 479, velocity: 320, expected: .hidden),
    // Collapsed, a fast swipe up from the visible centre to the top: clamped at expanded.
    MaterialRow("\(path):515", top: 0, velocity: -3_000, expected: .expanded),
    // Half-expanded, and collapsed, without fitToContents: a fast swipe up to the top.
    MaterialRow("\(path):641", fitToContents: false, top: 0, velocity: -3_000, expected: .expanded),
    MaterialRow("\(path):665", fitToContents: false, top: 0, velocity: -3_000, expected: .expanded),
  ]

  @Test("Each release of Material's BottomSheetBehaviorTest lands where the test expects", arguments: rows)
  func release(row: MaterialRow) {
    let policy = Self.policy(fitToContents: row.fitToContents, skipCollapsed: row.skipCollapsed)
    let keylines = policy.keylines(in: Self.context)
    let release = PullUpRelease(
      height: Self.height - row.top, heightVelocity: -row.velocity, detents: Self.detents(policy), hiddenHeight: 0)
    let target = policy.decide(release).target
    switch row.expected {
    case .expanded: #expect(target == .height(keylines.expanded))
    case .halfExpanded: #expect(target == .height(keylines.halfExpanded ?? -1))
    case .collapsed: #expect(target == .height(keylines.collapsed))
    case .hidden: #expect(target == .hidden)
    }
  }

  // BottomSheetBehavior.java:1722 for the rule; BottomSheetBehaviorTest.java:1028-1041 for the rows it shares.
  @Test(
    "An auto peek puts the collapsed top at min(width · 9/16, height − 64) in whole pixels, as Java's int arithmetic",
    arguments: [
      (360.0, 640.0, 202.0), (1_200.0, 640.0, 576.0), (411.0, 731.0, 231.0), (412.0, 860.0, 231.0),
      // Points are pixels: a fraction of one is dropped from the size, as Java's `int` conversion drops it.
      (412.9, 860.75, 231.75), (16.0, 100.0, 9.0), (17.0, 100.0, 9.0),
    ])
  func autoPeek(width: Double, height: Double, top: Double) {
    let context = PullUpDetentContext(
      containerSize: PullUpSize(width: width, height: height), safeArea: .zero, topMargin: 0, contentHeight: nil)
    #expect(height - PullUpMaterialSnapping().keylines(in: context).collapsed == top)
  }

  @Test("The issue's case: in a 412 × 860 container the auto peek is 860 − 231 = 629, not 628.25")
  func autoPeekToThePixel() {
    let context = PullUpDetentContext(
      containerSize: PullUpSize(width: 412, height: 860), safeArea: .zero, topMargin: 0, contentHeight: nil)
    #expect(PullUpMaterialSnapping().keylines(in: context).peek == 629)
    #expect(PullUpMaterialSnapping.autoPeek(in: PullUpSize(width: 412, height: 860)) == 629)
  }

  @Test("An auto peek shows no more than the content, and the bottom safe area adds to any peek")
  func peekLimits() {
    let short = PullUpDetentContext(
      containerSize: PullUpSize(width: 360, height: 640), safeArea: PullUpInsets(top: 24, bottom: 48), topMargin: 0,
      contentHeight: 100)
    let keylines = PullUpMaterialSnapping().keylines(in: short)
    #expect(keylines.peek == 148)
    #expect(keylines.expanded == 100)
    #expect(keylines.collapsed == 100)
    let fixed = PullUpMaterialSnapping(fitToContents: false, peekHeight: .points(80)).keylines(in: short)
    #expect(fixed.collapsed == 128)
    #expect(fixed.halfExpanded == 320)
    #expect(fixed.expanded == 616)
  }

  /// A release of a sheet on the 360 × 640 container with a peek of 256: collapsed at 256 (top 384), without
  /// fitToContents half-expanded at 320 (top 320), expanded at 640 (top 0); hidden at 0 when hideable.
  struct Rule: Sendable, CustomTestStringConvertible {
    var fitToContents = false
    var hideable = false
    var skipCollapsed = false
    let height: Double
    let heightVelocity: Double
    /// The height it goes to, `nil` for hidden.
    let expected: Double?
    let reason: String

    var testDescription: String { reason }
  }

  static let rules: [Rule] = [
    Rule(
      height: 300, heightVelocity: 400, expected: 320,
      reason: "moving up at 400 points per second, released below half-expanded: half-expanded"),
    Rule(
      height: 400, heightVelocity: 400, expected: 640,
      reason: "moving up at 400 points per second, released at or above half-expanded: expanded"),
    // 49 points per second is inside ViewDragHelper's dead zone: still.
    Rule(
      height: 300, heightVelocity: 49, expected: 320,
      reason: "still (under ViewDragHelper's 50 points per second), at or below half-expanded, nearer "
        + "half-expanded than collapsed: half-expanded"),
    Rule(
      height: 280, heightVelocity: 0, expected: 256,
      reason: "still (under ViewDragHelper's 50 points per second), at or below half-expanded, not nearer "
        + "half-expanded than collapsed: collapsed"),
    // Above half, the keyline is where the top is as far from the container's top as from collapsed: top 192.
    Rule(
      height: 449, heightVelocity: 0, expected: 640,
      reason: "still (under ViewDragHelper's 50 points per second), above half-expanded and nearer the "
        + "container's top than collapsed: expanded"),
    Rule(
      height: 447, heightVelocity: -49, expected: 320,
      reason: "still (under ViewDragHelper's 50 points per second), above half-expanded, not nearer the "
        + "container's top than collapsed: half-expanded"),
    Rule(
      height: 500, heightVelocity: -3_000, expected: 320,
      reason: "moving down at 3000 points per second, nearer half-expanded than collapsed: half-expanded"),
    Rule(
      height: 270, heightVelocity: -100, expected: 256,
      reason: "moving down at 100 points per second, not nearer half-expanded than collapsed: collapsed"),
    // Hideable: shouldHide needs the top 0.1 s later more than half a peek (128) below collapsed.
    Rule(
      hideable: true, height: 200, heightVelocity: -600, expected: 256,
      reason: "moving down at 600 points per second, not nearer half-expanded than collapsed: collapsed"),
    Rule(
      hideable: true, height: 200, heightVelocity: -1_000, expected: nil,
      reason: "shouldHide (0.1 s of travel lands 0.61 peek heights from collapsed, past 0.5), moving down at "
        + "1000 points per second, faster than its significantVelocityThreshold of 500: hidden"),
    Rule(
      hideable: true, height: 100, heightVelocity: 0, expected: nil,
      reason: "shouldHide (0.1 s of travel lands 0.61 peek heights from collapsed, past 0.5), released below the "
        + "middle of expanded and hidden: hidden"),
    Rule(
      hideable: true, height: 300, heightVelocity: -3_000, expected: 320,
      reason: "moving down at 3000 points per second, nearer half-expanded than collapsed: half-expanded"),
    Rule(
      hideable: true, height: 50, heightVelocity: 100, expected: 320,
      reason: "moving up at 100 points per second, released below half-expanded: half-expanded"),
    Rule(
      hideable: true, skipCollapsed: true, height: 500, heightVelocity: -300, expected: 640,
      reason: "shouldHide (skipCollapsed), neither fast nor low, nearer expanded than half-expanded: expanded"),
    // fitToContents: collapsed and expanded only.
    Rule(
      fitToContents: true, height: 260, heightVelocity: 60, expected: 640,
      reason: "moving up at 60 points per second with fitToContents: expanded"),
    Rule(
      fitToContents: true, height: 600, heightVelocity: -9_000, expected: 256,
      reason: "moving down at 8000 points per second with fitToContents: collapsed"),
    Rule(
      fitToContents: true, height: 449, heightVelocity: 0, expected: 640,
      reason: "still (under ViewDragHelper's 50 points per second), fitToContents, nearer expanded than "
        + "collapsed: expanded"),
    Rule(
      fitToContents: true, height: 447, heightVelocity: 0, expected: 256,
      reason: "still (under ViewDragHelper's 50 points per second), fitToContents, not nearer expanded than "
        + "collapsed: collapsed"),
    Rule(
      fitToContents: true, hideable: true, skipCollapsed: true, height: 400, heightVelocity: -300, expected: 640,
      reason: "shouldHide (skipCollapsed), neither fast nor low, fitToContents: expanded"),
  ]

  @Test("Each branch of onViewReleased picks MDC's state and says which rule it applied", arguments: rules)
  func rule(rule: Rule) {
    let policy = Self.policy(fitToContents: rule.fitToContents, skipCollapsed: rule.skipCollapsed)
    let release = PullUpRelease(
      height: rule.height, heightVelocity: rule.heightVelocity, detents: Self.detents(policy),
      hiddenHeight: rule.hideable ? 0 : nil)
    let decision = policy.decide(release)
    #expect(decision.target == (rule.expected.map(PullUpSnapDecision.Target.height) ?? .hidden))
    #expect(decision.reason.description == "Material: " + rule.reason)
  }

  @Test("A peek height reads and writes as \"auto\" or a number of points")
  func peekHeightCoding() throws {
    let policy = PullUpMaterialSnapping(peekHeight: .points(120))
    let decoded = try JSONDecoder().decode(PullUpMaterialSnapping.self, from: JSONEncoder().encode(policy))
    #expect(decoded == policy)
    let auto = try JSONDecoder().decode([PullUpMaterialSnapping.PeekHeight].self, from: Data(#"["auto", 80]"#.utf8))
    #expect(auto == [.auto, .points(80)])
    #expect(throws: DecodingError.self) {
      try JSONDecoder().decode([PullUpMaterialSnapping.PeekHeight].self, from: Data(#"["tall"]"#.utf8))
    }
  }

  @Test(
    "Parameters outside Material's ranges are refused",
    arguments: [
      PullUpMaterialSnapping(halfExpandedRatio: 1), PullUpMaterialSnapping(halfExpandedRatio: 0),
      PullUpMaterialSnapping(peekHeight: .points(-1)), PullUpMaterialSnapping(significantVelocityThreshold: .nan),
      PullUpMaterialSnapping(minimumFlingVelocity: -1),
    ])
  func refused(policy: PullUpMaterialSnapping) {
    #expect(throws: PullUpError.self) { try policy.validate() }
  }
}
