import PullUpCore
import PullUpPresets
import Testing

/// A row of FloatingPanel's own `targetState` tests (scenee/FloatingPanel @7efcc76, Tests/CoreTests.swift),
/// for its bottom layout in the test's 375 × 667 view: full 20 pt below the top, half 250 pt and tip 60 pt
/// above the bottom, in FloatingPanel's coordinates (y down from the top, velocity down positive).
struct FloatingPanelRow: Sendable, CustomTestStringConvertible {
  enum State: Sendable {
    case full, half, tip

    /// The anchor's y in the test's view.
    var y: Double {
      switch self {
      case .full: return 20
      case .half: return 417
      case .tip: return 607
      }
    }
  }

  let source: String
  let from: State
  let y: Double
  let velocity: Double
  let expected: State

  init(_ source: String, from: State, y: Double, velocity: Double, expected: State) {
    self.source = source
    self.from = from
    self.y = y
    self.velocity = velocity
    self.expected = expected
  }

  var testDescription: String { "\(source): from \(from), y \(y), velocity \(velocity)" }
}

/// `PullUpFloatingPanelSnapping` against FloatingPanel's own tests, row by row.
@Suite("FloatingPanel's release rule")
struct FloatingPanelSnappingTests {
  static let height = 667.0

  /// The three anchors as detents: heights above the bottom of the 667-point view.
  static let detents = PullUpResolvedDetents(
    [.height(60), .height(250), .height(647)],
    in: PullUpDetentContext(
      containerSize: PullUpSize(width: 375, height: height), safeArea: .zero, topMargin: 0, contentHeight: nil))

