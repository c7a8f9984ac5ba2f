import PullUp
import Testing

@testable import PullUpGTK

@Suite("PullUpSheetWidget's presentation and handle height, without a window")
struct PresentationTests {
  @Test(
    "A configuration reads as a split view exactly when it positions freely and displaces the content",
    arguments: [
      (PullUpConfiguration.splitView(), PullUpSheetWidget.Presentation.splitView),
      (.splitView(middle: 0.3, range: 0.1...0.9), .splitView), (.default, .sheet), (.ishPullUp, .sheet),
      (.splitSheet, .sheet),
    ])
  func presentation(configuration: PullUpConfiguration, expected: PullUpSheetWidget.Presentation) {
    #expect(PullUpSheetWidget.Presentation(for: configuration) == expected)
  }

  @Test(
    "A handle height that is not finite is the default, a negative one 0, any other a whole point up to the maximum",
    arguments: [
      (22.0, 22.0), (0, 0), (8.4, 8), (8.5, 9), (-3, 0), (-.infinity, 22), (.infinity, 22), (.nan, 22),
      (5_000, 1_000), (1_000, 1_000),
    ])
  func handleHeight(given: Double, used: Double) {
    #expect(PullUpSheetWidget.sanitizedHandleHeight(given) == used)
  }
}
