import PullUp
import PullUpHost
import Testing

/// `PullUpFocusRule` and `PullUpFocusBlocking`: which parts of the content may hold the focus, on a tree of
/// plain values, as a toolkit walks its own.
@Suite struct FocusRuleTests {
  /// A part of a content tree: its edges below the sheet's top, whether it scrolls, its children.
  struct Part: Equatable {
    var name: String
    var edges: ClosedRange<Double>
    var scrolls = false
    var focusable = true
    var children: [Part] = []
  }

  static func hidden(in root: Part, visible: ClosedRange<Double>) -> [String] {
    PullUpFocusRule.hiddenParts(
      under: root, visible: visible, children: \.children, edges: { $0.edges }, isScrollable: \.scrolls,
      mayTakeFocus: \.focusable
    ).map(\.name)
  }

  /// A sheet's content: a header, a list whose viewport shows 100...400 with rows scrolled away above and
  /// below it, and a footer below the list.
  static let content = Part(
    name: "content", edges: 0...600,
    children: [
      Part(name: "header", edges: 0...50),
      Part(
        name: "viewport", edges: 100...400, scrolls: true,
        children: [
          Part(name: "row above", edges: -200...(-150)),
          Part(name: "row", edges: 150...200),
          Part(name: "row below", edges: 900...950),
        ]),
      Part(name: "footer", edges: 500...550),
      Part(name: "label", edges: 560...580, focusable: false),
    ])

  @Test("All shown: nothing is hidden, rows scrolled away included (the viewport would show them)")
  func allShown() {
    #expect(Self.hidden(in: Self.content, visible: 0...600).isEmpty)
  }

  @Test("The sheet's height cuts the footer off: the footer is hidden, an unfocusable label is left alone")
  func footerCutOff() {
    #expect(Self.hidden(in: Self.content, visible: 0...450) == ["footer"])
  }

  @Test("Only the header shows: the largest hidden parts are the viewport and the footer, not their rows")
  func largestParts() {
    #expect(Self.hidden(in: Self.content, visible: 0...80) == ["viewport", "footer"])
  }

  @Test("A hidden sheet shows nothing: every focusable part is hidden")
  func hiddenSheet() {
    #expect(Self.hidden(in: Self.content, visible: 0...0) == ["header", "viewport", "footer"])
  }

  @Test("Half a point of a part on screen is rounding, not the part")
  func rounding() {
    #expect(Self.hidden(in: Self.content, visible: 0...500.4) == ["footer"])
    #expect(Self.hidden(in: Self.content, visible: 0...500.6).isEmpty)
  }

  @Test(
    "A part inside scrollables shows where they scroll it to, innermost first",
    arguments: [
      (150.0...200.0, [100.0...400.0], 150.0...200.0),
      (-200...(-150), [100...400], 100...150),
      (900...950, [100...400], 350...400),
      (0...1000, [100...400], 100...400),
      (900...950, [100...400, 0...300], 250...300),
    ])
  func shownEdges(edges: ClosedRange<Double>, viewports: [ClosedRange<Double>], shown: ClosedRange<Double>) {
    #expect(PullUpFocusRule.shownEdges(edges, viewports: viewports) == shown)
  }

  @Test("Blocking: parts that hide are blocked once, parts that show again are restored, the app's are left alone")
  func blocking() {
    var blocking = PullUpFocusBlocking<String>()
    let low = PullUpFocusBlocking<String>.Geometry(visible: 0...80, contentOffset: 0, modal: false)
    #expect(blocking.needsUpdate(for: low))
    let first = blocking.update(hidden: ["viewport", "footer", "app's"], geometry: low) { $0 != "app's" }
    #expect(first.block == ["viewport", "footer"])
    #expect(first.restore.isEmpty)
    #expect(!blocking.needsUpdate(for: low))
    let middle = PullUpFocusBlocking<String>.Geometry(visible: 0...450, contentOffset: 0, modal: false)
    let second = blocking.update(hidden: ["footer"], geometry: middle) { _ in true }
    #expect(second.block.isEmpty)
    #expect(second.restore == ["viewport"])
    #expect(blocking.blocked == ["footer"])
    #expect(blocking.restoreAll() == ["footer"])
    #expect(blocking.blocked.isEmpty)
  }

  @Test("Focus left in a hidden part goes to the handle, or nowhere while the sheet is hidden")
  @MainActor func focusTarget() throws {
    let toolkit = try FakeToolkit()
    let shown = toolkit.host.snapshot
    #expect(PullUpFocusBlocking<String>.focusTarget(isInBlockedPart: true, snapshot: shown) == .handle)
    #expect(PullUpFocusBlocking<String>.focusTarget(isInBlockedPart: false, snapshot: shown) == nil)
    toolkit.host.apply(.setHidden(true, animated: false))
    #expect(PullUpFocusBlocking<String>.focusTarget(isInBlockedPart: true, snapshot: toolkit.host.snapshot) == .nowhere)
  }

  @Test("Focus moving into a part the sheet cuts off raises the sheet to the detent that shows it")
  @MainActor func focusRaises() throws {
    let toolkit = try FakeToolkit()
    let visible = PullUpFocusRule.visibleRange(of: toolkit.host.snapshot)
    toolkit.host.focusMoved(toEdges: (visible.upperBound + 10)...(visible.upperBound + 60), time: 0)
    #expect(toolkit.host.snapshot.phase == .settling)
    toolkit.runFrames()
    #expect(PullUpFocusRule.visibleRange(of: toolkit.host.snapshot).upperBound >= visible.upperBound + 60)
  }
}
