import PullUpCore
import PullUpFrontEnd
import PullUpUIKitTranslation
import Testing

/// `ScrollPinning` and the list on its own (issue 50): after a release that leaves the list to itself the glue
/// follows its glide at each frame, and a press the sheet yields is the list's, reported as its pan moves it.
@Suite struct ScrollPinningGlideTests {
  typealias PinnedSheet = ScrollPinningTests.PinnedSheet

  /// An expanded sheet's scrolled list, flicked up: the drag scrolls the list, which carries the momentum.
  static func released() throws -> PinnedSheet {
    var pinned = try PinnedSheet(detent: 2, contentOffset: 100)
    try pinned.touch(.down, y: 400, at: 0)
    try pinned.touch(.move, y: 330, at: 0.01)
    #expect(try pinned.touch(.up, y: 330, at: 0.02) == .releaseToDeceleration)
    return pinned
  }

  @Test("A release to deceleration follows the list: a report at each frame it moved, the last when it stops")
  func followsTheGlide() throws {
    var pinned = try Self.released()
    #expect(pinned.pinning.followsList)
    #expect(pinned.pinning.commandAtFrame(contentOffsetY: 160, isDecelerating: true) == .report)
    #expect(pinned.pinning.commandAtFrame(contentOffsetY: 160, isDecelerating: true) == .leave)
    #expect(pinned.pinning.commandAtFrame(contentOffsetY: 190, isDecelerating: true) == .report)
    #expect(pinned.pinning.followsList)
    #expect(pinned.pinning.commandAtFrame(contentOffsetY: 200, isDecelerating: false) == .report)
    #expect(!pinned.pinning.followsList)
    #expect(pinned.pinning.commandAtFrame(contentOffsetY: 210, isDecelerating: false) == .leave)
  }

  @Test("The list's pan ending after the release goes on following; its end ending before it is left to the release")
  func panEndKeepsFollowing() throws {
    var pinned = try Self.released()
    #expect(pinned.listPan(ended: true) == .leave)
    #expect(pinned.pinning.followsList)
    // A release the sheet takes pins the list: its pan's end, first, does not leave it following.
    var flicked = try PinnedSheet(detent: 0)
    try flicked.touch(.down, y: 780, at: 0)
    try flicked.touch(.move, y: 700, at: 0.02)
    #expect(flicked.listPan(ended: true) == .leave)
    #expect(try flicked.touch(.up, y: 700, at: 0.03) == .pin(contentOffsetY: -20))
    #expect(!flicked.pinning.followsList)
    #expect(flicked.pinning.commandAtFrame(contentOffsetY: 40, isDecelerating: true) == .leave)
  }

  @Test("A press on the list stops following it (a finger stops the glide); a press elsewhere does not")
  func pressStopsFollowing() throws {
    var onList = try Self.released()
    onList.pinning.pressBegan(region: .scrollableContent)
    #expect(!onList.pinning.followsList)
    var onHandle = try Self.released()
    onHandle.pinning.pressBegan(region: .handle)
    #expect(onHandle.pinning.followsList)
  }

  @Test("A press the sheet yields is the list's: each action of its pan is reported, and its end is followed")
  func yieldedPressIsTheLists() throws {
    var locked = try PinnedSheet(detent: 1)
    _ = try locked.sheet.machine.apply(.setLocked(true), at: 0)
    try locked.touch(.down, y: 500, at: 0)
    #expect(locked.listPan() == .report)
    #expect(try locked.touch(.move, y: 470, at: 0.01) == .leave)
    #expect(locked.listPan() == .report)
    #expect(try locked.touch(.move, y: 440, at: 0.02) == .leave)
    #expect(locked.listPan() == .report)
    #expect(!locked.pinning.followsList)
    #expect(locked.listPan(ended: true) == .report)
    #expect(locked.pinning.followsList)
    #expect(try locked.touch(.up, y: 440, at: 0.03) == .leave)
    #expect(locked.pinning.followsList)
  }

  @Test("A swipe across the list is yielded at its threshold, and its pan's actions are reported from then on")
  func acrossIsTheLists() throws {
    var pinned = try PinnedSheet(detent: 0)
    try pinned.touch(.down, y: 780, at: 0)
    #expect(try pinned.touch(.move, x: 240, y: 775, at: 0.01) == .leave)
    #expect(pinned.listPan() == .report)
    try pinned.touch(.up, x: 240, y: 775, at: 0.02)
    #expect(pinned.listPan(ended: true) == .leave)
  }
}