  static let rows: [FloatingPanelRow] = [
    FloatingPanelRow("Tests/CoreTests.swift:450", from: .full, y: -480, velocity: -100, expected: .full),
    FloatingPanelRow("Tests/CoreTests.swift:451", from: .full, y: -480, velocity: 0, expected: .full),
    FloatingPanelRow("Tests/CoreTests.swift:452", from: .full, y: -480, velocity: 100, expected: .full),
    FloatingPanelRow("Tests/CoreTests.swift:453", from: .full, y: 10, velocity: 3000, expected: .half),
    FloatingPanelRow("Tests/CoreTests.swift:454", from: .full, y: 20, velocity: -100, expected: .full),
    FloatingPanelRow("Tests/CoreTests.swift:455", from: .full, y: 20, velocity: 0, expected: .full),
    FloatingPanelRow("Tests/CoreTests.swift:456", from: .full, y: 20, velocity: 500, expected: .half),
    FloatingPanelRow("Tests/CoreTests.swift:457", from: .full, y: 20, velocity: 1000, expected: .half),
    FloatingPanelRow("Tests/CoreTests.swift:458", from: .full, y: 20, velocity: 3000, expected: .half),
    FloatingPanelRow("Tests/CoreTests.swift:459", from: .full, y: 30, velocity: 100, expected: .full),
    FloatingPanelRow("Tests/CoreTests.swift:460", from: .full, y: 407, velocity: -100, expected: .half),
    FloatingPanelRow("Tests/CoreTests.swift:461", from: .full, y: 417, velocity: -1000, expected: .full),
    FloatingPanelRow("Tests/CoreTests.swift:462", from: .full, y: 417, velocity: -100, expected: .half),
    FloatingPanelRow("Tests/CoreTests.swift:463", from: .full, y: 417, velocity: 0, expected: .half),
    FloatingPanelRow("Tests/CoreTests.swift:464", from: .full, y: 417, velocity: 100, expected: .half),
    FloatingPanelRow("Tests/CoreTests.swift:465", from: .full, y: 417, velocity: 1000, expected: .tip),
    FloatingPanelRow("Tests/CoreTests.swift:466", from: .full, y: 427, velocity: 100, expected: .half),
    FloatingPanelRow("Tests/CoreTests.swift:467", from: .full, y: 597, velocity: -100, expected: .tip),
    FloatingPanelRow("Tests/CoreTests.swift:468", from: .full, y: 607, velocity: -3000, expected: .half),
    FloatingPanelRow("Tests/CoreTests.swift:469", from: .full, y: 607, velocity: -1000, expected: .half),
    FloatingPanelRow("Tests/CoreTests.swift:470", from: .full, y: 607, velocity: -500, expected: .half),
    FloatingPanelRow("Tests/CoreTests.swift:471", from: .full, y: 607, velocity: -100, expected: .tip),
    FloatingPanelRow("Tests/CoreTests.swift:472", from: .full, y: 607, velocity: 0, expected: .tip),
    FloatingPanelRow("Tests/CoreTests.swift:473", from: .full, y: 607, velocity: 100, expected: .tip),
    FloatingPanelRow("Tests/CoreTests.swift:474", from: .full, y: 617, velocity: -3000, expected: .half),
    FloatingPanelRow("Tests/CoreTests.swift:475", from: .full, y: 1107, velocity: -100, expected: .tip),
    FloatingPanelRow("Tests/CoreTests.swift:476", from: .full, y: 1107, velocity: 0, expected: .tip),
    FloatingPanelRow("Tests/CoreTests.swift:477", from: .full, y: 1107, velocity: 100, expected: .tip),
    FloatingPanelRow("Tests/CoreTests.swift:538", from: .half, y: -480, velocity: -100, expected: .full),
    FloatingPanelRow("Tests/CoreTests.swift:539", from: .half, y: -480, velocity: 0, expected: .full),
    FloatingPanelRow("Tests/CoreTests.swift:540", from: .half, y: -480, velocity: 100, expected: .full),
    FloatingPanelRow("Tests/CoreTests.swift:541", from: .half, y: 20, velocity: -100, expected: .full),
    FloatingPanelRow("Tests/CoreTests.swift:542", from: .half, y: 20, velocity: 0, expected: .full),
    FloatingPanelRow("Tests/CoreTests.swift:543", from: .half, y: 20, velocity: 500, expected: .half),
    FloatingPanelRow("Tests/CoreTests.swift:544", from: .half, y: 20, velocity: 1000, expected: .half),
    FloatingPanelRow("Tests/CoreTests.swift:545", from: .half, y: 20, velocity: 3000, expected: .half),
    FloatingPanelRow("Tests/CoreTests.swift:546", from: .half, y: 30, velocity: 100, expected: .full),
    FloatingPanelRow("Tests/CoreTests.swift:547", from: .half, y: 407, velocity: -100, expected: .half),
    FloatingPanelRow("Tests/CoreTests.swift:548", from: .half, y: 417, velocity: -1000, expected: .full),
    FloatingPanelRow("Tests/CoreTests.swift:549", from: .half, y: 417, velocity: -100, expected: .half),
    FloatingPanelRow("Tests/CoreTests.swift:550", from: .half, y: 417, velocity: 0, expected: .half),
    FloatingPanelRow("Tests/CoreTests.swift:551", from: .half, y: 417, velocity: 100, expected: .half),
    FloatingPanelRow("Tests/CoreTests.swift:552", from: .half, y: 417, velocity: 1000, expected: .tip),
    FloatingPanelRow("Tests/CoreTests.swift:553", from: .half, y: 427, velocity: 100, expected: .half),
    FloatingPanelRow("Tests/CoreTests.swift:554", from: .half, y: 597, velocity: -100, expected: .tip),
    FloatingPanelRow("Tests/CoreTests.swift:555", from: .half, y: 607, velocity: -3000, expected: .half),
    FloatingPanelRow("Tests/CoreTests.swift:556", from: .half, y: 607, velocity: -1000, expected: .half),
    FloatingPanelRow("Tests/CoreTests.swift:557", from: .half, y: 607, velocity: -500, expected: .half),
    FloatingPanelRow("Tests/CoreTests.swift:558", from: .half, y: 607, velocity: -100, expected: .tip),
    FloatingPanelRow("Tests/CoreTests.swift:559", from: .half, y: 607, velocity: 0, expected: .tip),
    FloatingPanelRow("Tests/CoreTests.swift:560", from: .half, y: 607, velocity: 100, expected: .tip),
    FloatingPanelRow("Tests/CoreTests.swift:561", from: .half, y: 1107, velocity: -100, expected: .tip),
    FloatingPanelRow("Tests/CoreTests.swift:562", from: .half, y: 1107, velocity: 0, expected: .tip),
    FloatingPanelRow("Tests/CoreTests.swift:563", from: .half, y: 1107, velocity: 100, expected: .tip),
    FloatingPanelRow("Tests/CoreTests.swift:623", from: .tip, y: -480, velocity: -100, expected: .full),
    FloatingPanelRow("Tests/CoreTests.swift:624", from: .tip, y: -480, velocity: 0, expected: .full),
    FloatingPanelRow("Tests/CoreTests.swift:625", from: .tip, y: -480, velocity: 100, expected: .full),
    FloatingPanelRow("Tests/CoreTests.swift:626", from: .tip, y: 20, velocity: -100, expected: .full),
    FloatingPanelRow("Tests/CoreTests.swift:627", from: .tip, y: 20, velocity: 0, expected: .full),
    FloatingPanelRow("Tests/CoreTests.swift:628", from: .tip, y: 20, velocity: 500, expected: .half),
    FloatingPanelRow("Tests/CoreTests.swift:629", from: .tip, y: 20, velocity: 1000, expected: .half),
    FloatingPanelRow("Tests/CoreTests.swift:630", from: .tip, y: 20, velocity: 3000, expected: .half),
    FloatingPanelRow("Tests/CoreTests.swift:631", from: .tip, y: 30, velocity: 100, expected: .full),
    FloatingPanelRow("Tests/CoreTests.swift:632", from: .tip, y: 407, velocity: -100, expected: .half),
    FloatingPanelRow("Tests/CoreTests.swift:633", from: .tip, y: 417, velocity: -3000, expected: .full),
    FloatingPanelRow("Tests/CoreTests.swift:634", from: .tip, y: 417, velocity: -100, expected: .half),
    FloatingPanelRow("Tests/CoreTests.swift:635", from: .tip, y: 417, velocity: 0, expected: .half),
    FloatingPanelRow("Tests/CoreTests.swift:636", from: .tip, y: 417, velocity: 100, expected: .half),
    FloatingPanelRow("Tests/CoreTests.swift:637", from: .tip, y: 417, velocity: 1000, expected: .tip),
    FloatingPanelRow("Tests/CoreTests.swift:638", from: .tip, y: 427, velocity: 100, expected: .half),
    FloatingPanelRow("Tests/CoreTests.swift:639", from: .tip, y: 597, velocity: -100, expected: .tip),
    FloatingPanelRow("Tests/CoreTests.swift:640", from: .tip, y: 607, velocity: -3000, expected: .half),
    FloatingPanelRow("Tests/CoreTests.swift:641", from: .tip, y: 607, velocity: -1000, expected: .half),
    FloatingPanelRow("Tests/CoreTests.swift:642", from: .tip, y: 607, velocity: -500, expected: .half),
    FloatingPanelRow("Tests/CoreTests.swift:643", from: .tip, y: 607, velocity: -100, expected: .tip),
    FloatingPanelRow("Tests/CoreTests.swift:644", from: .tip, y: 607, velocity: 0, expected: .tip),
    FloatingPanelRow("Tests/CoreTests.swift:645", from: .tip, y: 607, velocity: 100, expected: .tip),
    FloatingPanelRow("Tests/CoreTests.swift:646", from: .tip, y: 1107, velocity: -100, expected: .tip),
    FloatingPanelRow("Tests/CoreTests.swift:647", from: .tip, y: 1107, velocity: 0, expected: .tip),
    FloatingPanelRow("Tests/CoreTests.swift:648", from: .tip, y: 1107, velocity: 100, expected: .tip),
  ]

