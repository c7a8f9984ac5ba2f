import PullUpCore
import Testing

@Suite("Detent resolution")
struct PullUpResolvedDetentsTests {
  let context = PullUpDetentContext(
    containerSize: .init(width: 390, height: 844), safeArea: .init(top: 47, bottom: 34), topMargin: 20,
    contentHeight: 300)

  @Test("Each kind of detent resolves against the context")
  func kinds() {
    #expect(PullUpDetent.height(120).height(in: context) == 120)
    #expect(PullUpDetent.heightAboveSafeArea(55).height(in: context) == 89)
    #expect(PullUpDetent.available.height(in: context) == 777)
    #expect(PullUpDetent.fraction(0.5).height(in: context) == 388.5)
    #expect(PullUpDetent.fitsContent.height(in: context) == 300)
    let custom = PullUpDetent.custom(.init("below the top") { $0.containerSize.height - $0.safeArea.top - 100 })
    #expect(custom.height(in: context) == 697)
  }

  @Test("Heights are sorted, de-duplicated and clamped into the available height")
  func sortsAndMerges() {
    let resolved = PullUpResolvedDetents(
      [.available, .height(300), .fitsContent, .height(300.2), .height(5000), .height(100)], in: context)
    #expect(resolved.heights == [100, 300, 777])
  }

  @Test("A custom rule that answers NaN or infinity is dropped; a negative answer is clamped to zero")
  func customSanitized() {
    let nan = PullUpDetent.custom(.init("nan") { _ in .nan })
    let infinite = PullUpDetent.custom(.init("infinite") { _ in .infinity })
    let negative = PullUpDetent.custom(.init("negative") { _ in -40 })
    #expect(PullUpResolvedDetents([nan, infinite, .height(200)], in: context).heights == [200])
    #expect(PullUpResolvedDetents([negative, .height(200)], in: context).heights == [0, 200])
  }

  @Test("Nothing left falls back to the available height")
  func emptyFallsBack() {
    let nan = PullUpDetent.custom(.init("nan") { _ in .nan })
    #expect(PullUpResolvedDetents([nan], in: context).heights == [777])
  }

  @Test("Bounds clamp every detent and become detents; a minimum above the maximum wins")
  func bounds() {
    let bounded = PullUpResolvedDetents(
      [.height(50), .height(400), .available], minimum: .height(100), maximum: .height(600), in: context)
    #expect(bounded.heights == [100, 400, 600])
    let inverted = PullUpResolvedDetents([.height(200)], minimum: .height(500), maximum: .height(300), in: context)
    #expect(inverted.heights == [500])
    #expect(inverted.minimum == inverted.maximum)
  }

  @Test(
    "A sizing delegate's maximum caps: it replaces the configuration's maximum, never above the highest detent",
    arguments: [
      // The cap, the detents' heights: below the highest detent it becomes the highest; above, nothing changes.
      (500.0, [100.0, 400, 500]), (650, [100, 400, 600]), (900, [100, 400, 600]), (50, [50]),
    ] as [(Double, [Double])])
  func cap(_ cap: Double, heights: [Double]) {
    let resolved = PullUpResolvedDetents([.height(100), .height(400), .height(600)], cap: cap, in: context)
    #expect(resolved.heights == heights)
  }

  @Test("A cap above a split view's range leaves the range; one inside it lowers the top; the minimum still wins")
  func capInASplitView() {
    let split = PullUpConfiguration.splitView().shape
    let context = PullUpDetentContext(
      containerSize: .init(width: 800, height: 1000), safeArea: .zero, topMargin: 0, contentHeight: nil)
    #expect(PullUpResolvedDetents(split.detents, cap: 950, in: context).heights == [200, 800])
    #expect(PullUpResolvedDetents(split.detents, cap: 700, in: context).heights == [200, 700])
    #expect(PullUpResolvedDetents(split.detents, minimum: .height(300), cap: 100, in: context).heights == [300])
    // The configuration's own maximum, above its detents, still counts as the highest.
    let higher = PullUpResolvedDetents(split.detents, maximum: .height(900), cap: 950, in: context)
    #expect(higher.heights == [200, 800, 900])
  }

  @Test("A container shorter than its safe area and margin has zero available height")
  func tinyContainer() {
    let tiny = PullUpDetentContext(
      containerSize: .init(width: 10, height: 30), safeArea: .init(top: 47, bottom: 34), topMargin: 20,
      contentHeight: nil)
    #expect(tiny.availableHeight == 0)
    #expect(PullUpResolvedDetents([.heightAboveSafeArea(55), .available], in: tiny).heights == [0])
  }

  @Test("Custom detents compare by identifier and do not decode")
  func customIdentity() throws {
    let a = PullUpDetent.custom(.init("x") { _ in 1 })
    let b = PullUpDetent.custom(.init("x") { _ in 2 })
    #expect(a == b)
  }
}
