import PullUpCore
import PullUpFrontEnd
import PullUpUIKitTranslation
import Testing

/// `HitView.region(ofChain:)` and `HitView.dimmingTakesTouches(_:)`: the hit view's chain to a region.
@Suite struct HitViewTests {
  struct Row: Sendable, CustomTestStringConvertible {
    var chain: [HitView]
    var region: PullUpRegion
    var testDescription: String { "\(chain) → \(region)" }

    init(_ chain: [HitView], _ region: PullUpRegion) {
      (self.chain, self.region) = (chain, region)
    }
  }

  static let rows: [Row] = [
    // The sheet's own views, hit directly or through plain subviews.
    Row([.handle, .sheet, .other], .handle),
    Row([.other, .other, .handle, .sheet], .handle),
    Row([.divider, .other], .divider),
    Row([.trackedScrollView, .sheet, .other], .scrollableContent),
    Row([.other, .other, .trackedScrollView, .sheet], .scrollableContent),
    Row([.other, .sheet, .other], .body),
    Row([.sheet], .body),
    // A control or text being edited below the sheet's views is a child's, inside the scroll view too.
    Row([.controlKeepingPresses, .sheet], .child),
    Row([.other, .controlKeepingPresses, .other, .sheet], .child),
    Row([.controlKeepingPresses, .other, .trackedScrollView, .sheet], .child),
    Row([.editingText, .trackedScrollView, .sheet], .child),
    Row([.editingText, .sheet], .child),
    Row([.controlKeepingPresses, .handle, .sheet], .child),
    Row([.controlKeepingPresses, .divider], .child),
    // The nearest of the sheet's views decides: a scroll view inside the handle is the content.
    Row([.trackedScrollView, .handle, .sheet], .scrollableContent),
    // The dimming, by its alpha.
    Row([.dimming(alpha: 0.3)], .dimming),
    Row([.dimming(alpha: 1), .other], .dimming),
    Row([.dimming(alpha: 0)], .outside),
    Row([.dimming(alpha: -0.5)], .outside),
    Row([.dimming(alpha: .nan)], .outside),
    Row([.dimming(alpha: -.infinity)], .outside),
    Row([.dimming(alpha: 0.0001), .controlKeepingPresses], .dimming),
    // Nothing of the sheet's: the content behind it, a control on the map.
    Row([], .outside),
    Row([.other], .outside),
    Row([.other, .other, .other], .outside),
    Row([.controlKeepingPresses, .other], .outside),
    Row([.editingText], .outside),
  ]

  @Test(
    "The first of the sheet's views up the chain decides, and a control below it makes the press a child's",
    arguments: rows)
  func region(row: Row) {
    #expect(HitView.region(ofChain: row.chain) == row.region)
  }

  @Test(
    "The dimming takes touches while the layout's dimming alpha is above zero",
    arguments: [
      (0.3, true), (1, true), (1e-9, true), (.infinity, true), (0, false), (-0.0, false), (-1, false),
      (.nan, false), (-.infinity, false),
    ])
  func dimmingTakesTouches(alpha: Double, takes: Bool) throws {
    var snapshot = try TranslatedSheet().snapshot
    snapshot.layout.dimmingAlpha = alpha
    #expect(HitView.dimmingTakesTouches(snapshot) == takes)
  }

  @Test("An expanded default sheet dims, so a tap behind it is the dimming's; a collapsed one lets touches through")
  func dimmingFollowsTheSheet() throws {
    let expanded = try TranslatedSheet(detent: 2).snapshot
    let collapsed = try TranslatedSheet(detent: 0).snapshot
    #expect(HitView.dimmingTakesTouches(expanded))
    #expect(!HitView.dimmingTakesTouches(collapsed))
    #expect(HitView.region(ofChain: [.dimming(alpha: expanded.layout.dimmingAlpha)]) == .dimming)
    #expect(HitView.region(ofChain: [.dimming(alpha: collapsed.layout.dimmingAlpha)]) == .outside)
  }
}
