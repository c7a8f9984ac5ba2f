import PullUpCore
import PullUpFrontEnd
import PullUpUIKitTranslation
import Testing

extension ScrollPinningTests.PinnedSheet {
  /// A trackpad's (`begin`, `update`, `end`) or a wheel's (`none`) scroll event over `region` by `delta` points
  /// (positive towards the content's end), and the command after it; a `begin` or a wheel's first notch is the
  /// scroll pan's `began`.
  @discardableResult
  mutating func scroll(
    _ phase: PullUpScrollPhase, delta: Double = 0, at time: Double, on region: PullUpRegion = .scrollableContent,
    began: Bool = false
  ) throws -> ScrollViewCommand {
    if phase == .begin || began { pinning.scrollBegan(region: region) }
    let interpretation = try sheet.send(
      .scroll(
        delta: delta, unit: .points, phase: phase, x: 200, y: 500, region: region, contentMaximum: 1000, time: time))
    let command = pinning.command(
      afterScroll: interpretation, phase: phase, snapshot: sheet.snapshot, topInset: ScrollPinningTests.topInset)
    commands.append(command)
    return command
  }

  /// An action of the tracked scroll view's own pan, and the command after it.
  mutating func listPan(ended: Bool = false) -> ScrollViewCommand {
    pinning.commandAfterScrollViewPan(
      ended: ended, snapshot: snapshot, topInset: ScrollPinningTests.topInset,
      pressHeld: sheet.interpreter.holdsPress)
  }
}

/// `ScrollPinning` after the actions of the scroll view's own pan, with the lock it asks for, and for the
/// scrolls of a trackpad and a wheel over the content: a scroll the sheet claims does not also scroll the list
/// (the list is pinned where the machine has it), and one it yields scrolls only the list.
@Suite struct ScrollPinningPanTests {
  typealias PinnedSheet = ScrollPinningTests.PinnedSheet

  @Test(
    "A press nobody owns yet that the sheet may take: the list is pinned from its pan's first action; the claim locks it"
  )
  func pendingThenClaimed() throws {
    var pinned = try PinnedSheet(detent: 0)
    try pinned.touch(.down, y: 780, at: 0)
    #expect(!pinned.pinning.locksScrollView)
    #expect(pinned.listPan() == .pin(contentOffsetY: -20))
    try pinned.touch(.move, y: 775, at: 0.01)
    #expect(pinned.listPan() == .pin(contentOffsetY: -20))
    #expect(try pinned.touch(.move, y: 700, at: 0.02) == .pin(contentOffsetY: -20))
    #expect(pinned.pinning.locksScrollView)
    #expect(pinned.listPan() == .pin(contentOffsetY: -20))
  }

  @Test("A release that pins pins again at the list's pan's end, which stops the deceleration that pan started")
  func pinnedReleaseStopsTheListsDeceleration() throws {
    var pinned = try PinnedSheet(detent: 0)
    try pinned.touch(.down, y: 780, at: 0)
    try pinned.touch(.move, y: 600, at: 0.02)
    #expect(try pinned.touch(.up, y: 600, at: 0.03) == .pin(contentOffsetY: -20))
    #expect(!pinned.pinning.locksScrollView)
    #expect(pinned.listPan(ended: true) == .pin(contentOffsetY: -20))
    // Once: the next gesture of the list is its own.
    #expect(pinned.listPan(ended: true) == .leave)
    #expect(pinned.listPan() == .leave)
  }

  @Test("The list's pan ending before the release is left to the release, which lets it decelerate")
  func listsPanEndsFirst() throws {
    var pinned = try PinnedSheet(detent: 2)
    try pinned.touch(.down, y: 400, at: 0)
    try pinned.touch(.move, y: 330, at: 0.01)
    #expect(pinned.listPan(ended: true) == .leave)
    // The drag scrolls the list: it shows its indicator as it would on its own.
    #expect(!pinned.pinning.locksScrollView)
    #expect(try pinned.touch(.up, y: 330, at: 0.02) == .releaseToDeceleration)
    #expect(!pinned.pinning.locksScrollView)
    #expect(pinned.listPan(ended: true) == .leave)
  }

  @Test("A trackpad scroll over an expanded sheet's list scrolls it as the machine shares, then lets it decelerate")
  func trackpadScrollsTheList() throws {
    var pinned = try PinnedSheet(detent: 2)
    #expect(try pinned.scroll(.begin, at: 0) == .leave)
    // Until the first update the machine does not follow the scroll: the list is held where it has it.
    #expect(pinned.listPan() == .pin(contentOffsetY: -20))
    #expect(try pinned.scroll(.update, delta: 50, at: 0.01) == .pin(contentOffsetY: -20 + 50))
    #expect(!pinned.pinning.locksScrollView)
    #expect(pinned.listPan() == .pin(contentOffsetY: -20 + 50))
    #expect(pinned.snapshot.height == 785)
    #expect(try pinned.scroll(.end, at: 0.02) == .releaseToDeceleration)
    #expect(!pinned.pinning.locksScrollView)
    #expect(pinned.listPan(ended: true) == .leave)
  }

