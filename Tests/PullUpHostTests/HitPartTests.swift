import PullUp
import PullUpHost
import Testing

/// `PullUpHost.region(ofChain:whenEmpty:)`: what is under a point (or holds the focus), up to the front end's
/// view, to a region; one rule for every front end.
@Suite struct HitPartTests {
  struct Row: Sendable, CustomTestStringConvertible {
    var chain: [PullUpHitPart]?
    var region: PullUpRegion
    var testDescription: String { "\(chain.map { "\($0)" } ?? "nothing") → \(region)" }

    init(_ chain: [PullUpHitPart]?, _ region: PullUpRegion) {
      (self.chain, self.region) = (chain, region)
    }
  }

  static let rows: [Row] = [
    // The sheet's own views, hit directly or through plain subviews.
    Row([.handle, .sheet, .other], .handle),
    Row([.other, .other, .handle, .sheet], .handle),
    Row([.divider, .other], .divider),
    Row([.scrollableContent, .sheet, .other], .scrollableContent),
    Row([.other, .other, .scrollableContent, .sheet], .scrollableContent),
    Row([.other, .sheet, .other], .body),
    Row([.sheet], .body),
    // A view that keeps its presses below the sheet's views is a child's, inside the scroll view too.
    Row([.keepsPresses, .sheet], .child),
    Row([.other, .keepsPresses, .other, .sheet], .child),
    Row([.keepsPresses, .other, .scrollableContent, .sheet], .child),
    Row([.keepsPresses, .handle, .sheet], .child),
    Row([.keepsPresses, .divider], .child),
    // The nearest of the sheet's views decides: a scroll view inside the handle is the content.
    Row([.scrollableContent, .handle, .sheet], .scrollableContent),
    // The dimming takes the pointer only while modal, so a hit on it is its own.
    Row([.dimming], .dimming),
    Row([.dimming, .other], .dimming),
    Row([.keepsPresses, .dimming], .dimming),
    // The background is not the sheet's; a control on it keeps its presses, as in the sheet (issue 49: a
    // slider behind a hidden sheet keeps its drag from the grab strip).
    Row([.other, .background], .dimming),
    Row([.background], .dimming),
    Row([.keepsPresses, .other, .background], .child),
    Row([.keepsPresses, .background], .child),
    // Nothing of the front end's.
    Row(nil, .outside),
    Row([], .body),
    Row([.other, .other], .body),
  ]

  @Test(
    "The first of the sheet's views up the chain decides, and a view keeping its presses below it makes it a child's",
    arguments: rows)
  func region(row: Row) {
    #expect(PullUpHost.region(ofChain: row.chain, whenEmpty: .body) == row.region)
  }

  @Test("The front end's own view is the dimming above the sheet's top edge and the body below it")
  @MainActor func ownView() throws {
    let toolkit = try FakeToolkit()
    let top = toolkit.host.snapshot.layout.sheetFrame.y
    #expect(toolkit.host.region(ofChain: [], y: top - 1) == .dimming)
    #expect(toolkit.host.region(ofChain: [], y: top + 1) == .body)
    #expect(toolkit.host.region(ofChain: nil, y: top + 1) == .outside)
  }

  @Test("A slider behind a hidden sheet keeps its vertical drag from the grab strip; the strip's own press drags")
  @MainActor func sliderBehindAHiddenSheet() throws {
    var configuration = PullUpConfiguration.default
    configuration.movement.dragsWhileHidden = true
    let toolkit = try FakeToolkit(configuration: configuration)
    let host = toolkit.host
    host.apply(.setHidden(true, animated: false))
    let strip = host.snapshot.layout.hiddenGrabHeight
    try #require(strip > 0)
    let y = 844 - strip / 2
    let slider = host.region(ofChain: [.keepsPresses, .other, .background], y: y)
    #expect(host.interpret(.pointer(.down, x: 100, y: y, time: 0, device: .touch, region: slider)).verdict == .yielded)
    let moved = host.interpret(.pointer(.move, x: 100, y: y - 60, time: 0.05, device: .touch, region: slider))
    #expect(moved.inputs.isEmpty)
    _ = host.interpret(.pointer(.up, x: 100, y: y - 60, time: 0.06, device: .touch, region: slider))
    #expect(host.snapshot.isHidden)
    // The same press on the map itself is the strip's.
    let map = host.region(ofChain: [.other, .background], y: y)
    _ = host.interpret(.pointer(.down, x: 100, y: y, time: 1, device: .touch, region: map))
    let drag = host.interpret(.pointer(.move, x: 100, y: y - 60, time: 1.05, device: .touch, region: map))
    #expect(drag.verdict == .claimed)
  }
}
