import PullUpCore
import PullUpTesting
import Testing

/// One row of the hand-off rule: a drag on scrollable content from the middle detent, and where the
/// sheet and the content end up.
struct HandOffCase: Sendable, CustomTestStringConvertible {
  let policy: PullUpScrollPolicy
  let maximum: Double?
  let startOffset: Double
  let translation: Double
  let height: Double
  let offset: Double

  var testDescription: String {
    "\(policy), offset \(startOffset) of \(maximum.map { "\($0)" } ?? "∞"), finger \(translation)"
  }

  /// The default rubber band above the top detent, for rows that pull past it.
  static func banded(_ overshoot: Double) -> Double {
    PullUpConfiguration.default.movement.rubberBand.apply(785 + overshoot, lower: 122, upper: 785, dimension: 844)
  }

  static let rows: [HandOffCase] = [
    // Maps: up grows the sheet to the top, the rest scrolls the content.
    .init(policy: .whenExpanded, maximum: 1000, startOffset: 0, translation: -600, height: 785, offset: 207.5),
    .init(policy: .whenExpanded, maximum: nil, startOffset: 0, translation: -200, height: 592.5, offset: 0),
    // Past the content's end the sheet rubber-bands.
    .init(
      policy: .whenExpanded, maximum: 100, startOffset: 0, translation: -600, height: banded(107.5), offset: 100),
    // Down scrolls the content back to its top first, then moves the sheet, in the same drag.
    .init(policy: .whenExpanded, maximum: 1000, startOffset: 200, translation: 100, height: 392.5, offset: 100),
    .init(policy: .whenExpanded, maximum: 1000, startOffset: 200, translation: 300, height: 292.5, offset: 0),
    // Always: the content first in both directions; the sheet takes what the content cannot.
    .init(policy: .always, maximum: nil, startOffset: 0, translation: -600, height: 392.5, offset: 600),
    .init(policy: .always, maximum: 100, startOffset: 0, translation: -300, height: 592.5, offset: 100),
    .init(policy: .always, maximum: 1000, startOffset: 200, translation: 300, height: 292.5, offset: 0),
    // Never: the sheet takes everything; the content stays where it is.
    .init(policy: .never, maximum: 1000, startOffset: 200, translation: -100, height: 492.5, offset: 200),
    .init(policy: .never, maximum: 1000, startOffset: 200, translation: 100, height: 292.5, offset: 200),
  ]
}

@Suite("Scroll hand-off")
struct ScrollHandOffTests {
  func contentDrag(_ policy: PullUpScrollPolicy, detent: Int, offset: Double, maximum: Double?) throws -> PullUpMachine
  {
    var machine = try PullUpMachine.phone(.default.with { $0.movement.scrollPolicy = policy }, detent: detent)
    _ = try machine.apply(.scrollOffsetChanged(offset, maximum: maximum), at: 0)
    _ = try machine.apply(.dragBegan(inScrollableContent: true), at: 1)
    return machine
  }

  @Test("The finger's movement is shared between the sheet and the content by the policy", arguments: HandOffCase.rows)
  func rule(_ row: HandOffCase) throws {
    var machine = try contentDrag(row.policy, detent: 1, offset: row.startOffset, maximum: row.maximum)
    _ = try machine.apply(.dragChanged(translation: row.translation), at: 1.2)
    #expect(abs(machine.snapshot.height - row.height) < 1e-9)
    #expect(machine.contentOffset == row.offset)
    #expect(machine.snapshot.contentOffset == row.offset)
    #expect(machine.invariantViolations().isEmpty)
  }