  @Test("A trackpad scroll over a collapsed sheet's list moves the sheet: the list stays at its top throughout")
  func trackpadMovesTheSheet() throws {
    var pinned = try PinnedSheet(detent: 0)
    try pinned.scroll(.begin, at: 0)
    for (index, delta) in [40.0, 60, 80].enumerated() {
      #expect(try pinned.scroll(.update, delta: delta, at: 0.01 * Double(index + 1)) == .pin(contentOffsetY: -20))
      #expect(pinned.listPan() == .pin(contentOffsetY: -20))
      #expect(pinned.pinning.locksScrollView)
    }
    #expect(pinned.snapshot.height > 122)
    #expect(try pinned.scroll(.end, at: 0.05) == .pin(contentOffsetY: -20))
    #expect(pinned.listPan(ended: true) == .pin(contentOffsetY: -20))
  }

  @Test(
    "Between a trackpad scroll's begin and its first update the list is held where the machine has it, whether the sheet or the list takes the scroll"
  )
  func trackpadBeganHoldsTheList() throws {
    for (detent, offset) in [(0, 0.0), (2, 100)] {
      var pinned = try PinnedSheet(detent: detent, contentOffset: offset)
      #expect(try pinned.scroll(.begin, at: 0) == .leave)
      #expect(pinned.listPan() == pinned.pinnedHere, "detent \(detent)")
      #expect(pinned.listPan() == pinned.pinnedHere, "detent \(detent)")
    }
  }

  @Test("A trackpad scroll over the handle or the body never touches the list")
  func trackpadElsewhere() throws {
    for region in [PullUpRegion.handle, .body] {
      var pinned = try PinnedSheet(detent: 0)
      try pinned.scroll(.begin, at: 0, on: region)
      try pinned.scroll(.update, delta: 60, at: 0.01, on: region)
      #expect(pinned.listPan() == .leave)
      try pinned.scroll(.end, at: 0.02, on: region)
      #expect(pinned.commands.allSatisfy { $0 == .leave })
      #expect(!pinned.pinning.locksScrollView)
    }
  }

  @Test("A wheel's notch that scrolls the content: the list scrolls by itself and the machine hears where it went")
  func wheelScrollsTheList() throws {
    var pinned = try PinnedSheet(detent: 2, contentOffset: 100)
    #expect(try pinned.scroll(.none, delta: 48, at: 0, began: true) == .report)
    #expect(pinned.listPan() == .report)
    #expect(!pinned.pinning.locksScrollView)
    pinned.pinning.wheelEnded()
    #expect(pinned.listPan() == .leave)
  }

  @Test("A wheel's notch that steps the sheet, the list at its top: the list is held there")
  func wheelStepsTheSheet() throws {
    var pinned = try PinnedSheet(detent: 1)
    #expect(try pinned.scroll(.none, delta: -48, at: 0, began: true) == .pin(contentOffsetY: -20))
    #expect(pinned.listPan() == .pin(contentOffsetY: -20))
    #expect(pinned.snapshot.phase == .settling)
  }

  @Test("A wheel's notch the sheet yields (a hidden sheet) scrolls only the list")
  func wheelYielded() throws {
    var pinned = try PinnedSheet(detent: 1, contentOffset: 100)
    _ = try pinned.sheet.machine.apply(.setHidden(true, animated: false), at: 0)
    #expect(try pinned.scroll(.none, delta: 48, at: 0.1, began: true) == .leave)
    #expect(pinned.listPan() == .report)
  }

  @Test("A wheel over the handle never touches the list, and a press after a wheel starts afresh")
  func wheelElsewhereThenPress() throws {
    var pinned = try PinnedSheet(detent: 1)
    #expect(try pinned.scroll(.none, delta: 48, at: 0, on: .handle, began: true) == .leave)
    #expect(pinned.listPan() == .leave)
    // The notch stepped the sheet; once it rests, a press on the list is nobody's until it moves, and the
    // sheet may take it: the list is held.
    try pinned.sheet.settle()
    try pinned.touch(.down, y: 500, at: pinned.sheet.machine.snapshot.time)
    #expect(pinned.listPan() == .pin(contentOffsetY: -20))
  }

  @Test("A press nobody owns yet scrolls the list by itself, reported, where the list's pan is what it does first")
  func pendingTheLists() throws {
    // An expanded sheet's scrolled list: the machine gives any motion to the content before the sheet.
    var scrolled = try PinnedSheet(detent: 2, contentOffset: 100)
    try scrolled.touch(.down, y: 400, at: 0)
    #expect(scrolled.listPan() == .report)
    // A locked sheet: the press can only tap.
    var locked = try PinnedSheet(detent: 0)
    _ = try locked.sheet.machine.apply(.setLocked(true), at: 0)
    try locked.touch(.down, y: 780, at: 0)
    #expect(locked.listPan() == .report)
  }

  @Test("The hand-off down: unlocked while the list scrolls back to its top, locked once the sheet follows")
  func lockFollowsTheHandOff() throws {
    var pinned = try PinnedSheet(detent: 2, contentOffset: 100)
    try pinned.touch(.down, y: 300, at: 0)
    try pinned.touch(.move, y: 376, at: 0.01)
    #expect(!pinned.pinning.locksScrollView)
    try pinned.touch(.move, y: 476, at: 0.02)
    #expect(pinned.pinning.locksScrollView)
    try pinned.touch(.up, y: 476, at: 0.03)
    #expect(!pinned.pinning.locksScrollView)
  }

  @Test("Under the scroll policy never the list is held, and locked, where it was")
  func lockUnderNever() throws {
    var pinned = try PinnedSheet(.never, detent: 1, contentOffset: 100)
    try pinned.touch(.down, y: 500, at: 0)
    try pinned.touch(.move, y: 400, at: 0.01)
    #expect(pinned.pinning.locksScrollView)
  }
}
