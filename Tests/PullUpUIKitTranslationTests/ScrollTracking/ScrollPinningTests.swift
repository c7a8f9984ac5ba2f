import PullUpCore
import PullUpFrontEnd
import PullUpUIKitTranslation
import Testing

/// `ScrollPinning`: where the tracked scroll view is pinned while the sheet's drag shares a press with it,
/// and when it is let go to decelerate (R5, R6), checked against what the machine does with the same press.
/// A finger's drag threshold is 16 points; the scroll view's top inset is 20 points throughout.
@Suite struct ScrollPinningTests {
  static let topInset = 20.0

  /// A sheet, a pinning, and the commands the pinning gave, as the glue runs them.
  struct PinnedSheet {
    var sheet: TranslatedSheet
    var pinning = ScrollPinning()
    var commands: [ScrollViewCommand] = []

    init(_ policy: PullUpScrollPolicy = .whenExpanded, detent: Int, contentOffset: Double = 0) throws {
      sheet = try TranslatedSheet(
        PullUpConfiguration.default.with { $0.movement.scrollPolicy = policy }, detent: detent)
      _ = try sheet.machine.apply(.scrollOffsetChanged(contentOffset, maximum: 1000), at: 0)
    }

    var snapshot: PullUpSnapshot { sheet.snapshot }

    /// The pin for the machine's offset now.
    var pinnedHere: ScrollViewCommand {
      .pin(
        contentOffsetY: ScrollPinning.contentOffsetY(
          offset: snapshot.contentOffset, topInset: ScrollPinningTests.topInset))
    }

    /// A finger's event at `y` on `region` (a press on `region` at `down`), and the command after it.
    @discardableResult
    mutating func touch(
      _ phase: PullUpPointerPhase, x: Double = 200, y: Double, at time: Double,
      on region: PullUpRegion = .scrollableContent
    ) throws -> ScrollViewCommand {
      if phase == .down { pinning.pressBegan(region: region) }
      let interpretation = try sheet.touch(phase, x: x, y: y, at: time, on: region)
      let command = pinning.command(
        after: sheet.snapshot, verdict: interpretation.verdict, phase: phase, topInset: ScrollPinningTests.topInset)
      commands.append(command)
      return command
    }

    /// The release velocity the machine gave the sheet in the last event, if it released.
    var releaseHeightVelocity: Double? {
      for case .dragEnded(_, let velocity) in sheet.lastEvents { return velocity }
      return nil
    }
  }

  @Test("An expanded sheet's drag up on the content scrolls it: pinned to the machine's offset, then let go")
  func scrollsTheContentThenDecelerates() throws {
    var pinned = try PinnedSheet(detent: 2)
    #expect(try pinned.touch(.down, y: 400, at: 0) == .leave)
    #expect(try pinned.touch(.move, y: 380, at: 0.01) == .pin(contentOffsetY: -20 + 4))
    #expect(try pinned.touch(.move, y: 330, at: 0.02) == .pin(contentOffsetY: -20 + 54))
    #expect(pinned.snapshot.height == 785)
    #expect(try pinned.touch(.up, y: 330, at: 0.03) == .releaseToDeceleration)
    // The machine agrees: the content carries the momentum, the sheet gets none.
    #expect(pinned.releaseHeightVelocity == 0)
    #expect(try pinned.touch(.move, y: 300, at: 0.04) == .leave)
  }

  @Test("A collapsed sheet's drag up on the content moves the sheet: the content is pinned at its top throughout")
  func movesTheSheetPinnedAtTheTop() throws {
    var pinned = try PinnedSheet(detent: 0)
    try pinned.touch(.down, y: 780, at: 0)
    for (index, y) in [760.0, 700, 600, 500].enumerated() {
      #expect(try pinned.touch(.move, y: y, at: 0.01 * Double(index + 1)) == .pin(contentOffsetY: -20))
    }
    #expect(pinned.snapshot.height > 122)
    #expect(try pinned.touch(.up, y: 500, at: 0.05) == .pin(contentOffsetY: -20))
    #expect(try #require(pinned.releaseHeightVelocity) > 0)
  }

  @Test("The hand-off down: the content scrolls back to its top, then the sheet follows, without a jump")
  func handOffDown() throws {
    var pinned = try PinnedSheet(detent: 2, contentOffset: 100)
    try pinned.touch(.down, y: 300, at: 0)
    // 16 points of threshold, then 60 down: the content goes from 100 to 40.
    #expect(try pinned.touch(.move, y: 376, at: 0.01) == .pin(contentOffsetY: -20 + 40))
    #expect(pinned.snapshot.height == 785)
    // 100 more: 40 to the content's top, 60 to the sheet.
    #expect(try pinned.touch(.move, y: 476, at: 0.02) == .pin(contentOffsetY: -20))
    #expect(pinned.snapshot.height == 725)
    // The sheet moved last, the content is at its top: pinned there as the sheet settles with the velocity.
    #expect(try pinned.touch(.up, y: 476, at: 0.03) == .pin(contentOffsetY: -20))
    #expect(try #require(pinned.releaseHeightVelocity) != 0)
  }