  @Test(
    "One drag across the hand-off: no jump, and sheet plus content add up to the finger",
    arguments: PullUpScrollPolicy.allCases)
  func continuity(policy: PullUpScrollPolicy) throws {
    var machine = try contentDrag(policy, detent: 1, offset: 0, maximum: 300)
    // Up 1000 points in 4-point steps, then down 1200 in the same drag.
    let path = Array(stride(from: -4.0, through: -1000, by: -4)) + Array(stride(from: -996.0, through: 200, by: 4))
    var previous = (translation: 0.0, height: machine.snapshot.height, offset: machine.contentOffset)
    var sawContent = false
    for (step, translation) in path.enumerated() {
      _ = try machine.apply(.dragChanged(translation: translation), at: 1 + Double(step + 1) / 120)
      let height = machine.snapshot.height
      let offset = machine.contentOffset
      let finger = previous.translation - translation
      #expect(abs(height - previous.height) <= abs(finger) + 1e-9, "the sheet jumped at \(translation)")
      #expect(abs(offset - previous.offset) <= abs(finger) + 1e-9, "the content jumped at \(translation)")
      let unbanded = (122...785).contains(height) && (122...785).contains(previous.height)
      if unbanded {
        #expect(
          abs((height - previous.height) + (offset - previous.offset) - finger) < 1e-9,
          "at \(translation) the sheet and the content do not add up to the finger")
      }
      if policy == .whenExpanded, offset > 0 { #expect(height >= 785 - 1e-9, "scrolled before the sheet arrived") }
      sawContent = sawContent || offset > 0
      #expect(machine.invariantViolations().isEmpty)
      previous = (translation, height, offset)
    }
    #expect(sawContent == (policy != .never))
    #expect(machine.contentOffset == 0)
    // 1000 up then 1200 down is 200 down from the middle detent: only the sheet moved in the end.
    #expect(abs(machine.snapshot.height - 192.5) < 1e-9)
  }

  @Test("A release while the content is scrolled keeps the sheet at its detent; the content keeps the momentum")
  func releaseWhileScrolled() throws {
    var machine = try contentDrag(.whenExpanded, detent: 2, offset: 0, maximum: 1000)
    _ = try machine.apply(.dragChanged(translation: -100), at: 1.05)
    _ = try machine.apply(.dragChanged(translation: -200), at: 1.1)
    let ended = try machine.apply(.dragEnded(velocity: -3000), at: 1.11)
    #expect(ended.events.first == .dragEnded(height: 785, heightVelocity: 0))
    #expect(ended.events.contains(.settled(height: 785)))
    #expect(machine.snapshot.phase == .resting)
    #expect(machine.snapshot.height == 785)
    #expect(machine.contentOffset == 200)
    #expect(machine.snapshot.isContentScrollEnabled)
  }

  @Test("Maps: scroll back to the top and collapse the sheet in the same drag")
  func collapseInTheSameDrag() throws {
    var machine = try contentDrag(.whenExpanded, detent: 2, offset: 100, maximum: 1000)
    _ = try machine.apply(.dragChanged(translation: 60), at: 1.05)
    #expect(machine.contentOffset == 40)
    #expect(machine.snapshot.height == 785)
    _ = try machine.apply(.dragChanged(translation: 400), at: 1.2)
    #expect(machine.contentOffset == 0)
    #expect(machine.snapshot.height == 485)
    let ended = try machine.apply(.dragEnded(velocity: 1500), at: 1.21)
    #expect(ended.events.first == .dragEnded(height: 485, heightVelocity: -1500))
    try machine.settle()
    let decision = PullUpConfiguration.default.movement.snapPolicy.decide(
      PullUpRelease(height: 485, heightVelocity: -1500, detents: machine.detents))
    #expect(decision.target == .height(machine.snapshot.height))
    #expect(machine.snapshot.height < 785)
  }

  @Test("Velocity comes from the sheet's own motion, not the finger's")
  func estimatedVelocity() throws {
    var machine = try contentDrag(.whenExpanded, detent: 2, offset: 100, maximum: 1000)
    // The finger moves down 10 points a frame; the content takes the first 100 points, then the sheet.
    for frame in 1...20 {
      _ = try machine.apply(.dragChanged(translation: Double(frame) * 10), at: 1 + Double(frame) / 100)
    }
    #expect(machine.contentOffset == 0)
    let ended = try machine.apply(.dragEnded(), at: 1.2)
    guard case .dragEnded(_, let heightVelocity) = ended.events.first else {
      Issue.record("expected dragEnded first, got \(ended.events)")
      return
    }
    #expect(abs(heightVelocity + 1000) < 1e-6, "the sheet moved down at 1000 pt/s in the last 0.1 s")
  }

  @Test(
    "Whether the content may scroll by itself",
    arguments: [
      (PullUpScrollPolicy.whenExpanded, 0, 0.0, false), (.whenExpanded, 2, 0, true), (.whenExpanded, 1, 50, true),
      (.always, 0, 0, true), (.never, 2, 0, false), (.never, 2, 50, false),
    ])
  func permission(policy: PullUpScrollPolicy, detent: Int, offset: Double, expected: Bool) throws {
    var machine = try PullUpMachine.phone(.default.with { $0.movement.scrollPolicy = policy }, detent: detent)
    _ = try machine.apply(.scrollOffsetChanged(offset, maximum: nil), at: 1)
    #expect(machine.snapshot.isContentScrollEnabled == expected)
  }