  @Test("Each row of FloatingPanel's CoreTests targetState tables for a bottom panel holds", arguments: rows)
  func targetState(row: FloatingPanelRow) {
    let release = PullUpRelease(
      height: Self.height - row.y, heightVelocity: -row.velocity, detents: Self.detents,
      startHeight: Self.height - row.from.y)
    let decision = PullUpFloatingPanelSnapping().decide(release)
    #expect(decision.target == .height(Self.height - row.expected.y))
  }

  @Test("The reason names FloatingPanel's rule in words")
  func reason() {
    // Half at 250, full at 647: 62 % of the way up from half is past the 50 % threshold.
    let release = PullUpRelease(
      height: 250 + 0.62 * 397, heightVelocity: 0, detents: Self.detents, startHeight: 250)
    let decision = PullUpFloatingPanelSnapping().decide(release)
    #expect(decision.target == .height(647))
    #expect(decision.reason.description == "FloatingPanel: 62 % of the way from half to full, past its 50 % threshold")
    let back = PullUpFloatingPanelSnapping().decide(
      PullUpRelease(height: 300, heightVelocity: 0, detents: Self.detents, startHeight: 250))
    #expect(back.target == .height(250))
    #expect(back.reason.description.hasSuffix("not past its 50 % threshold: back to half"))
  }

  @Test("An exact tie keeps where the segment starts")
  func tie() {
    let midway = 250 + 397 / 2.0
    let decision = PullUpFloatingPanelSnapping().decide(
      PullUpRelease(height: midway, heightVelocity: 0, detents: Self.detents, startHeight: 250))
    #expect(decision.target == .height(250))
  }

  @Test(
    "Removal hides the sheet when the speed over the distance to the hidden position reaches 5.5 per second",
    arguments: [(1_900.0, false), (2_200.0, true)])
  func removal(velocity: Double, hides: Bool) {
    // At 300 pt with the hidden position 100 pt below the bottom: 400 pt away, so 5.5 per second is 2,200 pt/s
    // down.
    let release = PullUpRelease(
      height: 300, heightVelocity: -velocity, detents: Self.detents, hiddenHeight: -100, startHeight: 647)
    let policy = PullUpFloatingPanelSnapping(isRemovalInteractionEnabled: true)
    #expect((policy.decide(release).target == .hidden) == hides)
    #expect(PullUpFloatingPanelSnapping().decide(release).target != .hidden)
  }

  @Test("The preset's anchors on a 375 × 812 phone are FloatingPanel's 750, 401 and 103 pt; it starts at half")
  func presetAnchors() throws {
    let container = PullUpContainer(width: 375, height: 812, safeArea: PullUpInsets(top: 44, bottom: 34))
    var machine = try PullUpMachine(configuration: .floatingPanel, container: container)
    #expect(machine.snapshot.detents == [103, 401, 750])
    #expect(machine.snapshot.height == 401)
    // No rubber band: 100 pt past the top, the sheet is 100 pt past it.
    _ = try machine.apply(.setState(.expanded, animated: false), at: 0)
    _ = try machine.apply(.dragBegan(), at: 0.1)
    _ = try machine.apply(.dragChanged(translation: -100), at: 0.2)
    #expect(machine.snapshot.height == 850)
    _ = try machine.apply(.dragEnded(velocity: 0), at: 0.3)
    try machine.settle()
    #expect(machine.snapshot.height == 750)
  }
}