  @Test("Under the scroll policy never, the content stays where it was and is never let go")
  func policyNever() throws {
    var pinned = try PinnedSheet(.never, detent: 1, contentOffset: 100)
    try pinned.touch(.down, y: 500, at: 0)
    #expect(try pinned.touch(.move, y: 400, at: 0.01) == .pin(contentOffsetY: -20 + 100))
    #expect(try pinned.touch(.move, y: 300, at: 0.02) == .pin(contentOffsetY: -20 + 100))
    #expect(try pinned.touch(.up, y: 300, at: 0.03) == .pin(contentOffsetY: -20 + 100))
    #expect(try #require(pinned.releaseHeightVelocity) > 0)
  }

  @Test("Under the scroll policy always, a collapsed sheet's content scrolls first and is let go at the release")
  func policyAlways() throws {
    var pinned = try PinnedSheet(.always, detent: 0)
    try pinned.touch(.down, y: 800, at: 0)
    #expect(try pinned.touch(.move, y: 700, at: 0.01) == .pin(contentOffsetY: -20 + 84))
    #expect(pinned.snapshot.height == 122)
    #expect(try pinned.touch(.up, y: 700, at: 0.02) == .releaseToDeceleration)
    #expect(pinned.releaseHeightVelocity == 0)
  }

  @Test("A cancelled drag pins the content where the machine left it, and the press is over")
  func cancel() throws {
    var pinned = try PinnedSheet(detent: 2)
    try pinned.touch(.down, y: 400, at: 0)
    try pinned.touch(.move, y: 330, at: 0.01)
    let offset = pinned.snapshot.contentOffset
    #expect(offset > 0)
    #expect(try pinned.touch(.cancel, y: 330, at: 0.02) == .pin(contentOffsetY: -20 + offset))
    #expect(try pinned.touch(.move, y: 300, at: 0.03) == .leave)
  }

  @Test("Nobody's press, a tap and a press across the axis leave the scroll view alone")
  func notTheSheets() throws {
    var pinned = try PinnedSheet(detent: 2)
    try pinned.touch(.down, y: 400, at: 0)
    #expect(try pinned.touch(.move, y: 390, at: 0.01) == .leave)
    #expect(try pinned.touch(.up, y: 390, at: 0.02) == .leave)
    try pinned.touch(.down, x: 200, y: 400, at: 1)
    #expect(try pinned.touch(.move, x: 260, y: 390, at: 1.01) == .leave)
    #expect(try pinned.touch(.move, x: 260, y: 300, at: 1.02) == .leave)
    #expect(try pinned.touch(.up, x: 260, y: 300, at: 1.03) == .leave)
  }

  @Test(
    "A press that began anywhere but the content never pins it, even as it drags the sheet",
    arguments: [PullUpRegion.handle, .body, .child, .dimming, .divider, .outside])
  func elsewhere(region: PullUpRegion) throws {
    var pinned = try PinnedSheet(detent: 1, contentOffset: 50)
    try pinned.touch(.down, y: 470, at: 0, on: region)
    try pinned.touch(.move, y: 400, at: 0.01, on: region)
    try pinned.touch(.move, y: 300, at: 0.02, on: region)
    try pinned.touch(.up, y: 300, at: 0.03, on: region)
    #expect(pinned.commands.allSatisfy { $0 == .leave })
  }

  @Test("A press caught on a settling sheet is pinned from its first event")
  func caughtSettling() throws {
    var pinned = try PinnedSheet(detent: 0)
    _ = try pinned.sheet.machine.apply(.moveToDetent(2), at: 0)
    _ = try pinned.sheet.machine.advance(to: 0.05)
    #expect(pinned.snapshot.phase == .settling)
    #expect(try pinned.touch(.down, y: 600, at: 0.05) == .pin(contentOffsetY: -20))
  }

  @Test("A top inset that is not finite counts as zero", arguments: [Double.nan, .infinity, -.infinity])
  func badInset(inset: Double) throws {
    var sheet = try TranslatedSheet(detent: 2)
    var pinning = ScrollPinning()
    pinning.pressBegan(region: .scrollableContent)
    try sheet.touch(.down, y: 400, at: 0, on: .scrollableContent)
    let verdict = try sheet.touch(.move, y: 330, at: 0.01, on: .scrollableContent).verdict
    let command = pinning.command(after: sheet.snapshot, verdict: verdict, phase: .move, topInset: inset)
    #expect(command == .pin(contentOffsetY: 54))
  }
}