  @Test("While held at the top the content may scroll; while settling up it may not yet")
  func permissionWhileMoving() throws {
    var machine = try PullUpMachine.phone(detent: 1)
    _ = try machine.moveRequested(to: .state(.expanded), animated: true, at: 1)
    _ = try machine.advance(to: 1.05)
    #expect(!machine.snapshot.isContentScrollEnabled)
    try machine.settle()
    #expect(machine.snapshot.isContentScrollEnabled)
    _ = try machine.apply(.dragBegan(inScrollableContent: true), at: 20)
    #expect(machine.snapshot.isContentScrollEnabled)
    _ = try machine.apply(.setHidden(true, animated: false), at: 21)
    #expect(!machine.snapshot.isContentScrollEnabled)
  }

  @Test(
    "A scroll view's out-of-range numbers are clamped",
    arguments: [
      (-20.0, 500.0 as Double?, 0.0, 500.0 as Double?), (700, 500, 500, 500), (30, -10, 0, 0), (30, nil, 30, nil),
    ])
  func sanitizedOffsets(offset: Double, maximum: Double?, expected: Double, expectedMaximum: Double?) throws {
    var machine = try PullUpMachine.phone()
    let output = try machine.apply(.scrollOffsetChanged(offset, maximum: maximum), at: 1)
    #expect(machine.contentOffset == expected)
    #expect(machine.contentMaximumOffset == expectedMaximum)
    #expect(output.action == (expected == 0 && expectedMaximum == nil ? .none : .publish))
  }

  @Test("The content's own scrolling during a drag is taken as it is; the drag continues from it")
  func offsetDuringDrag() throws {
    var machine = try contentDrag(.whenExpanded, detent: 2, offset: 0, maximum: 1000)
    _ = try machine.apply(.dragChanged(translation: -50), at: 1.05)
    #expect(machine.contentOffset == 50)
    _ = try machine.apply(.scrollOffsetChanged(300, maximum: 1000), at: 1.06)
    _ = try machine.apply(.dragChanged(translation: -60), at: 1.07)
    #expect(machine.contentOffset == 310)
    #expect(machine.snapshot.height == 785)
  }

  @Test("A hidden sheet's drag moves only the sheet, whatever the finger touched")
  func hiddenSheet() throws {
    var machine = try PullUpMachine(configuration: .splitSheet, container: .init(width: 390, height: 844))
    _ = try machine.apply(.dragBegan(inScrollableContent: true), at: 0)
    _ = try machine.apply(.dragChanged(translation: -300), at: 0.2)
    #expect(machine.snapshot.height == 300)
    #expect(machine.contentOffset == 0)
  }

  @Test("Random content drags: offsets stay in range and every step adds up", arguments: 0..<4)
  func randomDrags(seed: Int) throws {
    var generator = SeededGenerator(seed: UInt64(seed) &* 7919)
    for policy in PullUpScrollPolicy.allCases {
      var machine = try PullUpMachine.phone(
        .default.with { $0.movement.scrollPolicy = policy }, detent: Int.random(in: 0...2, using: &generator))
      let maximum = Bool.random(using: &generator) ? nil : Double.random(in: 0...800, using: &generator)
      _ = try machine.apply(
        .scrollOffsetChanged(Double.random(in: 0...400, using: &generator), maximum: maximum), at: 0)
      _ = try machine.apply(.dragBegan(inScrollableContent: true), at: 1)
      var translation = 0.0
      for step in 1...200 {
        let before = (height: machine.snapshot.height, offset: machine.contentOffset)
        let finger = Double.random(in: -40...40, using: &generator)
        translation -= finger
        _ = try machine.apply(.dragChanged(translation: translation), at: 1 + Double(step) / 120)
        let context = "seed \(seed), \(policy), step \(step)"
        #expect(machine.invariantViolations().isEmpty, "\(context)")
        #expect(abs(machine.snapshot.height - before.height) <= abs(finger) + 1e-9, "\(context): the sheet jumped")
        let unbanded = (122...785).contains(machine.snapshot.height) && (122...785).contains(before.height)
        if unbanded {
          let shared = (machine.snapshot.height - before.height) + (machine.contentOffset - before.offset)
          #expect(abs(shared - finger) < 1e-6, "\(context): \(shared) is not \(finger)")
        }
      }
      _ = try machine.apply(.dragEnded(), at: 3)
      try machine.settle()
      #expect(machine.invariantViolations().isEmpty)
    }
  }
}
