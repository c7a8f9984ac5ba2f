import PullUp
import PullUpHost
import Testing

/// Keys through the host: which keys act where is the kit's rule, applied to the focus's chain.
@MainActor @Suite struct KeyTests {
  @Test("Escape with the focus behind the sheet (a button on the map, an entry) is the app's: the sheet stays")
  func escapeBehindTheSheet() throws {
    let toolkit = try FakeToolkit()
    toolkit.host.apply(.setState(.expanded, animated: false))
    for chain: [PullUpHitPart]? in [[.other, .background], [.keepsPresses, .background], [.background], nil] {
      #expect(!toolkit.host.pressed(.escape, focusChain: chain, time: 0), "\(String(describing: chain))")
      #expect(toolkit.host.snapshot.state == .expanded)
    }
  }

  @Test("Escape with the focus in the sheet collapses it: on a row, in an entry, on the handle")
  func escapeInTheSheet() throws {
    for chain: [PullUpHitPart] in [[.other, .sheet], [.keepsPresses, .scrollableContent, .sheet], [.handle], []] {
      let toolkit = try FakeToolkit()
      toolkit.host.apply(.setState(.expanded, animated: false))
      #expect(toolkit.host.pressed(.escape, focusChain: chain, time: 0), "\(chain)")
      #expect(toolkit.host.snapshot.phase == .settling)
    }
  }

  @Test("The value keys act on the focused handle only", arguments: [PullUpKey.up, .down, .home, .end, .pageUp])
  func valueKeys(key: PullUpKey) throws {
    let toolkit = try FakeToolkit()
    toolkit.host.apply(.moveToDetent(1, animated: false))
    #expect(!toolkit.host.pressed(key, focusChain: [.other, .sheet], time: 0))
    #expect(toolkit.host.pressed(key, focusChain: [.handle, .sheet], time: 0))
  }

  /// A split view resting between its detents, nearer `nearer`'s end.
  static func splitBetweenDetents(nearTop: Bool) throws -> FakeToolkit {
    let toolkit = try FakeToolkit(configuration: .splitView())
    let detents = toolkit.host.snapshot.detents
    let height = nearTop ? detents[detents.count - 1] - 20 : detents[0] + 20
    toolkit.host.apply(.setHeight(height, animated: false))
    try #require(toolkit.host.snapshot.detentIndex == nil)
    return toolkit
  }

  @Test(
    "A split view between detents: ↓, Page Down and Home go down to the lowest; ↑, Page Up and End up to the top",
    arguments: [
      (PullUpKey.down, false), (.pageDown, false), (.home, false), (.up, true), (.pageUp, true), (.end, true),
    ])
  func keysBetweenDetents(key: PullUpKey, up: Bool) throws {
    let toolkit = try Self.splitBetweenDetents(nearTop: up)
    let detents = toolkit.host.snapshot.detents
    #expect(toolkit.host.pressed(key, focusChain: [.divider], time: 0))
    toolkit.runFrames()
    #expect(abs(toolkit.host.snapshot.height - (up ? detents[detents.count - 1] : detents[0])) < 0.5)
  }
}
